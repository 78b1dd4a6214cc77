"""Play from here: the keyboard plays on at once (the board's cursor cell has the focus), and a
finished position offers nothing to play on."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

MakeWindow = Callable[..., MainWindow]

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("by_key", [False, True], ids=["clicked", "Alt+P"])
def test_the_arrow_keys_move_the_cursor_right_after_play_from_here(
    qtbot: QtBot, make_window: MakeWindow, by_key: bool
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.review_game(Game(Rules(), [(1, 1), (0, 0), (2, 2)]), "Carol", "Dave")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    button = window.side_panel.play_from_here_button
    qtbot.waitUntil(button.isVisible)
    if by_key:
        button.setFocus(Qt.FocusReason.OtherFocusReason)  # where Tab would have taken it
        qtbot.waitUntil(button.hasFocus)
        QTest.keyClick(button, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    else:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    model = window.model
    qtbot.waitUntil(lambda: not model.is_reviewing)
    board = window.board_view
    qtbot.waitUntil(lambda: board.focused_cell() is not None)
    start = board.focused_cell()
    assert start is not None
    # The keys go where the application sends them: to the widget with the focus.
    focus = QApplication.focusWidget()
    assert focus is board.cell(start)
    key = Qt.Key.Key_Right if start[1] < 2 else Qt.Key.Key_Left
    QTest.keyClick(focus, key)
    moved = board.focused_cell()
    assert moved is not None and moved != start and moved[0] == start[0]
    assert board.cursor_cell == moved  # the cursor shows where the next move goes
    QTest.keyClick(board.cell(moved), Qt.Key.Key_Space)
    assert model.game.moves[-1] == moved  # played from the keyboard, no Tab needed


def test_play_from_here_is_off_where_the_reviewed_game_is_over(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    won = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]  # X completes the top row
    window.review_game(Game(Rules(), won), "Carol", "Dave")
    button = window.side_panel.play_from_here_button
    qtbot.waitUntil(button.isVisible)
    model = window.model
    assert model.board.is_over
    assert not button.isEnabled() and button.toolTip() != ""
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not model.review_mode.play_from_here()  # the model refuses it too
    assert model.is_reviewing and len(model.game.moves) == len(won)
    assert not window.statusBar().currentMessage().startswith("Playing on")
    # One move back the game goes on; End (the review's last move) turns it off again.
    model.review_mode.back()
    assert button.isEnabled() and button.toolTip() == ""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board_view.focus_cursor()
    keys = QApplication.focusWidget()
    assert keys is not None
    QTest.keyClick(keys, Qt.Key.Key_End)
    assert len(model.game.moves) == len(won)
    assert not button.isEnabled()
    model.review_mode.back()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not model.is_reviewing
    assert window.statusBar().currentMessage().startswith("Playing on from move 4")
