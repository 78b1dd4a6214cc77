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
from collections.abc import Callable
from dataclasses import dataclass

from ttt_qt.engine import Board, Rules

from .evaluation import INFINITY, MATE_BOUND, WIN, line_weights
from .symmetry import symmetry_of
from .transposition import MAX_ENTRIES, table_for

EXACT_DEPTH = 1_000
"""The depth stored with results that no horizon or pruning touched: valid at any depth."""

_LOWER, _UPPER, _EXACT = 1, 2, 3
_POLL_MASK = 31
"""Check the clock and the cancel flag every 32 nodes (well under a millisecond)."""
_ORDER_FIRST = 1 << 40
"""Ordering bonus that puts the transposition table's best move first."""
_SELECTIVE_MIN_SIZE = 6
"""From this board size on, depth-limited searches look only at cells next to a mark."""
_SYMMETRY_MAX_MARKS = 8
"""Nodes with at most this many marks are keyed by their canonical form."""


class SearchAborted(Exception):
    """Raised inside a search when its deadline passes or its cancel flag is set."""


@dataclass(frozen=True, slots=True)
class Position:
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


def _neighbourhoods(size: int) -> tuple[int, ...]:
    """For each cell, the mask of the cells at most one step away (itself included)."""
    masks = []
    for row in range(size):
        for col in range(size):
            mask = 0
            for r in range(max(0, row - 1), min(size, row + 2)):
                for c in range(max(0, col - 1), min(size, col + 2)):
                    mask |= 1 << (r * size + c)
            masks.append(mask)
    return tuple(masks)


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
    neighbours = _neighbourhoods(rules.size)
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
        nodes: nodes visited so far.
        estimates: horizon estimates and pruned moves so far; a search whose count did not
            change returned an exact result.
    """

    def __init__(
        self,
        rules: Rules,
        deadline: float | None = None,
        cancel: threading.Event | None = None,
    ) -> None:
        """Search ``rules`` until ``deadline`` (a perf_counter value) or until ``cancel`` is set."""
        self.rules = rules
        self.nodes = 0
        self.estimates = 0
        self._deadline = deadline
        self._cancel = cancel
        self._search = self._build()

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
        return -self._search(
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
        return self._search(
            position.me,
            position.opp,
            position.my_threats,
            position.opp_threats,
            position.ev,
            position.live,
            position.near,
            position.left,
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
            near=(position.near | _neighbourhoods(self.rules.size)[cell]) & ~occupied,
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

    def _build(self) -> Callable[..., int]:
        """Make the recursive node function: a closure over the rules' constants, for speed."""
        rules = self.rules
        geometry = rules.geometry
        weights = line_weights(rules)
        reverse = rules.reverse
        cells = rules.cell_count
        full = geometry.full
        lines = geometry.lines
        lines_through = geometry.lines_through
        k = rules.win_length
        needed = k - 1
        value = weights.value
        gain = weights.gain
        neighbours = _neighbourhoods(rules.size)
        selective = rules.size >= _SELECTIVE_MIN_SIZE
        symmetry = symmetry_of(rules.size)
        canonical = symmetry.canonical
        cell_map = symmetry.cell_map
        inverse_map = symmetry.inverse_map
        symmetry_min_left = cells - _SYMMETRY_MAX_MARKS
        parity_max_left = 2 * k
        # Ordering: in normal rules by the evaluation gain, central cells first on ties; in
        # reverse rules cells on few lines first (measured: 4x fewer nodes than by the gain).
        if reverse:
            static_order = tuple(-len(through) for through in lines_through)
            gain_order = 0
        else:
            static_order = tuple(len(through) for through in lines_through)
            gain_order = 1
        table = table_for(rules)
        table_get = table.get
        poll = self.poll
        searcher = self

        def no_line_can_be_completed(me: int, opp: int, left: int) -> bool:
            """True when neither side has enough moves left to complete any line."""
            my_moves = (left + 1) >> 1
            opp_moves = left >> 1
            for line in lines:
                if not opp & line:
                    if k - (me & line).bit_count() <= my_moves:
                        return False
                elif not me & line and k - (opp & line).bit_count() <= opp_moves:
                    return False
            return True

        def search(  # noqa: PLR0917 - the hot path: positional arguments are the fastest
            me: int,
            opp: int,
            my_threats: int,
            opp_threats: int,
            ev: int,
            live: int,
            near: int,
            left: int,
            depth: int,
            alpha: int,
            beta: int,
            ply: int,
        ) -> int:
            searcher.nodes += 1
            if not searcher.nodes & _POLL_MASK:
                poll()
            if reverse:
                moves = (full ^ (me | opp)) & ~my_threats
                if not moves:
                    return ply + 1 - WIN
            else:
                if my_threats:
                    return WIN - ply - 1
                if opp_threats & (opp_threats - 1):
                    return ply + 2 - WIN
                moves = opp_threats or full ^ (me | opp)
            if not live or (left <= parity_max_left and no_line_can_be_completed(me, opp, left)):
                return 0
            forced = not reverse and opp_threats
            if depth <= 0 and not forced:
                searcher.estimates += 1
                return ev

            if left >= symmetry_min_left:
                key, turn = canonical(me | opp << cells)
            else:
                key, turn = me | opp << cells, 0
            entry = table_get(key)
            best_cell = -1
            if entry is not None:
                stored_depth, flag, score, best_cell = entry
                if stored_depth >= depth:
                    if score > MATE_BOUND:
                        score -= ply
                    elif score < -MATE_BOUND:
                        score += ply
                    if (
                        flag == _EXACT
                        or (flag == _LOWER and score >= beta)
                        or (flag == _UPPER and score <= alpha)
                    ):
                        if stored_depth < EXACT_DEPTH:
                            searcher.estimates += 1
                        return score
                if turn and best_cell >= 0:
                    best_cell = inverse_map[turn][best_cell]

            estimates_before = searcher.estimates
            if selective and depth < left and not forced:
                nearby = moves & near
                if nearby != moves and nearby:
                    moves = nearby
                    searcher.estimates += 1

            children = []
            while moves:
                low = moves & -moves
                moves ^= low
                cell = low.bit_length() - 1
                mine = me | low
                delta = died = threats = 0
                for line in lines_through[cell]:
                    if opp & line:
                        if not me & line:
                            delta += value[(opp & line).bit_count()]
                            died += 1
                    else:
                        count = (mine & line).bit_count()
                        delta += gain[count]
                        if count == needed:
                            threats |= line ^ (mine & line)
                order = gain_order * delta + static_order[cell]
                if cell == best_cell:
                    order += _ORDER_FIRST
                children.append((order, cell, low, delta, threats, died))
            children.sort(reverse=True)

            best = -INFINITY
            best_cell = -1
            lower = alpha
            child_left = left - 1
            first = True
            for _, cell, low, delta, threats, died in children:
                if not child_left:
                    score = 0
                else:
                    child_me = me | low
                    child_my = opp_threats & ~low
                    child_opp = (my_threats & ~low) | threats
                    child_ev = -(ev + delta)
                    child_live = live - died
                    child_near = near | neighbours[cell]
                    if first:
                        score = -search(
                            opp,
                            child_me,
                            child_my,
                            child_opp,
                            child_ev,
                            child_live,
                            child_near,
                            child_left,
                            depth - 1,
                            -beta,
                            -lower,
                            ply + 1,
                        )
                    else:
                        score = -search(
                            opp,
                            child_me,
                            child_my,
                            child_opp,
                            child_ev,
                            child_live,
                            child_near,
                            child_left,
                            depth - 1,
                            -lower - 1,
                            -lower,
                            ply + 1,
                        )
                        if lower < score < beta:
                            score = -search(
                                opp,
                                child_me,
                                child_my,
                                child_opp,
                                child_ev,
                                child_live,
                                child_near,
                                child_left,
                                depth - 1,
                                -beta,
                                -score,
                                ply + 1,
                            )
                first = False
                if score > best:
                    best = score
                    best_cell = cell
                    if score > lower:
                        lower = score
                        if lower >= beta:
                            break

            flag = _UPPER if best <= alpha else _LOWER if best >= beta else _EXACT
            stored = best
            if best > MATE_BOUND:
                stored += ply
            elif best < -MATE_BOUND:
                stored -= ply
            if len(table) >= MAX_ENTRIES:
                table.clear()
            table[key] = (
                EXACT_DEPTH if searcher.estimates == estimates_before else depth,
                flag,
                stored,
                cell_map[turn][best_cell] if turn else best_cell,
            )
            return best

        return search
