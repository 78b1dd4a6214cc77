"""What the course modules share: their cell lists as engine bit masks, and the engine's lines.

The course APIs keep mutable lists of marks (any marks, even in impossible positions, as the
courses' examples do); a bit mask (bit ``row * size + col``) lets the engine's precomputed
line geometry decide who has a line, so no course module repeats the rules.

Course boards are checked for form, not history: a board with both players owning a line
is still a board, and ``first_line_owner`` says whose line a reader scanning the board the
usual way (rows from the top, then columns from the left, then the diagonal from the top
left corner, then the other diagonal) meets first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import TypeVar

from ttt_qt.engine import Board, Mark, Rules, geometry

MarkT = TypeVar("MarkT")


def mask_of(cells: Iterable[object], mark: object) -> int:
    """The bit mask of the cells (in row-major order) that hold ``mark``."""
    mask = 0
    for index, cell in enumerate(cells):
        if cell == mark:
            mask |= 1 << index
    return mask


def has_line(mask: int, size: int, win_length: int | None = None) -> bool:
    """True when the cells of ``mask`` fill a whole line of a ``size`` board.

    Args:
        mask: the cells of one player.
        size: cells per side; any size from 1 up (the engine's geometry works for all).
        win_length: cells in a line; the board size when not given.
    """
    lines = geometry(size, size if win_length is None else win_length).lines
    return any(mask & line == line for line in lines)


@cache
def lines_in_scan_order(size: int) -> tuple[int, ...]:
    """The engine's whole lines of a ``size`` board as masks: rows, columns, then diagonals.

    Rows from the top, columns from the left, the diagonal from the top left corner, then
    the diagonal from the top right corner: the order in which the course's provided
    ``check_win`` (seed 002) and most students' ``winner`` look at them.
    """
    shape = geometry(size, size)

    def place(cells: tuple[int, ...]) -> tuple[int, int]:
        if len(cells) == 1:
            return 0, cells[0]
        (row, col), (next_row, next_col) = divmod(cells[0], size), divmod(cells[1], size)
        kind = {(0, 1): 0, (1, 0): 1, (1, 1): 2, (1, -1): 3}[(next_row - row, next_col - col)]
        return kind, cells[0]

    order = sorted(range(len(shape.lines)), key=lambda index: place(shape.line_cells[index]))
    return tuple(dict.fromkeys(shape.lines[index] for index in order))


def first_line_owner(cells: Sequence[object], size: int, marks: Iterable[MarkT]) -> MarkT | None:
    """The mark among ``marks`` that owns the first whole line in scan order, or None.

    Args:
        cells: the ``size * size`` cells in row-major order.
        size: cells per side.
        marks: the player marks to look for (anything else in a cell is an empty cell).
    """
    masks = [(mark, mask_of(cells, mark)) for mark in marks]
    for line in lines_in_scan_order(size):
        for mark, mask in masks:
            if mask & line == line:
                return mark
    return None


def engine_board(x_mask: int, o_mask: int, to_move: Mark | None = None) -> Board:
    """The engine's 3 x 3 board with these marks, seen from the side ``to_move``.

    The courses let a program ask any player for a move on any board. When the marks say
    the other side is to move, the colours are swapped, so that a strategy (which always
    moves for ``board.to_move``) plays for ``to_move``; callers swap its answer back only
    in meaning, since a cell is a cell in both views.

    Raises:
        ValueError: no legal game reaches the position (the engine's ``PositionError``).
    """
    board = Board(Rules(), x_mask, o_mask)
    if to_move is None or board.to_move == to_move:
        return board
    return Board(Rules(), o_mask, x_mask)
