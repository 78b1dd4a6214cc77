"""The node functions of the alpha-beta search: negamax over bitboards, built per rule set.

- ``exact(me, opp, my_threats, opp_threats, live, left, alpha, beta, ply)`` searches to the end
  of the game. Every result it stores is exact, so it trusts only exact table entries.
- ``limited(me, opp, my_threats, opp_threats, ev, live, near, left, depth, alpha, beta, ply)``
  stops ``depth`` plies down and scores the horizon with the line evaluation ``ev`` plus a
  bonus for having the move (see ``evaluation.LineWeights.tempo``); a single opponent threat
  extends the search (the block is forced). On big boards it looks only at cells ``near`` a
  mark. It counts every estimate it makes (horizon, skipped cells, inexact table entries), so
  a subtree whose count did not change is exact and stored as such. Once ``depth`` reaches the
  cells left it hands over to ``exact``.

Both return the score of the node for the side to move (see ``position`` for the node values
and ``evaluation`` for scores) and share one transposition table (see ``tables``),
keyed by ``me | opp << cells`` (its canonical form under the 8 symmetries while few marks are
down). Each child is searched by one call: the first with the full window, the others with a
null window and, when they beat the best so far, once more with the full window.

They are closures over plain ints and tuples, because a search spends most of its time on
these lines. ``exact`` tries the table's move before it generates the other children (it often
cuts off); ``limited`` hands its frontier nodes (depth 1) to ``frontier``, which scores their
children in place instead of calling ``limited`` on each (most nodes of a depth-limited search
are those children), and lists the children of the other nodes with ``children_of``. The two
functions share their entry checks, table probe and store in shape. The per-child update (a
child's gain, threats and dead lines) is written in ``children_of``, and twice more where a call
costs too much: in ``exact`` (5 to 14 % slower calling ``children_of``) and in ``frontier`` (2
to 4.5 times slower calling ``limited`` per child). ``benchmarks/bench_nodes.py`` measures both
alternatives on the current code: run it before merging the copies. The prover (``proof``) has
a fifth copy, with its own ordering bonuses: see ``proof._move_ordering`` for what sharing it
cost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ttt_qt.engine import Rules

from .evaluation import INFINITY, MATE_BOUND, WIN
from .position import ORDER_FIRST, POLL_MASK, NodeContext, draw_detector, node_context
from .tables import EXACT, EXACT_DEPTH, LOWER, MAX_ENTRIES, UPPER, Entry

ExactSearch = Callable[[int, int, int, int, int, int, int, int, int], int]
LimitedSearch = Callable[[int, int, int, int, int, int, int, int, int, int, int, int], int]


def build_exact(
    context: NodeContext, poll: Callable[[], None]
) -> tuple[ExactSearch, Callable[[], int]]:
    """The exact node function and a reader of its node count; it calls ``poll`` now and then."""
    reverse, cells, full, _, lines_through, k, *_ = context
    needed = k - 1
    order_value, order_gain, static_order = context[9:12]
    canonical, cell_map, inverse_map = context.canonical, context.cell_map, context.inverse_map
    symmetry_min_left, parity_max_left = context.symmetry_min_left, context.parity_max_left
    table = context.table
    table_get = table.get
    no_line_can_be_completed = draw_detector(context)
    nodes = 0

    def count() -> int:
        return nodes

    def exact(  # noqa: PLR0917 - the hot path: positional arguments are the fastest
        me: int, opp: int, my_threats: int, opp_threats: int, live: int, left: int,
        alpha: int, beta: int, ply: int,
    ) -> int:  # fmt: skip
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
                score += -ply if score > MATE_BOUND else ply if score < -MATE_BOUND else 0
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
        child_left = left - 1
        child_ply = ply + 1
        # The table's move alone first, then the others; listed inline (see the module's notes).
        batch = 1 << best_cell if best_cell >= 0 and moves >> best_cell & 1 else moves
        moves ^= batch
        while batch:
            children = []
            while batch:
                low = batch & -batch
                batch ^= low
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
            batch, moves = moves, 0
            for _, cell, low, threats, died in children:
                child_opp = (my_threats & ~low) | threats
                # The first move gets the full window; every other one a null window at
                # ``lower``, searched again with the full window only when it beats it.
                floor, ceiling = lower, beta if best == -INFINITY else lower + 1
                while True:
                    score = -exact(
                        opp, me | low, opp_threats & ~low, child_opp, live - died, child_left,
                        -ceiling, -floor, child_ply,
                    )  # fmt: skip
                    if ceiling == beta or not lower < score < beta:
                        break
                    floor, ceiling = score, beta
                if score > best:
                    best = score
                    best_cell = cell
                    if score > lower:
                        lower = score
                        if lower >= beta:
                            batch = 0
                            break

        flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
        stored = best + ply if best > MATE_BOUND else best - ply if best < -MATE_BOUND else best
        if len(table) >= MAX_ENTRIES:
            table.clear()
        table[key] = (EXACT_DEPTH, flag, stored, cell_map[turn][best_cell] if turn else best_cell)
        return best

    return exact, count


def build_limited(
    context: NodeContext,
    poll: Callable[[], None],
    exact: ExactSearch,
    make_frontier: Callable[[NodeContext, list[LimitedSearch]], Frontier] | None = None,
) -> tuple[LimitedSearch, Callable[[], tuple[int, int]]]:
    """The depth-limited node function and a reader of its (nodes, estimates) counts.

    ``make_frontier`` builds the frontier (``build_frontier`` unless a benchmark says).
    """
    reverse, cells, full, *_ = context
    tempo, neighbours, selective = context.tempo, context.neighbours, context.selective
    canonical, cell_map, inverse_map = context.canonical, context.cell_map, context.inverse_map
    symmetry_min_left, parity_max_left = context.symmetry_min_left, context.parity_max_left
    table = context.table
    table_get = table.get
    no_line_can_be_completed = draw_detector(context)
    recurse: list[LimitedSearch] = []
    frontier = (make_frontier or build_frontier)(context, recurse)
    children_of = build_children(context)
    nodes = estimates = 0

    def counts() -> tuple[int, int]:
        return nodes, estimates

    def limited(  # noqa: PLR0917 - the hot path: positional arguments are the fastest
        me: int, opp: int, my_threats: int, opp_threats: int, ev: int, live: int, near: int,
        left: int, depth: int, alpha: int, beta: int, ply: int,
    ) -> int:  # fmt: skip
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
                score += -ply if score > MATE_BOUND else ply if score < -MATE_BOUND else 0
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
            best, best_cell, visited, guessed = frontier(
                me, opp, my_threats, opp_threats, ev, live, near, left, moves, alpha, beta, ply
            )
            nodes += visited
            estimates += guessed
        else:
            best = -INFINITY
            lower = alpha
            for _, cell, low, delta, threats, died in children_of(me, opp, moves, best_cell):
                # Full window for the first move, a null window (then, if it beats ``lower``,
                # the full window again) for the others: see ``exact``.
                floor, ceiling = lower, beta if best == -INFINITY else lower + 1
                while True:
                    score = -limited(
                        opp, me | low, opp_threats & ~low, (my_threats & ~low) | threats,
                        -(ev + delta), live - died, near | neighbours[cell], left - 1,
                        depth - 1, -ceiling, -floor, ply + 1,
                    )  # fmt: skip
                    if ceiling == beta or not lower < score < beta:
                        break
                    floor, ceiling = score, beta
                if score > best:
                    best = score
                    best_cell = cell
                    if score > lower:
                        lower = score
                        if lower >= beta:
                            break

        flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
        stored = best + ply if best > MATE_BOUND else best - ply if best < -MATE_BOUND else best
        if len(table) >= MAX_ENTRIES:
            table.clear()
        stored_depth = EXACT_DEPTH if estimates == estimates_before else depth
        table[key] = (stored_depth, flag, stored, cell_map[turn][best_cell] if turn else best_cell)
        return best

    recurse.append(limited)
    return limited, counts


Child = tuple[int, int, int, int, int, int]
"""A child to search: (ordering score, cell, its bit, evaluation gain, new threats, dead lines)."""

Frontier = Callable[
    [int, int, int, int, int, int, int, int, int, int, int, int], tuple[int, int, int, int]
]


def build_children(context: NodeContext) -> Callable[[int, int, int, int], list[Child]]:
    """``children_of(me, opp, moves, table_cell)``: the children of a node above the frontier.

    Most promising first (``table_cell`` first of all), each with what ``limited`` needs.
    """
    _, _, _, _, lines_through, k, value, gain, _, _, _, static_order, *_ = context
    needed = k - 1

    def children_of(me: int, opp: int, moves: int, table_cell: int) -> list[Child]:
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
            order = delta + static_order[cell] + (ORDER_FIRST if cell == table_cell else 0)
            children.append((order, cell, low, delta, threats, died))
        children.sort(reverse=True)
        return children

    return children_of


def build_frontier(context: NodeContext, recurse: list[LimitedSearch]) -> Frontier:
    """The frontier of ``limited`` (depth 1): its children scored in place, without a call.

    ``frontier(me, opp, my_threats, opp_threats, ev, live, near, left, moves, alpha, beta, ply)``
    returns (best score, best cell, children visited, estimates made). It scores each child as
    ``limited`` would at depth 0, since most nodes of a depth-limited search are those
    children; a child whose opponent must block is searched by ``recurse[0]`` (``limited``
    itself) at depth 0. It repeats the per-child update of ``children_of`` rather than calling
    it: listing, sorting and then scoring the children costs 2 to 4.5 times as much
    (benchmarks/bench_nodes.py, table "The frontier scored in place, or by a call of `limited`
    per child").
    """
    reverse, _, full, _, lines_through, k, value, gain, tempo, *_ = context
    needed = k - 1
    neighbours, parity_max_left = context.neighbours, context.parity_max_left
    no_line_can_be_completed = draw_detector(context)

    def frontier(  # noqa: PLR0917 - the hot path: positional arguments are the fastest
        me: int, opp: int, my_threats: int, opp_threats: int, ev: int, live: int, near: int,
        left: int, moves: int, alpha: int, beta: int, ply: int,
    ) -> tuple[int, int, int, int]:  # fmt: skip
        best = -INFINITY
        best_cell = -1
        lower = alpha
        visited = guessed = 0
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
            visited += 1
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
                child_left <= parity_max_left and no_line_can_be_completed(opp, mine, child_left)
            ):
                score = 0
            elif not reverse and child_opp:
                score = -recurse[0](
                    opp, mine, child_my, child_opp, -(ev + delta), live - died,
                    near | neighbours[cell], child_left, 0, -beta, -lower, ply + 1,
                )  # fmt: skip
            else:
                score = ev + delta - tempo
                guessed += 1
            if score > best:
                best = score
                best_cell = cell
                if score > lower:
                    lower = score
                    if lower >= beta:
                        break
        return best, best_cell, visited, guessed

    return frontier


class NodeFunctions(NamedTuple):
    """The node functions of one search and a reader of its counters.

    Attributes:
        exact: searches to the end of the game.
        limited: searches ``depth`` plies.
        counts: returns (nodes visited, estimates made) so far.
    """

    exact: ExactSearch
    limited: LimitedSearch
    counts: Callable[[], tuple[int, int]]

    def release(self) -> None:
        """Empty the functions the node functions hold (themselves among them): no more calls.

        The counters stay readable.
        """
        for function in (self.exact, self.limited):
            for cell in getattr(function, "__closure__", None) or ():
                if callable(cell.cell_contents):
                    cell.cell_contents = None


def build_nodes(rules: Rules, poll: Callable[[], None], table: dict[int, Entry]) -> NodeFunctions:
    """Make the node functions for ``rules`` over ``table``; they call ``poll`` every few nodes."""
    context = node_context(rules, table)
    exact, exact_nodes = build_exact(context, poll)
    limited, limited_counts = build_limited(context, poll, exact)

    def counts() -> tuple[int, int]:
        nodes, estimates = limited_counts()
        return nodes + exact_nodes(), estimates

    return NodeFunctions(exact=exact, limited=limited, counts=counts)
