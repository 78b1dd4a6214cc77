"""One window per person: a second start of the real app hands its game file to the window already
open (the lock and the requests in-process are in tests/app/window/test_single_instance.py)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ttt_qt.app.window.single_instance import (
    REQUESTS,
)
from ttt_qt.engine import Game, Rules, format_game, parse_game

from .app_process import environment, settings_store, start_app, wait_for_exit

WAIT_MS = 60_000


@pytest.mark.skipif(sys.platform == "win32", reason="starts the app twice with POSIX signals")
def test_a_second_start_opens_its_file_in_the_first_window(qtbot: QtBot, tmp_path: Path) -> None:
    first = start_app(tmp_path)
    requests = Path(settings_store(tmp_path).file_name).parent / REQUESTS
    qtbot.waitUntil(lambda: requests.is_dir() or first.poll() is not None, timeout=WAIT_MS)
    assert first.poll() is None, "the first window did not open"
    game = Game(Rules(5, 4), [(2, 2), (1, 1), (2, 3)])
    path = tmp_path / "game.ttt"
    path.write_text(format_game(game), encoding="utf-8")
    second = subprocess.run(
        [sys.executable, "-m", "ttt_qt", str(path)],
        cwd=tmp_path,
        env=environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=WAIT_MS / 1000,
        check=False,
    )
    assert second.returncode == 0, second.stderr
    assert "is already open: its window was asked to come to the front to open" in second.stdout
    store = settings_store(tmp_path)
    qtbot.waitUntil(lambda: not list(requests.iterdir()), timeout=WAIT_MS)  # taken
    first.send_signal(signal.SIGINT)
    wait_for_exit(first, 0.0)
    store.sync()
    kept = store.load_unfinished_game()
    assert kept is not None
    opened = parse_game(kept)  # the game it opened (and the computer's answer), kept
    assert opened.rules == game.rules and opened.moves[:3] == game.moves
