"""Line tactics on bitboards shared by the rule-based players: wins, blocks, forks, poison cells.

A "mask" is an int with bit ``row * size + col`` set for each cell (the plain view of the
engine geometry, which also finds the cells that complete a line). ``mine`` and ``theirs``
are the marks of the side to move and of its opponent. A cell that completes a line of
``mine`` is a *winning cell* in normal rules and a *poison cell* in reverse rules.
"""

from __future__ import annotations

import random

from ttt_qt.engine import Board, Geometry, Move


def sides(board: Board) -> tuple[int, int]:
    """The masks ``(mine, theirs)`` from the point of view of the side to move."""
    if board.to_move == "X":
        return board.x_bits, board.o_bits
    return board.o_bits, board.x_bits


def empty_mask(board: Board) -> int:
    """The mask of empty cells."""
    return board.rules.geometry.full & ~(board.x_bits | board.o_bits)


def cells_of(mask: int) -> list[int]:
    """The cell indices set in ``mask``, lowest first."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(low.bit_length() - 1)
        mask ^= low
    return cells


def to_move(cell: int, size: int) -> Move:
    """The ``(row, col)`` of cell index ``cell``."""
    return divmod(cell, size)


def fork_cells(
    mine: int, theirs: int, empty: int, geometry: Geometry, existing: int | None = None
) -> int:
    """The empty cells where ``mine`` would gain two or more different completing cells.

    ``existing``, when the caller knows it, is ``geometry.completing_cells(mine, theirs)``.
    """
    found = 0
    if existing is None:
        existing = geometry.completing_cells(mine, theirs)
    for cell in cells_of(empty):
        threats = (geometry.new_completing_cells(mine, theirs, cell) | existing) & ~(1 << cell)
        if threats & (threats - 1):
            found |= 1 << cell
    return found


def open_line_counts(mine: int, theirs: int, empty: int, geometry: Geometry) -> dict[int, int]:
    """For each empty cell, the number of lines through it free of ``theirs`` (open to ``mine``)."""
    return {
        cell: sum(1 for line in geometry.lines_through[cell] if not line & theirs)
        for cell in cells_of(empty)
    }


def pick(rng: random.Random, mask: int, size: int) -> Move:
    """A random cell of a non-empty ``mask`` as a move."""
    return to_move(rng.choice(cells_of(mask)), size)


def best_cells(scores: dict[int, float]) -> int:
    """The mask of the cells with the highest score in a non-empty ``scores``."""
    top = max(scores.values())
    found = 0
    for cell, score in scores.items():
        if score == top:
            found |= 1 << cell
    return found


def reverse_safe(mine: int, theirs: int, empty: int, geometry: Geometry) -> int:
    """In reverse rules: the empty cells that do not complete a line of ``mine`` (may be 0)."""
    return empty & ~geometry.completing_cells(mine, theirs)


def reverse_forcing(mine: int, theirs: int, empty: int, geometry: Geometry) -> int:
    """In reverse rules: safe cells after which every reply of the opponent completes its line."""
    # Our move only removes opponent lines, so it never adds opponent poison cells: with more
    # empty cells left than poison cells now, no move can leave the opponent only poison.
    if empty.bit_count() - 1 > geometry.completing_cells(theirs, mine).bit_count():
        return 0
    found = 0
    for cell in cells_of(reverse_safe(mine, theirs, empty, geometry)):
        bit = 1 << cell
        rest = empty & ~bit
        if rest and not rest & ~geometry.completing_cells(theirs, mine | bit):
            found |= bit
    return found
