"""The panel beside the board: a long name cut short with a sign, the rules in view, and its
commands leaving the keyboard with the board after a click."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode

MakeWindow = Callable[..., MainWindow]


def test_a_long_name_without_spaces_is_cut_short_with_a_sign(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, x_name="W" * 40)
    label = window.side_panel.status_label
    text = label.text()
    assert "…" in text and text.endswith(" (X) to move")
    widest = max(label.fontMetrics().horizontalAdvance(word) for word in text.split(" "))
    assert widest <= window.side_panel.width()


def test_the_rules_are_in_view(make_window: MakeWindow) -> None:
    window = make_window(reverse=True)
    label = window.findChild(QLabel, "rulesLabel")
    assert label is not None
    assert label.text() == (
        "3 x 3, 3 in a row, reverse rules\n"
        "Whoever completes 3 in a row loses: leave that to your opponent."
    )
    window.model.apply_settings(replace(window.model.settings, reverse=False))
    assert label.text() == "3 x 3, 3 in a row"


def test_a_click_on_a_command_leaves_the_keyboard_with_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    for kind, name in [
        (QPushButton, "newGameButton"),
        (QCheckBox, "evaluationCheck"),
        (QComboBox, "opponentPicker"),
    ]:
        control = window.findChild(kind, name)
        assert control is not None, name
        assert control.focusPolicy() == Qt.FocusPolicy.TabFocus, name
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    centre = window.board_view.cell((1, 1))
    centre.setFocus()
    qtbot.waitUntil(centre.hasFocus)
    check = window.side_panel.evaluation_check
    QTest.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    assert check.isChecked()
    assert centre.hasFocus()
