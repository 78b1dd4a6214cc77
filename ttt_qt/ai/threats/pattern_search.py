"""``PatternSearch``: alpha-beta over a ``Position``, its moves and its leaves read off the shapes.

The threat player's final search on 15 x 15 freestyle, five in a row
(``roots.uses_pattern_search``). Where ``perfect``'s bitboard search weighs every line of
the board and looks at every cell next to a stone, this one asks the cells' shapes
(``patterns``), which the position keeps up to date as moves are played and undone. At each
node, for the side to move:

- a cell that completes its line: a win now;
- two cells (or more) where the opponent completes one: a loss;
- one such cell: blocking it is the only move, and it costs no depth (the search follows
  forced blocks to their end);
- a cell that gives it an open four or two fours: a win in 3 plies;
- when the opponent can make an open four (it has an open three): only the cells where
  either side makes a four or better (the three's blocks and our own fours);
- otherwise the ``WIDTH`` most promising cells (``by_promise``: tables fitted to the moves
  Rapfi chose), best first, the transposition table's move before them. Three plies or more
  above the horizon, the moves after the first ``REDUCE_AFTER`` are searched a ply
  shallower first, and at full depth only when they beat the best so far (late move
  reductions).

At the horizon (``evaluate``), a side to move with a double threat (a four and an open three,
or two open threes) against an opponent without a three to answer by fours has all but won
(``SURE_SCORE``); otherwise the score sums, over the candidate cells, what the shapes a stone
there would make are worth to the side to move (``MOVER_TERMS``) less what they are worth to
the opponent (``OPPONENT_TERMS``), each read from a table by the cell's code.

The search deepens one ply at a time (principal variation search, the moves of the last
round first) until the limit stops it; it returns the best move of the last round finished.
A win it finds is not a proof (the opponent's quiet moves are cut to ``WIDTH``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ..base import SearchStopped
from .patterns import DOUBLE_THREE_SCORE, FOUR, SURE_WIN_SCORE, WIN_SCORE, term_table
from .position import Position

WIN = 1_000_000_000
"""The score of a line completed now, less the plies to it."""
MATE_BOUND = WIN - 1_000
"""Scores beyond this are wins (losses) the search found."""
SURE_SCORE = 500_000
"""The score of an unanswerable double threat at the horizon (below ``MATE_BOUND``)."""
WIDTH = 8
"""Quiet moves looked at in each node (10 before the move order was fitted and the late moves
reduced: with both, 8 won more games against Rapfi than 10 or 6; benchmarks/bench_rapfi.md)."""
POINTS_PER_LOG_ODDS = 22_256
"""The evaluation's scale: a score this much higher is e times the odds of winning. It is the
scale the weights before the fit had on the games they were fitted to, so that the fitted
``MOVER_TERMS`` and ``OPPONENT_TERMS`` keep their size against ``SURE_SCORE``."""
MOVER_TERMS = (-760, 81, 1_002, 4_487, 5_589, 0, 0, 0, 0, 0, 0, 0, 1_992, 81_392, 0)
"""What each of ``patterns.TERMS`` in a candidate cell adds to the score for the side to move
(a sure win never counts: a side to move that makes an open four has won before the horizon).

Fitted by ``benchmarks/tune_evaluation.py fit --shapes-only --with-proven`` to the results of
487 games Rapfi played against itself (seeds 1000 to 1221 and 5000 to 5264 of its ``games``),
the pairs of shapes left out. Against Rapfi at 50 ms a move it won 15 games of 80 and drew
1, where the weights before (twice the shapes' ``patterns.SHAPE_WEIGHTS``, a double threat
40,000) won 5 and drew 2, side by side; 13-7 against 12-8 at 2,000 nodes. By single moves
(``bench_move_quality.py``) it lost more than those (133.9 against 109.2): a match is what
it was chosen by (benchmarks/bench_rapfi.md). Weights fitted with the pairs of shapes,
or to Rapfi's evaluations, or to more games without the positions Rapfi proved, predicted
the results better and played worse."""
OPPONENT_TERMS = (-804, -75, 1_219, 3_398, 5_324, 0, 0, 0, 0, 0, 0, 0, 4_865, 24_504, 17_756)
"""What each of ``patterns.TERMS`` in a candidate cell takes from the score, for the opponent
(fitted with ``MOVER_TERMS``)."""
# fmt: off
ORDER_MOVER_TERMS = (
    84, 1_519, 1_724, 3_422, 3_488, -46, -52, -146, 168, -208, 203, -63, 8_537, 9_949, 0,
)
"""How much each of ``patterns.TERMS`` in a cell makes a quiet move there promising, for the
side to move (``by_promise``; a thousandth of a unit of log-odds that it is the move played).

Fitted by ``benchmarks/tune_move_order.py`` to Rapfi's quiet moves in 3,589 of its games
(a conditional logit over the candidate cells): the move Rapfi played is among the 8 first
(``WIDTH``) in 77.8% of the positions held out, against 67.0% when ordered by the
evaluation's tables, and first in 28.2% against 23.0%."""
ORDER_OPPONENT_TERMS = (
    110, 583, 917, 2_338, 2_813, -103, 42, 22, 179, 155, 532, 380, 4_575, 6_597, 0,
)
"""The same for the opponent's terms in the cell (a move there takes them away)."""
# fmt: on
MAX_DEPTH = 64
"""Plies of the deepest round (the limit ends the search long before)."""
REDUCE_FROM_DEPTH = 3
"""Quiet nodes this many plies or more above the horizon search their later moves shallower."""
REDUCE_AFTER = 3
"""The quiet moves searched at full depth at once; those after them go a ply shallower first."""

_EXACT, _LOWER, _UPPER = 0, 1, 2


@cache
def evaluation_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per cell code, its score for the side to move and against it for the opponent."""
    return term_table(MOVER_TERMS), term_table(OPPONENT_TERMS)


@cache
def order_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per cell code, how promising a move there is for the side to move and for the opponent."""
    return term_table(ORDER_MOVER_TERMS), term_table(ORDER_OPPONENT_TERMS)


def by_promise(position: Position, cells: Iterable[int]) -> list[int]:
    """``cells`` (candidates of ``position``) the most promising quiet move first.

    A cell's promise is what the shapes a stone there would make for the side to move, and
    take from the opponent, weigh in ``ORDER_MOVER_TERMS`` and ``ORDER_OPPONENT_TERMS``.
    Cells of equal promise keep their order in ``cells``.
    """
    me = position.to_move
    own, other = position.codes[me], position.codes[3 - me]
    for_mover, for_opponent = order_tables()
    return sorted(cells, key=lambda cell: -(for_mover[own[cell]] + for_opponent[other[cell]]))


class PatternSearch:
    """Alpha-beta over ``position``; see the module docstring.

    Attributes:
        position: the position searched (played and undone in place, as it was at the end).
        nodes: nodes visited so far.
        depth: plies of the last round finished.
    """

    def __init__(self, position: Position) -> None:
        """Search ``position``; its ``on_change`` (a ``Poller``) stops the search."""
        self.position = position
        self.nodes = 0
        self.depth = 0
        self._table: dict[int, tuple[int, int, int, int]] = {}
        """Per position hash: depth searched, bound, score, best cell."""
        self._for_mover, self._for_opponent = evaluation_tables()

    def best(self, roots: list[int], max_depth: int | None = None) -> tuple[int, int]:
        """The best of ``roots`` (cells of the position) and its score, deepening until stopped.

        ``max_depth`` caps the rounds (None: ``MAX_DEPTH``). A root that completes our line is
        the answer at once (the nodes below see a line completed only as a cell that would
        complete it); the first root is the answer when the first round does not finish.
        """
        worth = self.position.worth[self.position.to_move]
        fives = [cell for cell in roots if worth[cell] >= WIN_SCORE]
        if fives:
            return fives[0], WIN - 1
        best_cell, best_score = roots[0], 0
        order = list(roots)
        try:
            for depth in range(1, (max_depth or MAX_DEPTH) + 1):
                best_cell, best_score, order = self._root(order, depth)
                self.depth = depth
                if abs(best_score) > MATE_BOUND:
                    break
        except SearchStopped:
            pass
        return best_cell, best_score

    def value(self, cell: int, depth: int) -> int:
        """The score of playing ``cell`` (not one that completes our line), ``depth`` plies deep.

        Searched with a full window, so that the scores of several cells compare (``best``
        knows only that the others are no better than the best). At depth 1 the cell's
        wins and losses (scores beyond ``MATE_BOUND``) are proven: the only moves below it
        are forced ones.
        """
        position = self.position
        position.play(cell)
        try:
            return -self._negamax(depth - 1, -WIN - 1, WIN + 1, 1)
        finally:
            position.undo(cell)

    def _root(self, order: list[int], depth: int) -> tuple[int, int, list[int]]:
        """One round ``depth`` plies deep: the best cell, its score, and the cells by score.

        The first cell gets the full window, the others a null window first (principal
        variation search); a cell that beats the best so far is searched again in full.
        """
        position = self.position
        alpha = -WIN - 1
        scored: list[tuple[int, int]] = []
        for cell in order:
            position.play(cell)
            try:
                if scored:
                    score = -self._negamax(depth - 1, -alpha - 1, -alpha, 1)
                    if score > alpha:
                        score = -self._negamax(depth - 1, -WIN - 1, -alpha, 1)
                else:
                    score = -self._negamax(depth - 1, -WIN - 1, WIN + 1, 1)
            finally:
                position.undo(cell)
            scored.append((score, cell))
            alpha = max(alpha, score)
        scored.sort(key=lambda pair: -pair[0])
        return scored[0][1], scored[0][0], [cell for _, cell in scored]

    def _negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        """The score of the position for the side to move, ``depth`` plies deep (fail-soft)."""
        self.nodes += 1
        position = self.position
        me = position.to_move
        mine, theirs = position.worth[me], position.worth[3 - me]
        my_best, their_fives, their_open_four = self._threats(mine, theirs)
        if my_best >= WIN_SCORE:
            return WIN - ply - 1
        if len(their_fives) > 1:
            return ply + 2 - WIN
        if not their_fives and my_best >= SURE_WIN_SCORE:
            return WIN - ply - 3
        key = position.hash
        known = self._table.get(key)
        first = -1
        if known is not None:
            known_depth, bound, score, first = known
            if known_depth >= depth and not their_fives and _settles(bound, score, alpha, beta):
                return score
        if not position.candidates:
            return 0  # the board is full: a draw
        reduce = False
        if their_fives:
            moves = their_fives
            depth += 1  # a forced block costs no depth
        elif depth <= 0:
            return self.evaluate(ply)
        else:
            moves = self._moves(their_open_four)
            reduce = not their_open_four and depth >= REDUCE_FROM_DEPTH
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        best, best_cell = self._children(moves, depth, alpha, beta, ply, reduce=reduce)
        bound = _UPPER if best <= alpha else _LOWER if best >= beta else _EXACT
        self._table[key] = (depth, bound, best, best_cell)
        return best

    def _children(
        self, moves: list[int], depth: int, alpha: int, beta: int, ply: int, *, reduce: bool
    ) -> tuple[int, int]:
        """The best of ``moves`` by a principal variation search: its score and cell.

        With ``reduce``, the moves after the first ``REDUCE_AFTER`` are tried a ply shallower
        first (a null window), and searched at full depth only when they beat the best so far.
        """
        position = self.position
        best, best_cell = -WIN - 1, moves[0]
        for index, cell in enumerate(moves):
            position.play(cell)
            try:
                if best == -WIN - 1:
                    score = -self._negamax(depth - 1, -beta, -alpha, ply + 1)
                else:
                    score = alpha + 1  # searched at full depth unless the reduced search fails low
                    if reduce and index >= REDUCE_AFTER:
                        score = -self._negamax(depth - 2, -alpha - 1, -alpha, ply + 1)
                    if score > alpha:
                        score = -self._negamax(depth - 1, -alpha - 1, -alpha, ply + 1)
                    if alpha < score < beta:
                        score = -self._negamax(depth - 1, -beta, -alpha, ply + 1)
            finally:
                position.undo(cell)
            if score > best:
                best, best_cell = score, cell
                alpha = max(alpha, score)
                if alpha >= beta:
                    break
        return best, best_cell

    def _threats(self, mine: list[int], theirs: list[int]) -> tuple[int, list[int], bool]:
        """The side to move's best cell worth, the opponent's fives, and its open fours."""
        my_best = 0
        their_fives: list[int] = []
        their_open_four = False
        for cell in self.position.candidates:
            value = mine[cell]
            if value > my_best:  # noqa: PLR1730 - the hot loop: faster than max()
                my_best = value
            value = theirs[cell]
            if value >= SURE_WIN_SCORE:
                their_open_four = True
                if value >= WIN_SCORE:
                    their_fives.append(cell)
        return my_best, their_fives, their_open_four

    def _moves(self, their_open_four: bool) -> list[int]:
        """The moves of a node without a forced block (see the module docstring)."""
        position = self.position
        me = position.to_move
        mine, theirs = position.worth[me], position.worth[3 - me]
        if their_open_four:
            own, other = position.shapes[me], position.shapes[3 - me]
            moves = [
                cell for cell in position.candidates if own[cell] >= FOUR or other[cell] >= FOUR
            ]
            return sorted(moves, key=lambda cell: -(mine[cell] + theirs[cell]))
        return by_promise(position, position.candidates)[:WIDTH]

    def evaluate(self, ply: int = 0) -> int:
        """The position's score at the horizon for the side to move (see the module docstring).

        ``ply`` (plies from the root) makes a sooner double threat score more.
        """
        position = self.position
        me = position.to_move
        mine = position.worth[me]
        candidates = position.candidates
        own, other = position.codes[me], position.codes[3 - me]
        for_mover, for_opponent = self._for_mover, self._for_opponent
        score = my_best = 0
        for cell in candidates:
            value = mine[cell]
            if value > my_best:  # noqa: PLR1730 - the hot loop: faster than max()
                my_best = value
            score += for_mover[own[cell]] - for_opponent[other[cell]]
        if my_best >= DOUBLE_THREE_SCORE:
            shapes = position.shapes[3 - me]
            if all(shapes[cell] < FOUR for cell in candidates):
                return SURE_SCORE - ply
        return score


def _settles(bound: int, score: int, alpha: int, beta: int) -> bool:
    """True when a stored ``score`` of ``bound``'s kind answers the window alpha to beta."""
    if bound == _EXACT:
        return True
    return score >= beta if bound == _LOWER else score <= alpha
