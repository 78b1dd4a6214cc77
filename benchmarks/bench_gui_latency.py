"""How responsive the window stays while the computer thinks: gaps between 10 ms timer ticks.

A 10 ms ``QTimer`` in the GUI thread notes the time of every tick while the computer, in its
worker thread, chooses moves on 7 x 7 with 5 in a row. A person plays O by taking the first
free cell next to the centre; the computer plays X. The table gives, per strategy, the moves
the computer thought about, its total thinking time, the timer ticks seen, and the median
and worst gap between two ticks (10 ms means the GUI thread never waited).

    python benchmarks/bench_gui_latency.py [--moves N] [--strategies perfect,mcts,...]
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from ttt_qt import ai
from ttt_qt.app import MainWindow
from ttt_qt.app.computer.process_settings import apply_process_settings, collect_then_freeze
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.stats import RecordStore

TICK_MS = 10


def wait_while_thinking(model: GameModel) -> None:
    """Run the event loop until the computer has moved."""
    loop = QEventLoop()
    check = QTimer()
    check.timeout.connect(lambda: None if model.is_thinking else loop.quit())
    check.start(1)
    loop.exec()
    check.stop()


def measure(app: QApplication, strategy: str, moves: int, folder: Path) -> dict[str, float]:
    """Let ``strategy`` think ``moves`` times in a real window; return the tick statistics."""
    store = SettingsStore(QSettings(str(folder / f"{strategy}.ini"), QSettings.Format.IniFormat))
    store.save(
        AppSettings(
            human_mark="O", opponent=ComputerChoice(strategy), size=7, win_length=5
        ).normalized()
    )
    window = MainWindow(store, RecordStore(folder / f"{strategy}.sqlite3"))
    window.show()
    collect_then_freeze()  # as ``ttt-qt`` does once its window is up
    model = window.model
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()) if model.is_thinking else None)
    gaps: list[float] = []
    thinking_time = 0.0
    thought = 0
    timer.start()
    for _ in range(moves):
        if model.board.is_over:
            break
        started = time.perf_counter()
        ticks.clear()
        wait_while_thinking(model)
        thinking_time += time.perf_counter() - started
        thought += 1
        gaps.extend(1000 * (b - a) for a, b in itertools.pairwise(ticks))
        if model.board.is_over:
            break
        centre = model.board.rules.size // 2
        free = sorted(
            model.board.legal_moves(),
            key=lambda move: abs(move[0] - centre) + abs(move[1] - centre),
        )
        model.play(free[0])
    timer.stop()
    window.close()
    app.processEvents()
    return {
        "moves": thought,
        "thinking_s": thinking_time,
        "ticks": len(gaps) + (1 if gaps else 0),
        "median_ms": statistics.median(gaps) if gaps else float("nan"),
        "worst_ms": max(gaps) if gaps else float("nan"),
    }


def close_during_search(app: QApplication, strategy: str, folder: Path) -> float:
    """Seconds that closing the window takes while ``strategy`` has up to 30 s to think."""
    store = SettingsStore(QSettings(str(folder / "close.ini"), QSettings.Format.IniFormat))
    options = {option.name for option in ai.info(strategy).options}
    choice = ComputerChoice(strategy, (("time_limit", 30.0),) if "time_limit" in options else ())
    store.save(AppSettings(human_mark="O", opponent=choice, size=7, win_length=5).normalized())
    window = MainWindow(store, RecordStore(folder / "close.sqlite3"))
    window.show()
    loop = QEventLoop()
    QTimer.singleShot(300, loop.quit)  # well into the search
    loop.exec()
    thinking = window.model.is_thinking
    started = time.perf_counter()
    window.close()
    elapsed = time.perf_counter() - started
    app.processEvents()
    return elapsed if thinking else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=4, help="computer moves per strategy")
    parser.add_argument(
        "--strategies",
        default="perfect,mcts,montecarlo",
        help="comma-separated strategy names",
    )
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    apply_process_settings()  # as ``ttt-qt`` does at start-up
    names = [name for name in args.strategies.split(",") if name in ai.names()]
    print(f"7 x 7, 5 in a row; GUI timer every {TICK_MS} ms; Python {sys.version.split()[0]}")
    print(
        f"{'strategy':<12}{'moves':>6}{'thinking s':>12}{'ticks':>8}{'median ms':>11}"
        f"{'worst ms':>10}"
    )
    with tempfile.TemporaryDirectory() as folder:
        for name in names:
            row = measure(app, name, args.moves, Path(folder))
            print(
                f"{name:<12}{row['moves']:>6.0f}{row['thinking_s']:>12.2f}{row['ticks']:>8.0f}"
                f"{row['median_ms']:>11.1f}{row['worst_ms']:>10.1f}"
            )
        print()
        for name in names:
            seconds = close_during_search(app, name, Path(folder))
            if not math.isnan(seconds):  # the computer was still thinking
                print(f"closing the window during a {name} search: {1000 * seconds:.0f} ms")
            else:
                print(f"closing the window during a {name} search: it had already moved")
    return 0


if __name__ == "__main__":
    sys.exit(main())
