"""Who played each side of a saved game, and a saved game as a value: the game and its players.

A side is played by a person, known by name, by a computer: a strategy of ``ttt_qt.ai``
by its registry name, with the values of its options, or by an outside (Gomocup) engine, known
by the name it gives itself. The engine does not check that a strategy exists (it knows none);
the program that opens the game decides what to do with one it does not have. The kinds are
words, so that a later version can add others beside these.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from .game import Game
from .types import Mark

PERSON = "person"
"""The kind of a side played by a person; the player's ``name`` is the person's."""

COMPUTER = "computer"
"""The kind of a side played by a strategy; ``name`` is its registry name, such as ``perfect``."""

ENGINE = "engine"
"""The kind of a side played by an outside engine; ``name`` is the name it gives (``Rapfi``)."""

PLAYER_KINDS = (PERSON, COMPUTER, ENGINE)
"""Every kind of player a saved game can name, in the words of the text format."""

STRATEGY_NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")
"""How a strategy's registry name is spelled: a lower-case letter, then letters, digits, - or _."""

OPTION_NAME = re.compile(r"[a-z_][a-z0-9_]{0,39}")
"""How an option's name is spelled, such as ``time_limit``."""

Options = tuple[tuple[str, float], ...]
"""A computer's options as ``(option name, value)`` pairs, sorted by name."""


@dataclass(frozen=True, slots=True)
class GamePlayer:
    """Who played one side: a person by name, a computer strategy with its options, an engine.

    Build one with ``person``, ``computer`` or ``engine``, which tidy what they are given.

    Attributes:
        kind: ``"person"``, ``"computer"`` or ``"engine"`` (``PLAYER_KINDS``).
        name: the person's or the engine's name (words separated by single spaces), or the
            strategy's registry name (``STRATEGY_NAME``).
        options: a computer's option values, sorted by name, each finite; empty for a person.

    Raises:
        ValueError: a field breaks one of those rules.
    """

    kind: str
    name: str
    options: Options = ()

    def __post_init__(self) -> None:
        if self.kind not in PLAYER_KINDS:
            raise ValueError(f"a player is a {' or a '.join(PLAYER_KINDS)}, not {self.kind!r}")
        name = self.name
        if not isinstance(name, str) or not name or name != " ".join(name.split()):
            raise ValueError(f"a player's name is words separated by spaces, not {self.name!r}")
        if self.kind != COMPUTER and self.options:
            raise ValueError(f"only a strategy has options, not {self.options!r}")
        if self.kind == COMPUTER and not STRATEGY_NAME.fullmatch(self.name):
            raise ValueError(f"not a strategy name: {self.name!r}")
        names = [name for name, _ in self.options]
        if names != sorted(set(names)):
            raise ValueError(f"options must be sorted by name, each once: {self.options!r}")
        for name, value in self.options:
            if not OPTION_NAME.fullmatch(name) or not _is_finite_number(value):
                raise ValueError(f"not an option: {name!r} = {value!r}")

    @classmethod
    def person(cls, name: str) -> GamePlayer:
        """A person named ``name`` (runs of spaces, tabs and line breaks become one space)."""
        return cls(PERSON, " ".join(name.split()))

    @classmethod
    def computer(cls, strategy: str, options: Options | dict[str, float] = ()) -> GamePlayer:
        """The computer playing ``strategy`` with ``options`` (pairs or a mapping; sorted here)."""
        pairs = options.items() if isinstance(options, dict) else options
        return cls(COMPUTER, strategy, tuple(sorted((name, value) for name, value in pairs)))

    @classmethod
    def engine(cls, name: str) -> GamePlayer:
        """The outside engine that calls itself ``name`` (runs of spaces become one space)."""
        return cls(ENGINE, " ".join(name.split()))

    @property
    def is_person(self) -> bool:
        """True when a person played this side."""
        return self.kind == PERSON


@dataclass(frozen=True)
class SavedGame:
    """A game as a file keeps it: the game and, when known, who played each side.

    Attributes:
        game: the game (rules and moves).
        x: who played X, or None when the file does not say (format version 1).
        o: who played O, or None likewise; both are known or neither is.

    Raises:
        ValueError: one player is known and the other is not.
    """

    game: Game
    x: GamePlayer | None = None
    o: GamePlayer | None = None

    def __post_init__(self) -> None:
        if (self.x is None) != (self.o is None):
            raise ValueError("a saved game names both players or neither")

    def player(self, mark: Mark) -> GamePlayer | None:
        """Who played ``mark``, when known."""
        return self.x if mark == "X" else self.o


def _is_finite_number(value: object) -> bool:
    """True for an int or a float (not a bool) that is finite."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(float(value))
    )
