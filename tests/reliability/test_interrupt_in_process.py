"""Ctrl+C handled inside the running window: whatever Python code it interrupts, a clean close."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from PySide6.QtGui import QPaintEvent
from pytestqt.qtbot import QtBot

from ttt_qt.app.board.cell_button import CellButton
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.desktop import install_interrupt_handler
from ttt_qt.stats import RecordStore

pytestmark = pytest.mark.gui


def test_ctrl_c_arriving_during_a_repaint_closes_the_window_cleanly(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Python runs a signal handler wherever the main thread executes Python, here inside a
    cell's paintEvent; closing the window right there would leave Qt flushing a window that
    has no handle any more (a Qt warning, which fails this test)."""
    window = MainWindow(record_store=RecordStore(tmp_path / "records.sqlite3"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    paint = CellButton.paintEvent
    interrupted: list[bool] = []

    def paint_while_interrupted(self: CellButton, event: QPaintEvent) -> None:
        if not interrupted:
            interrupted.append(True)
            signal.raise_signal(signal.SIGINT)
        paint(self, event)

    restore = install_interrupt_handler(window.close)
    try:
        monkeypatch.setattr(CellButton, "paintEvent", paint_while_interrupted)
        window.board_view.cell((1, 1)).repaint()
        qtbot.waitUntil(lambda: not window.isVisible())
    finally:
        restore()
    assert interrupted
    assert window.model.is_shut_down
