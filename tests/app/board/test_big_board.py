"""The 15 x 15 board in the window: cells and coordinates, clicks, keys, and the computer."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode

MakeWindow = Callable[..., MainWindow]


def cell(window: MainWindow, row: int, col: int) -> QPushButton:
    found = window.findChild(QPushButton, f"cell_{row}_{col}")
    assert found is not None
    return found


def test_every_cell_and_coordinate_of_15_by_15(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, size=15, win_length=5)
    assert window.findChild(QPushButton, "cell_15_0") is None
    columns = [window.findChild(QLabel, f"colLabel_{col}") for col in range(15)]
    rows = [window.findChild(QLabel, f"rowLabel_{row}") for row in range(15)]
    assert "".join(label.text() for label in columns if label) == "ABCDEFGHIJKLMNO"
    assert [label.text() for label in rows if label] == [str(row) for row in range(1, 16)]
    corner = cell(window, 14, 14)
    assert corner.accessibleName() == "O15, empty"
    assert corner.isVisible()


def test_clicks_and_keys_play_to_the_far_corner(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, size=15, win_length=5)
    QTest.mouseClick(cell(window, 13, 13), Qt.MouseButton.LeftButton)
    assert list(window.model.game.moves) == [(13, 13)]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start = cell(window, 13, 13)
    start.setFocus()
    qtbot.waitUntil(start.hasFocus)
    QTest.keyClick(start, Qt.Key.Key_Right)
    QTest.keyClick(cell(window, 13, 14), Qt.Key.Key_Down)
    assert cell(window, 14, 14).hasFocus()
    QTest.keyClick(cell(window, 14, 14), Qt.Key.Key_Return)
    assert list(window.model.game.moves) == [(13, 13), (14, 14)]
    assert cell(window, 14, 14).accessibleName() == "O15, O"


def test_the_threat_player_answers_on_15_by_15(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        size=15, win_length=5, opponent=ComputerChoice("threats", (("time_limit", 0.2),))
    )
    for move in ((7, 7), (7, 8)):
        target = cell(window, *move)
        if target.accessibleName().endswith("empty"):
            QTest.mouseClick(target, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not window.model.is_thinking, timeout=WAIT_MS)
    moves = list(window.model.game.moves)
    assert len(moves) == 4
    assert len(set(moves)) == 4
