"""Cell names for people: ``A1`` (column letter, row number) and the 3 x 3 numeric keypad."""

from __future__ import annotations

import re

from .errors import CellNameError
from .rules import MAX_SIZE
from .types import Move

COLUMN_LETTERS = "ABCDEFGHIJKLMNO"[:MAX_SIZE]
_CELL_NAME = re.compile(r"([A-Za-z])(\d{1,2})")

# The numeric keypad: 7 8 9 on the top row, 1 2 3 on the bottom row (seed 001).
_KEYPAD_ROWS = ((7, 8, 9), (4, 5, 6), (1, 2, 3))


def cell_name(move: Move) -> str:
    """The name of a cell: ``(0, 0)`` is ``A1`` (top left), ``(2, 2)`` is ``C3``."""
    row, col = move
    if not (0 <= row < MAX_SIZE and 0 <= col < MAX_SIZE):
        raise CellNameError(f"cell {move} is off every board")
    return f"{COLUMN_LETTERS[col]}{row + 1}"


def parse_cell(text: str, size: int = 3) -> Move:
    """Parse a cell name such as ``b2`` or ``O15`` (case-insensitive) on a ``size`` board.

    Raises:
        CellNameError: the text is not a column letter and row number on this board.
    """
    match = _CELL_NAME.fullmatch(text.strip()) if isinstance(text, str) else None
    last_letter = COLUMN_LETTERS[size - 1]
    if match is None:
        raise CellNameError(
            f"{text!r} is not a cell: give a column letter A-{last_letter} "
            f"and a row 1-{size}, like B2",
            "not a cell",
        )
    col = ord(match.group(1).upper()) - ord("A")
    row = int(match.group(2)) - 1
    if not (0 <= col < size and 0 <= row < size) or match.group(2).startswith("0"):
        raise CellNameError(
            f"{text.strip()!r} is off the {size} x {size} board: "
            f"columns A-{last_letter}, rows 1-{size}",
            "off the board",
        )
    return row, col


def keypad_to_move(key: int) -> Move:
    """The 3 x 3 cell of a numeric-keypad digit: 7 is the top left, 3 the bottom right."""
    if isinstance(key, bool) or not isinstance(key, int) or not 1 <= key <= 9:
        raise CellNameError(f"a keypad cell is a number from 1 to 9, not {key!r}")
    return 2 - (key - 1) // 3, (key - 1) % 3


def move_to_keypad(move: Move) -> int:
    """The numeric-keypad digit of a 3 x 3 cell: ``(0, 0)`` is 7, ``(2, 2)`` is 3."""
    row, col = move
    if not (0 <= row < 3 and 0 <= col < 3):
        raise CellNameError(f"cell {move} is not on the 3 x 3 keypad")
    return _KEYPAD_ROWS[row][col]
