"""The main window through its widgets: the objectName contract, mouse and keyboard play,
undo and redo, hints, the outcome dialog, review mode, and closing while the computer thinks."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, ComputerScript, wait_until_idle, widest_line
from ttt_qt.app import MainWindow
from ttt_qt.app.board.cell_button import CellButton
from ttt_qt.app.dialogs.outcome_dialog import MAX_WIDTH, OutcomeDialog
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode
from ttt_qt.engine import Board, Game, Rules

MakeWindow = Callable[..., MainWindow]


def cell(window: MainWindow, row: int, col: int) -> CellButton:
    button = window.findChild(QPushButton, f"cell_{row}_{col}")
    assert isinstance(button, CellButton)
    return button


def button(window: QWidget, name: str) -> QPushButton:
    found = window.findChild(QPushButton, name)
    assert found is not None, name
    return found


def click(qtbot: QtBot, widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def status(window: MainWindow) -> str:
    label = window.findChild(QLabel, "statusLabel")
    assert label is not None
    return label.text()


def move_list(window: MainWindow) -> list[str]:
    widget = window.findChild(QListWidget, "moveList")
    assert widget is not None
    return [widget.item(row).text() for row in range(widget.count())]


def discard_box(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "discardGameBox") is not None)
    box = window.findChild(QMessageBox, "discardGameBox")
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def play_cells(qtbot: QtBot, window: MainWindow, *moves: tuple[int, int]) -> None:
    for row, col in moves:
        click(qtbot, cell(window, row, col))


def test_the_window_keeps_the_object_name_contract(make_window: MakeWindow) -> None:
    window = make_window()
    assert window.model.settings.opponent.name == "smart"
    assert window.model.settings.mode == Mode.HUMAN_VS_COMPUTER
    host = cell(window, 0, 0).parentWidget()
    assert host is not None
    grid = host.layout()
    assert isinstance(grid, QGridLayout)
    assert grid.count() == 9 + 6  # the cells, and the column letters and row numbers
    for row in range(3):
        for col in range(3):
            item = grid.itemAtPosition(row + 1, col + 1)
            assert item is not None and item.widget() is cell(window, row, col)
    assert cell(window, 0, 0).accessibleName() == "A1, empty"
    assert cell(window, 2, 2).accessibleName() == "C3, empty"
    for name in (
        "newGameButton",
        "undoButton",
        "redoButton",
        "hintButton",
        "settingsButton",
        "statsButton",
    ):
        button(window, name)
    assert status(window) == "Your move (X)"
    assert "You (X) vs Medium (O)" in window.windowTitle()
    assert "3 x 3, 3 in a row" in window.windowTitle()


def test_clicking_plays_and_the_computer_answers(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    model = window.model
    with qtbot.waitSignal(model.thinking_changed, check_params_cb=lambda busy: not busy):
        click(qtbot, cell(window, 1, 1))
    assert cell(window, 1, 1).accessibleName() == "B2, X"
    assert len(model.game.moves) == 2
    row, col = model.game.moves[1]
    assert cell(window, row, col).accessibleName().endswith(", O")
    assert move_list(window)[0] == "1. X  B2"
    assert len(move_list(window)) == 2
    assert status(window) == "Your move (X)"


def test_an_occupied_cell_is_ignored(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (0, 0), (0, 0))
    assert list(window.model.game.moves) == list(((0, 0),))
    assert status(window) == "Alice (O) to move"


def test_the_computers_side_takes_no_clicks_while_it_thinks(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window()
    click(qtbot, cell(window, 1, 1))
    assert status(window) == "Medium (O) is thinking…"
    click(qtbot, cell(window, 0, 0))
    assert list(window.model.game.moves) == list(((1, 1),))
    assert not button(window, "hintButton").isEnabled()
    script.gate.set()
    wait_until_idle(qtbot, window.model)
    assert len(window.model.game.moves) == 2


def test_undo_and_redo_buttons(qtbot: QtBot, window: MainWindow) -> None:
    undo, redo = button(window, "undoButton"), button(window, "redoButton")
    assert not undo.isEnabled() and not redo.isEnabled()
    play_cells(qtbot, window, (0, 0), (1, 1))
    click(qtbot, undo)
    assert list(window.model.game.moves) == list(((0, 0),))
    assert cell(window, 1, 1).accessibleName() == "B2, empty"
    assert redo.isEnabled()
    assert move_list(window) == ["1. X  A1", "2. O  B2"]  # the taken-back move stays listed
    click(qtbot, redo)
    assert list(window.model.game.moves) == list(((0, 0), (1, 1)))
    assert not redo.isEnabled()


def test_new_game_during_a_search_takes_effect_at_once(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window()
    click(qtbot, cell(window, 1, 1))
    assert window.model.is_thinking
    click(qtbot, button(window, "newGameButton"))
    box = discard_box(qtbot, window)
    assert window.model.game.moves == ((1, 1),)  # nothing is lost before the person answers
    click(qtbot, button(box, "discardButton"))
    assert list(window.model.game.moves) == list(())
    assert not window.model.is_thinking
    assert status(window) == "Your move (X)"
    assert all(
        cell(window, r, c).accessibleName().endswith("empty") for r in range(3) for c in range(3)
    )


def test_keyboard_play(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    centre = cell(window, 1, 1)
    qtbot.waitUntil(centre.hasFocus)
    QTest.keyClick(centre, Qt.Key.Key_Right)
    assert cell(window, 1, 2).hasFocus()
    QTest.keyClick(cell(window, 1, 2), Qt.Key.Key_Up)
    assert cell(window, 0, 2).hasFocus()
    QTest.keyClick(cell(window, 0, 2), Qt.Key.Key_Return)
    assert list(window.model.game.moves) == list(((0, 2),))
    QTest.keyClick(cell(window, 0, 2), Qt.Key.Key_Down)
    QTest.keyClick(cell(window, 1, 2), Qt.Key.Key_Space)
    assert list(window.model.game.moves) == list(((0, 2), (1, 2)))
    # Digits play in numeric-keypad layout: 7 is the top left, 3 the bottom right.
    QTest.keyClick(window, Qt.Key.Key_7)
    QTest.keyClick(window, Qt.Key.Key_3)
    assert list(window.model.game.moves) == list(((0, 2), (1, 2), (0, 0), (2, 2)))
    assert cell(window, 2, 2).hasFocus()


def test_a_new_board_from_settings_takes_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    dialog = window.open_settings()
    qtbot.waitUntil(dialog.isActiveWindow)
    size = dialog.findChild(QSpinBox, "sizeSpin")
    assert size is not None
    size.setValue(5)
    dialog.accept()
    window.activateWindow()  # as the window manager does when the dialog goes
    qtbot.waitUntil(window.isActiveWindow)
    centre = cell(window, 2, 2)
    qtbot.waitUntil(centre.hasFocus)
    QTest.keyClick(centre, Qt.Key.Key_Right)
    assert cell(window, 2, 3).hasFocus()
    assert cell(window, 2, 3).state.cursor


def test_tab_goes_down_the_panel_as_laid_out_and_back_to_the_board(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()  # you against the computer: Undo and Redo are off at the start
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    centre = cell(window, 1, 1)
    qtbot.waitUntil(centre.hasFocus)
    names = []
    for _ in range(8):
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None
        names.append(focused.objectName())
    assert names == [
        "opponentPicker",
        "newGameButton",
        "settingsButton",
        "hintButton",
        "statsButton",
        "evaluationCheck",
        "moveList",
        "cell_1_1",
    ]


def test_the_move_list_marks_the_move_the_board_shows(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (1, 1), (0, 0), (2, 2))
    moves = window.findChild(QListWidget, "moveList")
    assert moves is not None and moves.currentRow() == 2
    first = moves.item(0)
    QTest.mouseClick(
        moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(first).center()
    )
    assert moves.currentRow() == 2  # the board still shows the third move
    moves.setFocus()
    QTest.keyClick(moves, Qt.Key.Key_Home)
    QTest.keyClick(moves, Qt.Key.Key_Up)
    assert moves.currentRow() == 2 and len(window.model.game.moves) == 3


def test_a_taken_back_move_cannot_be_marked(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (1, 1), (0, 0), (2, 2), (0, 2))
    window.window_actions.undo.trigger()
    window.window_actions.undo.trigger()
    moves = window.findChild(QListWidget, "moveList")
    assert moves is not None and moves.count() == 4
    taken_back = moves.item(3)
    QTest.mouseClick(
        moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(taken_back).center()
    )
    assert moves.currentRow() == 1
    assert moves.selectedItems() == [moves.item(1)]  # the highlight, too, on the board's move
    assert len(window.model.game.moves) == 2
    assert taken_back.toolTip() == "Taken back: Redo plays it again"


def test_a_hint_highlights_the_winning_move(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (0, 0), (1, 0), (0, 1), (1, 1))
    with qtbot.waitSignal(window.model.hint_ready, timeout=WAIT_MS):
        click(qtbot, button(window, "hintButton"))
    hinted = [
        (r, c) for r in range(3) for c in range(3) if cell(window, r, c).state.hint is not None
    ]
    assert hinted == [(0, 2)]
    assert cell(window, 0, 2).state.hint == "X"
    assert "hint" in cell(window, 0, 2).accessibleDescription()
    assert "C1" in window.statusBar().currentMessage()


def test_the_evaluation_overlay_labels_free_cells(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (0, 0), (1, 0), (0, 1))
    with qtbot.waitSignal(window.model.analysis_ready, timeout=WAIT_MS):
        window.side_panel.evaluation_check.click()
    assert window.window_actions.show_evaluation.isChecked()
    # O must block at C1; anywhere else X completes the top row next move.
    assert cell(window, 2, 2).state.value_label == "Loss in 2"
    assert cell(window, 2, 2).state.value_kind == "loss"
    assert cell(window, 0, 2).state.value_label not in ("", "Loss in 2")
    assert "Loss in 2" in cell(window, 2, 2).toolTip()
    assert cell(window, 0, 0).state.value_label == ""  # occupied
    window.side_panel.evaluation_check.click()
    assert cell(window, 0, 2).state.value_label == ""


def outcome_dialog(qtbot: QtBot, window: MainWindow) -> QDialog:
    def shown() -> bool:
        dialog = window.findChild(QDialog, "outcomeDialog")
        return dialog is not None and dialog.isVisible()

    qtbot.waitUntil(shown)
    dialog = window.findChild(QDialog, "outcomeDialog")
    assert dialog is not None
    return dialog


@pytest.mark.parametrize(
    "message", ["W" * 40 + " won!", "Maximilian Alexander von Habsburg-Lothri won!"]
)
def test_a_long_name_keeps_the_outcome_box_narrow(qtbot: QtBot, message: str) -> None:
    dialog = OutcomeDialog(message, "Three in a row.")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= MAX_WIDTH
    label = dialog.message_label
    assert widest_line(label) <= label.contentsRect().width()  # no word runs past the edge
    assert message.startswith("W") == ("…" in label.text())


def test_the_outcome_dialog_and_play_again(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    dialog = outcome_dialog(qtbot, window)
    message = dialog.findChild(QLabel, "outcomeMessage")
    assert message is not None and message.text() == "Bob won!"
    assert status(window) == "Bob won!"
    assert all(cell(window, 0, c).state.in_line for c in range(3))
    click(qtbot, button(dialog, "playAgainButton"))
    qtbot.waitUntil(lambda: window.findChild(QDialog, "outcomeDialog") is None)
    assert list(window.model.game.moves) == list(())
    assert cell(window, 0, 0).accessibleName() == "A1, empty"


def test_a_taken_cell_says_so_instead_of_doing_nothing(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (1, 1))
    click(qtbot, cell(window, 1, 1))
    assert window.model.game.moves == ((1, 1),)
    assert window.statusBar().currentMessage() == "B2 is taken: choose a free cell."
    play_cells(qtbot, window, (2, 2))
    assert window.statusBar().currentMessage() == ""  # it spoke of the position before
    play_cells(qtbot, window, (1, 0), (0, 0), (1, 2))  # X completes the middle row
    click(qtbot, cell(window, 0, 2))
    assert window.statusBar().currentMessage() == "The game is over: New game starts another."


def test_quit_works_while_the_outcome_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    play_cells(qtbot, window, (0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    dialog = outcome_dialog(qtbot, window)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


@pytest.mark.parametrize("opening", ["open_settings", "open_statistics", "ask", "help", "about"])
def test_quit_works_while_a_dialog_is_open(qtbot: QtBot, window: MainWindow, opening: str) -> None:
    play_cells(qtbot, window, (1, 1))
    if opening == "ask":
        window.window_actions.new_game.trigger()
        dialog = discard_box(qtbot, window)
    elif opening in ("help", "about"):
        actions = window.window_actions
        (actions.keyboard_help if opening == "help" else actions.about).trigger()
        (dialog,) = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    else:
        dialog = getattr(window, opening)()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.model.game.moves == ((1, 1),)  # kept for the next start


def test_closing_the_outcome_dialog_keeps_the_finished_game(
    qtbot: QtBot, window: MainWindow
) -> None:
    play_cells(qtbot, window, (0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2))
    play_cells(qtbot, window, (1, 0))
    dialog = outcome_dialog(qtbot, window)
    message = dialog.findChild(QLabel, "outcomeMessage")
    assert message is not None and message.text() == "Draw."
    click(qtbot, button(dialog, "closeButton"))
    qtbot.waitUntil(lambda: window.findChild(QDialog, "outcomeDialog") is None)
    assert len(window.model.game.moves) == 9
    assert button(window, "undoButton").isEnabled()
    report = window.findChild(QLabel, "moveReportLabel")
    assert report is not None  # how it ended stays in view without the dialog
    assert report.text() == "The board is full and nobody completed a line."


def test_how_a_reverse_game_ended_stays_in_the_window(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, reverse=True)
    play_cells(qtbot, window, (0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    click(qtbot, button(outcome_dialog(qtbot, window), "closeButton"))
    qtbot.waitUntil(lambda: window.findChild(QDialog, "outcomeDialog") is None)
    report = window.findChild(QLabel, "moveReportLabel")
    assert report is not None
    assert report.text() == "Bob completed the line A1 B1 C1, so Alice wins (reverse rules)."
    window.model.undo()
    assert report.text() == ""  # the game goes on again: no result to explain


def test_computer_against_computer_reaches_the_outcome_dialog(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        mode=Mode.COMPUTER_VS_COMPUTER,
        computer_x=ComputerChoice("smart"),
        computer_o=ComputerChoice("perfect"),
        move_delay_ms=0,
    )
    outcome_dialog(qtbot, window)
    assert window.model.board.is_over
    assert window.model.board.winner in (None, "O")  # perfect never loses on 3 x 3


def test_review_is_read_only_until_play_from_here(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Rules(3), [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)])
    window.review_game(game, "Carol", "Dave")
    assert "Review" in window.windowTitle()
    assert status(window).startswith("Review: move 9 of 9.")
    click(qtbot, button(window, "reviewBackButton"))
    click(qtbot, button(window, "reviewBackButton"))
    assert len(window.model.game.moves) == 7
    click(qtbot, cell(window, 2, 0))  # read-only
    assert len(window.model.game.moves) == 7
    click(qtbot, button(window, "reviewForwardButton"))
    assert len(window.model.game.moves) == 8
    moves = window.findChild(QListWidget, "moveList")
    assert moves is not None
    click_row = moves.visualItemRect(moves.item(2)).center()
    QTest.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=click_row)
    assert len(window.model.game.moves) == 3
    click(qtbot, button(window, "playFromHereButton"))
    assert not window.model.is_reviewing
    assert not button(window, "reviewBackButton").isVisible()
    assert window.statusBar().currentMessage() == (
        "Playing on from move 3 with the players and rules of the game reviewed;"
        " New game goes back to your settings."
    )
    click(qtbot, cell(window, 2, 0))
    assert list(window.model.game.moves) == list(((1, 1), (0, 0), (2, 2), (2, 0)))


def test_the_move_list_follows_a_review_back_to_the_start(qtbot: QtBot, window: MainWindow) -> None:
    moves = window.findChild(QListWidget, "moveList")
    assert moves is not None
    rules = Rules(10, 5)
    board = Board.empty(rules)
    game = Game(rules)
    for row in range(10):  # 40 moves that complete no line: far more than the list shows
        for col in (0, 1, 3, 2) if row % 4 in (0, 1) else (2, 3, 1, 0):
            board = board.play((row, col))
            game.play((row, col))
    assert not board.is_over
    window.review_game(game, "Carol", "Dave")
    qtbot.waitUntil(lambda: moves.count() == 40)
    last = moves.item(39)
    assert moves.viewport().rect().intersects(moves.visualItemRect(last))
    window.model.review_mode.to(0)
    first = moves.item(0)
    assert moves.viewport().rect().contains(moves.visualItemRect(first))
    assert not moves.viewport().rect().intersects(moves.visualItemRect(last))


def test_closing_while_the_computer_thinks_exits_cleanly(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window(human_mark="O")
    qtbot.waitUntil(script.started.is_set)
    assert window.model.is_thinking
    window.close()
    assert window.model.is_shut_down
    assert not window.model.computer.is_running


def test_closing_while_perfect_searches_a_big_board(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        human_mark="O",
        size=7,
        win_length=5,
        opponent=ComputerChoice("perfect", (("time_limit", 30.0),)),
    )
    assert window.model.is_thinking
    window.close()  # the search is cancelled and the thread waited for
    assert not window.model.computer.is_running
    assert list(window.model.game.moves) == list(())


def test_up_and_down_in_the_move_list_step_through_a_review(
    qtbot: QtBot, window: MainWindow
) -> None:
    moves = window.findChild(QListWidget, "moveList")
    assert moves is not None
    window.review_game(Game(Rules(), [(1, 1), (0, 0), (2, 2), (0, 2)]), "Carol", "Dave")
    qtbot.waitUntil(lambda: moves.count() == 4)
    moves.setFocus()
    QTest.keyClick(moves, Qt.Key.Key_Up)
    assert window.model.game.moves == ((1, 1), (0, 0), (2, 2))
    QTest.keyClick(moves, Qt.Key.Key_Up)
    QTest.keyClick(moves, Qt.Key.Key_Down)
    assert window.model.game.moves == ((1, 1), (0, 0), (2, 2))
    assert moves.currentRow() == 2


def test_passing_over_the_menus_keeps_the_status_message(window: MainWindow) -> None:
    window.statusBar().showMessage("Saved game.ttt")
    # What menu items send as the mouse passes over them and leaves them.
    for tip in ("Start a new game", "Open a saved game", ""):
        QApplication.sendEvent(window, QStatusTipEvent(tip))
        assert window.statusBar().currentMessage() == (tip or "Saved game.ttt")
    QApplication.sendEvent(window, QStatusTipEvent(""))  # and an item without a tip
    assert window.statusBar().currentMessage() == "Saved game.ttt"


def test_one_review_after_another(qtbot: QtBot, window: MainWindow) -> None:
    # Replacing the list's moves moved its mark, which stepped the review while the list was
    # being refilled: the app crashed at the second review.
    moves = window.findChild(QListWidget, "moveList")
    assert moves is not None
    for game in ([(1, 1), (0, 0), (2, 2)], [(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)], [(2, 2)]):
        window.review_game(Game(Rules(), game), "Carol", "Dave")
        assert window.model.game.moves == tuple(game)
        assert moves.count() == len(game) and moves.currentRow() == len(game) - 1
