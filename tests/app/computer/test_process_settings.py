"""The process-wide settings for the computer's thread: set once by ``ttt-qt``'s start-up and
undone after it; the computer and its worker never touch them."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ttt_qt.ai import Limit
from ttt_qt.app import MainWindow
from ttt_qt.app.computer.computer import Computer
from ttt_qt.app.computer.process_settings import SWITCH_INTERVAL_S, apply_process_settings
from ttt_qt.desktop import run_app
from ttt_qt.engine import Board, Move, Rules

PYTHON_DEFAULT_S = 0.005
"""The switch interval Python starts with."""


def process_state() -> tuple[int, bool]:
    """The switch interval in microseconds (as Python keeps it), and whether gc collects."""
    return round(sys.getswitchinterval() * 1e6), gc.isenabled()


PYTHON_STATE = (round(PYTHON_DEFAULT_S * 1e6), True)
APP_STATE = (round(SWITCH_INTERVAL_S * 1e6), False)


@pytest.fixture
def python_defaults() -> Iterator[None]:
    """The interpreter as Python starts it (the window's tests otherwise run with the app's)."""
    interval, collecting = sys.getswitchinterval(), gc.isenabled()
    sys.setswitchinterval(PYTHON_DEFAULT_S)
    gc.enable()
    yield
    sys.setswitchinterval(interval)
    if not collecting:
        gc.disable()


class Recorder:
    """A computer player that notes the process's settings while it chooses."""

    name = "recorder"

    def __init__(self) -> None:
        self.seen: list[tuple[int, bool]] = []

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        self.seen.append(process_state())
        return board.legal_moves()[0]


@pytest.mark.usefixtures("python_defaults")
def test_the_settings_shorten_the_switch_and_stop_automatic_collection_until_undone() -> None:
    restore = apply_process_settings()
    assert process_state() == APP_STATE
    restore()
    assert process_state() == PYTHON_STATE


@pytest.mark.usefixtures("python_defaults")
def test_the_computer_and_its_worker_change_no_process_setting(qtbot: QtBot) -> None:
    computer = Computer()
    player = Recorder()
    try:
        with qtbot.waitSignal(computer.move_chosen):
            computer.choose_move(Board.empty(Rules(3, 3)), player)
    finally:
        computer.shutdown()
    assert player.seen == [PYTHON_STATE]
    assert process_state() == PYTHON_STATE


@pytest.mark.usefixtures("python_defaults")
def test_ttt_qt_applies_them_while_its_window_runs_and_undoes_them_after(qtbot: QtBot) -> None:
    seen: list[tuple[int, bool]] = []

    def look_and_close() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append(process_state())
                widget.close()

    QTimer.singleShot(0, look_and_close)
    try:
        assert run_app() == 0
    finally:
        gc.unfreeze()  # run_app keeps its start-up objects out of collections; not the tests'
    assert seen == [APP_STATE]
    assert process_state() == PYTHON_STATE
