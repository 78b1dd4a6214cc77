"""Seed 001 (Lab 3): the ``TicTacToe`` class, its board numbered like a numeric keypad.

``board`` is a list of ten one-character strings; index 0 is ignored (it holds ``"#"``) and
cells 1 to 9 sit as on a keypad, 7 8 9 on the top row. Marks are ``"x"`` and ``"o"``; a
space is an empty cell. The engine's keypad mapping and line geometry decide who has a line.

Form, not history. The lab's own examples fill the board freely (all ``o`` but one cell;
``x`` and ``o`` each with a full row), so any list of ten strings is a board: the counts of
marks and the order they came in are never checked. A ``board`` that is not a list of ten
raises ``ValueError`` from every method that reads it, and ``assignMove`` raises on a cell
that is not a number from 1 to 9, as the lab asks; ``cellIsEmpty`` answers False for such a
cell instead. Where the lab leaves a choice:

- ``whoWon`` asks ``isWinner("x")`` before ``isWinner("o")``, as the lab's provided
  ``whoWon`` does, so when both have a line (as in the lab's second ``drawBoard`` example)
  it returns ``"x"``.
- ``isWinner(ch)`` compares cells with ``ch`` literally, whatever ``ch`` is: ``isWinner(" ")``
  is True on a board with an empty line.
- ``assignMove`` puts ``ch`` on the cell even when the cell is taken (the programs ask
  ``cellIsEmpty`` first, and strategies undo a trial move by assigning ``" "``).
- ``boardFull`` is True when no cell from 1 to 9 holds a space, whoever has a line.
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


def checked_board(board: object) -> list[str]:
    """A copy of ``board`` once it is checked to be a list of ten cells (index 0 ignored).

    Raises:
        ValueError: ``board`` is not a list of exactly ten cells.
    """
    if not isinstance(board, list) or len(board) != len(CELL_NUMBERS) + 1:
        raise ValueError(
            f"the board is a list of 10 strings (index 0 ignored, cells 1 to 9), not {board!r}"
        )
    return list(board)


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
        print(format_board(checked_board(self.board)))

    def boardFull(self) -> bool:
        """True when no cell from 1 to 9 holds a space."""
        cells = checked_board(self.board)
        return all(cells[cell] != EMPTY for cell in CELL_NUMBERS)

    def cellIsEmpty(self, cell: int) -> bool:
        """True when ``cell`` is a number from 1 to 9 and that cell is free.

        Any other ``cell`` (0, 10, "5", None) gives False, never an exception.

        Raises:
            ValueError: ``board`` is not a list of ten cells.
        """
        cells = checked_board(self.board)
        return is_cell_number(cell) and cells[cell] == EMPTY

    def assignMove(self, cell: int, ch: str) -> None:
        """Put the symbol ``ch`` (``"x"`` or ``"o"``) on ``cell`` (1 to 9).

        Raises:
            ValueError: ``cell`` is not a number from 1 to 9, or ``board`` is not a list of ten.
        """
        if not is_cell_number(cell):
            raise ValueError(f"a cell is a number from 1 to 9, not {cell!r}")
        checked_board(self.board)
        self.board[cell] = ch

    def isWinner(self, ch: str) -> bool:
        """True when ``ch`` fills a row, a column or a diagonal."""
        cells = checked_board(self.board)
        mask = 0
        for cell in CELL_NUMBERS:
            if cells[cell] == ch:
                mask |= _BIT_OF_CELL[cell]
        return has_line(mask, 3)

    def whoWon(self) -> str:
        """The symbol of the winner, ``"x"`` or ``"o"``, or ``""`` when nobody has a line.

        ``"x"`` is asked first, so it is returned when both have a line.
        """
        if self.isWinner("x"):
            return "x"
        if self.isWinner("o"):
            return "o"
        return ""
