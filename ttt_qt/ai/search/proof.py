"""A win/draw/loss prover for whole games too big for the move-by-move search (5 x 5, k = 4).

``search`` asks how many plies a win takes; a proof of the game's value needs only whether
the side to move wins, draws or loses. This prover answers that, with scores 1, 0 and -1 from
the side to move's view, and it asks it as two null-window questions (see ``prove``): "can X
win?" (a search with the window (0, 1)) and "can O win?" (the window (-1, 0)). Each question
needs only one bound of every node, so most replies are refuted by their first move.

What makes it fast enough (measured in ``benchmarks/bench_proof.py``):

- Bounds from dead lines, kept per node as bit masks over the line *indices*: a side can only
  complete (in reverse rules: can only be forced to complete) a line that holds no mark of the
  other side. A side with no such line cannot win (cannot lose), so the node's value is at
  most (at least) 0 without a search. Near the end of the game, a line also counts only if
  the marks it lacks fit in the moves its owner has left.
- Forced moves: in normal rules a threat of the mover wins at once, two threats of the
  opponent lose, and a single one must be blocked (the only child searched). In reverse rules
  a mover's threat cell is never played unless nothing else is left (then the mover loses).
- A transposition table of bounds (lower, upper) and the best move, keyed by the canonical
  form of the position under the 8 symmetries of the square, so each class is proved once.
- Move ordering: the table's move first, then moves that make a threat, then by the line
  evaluation's gain (see ``evaluation``); in reverse rules cells on few lines first, and for a
  mover who has answered every move by its half-turn image so far, the image of the last one
  (a drawing strategy there; only an order, every other reply is still searched).

The table lives in the ``Prover`` object, so a caller that proves many positions in a row (the
opening book builder) reuses every earlier proof; a player keeps its prover from move to move
in its ``SearchMemory`` (``prove_best_moves``). Every rule in the node function is a plain
consequence of the rules of the game; ``tests/ai/search/test_proof.py`` compares the prover with
the exact search on every position of small games and on sampled 5 x 5 positions.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import NamedTuple

from ttt_qt.engine import Board, Move, Rules

from ..base import NO_LIMIT, Limit, SearchStopped
from ..memory import SearchMemory
from .evaluation import line_weights
from .tables import symmetry_of

WIN, DRAW, LOSS = 1, 0, -1
"""The three values of a position for the side to move."""

HALF_TURN = 2
"""The index of the half-turn rotation among the symmetries (see ``tables``)."""

POLL_MASK = 1023
"""Check the limit every 1024 nodes."""

ProveNode = Callable[[int, int, int, int, int, int, int, int, int], int]
"""``node(me, opp, my_threats, opp_threats, my_live, opp_live, left, alpha, beta)``."""


class Proof(NamedTuple):
    """What a proof found and what it cost.

    Attributes:
        value: the value for the side to move: 1 (wins), 0 (draw), -1 (loses).
        nodes: nodes visited by this proof.
        seconds: wall-clock time of this proof.
        entries: positions held in the prover's table at the end.
    """

    value: int
    nodes: int
    seconds: float
    entries: int


class Prover:
    """Proves win/draw/loss values of positions of one rule set, sharing one table.

    Attributes:
        rules: the rules proved.
        nodes: nodes visited so far, over every proof.
        limit: what stops a proof (its deadline set); the next proof may get another.
    """

    def __init__(self, rules: Rules, limit: Limit = NO_LIMIT) -> None:
        """Prove positions of ``rules`` until ``limit`` stops a proof (SearchStopped)."""
        self.rules = rules
        self.nodes = 0
        self.limit = limit
        self.table: dict[int, int] = {}
        self._node = _build_node(self)

    def poll(self) -> None:
        """Raise SearchStopped once the limit is reached (the node function calls it)."""
        self.limit.check()

    def bound(self, board: Board, alpha: int, beta: int) -> int:
        """The value of ``board`` (not over) for its mover, searched with the window (alpha, beta).

        Fail-soft: a result at or below ``alpha`` is an upper bound, at or above ``beta`` a lower
        bound, strictly between them exact.
        """
        x, o = board.x_bits, board.o_bits
        state = _state(self.rules, *((x, o) if board.to_move == "X" else (o, x)))
        return self._node(*state, alpha, beta)

    def prove(self, board: Board) -> Proof:
        """The exact value of ``board`` (not over) for its mover, by two null-window searches.

        First "can the mover win?" (window (0, 1)); if not, "can the opponent win?" (window
        (-1, 0)). Raises SearchStopped when stopped.
        """
        started = time.perf_counter()
        nodes_before = self.nodes
        value = self.bound(board, DRAW, WIN)
        if value <= DRAW:
            value = DRAW if self.bound(board, LOSS, DRAW) >= DRAW else LOSS
        seconds = time.perf_counter() - started
        return Proof(value, self.nodes - nodes_before, seconds, len(self.table))

    def best_moves(self, board: Board, most: int | None = None) -> tuple[int, list[Move]]:
        """The value of ``board`` (not over) for its mover and the moves that keep it.

        After the value, one null-window search per move (does the reply hold the opponent to
        the mirror of that value?), in a fixed order: cells on more lines first, then row by
        row. It stops after ``most`` moves that keep the value (None: every one), so that the
        moves found do not depend on what the table held before.
        """
        value = self.prove(board).value
        lines_through = self.rules.geometry.lines_through
        size = self.rules.size
        order = sorted(
            board.legal_moves(), key=lambda move: -len(lines_through[move[0] * size + move[1]])
        )
        best: list[Move] = []
        for move in order:
            child = board.play(move)
            if child.is_over:
                winner = child.winner
                result = DRAW if winner is None else WIN if winner == board.to_move else LOSS
                keeps = value == result
            elif value == LOSS:
                keeps = True
            else:
                # The reply is at most -value for the opponent: a fail-low at -value.
                keeps = self.bound(child, -value, -value + 1) <= -value
            if keeps:
                best.append(move)
                if most is not None and len(best) >= most:
                    break
        return value, sorted(best)


PROVED_RULES = frozenset({Rules(5, 4)})
"""Rule sets whose positions the prover decides within a player's think time (with the book)."""

KEPT_MAX_ENTRIES = 500_000
"""Entries of a kept prover's table before it is replaced by a new one (about 60 MB); a whole
game of ``perfect`` on 5 x 5 past the book fills far fewer."""


def prove_best_moves(
    board: Board, limit: Limit, most: int | None = None, *, memory: SearchMemory
) -> tuple[int, list[Move], int] | None:
    """The value, moves that keep it and the nodes visited, proved by ``memory``'s prover.

    The memory keeps one prover per rule set, with its table, from move to move; ``most`` is
    as in ``Prover.best_moves``. None when ``limit`` (its deadline set) stops the proof first,
    or when another search is using the memory's prover.
    """
    if not memory.proving.acquire(blocking=False):
        return None
    try:
        prover = memory.prover(board.rules)
        if prover is None or len(prover.table) > KEPT_MAX_ENTRIES:
            prover = Prover(board.rules)
            memory.keep_prover(prover)
        prover.limit = limit
        before = prover.nodes
        try:
            value, moves = prover.best_moves(board, most)
        except SearchStopped:
            return None
        finally:
            prover.limit = NO_LIMIT  # the next caller's limit, not this one's cancel flag
        return value, moves, prover.nodes - before
    finally:
        memory.proving.release()


def _state(rules: Rules, me: int, opp: int) -> tuple[int, int, int, int, int, int, int]:
    """The node arguments (without the window) of the position where the mover holds ``me``."""
    lines = rules.geometry.lines
    occupied = me | opp
    needed = rules.win_length - 1
    my_threats = opp_threats = my_live = opp_live = 0
    for index, line in enumerate(lines):
        if not opp & line:
            my_live |= 1 << index
            if (me & line).bit_count() == needed:
                my_threats |= line & ~occupied
        if not me & line:
            opp_live |= 1 << index
            if (opp & line).bit_count() == needed:
                opp_threats |= line & ~occupied
    left = rules.cell_count - occupied.bit_count()
    return me, opp, my_threats, opp_threats, my_live, opp_live, left


Child = tuple[int, int, int, int]
"""A move to try: (ordering key, cell, its bit, the cells where it threatens a line)."""


class _NodeTables(NamedTuple):
    """What the node function of a prover reads, computed once per rules."""

    through: tuple[tuple[tuple[int, int], ...], ...]
    """Per cell, the (index, mask) of every line through it."""
    through_bits: tuple[int, ...]
    """Per cell, the bit set of the indices of the lines through it."""
    gain: tuple[int, ...]
    value: tuple[int, ...]
    static: tuple[int, ...]
    threat_bonus: int
    centre: int


def _node_tables(rules: Rules) -> _NodeTables:
    """The line tables and move-ordering weights of ``rules``.

    Ordering: in normal rules by the evaluation's gain; in reverse rules cells on few lines
    first, as in ``position.node_context``.
    """
    lines = rules.geometry.lines
    k = rules.win_length
    reverse = rules.reverse
    through = tuple(
        tuple((index, line) for index, line in enumerate(lines) if line >> cell & 1)
        for cell in range(rules.cell_count)
    )
    weights = line_weights(rules)
    return _NodeTables(
        through=through,
        through_bits=tuple(sum(1 << index for index, _ in lines_) for lines_ in through),
        gain=(0,) * (k + 1) if reverse else weights.gain,
        value=(0,) * (k + 1) if reverse else weights.value,
        static=tuple(-len(t) if reverse else len(t) for t in through),
        threat_bonus=0 if reverse else 1 << 30,
        centre=1 << (rules.cell_count // 2) if rules.size % 2 else 0,
    )


def _completable_test(rules: Rules) -> Callable[[int, int, int], bool]:
    """``completable(mine, live, moves)``: some line in ``live`` lacks at most ``moves`` marks."""
    lines = rules.geometry.lines
    k = rules.win_length

    def completable(mine: int, live: int, moves: int) -> bool:
        while live:
            low = live & -live
            live ^= low
            if k - (mine & lines[low.bit_length() - 1]).bit_count() <= moves:
                return True
        return False

    return completable


def _table_entry(  # noqa: PLR0917 - called once a node: positional is the fastest
    best: int, alpha: int, beta: int, lower: int, upper: int, cell: int
) -> int:
    """The packed bounds-table entry for a node that scored ``best`` in (``alpha``, ``beta``)."""
    if best >= beta:
        lower = best
    elif best <= alpha:
        upper = best
    else:
        lower = upper = best
    return (cell + 1) << 4 | (upper + 1) << 2 | (lower + 1)


def _move_ordering(rules: Rules, tables: _NodeTables) -> Callable[..., list[Child]]:
    """``ordered(me, opp, moves, first, best_cell)``: ``moves`` best first.

    First the cells of ``first`` (mirror images), then the table's move, then moves that
    threaten to complete a line, then by line values; each child with the cells where it
    threatens a line.

    Its per-child update is the one of ``nodes.build_children``, written again: one listing
    for both (commit fe72b80, reverted; ``nodes.list_children`` with this one's bonuses) left
    the node counts as they are but cost the prover 3 to 8 % of its CPU time
    (benchmarks/bench_proof.py) and the depth-limited search 3 to 6 % (bench_nodes.py, table
    1), measured as the best of four alternating runs of each.
    """
    through, gain, value, static = tables.through, tables.gain, tables.value, tables.static
    threat_bonus = tables.threat_bonus
    needed = rules.win_length - 1

    def ordered(me: int, opp: int, moves: int, first: int, best_cell: int) -> list[Child]:
        children = []
        rest = moves
        while rest:
            low = rest & -rest
            rest ^= low
            cell = low.bit_length() - 1
            mine = me | low
            order = static[cell]
            threats = 0
            for _, line in through[cell]:
                if opp & line:
                    if not me & line:
                        order += value[(opp & line).bit_count()]
                else:
                    count = (mine & line).bit_count()
                    order += gain[count]
                    if count == needed:
                        threats |= line ^ (mine & line)
            if threats:
                order += threat_bonus
            if first & low:
                order += 1 << 41
            if cell == best_cell:
                order += 1 << 40
            children.append((order, cell, low, threats))
        children.sort(reverse=True)
        return children

    return ordered


def _build_node(prover: Prover) -> ProveNode:
    """The node function of ``prover``: negamax over win/draw/loss with a bounds table.

    Reverse rules, for a mover whose marks are the half-turn images of the opponent's (and who
    holds the centre, if the board has one): the image of the opponent's last move is tried
    first; the first move of all, the centre. Answering each move by its image never completes
    a line first (a completed line's image would be the opponent's, completed earlier) as long
    as no line holds a cell and its image: on 5 x 5 with k = 4 the first player, after the
    centre, never loses that way.
    """
    rules = prover.rules
    reverse = rules.reverse
    cells = rules.cell_count
    full = rules.geometry.full
    tables = _node_tables(rules)
    through_bits, centre = tables.through_bits, tables.centre
    ordered = _move_ordering(rules, tables)
    completable = _completable_test(rules)
    symmetry = symmetry_of(rules.size)
    canonical, cell_map, inverse_map = symmetry.canonical, symmetry.cell_map, symmetry.inverse_map

    def half_turn(bits: int) -> int:
        return symmetry.transform(HALF_TURN, bits)

    table = prover.table
    table_get = table.get
    poll = prover.poll
    endgame = 2 * rules.win_length

    def node(  # noqa: PLR0917 - the hot path: positional arguments are the fastest
        me: int, opp: int, my_threats: int, opp_threats: int, my_live: int, opp_live: int,
        left: int, alpha: int, beta: int,
    ) -> int:  # fmt: skip
        prover.nodes += 1
        if not prover.nodes & POLL_MASK:
            poll()
        if not left:
            return DRAW
        empty = full ^ (me | opp)
        if reverse:
            moves = empty & ~my_threats
            if not moves:
                return LOSS
        else:
            if my_threats:
                return WIN
            if opp_threats & (opp_threats - 1):
                return LOSS
            moves = opp_threats or empty
        # Lines a side could still complete: free of the other side's marks and, near the
        # end, lacking no more marks than that side has moves left.
        my_open, opp_open = my_live, opp_live
        if left <= endgame:
            if my_open and not completable(me, my_open, (left + 1) >> 1):
                my_open = 0
            if opp_open and not completable(opp, opp_open, left >> 1):
                opp_open = 0
        if reverse:
            lower, upper = (LOSS if my_open else DRAW), (WIN if opp_open else DRAW)
        else:
            lower, upper = (LOSS if opp_open else DRAW), (WIN if my_open else DRAW)
        if lower == upper or upper <= alpha or lower >= beta:
            return lower if lower >= beta else upper

        key, turn = canonical(me | opp << cells)
        entry = table_get(key)
        best_cell = -1
        if entry is not None:
            best_cell = (entry >> 4) - 1
            lower = max(lower, (entry & 3) - 1)
            upper = min(upper, (entry >> 2 & 3) - 1)
            if lower == upper or upper <= alpha or lower >= beta:
                return lower if lower >= beta else upper
            if turn and best_cell >= 0:
                best_cell = inverse_map[turn][best_cell]
        alpha = max(alpha, lower)
        beta = min(beta, upper)

        # Reverse rules: the half-turn image of the opponent's last move first (docstring).
        mirrors = 0
        if reverse and (me & centre or not centre) and not half_turn(me) & ~opp & ~centre:
            mirrors = half_turn(opp) & ~me
        elif reverse and not me | opp:
            mirrors = centre
        children = ordered(me, opp, moves, mirrors, best_cell)

        best = -2
        best_cell = -1
        child_left = left - 1
        for _, cell, low, threats in children:
            bits = through_bits[cell]
            score = -node(
                opp, me | low, opp_threats & ~low, (my_threats & ~low) | threats,
                opp_live & ~bits, my_live, child_left, -beta, -alpha,
            )  # fmt: skip
            if score > best:
                best = score
                best_cell = cell
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        stored = cell_map[turn][best_cell] if turn else best_cell
        table[key] = _table_entry(best, alpha, beta, lower, upper, stored)
        return best

    return node
