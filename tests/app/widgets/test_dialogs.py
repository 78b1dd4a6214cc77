"""The window's small standard dialogs: the About box, and file choosers that start in a real
folder and remember the last one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from ttt_qt import DISPLAY_NAME, __version__
from ttt_qt.app import MainWindow
from ttt_qt.app.widgets import dialogs


def test_the_about_box(qtbot: QtBot, window: MainWindow) -> None:
    window.window_actions.about.trigger()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "aboutBox") is not None)
    box = window.findChild(QMessageBox, "aboutBox")
    assert box is not None
    text = box.text() + box.informativeText()
    assert DISPLAY_NAME in box.windowTitle() and __version__ in text
    assert "MIT" in text and dialogs.PROJECT_URL in text
    assert box.findChild(QPushButton, "aboutQtButton") is not None
    assert window.window_actions.about.text() == f"&About {DISPLAY_NAME}"
    box.close()


def test_file_choosers_start_in_a_real_folder(tmp_path: Path) -> None:
    dialogs.remember_folder(None)
    start = Path(dialogs.start_folder())
    assert start.is_dir()
    dialogs.remember_folder(tmp_path / "game.ttt")
    assert dialogs.start_folder() == str(tmp_path)


def test_ok_accepts_and_cancel_rejects_the_dialog(qtbot: QtBot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    restore = QDialogButtonBox.StandardButton.RestoreDefaults
    buttons = dialogs.ok_cancel_buttons(dialog, restore)
    assert buttons.button(restore) is not None
    dialog.open()
    with qtbot.waitSignal(dialog.accepted):
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    dialog.open()
    with qtbot.waitSignal(dialog.rejected):
        buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert dialogs.ok_cancel_buttons(QDialog(dialog)).button(restore) is None
