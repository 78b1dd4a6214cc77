"""``ttt-console stats`` over a records file that is foreign, locked, read-only or on a full disk.

Each time it exits with code 0, says what happened once on standard error, and lists every
earlier game (or keeps the foreign file aside unchanged). A damaged file and a missing one are
covered by tests/console/test_stats_command.py.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from ttt_qt.stats import default_records_path
from ttt_qt.stats import records_file as records_file_module

from .app_process import ROOT, environment
from .disks import as_ordinary_user
from .faulty_records import keep_games, stats


def _foreign_database(path: Path) -> None:
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE notes (text TEXT)")
    other.execute("INSERT INTO notes VALUES ('mine')")
    other.commit()
    other.close()


def test_a_foreign_database_in_place_of_the_shared_file_is_kept_aside_and_said_once(
    _private_home: Path,
) -> None:
    path = default_records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    _foreign_database(path)
    code, out, err = stats()
    assert code == 0
    assert err.count("not a ttt_qt statistics file") == 1
    assert "No games recorded yet" in out
    (kept,) = path.parent.glob("records-foreign-*.sqlite3")
    check = sqlite3.connect(kept)
    assert check.execute("SELECT text FROM notes").fetchall() == [("mine",)]
    check.close()
    assert stats()[2] == ""  # the fresh file raises nothing more


def test_a_foreign_database_named_with_records_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    _foreign_database(path)
    before = path.read_bytes()
    code, out, err = stats("--records", str(path))
    assert (code, out) == (1, "")
    assert "is a database of another program, not a ttt_qt records file" in err
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["notes.sqlite3"]


def test_a_file_held_by_another_program_still_lists_what_it_can(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(records_file_module, "BUSY_TIMEOUT_SECONDS", 0.05)
    path = tmp_path / "records.sqlite3"
    keep_games(path, 3)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program is writing: readers still get in
    other.execute("INSERT INTO games SELECT * FROM games WHERE id = 1 AND 0")
    try:
        code, out, err = stats("--records", str(path), "--last", "3")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert code == 0
    assert out.startswith("The last 3 of 3 recorded games (runs 1 to 3")
    assert err.count("\n\n") == 0  # one notice at most
    assert stats("--records", str(path))[1].startswith("3 recorded games")


def test_a_read_only_folder_lists_every_game(tmp_path: Path) -> None:
    folder = Path(tempfile.mkdtemp(prefix="ttt-qt-read-only-"))
    try:
        path = folder / "records.sqlite3"
        keep_games(path, 4)
        before = path.read_bytes()
        path.chmod(0o444)
        folder.chmod(0o555)
        command = [sys.executable, "-m", "ttt_qt.console", "stats", "--records", str(path)]
        result = subprocess.run(
            [*as_ordinary_user(), *command, "--last", "4"],
            cwd=ROOT,
            env=environment(tmp_path),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr
        assert result.stderr.count("cannot be saved") <= 1
        assert result.stdout.startswith("The last 4 of 4 recorded games (runs 1 to 4")
        assert path.read_bytes() == before
    finally:
        folder.chmod(0o755)
        for leftover in folder.iterdir():
            leftover.unlink()
        folder.rmdir()
