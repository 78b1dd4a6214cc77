"""The depth-limited node function: negamax with alpha-beta and an evaluation at the horizon.

``limited(me, opp, my_threats, opp_threats, ev, live, near, left, depth, alpha, beta, ply)``
stops ``depth`` plies down and scores the horizon with the line evaluation ``ev`` plus a
bonus for having the move (see ``evaluation.LineWeights.tempo``); a single
opponent threat extends the search (the block is forced). On big boards it looks only at
cells ``near`` a mark. Frontier nodes (one ply above the horizon) score their children in
place instead of calling themselves, since most nodes of such a search are those children.
It counts every estimate it makes (horizon, skipped cells, inexact table entries), so a
subtree whose count did not change is exact and stored as such. Once ``depth`` reaches the
cells left it hands over to the exact node function.
"""

from __future__ import annotations

from collections.abc import Callable

from .evaluation import INFINITY, MATE_BOUND, WIN
from .exact_search import ExactSearch
from .node_context import (
    EXACT,
    EXACT_DEPTH,
    LOWER,
    ORDER_FIRST,
    POLL_MASK,
    UPPER,
    NodeContext,
    draw_detector,
)
from .transposition import MAX_ENTRIES

LimitedSearch = Callable[[int, int, int, int, int, int, int, int, int, int, int, int], int]


def build_limited(
    context: NodeContext, poll: Callable[[], None], exact: ExactSearch
) -> tuple[LimitedSearch, Callable[[], tuple[int, int]]]:
    """The depth-limited node function and a reader of its (nodes, estimates) counts."""
    reverse = context.reverse
    cells = context.cells
    full = context.full
    lines_through = context.lines_through
    needed = context.win_length - 1
    value = context.value
    tempo = context.tempo
    gain = context.gain
    static_order = context.static_order
    neighbours = context.neighbours
    selective = context.selective
    canonical = context.canonical
    cell_map = context.cell_map
    inverse_map = context.inverse_map
    symmetry_min_left = context.symmetry_min_left
    parity_max_left = context.parity_max_left
    table = context.table
    table_get = table.get
    no_line_can_be_completed = draw_detector(context)
    nodes = 0
    estimates = 0

    def counts() -> tuple[int, int]:
        return nodes, estimates

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
        if not live or (left <= parity_max_left and no_line_can_be_completed(me, opp, left)):
            return 0
        forced = not reverse and opp_threats
        if depth <= 0 and not forced:
            estimates += 1
            return ev + tempo

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
                    score = ev + delta - tempo
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
                    order += ORDER_FIRST
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

    return limited, counts
