"""The window killed (SIGKILL) while it records games: every game it had finished is kept.

A real window in a child process plays game after game; each game's record is committed as
the game ends, and the child says so. The child is killed at an arbitrary moment, three times
over the same file; after each kill ``ttt-console stats`` reads the file without complaint and
counts at least every confirmed game, and a new window opens it without a notice and adds to it.
"""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ttt_qt.app.settings.app_settings import AppSettings, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.stats import RecordStore

from .app_process import ROOT, environment
from .window_child import X_WINS

pytestmark = pytest.mark.gui

ROUNDS = (12, 25, 7)
"""Games to confirm before each kill (the kill then lands in the middle of later ones)."""


def play_until_killed(home: Path, path: Path, games: int) -> int:
    """Run a window child until it confirmed ``games`` games, kill it; return its count."""
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.reliability.window_child",
            str(path),
            str(home / "settings.ini"),
            "forever",
        ],
        cwd=ROOT,
        env=environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    confirmed = 0
    try:
        for line in child.stdout:
            assert line.endswith("saving=True\n"), line
            confirmed = int(line.split()[1])
            if confirmed >= games:
                break
        child.send_signal(signal.SIGKILL)  # it is already playing (and writing) the next game
    finally:
        child.kill()
        _, errors = child.communicate()
    assert child.returncode == -signal.SIGKILL
    assert confirmed >= games, errors
    return confirmed


def console_count(home: Path, path: Path) -> int:
    """The number of games ``ttt-console stats`` reports for ``path``; it must not complain."""
    result = subprocess.run(
        [sys.executable, "-m", "ttt_qt.console", "stats", "--records", str(path)],
        cwd=ROOT,
        env=environment(home),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    first = result.stdout.splitlines()[0]
    assert " recorded game" in first, first
    return int(first.split()[0])


def test_every_confirmed_game_survives_the_window_being_killed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "records.sqlite3"
    kept = 0
    for games in ROUNDS:
        confirmed = play_until_killed(tmp_path, path, games)
        count = console_count(tmp_path, path)
        assert count >= kept + confirmed
        kept = count
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    check.close()
    with RecordStore(path) as store:
        stored = store.games()
    assert [game.id for game in stored] == list(range(1, kept + 1))
    assert all(game.moves == tuple(X_WINS) and game.winner == "X" for game in stored)

    SettingsStore().save(AppSettings(mode=Mode.HUMAN_VS_HUMAN))
    window = MainWindow(record_store=RecordStore(path))
    qtbot.addWidget(window)
    notices: list[str] = []
    window.recorder.notice_ready.connect(notices.append)
    for move in X_WINS:
        window.model.play(move)
    assert [game.id for game in window.recorder.store.games()] == list(range(1, kept + 2))
    window.close()
    assert notices == []
