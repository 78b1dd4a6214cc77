"""``perfect``: negamax with alpha-beta, exact wherever its search finishes in the time budget.

On 3 x 3 boards and 4 x 4 with k = 4 (from an opening book) it always finishes, so it never
loses where a draw can be held and wins whenever a win can be forced; other 4 x 4 games and
the late moves of bigger boards are often solved too. Otherwise it deepens its search until
the budget runs out and plays the best move found; ``last_result`` says whether the move was
proven. Ties between equally good moves are broken by the seed.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Literal

from ttt_qt.engine import Board, Move, Rules

from .base import make_rng, require_playable
from .opening_book import book_result
from .root_search import clear_caches as clear_root_cache
from .root_search import search_best_moves
from .values import MoveValue, move_value

DEFAULT_TIME_LIMIT = 1.0
"""Seconds of thought per move unless told otherwise."""

_SOLVED_LIMIT = 20_000
_solved: dict[tuple[Rules, int, int], tuple[tuple[Move, ...], MoveValue, int]] = {}
"""Positions already solved: (rules, X's bits, O's bits) -> (best moves, value, depth)."""
_solved_lock = threading.Lock()


@dataclass(frozen=True, slots=True)
class PerfectResult:
    """How ``perfect`` found its last move.

    Attributes:
        move: the move played.
        best_moves: every move that scored as well (the move was drawn from these).
        value: the value of the move for the side that played it.
        proven: True when the value is exact (a win, draw or loss with best play).
        depth: plies searched in the last finished iteration (0 for the book or the cache).
        nodes: search nodes visited.
        seconds: time taken.
        source: ``search``, ``cache`` (a position already solved) or ``book``.
    """

    move: Move
    best_moves: tuple[Move, ...]
    value: MoveValue
    proven: bool
    depth: int
    nodes: int
    seconds: float
    source: Literal["search", "cache", "book"]


class PerfectStrategy:
    """Negamax with alpha-beta, a transposition table and symmetry; see the module docstring.

    Attributes:
        time_limit: seconds per move.
        max_depth: plies searched at most (None: no limit), for a reproducible depth.
        last_result: how the last move was found, or None before the first.
    """

    name = "perfect"

    def __init__(
        self,
        seed: int | None = None,
        time_limit: float = DEFAULT_TIME_LIMIT,
        max_depth: int | None = None,
    ) -> None:
        """Break ties between equally good moves with a generator seeded by ``seed``."""
        if not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds, not {time_limit!r}")
        self._rng = make_rng(seed)
        self.time_limit = float(time_limit)
        self.max_depth = max_depth
        self.last_result: PerfectResult | None = None

    def choose(self, board: Board, cancel: threading.Event | None = None) -> Move:
        """The best move found for ``board.to_move`` (random among equals, by the seed)."""
        start = time.perf_counter()
        key = (board.rules, board.x_bits, board.o_bits)
        known = _solved.get(key)
        if known is not None:
            best_moves, value, depth = known
            move = self._pick(board, best_moves)
            self.last_result = PerfectResult(
                move, best_moves, value, True, depth, 0, time.perf_counter() - start, "cache"
            )
            return move
        require_playable(board)
        source: Literal["search", "book"] = "book"
        result = book_result(board)
        if result is None:
            source = "search"
            result = search_best_moves(board, self.time_limit, cancel, self.max_depth)
        size = board.rules.size
        best_moves = tuple(divmod(cell, size) for cell in result.best_cells)
        left = board.rules.cell_count - board.move_count
        value = move_value(result.score, result.proven, left, board.rules)
        if result.proven:
            with _solved_lock:
                if len(_solved) >= _SOLVED_LIMIT:
                    _solved.clear()
                _solved[key] = (best_moves, value, result.depth)
        move = self._pick(board, best_moves)
        self.last_result = PerfectResult(
            move=move,
            best_moves=best_moves,
            value=value,
            proven=result.proven,
            depth=result.depth,
            nodes=result.nodes,
            seconds=time.perf_counter() - start,
            source=source,
        )
        return move

    def _pick(self, board: Board, best_moves: tuple[Move, ...]) -> Move:
        """A random one of the equally good moves that lie on the most lines.

        On 3 x 3 that is the centre, then the corners, before a side: every first move draws,
        but a person expects the strong-looking one.
        """
        lines_through = board.rules.geometry.lines_through
        size = board.rules.size

        def lines_of(move: Move) -> int:
            return len(lines_through[move[0] * size + move[1]])

        most = max(lines_of(move) for move in best_moves)
        return self._rng.choice([move for move in best_moves if lines_of(move) == most])


def clear_caches() -> None:
    """Forget every solved position and transposition table (benchmarks measure cold runs)."""
    with _solved_lock:
        _solved.clear()
    clear_root_cache()
