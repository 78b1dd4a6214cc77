"""The window's commands: the menus and shortcuts, and How to play, which gives the rules in
play and the keys (right to left in a right-to-left language)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow

MakeWindow = Callable[..., MainWindow]


def test_statistics_has_a_shortcut_and_alt_s_is_its_own(window: MainWindow) -> None:
    assert window.window_actions.statistics.shortcut() == QKeySequence("Ctrl+T")
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Game", "&Move", "&Help"]
    stats = window.findChild(QPushButton, "statsButton")
    assert stats is not None and stats.text() == "&Statistics…"


def test_the_keyboard_help_reads_right_to_left_in_a_right_to_left_language(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    window.window_actions.keyboard_help.trigger()
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    keys = boxes[0].text().split("\n\n")[-1].split("\n")
    assert len(keys) > 5 and all(line.startswith("\u200f") for line in keys)
    assert "\u200f\u202aCtrl+,\u202c: settings" in keys  # one key a line, its name whole
    assert all("    " not in line for line in keys)
    boxes[0].close()


@pytest.mark.parametrize("reverse", [False, True])
def test_how_to_play_gives_the_rules_in_play_and_the_keys(
    qtbot: QtBot, make_window: MakeWindow, reverse: bool
) -> None:
    window = make_window(size=7, win_length=5, reverse=reverse)
    window.window_actions.keyboard_help.trigger()
    (box,) = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    text = box.text()
    assert box.windowTitle().startswith("How to play")
    assert ("whoever completes 5 in a row" in text and "loses" in text) == reverse
    assert ("Whoever first completes 5 in a row" in text) != reverse
    assert "from Beginner to Expert" in text and "proven with best play" in text
    assert "stars" not in text
    assert "Match my level plays at a level from 0 (weakest) to 10" in text
    assert "Ctrl+Q: quit (the game is kept)" in text
    assert "Review with Coach (Ctrl+R) marks every move" in text and "Game > Puzzles…" in text
    assert "Ctrl+R: review the finished game with the coach" in text
    box.close()
