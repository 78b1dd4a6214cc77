"""The window's commands as ``QAction``s with standard shortcuts, and the menus that hold them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar

from ttt_qt.engine import keypad_to_move


@dataclass(frozen=True, slots=True)
class WindowActions:
    """Every command of the main window.

    Attributes:
        keypad: nine actions, for the digits 1 to 9 (numeric-keypad layout on 3 x 3).
    """

    new_game: QAction
    open_game: QAction
    save_game: QAction
    statistics: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    hint: QAction
    show_evaluation: QAction
    settings: QAction
    keyboard_help: QAction
    about: QAction
    keypad: tuple[QAction, ...]


def _action(
    parent: QObject,
    object_name: str,
    text: str,
    tip: str,
    *shortcuts: QKeySequence | QKeySequence.StandardKey | str,
) -> QAction:
    action = QAction(text, parent)
    action.setObjectName(object_name)
    action.setToolTip(tip)
    action.setStatusTip(tip)
    sequences: list[QKeySequence] = []
    for shortcut in shortcuts:
        if isinstance(shortcut, QKeySequence.StandardKey):
            sequences.extend(QKeySequence.keyBindings(shortcut))  # every binding of the platform
        else:
            sequences.append(QKeySequence(shortcut))
    if sequences:
        action.setShortcuts(sequences)
    return action


def create_actions(parent: QObject) -> WindowActions:
    """Make the window's actions (not yet connected to anything)."""
    evaluation = _action(
        parent,
        "showEvaluationAction",
        "Show &Evaluation",
        "Show every free cell's value for the side to move",
        "E",
    )
    evaluation.setCheckable(True)
    keypad = []
    for digit in range(1, 10):
        row, col = keypad_to_move(digit)
        action = _action(
            parent,
            f"keypad{digit}Action",
            f"Play {digit}",
            f"Play the cell in row {row + 1}, column {col + 1} (3 x 3 only)",
            str(digit),
            QKeySequence(Qt.KeyboardModifier.KeypadModifier | Qt.Key(Qt.Key.Key_0 + digit)),
        )
        action.setData((row, col))
        keypad.append(action)
    return WindowActions(
        new_game=_action(
            parent, "newGameAction", "&New Game", "Start a new game", QKeySequence.StandardKey.New
        ),
        open_game=_action(
            parent,
            "openGameAction",
            "&Open Game…",
            "Open a saved game",
            QKeySequence.StandardKey.Open,
        ),
        save_game=_action(
            parent,
            "saveGameAction",
            "&Save Game As…",
            "Save this game to a file",
            QKeySequence.StandardKey.Save,
        ),
        statistics=_action(
            parent, "statisticsAction", "S&tatistics…", "Your results and every game you played"
        ),
        quit=_action(
            parent,
            "quitAction",
            "&Quit",
            "Close ttt_qt",
            # Windows has no standard Quit key; Ctrl+Q is what people try there too.
            *(QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]),
        ),
        undo=_action(
            parent, "undoAction", "&Undo", "Take back your last move", QKeySequence("Ctrl+Z")
        ),
        redo=_action(
            parent,
            "redoAction",
            "&Redo",
            "Replay a move you took back",
            QKeySequence("Ctrl+Shift+Z"),
            QKeySequence("Ctrl+Y"),
        ),
        hint=_action(parent, "hintAction", "&Hint", "Show the best move for you", "H"),
        show_evaluation=evaluation,
        settings=_action(
            parent,
            "settingsAction",
            "&Settings…",
            "Players, board size, rules and the computer's strength",
            QKeySequence("Ctrl+,"),
        ),
        keyboard_help=_action(
            parent, "keyboardHelpAction", "&Keyboard", "How to play with the keyboard", "F1"
        ),
        about=_action(parent, "aboutAction", "&About ttt_qt", "About ttt_qt"),
        keypad=tuple(keypad),
    )


def build_menus(menu_bar: QMenuBar, actions: WindowActions) -> None:
    """Fill ``menu_bar`` with the Game, Move, Settings and Help menus."""
    game = menu_bar.addMenu("&Game")
    game.addAction(actions.new_game)
    game.addSeparator()
    game.addAction(actions.open_game)
    game.addAction(actions.save_game)
    game.addSeparator()
    game.addAction(actions.statistics)
    game.addSeparator()
    game.addAction(actions.quit)
    move = menu_bar.addMenu("&Move")
    move.addAction(actions.undo)
    move.addAction(actions.redo)
    move.addSeparator()
    move.addAction(actions.hint)
    move.addAction(actions.show_evaluation)
    settings = menu_bar.addMenu("&Settings")
    settings.addAction(actions.settings)
    help_menu = menu_bar.addMenu("&Help")
    help_menu.addAction(actions.keyboard_help)
    help_menu.addAction(actions.about)


KEYBOARD_HELP = """\
Arrow keys: move between the cells
Enter or Space: play the cell that has the focus
1 to 9: play on 3 x 3 in numeric-keypad layout (7 8 9 is the top row)
H: hint    E: show the evaluation
Ctrl+N: new game    Ctrl+Z: undo    Ctrl+Shift+Z: redo
Ctrl+O: open a game    Ctrl+S: save the game    Ctrl+,: settings"""
