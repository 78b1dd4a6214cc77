"""The window over a records file that is damaged, foreign, locked, full or read-only.

In each case the window starts and plays, tells the person once (a "Statistics" message), and
every earlier game is still there, or the bad file is kept aside unchanged. The store's own
tests (tests/stats) cover ``RecordStore`` alone; these go through ``MainWindow``: its recorder,
its start-up notice and its message boxes.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.stats.factories import record
from ttt_qt.app.main_window import MainWindow
from ttt_qt.app.settings import AppSettings, Mode, SettingsStore
from ttt_qt.stats import RecordStore, default_records_path
from ttt_qt.stats import records_file as records_file_module
from ttt_qt.stats import store as store_module

from .app_process import ROOT, environment
from .window_child import X_WINS

pytestmark = pytest.mark.gui


class Session:
    """A window for two people over the default (or a given) records file, and its notices."""

    def __init__(self, qtbot: QtBot, records: RecordStore | None = None) -> None:
        SettingsStore().save(AppSettings(mode=Mode.HUMAN_VS_HUMAN).normalized())
        self.window = MainWindow(record_store=records)
        qtbot.addWidget(self.window)
        self.notices: list[str] = []
        self.window.recorder.notice_ready.connect(self.notices.append)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.qtbot = qtbot

    def wait_for_notice(self) -> str:
        self.qtbot.waitUntil(lambda: len(self.notices) == 1)
        box = self.window.findChild(QMessageBox, "messageBox")
        assert box is not None and box.windowTitle() == "Statistics"
        assert box.text() == self.notices[0]
        box.close()
        return self.notices[0]

    def play_a_game(self) -> None:
        self.window.model.new_game()
        for move in X_WINS:
            assert self.window.model.play(move)
        assert self.window.model.board.winner == "X"

    def run_numbers(self) -> list[int]:
        return [game.id for game in self.window.recorder.store.games()]

    def close(self) -> None:
        self.window.close()


def recorded(path: Path) -> list[int]:
    with RecordStore(path) as store:
        return [game.id for game in store.games()]


def earlier_games(path: Path, count: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with RecordStore(path) as store:
        for number in range(1, count + 1):
            assert store.add(record(number))


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


class TinyDisk:
    """A 1 MiB tmpfs (where root may mount one) that a filler file fills to the last byte."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._filler = folder / "filler"

    def fill(self, store: RecordStore) -> None:
        descriptor = os.open(self._filler, os.O_WRONLY | os.O_CREAT)
        try:
            for chunk in (65536, 4096, 512, 1):
                try:
                    while True:
                        os.write(descriptor, b"\0" * chunk)
                except OSError:
                    continue
        finally:
            os.close(descriptor)

    def free(self, store: RecordStore) -> None:
        self._filler.unlink()


class PageLimit:
    """Where no disk can be mounted: the records file may not grow by a page, on every
    connection the store opens while the "disk" is full (sqlite then fails as a full disk)."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folder = folder
        self._pages: int | None = None
        opener = records_file_module.open_for_writing

        def open_limited(path: Path, inspection: Any) -> sqlite3.Connection:
            connection = opener(path, inspection)
            self._limit(connection)
            return connection

        monkeypatch.setattr(store_module, "open_for_writing", open_limited)

    def _limit(self, connection: sqlite3.Connection | None) -> None:
        if connection is not None:
            pages = self._pages or 1_000_000
            connection.execute(f"PRAGMA max_page_count = {pages}")

    def fill(self, store: RecordStore) -> None:
        assert store._connection is not None
        self._pages = store._connection.execute("PRAGMA page_count").fetchone()[0]
        self._limit(store._connection)

    def free(self, store: RecordStore) -> None:
        self._pages = None
        self._limit(store._connection)


@pytest.fixture
def full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TinyDisk | PageLimit]:
    """A disk that a test can fill and free: a real tiny one, or the file's page limit."""
    folder = Path(tempfile.mkdtemp(prefix="ttt-qt-tiny-disk-"))
    mounted = False
    if sys.platform.startswith("linux") and os.geteuid() == 0 and shutil.which("mount"):
        result = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
            capture_output=True,
            check=False,
        )
        mounted = result.returncode == 0
    try:
        yield TinyDisk(folder) if mounted else PageLimit(tmp_path, monkeypatch)
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)
        shutil.rmtree(folder, ignore_errors=True)


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


def as_ordinary_user() -> list[str]:
    """A command prefix under which file permissions apply (root is stripped of its override)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: a read-only folder cannot be enforced")
    caps = "-dac_override,-dac_read_search,-fowner"
    return [setpriv, f"--bounding-set={caps}", f"--inh-caps={caps}", "--"]


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
