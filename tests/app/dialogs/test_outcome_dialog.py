"""The end-of-game dialog: the result and how it came about, Play again or Close, placed over
the board and inside the window."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from ttt_qt.app.dialogs.outcome_dialog import MAX_WIDTH, OutcomeDialog


def make_dialog(qtbot: QtBot, parent: QWidget | None = None) -> OutcomeDialog:
    dialog = OutcomeDialog("You won!", "Three in a row: A1, B2, C3.", parent)
    qtbot.addWidget(dialog)
    return dialog


def test_the_dialog_says_the_result_and_why(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    assert dialog.objectName() == "outcomeDialog"
    assert dialog.message_label.text() == "You won!"
    assert dialog.detail_label.text() == "Three in a row: A1, B2, C3."
    assert dialog.accessibleDescription() == "You won! Three in a row: A1, B2, C3."
    assert dialog.play_again_button.isDefault()
    assert dialog.maximumWidth() == MAX_WIDTH


def test_play_again_accepts_and_close_rejects(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.play_again_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    other = make_dialog(qtbot)
    other.close_button.click()
    assert other.result() == QDialog.DialogCode.Rejected


def test_the_dialog_sits_on_the_board_inside_the_window(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 900, 700)
    window.show()
    qtbot.waitExposed(window)
    dialog = make_dialog(qtbot, window)
    origin = window.mapToGlobal(QPoint(0, 0))
    board = QRect(origin + QPoint(100, 100), QRect(0, 0, 500, 500).size())
    dialog.place_over(board, window)
    frame = dialog.frameGeometry()
    assert abs(frame.center().x() - board.center().x()) <= 1
    assert abs(frame.center().y() - board.center().y()) <= 1
    corner = QRect(origin + QPoint(850, 650), QRect(0, 0, 40, 40).size())
    dialog.place_over(corner, window)  # centred there it would stick out: pushed inside
    assert QRect(origin, window.size()).contains(dialog.frameGeometry())
