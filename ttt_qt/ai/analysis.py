"""Position analysis for hints and the board overlay: the value of every legal move.

``analyze(board, budget, cancel)`` searches each legal move with a full window, one ply deeper
per round, until every value is proven, the budget is spent or ``cancel`` is set. Moves that
a symmetry of the position maps onto each other are searched once. On 4 x 4 boards with
k = 4 the opening book answers the first moves at once.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from ttt_qt.engine import Board, Move

from .negamax import SearchAborted, Searcher, root_position
from .opening_book import book_move_scores
from .symmetry import symmetry_of
from .values import MoveValue, move_value

_NEXT_ROUND_FACTOR = 2
"""Deepening stops when the time left is less than this many times the last round's."""


@dataclass(frozen=True, slots=True)
class Analysis:
    """The value of every legal move of a position, for the side to move.

    Attributes:
        moves: every legal move and its value (empty once the game is over).
        proven: True when every value is exact.
        depth: plies searched in the last full round (0 when the book answered).
        nodes: search nodes visited.
    """

    moves: dict[Move, MoveValue]
    proven: bool
    depth: int = 0
    nodes: int = 0

    def best_moves(self) -> list[Move]:
        """The moves with the best value, in row-major order (non-empty while the game goes on)."""
        if not self.moves:
            return []
        top = max(value.sort_key() for value in self.moves.values())
        return [move for move, value in self.moves.items() if value.sort_key() == top]


def analyze(board: Board, budget: float = 1.0, cancel: threading.Event | None = None) -> Analysis:
    """Value every legal move of ``board`` within ``budget`` seconds (see the module docstring)."""
    if board.is_over:
        return Analysis({}, proven=True)
    rules = board.rules
    size = rules.size
    left = rules.cell_count - board.move_count
    book = book_move_scores(board)
    if book is not None:
        moves = {
            divmod(cell, size): move_value(score, True, left, rules)
            for cell, score in sorted(book.items())
        }
        return Analysis(moves, proven=True)

    start = time.perf_counter()
    searcher = Searcher(rules, deadline=start + budget, cancel=cancel)
    position = root_position(board)
    symmetry = symmetry_of(size)
    stabilizer = symmetry.stabilizer(position.me | position.opp << rules.cell_count)
    representative = {
        divmod(cell, size): symmetry.orbit_representative(cell, stabilizer)
        for cell in range(rules.cell_count)
        if not (position.me | position.opp) >> cell & 1
    }
    order = [cell for cell in searcher.ordered_cells(position) if cell in representative.values()]
    scores: dict[int, tuple[int, bool]] = {}
    finished_depth = 0
    for depth in range(1, left + 1):
        round_start = time.perf_counter()
        deeper = dict(scores)
        try:
            for cell in order:
                if cell in scores and scores[cell][1]:
                    continue
                before = searcher.estimates
                score = searcher.move_value(position, cell, depth)
                deeper[cell] = (score, searcher.proves(score, before))
        except SearchAborted:
            # Keep what this unfinished round proved; estimates of mixed depths would not
            # compare fairly, so the others keep the last full round's.
            scores.update((cell, value) for cell, value in deeper.items() if value[1])
            break
        scores = deeper
        finished_depth = depth
        if all(exact for _, exact in scores.values()):
            break
        now = time.perf_counter()
        if start + budget - now < _NEXT_ROUND_FACTOR * (now - round_start):
            break
    for cell in order:
        if cell not in scores:
            scores[cell] = searcher.static_value(position, cell)
    moves = {}
    for move, cell in sorted(representative.items()):
        score, exact = scores[cell]
        moves[move] = move_value(score, exact, left, rules)
    proven = all(value.proven for value in moves.values())
    return Analysis(moves, proven=proven, depth=finished_depth, nodes=searcher.nodes)
