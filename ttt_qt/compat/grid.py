"""What the course modules share: their cell lists as engine bit masks, and the engine's lines.

The course APIs keep mutable lists of marks (any marks, even in impossible positions, as the
courses' examples do); a bit mask (bit ``row * size + col``) lets the engine's precomputed
line geometry decide who has a line, so no course module repeats the rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from ttt_qt.engine import Board, Mark, Rules, geometry


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
