"""The recursive node functions of the negamax search, built once per search as closures.

Two functions share one transposition table:

- ``exact(me, opp, my_threats, opp_threats, live, left, alpha, beta, ply)`` searches to the
  end of the game. Every result it stores is exact, so it trusts only exact entries.
- ``limited(..., ev, near, left, depth, alpha, beta, ply)`` stops ``depth`` plies down and
  scores the horizon with the line evaluation ``ev``; on big boards it looks only at cells
  ``near`` a mark. It counts every estimate it makes (horizon, pruned moves, inexact table
  entries), so a subtree whose count did not change is exact and stored as such. Once
  ``depth`` reaches the cells left it hands over to ``exact``.

Both are closures over the rule set's constants and plain ints (no objects, no attribute
look-ups) because Python spends most of a search's time on exactly these lines. See
``negamax`` for what the node values mean.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ttt_qt.engine import Rules

from .evaluation import INFINITY, MATE_BOUND, WIN, line_weights
from .symmetry import symmetry_of
from .transposition import MAX_ENTRIES, table_for

EXACT_DEPTH = 1_000
"""The depth stored with results that no horizon or pruning touched: valid at any depth."""

LOWER, UPPER, EXACT = 1, 2, 3
"""Bound flags of table entries."""

_POLL_MASK = 31
"""Check the clock and the cancel flag every 32 nodes (well under a millisecond)."""
_ORDER_FIRST = 1 << 40
"""Ordering bonus that puts the table's best move first."""
SELECTIVE_MIN_SIZE = 6
"""From this board size on, depth-limited searches look only at cells next to a mark."""
_SYMMETRY_MAX_MARKS = {3: 9, 4: 8, 5: 4}
"""Per board size, nodes with at most this many marks are keyed by their canonical form.
Measured: on 4 x 4 more marks save a few nodes but cost more time than they save; on boards
of 6 x 6 and up a canonical key costs more than a node, so they use none."""


@cache
def neighbourhoods(size: int) -> tuple[int, ...]:
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


@dataclass(frozen=True, slots=True)
class NodeFunctions:
    """The node functions of one search and a reader of its counters.

    Attributes:
        exact: searches to the end of the game (see the module docstring).
        limited: searches ``depth`` plies (see the module docstring).
        counts: returns (nodes visited, estimates made) so far.
    """

    exact: Callable[..., int]
    limited: Callable[..., int]
    counts: Callable[[], tuple[int, int]]


def build_nodes(rules: Rules, poll: Callable[[], None]) -> NodeFunctions:
    """Make the node functions for ``rules``; they call ``poll`` every few nodes."""
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
    neighbours = neighbourhoods(rules.size)
    selective = rules.size >= SELECTIVE_MIN_SIZE
    symmetry = symmetry_of(rules.size)
    canonical = symmetry.canonical
    cell_map = symmetry.cell_map
    inverse_map = symmetry.inverse_map
    symmetry_min_left = cells - _SYMMETRY_MAX_MARKS.get(rules.size, -1)
    parity_max_left = 2 * k
    table = table_for(rules)
    table_get = table.get
    # Move ordering. Normal rules: by the evaluation gain, central cells first on ties.
    # Reverse rules: cells on few lines first; measured on 4 x 4 it needs a quarter of the
    # nodes that ordering by the (reversed) gain needs.
    if reverse:
        static_order = tuple(-len(through) for through in lines_through)
        order_value = order_gain = tuple(0 for _ in value)
    else:
        static_order = tuple(len(through) for through in lines_through)
        order_value, order_gain = value, gain
    nodes = 0
    estimates = 0

    def counts() -> tuple[int, int]:
        return nodes, estimates

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

    def exact(  # noqa: PLR0917 - the hot path: positional arguments are the fastest
        me: int,
        opp: int,
        my_threats: int,
        opp_threats: int,
        live: int,
        left: int,
        alpha: int,
        beta: int,
        ply: int,
    ) -> int:
        nonlocal nodes
        nodes += 1
        if not nodes & _POLL_MASK:
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
        if (
            left == 1
            or not live
            or (left <= parity_max_left and no_line_can_be_completed(me, opp, left))
        ):
            return 0

        if left >= symmetry_min_left:
            key, turn = canonical(me | opp << cells)
        else:
            key, turn = me | opp << cells, 0
        entry = table_get(key)
        best_cell = -1
        if entry is not None:
            stored_depth, flag, score, best_cell = entry
            if stored_depth == EXACT_DEPTH:
                if score > MATE_BOUND:
                    score -= ply
                elif score < -MATE_BOUND:
                    score += ply
                if (
                    flag == EXACT
                    or (flag == LOWER and score >= beta)
                    or (flag == UPPER and score <= alpha)
                ):
                    return score
            if turn and best_cell >= 0:
                best_cell = inverse_map[turn][best_cell]

        best = -INFINITY
        lower = alpha
        left -= 1
        ply += 1
        first = True
        if best_cell >= 0 and moves >> best_cell & 1:
            # The table's move first, before generating the others: it often cuts off.
            low = 1 << best_cell
            moves ^= low
            mine = me | low
            died = threats = 0
            for line in lines_through[best_cell]:
                if opp & line:
                    if not me & line:
                        died += 1
                elif (mine & line).bit_count() == needed:
                    threats |= line ^ (mine & line)
            best = lower = -exact(
                opp,
                mine,
                opp_threats & ~low,
                (my_threats & ~low) | threats,
                live - died,
                left,
                -beta,
                -alpha,
                ply,
            )
            first = False
            lower = max(alpha, best)
        if lower < beta:
            children = []
            while moves:
                low = moves & -moves
                moves ^= low
                cell = low.bit_length() - 1
                mine = me | low
                order = static_order[cell]
                died = threats = 0
                for line in lines_through[cell]:
                    if opp & line:
                        if not me & line:
                            order += order_value[(opp & line).bit_count()]
                            died += 1
                    else:
                        count = (mine & line).bit_count()
                        order += order_gain[count]
                        if count == needed:
                            threats |= line ^ (mine & line)
                children.append((order, cell, low, threats, died))
            children.sort(reverse=True)
            for _, cell, low, threats, died in children:
                child_opp = (my_threats & ~low) | threats
                if first:
                    first = False
                    score = -exact(
                        opp,
                        me | low,
                        opp_threats & ~low,
                        child_opp,
                        live - died,
                        left,
                        -beta,
                        -lower,
                        ply,
                    )
                else:
                    score = -exact(
                        opp,
                        me | low,
                        opp_threats & ~low,
                        child_opp,
                        live - died,
                        left,
                        -lower - 1,
                        -lower,
                        ply,
                    )
                    if lower < score < beta:
                        score = -exact(
                            opp,
                            me | low,
                            opp_threats & ~low,
                            child_opp,
                            live - died,
                            left,
                            -beta,
                            -score,
                            ply,
                        )
                if score > best:
                    best = score
                    best_cell = cell
                    if score > lower:
                        lower = score
                        if lower >= beta:
                            break

        ply -= 1
        flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
        stored = best
        if best > MATE_BOUND:
            stored += ply
        elif best < -MATE_BOUND:
            stored -= ply
        if len(table) >= MAX_ENTRIES:
            table.clear()
        table[key] = (EXACT_DEPTH, flag, stored, cell_map[turn][best_cell] if turn else best_cell)
        return best

    def limited(  # noqa: PLR0917 - the hot path: positional arguments are the fastest
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
        nonlocal nodes, estimates
        if depth >= left:
            return exact(me, opp, my_threats, opp_threats, live, left, alpha, beta, ply)
        nodes += 1
        if not nodes & _POLL_MASK:
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
            estimates += 1
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
                    flag == EXACT
                    or (flag == LOWER and score >= beta)
                    or (flag == UPPER and score <= alpha)
                ):
                    if stored_depth < EXACT_DEPTH:
                        estimates += 1
                    return score
            if turn and best_cell >= 0:
                best_cell = inverse_map[turn][best_cell]

        estimates_before = estimates
        if selective and not forced:
            nearby = moves & near
            if nearby and nearby != moves:
                moves = nearby
                estimates += 1

        if depth == 1:
            # The frontier: score each child as ``limited`` would at depth 0, without calling it
            # (most nodes of a depth-limited search are children of frontier nodes).
            best = -INFINITY
            lower = alpha
            child_left = left - 1
            empty = full ^ (me | opp)
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
                nodes += 1
                child_my = opp_threats & ~low
                child_opp = (my_threats & ~low) | threats
                if not child_left:
                    score = 0
                elif reverse and not (empty ^ low) & ~child_my:
                    score = WIN - ply - 2
                elif not reverse and child_my:
                    score = ply + 2 - WIN
                elif not reverse and child_opp & (child_opp - 1):
                    score = WIN - ply - 3
                elif live == died or (
                    child_left <= parity_max_left
                    and no_line_can_be_completed(opp, mine, child_left)
                ):
                    score = 0
                elif not reverse and child_opp:
                    score = -limited(
                        opp,
                        mine,
                        child_my,
                        child_opp,
                        -(ev + delta),
                        live - died,
                        near | neighbours[cell],
                        child_left,
                        0,
                        -beta,
                        -lower,
                        ply + 1,
                    )
                else:
                    score = ev + delta
                    estimates += 1
                if score > best:
                    best = score
                    best_cell = cell
                    if score > lower:
                        lower = score
                        if lower >= beta:
                            break
        else:
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
                order = delta + static_order[cell]
                if cell == best_cell:
                    order += _ORDER_FIRST
                children.append((order, cell, low, delta, threats, died))
            children.sort(reverse=True)

            best = -INFINITY
            lower = alpha
            child_left = left - 1
            child_depth = depth - 1
            child_ply = ply + 1
            first = True
            for _, cell, low, delta, threats, died in children:
                child_me = me | low
                child_my = opp_threats & ~low
                child_opp = (my_threats & ~low) | threats
                child_ev = -(ev + delta)
                child_live = live - died
                child_near = near | neighbours[cell]
                if first:
                    first = False
                    score = -limited(
                        opp,
                        child_me,
                        child_my,
                        child_opp,
                        child_ev,
                        child_live,
                        child_near,
                        child_left,
                        child_depth,
                        -beta,
                        -lower,
                        child_ply,
                    )
                else:
                    score = -limited(
                        opp,
                        child_me,
                        child_my,
                        child_opp,
                        child_ev,
                        child_live,
                        child_near,
                        child_left,
                        child_depth,
                        -lower - 1,
                        -lower,
                        child_ply,
                    )
                    if lower < score < beta:
                        score = -limited(
                            opp,
                            child_me,
                            child_my,
                            child_opp,
                            child_ev,
                            child_live,
                            child_near,
                            child_left,
                            child_depth,
                            -beta,
                            -score,
                            child_ply,
                        )
                if score > best:
                    best = score
                    best_cell = cell
                    if score > lower:
                        lower = score
                        if lower >= beta:
                            break

        flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
        stored = best
        if best > MATE_BOUND:
            stored += ply
        elif best < -MATE_BOUND:
            stored -= ply
        if len(table) >= MAX_ENTRIES:
            table.clear()
        table[key] = (
            EXACT_DEPTH if estimates == estimates_before else depth,
            flag,
            stored,
            cell_map[turn][best_cell] if turn else best_cell,
        )
        return best

    return NodeFunctions(exact=exact, limited=limited, counts=counts)
