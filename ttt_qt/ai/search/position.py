"""A search node and the constants of one rule set that the node functions bind as locals.

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
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ttt_qt.engine import Board, Rules

from .evaluation import line_weights
from .tables import Entry, symmetry_of

POLL_MASK = 31
"""Check the clock and the cancel flag every 32 nodes (well under a millisecond)."""

ORDER_FIRST = 1 << 40
"""Ordering bonus that puts the table's best move first."""

SELECTIVE_MIN_SIZE = 6
"""From this board size on, depth-limited searches look only at cells next to a mark."""

SYMMETRY_MAX_MARKS = {3: 9, 4: 8, 5: 4}
"""Per board size, nodes with at most this many marks are keyed by their canonical form.
Measured: on 4 x 4 more marks save a few nodes but cost more time than they save; on boards
of 6 x 6 and up a canonical key costs more than a node, so they use none."""


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


def position_of(rules: Rules, me: int, opp: int) -> Position:
    """The search node where the side to move holds ``me`` and its opponent ``opp``."""
    geometry = rules.geometry
    value = line_weights(rules).value
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
    neighbours = geometry.neighbours
    near = 0
    for cell in range(rules.cell_count):
        if occupied >> cell & 1:
            near |= neighbours[cell]
    if not near:
        centre = rules.size // 2
        near = neighbours[centre * rules.size + centre]
    left = rules.cell_count - occupied.bit_count()
    return Position(me, opp, my_threats, opp_threats, ev, live, near & ~occupied, left)


def root_position(board: Board) -> Position:
    """The search node of ``board`` for the side to move."""
    if board.to_move == "X":
        return position_of(board.rules, board.x_bits, board.o_bits)
    return position_of(board.rules, board.o_bits, board.x_bits)


def evaluate(rules: Rules, me: int, opp: int) -> int:
    """The static evaluation of a position for the side whose marks are ``me``."""
    return position_of(rules, me, opp).ev


def play(rules: Rules, position: Position, cell: int) -> Position:
    """The node after the mover plays ``cell`` (which must not complete one of its lines)."""
    geometry = rules.geometry
    weights = line_weights(rules)
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
            if count == rules.win_length - 1:
                threats |= line ^ (mine & line)
    occupied = mine | opp
    return Position(
        me=opp,
        opp=mine,
        my_threats=position.opp_threats & ~low,
        opp_threats=(position.my_threats & ~low) | threats,
        ev=-(position.ev + gain),
        live=position.live - died,
        near=(position.near | geometry.neighbours[cell]) & ~occupied,
        left=position.left - 1,
    )


class NodeContext(NamedTuple):
    """The constants of one rule set that the node functions bind as locals.

    Attributes:
        reverse: reverse rules.
        cells: cells on the board.
        full: mask of every cell.
        lines: every line's mask.
        lines_through: per cell, the masks of the lines through it.
        win_length: marks in a line.
        value: the evaluation's line values (see ``evaluation.LineWeights``).
        gain: the evaluation's gains.
        tempo: the evaluation's bonus for the side to move at the horizon.
        order_value: ``value`` as used for move ordering (zero in reverse rules).
        order_gain: ``gain`` as used for move ordering (zero in reverse rules).
        static_order: per cell, its ordering bonus.
        neighbours: per cell, the cells next to it.
        selective: whether depth-limited searches look only at cells next to a mark.
        canonical: the symmetry's canonical-key function.
        cell_map: the symmetry's cell maps.
        inverse_map: the symmetry's inverse cell maps.
        symmetry_min_left: nodes with at least this many empty cells use canonical keys.
        parity_max_left: nodes with at most this many empty cells count moves left for draws.
        table: the search's transposition table (its ``SearchMemory``'s, or its own).
    """

    reverse: bool
    cells: int
    full: int
    lines: tuple[int, ...]
    lines_through: tuple[tuple[int, ...], ...]
    win_length: int
    value: tuple[int, ...]
    gain: tuple[int, ...]
    tempo: int
    order_value: tuple[int, ...]
    order_gain: tuple[int, ...]
    static_order: tuple[int, ...]
    neighbours: tuple[int, ...]
    selective: bool
    canonical: Callable[[int], tuple[int, int]]
    cell_map: tuple[tuple[int, ...], ...]
    inverse_map: tuple[tuple[int, ...], ...]
    symmetry_min_left: int
    parity_max_left: int
    table: dict[int, Entry]


def node_context(rules: Rules, table: dict[int, Entry]) -> NodeContext:
    """The node constants of ``rules``, with the transposition table ``table``."""
    geometry = rules.geometry
    weights = line_weights(rules)
    symmetry = symmetry_of(rules.size)
    through = geometry.lines_through
    # Move ordering. Normal rules: by the evaluation gain, central cells first on ties.
    # Reverse rules: cells on few lines first; measured on 4 x 4 it needs a quarter of the
    # nodes that ordering by the (reversed) gain needs.
    no_gain = tuple(0 for _ in weights.value)
    return NodeContext(
        reverse=rules.reverse,
        cells=rules.cell_count,
        full=geometry.full,
        lines=geometry.lines,
        lines_through=through,
        win_length=rules.win_length,
        value=weights.value,
        gain=weights.gain,
        tempo=weights.tempo,
        order_value=no_gain if rules.reverse else weights.value,
        order_gain=no_gain if rules.reverse else weights.gain,
        static_order=tuple(
            -len(cell_lines) if rules.reverse else len(cell_lines) for cell_lines in through
        ),
        neighbours=geometry.neighbours,
        selective=rules.size >= SELECTIVE_MIN_SIZE,
        canonical=symmetry.canonical,
        cell_map=symmetry.cell_map,
        inverse_map=symmetry.inverse_map,
        symmetry_min_left=rules.cell_count - SYMMETRY_MAX_MARKS.get(rules.size, -1),
        parity_max_left=2 * rules.win_length,
        table=table,
    )


def draw_detector(context: NodeContext) -> Callable[[int, int, int], bool]:
    """Make ``no_line_can_be_completed(me, opp, left)``, which detects an early draw.

    It is True when neither side, with the moves it has left, can complete any line.
    """
    lines = context.lines
    k = context.win_length

    def no_line_can_be_completed(me: int, opp: int, left: int) -> bool:
        my_moves = (left + 1) >> 1
        opp_moves = left >> 1
        for line in lines:
            if not opp & line:
                if k - (me & line).bit_count() <= my_moves:
                    return False
            elif not me & line and k - (opp & line).bit_count() <= opp_moves:
                return False
        return True

    return no_line_can_be_completed
