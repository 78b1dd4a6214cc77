"""While the computer searches 7 x 7 (5 in a row) the window keeps working; New game acts at once.

Correctness only: a 10 ms timer in the GUI thread keeps firing during the search, the buttons
respond, New game empties the board and stops the search at once, and the computer's thread is
free again for the next job. How long the GUI thread ever waits is measured, not asserted, by
``benchmarks/bench_responsiveness.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from ttt_qt.app.players.strategy_texts import computer_name
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.stats import RecordStore

from .app_process import LONG_SEARCH

pytestmark = pytest.mark.gui

TICKS = 30
SEARCHES = {
    "mcts": ComputerChoice("mcts", (("playouts", 2_000_000), ("time_limit", LONG_SEARCH))),
    "perfect": ComputerChoice("perfect", (("time_limit", 30.0),)),
}


def press(window: MainWindow, name: str) -> None:
    button = window.findChild(QPushButton, name)
    assert button is not None and button.isEnabled(), name
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("strategy", sorted(SEARCHES))
def test_the_window_works_during_a_search_and_new_game_stops_it(
    qtbot: QtBot, tmp_path: Path, strategy: str
) -> None:
    settings = AppSettings(opponent=SEARCHES[strategy], size=7, win_length=5).normalized()
    SettingsStore().save(settings)
    window = MainWindow(record_store=RecordStore(tmp_path / "records.sqlite3"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    model = window.model
    QTest.mouseClick(window.board_view.cell((3, 3)), Qt.MouseButton.LeftButton)
    assert model.is_thinking

    ticks: list[bool] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(model.is_thinking))
    timer.start()
    qtbot.waitUntil(lambda: len(ticks) >= TICKS, timeout=30_000)
    assert all(ticks)  # every tick came while the computer was still searching
    status = window.findChild(QLabel, "statusLabel")
    label = computer_name(strategy, settings.rules)  # its level on 7 x 7
    assert status is not None and status.text() == f"{label} (O) is thinking…"

    press(window, "newGameButton")  # asks first: the person has played a move
    timer.stop()
    boxes = [box for box in window.findChildren(QMessageBox, "discardGameBox") if box.isVisible()]
    assert len(boxes) == 1 and model.is_thinking
    discard = boxes[0].findChild(QPushButton, "discardButton")
    assert discard is not None
    QTest.mouseClick(discard, Qt.MouseButton.LeftButton)  # takes effect at once
    assert model.game.moves == ()
    assert not model.is_thinking
    assert status.text() == "Your move (X)"
    assert all(cell.accessibleName().endswith(", empty") for cell in window.board_view.cells())

    # The abandoned search let go of the computer's thread: the next job runs right away
    # (a search left running would hold the thread for up to a minute).
    with qtbot.waitSignal(model.hint_ready, timeout=20_000):
        press(window, "hintButton")
    assert (
        model.computer_turn.hint is not None
        and model.board.mark_at(model.computer_turn.hint) is None
    )
    window.close()
