"""Run the real ``ttt-qt`` in this process and say on stdout when the computer is searching.

    python -m tests.reliability.app_launcher [--close-when-thinking] [ttt-qt arguments...]

The app prints nothing of its own, so a parent process cannot tell when a search is under way.
This launcher runs ``ttt_qt.desktop.main`` unchanged, with two observers added from outside:
every computer player built by the app sets an event when its search starts (an outside
engine counts once its process runs), and once Ctrl+C
is handled (the app's interrupt handler is installed) and a search runs, the launcher prints
``thinking <monotonic seconds>``. With ``--close-when-thinking`` it then closes the window, as
a person does with the title bar's close button, after printing ``closing <monotonic seconds>``.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from ttt_qt import ai
from ttt_qt import desktop as app_main
from ttt_qt.app.players import build as players
from ttt_qt.engine import Board, Move

CLOSE_FLAG = "--close-when-thinking"
POLL_MS = 5

searching = threading.Event()
_keep: list[object] = []


class ObservedStrategy:
    """A real strategy that sets ``searching`` when a search starts."""

    def __init__(self, inner: ai.Strategy) -> None:
        self.name = inner.name
        self._inner = inner

    def choose(self, board: Board, limit: ai.Limit | None = None) -> Move:
        searching.set()
        return self._inner.choose(board, limit)


def observed_create(name: str, seed: int | None = None, **options: Any) -> ai.Strategy:
    return ObservedStrategy(ai.create(name, seed=seed, **options))


def searching_in(window: Any) -> bool:
    """True once a built-in player searches, or an outside engine of the window's runs."""
    return searching.is_set() or any(engine.pid for engine in window.model.seats.engines)


def announce_when_thinking(close_window: bool) -> Callable[[Callable[[], object]], Any]:
    """Wrap the app's ``install_interrupt_handler`` so readiness is announced after it ran."""
    install = app_main.install_interrupt_handler

    def install_and_watch(close: Callable[[], object]) -> Callable[[], None]:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from ttt_qt.app.window.main_window import MainWindow

        restore = install(close)
        timer = QTimer()
        timer.setInterval(POLL_MS)

        def check() -> None:
            windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
            if not (windows and windows[0].model.is_thinking and searching_in(windows[0])):
                return
            timer.stop()
            print(f"thinking {time.monotonic():.6f}", flush=True)
            if close_window:
                print(f"closing {time.monotonic():.6f}", flush=True)
                windows[0].close()

        timer.timeout.connect(check)
        timer.start()
        _keep.append(timer)
        return restore

    return install_and_watch


def run(argv: list[str]) -> int:
    close_window = CLOSE_FLAG in argv
    arguments = [argument for argument in argv if argument != CLOSE_FLAG]
    players.create = observed_create  # type: ignore[attr-defined]
    app_main.install_interrupt_handler = announce_when_thinking(close_window)  # type: ignore[assignment]
    return app_main.main(arguments)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
