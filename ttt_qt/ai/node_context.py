"""What the node functions of a search share: constants, the rule set's tables, draw detection.

See ``search_nodes`` for the node functions themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from ttt_qt.engine import Rules

from .evaluation import line_weights
from .symmetry import symmetry_of
from .transposition import Entry, table_for

EXACT_DEPTH = 1_000
"""The depth stored with results that no horizon or pruning touched: valid at any depth."""

LOWER, UPPER, EXACT = 1, 2, 3
"""Bound flags of table entries."""

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
        table: the shared transposition table.
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


def node_context(rules: Rules) -> NodeContext:
    """The node constants of ``rules``, with its current transposition table."""
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
        neighbours=neighbourhoods(rules.size),
        selective=rules.size >= SELECTIVE_MIN_SIZE,
        canonical=symmetry.canonical,
        cell_map=symmetry.cell_map,
        inverse_map=symmetry.inverse_map,
        symmetry_min_left=rules.cell_count - SYMMETRY_MAX_MARKS.get(rules.size, -1),
        parity_max_left=2 * rules.win_length,
        table=table_for(rules),
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
