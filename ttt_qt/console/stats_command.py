"""``ttt-console stats``: the recorded games — a summary table, the runs, CSV and PDF exports.

It reads the same records file as the window (found the same way, see ``ttt_qt.stats``),
or another one given with ``--records``; a file given so that is not a records file is
refused and left alone (the shared one, damaged, is moved aside as the window does).
``--last N`` keeps the N most recent games (seed 004's "10 runs" report is
``--last 10 --pdf report.pdf``) and prints their table of runs.
Games of two computer players (``arena --record``, or computer vs computer in the window)
are left out of the person's record unless ``--include-computer-games`` is given; the
exports follow the same choice.

``ArenaRecorder`` is what ``ttt-console arena --record`` uses to keep its games too.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Protocol

from ttt_qt.engine import Mark, Move, Rules
from ttt_qt.stats import GameRecord, RecordStore, StoredGame, default_records_path
from ttt_qt.stats.csv_file import write_csv
from ttt_qt.stats.records import MoveMark
from ttt_qt.stats.records_file import FileState, RecordsFileError, inspect
from ttt_qt.stats.report import SUMMARY_COLUMNS, run_footnotes, summary_row
from ttt_qt.stats.runs import RUN_COLUMNS, date_text, run_row
from ttt_qt.stats.summary import summarize

from .files import cannot_write, reason
from .options import positive_int

PROG = "ttt-console stats"
_SUMMARY_NUMERIC = frozenset(range(3, len(SUMMARY_COLUMNS)))
_RUN_NUMERIC = frozenset({0, 7, 8})


def configure(parser: argparse.ArgumentParser) -> None:
    """Add ``--csv``, ``--pdf``, ``--last``, ``--include-computer-games`` and ``--records``."""
    parser.add_argument(
        "--csv", type=Path, default=None, metavar="FILE", help="write the games to FILE as CSV"
    )
    parser.add_argument(
        "--pdf",
        type=Path,
        default=None,
        metavar="FILE",
        help="write a PDF report (summary, chart, table of runs) to FILE",
    )
    parser.add_argument(
        "--last",
        type=positive_int,
        default=None,
        metavar="N",
        help="only the N most recent games, and print their table of runs",
    )
    parser.add_argument(
        "--include-computer-games",
        action="store_true",
        help="also count the games of two computer players (left out by default)",
    )
    parser.add_argument(
        "--records",
        type=Path,
        default=None,
        metavar="FILE",
        help=f"read this records file instead of the shared one ({default_records_path()})",
    )


def run(args: argparse.Namespace) -> int:
    """Print the summary (and the runs with ``--last``), write the exports; 1 on a failed export.

    An export path that cannot be written is said at once, instead of the report.
    """
    path: Path = args.records or default_records_path()
    if path.is_dir():
        print(f"{PROG}: {path} is a folder, not a records file", file=sys.stderr)
        return 1
    if args.records is not None and not path.exists():
        # A mistyped name must not read as "no games recorded yet".
        print(f"{PROG}: there is no file {path}", file=sys.stderr)
        return 1
    problem = _not_records(path) if args.records is not None else None
    if problem:
        # A file the person named is theirs: reading it must not move it aside, as the
        # shared records file is when damaged.
        print(f"{PROG}: {path} {problem}; it was left as it is", file=sys.stderr)
        return 1
    problems = [(export, cannot_write(export)) for export in (args.csv, args.pdf) if export]
    for export, problem in problems:
        if problem:  # said instead of the report, not after it
            print(f"{PROG}: cannot write {export}: {problem}", file=sys.stderr)
    if any(problem for _, problem in problems):
        return 1
    include = bool(args.include_computer_games)
    left_out = 0
    marks: dict[int, list[MoveMark]] = {}
    if path.exists():
        store = RecordStore(path, read_only=args.records is not None)
        games = store.games(last=args.last, include_computer_games=include)
        counted = store.count(include_computer_games=include)
        total = counted if args.last is not None else len(games)
        if not include:
            left_out = store.count() - counted
        notice = store.take_notice()
        marks = store.marks()
        store.close()
        if notice:
            print(notice, file=sys.stderr)
    else:
        games, total = [], 0  # nothing recorded yet: do not create the file just to read it
    for line in describe(games, total, path, args.last, left_out=left_out):
        print(line)
    return _export(games, args, left_out, marks)


def _not_records(path: Path) -> str | None:
    """Why the file at ``path`` is no records file to read, or None (it is one, or none yet)."""
    try:
        state = inspect(path).state
    except RecordsFileError:
        return None  # unreadable now: the store says why and shows what it can
    if state is FileState.CORRUPT:
        return "is not a ttt_qt records file (or it is damaged)"
    if state is FileState.FOREIGN:
        return "is a database of another program, not a ttt_qt records file"
    return None


def describe(
    games: Sequence[StoredGame],
    total: int,
    path: Path,
    last: int | None,
    *,
    left_out: int = 0,
) -> list[str]:
    """The printed report: where the records are, the summary, and with ``last`` the runs.

    ``left_out``: how many computer-vs-computer games were not counted (said, with the
    option that counts them).
    """
    note = _left_out_note(left_out)
    if not games:
        if note:
            return [f"None of your games recorded yet (records file: {path}).", note]
        return [f"No games recorded yet (records file: {path})."]
    first, final = games[0], games[-1]
    days = sorted({date_text(first.played_at)[:10], date_text(final.played_at)[:10]})
    span = f"runs {first.id} to {final.id}, played {' to '.join(days)}"
    # Every recorded game is in the count, so that the numbers add up (as in the window).
    recorded = total + left_out
    if last is not None:
        heading = f"The last {len(games)} of {recorded} recorded games ({span})."
    elif left_out:
        heading = f"{total} of {recorded} recorded games ({span})."
    else:
        heading = f"{total} recorded game{'s' if total != 1 else ''} ({span})."
    lines = [heading, f"Records file: {path}", *([note] if note else []), ""]
    lines += text_table(
        SUMMARY_COLUMNS, [summary_row(s) for s in summarize(games)], _SUMMARY_NUMERIC
    )
    if last is not None:
        lines += ["", *text_table(RUN_COLUMNS, [run_row(game) for game in games], _RUN_NUMERIC)]
        # The table keeps seed 004's columns; what sets a run apart is said under it.
        footnotes = run_footnotes(games)
        lines += ["", *footnotes] if footnotes else []
    else:
        lines += ["", "Add --last N to list the N most recent runs."]
    return lines


def _left_out_note(count: int) -> str:
    if not count:
        return ""
    games = "game is" if count == 1 else "games are"
    return (
        f"{count} computer-vs-computer {games} left out"
        " (add --include-computer-games to count them)."
    )


def text_table(
    columns: Sequence[str], rows: Sequence[Sequence[str]], numeric: frozenset[int]
) -> list[str]:
    """Aligned columns under a ruled header; numbers to the right."""
    widths = [max(len(row[i]) for row in [columns, *rows]) for i in range(len(columns))]
    lines = []
    for row in [columns, ["-" * width for width in widths], *rows]:
        cells = [
            cell.rjust(width) if index in numeric else cell.ljust(width)
            for index, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


def _export(
    games: Sequence[StoredGame],
    args: argparse.Namespace,
    left_out: int,
    marks: Mapping[int, Sequence[MoveMark]],
) -> int:
    code = 0
    if args.csv is not None:
        try:
            write_csv(games, args.csv)
        except OSError as error:
            print(f"{PROG}: cannot write {args.csv}: {reason(error)}", file=sys.stderr)
            code = 1
        else:
            print(f"Wrote {len(games)} games to {args.csv}")
    if args.pdf is not None:
        # Loaded only when asked for: the report needs QtGui and a QGuiApplication.
        from ttt_qt.stats.report import ensure_gui_application, write_pdf  # noqa: PLC0415

        ensure_gui_application()
        try:
            write_pdf(
                games, args.pdf, last=args.last, computer_games_left_out=left_out, marks=marks
            )
        except OSError as error:
            print(f"{PROG}: cannot write {args.pdf}: {reason(error)}", file=sys.stderr)
            code = 1
        else:
            print(f"Wrote the report of {len(games)} games to {args.pdf}")
    return code


class FinishedGame(Protocol):
    """What the arena knows of a finished game."""

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves in the order played."""

    @property
    def winner(self) -> Mark | None:
        """The winning mark, or None for a tie."""

    @property
    def seconds(self) -> float:
        """How long the game took."""

    @property
    def swapped(self) -> bool:
        """True when a fair opening left X to the player named for O."""


class ArenaRecorder:
    """Keeps the arena's games in the shared records (``ttt-console arena --record``).

    Games are written in batches, one transaction at most every ``BATCH_SECONDS`` (and at
    ``close``): a game a few milliseconds long would otherwise wait for the disk every time.
    A kill loses at most the games of the last fraction of a second.
    """

    BATCH_SECONDS = 0.5

    def __init__(self, rules: Rules, x: str, o: str, store: RecordStore | None = None) -> None:
        """Record games of strategy ``x`` against strategy ``o`` under ``rules``."""
        self._store = store or RecordStore.open_default()
        self._rules, self._x, self._o = rules, x, o
        self._batch: list[GameRecord] = []
        self._last_write = time.monotonic()
        self.saved = 0
        self.refused = 0

    @property
    def path(self) -> Path:
        """The records file."""
        return self._store.path

    @property
    def problem(self) -> str | None:
        """Why the games cannot be recorded now (the file cannot be written), or None."""
        return self._store.save_problem

    def add(self, game: FinishedGame) -> None:
        """Record one finished game (written with its batch)."""
        self._batch.append(self._record(game))
        if time.monotonic() - self._last_write >= self.BATCH_SECONDS:
            self._flush()

    def _flush(self) -> None:
        if self._batch:
            if self._store.add_many(self._batch):
                self.saved += len(self._batch)
            else:
                self.refused += len(self._batch)
            self._batch = []
        self._last_write = time.monotonic()

    def _record(self, game: FinishedGame) -> GameRecord:
        x, o = (self._o, self._x) if game.swapped else (self._x, self._o)
        return GameRecord(
            played_at=datetime.now().astimezone(),
            rules=self._rules,
            x_name=x.capitalize(),
            x_player=x,
            o_name=o.capitalize(),
            o_player=o,
            moves=game.moves,
            winner=game.winner,
            duration_seconds=game.seconds,
        )

    def close(self) -> list[str]:
        """Write the last batch, close the file; the lines to print on standard error."""
        self._flush()
        notice = self._store.take_notice()
        self._store.close()
        lines = [notice] if notice else []
        if self.refused:
            lines.append(f"{self.refused} of {self.saved + self.refused} games were not recorded.")
        return lines
