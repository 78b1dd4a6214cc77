"""The values an engine client takes and gives.

Its clock (``TimeControl``), what the engine says of itself (``About``), a line of its log
(``LogEntry``), the command line of a program given as a path (``command_of``), and the
``with`` block that ends an engine (``EndsOnExit``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Self


@dataclass(frozen=True, slots=True)
class TimeControl:
    """The engine's clock: per move, per game, and the grace before it counts as hung.

    Attributes:
        turn: seconds per move (``INFO timeout_turn``).
        match: seconds for the whole game (``INFO timeout_match``, with ``time_left`` before
            each move), or None for no game clock.
        grace: seconds past its time before an engine that has not answered is stopped.
    """

    turn: float = 1.0
    match: float | None = None
    grace: float = 2.0

    def __post_init__(self) -> None:
        """Refuse a negative or zero time."""
        if not self.turn > 0 or (self.match is not None and not self.match > 0):
            raise ValueError("an engine's time must be a positive number of seconds")
        if self.grace < 0:
            raise ValueError("the grace must not be negative")


@dataclass(frozen=True, slots=True)
class About:
    """What an engine says of itself (``ABOUT``).

    Attributes:
        name: its name (the program's file name when it gives none).
        version: its version, or "".
        fields: every ``key="value"`` it gave, keys in lower case.
    """

    name: str
    version: str = ""
    fields: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line the engine printed besides its moves.

    Attributes:
        kind: ``message``, ``debug``, ``error``, ``unknown`` or ``suggest``.
        text: the words after the keyword.
    """

    kind: str
    text: str


def command_of(program: str | Path | Sequence[str]) -> list[str]:
    """The command line of an engine given as a path or as a program and its arguments."""
    if isinstance(program, str | Path):
        return [str(program)]
    return [str(part) for part in program]


class EndsOnExit:
    """A holder of an engine's process that ends it when its ``with`` block ends."""

    def close(self) -> None:
        """End the engine (each holder says how)."""

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
