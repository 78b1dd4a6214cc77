"""Game records: one finished game as a value (``GameRecord``) and as stored (``StoredGame``).

Standard library and engine only, so records can be built and checked without Qt.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from datetime import datetime
from functools import cache
from typing import Any, TypeAlias

from ttt_qt.engine import Board, Game, Mark, Move, PositionError, Rules, other

HUMAN = "human"
"""The ``x_player`` / ``o_player`` value of a side played by a person (else a strategy name)."""

ENGINE_PREFIX = "engine:"
"""Before an outside engine's name in ``x_player`` / ``o_player`` (``engine:Rapfi``)."""

Options: TypeAlias = tuple[tuple[str, float], ...]
"""A computer player's options as ``(option name, value)`` pairs, sorted by name."""


@dataclass(frozen=True)
class GameRecord:
    """One finished game: when, under which rules, who played, the moves and the result.

    Attributes:
        played_at: when the game ended; an aware datetime is shown in local time,
            a naive one is taken as local time.
        rules: the rules of the game.
        x_name: the name shown for X, such as "You" or "Perfect".
        x_player: ``"human"`` when a person played X, else the strategy name (``"perfect"``).
        o_name: the name shown for O.
        o_player: ``"human"`` or a strategy name, for O.
        moves: the moves in the order played; they must be legal under ``rules``.
        winner: ``"X"`` or ``"O"``, or None for a tie.
        duration_seconds: how long the game took, in seconds (0 or more).
        x_options: the options X's strategy played with (keyword only; empty for a person,
            and for records kept before options were); a mapping is accepted and sorted.
        o_options: the same for O.
        abandoned: the game was left before its end (a new game, another game opened, ...):
            ``winner`` is None and the final position is not over (keyword only).
        continues: the run number of the recorded game this one was played on from (after
            reviewing it), or None (keyword only).
        from_move: how many of ``moves`` were taken over from another game (``continues``, or
            a game reviewed that is not in the records) rather than played in this one; 0 for
            a whole game (keyword only).

    Raises:
        ValueError: a field has the wrong type, a move is illegal, ``winner`` contradicts a
            decided final position, an abandoned game is over, or ``from_move`` is not a
            number of the moves (at least 1 when ``continues`` is given).
    """

    played_at: datetime
    rules: Rules
    x_name: str
    x_player: str
    o_name: str
    o_player: str
    moves: tuple[Move, ...]
    winner: Mark | None
    duration_seconds: float
    x_options: Options = field(default=(), kw_only=True)
    o_options: Options = field(default=(), kw_only=True)
    abandoned: bool = field(default=False, kw_only=True)
    continues: int | None = field(default=None, kw_only=True)
    from_move: int = field(default=0, kw_only=True)

    def __post_init__(self) -> None:
        if not isinstance(self.played_at, datetime):
            raise ValueError(f"played_at must be a datetime, not {self.played_at!r}")
        if not isinstance(self.rules, Rules):
            raise ValueError(f"rules must be Rules, not {self.rules!r}")
        for name in ("x_name", "x_player", "o_name", "o_player"):
            value = getattr(self, name)
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"{name} must be a non-empty text, not {value!r}")
        if self.winner not in ("X", "O", None):
            raise ValueError(f"winner must be 'X', 'O' or None, not {self.winner!r}")
        duration = self.duration_seconds
        if isinstance(duration, bool) or not isinstance(duration, int | float):
            raise ValueError(f"duration_seconds must be a number, not {duration!r}")
        if not math.isfinite(duration) or duration < 0:
            raise ValueError(f"duration_seconds must be 0 or more, not {duration!r}")
        object.__setattr__(self, "duration_seconds", float(duration))
        for name, player in (("x_options", self.x_player), ("o_options", self.o_player)):
            options = _options(name, getattr(self, name))
            if options and player == HUMAN:
                raise ValueError(f"{name} must be empty for a person, not {options!r}")
            object.__setattr__(self, name, options)
        if not isinstance(self.moves, tuple | list):
            raise ValueError(f"moves must be a sequence of (row, col), not {self.moves!r}")
        moves, board = _final_board(self.rules, tuple(self.moves))
        object.__setattr__(self, "moves", moves)
        if board.is_over and board.winner != self.winner:
            ending, claimed = _result_words(board.winner), _result_words(self.winner)
            raise ValueError(f"the moves end with {ending}, not {claimed}")
        self._check_origin(board)

    def _check_origin(self, board: Board) -> None:
        """Check ``abandoned``, ``continues`` and ``from_move`` (ValueError when wrong)."""
        if not isinstance(self.abandoned, bool):
            raise ValueError(f"abandoned must be True or False, not {self.abandoned!r}")
        if self.abandoned and (board.is_over or self.winner is not None):
            raise ValueError("an abandoned game must be left before its end, with no winner")
        continues = self.continues
        if continues is not None and (
            isinstance(continues, bool) or not isinstance(continues, int) or continues < 1
        ):
            raise ValueError(f"continues must be a run number from 1 or None, not {continues!r}")
        start = self.from_move
        if isinstance(start, bool) or not isinstance(start, int):
            raise ValueError(f"from_move must be a whole number, not {start!r}")
        lowest = 1 if continues is not None else 0
        if not lowest <= start <= len(self.moves):
            raise ValueError(
                f"from_move must be from {lowest} to the {len(self.moves)} moves, not {start}"
            )

    @property
    def loser(self) -> Mark | None:
        """The losing mark, or None for a tie or an abandoned game."""
        return None if self.winner is None else other(self.winner)

    @property
    def is_tie(self) -> bool:
        """True when the game ended with nobody winning (not an abandoned game)."""
        return self.winner is None and not self.abandoned

    @property
    def is_continuation(self) -> bool:
        """True when the game was played on from another one's position (``from_move``)."""
        return self.from_move > 0

    @property
    def humans(self) -> tuple[Mark, ...]:
        """The marks a person played, X first."""
        marks: tuple[Mark, Mark] = ("X", "O")
        return tuple(mark for mark in marks if self.player_of(mark) == HUMAN)

    def name_of(self, mark: Mark) -> str:
        """The name shown for ``mark``."""
        return self.x_name if mark == "X" else self.o_name

    def player_of(self, mark: Mark) -> str:
        """``"human"`` or the strategy name that played ``mark``."""
        return self.x_player if mark == "X" else self.o_player

    def options_of(self, mark: Mark) -> Options:
        """The options of the strategy that played ``mark`` (empty for a person)."""
        return self.x_options if mark == "X" else self.o_options

    def game(self) -> Game:
        """The engine game rebuilt from the moves (for review, move by move)."""
        return Game(self.rules, self.moves)

    def record_fields(self) -> dict[str, Any]:
        """The record's fields by name (without any stored id)."""
        return {field.name: getattr(self, field.name) for field in fields(GameRecord)}


@dataclass(frozen=True)
class StoredGame(GameRecord):
    """A record as kept by a ``RecordStore``: the record's fields and its run number.

    Attributes:
        id: the run number, 1 for the first game kept (numbering starts again after
            the statistics are cleared).
    """

    id: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if isinstance(self.id, bool) or not isinstance(self.id, int) or self.id < 1:
            raise ValueError(f"a run number is a whole number from 1, not {self.id!r}")

    @classmethod
    def from_record(cls, run: int, record: GameRecord) -> StoredGame:
        """``record`` with the run number ``run``."""
        return cls(**record.record_fields(), id=run)

    @property
    def record(self) -> GameRecord:
        """The plain record, without the run number."""
        return GameRecord(**self.record_fields())


@dataclass(frozen=True, slots=True)
class MoveMark:
    """The coach's mark of one move of a recorded game.

    Attributes:
        number: the move's number, from 1.
        cell: the move's cell, such as ``C3``.
        sign: ``!``, ``?!``, ``?``, ``??``, or ``""`` for a good move.
        exact: True when the mark is proven, False for an estimate.
    """

    number: int
    cell: str
    sign: str
    exact: bool

    @property
    def is_error(self) -> bool:
        """True for an inaccuracy, a mistake or a blunder."""
        return self.sign.startswith("?")


def _options(name: str, value: object) -> Options:
    """``value`` as sorted ``(name, float)`` pairs; ValueError when it is not such options."""
    pairs = list(value.items()) if isinstance(value, Mapping) else value
    if not isinstance(pairs, tuple | list):
        raise ValueError(f"{name} must be (option, value) pairs, not {value!r}")
    result: dict[str, float] = {}
    for pair in pairs:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise ValueError(f"{name} must be (option, value) pairs, not {value!r}")
        key, number = pair
        if not isinstance(key, str) or not key or key in result:
            raise ValueError(f"{name}: an option name must be a distinct text, not {key!r}")
        if isinstance(number, bool) or not isinstance(number, int | float):
            raise ValueError(f"{name}: option {key} must be a number, not {number!r}")
        if not math.isfinite(number):
            raise ValueError(f"{name}: option {key} must be finite, not {number!r}")
        result[key] = float(number)
    return tuple(sorted(result.items()))


def _final_board(rules: Rules, moves: tuple[Move, ...]) -> tuple[tuple[Move, ...], Board]:
    """The moves as exact ``(row, col)`` tuples and the board after them.

    Raises ValueError unless they are a legal game. Checked once on the final position
    rather than move by move, so reading thousands of records stays quick: distinct cells on
    the board, X and O in turn, and a final position the engine accepts — which it does only
    if no line was completed before the last move.
    """
    cells = _cells(rules.size)
    marks = [0, 0]
    exact: list[Move] = []
    for number, move in enumerate(moves):
        try:
            cell, bit = cells[move]
        except (KeyError, TypeError):
            raise ValueError(
                f"the moves are not a legal game: move {number + 1} is {move!r}"
            ) from None
        if (marks[0] | marks[1]) & bit:
            raise ValueError(f"the moves are not a legal game: {cell} is played twice")
        marks[number % 2] |= bit
        exact.append(cell)
    try:
        return tuple(exact), Board(rules, marks[0], marks[1])
    except PositionError as error:
        raise ValueError(f"the moves are not a legal game: {error}") from None


@cache
def _cells(size: int) -> dict[Move, tuple[Move, int]]:
    """Every cell of a ``size`` board, with its bit."""
    return {
        (row, col): ((row, col), 1 << (row * size + col))
        for row in range(size)
        for col in range(size)
    }


def _result_words(winner: Mark | None) -> str:
    return "a tie" if winner is None else f"{winner} winning"
