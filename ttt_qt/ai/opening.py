"""The computer's decisions in a fair opening (swap, swap2): its stones, and its choice of side.

A player's moves go through ``Strategy.choose``; the opening's decisions go through a second,
optional protocol, ``OpeningChooser``, so that every player keeps working unchanged:
``opening_chooser(strategy)`` is the strategy itself when it makes them (an outside engine
asks its program), else the built-in ``BalancedOpening``.

``BalancedOpening`` places a balanced opening from a small table (``BALANCED_OPENINGS``,
turned by one of the board's eight symmetries) and, to choose a side, asks the evaluation the
hints use (``ai.analyze``, the alpha-beta search the ``threats`` player ends with: its own on
15 x 15 freestyle, ``perfect``'s elsewhere) which side it prefers after a short think.
``take_opening_step`` makes the decision due in a game.
"""

from __future__ import annotations

import math
from typing import Protocol, runtime_checkable

from ttt_qt.engine import Board, Game, IllegalMove, Move, OpeningChoice, format_moves

from .base import Limit, Strategy, make_rng

BALANCED_OPENINGS: tuple[tuple[Move, Move, Move], ...] = (
    ((0, 0), (1, 1), (0, 5)),
    ((0, 0), (0, 1), (-3, -2)),
    ((0, 0), (0, 1), (-2, -4)),
    ((0, 0), (1, 1), (2, 5)),
    ((0, 0), (0, 1), (-3, 4)),
    ((0, 0), (0, 1), (0, 5)),
    ((0, 0), (1, 1), (-4, -1)),
    ((0, 0), (1, 1), (-3, 4)),
)
"""Swap openings (X, O, X) as (row, column) steps from the centre, turned by a symmetry when
placed: a black stone in the centre, a white one beside it or diagonal to it, a second black
stone two to five steps away. They are the eight of the 120 such openings (224 before the
board's symmetries are taken out) that Rapfi, a strong Gomocup engine searching 3,000,000
nodes each under freestyle, found nearest even, no two alike but for the second black stone
one cell away: its evaluation for white, to move, within 15 of its units of 0 (about 160 of
them are a unit of log-odds), by ``benchmarks/choose_openings.py``, whose first ten are also
``bench_rapfi.py``'s openings (docs/development/gomocup.md, "Openings")."""

EVEN_MARGIN = 0.04
"""A swap2 chooser that finds the position this close to even places two more stones."""
DEFAULT_TIME = 1.0
"""Seconds of thought for one opening decision unless told otherwise."""
PAIRS_TRIED = 4
"""Pairs of stones tried for swap2's two more stones (each evaluated)."""


@runtime_checkable
class OpeningChooser(Protocol):
    """A player that makes the decisions of an opening (see the module docstring)."""

    def propose_stones(self, board: Board, count: int, limit: Limit | None = None) -> list[Move]:
        """The next ``count`` stones to place, alternating from ``board.to_move``'s."""
        ...

    def choose_side(
        self, board: Board, choices: tuple[OpeningChoice, ...], limit: Limit | None = None
    ) -> OpeningChoice:
        """One of ``choices`` for the player deciding on ``board`` (O, white, moves next)."""
        ...


class BalancedOpening:
    """The built-in opening player: a balanced opening, and the side the evaluation prefers.

    Attributes:
        time_limit: seconds of thought for one decision.
        last_score: the evaluation of the last position it chose on, for the side to move
            (O, white): above one half white is better (None before a choice).
    """

    def __init__(self, seed: int | None = None, time_limit: float = DEFAULT_TIME) -> None:
        """Turn the table's openings at random (``seed``); think ``time_limit`` s a decision."""
        if not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds, not {time_limit!r}")
        self.time_limit = float(time_limit)
        self.last_score: float | None = None
        self._rng = make_rng(seed)

    def propose_stones(self, board: Board, count: int, limit: Limit | None = None) -> list[Move]:
        """A table opening on an empty board; else stones that keep the position even."""
        if board.move_count == 0 and count == len(BALANCED_OPENINGS[0]):
            stones = [self._placed(step, board.rules.size) for step in self._table_opening()]
            if all(board.mark_at(stone) is None for stone in stones):
                return stones
        return self._even_stones(board, count, self._limit(limit))

    def choose_side(
        self, board: Board, choices: tuple[OpeningChoice, ...], limit: Limit | None = None
    ) -> OpeningChoice:
        """White when the evaluation favours the side to move (O), black when it does not.

        When the position is nearly even and ``two`` is allowed, two more stones.
        """
        score = self._score(board, self._limit(limit))
        self.last_score = score
        if "two" in choices and abs(score - 0.5) <= EVEN_MARGIN:
            return "two"
        return "white" if score >= 0.5 else "black"

    def _limit(self, limit: Limit | None) -> Limit:
        """``limit`` with this player's time when it gives none."""
        given = limit or Limit()
        return given if given.time is not None else Limit(self.time_limit, cancel=given.cancel)

    def _table_opening(self) -> tuple[Move, Move, Move]:
        """One of the table's openings, turned by one of the eight symmetries."""
        opening = self._rng.choice(BALANCED_OPENINGS)
        turn = self._rng.randrange(8)
        return (turned(opening[0], turn), turned(opening[1], turn), turned(opening[2], turn))

    @staticmethod
    def _placed(step: Move, size: int) -> Move:
        """The cell ``step`` away from the centre of a ``size`` board."""
        middle = size // 2
        return (middle + step[0], middle + step[1])

    def _even_stones(self, board: Board, count: int, limit: Limit) -> list[Move]:
        """``count`` stones near the others after which the evaluation is nearest one half."""
        tries = PAIRS_TRIED if count > 0 else 1
        share = Limit(max(limit.time or self.time_limit, 0.01) / tries, cancel=limit.cancel)
        best: tuple[float, list[Move]] | None = None
        for _ in range(tries):
            stones = self._near_stones(board, count)
            after = board
            for stone in stones:
                after = after.play(stone)
            if after.is_over:
                continue
            distance = abs(self._score(after, share) - 0.5)
            if best is None or distance < best[0]:
                best = (distance, stones)
            if limit.cancelled():
                break
        return best[1] if best is not None else self._near_stones(board, count)

    def _near_stones(self, board: Board, count: int) -> list[Move]:
        """``count`` random empty cells two or three steps from a stone (legal in turn)."""
        stones: list[Move] = []
        after = board
        for _ in range(count):
            cells = _cells_near(after) or after.legal_moves()
            stone = self._rng.choice(cells)
            stones.append(stone)
            after = after.play(stone)
        return stones

    @staticmethod
    def _score(board: Board, limit: Limit) -> float:
        """The side to move's expected result on ``board`` after a short search."""
        from . import analyze  # noqa: PLC0415 - the search loads with the first decision

        result = analyze(board, limit)
        if result.value is None:
            return 0.5
        return result.value.score


def turned(step: Move, turn: int) -> Move:
    """``step`` turned by symmetry ``turn`` (0-7: four rotations, each maybe mirrored)."""
    row, col = step
    for _ in range(turn % 4):
        row, col = col, -row
    return (row, -col) if turn >= 4 else (row, col)


def _cells_near(board: Board) -> list[Move]:
    """The legal cells two or three king steps from the nearest stone."""
    stones = [
        (row, col)
        for row in range(board.rules.size)
        for col in range(board.rules.size)
        if board.mark_at((row, col)) is not None
    ]
    cells = []
    for cell in board.legal_moves():
        distance = min(
            (max(abs(cell[0] - row), abs(cell[1] - col)) for row, col in stones), default=math.inf
        )
        if 2 <= distance <= 3:
            cells.append(cell)
    return cells


def opening_chooser(strategy: Strategy, seed: int | None = None) -> OpeningChooser:
    """``strategy`` when it makes the opening's decisions itself, else a ``BalancedOpening``."""
    if isinstance(strategy, OpeningChooser):
        return strategy
    return BalancedOpening(seed)


def take_opening_step(game: Game, chooser: OpeningChooser, limit: Limit | None = None) -> str:
    """Make the opening decision due in ``game`` with ``chooser``; what it did, in words.

    Placing: every stone of the seat's turn at once (``placed H8 H9 K5``). Choosing:
    the choice (``chose two``). ValueError when no decision of the opening is due;
    IllegalMove when the chooser's stones are too few, too many or not legal.
    """
    turn = game.opening_turn
    if turn is None:
        raise ValueError("no decision of the opening is due")
    if turn.action == "choose":
        choice = chooser.choose_side(game.board, turn.choices, limit)
        game.choose(choice)
        return f"chose {choice}"
    count = (3 if turn.seat == "first" else 5) - game.board.move_count
    stones = chooser.propose_stones(game.board, count, limit)
    if len(stones) != count:
        raise IllegalMove(f"the opening needs {count} stones here, not {len(stones)}")
    for stone in stones:
        game.play(stone)
    return f"placed {format_moves(stones)}"
