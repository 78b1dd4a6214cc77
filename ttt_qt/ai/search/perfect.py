"""``perfect``: negamax with alpha-beta, exact wherever its search finishes in the time budget.

On 3 x 3 boards and 4 x 4 with k = 4 (from an opening book) it always finishes, so it never
loses where a draw can be held and wins whenever a win can be forced; on 5 x 5 with k = 4
(normal rules) the book and the win/draw/loss prover (``proof``) make it as sure, within its
think time (see docs/solving_5x5.md). Other 4 x 4 games and the late moves of bigger boards
are often solved too. Otherwise it deepens its search until
the budget runs out and plays the best move found; ``last_result`` says whether the move was
proven. Ties between equally good moves are broken by the seed.

Its ``memory`` (``ai.memory.SearchMemory``) keeps, from move to move, the positions it has
solved, the transposition table and the prover's table; a player given another's memory
(``memory=`` or ``ai.memory.share_memory``) shares them.
"""

from __future__ import annotations

import time

from ttt_qt.engine import Board, Move

from ..base import (
    Limit,
    SearchResult,
    Source,
    as_the_rule_allows,
    make_rng,
    plays_legal,
    require_playable,
)
from ..memory import SearchMemory
from .driver import DEFAULT_TIME, book_search, principal_line, search

DEFAULT_TIME_LIMIT = DEFAULT_TIME
"""Seconds of thought per move unless told otherwise."""


class PerfectStrategy:
    """Negamax with alpha-beta, a transposition table and symmetry; see the module docstring.

    Attributes:
        time_limit: seconds per move (unless the limit of a move says otherwise).
        max_depth: plies searched at most (None: no limit), for a reproducible depth.
        last_result: how the last move was found, or None before the first.
        memory: what its searches remember (see the module docstring).
    """

    name = "perfect"

    def __init__(
        self,
        seed: int | None = None,
        time_limit: float = DEFAULT_TIME_LIMIT,
        max_depth: int | None = None,
        memory: SearchMemory | None = None,
    ) -> None:
        """Break ties between equally good moves with a generator seeded by ``seed``.

        Search with ``memory`` (another player's, to share it), or with a memory of its own.
        """
        if not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds, not {time_limit!r}")
        self._rng = make_rng(seed)
        self.time_limit = float(time_limit)
        self.max_depth = max_depth
        self.last_result: SearchResult | None = None
        self.memory = SearchMemory() if memory is None else memory

    @plays_legal
    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """The best move found for ``board.to_move`` (random among equals, by the seed)."""
        started = time.perf_counter()
        memory = self.memory  # one memory for the whole move, even if another is handed over
        known = memory.solved(board)
        source: Source = "cache"
        if known is not None:
            result, best_moves = known
        else:
            legal = require_playable(board)
            budget = (
                (limit or Limit()).or_defaults(self.time_limit, self.max_depth, None).for_a_move()
            )
            if board.forbidden_moves():  # Renju: X's forbidden cells stay out of the root
                size = board.rules.size
                among = {row * size + col for row, col in legal}
                result = search(board, budget, among=among, memory=memory)
            else:
                result = book_search(board) or search(board, budget, memory=memory)
            source = result.source
            best_moves = result.best_moves()
            # A depth cap can prove the value with only some of the best moves: not kept.
            if result.proven and budget.depth is None:
                memory.keep_solved(board, (result, best_moves))
        move = self._pick(board, best_moves)
        if result.line[:1] == (move,):
            line = result.line
        elif source == "cache":
            line = (move,)  # a repeated position must stay cheap: the search's line was another
        else:
            line = principal_line(
                board, move, max(1, result.depth), memory.transpositions(board.rules)
            )
        self.last_result = as_the_rule_allows(
            board,
            SearchResult(
                move=move,
                value=result.value,
                proven=result.proven,
                depth=result.depth,
                nodes=0 if source == "cache" else result.nodes,
                line=line,
                moves=result.moves,
                seconds=time.perf_counter() - started,
                source=source,
            ),
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
