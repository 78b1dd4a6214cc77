"""The records file on disk: what it holds, how it is opened, and moving a bad one aside.

``inspect`` tells a ttt_qt records file from a damaged or foreign one without changing it;
``open_for_writing`` opens (and creates or migrates) it in WAL mode; ``move_aside`` renames
a bad file, with its ``-wal`` and ``-shm`` companions, so it is kept but out of the way.
"""

from __future__ import annotations

import enum
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .schema import APPLICATION_ID, SCHEMA_VERSION, migrate

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_SECONDS = 1.0
"""How long a write waits for another program's lock; short, because the window waits too."""
COMPANION_SUFFIXES = ("-wal", "-shm", "-journal")

_CORRUPT_CODES = {sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT}
_BUSY_CODES = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}
# The WAL's shared-memory file cannot be made or grown (such as on a full disk).
_SHARED_MEMORY_CODES = {
    sqlite3.SQLITE_IOERR_SHMOPEN,
    sqlite3.SQLITE_IOERR_SHMSIZE,
    sqlite3.SQLITE_IOERR_SHMMAP,
}


class FileState(enum.Enum):
    """What ``inspect`` found at the records path."""

    MISSING = "missing"
    """No file yet (or an empty one): a fresh file can be started."""
    OURS = "ours"
    """A ttt_qt records file this version can read and write."""
    OLDER = "older"
    """A ttt_qt records file of an older schema version: it will be migrated."""
    NEWER = "newer"
    """A ttt_qt records file from a newer version: read it, never change it."""
    CORRUPT = "corrupt"
    """Not readable as a database, or damaged inside."""
    FOREIGN = "foreign"
    """A healthy sqlite database that belongs to some other program."""


@dataclass(frozen=True)
class Inspection:
    """The state of the file and, for ttt_qt files, its schema version."""

    state: FileState
    version: int = 0


class RecordsFileError(Exception):
    """The records file cannot be used right now; ``reason`` says why in plain words."""

    def __init__(self, reason: str, *, busy: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.busy = busy


def describe_error(error: BaseException) -> str:
    """A short plain-words reason for an sqlite or OS error."""
    if isinstance(error, sqlite3.Error):
        code = (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF
        reasons = {
            sqlite3.SQLITE_BUSY: "the file is in use by another program",
            sqlite3.SQLITE_LOCKED: "the file is in use by another program",
            sqlite3.SQLITE_READONLY: "the file or its folder is read-only",
            sqlite3.SQLITE_FULL: "the disk is full",
            sqlite3.SQLITE_CANTOPEN: "the file cannot be created or opened",
            sqlite3.SQLITE_PERM: "permission denied",
            sqlite3.SQLITE_IOERR: "the disk reported an error",
            sqlite3.SQLITE_CORRUPT: "the file is damaged",
            sqlite3.SQLITE_NOTADB: "the file is not a database",
        }
        return reasons.get(code, str(error) or "a database error")
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)


def is_busy(error: sqlite3.Error) -> bool:
    """True when ``error`` means another connection holds a lock."""
    return ((getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF) in _BUSY_CODES


def inspect(path: Path) -> Inspection:
    """Say what the file at ``path`` is, reading it only.

    Raises:
        RecordsFileError: the file cannot be read now (permissions, another program's lock).
    """
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return Inspection(FileState.MISSING)
    except OSError as error:
        raise RecordsFileError(describe_error(error)) from None
    if size == 0 and not any(_companion(path, s).exists() for s in COMPANION_SUFFIXES):
        return Inspection(FileState.MISSING)
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as error:
        raise RecordsFileError(describe_error(error)) from None
    if size and header != SQLITE_HEADER:
        return Inspection(FileState.CORRUPT)
    connection = open_for_reading(path)
    try:
        return _inspect_database(connection)
    except sqlite3.DatabaseError as error:
        code = (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF
        if code in _CORRUPT_CODES or type(error) is sqlite3.DatabaseError:
            return Inspection(FileState.CORRUPT)
        raise RecordsFileError(describe_error(error), busy=is_busy(error)) from None
    finally:
        connection.close()


def _inspect_database(connection: sqlite3.Connection) -> Inspection:
    problems = [row[0] for row in connection.execute("PRAGMA quick_check")]
    if problems != ["ok"]:
        return Inspection(FileState.CORRUPT)
    application_id = connection.execute("PRAGMA application_id").fetchone()[0]
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if application_id == 0:
        tables = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        return Inspection(FileState.MISSING if tables == 0 else FileState.FOREIGN)
    if application_id != APPLICATION_ID:
        return Inspection(FileState.FOREIGN)
    if version > SCHEMA_VERSION:
        return Inspection(FileState.NEWER, version)
    if version < SCHEMA_VERSION:
        return Inspection(FileState.OLDER, version)
    return Inspection(FileState.OURS, version)


def open_for_writing(path: Path, inspection: Inspection) -> sqlite3.Connection:
    """Open the file for reading and writing in WAL mode; create or migrate it as needed.

    Raises:
        RecordsFileError: it cannot be written (read-only, disk full, locked, ...).
    """
    connection: sqlite3.Connection | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(
            path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None, check_same_thread=False
        )
        mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise RecordsFileError("the file cannot be switched to write-ahead logging")
        # FULL: a finished game is on disk when add() returns, even after a power cut.
        connection.execute("PRAGMA synchronous = FULL")
        if inspection.state in (FileState.MISSING, FileState.OLDER):
            migrate(connection, inspection.version)
        return connection
    except (sqlite3.Error, OSError) as error:
        if connection is not None:
            connection.close()
        busy = isinstance(error, sqlite3.Error) and is_busy(error)
        raise RecordsFileError(describe_error(error), busy=busy) from None
    except RecordsFileError:
        if connection is not None:
            connection.close()
        raise


def open_for_reading(path: Path) -> sqlite3.Connection:
    """Open the file read-only (for a file this program must not or cannot change).

    Raises:
        RecordsFileError: it cannot be read.
    """
    uri = path.resolve().as_uri()
    try:
        connection = sqlite3.connect(
            f"{uri}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_SECONDS, check_same_thread=False
        )
    except sqlite3.Error as error:
        raise RecordsFileError(describe_error(error), busy=is_busy(error)) from None
    try:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as error:
        code = (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF
        if is_busy(error):
            connection.close()
            raise RecordsFileError(describe_error(error), busy=True) from None
        shared_memory = (getattr(error, "sqlite_errorcode", 0) or 0) in _SHARED_MEMORY_CODES
        if code not in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN) and not shared_memory:
            return connection  # the caller's own query reports the problem
        connection.close()
        # A WAL file in a read-only folder or on a full disk: its shared-memory file cannot be
        # made, so read the file as it stands (games not yet checkpointed into it are not seen).
        try:
            connection = sqlite3.connect(
                f"{uri}?mode=ro&immutable=1", uri=True, check_same_thread=False
            )
        except sqlite3.Error as second:
            raise RecordsFileError(describe_error(second)) from None
    return connection


def move_aside(path: Path, state: FileState, now: datetime | None = None) -> Path:
    """Rename a bad file (and its companions) to ``records-<state>-<time>.sqlite3``; return it.

    Raises:
        OSError: it could not be renamed (it is left where it was).
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    stem = f"{path.stem}-{state.value}-{stamp}"
    target = path.with_name(stem + path.suffix)
    number = 2
    while target.exists() or any(_companion(target, s).exists() for s in COMPANION_SUFFIXES):
        target = path.with_name(f"{stem}-{number}{path.suffix}")
        number += 1
    if path.exists():
        path.rename(target)
    for suffix in COMPANION_SUFFIXES:
        companion = _companion(path, suffix)
        if companion.exists():
            # A stale -wal left next to a fresh file would be replayed into it.
            companion.rename(_companion(target, suffix))
    return target


def _companion(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)
