"""The window's small standard dialogs, in one place so tests can replace them.

File choosers block until the person answers, so tests patch ``choose_open_path`` and
``choose_save_path``. Messages are shown without blocking (``QMessageBox.open``), so they never
hang a test and can be found by their object name ``messageBox``.
"""

from __future__ import annotations

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

GAME_FILE_FILTER = "ttt_qt games (*.ttt);;Text files (*.txt);;All files (*)"
GAME_SUFFIX = ".ttt"


def _documents_folder() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)


def choose_open_path(parent: QWidget) -> str | None:
    """Ask for a saved game to open; None when the person cancels."""
    path, _ = QFileDialog.getOpenFileName(
        parent, "Open a game", _documents_folder(), GAME_FILE_FILTER
    )
    return path or None


def choose_save_path(parent: QWidget, suggested_name: str) -> str | None:
    """Ask where to save the game; None when the person cancels."""
    start = f"{_documents_folder()}/{suggested_name}"
    path, _ = QFileDialog.getSaveFileName(parent, "Save the game", start, GAME_FILE_FILTER)
    if path and "." not in path.rsplit("/", 1)[-1]:
        path += GAME_SUFFIX
    return path or None


def show_message(
    parent: QWidget,
    title: str,
    text: str,
    icon: QMessageBox.Icon = QMessageBox.Icon.Information,
) -> QMessageBox:
    """Show a message without blocking; it deletes itself when closed."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("messageBox")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
