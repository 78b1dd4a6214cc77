"""Alpha-beta over a narrowed set of candidate cells, deepened one ply at a time.

At each node the side to move wins at once if it can complete a line; it must block when
the opponent threatens to complete one; when the opponent threatens an open four (or two
fours) it answers with a block or a four of its own; otherwise it looks at the cells near
the stones that are worth most to either side. Leaves are scored from the cells' worth
(see ``patterns``), kept up to date as moves are played.
"""

from __future__ import annotations

from .clock import OutOfTime
from .patterns import DOUBLE_THREE_SCORE, FOUR_THREE_SCORE, SURE_WIN_SCORE, WIN_SCORE
from .position import Position

WIN = 1_000_000_000
"""The score of a completed line (minus the plies it took)."""
ROOT_WIDTH = 12
NODE_WIDTH = 8
"""Quiet candidate cells looked at, best first, at the root and below it."""
THREAT_PENALTY = 5_000
"""What an opponent's threat of an open four costs at a leaf when we have no four."""
FOUR_THREE_BONUS = 8_000
DOUBLE_THREE_BONUS = 4_000
"""What a cell making a four and an open three, or two open threes, adds at a leaf."""
MAX_DEPTH = 20


class AlphaBeta:
    """Negamax with alpha-beta, a best-move table and iterative deepening.

    Attributes:
        position: the position searched (restored after every finished iteration).
        depth: plies of the last finished iteration.
    """

    def __init__(self, position: Position, max_depth: int | None = None) -> None:
        self.position = position
        self.max_depth = MAX_DEPTH if max_depth is None else min(max_depth, MAX_DEPTH)
        self.depth = 0
        self._best: dict[int, int] = {}

    def deepen(self, roots: list[int]) -> tuple[int, int]:
        """Search ``roots`` deeper and deeper until the clock stops it: (best cell, score).

        The answer of the last finished iteration is kept, or a better move found by an
        unfinished one after the previous best was searched again.
        """
        best, score = roots[0], 0
        for depth in range(1, self.max_depth + 1):
            found: list[tuple[int, int]] = []
            try:
                self._root(roots, depth, found)
            except OutOfTime:
                if found and found[-1][1] > score and found[0][0] == best:
                    best, score = found[-1]
                break
            best, score = found[-1]
            self.depth = depth
            roots = [best, *(cell for cell in roots if cell != best)]
            if abs(score) >= WIN - MAX_DEPTH:
                break
        return best, score

    def _root(self, roots: list[int], depth: int, found: list[tuple[int, int]]) -> None:
        """One iteration; each improvement of the best move is appended to ``found``."""
        position = self.position
        alpha = -WIN - 1
        for cell in roots:
            position.play(cell)
            value = -self._node(depth - 1, -WIN - 1, -alpha, 1)
            position.undo(cell)
            if value > alpha or not found:
                alpha = max(alpha, value)
                found.append((cell, value))

    def _node(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        position = self.position
        me = position.to_move
        best_mine, best_theirs = self._best_worths(me)
        if best_mine >= WIN_SCORE:
            return WIN - ply
        if position.is_full():
            return 0
        threats = position.fives(3 - me) if best_theirs >= WIN_SCORE else []
        if len(threats) >= 2:
            return -(WIN - ply - 1)
        if not threats and best_mine >= SURE_WIN_SCORE:
            return WIN - ply - 2
        if depth <= 0:
            return self._score(me, best_mine, best_theirs)
        best_value, best_cell = -WIN - 1, -1
        for cell in self._moves(threats, NODE_WIDTH, best_theirs):
            position.play(cell)
            value = -self._node(depth - 1, -beta, -alpha, ply + 1)
            position.undo(cell)
            if value > best_value:
                best_value, best_cell = value, cell
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        self._best[position.hash] = best_cell
        return best_value

    def _best_worths(self, me: int) -> tuple[int, int]:
        """The worth of the best candidate cell for ``me`` and for the opponent (one pass each).

        A worth of ``WIN_SCORE`` completes a line; of ``SURE_WIN_SCORE`` makes an open four.
        """
        position = self.position
        candidates = position.candidates
        if not candidates:
            return 0, 0
        mine, theirs = position.worth[me], position.worth[3 - me]
        return max([mine[cell] for cell in candidates]), max([theirs[cell] for cell in candidates])

    def root_moves(self) -> list[int]:
        """The candidate cells of the position itself, best first."""
        position = self.position
        _, best_theirs = self._best_worths(position.to_move)
        return self._moves(position.fives(3 - position.to_move), ROOT_WIDTH, best_theirs)

    def _moves(self, threats: list[int], width: int, best_theirs: int) -> list[int]:
        """The cells worth searching for the side to move (``best_theirs``: see above)."""
        position = self.position
        if threats:
            return threats[:1]
        me, opponent = position.to_move, 3 - position.to_move
        mine, theirs = position.worth[me], position.worth[opponent]
        if best_theirs >= SURE_WIN_SCORE:
            cells = {*position.fours(opponent), *position.fours(me)}
            cells |= {cell for cell in position.candidates if theirs[cell] >= SURE_WIN_SCORE}
            ordered = sorted(cells, key=lambda cell: -(mine[cell] + theirs[cell]))
        else:
            ordered = sorted(position.candidates, key=lambda cell: -(mine[cell] + theirs[cell]))
            ordered = ordered[:width]
        first = self._best.get(position.hash)
        if first is not None and first in ordered:
            ordered.remove(first)
            ordered.insert(0, first)
        return ordered

    def evaluate(self) -> int:
        """The position's score for the side to move, from both sides' line scores.

        The mover's score counts a little more (it moves first). Double threats weigh in:
        a cell where the mover makes a four and an open three, or two open threes, is
        nearly a win; the opponent's such cells and its threat of an open four (which we
        cannot outpace without a four of our own) cost us.
        """
        me = self.position.to_move
        return self._score(me, *self._best_worths(me))

    def _score(self, me: int, best_mine: int, best_theirs: int) -> int:
        """``evaluate`` for ``me``, given the worth of the best cells (``_best_worths``)."""
        position = self.position
        own, other = position.line_score[me], position.line_score[3 - me]
        own += _double_threat_bonus(best_mine)
        if best_theirs >= SURE_WIN_SCORE and not position.fours(me):
            other += THREAT_PENALTY
        else:
            other += _double_threat_bonus(best_theirs) // 2
        return own * 6 // 5 - other


def _double_threat_bonus(worth: int) -> int:
    """What the best cell of a side adds to its score when it makes a double threat."""
    if worth >= FOUR_THREE_SCORE:
        return FOUR_THREE_BONUS
    return DOUBLE_THREE_BONUS if worth >= DOUBLE_THREE_SCORE else 0
