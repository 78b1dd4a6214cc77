"""Seed 001 (Lab 3): the ``TicTacToe`` class, its board numbered like a numeric keypad.

``board`` is a list of ten one-character strings; index 0 is ignored (it holds ``"#"``) and
cells 1 to 9 sit as on a keypad, 7 8 9 on the top row. Marks are ``"x"`` and ``"o"``; a
space is an empty cell. The engine's keypad mapping and line geometry decide who has a line.
"""

from __future__ import annotations

from ttt_qt.engine import keypad_to_move

from .grid import has_line
from .lab3_text import format_board

CELL_NUMBERS = range(1, 10)
EMPTY = " "
_BIT_OF_CELL = {
    key: 1 << (row * 3 + col) for key in CELL_NUMBERS for row, col in [keypad_to_move(key)]
}


def is_cell_number(cell: object) -> bool:
    """True for a whole number from 1 to 9 (not a bool, not a string)."""
    return isinstance(cell, int) and not isinstance(cell, bool) and cell in CELL_NUMBERS


class TicTacToe:
    """Lab 3's board for two players, ``x`` and ``o``.

    Attributes:
        board: ten strings; index 0 is ignored, 1-9 are the cells in keypad layout.
    """

    def __init__(self) -> None:
        # "board" is a list of 10 strings representing the board (ignore index 0)
        self.board = [EMPTY] * 10
        self.board[0] = "#"

    def drawBoard(self) -> None:
        """Print the board beside the static keypad grid of cell numbers, separated by a tab."""
        print(format_board(self.board))

    def boardFull(self) -> bool:
        """True when no cell from 1 to 9 is empty."""
        return not any(self.cellIsEmpty(cell) for cell in CELL_NUMBERS)

    def cellIsEmpty(self, cell: int) -> bool:
        """True when ``cell`` is a number from 1 to 9 and that cell is free; never an exception."""
        return is_cell_number(cell) and self.board[cell] == EMPTY

    def assignMove(self, cell: int, ch: str) -> None:
        """Put the symbol ``ch`` (``"x"`` or ``"o"``) on ``cell`` (1 to 9).

        Raises:
            ValueError: ``cell`` is not a number from 1 to 9.
        """
        if not is_cell_number(cell):
            raise ValueError(f"a cell is a number from 1 to 9, not {cell!r}")
        self.board[cell] = ch

    def isWinner(self, ch: str) -> bool:
        """True when ``ch`` fills a row, a column or a diagonal."""
        mask = 0
        for cell in CELL_NUMBERS:
            if self.board[cell] == ch:
                mask |= _BIT_OF_CELL[cell]
        return has_line(mask, 3)

    def whoWon(self) -> str:
        """The symbol of the winner, ``"x"`` or ``"o"``, or ``""`` when nobody has a line."""
        if self.isWinner("x"):
            return "x"
        if self.isWinner("o"):
            return "o"
        return ""
