"""``perfect``: negamax with alpha-beta, exact wherever its search finishes in the time budget.

On 3 x 3 boards and 4 x 4 with k = 4 (from an opening book) it always finishes, so it never
loses where a draw can be held and wins whenever a win can be forced; other 4 x 4 games and
the late moves of bigger boards are often solved too. Otherwise it deepens its search until
the budget runs out and plays the best move found; ``last_result`` says whether the move was
proven. Ties between equally good moves are broken by the seed.
"""

from __future__ import annotations

import dataclasses
import threading
import time

from ttt_qt.engine import Board, Move, Rules

from ..base import Limit, SearchResult, make_rng, require_playable
from .driver import DEFAULT_TIME, book_search, principal_line, search
from .driver import clear_caches as clear_search_caches

DEFAULT_TIME_LIMIT = DEFAULT_TIME
"""Seconds of thought per move unless told otherwise."""

_SOLVED_LIMIT = 20_000
_solved: dict[tuple[Rules, int, int], SearchResult] = {}
"""Positions already solved: (rules, X's bits, O's bits) -> the search's result."""
_solved_lock = threading.Lock()


class PerfectStrategy:
    """Negamax with alpha-beta, a transposition table and symmetry; see the module docstring.

    Attributes:
        time_limit: seconds per move (unless the limit of a move says otherwise).
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
        self.last_result: SearchResult | None = None

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """The best move found for ``board.to_move`` (random among equals, by the seed)."""
        started = time.perf_counter()
        key = (board.rules, board.x_bits, board.o_bits)
        result = _solved.get(key)
        if result is not None:
            result = dataclasses.replace(result, nodes=0, source="cache")
        else:
            require_playable(board)
            result = book_search(board)
            if result is None:
                budget = (limit or Limit()).or_defaults(self.time_limit, self.max_depth, None)
                result = search(board, budget)
            if result.proven:
                with _solved_lock:
                    if len(_solved) >= _SOLVED_LIMIT:
                        _solved.clear()
                    _solved[key] = result
        move = self._pick(board, result.best_moves())
        line = principal_line(board, move, max(1, result.depth))
        self.last_result = dataclasses.replace(
            result, move=move, line=line, seconds=time.perf_counter() - started
        )
        return move

    def _pick(self, board: Board, best_moves: list[Move]) -> Move:
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
    clear_search_caches()
