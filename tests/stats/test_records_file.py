"""The records file on disk: what a file at the records path is, plain words for what went
wrong, and a bad file moved aside with its companions, never over another one."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

from ttt_qt.stats.records_file import (
    FileState,
    Inspection,
    describe_error,
    inspect,
    is_busy,
    move_aside,
    open_for_writing,
)
from ttt_qt.stats.schema import SCHEMA_VERSION

NOW = datetime(2026, 3, 4, 12, 5, 6)


def sqlite_error(code: int) -> sqlite3.Error:
    error = sqlite3.OperationalError("low-level words")
    error.sqlite_errorcode = code
    return error


def test_a_missing_or_empty_file_can_be_started(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    assert inspect(path) == Inspection(FileState.MISSING)
    path.touch()
    assert inspect(path) == Inspection(FileState.MISSING)


def test_a_file_that_is_not_a_database_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"shopping list\n" * 10)
    assert inspect(path).state is FileState.CORRUPT


def test_another_programs_database_is_foreign_and_ours_is_ours(tmp_path: Path) -> None:
    foreign = tmp_path / "other.sqlite3"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    connection.close()
    assert inspect(foreign).state is FileState.FOREIGN
    ours = tmp_path / "records.sqlite3"
    open_for_writing(ours, Inspection(FileState.MISSING)).close()
    assert inspect(ours) == Inspection(FileState.OURS, SCHEMA_VERSION)


def test_errors_are_told_in_plain_words() -> None:
    assert describe_error(sqlite_error(sqlite3.SQLITE_FULL)) == "the disk is full"
    assert describe_error(sqlite_error(sqlite3.SQLITE_NOTADB)) == "the file is not a database"
    assert describe_error(sqlite_error(sqlite3.SQLITE_ERROR)) == "low-level words"
    assert describe_error(PermissionError(13, "Permission denied")) == "Permission denied"
    assert describe_error(RuntimeError("odd")) == "odd"
    assert is_busy(sqlite_error(sqlite3.SQLITE_BUSY))
    assert is_busy(sqlite_error(sqlite3.SQLITE_LOCKED))
    assert not is_busy(sqlite_error(sqlite3.SQLITE_FULL))


def test_a_bad_file_moves_aside_with_its_companions_under_a_new_name(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"junk")
    (tmp_path / "records.sqlite3-wal").write_bytes(b"wal")
    moved = move_aside(path, FileState.CORRUPT, NOW)
    assert moved == tmp_path / "records-corrupt-20260304-120506.sqlite3"
    assert moved.read_bytes() == b"junk" and not path.exists()
    assert (tmp_path / "records-corrupt-20260304-120506.sqlite3-wal").read_bytes() == b"wal"
    assert not (tmp_path / "records.sqlite3-wal").exists()
    path.write_bytes(b"more junk")
    again = move_aside(path, FileState.CORRUPT, NOW)  # the same second: a number is added
    assert again == tmp_path / "records-corrupt-20260304-120506-2.sqlite3"
    assert moved.read_bytes() == b"junk" and again.read_bytes() == b"more junk"
