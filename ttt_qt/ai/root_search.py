"""Iterative deepening at the root: every best move of a position, proven where the search ends.

Each iteration searches one ply deeper than the last. The first move gets a full window; every
other move is first tested with a null window at the best score so far (is it at least as
good?) and searched again only when it is, so that *all* the moves sharing the best score are
known exactly: the caller breaks ties among them with its own random generator, which keeps a
seeded player deterministic whatever the transposition table already holds.

An iteration is exact when no estimate entered it, or when it found a win or a loss that
counts as proven (see ``Searcher.proves``). The search stops at the first exact iteration,
when the time left would not allow another iteration, or when the deadline passes or the
cancel flag is set (then the last finished iteration counts).
"""

from __future__ import annotations

import threading
import time
from typing import NamedTuple

from ttt_qt.engine import Board

from .evaluation import INFINITY
from .negamax import Position, SearchAborted, Searcher, root_position
from .transposition import clear_tables

_EXACT_FIRST_MAX_CELLS = 16
"""Boards of at most this many cells (3 x 3, 4 x 4) go to an exact search first; bigger
boards deepen step by step (an iteration as deep as the cells left is exact as well)."""
_NEXT_ITERATION_FACTOR = 2
"""Deepening stops when the time left is less than this many times the last iteration's:
the next one, at least that much longer, would not finish."""
_EXACT_ONLY_MAX_LEFT = 12
"""On those boards, positions with at most this many empty cells give the exact search the
whole budget: they are solved in milliseconds."""


class RootResult(NamedTuple):
    """What the root search found.

    Attributes:
        best_cells: every cell (index ``row * size + col``) with the best score, in cell order.
        score: that score (see ``evaluation``), root at ply 0.
        proven: True when the score is exact.
        depth: plies searched in the last finished iteration (0: none finished).
        nodes: nodes visited.
    """

    best_cells: tuple[int, ...]
    score: int
    proven: bool
    depth: int
    nodes: int


def clear_caches() -> None:
    """Forget every transposition table (benchmarks measure cold searches)."""
    clear_tables()


def search_best_moves(
    board: Board,
    time_limit: float,
    cancel: threading.Event | None = None,
    max_depth: int | None = None,
) -> RootResult:
    """Search ``board`` (not over) for up to ``time_limit`` seconds; see the module docstring."""
    start = time.perf_counter()
    searcher = Searcher(board.rules, deadline=start + time_limit, cancel=cancel)
    position = root_position(board)
    order = searcher.ordered_cells(position)
    result = RootResult((order[0],), 0, False, 0, 0)
    limit = position.left if max_depth is None else min(max_depth, position.left)
    if limit == position.left and board.rules.cell_count <= _EXACT_FIRST_MAX_CELLS:
        # Small enough to try solving outright: an exact search skips the heuristic
        # iterations, which cut off little; if it runs out of its share of the budget, its
        # exact subtrees stay in the table for the iterations that follow.
        share = time_limit if position.left <= _EXACT_ONLY_MAX_LEFT else time_limit / 2
        searcher.set_deadline(start + share)
        try:
            cells, score = _iteration(searcher, position, order, position.left)
        except SearchAborted:
            searcher.set_deadline(start + time_limit)
        else:
            return RootResult(tuple(sorted(cells)), score, True, position.left, searcher.nodes)
    for depth in range(1, limit + 1):
        iteration_start = time.perf_counter()
        try:
            estimates_before = searcher.estimates
            cells, score = _iteration(searcher, position, order, depth)
        except SearchAborted:
            break
        exact = searcher.proves(score, estimates_before)
        result = RootResult(tuple(sorted(cells)), score, exact, depth, searcher.nodes)
        if exact:
            break
        order = cells + [cell for cell in order if cell not in cells]
        now = time.perf_counter()
        if start + time_limit - now < _NEXT_ITERATION_FACTOR * (now - iteration_start):
            break
    return RootResult(result.best_cells, result.score, result.proven, result.depth, searcher.nodes)


def _iteration(
    searcher: Searcher, position: Position, order: list[int], depth: int
) -> tuple[list[int], int]:
    """One iteration of ``depth`` plies: the best cells (best first) and their score."""
    best_cells: list[int] = []
    best = -INFINITY
    for cell in order:
        if not best_cells:
            best = searcher.move_value(position, cell, depth)
            best_cells.append(cell)
            continue
        score = searcher.move_value(position, cell, depth, best - 1, best)
        if score < best:
            continue
        score = searcher.move_value(position, cell, depth, best - 1, INFINITY)
        if score > best:
            best, best_cells = score, [cell]
        elif score == best:
            best_cells.append(cell)
    return best_cells, best
