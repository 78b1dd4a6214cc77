"""The window over a records file that is damaged, foreign, locked, full or read-only.

In each case the window starts and plays, tells the person once (a "Statistics" message), and
every earlier game is still there, or the bad file is kept aside unchanged. The store's own
tests (tests/stats) cover ``RecordStore`` alone; these go through ``MainWindow``: its recorder,
its start-up notice and its message boxes.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ttt_qt.stats import RecordStore, default_records_path
from ttt_qt.stats import records_file as records_file_module

from .app_process import ROOT, environment
from .disks import PageLimit, TinyDisk, as_ordinary_user
from .faulty_records import Session, earlier_games, recorded

pytestmark = pytest.mark.gui


@pytest.fixture
def short_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wait 50 ms, not a second, for another program's lock."""
    monkeypatch.setattr(records_file_module, "BUSY_TIMEOUT_SECONDS", 0.05)


def test_a_damaged_records_file_is_kept_aside_and_a_fresh_one_started(qtbot: QtBot) -> None:
    path = default_records_path()
    path.parent.mkdir(parents=True)
    damaged = b"SQLite format 3\x00" + bytes(range(256)) * 40
    path.write_bytes(damaged)
    session = Session(qtbot)
    assert "moved aside" in session.wait_for_notice()
    session.play_a_game()
    session.play_a_game()
    assert session.notices == [session.notices[0]]  # told once
    session.close()
    kept = [p for p in path.parent.iterdir() if p.name.startswith("records-corrupt-")]
    assert [p.read_bytes() for p in kept] == [damaged]
    assert recorded(path) == [1, 2]
    again = Session(qtbot)
    qtbot.waitUntil(again.window.isVisible)
    assert again.run_numbers() == [1, 2]
    assert again.notices == []
    again.close()


def test_a_foreign_database_is_kept_aside_unchanged(qtbot: QtBot) -> None:
    path = default_records_path()
    path.parent.mkdir(parents=True)
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE invoices (number INTEGER, amount REAL)")
    other.executemany("INSERT INTO invoices VALUES (?, ?)", [(1, 9.5), (2, 12.0)])
    other.commit()
    other.close()
    session = Session(qtbot)
    assert "not a ttt_qt statistics file" in session.wait_for_notice()
    session.play_a_game()
    session.close()
    (kept,) = [p for p in path.parent.iterdir() if p.name.startswith("records-foreign-")]
    check = sqlite3.connect(kept)
    assert check.execute("SELECT * FROM invoices").fetchall() == [(1, 9.5), (2, 12.0)]
    check.close()
    assert recorded(path) == [1]


@pytest.mark.usefixtures("short_waits")
def test_a_file_locked_by_another_program_keeps_the_games_for_later(qtbot: QtBot) -> None:
    path = default_records_path()
    earlier_games(path, 2)
    session = Session(qtbot)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        session.play_a_game()
        assert "in use by another program" in session.wait_for_notice()
        session.play_a_game()
        assert len(session.notices) == 1
        assert session.run_numbers() == [1, 2, 3, 4]  # shown, though not yet written
    finally:
        other.execute("ROLLBACK")
        other.close()
    session.play_a_game()  # the lock is gone: the waiting games are written with this one
    assert len(session.notices) == 1
    session.close()
    assert recorded(path) == [1, 2, 3, 4, 5]


def test_a_full_disk_keeps_playing_says_so_once_and_catches_up(
    qtbot: QtBot, full_disk: TinyDisk | PageLimit
) -> None:
    path = full_disk.folder / "records.sqlite3"
    store = RecordStore(path)
    session = Session(qtbot, store)
    session.play_a_game()
    full_disk.fill(store)
    for _ in range(60):  # a WAL page with room left can still take a few games
        session.play_a_game()
        if session.notices:
            break
    notice = session.wait_for_notice()
    assert "cannot be saved" in notice and "full" in notice
    session.play_a_game()
    assert len(session.notices) == 1
    played = session.run_numbers()
    full_disk.free(store)
    session.play_a_game()
    session.close()
    assert recorded(path) == [*played, played[-1] + 1]


def test_a_read_only_records_folder_keeps_playing_and_says_so_once(tmp_path: Path) -> None:
    folder = Path(tempfile.mkdtemp(prefix="ttt-qt-read-only-"))
    try:
        path = folder / "records.sqlite3"
        earlier_games(path, 2)
        before = path.read_bytes()
        path.chmod(0o444)
        folder.chmod(0o555)
        result = subprocess.run(
            [
                *as_ordinary_user(),
                sys.executable,
                "-m",
                "tests.reliability.window_child",
                str(path),
                str(tmp_path / "settings.ini"),
                "3",
            ],
            cwd=ROOT,
            env=environment(tmp_path),
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr
        lines = result.stdout.splitlines()
        assert lines[:3] == [f"game {n} saving=False" for n in (1, 2, 3)]
        report = json.loads(lines[3])
        assert len(report["notices"]) == 1
        assert "cannot be saved" in report["notices"][0]
        assert report["boxes"] == report["notices"]
        assert report["games"] == [1, 2, 3, 4, 5]  # the earlier two, and this session's three
        assert path.read_bytes() == before
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)
