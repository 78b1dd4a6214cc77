"""The window's commands as ``QAction``s with standard shortcuts, and the menus that hold them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar

import ttt_qt
from ttt_qt.engine import Rules, keypad_to_move

from ..players.rule_texts import rule_description

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

STATISTICS_SHORTCUT = "Ctrl+T"
"""Statistics' key (Alt+S is the Statistics button's mnemonic, Ctrl+S saves)."""


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
    coach_review: QAction
    puzzles: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    hint: QAction
    pause: QAction
    show_evaluation: QAction
    show_thinking: QAction
    engine_log: QAction
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
    evaluation, pause = _toggle_actions(parent)
    return WindowActions(
        **_game_actions(parent),
        **_move_actions(parent),
        **_learning_actions(parent),
        **_help_actions(parent),
        pause=pause,
        show_evaluation=evaluation,
        keypad=_keypad_actions(parent),
    )


def _toggle_actions(parent: QObject) -> tuple[QAction, QAction]:
    """The two actions that stay on or off: the evaluation overlay and the pause."""
    evaluation = _action(
        parent,
        "showEvaluationAction",
        # One word, the same in the menu and on the check box beside the board (which takes
        # its text from here), whichever capitalization each follows.
        translate("Actions", "&Evaluation"),
        translate("Actions", "Show every free cell's value for the side to move"),
        "E",
    )
    evaluation.setCheckable(True)
    pause = _action(
        parent,
        "pauseAction",
        translate("Actions", "&Pause"),
        translate("Actions", "Pause the game between the two computers, or let it go on"),
        "P",
    )
    pause.setCheckable(True)
    return evaluation, pause


def _keypad_actions(parent: QObject) -> tuple[QAction, ...]:
    """The keypad's digits 1 to 9, each playing its cell of a 3 x 3 board."""
    keypad = []
    for digit in range(1, 10):
        row, col = keypad_to_move(digit)
        action = _action(
            parent,
            f"keypad{digit}Action",
            translate("Actions", "Play {digit}").format(digit=digit),
            translate("Actions", "Play the cell in row {row}, column {col} (3 x 3 only)").format(
                row=row + 1, col=col + 1
            ),
            str(digit),
            QKeySequence(Qt.KeyboardModifier.KeypadModifier | Qt.Key(Qt.Key.Key_0 + digit)),
        )
        action.setData((row, col))
        keypad.append(action)
    return tuple(keypad)


def _game_actions(parent: QObject) -> dict[str, QAction]:
    """The Game menu's actions: new, open, save, statistics, settings, quit."""
    return {
        "new_game": _action(
            parent,
            "newGameAction",
            translate("Actions", "&New Game"),
            translate("Actions", "Start a new game"),
            QKeySequence.StandardKey.New,
        ),
        "open_game": _action(
            parent,
            "openGameAction",
            translate("Actions", "&Open Game…"),
            translate("Actions", "Open a saved game"),
            QKeySequence.StandardKey.Open,
        ),
        "save_game": _action(
            parent,
            "saveGameAction",
            translate("Actions", "Save Game &As…"),
            translate("Actions", "Save this game to a file"),
            QKeySequence.StandardKey.Save,
        ),
        "statistics": _action(
            parent,
            "statisticsAction",
            translate("Actions", "&Statistics…"),
            translate("Actions", "Your results against each opponent, and every game you played"),
            STATISTICS_SHORTCUT,
        ),
        "settings": _action(
            parent,
            "settingsAction",
            translate("Actions", "Se&ttings…"),
            translate("Actions", "Players, board size, rules and the computer's strength"),
            QKeySequence("Ctrl+,"),
        ),
        "quit": _action(
            parent,
            "quitAction",
            translate("Actions", "&Quit"),
            translate("Actions", "Close {name}").format(name=ttt_qt.DISPLAY_NAME),
            # Windows has no standard Quit key; Ctrl+Q is what people try there too.
            *(QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]),
        ),
    }


def _move_actions(parent: QObject) -> dict[str, QAction]:
    """The Move menu's actions: undo, redo and the hint."""
    return {
        "undo": _action(
            parent,
            "undoAction",
            translate("Actions", "&Undo"),
            translate("Actions", "Take back your last move"),
            "Ctrl+Z",
        ),
        "redo": _action(
            parent,
            "redoAction",
            translate("Actions", "&Redo"),
            translate("Actions", "Replay a move you took back"),
            QKeySequence("Ctrl+Shift+Z"),
            QKeySequence("Ctrl+Y"),
        ),
        "hint": _action(
            parent,
            "hintAction",
            translate("Actions", "&Hint"),
            translate("Actions", "Show the best move for you"),
            "H",
        ),
    }


def _learning_actions(parent: QObject) -> dict[str, QAction]:
    """The actions that teach: the coach's review, puzzles, Show thinking, the engine log."""
    return {
        "coach_review": _action(
            parent,
            "coachReviewAction",
            translate("Actions", "Review &with Coach"),
            translate(
                "Actions",
                "Every move of the finished game marked (! best, ?! inaccuracy, ? mistake,"
                " ?? blunder), with the better move and its line",
            ),
            "Ctrl+R",
        ),
        "puzzles": _action(
            parent,
            "puzzlesAction",
            translate("Actions", "Pu&zzles…"),
            translate(
                "Actions",
                "Positions to win in a few moves, near your puzzle rating; the puzzle of the day",
            ),
        ),
        "show_thinking": _action(
            parent,
            "showThinkingAction",
            translate("Actions", "Show &Thinking…"),
            translate(
                "Actions",
                "How the computer chooses a move here: the minimax tree, the Monte Carlo"
                " scores, the moves MCTS and the threat search consider",
            ),
            "T",
        ),
        "engine_log": _action(
            parent,
            "engineLogAction",
            translate("Actions", "Engine Lo&g"),
            translate("Actions", "What the outside engines said: their messages and errors"),
        ),
    }


def _help_actions(parent: QObject) -> dict[str, QAction]:
    """The Help menu's actions."""
    return {
        "keyboard_help": _action(
            parent,
            "keyboardHelpAction",
            translate("Actions", "&How to Play"),
            translate("Actions", "The rules, the levels, what the values mean, and the keys"),
            "F1",
        ),
        "about": _action(
            parent,
            "aboutAction",
            translate("Actions", "&About {name}").format(name=ttt_qt.DISPLAY_NAME),
            translate("Actions", "Version, licence and credits"),
        ),
    }


def build_menus(menu_bar: QMenuBar, actions: WindowActions) -> None:
    """Fill ``menu_bar`` with the Game, Move and Help menus."""
    game = menu_bar.addMenu(translate("Actions", "&Game"))
    game.addAction(actions.new_game)
    game.addAction(actions.pause)
    game.addSeparator()
    game.addAction(actions.open_game)
    game.addAction(actions.save_game)
    game.addSeparator()
    game.addAction(actions.statistics)
    game.addAction(actions.coach_review)
    game.addAction(actions.puzzles)
    game.addAction(actions.settings)
    game.addSeparator()
    game.addAction(actions.quit)
    move = menu_bar.addMenu(translate("Actions", "&Move"))
    move.addAction(actions.undo)
    move.addAction(actions.redo)
    move.addSeparator()
    move.addAction(actions.hint)
    move.addAction(actions.show_evaluation)
    move.addAction(actions.show_thinking)
    move.addSeparator()
    move.addAction(actions.engine_log)
    help_menu = menu_bar.addMenu(translate("Actions", "&Help"))
    help_menu.addAction(actions.keyboard_help)
    help_menu.addAction(actions.about)


def keyboard_help() -> str:
    """The keys, one a line: the second part of Help > How to Play."""
    return translate(
        "Actions",
        "Arrow keys: move the cursor between the cells\n"
        "Enter or Space: play the cell under the cursor\n"
        "1 to 9: play on 3 x 3 in numeric-keypad layout (7 8 9 is the top row)\n"
        "H: hint    E: show the evaluation    P: pause or go on (computer vs computer)\n"
        "T: show how the computer thinks\n"
        "Ctrl+N: new game    Ctrl+Z: undo    Ctrl+Shift+Z: redo\n"
        "Ctrl+O: open a game    Ctrl+S: save the game    F1: this help\n"
        "Ctrl+T: statistics    Ctrl+,: settings    Ctrl+Q: quit (the game is kept)\n"
        "Ctrl+R: review the finished game with the coach\n"
        "In review: Left and Right step through the moves, Home and End go to the ends",
    )


RIGHT_TO_LEFT_MARK = "\u200f"
"""Makes a line of text run right to left whatever character it starts with."""
LEFT_TO_RIGHT_EMBEDDING = "\u202a"
POP_DIRECTIONAL_FORMATTING = "\u202c"
KEY_SEPARATOR = "    "
"""What separates two keys on a line of ``keyboard_help``."""


def keys_right_to_left(keys: str) -> str:
    """``keyboard_help`` laid out for a right-to-left language.

    One key a line, each line running right to left, each key's Latin name kept whole. A
    line starting with a key's Latin name would otherwise run left to right, and within a
    right-to-left line the punctuation of a key name ("Ctrl+,") would be torn from it.
    """
    lines = []
    for line in keys.split("\n"):
        for entry in line.split(KEY_SEPARATOR):
            key, colon, description = entry.strip().partition(":")
            if colon and key.isascii():
                key = f"{LEFT_TO_RIGHT_EMBEDDING}{key}{POP_DIRECTIONAL_FORMATTING}"
            lines.append(f"{RIGHT_TO_LEFT_MARK}{key}{colon}{description}")
    return "\n".join(lines)


def rules_help(rules: Rules) -> str:
    """How the game under ``rules`` is won, what the levels and the values mean."""
    if rules.reverse:
        goal = translate(
            "Actions",
            "The players take turns putting their mark in a free cell. Reverse rules: whoever"
            " completes {k} in a row (across, down or diagonally) loses. A full board with no"
            " line is a draw.",
        )
    else:
        goal = translate(
            "Actions",
            "The players take turns putting their mark in a free cell. Whoever first completes"
            " {k} in a row (across, down or diagonally) wins. A full board with no line is a"
            " draw.",
        )
    if not rules.is_freestyle:
        goal = f"{goal}\n\n{rule_description(rules.rule)}"
    return "\n\n".join(
        (
            goal.format(k=rules.win_length),
            translate(
                "Actions",
                "The computer's levels, from Beginner to Expert, rank how strongly each played in"
                " our measured games on rules like these; Unbeatable is offered only where its"
                " search proves every move. Each level's tooltip names the method behind it.",
            ),
            translate(
                "Actions",
                "Match my level plays at a level from 0 (weakest) to 10: after each game you win"
                " it plays stronger, after each one you lose weaker, a draw keeps it, so that"
                " you win about as often as you lose. Each board and rules keep their own"
                " level, read from your recorded games; clearing the statistics starts again.",
            ),
            translate(
                "Actions",
                "Hint shows a good move. Evaluation writes on each free cell how the game"
                ' goes if you play there: "Win in 3" and "Loss in 2" are proven with best'
                " play, counting the moves of both players; a percentage is an estimate.",
            ),
            translate(
                "Actions",
                "After a game, Review with Coach (Ctrl+R) marks every move (! best, ?!"
                " inaccuracy, ? mistake, ?? blunder) and shows the better move; Game > Puzzles…"
                " offers positions to win in a few moves.",
            ),
        )
    )
