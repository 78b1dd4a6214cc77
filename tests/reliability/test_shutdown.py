"""Ctrl+C, SIGTERM or closing the window during a long search: a clean exit with code 0.

The app runs in a child process (offscreen) with settings that make the computer search for up
to a minute on 7 x 7 with 5 in a row. Once a search is under way the child is interrupted; it
must exit with code 0, without "QThread: Destroyed while thread is still running", without a
traceback, and with its settings and window geometry saved (the normal close path ran).
How long the exit takes is measured by ``benchmarks/bench_shutdown.py``; here a generous
timeout only keeps a hang from blocking the suite.
"""

from __future__ import annotations

import signal
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from .app_process import (
    THREAD_WARNING,
    Exit,
    computer_thread_cpu_ticks,
    read_stamp,
    settings_store,
    start_app,
    start_launcher,
    thinking_settings,
    wait_for_exit,
    write_settings,
)


def assert_clean(exit: Exit, home: Path, strategy: str) -> None:
    assert exit.code == 0, exit.errors
    assert THREAD_WARNING not in exit.errors
    assert "Traceback" not in exit.errors
    assert exit.unexpected_errors == []
    store = settings_store(home)
    assert store.load() == thinking_settings(strategy)  # nothing lost
    assert store.load_geometry() is not None  # the window's close path ran and saved it


@pytest.mark.parametrize(
    ("strategy", "how"),
    [("mcts", signal.SIGINT), ("perfect", signal.SIGINT), ("mcts", signal.SIGTERM)],
)
def test_a_signal_during_a_search_exits_cleanly(
    tmp_path: Path, strategy: str, how: signal.Signals
) -> None:
    write_settings(tmp_path, thinking_settings(strategy))
    app = start_launcher(tmp_path)
    read_stamp(app, "thinking")
    sent = time.monotonic()
    app.send_signal(how)
    assert_clean(wait_for_exit(app, sent), tmp_path, strategy)


def test_closing_the_window_during_a_search_exits_cleanly(tmp_path: Path) -> None:
    write_settings(tmp_path, thinking_settings("mcts"))
    app = start_launcher(tmp_path, "--close-when-thinking")
    read_stamp(app, "thinking")
    closing = read_stamp(app, "closing")
    assert_clean(wait_for_exit(app, closing), tmp_path, "mcts")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to see the search")
def test_ctrl_c_to_python_m_ttt_qt_itself(qtbot: QtBot, tmp_path: Path) -> None:
    """The real command, untouched: the search is seen as CPU time of its computer thread.

    0.2 s of search time (20 ticks at 100 Hz) come long after the app installed its Ctrl+C
    handler, which it does right after showing the window and starting the first search.
    """
    write_settings(tmp_path, thinking_settings("mcts"))
    app = start_app(tmp_path)
    qtbot.waitUntil(
        lambda: app.poll() is not None or computer_thread_cpu_ticks(app.pid) >= 20,
        timeout=60_000,
    )
    assert app.poll() is None, "the app ended before it searched"
    sent = time.monotonic()
    app.send_signal(signal.SIGINT)
    assert_clean(wait_for_exit(app, sent), tmp_path, "mcts")
