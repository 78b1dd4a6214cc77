"""The table of runs (seed 004's report): one row of text per recorded game.

The PDF report and the console show these columns, worded the same way (the statistics
dialog shows the same columns through ``tr()``). X and O name who played each side: "You",
a person's name, or the computer by its level on the game's rules and its strategy, with the
options it played with ("Hard (Perfect)").
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from ttt_qt.engine import Mark

from .records import StoredGame
from .sides import Side, side_of

Namer = Callable[[Side], str]
"""How a side is named in a table: ``str`` (English), or a translating function."""

RUN_COLUMNS = ("Run", "Date", "X", "O", "Who won", "Who lost", "Tie", "Moves", "Duration")
"""Column titles of the table of runs."""


def side_label(game: StoredGame, mark: Mark, name: Namer = str) -> str:
    """A side as people read it, with its mark: ``You (X)``, ``Hard (Perfect) (O)``."""
    return f"{name(side_of(game, mark))} ({mark})"


def local_time(moment: datetime) -> datetime:
    """``moment`` in the local time zone (a naive time is taken as local already)."""
    return moment.astimezone() if moment.tzinfo else moment


def date_text(moment: datetime) -> str:
    """``2026-01-02 10:31`` in local time."""
    return local_time(moment).strftime("%Y-%m-%d %H:%M")


def duration_text(seconds: float) -> str:
    """``0:42``, ``12:05`` or ``1:02:03``."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def run_row(
    game: StoredGame, name: Namer = str, yes_no: tuple[str, str] = ("yes", "no")
) -> tuple[str, ...]:
    """The game's cells under ``RUN_COLUMNS``, sides named by ``name``, a tie by ``yes_no``."""
    return (
        str(game.id),
        date_text(game.played_at),
        name(side_of(game, "X")),
        name(side_of(game, "O")),
        "" if game.winner is None else side_label(game, game.winner, name),
        "" if game.loser is None else side_label(game, game.loser, name),
        yes_no[0] if game.is_tie else yes_no[1],
        str(len(game.moves)),
        duration_text(game.duration_seconds),
    )
