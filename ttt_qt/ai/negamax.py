"""Negamax with alpha-beta over bitboards: the search under ``perfect`` and ``analyze``.

A node is the side to move's marks ``me`` and the opponent's ``opp`` (bit masks), plus a few
values kept up to date move by move instead of being recomputed:

- ``my_threats`` / ``opp_threats``: the empty cells that would complete a line of that side.
  In normal rules a threat of the mover is a win on the spot and two threats of the opponent
  are a loss; a single opponent threat must be blocked. In reverse rules a mover's threat
  cell is poison (playing it loses) and is never searched unless nothing else is left.
- ``ev``: the line evaluation (see ``evaluation``) from the mover's view.
- ``live``: how many lines hold marks of at most one side. At 0 nobody can complete a line
  any more and the game is a draw; near the end a scan that also counts each side's remaining
  moves finds such draws earlier.
- ``near``: cells next to a mark; on big boards a depth-limited search looks only there.

A transposition table keyed by the packed key ``me | opp << cells`` (its canonical form under
the 8 symmetries while few marks are down) stores bounds. Searches limited in depth score the
horizon with the evaluation; a counter of such estimates tells, for every subtree, whether its
result is exact, and exact results are stored as good for any depth.
"""

from __future__ import annotations

import threading
import time
from typing import NamedTuple

from ttt_qt.engine import Board, Rules

from .evaluation import INFINITY, MATE_BOUND, WIN, line_weights
from .node_context import SELECTIVE_MIN_SIZE, neighbourhoods
from .search_nodes import build_nodes
from .transposition import table_for

_ORDER_FIRST = 1 << 40
"""Root ordering bonus that puts the table's best move first."""


class SearchAborted(Exception):
    """Raised inside a search when its deadline passes or its cancel flag is set."""


class Position(NamedTuple):
    """A search node, from the view of the side to move (see the module docstring).

    Attributes:
        me: the mover's marks.
        opp: the opponent's marks.
        my_threats: empty cells that complete a line of the mover.
        opp_threats: empty cells that complete a line of the opponent.
        ev: the line evaluation for the mover.
        live: lines holding marks of at most one side.
        near: cells next to a mark (the centre on an empty board).
        left: empty cells.
    """

    me: int
    opp: int
    my_threats: int
    opp_threats: int
    ev: int
    live: int
    near: int
    left: int


def root_position(board: Board) -> Position:
    """The search node of ``board`` for the side to move."""
    rules = board.rules
    geometry = rules.geometry
    value = line_weights(rules).value
    me, opp = (board.x_bits, board.o_bits) if board.to_move == "X" else (board.o_bits, board.x_bits)
    occupied = me | opp
    needed = rules.win_length - 1
    my_threats = opp_threats = ev = live = 0
    for line in geometry.lines:
        mine, theirs = me & line, opp & line
        if mine and theirs:
            continue
        live += 1
        ev += value[mine.bit_count()] - value[theirs.bit_count()]
        if not theirs and mine.bit_count() == needed:
            my_threats |= line & ~occupied
        if not mine and theirs.bit_count() == needed:
            opp_threats |= line & ~occupied
    neighbours = neighbourhoods(rules.size)
    near = 0
    for cell in range(rules.cell_count):
        if occupied >> cell & 1:
            near |= neighbours[cell]
    if not near:
        centre = rules.size // 2
        near = neighbours[centre * rules.size + centre]
    left = rules.cell_count - occupied.bit_count()
    return Position(me, opp, my_threats, opp_threats, ev, live, near & ~occupied, left)


class Searcher:
    """One search session on one rule set: a deadline, a cancel flag and node counters.

    The transposition table is shared with every other searcher on the same rules.

    Attributes:
        rules: the rules searched.
    """

    def __init__(
        self,
        rules: Rules,
        deadline: float | None = None,
        cancel: threading.Event | None = None,
    ) -> None:
        """Search ``rules`` until ``deadline`` (a perf_counter value) or until ``cancel`` is set."""
        self.rules = rules
        self._deadline = deadline
        self._cancel = cancel
        self._nodes = build_nodes(rules, self.poll)

    @property
    def nodes(self) -> int:
        """Nodes visited so far."""
        return self._nodes.counts()[0]

    @property
    def estimates(self) -> int:
        """Horizon estimates and pruned moves so far (unchanged over a search: it was exact)."""
        return self._nodes.counts()[1]

    def proves(self, score: int, estimates_before: int) -> bool:
        """Whether a search that returned ``score`` and began at ``estimates_before`` proved it.

        A search that made no estimate is exact. A win or loss found despite estimates is a
        proof too, except on boards where the depth-limited search skips far cells (a skipped
        cell might have refuted it); an immediate win always is.
        """
        if self.estimates == estimates_before or score >= WIN - 1:
            return True
        return abs(score) > MATE_BOUND and self.rules.size < SELECTIVE_MIN_SIZE

    def set_deadline(self, deadline: float | None) -> None:
        """Stop at ``deadline`` (a ``time.perf_counter`` value) from now on."""
        self._deadline = deadline

    def poll(self) -> None:
        """Raise SearchAborted once the deadline has passed or the cancel flag is set."""
        if self._cancel is not None and self._cancel.is_set():
            raise SearchAborted
        if self._deadline is not None and time.perf_counter() > self._deadline:
            raise SearchAborted

    def move_value(
        self,
        position: Position,
        cell: int,
        depth: int,
        alpha: int = -INFINITY,
        beta: int = INFINITY,
    ) -> int:
        """The score (root at ply 0) of playing ``cell`` in ``position``, searched ``depth`` plies.

        Fail-soft: a score at or below ``alpha`` is an upper bound, at or above ``beta`` a lower
        bound. Raises SearchAborted when stopped.
        """
        low = 1 << cell
        if low & position.my_threats:
            return 1 - WIN if self.rules.reverse else WIN - 1
        if position.left == 1:
            return 0
        child = self.child(position, cell)
        return -self._nodes.limited(
            child.me,
            child.opp,
            child.my_threats,
            child.opp_threats,
            child.ev,
            child.live,
            child.near,
            child.left,
            depth - 1,
            -beta,
            -alpha,
            1,
        )

    def solve(self, position: Position) -> int:
        """The exact score of ``position`` (root at ply 0); SearchAborted when stopped."""
        return self._nodes.exact(
            position.me,
            position.opp,
            position.my_threats,
            position.opp_threats,
            position.live,
            position.left,
            -INFINITY,
            INFINITY,
            0,
        )

    def static_value(self, position: Position, cell: int) -> tuple[int, bool]:
        """A quick score of playing ``cell`` without searching, and whether it is exact."""
        if position.my_threats >> cell & 1:
            return (1 - WIN if self.rules.reverse else WIN - 1), True
        if position.left == 1:
            return 0, True
        return -self.child(position, cell).ev, False

    def child(self, position: Position, cell: int) -> Position:
        """The node after the mover plays ``cell`` (which must not complete one of its lines)."""
        geometry = self.rules.geometry
        weights = line_weights(self.rules)
        me, opp = position.me, position.opp
        low = 1 << cell
        mine = me | low
        gain = died = threats = 0
        for line in geometry.lines_through[cell]:
            if opp & line:
                if not me & line:
                    gain += weights.value[(opp & line).bit_count()]
                    died += 1
            else:
                count = (mine & line).bit_count()
                gain += weights.gain[count]
                if count == self.rules.win_length - 1:
                    threats |= line ^ (mine & line)
        occupied = mine | opp
        return Position(
            me=opp,
            opp=mine,
            my_threats=position.opp_threats & ~low,
            opp_threats=(position.my_threats & ~low) | threats,
            ev=-(position.ev + gain),
            live=position.live - died,
            near=(position.near | neighbourhoods(self.rules.size)[cell]) & ~occupied,
            left=position.left - 1,
        )

    def ordered_cells(self, position: Position) -> list[int]:
        """The legal cells of ``position``, most promising first (the table's best move first)."""
        key = position.me | position.opp << self.rules.cell_count
        entry = table_for(self.rules).get(key)
        best = entry[3] if entry is not None else -1
        scored = []
        empty = self.rules.geometry.full & ~(position.me | position.opp)
        for cell in range(self.rules.cell_count):
            if empty >> cell & 1:
                if self.rules.reverse and position.my_threats >> cell & 1:
                    score = -_ORDER_FIRST
                elif not self.rules.reverse and position.my_threats >> cell & 1:
                    score = 2 * _ORDER_FIRST
                else:
                    score = self.child(position, cell).ev * -1 - position.ev
                    if position.opp_threats >> cell & 1 and not self.rules.reverse:
                        score += _ORDER_FIRST // 2
                if cell == best:
                    score += _ORDER_FIRST
                scored.append((-score, cell))
        scored.sort()
        return [cell for _, cell in scored]
