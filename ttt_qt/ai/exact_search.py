"""The exact node function: negamax with alpha-beta to the end of the game.

``exact(me, opp, my_threats, opp_threats, live, left, alpha, beta, ply)`` returns the score
of the node for the side to move (see ``negamax`` for the node values and ``evaluation`` for
scores). Every result it stores is exact, so it trusts only exact table entries. It is a
closure over plain ints and tuples, because a search spends most of its time on these lines.
"""

from __future__ import annotations

from collections.abc import Callable

from .evaluation import INFINITY, MATE_BOUND, WIN
from .node_context import (
    EXACT,
    EXACT_DEPTH,
    LOWER,
    POLL_MASK,
    UPPER,
    NodeContext,
    draw_detector,
)
from .transposition import MAX_ENTRIES

ExactSearch = Callable[[int, int, int, int, int, int, int, int, int], int]


def build_exact(
    context: NodeContext, poll: Callable[[], None]
) -> tuple[ExactSearch, Callable[[], int]]:
    """The exact node function and a reader of its node count; it calls ``poll`` now and then."""
    reverse = context.reverse
    cells = context.cells
    full = context.full
    lines_through = context.lines_through
    needed = context.win_length - 1
    order_value = context.order_value
    order_gain = context.order_gain
    static_order = context.static_order
    canonical = context.canonical
    cell_map = context.cell_map
    inverse_map = context.inverse_map
    symmetry_min_left = context.symmetry_min_left
    parity_max_left = context.parity_max_left
    table = context.table
    table_get = table.get
    no_line_can_be_completed = draw_detector(context)
    nodes = 0

    def count() -> int:
        return nodes

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
        if not nodes & POLL_MASK:
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

    return exact, count
