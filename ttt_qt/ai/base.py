"""What every computer player shares: the protocol, one budget (``Limit``), one answer type.

- ``Strategy``: ``choose(board, limit)`` returns a legal move.
- ``Limit``: the budget of one move or analysis: seconds, plies, playouts, a cancel flag and
  the deadline, on one clock. A strategy uses the parts that mean something to it and its own
  options for the others; every search stops by it (``SearchStopped``, ``Poller``).
- ``MoveValue``: the value of one move as people see it (a proven win, draw or loss, or a guess).
- ``SearchResult``: what a search found: the move, its value, the depth and nodes, the
  principal line, and the value of every move it looked at.
- ``Explains``: a strategy that keeps the ``SearchResult`` of its last move, so that a window
  can say whether that move was proven (``last_result`` reads it from any strategy).
- ``plays_legal``: wraps a ``choose`` so that it never returns a cell the rules forbid (under
  Renju, X's double threes, double fours and overlines), for players that pick among the
  board's empty cells rather than its legal moves.
"""

from __future__ import annotations

import functools
import math
import random
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from time import perf_counter
from typing import Concatenate, Literal, ParamSpec, Protocol, TypeVar, runtime_checkable

from ttt_qt.engine import Board, Move

ANSWER_RESERVE = 0.02
"""Seconds of a move's think time that a player keeps back from its search (``for_a_move``).
Measured on 15 x 15 at 1 s (2 cores, busy), without it ``perfect`` answered up to 6 ms and
``mcts`` up to 13 ms after the time: the steps between two looks at the clock, the unwinding
and the choice of the move."""
MAX_RESERVE_SHARE = 0.1
"""The reserve's share of a short think time at most."""


class SearchStopped(Exception):
    """A search reached its limit (the deadline passed or the cancel flag was set) and unwinds.

    The one exception for both, raised by ``Limit.check``; a search that loops rather than
    recurses asks ``Limit.stopped`` and leaves its loop instead.
    """


@dataclass(frozen=True, slots=True)
class Limit:
    """The budget of one move or one analysis; None leaves a part to the strategy's own option.

    Every search stops the same way: it counts its steps (nodes, moves played, playouts) and
    every few steps asks ``stopped`` (or ``check``, which raises ``SearchStopped``), which looks
    at the cancel flag and reads ``clock`` against ``deadline``.

    Attributes:
        time: seconds of thought, counted from the start of the search (``started``).
        depth: plies searched at most (the alpha-beta search).
        playouts: random games played at most (the Monte Carlo players).
        cancel: once set, the search returns promptly with the best it has found.
        deadline: the ``clock`` reading at which the search stops (None: only ``cancel`` stops
            it); ``started`` sets it from ``time``, a search in stages gives each its own.
        clock: the one clock of every search, ``time.perf_counter``; a test may pass one that
            counts its readings.
    """

    time: float | None = None
    depth: int | None = None
    playouts: int | None = None
    cancel: threading.Event | None = None
    deadline: float | None = None
    clock: Callable[[], float] = field(default=perf_counter, compare=False, repr=False)

    def __post_init__(self) -> None:
        """Refuse a budget that is not a positive amount."""
        if self.time is not None and not self.time > 0:
            raise ValueError(f"time must be a positive number of seconds, not {self.time!r}")
        for label, count in (("depth", self.depth), ("playouts", self.playouts)):
            if count is not None and (isinstance(count, bool) or int(count) != count or count < 1):
                raise ValueError(f"{label} must be a whole number from 1 on, not {count!r}")

    def cancelled(self) -> bool:
        """True once the cancel flag is set."""
        return self.cancel is not None and self.cancel.is_set()

    def stopped(self) -> bool:
        """True once the cancel flag is set or the deadline has passed."""
        return self.cancelled() or (self.deadline is not None and self.clock() >= self.deadline)

    def stopped_at(self, now: float, ahead: float = 0.0) -> bool:
        """True once the cancel flag is set or the deadline passes within ``ahead`` of ``now``.

        ``now`` is a reading of ``clock`` the caller made; a search that works in batches
        passes the last batch's duration as ``ahead``, so as not to start one it cannot end.
        """
        return self.cancelled() or (self.deadline is not None and now + ahead >= self.deadline)

    def check(self) -> None:
        """Raise SearchStopped once the cancel flag is set or the deadline has passed."""
        if self.stopped():
            raise SearchStopped

    def started(self, seconds: float | None = None) -> Limit:
        """This limit with its deadline set as a search starts: ``time`` from now.

        Without ``time``, the deadline it has, else ``seconds`` from now (None: no deadline).
        A deadline it already has that comes sooner stays.
        """
        span = self.time
        if span is None and self.deadline is None:
            span = seconds
        if span is None:
            return self
        deadline = self.clock() + span
        if self.deadline is not None:
            deadline = min(deadline, self.deadline)
        return replace(self, deadline=deadline)

    def share(self, fraction: float) -> Limit:
        """A stage with ``fraction`` of the time left before the deadline (never past it)."""
        if self.deadline is None:
            return self
        now = self.clock()
        return replace(
            self, deadline=min(self.deadline, now + max(0.0, self.deadline - now) * fraction)
        )

    def for_a_move(self) -> Limit:
        """This limit with ``ANSWER_RESERVE`` kept back from its ``time``, for the answer.

        A search looks at its deadline every few steps, then unwinds and picks its move; a
        player that searches until the reserve begins answers within ``time``. At most
        ``MAX_RESERVE_SHARE`` of a short time is kept back.
        """
        if self.time is None:
            return self
        return replace(self, time=self.time - min(ANSWER_RESERVE, self.time * MAX_RESERVE_SHARE))

    def left(self) -> float:
        """Seconds left before the deadline (infinity without one)."""
        return math.inf if self.deadline is None else self.deadline - self.clock()

    def or_defaults(self, time: float | None, depth: int | None, playouts: int | None) -> Limit:
        """This limit with its unset parts taken from a strategy's options."""
        return replace(
            self,
            time=self.time if self.time is not None else time,
            depth=self.depth if self.depth is not None else depth,
            playouts=self.playouts if self.playouts is not None else playouts,
        )


NO_LIMIT = Limit()
"""The strategy's own options decide; nothing cancels."""


class Poller:
    """What a search without a step counter of its own calls at every step (a move played).

    Every ``every`` steps it checks the limit of the current stage: ``SearchStopped`` once it
    is reached. A search in stages gives each stage a share of the whole limit's time left.

    Attributes:
        limit: the whole search's limit (its deadline set).
        current: the limit checked now: ``limit`` until a ``stage`` begins.
    """

    __slots__ = ("_count", "_every", "current", "limit")

    def __init__(self, limit: Limit, every: int) -> None:
        """Check ``limit`` every ``every`` steps."""
        self.limit = limit
        self.current = limit
        self._every = every
        self._count = 0

    def stage(self, share: float) -> None:
        """Give the next stage ``share`` of the time left (never past the whole deadline)."""
        self.current = self.limit.share(share)

    def __call__(self) -> None:
        """Count one step; on every ``every``-th, raise SearchStopped once the stage is over."""
        self._count += 1
        if not self._count % self._every:
            self.current.check()


@runtime_checkable
class Strategy(Protocol):
    """A computer player.

    ``choose`` returns a legal move for the side to move on a board that is not over. It asks
    ``limit.stopped`` often (at least every ~50 ms); once the cancel flag is set, it returns
    promptly with the best move found so far, which is still a legal move.
    """

    name: str

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """Pick a move for ``board.to_move`` within ``limit``."""
        ...


ValueKind = Literal["win", "draw", "loss", "estimate"]
"""How a value is known: proven win, draw or loss for the side to move, or estimated."""


@dataclass(frozen=True, slots=True)
class MoveValue:
    """The value of one move for the side to move.

    Attributes:
        kind: ``win``, ``draw`` or ``loss`` when proven, ``estimate`` otherwise.
        plies: for a proven value, the plies (moves of both sides, this one included) until the
            game ends with best play; None for an estimate.
        score: the side to move's expected result: 1 win, 0.5 draw, 0 loss, or an estimate.
        label: short text for a board overlay: ``Win in 3``, ``Draw``, ``Loss in 2``, ``62%``.
    """

    kind: ValueKind
    plies: int | None
    score: float
    label: str

    @property
    def proven(self) -> bool:
        """True for a proven win, draw or loss."""
        return self.kind != "estimate"

    def sort_key(self) -> tuple[float, int]:
        """Larger is better: by expected result, then a faster win or a slower loss."""
        if self.kind == "win":
            return (self.score, -(self.plies or 0))
        if self.kind == "loss":
            return (self.score, self.plies or 0)
        return (self.score, 0)


Source = Literal["search", "cache", "book", "forced"]
"""Where a result came from: a search, a position solved before, the opening book, or a
forced move (the only one left, or the block of a line the opponent would complete)."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a search found, for a move (``perfect``) or for a whole position (``analyze``).

    Attributes:
        move: the move chosen, or the first best move of an analysis; None once the game is over.
        value: the value of ``move`` for the side to move (None once the game is over).
        proven: for a move, True when its value is exact; for an analysis, when every value is.
        depth: plies searched in the last finished round (0 for the book or the cache).
        nodes: search nodes visited.
        line: the principal line: ``move`` and the best replies the search knows after it
            (only ``move`` for a position answered from the cache with another move).
        moves: the moves valued: every legal move for an analysis, the equally best moves
            (``move`` among them) for a move.
        seconds: time taken.
        source: ``search``, ``cache`` (a position already solved), ``book`` or ``forced``
            (played without a search: the only move left, or a block).
    """

    move: Move | None
    value: MoveValue | None
    proven: bool
    depth: int = 0
    nodes: int = 0
    line: tuple[Move, ...] = ()
    moves: Mapping[Move, MoveValue] = field(default_factory=dict)
    seconds: float = 0.0
    source: Source = "search"

    def best_moves(self) -> list[Move]:
        """The moves with the best value, in row-major order (non-empty while the game goes on)."""
        if not self.moves:
            return []
        top = max(value.sort_key() for value in self.moves.values())
        return sorted(move for move, value in self.moves.items() if value.sort_key() == top)


@runtime_checkable
class Explains(Protocol):
    """A strategy that keeps how it found its last move (``perfect``, ``threats``).

    Attributes:
        last_result: the last move's result: ``proven`` with its exact ``value`` when the
            search proved it, else the best move found in ``seconds``; None before a move.
    """

    last_result: SearchResult | None


def last_result(strategy: Strategy) -> SearchResult | None:
    """How ``strategy`` found its last move, when it says (None for the rule players)."""
    return strategy.last_result if isinstance(strategy, Explains) else None


def exact_value(kind: Literal["win", "draw", "loss"], plies: int) -> MoveValue:
    """A proven value ``plies`` plies from the end, labelled as the board overlay writes it."""
    if kind == "win":
        return MoveValue("win", plies, 1.0, f"Win in {plies}")
    if kind == "loss":
        return MoveValue("loss", plies, 0.0, f"Loss in {plies}")
    return MoveValue("draw", plies, 0.5, "Draw")


def proven_value(board: Board, move: Move) -> MoveValue | None:
    """The exact value of ``move`` when it ends the game (a win, a draw or, in reverse, a loss)."""
    child = board.play(move)
    if not child.is_over:
        return None
    if child.winner is None:
        return exact_value("draw", 1)
    return exact_value("win" if child.winner == board.to_move else "loss", 1)


def require_playable(board: Board) -> list[Move]:
    """The legal moves of ``board``; ValueError when the game is already over."""
    moves = board.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return moves


def make_rng(seed: int | None) -> random.Random:
    """A private random generator, reproducible for a given seed."""
    return random.Random(seed)


def allowed(board: Board, move: Move) -> Move:
    """``move`` when the side to move may play it, else the legal move nearest to it.

    Only Renju forbids empty cells (to X). The nearest is by king steps, then row-major.
    """
    if board.forbidden_reason(move) is None:
        return move
    row, col = move
    return min(
        require_playable(board),
        key=lambda cell: (max(abs(cell[0] - row), abs(cell[1] - col)), cell),
    )


_S = TypeVar("_S")
_P = ParamSpec("_P")


def plays_legal(
    choose: Callable[Concatenate[_S, Board, _P], Move],
) -> Callable[Concatenate[_S, Board, _P], Move]:
    """Wrap a strategy's ``choose``: a forbidden cell becomes the nearest legal one.

    See ``allowed``. It costs little under every rule but Renju, where X has such cells.
    """

    @functools.wraps(choose)
    def checked(self: _S, board: Board, /, *args: _P.args, **kwargs: _P.kwargs) -> Move:
        return allowed(board, choose(self, board, *args, **kwargs))

    return checked


def as_the_rule_allows(board: Board, result: SearchResult) -> SearchResult:
    """An analysis of ``board`` as its gomoku rule allows.

    The searches count lines as freestyle does, so under another rule a value they prove may
    be wrong: every value becomes an estimate (its score kept), and cells forbidden to the side
    to move (Renju) are left out. Under freestyle ``result`` is returned as it is.
    """
    if board.rules.is_freestyle or result.move is None:
        return result
    forbidden = set(board.forbidden_moves())
    moves = {
        move: _estimated(value) for move, value in result.moves.items() if move not in forbidden
    }
    if not moves:
        return replace(result, proven=False)
    best = result.move
    if best not in moves:
        best = max(moves, key=lambda move: (moves[move].sort_key(), -move[0], -move[1]))
    line = result.line if result.line[:1] == (best,) else (best,)
    return replace(result, move=best, value=moves[best], proven=False, moves=moves, line=line)


def _estimated(value: MoveValue) -> MoveValue:
    """``value`` as an estimate of the same score."""
    if value.kind == "estimate":
        return value
    return MoveValue("estimate", None, value.score, f"{round(value.score * 100)}%")
