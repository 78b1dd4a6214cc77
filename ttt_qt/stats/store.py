"""``RecordStore``: every finished game kept in one sqlite file, and never a crash about it.

A damaged or foreign file is moved aside (kept) and a fresh one started; a file that cannot
be written (read-only, disk full, locked by another program) leaves the store working in
memory: games still play and show, ``add`` returns False, and ``take_notice`` tells the
person once. Games that could not be written are tried again with the next ``add``.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the coach's package is loaded only when attempts are read
    from ttt_qt.coach.rating import PuzzleAttempt

from .paths import default_records_path
from .records import HUMAN, GameRecord, MoveMark, StoredGame
from .records_file import (
    FileState,
    RecordsFileError,
    describe_error,
    inspect,
    move_aside,
    open_for_reading,
    open_for_writing,
)
from .rows import COLUMNS, INSERT_GAME, game_of, later_columns, row_of

_MAX_SQLITE_INTEGER = 2**63 - 1
_PEOPLE_ONLY = f"(x_player = '{HUMAN}' OR o_player = '{HUMAN}')"


class RecordStore:
    """The recorded games in one sqlite file (``records.sqlite3``), oldest first.

    Attributes:
        path: the records file.
    """

    def __init__(self, path: Path | str, *, read_only: bool = False) -> None:
        """Open (or start) the records file at ``path``; never raises.

        ``read_only``: only read it, as it stands; an empty file or none holds no games,
        and games added are kept in memory only (for a file the person named to be read).
        """
        self.path = Path(path)
        self._read_only = read_only
        self._lock = threading.RLock()
        self._connection: sqlite3.Connection | None = None
        self._writable = False
        self._unsaved: list[GameRecord] = []
        self._unsaved_attempts: list[PuzzleAttempt] = []
        self._unsaved_marks: dict[int, list[MoveMark]] = {}
        self._last_read: list[StoredGame] = []
        self._notices: list[str] = []
        self._noticed: set[str] = set()
        self._closed = False
        self._save_problem: str | None = None
        self._open()

    @classmethod
    def open_default(cls) -> RecordStore:
        """The store shared by the window and the console programs; never raises."""
        return cls(default_records_path())

    @property
    def is_saving(self) -> bool:
        """True while finished games are written to the file."""
        with self._lock:
            return self._writable

    @property
    def save_problem(self) -> str | None:
        """Why games are not written to the file now (such as "Is a directory"), or None."""
        with self._lock:
            return None if self._writable else self._save_problem

    def add(self, record: GameRecord) -> bool:
        """Keep ``record``; True when it (and any earlier unsaved game) is in the file."""
        return self.add_many([record])

    def add_many(self, records: Sequence[GameRecord]) -> bool:
        """Keep ``records`` in one transaction (all or none); True when they are in the file."""
        with self._lock:
            if not records:
                return not self._unsaved
            if not self._writable:
                self._open()
            if not self._writable or self._connection is None:
                self._unsaved.extend(records)
                return False
            pending = [*self._unsaved, *records]
            try:
                with _transaction(self._connection) as connection:
                    connection.executemany(INSERT_GAME, [row_of(item) for item in pending])
            except sqlite3.Error as error:
                self._unsaved.extend(records)
                self._cannot_save(describe_error(error))
                return False
            self._unsaved.clear()
            return True

    def games(
        self, last: int | None = None, *, include_computer_games: bool = True
    ) -> list[StoredGame]:
        """The kept games, oldest first; only the ``last`` ones when given.

        Without ``include_computer_games``, only the games a person played (``last`` then
        counts those).
        """
        if last is not None and last <= 0:
            return []
        with self._lock:
            if self._closed:
                self._open()
            if include_computer_games:
                stored = self._read_file(last)
            else:
                stored = self._read_file(last, people_only=True)
            next_id = (self._highest_id() if self._unsaved else 0) + 1
            unsaved = [
                StoredGame.from_record(next_id + number, record)
                for number, record in enumerate(self._unsaved)
                if include_computer_games or record.humans
            ]
            every = stored + unsaved
        return every if last is None else every[-last:]

    def count(self, *, include_computer_games: bool = True) -> int:
        """How many games are kept (without reading them all); see ``games``."""
        with self._lock:
            if self._closed:
                self._open()
            unsaved = [r for r in self._unsaved if include_computer_games or r.humans]
            if self._connection is None:
                kept = [g for g in self._last_read if include_computer_games or g.humans]
                return len(kept) + len(unsaved)
            where = "" if include_computer_games else f" WHERE {_PEOPLE_ONLY}"
            try:
                stored = int(
                    self._connection.execute(f"SELECT count(*) FROM games{where}").fetchone()[0]
                )
            except sqlite3.Error:
                kept = [g for g in self._last_read if include_computer_games or g.humans]
                stored = len(kept)
            return stored + len(unsaved)

    def clear(self) -> bool:
        """Forget every game and its marks (run numbers start again at 1).

        False when the file refused.
        """
        with self._lock:
            self._unsaved.clear()
            self._unsaved_marks.clear()
            self._last_read = []
            if not self._writable or self._connection is None:
                return self._connection is None
            try:
                with _transaction(self._connection) as connection:
                    connection.execute("DELETE FROM games")
                    connection.execute("DELETE FROM game_marks")
            except sqlite3.Error as error:
                self._cannot_save(describe_error(error))
                return False
            return True

    def keep_marks(self, run: int, marks: Sequence[MoveMark]) -> bool:
        """Keep the coach's ``marks`` of the recorded game ``run``, in place of any before.

        True when they are in the file; else they are kept in memory, as unsaved games are.
        """
        with self._lock:
            self._unsaved_marks[run] = list(marks)
            if not self._writable:
                self._open()
            if not self._writable or self._connection is None:
                return False
            rows = [(run, m.number, m.cell, m.sign, int(m.exact)) for m in marks]
            try:
                with _transaction(self._connection) as connection:
                    connection.execute("DELETE FROM game_marks WHERE game_id = ?", (run,))
                    connection.executemany(
                        "INSERT INTO game_marks (game_id, number, cell, sign, exact)"
                        " VALUES (?, ?, ?, ?, ?)",
                        rows,
                    )
            except sqlite3.Error as error:
                self._cannot_save(describe_error(error))
                return False
            del self._unsaved_marks[run]
            return True

    def marks(self) -> dict[int, list[MoveMark]]:
        """The coach's marks of the recorded games it reviewed, by run, in move order."""
        with self._lock:
            if self._closed:
                self._open()
            rows: list[tuple[object, ...]] = []
            if self._connection is not None:
                try:
                    rows = self._connection.execute(
                        "SELECT game_id, number, cell, sign, exact FROM game_marks"
                        " ORDER BY game_id, number"
                    ).fetchall()
                except sqlite3.Error:
                    rows = []  # a file too old to hold marks, read as it stands
            found: dict[int, list[MoveMark]] = {}
            for run, number, cell, sign, exact in rows:
                mark = MoveMark(int(str(number)), str(cell), str(sign), bool(exact))
                found.setdefault(int(str(run)), []).append(mark)
            found.update(self._unsaved_marks)
            return found

    def add_puzzle_attempts(self, attempts: Sequence[PuzzleAttempt]) -> bool:
        """Keep ``attempts`` (in the order made); True when they are in the file.

        When the file cannot be written they are kept in memory, as unsaved games are.
        """
        with self._lock:
            if not self._writable:
                self._open()
            pending = [*self._unsaved_attempts, *attempts]
            self._unsaved_attempts = pending
            if not self._writable or self._connection is None:
                return False
            now = datetime.now().astimezone().isoformat()
            try:
                with _transaction(self._connection) as connection:
                    connection.executemany(
                        "INSERT INTO puzzle_attempts (attempted_at, puzzle_id, difficulty,"
                        " solved) VALUES (?, ?, ?, ?)",
                        [(now, a.puzzle_id, a.difficulty, int(a.solved)) for a in pending],
                    )
            except sqlite3.Error as error:
                self._cannot_save(describe_error(error))
                return False
            self._unsaved_attempts = []
            return True

    def puzzle_attempts(self) -> list[PuzzleAttempt]:
        """Every puzzle attempt kept, oldest first (a puzzle rating is replayed from them)."""
        from ttt_qt.coach.rating import PuzzleAttempt  # noqa: PLC0415 (see the imports)

        with self._lock:
            if self._closed:
                self._open()
            kept: list[PuzzleAttempt] = []
            if self._connection is not None:
                try:
                    rows = self._connection.execute(
                        "SELECT puzzle_id, difficulty, solved FROM puzzle_attempts ORDER BY id"
                    ).fetchall()
                    kept = [PuzzleAttempt(str(p), int(d), bool(v)) for p, d, v in rows]
                except sqlite3.Error:
                    kept = []  # a file too old to hold attempts, read as it stands
            return kept + self._unsaved_attempts

    def take_notice(self) -> str | None:
        """A message to show the person once (file moved aside, cannot save, ...), then None."""
        with self._lock:
            if not self._notices:
                return None
            text = "\n\n".join(self._notices)
            self._notices.clear()
            return text

    def close(self) -> None:
        """Close the file; a later ``add`` or ``games`` opens it again."""
        with self._lock:
            if self._connection is not None:
                self._connection.close()
            self._connection = None
            self._writable = False
            self._closed = True

    def __del__(self) -> None:
        # sqlite connections sit in reference cycles; close the file as soon as the store goes.
        connection = getattr(self, "_connection", None)
        if connection is not None:
            connection.close()

    def __enter__(self) -> RecordStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"RecordStore({str(self.path)!r})"

    # -- opening -----------------------------------------------------------------------------

    def _open(self) -> None:
        """Open the file for writing if possible, else for reading, else work in memory."""
        if self._connection is not None:
            self._connection.close()
            self._connection, self._writable = None, False
        self._closed = False
        if self._read_only:
            self._open_to_read()
            return
        try:
            inspection = inspect(self.path)
            if inspection.state in (FileState.CORRUPT, FileState.FOREIGN):
                self._move_aside(inspection.state)
                inspection = inspect(self.path)
            if inspection.state is FileState.NEWER:
                self._connection = open_for_reading(self.path)
                self._tell(
                    "newer",
                    f"The statistics file {self.path} was written by a newer version of ttt_qt."
                    " This version shows its games but does not change it, so the games"
                    " played now are not saved.",
                )
                return
            self._connection = open_for_writing(self.path, inspection)
            self._writable = True
        except RecordsFileError as error:
            self._cannot_save(error.reason)
            # Show what the file holds if it can be read; a lock would only make us wait again.
            if self._connection is None and not error.busy and self.path.exists():
                try:
                    self._connection = open_for_reading(self.path)
                except RecordsFileError:
                    self._connection = None

    def _open_to_read(self) -> None:
        """Open the file read-only, as it stands; none (or an empty one) holds no games."""
        try:
            if inspect(self.path).state is not FileState.MISSING:
                self._connection = open_for_reading(self.path)
        except RecordsFileError as error:
            self._tell(
                "unreadable",
                f"The statistics file {self.path} could not be read: {error.reason}.",
            )

    def _move_aside(self, state: FileState) -> None:
        what = "is damaged" if state is FileState.CORRUPT else "is not a ttt_qt statistics file"
        try:
            target = move_aside(self.path, state)
        except OSError as error:
            raise RecordsFileError(
                f"the file {what} and could not be moved aside ({describe_error(error)})"
            ) from None
        self._tell(
            state.value,
            f"The statistics file {self.path} {what}, so it was moved aside to {target.name}"
            " (kept unchanged, in the same folder) and a new one was started.",
        )

    # -- reading -----------------------------------------------------------------------------

    def _read_file(self, last: int | None = None, *, people_only: bool = False) -> list[StoredGame]:
        if self._connection is None:
            return self._from_last_read(last, people_only)
        try:
            columns = COLUMNS + later_columns(self._connection)
            where = f" WHERE {_PEOPLE_ONLY}" if people_only else ""
            query = f"SELECT {columns} FROM games{where} ORDER BY id"
            if last is not None:  # the newest rows only, put back in order below
                # sqlite's integers stop at 2**63 - 1; a larger LIMIT would be a type error.
                limit = min(int(last), _MAX_SQLITE_INTEGER)
                query = f"SELECT {columns} FROM games{where} ORDER BY id DESC LIMIT {limit}"
            rows = self._connection.execute(query).fetchall()
        except sqlite3.Error as error:
            self._tell(
                "unreadable",
                f"The statistics file {self.path} could not be read: {describe_error(error)}."
                " The games shown may be out of date.",
            )
            return self._from_last_read(last, people_only)
        if last is not None:
            rows.reverse()
        games: list[StoredGame] = []
        skipped = 0
        for row in rows:
            try:
                games.append(game_of(row))
            except (ValueError, TypeError):
                skipped += 1
        if skipped:
            self._tell(
                "skipped",
                f"{skipped} damaged game record(s) in {self.path} could not be read"
                " and are not shown (they stay in the file).",
            )
        if last is None and not people_only:
            self._last_read = games
        return games

    def _from_last_read(self, last: int | None, people_only: bool) -> list[StoredGame]:
        """The games last read from the file, when it cannot be read now."""
        games = [game for game in self._last_read if game.humans or not people_only]
        return games if last is None else games[-last:]

    def _highest_id(self) -> int:
        """The largest run number in the file (0 when none), for numbering unsaved games."""
        if self._connection is None:
            return self._last_read[-1].id if self._last_read else 0
        try:
            return int(self._connection.execute("SELECT max(id) FROM games").fetchone()[0] or 0)
        except sqlite3.Error:
            return self._last_read[-1].id if self._last_read else 0

    # -- notices -----------------------------------------------------------------------------

    def _cannot_save(self, reason: str) -> None:
        self._writable = False
        self._save_problem = reason
        self._tell(
            "cannot-save",
            f"Statistics cannot be saved: {reason} ({self.path}). The games still play, and"
            " this session's games are shown until the program closes.",
        )

    def _tell(self, kind: str, message: str) -> None:
        """Queue ``message`` unless a notice of this ``kind`` was already given."""
        if kind not in self._noticed:
            self._noticed.add(kind)
            self._notices.append(message)


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: committed whole, or rolled back whole."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")
