r"""Every text of seed 000's game (PA 1), in one place: ``pa1`` and ``ttt-console classic`` use it.

The seed's sample output lost its spacing when it was extracted; the board keeps the natural
layout of its ``A B C`` header, ``+---+`` rules and ``1| X |   |   |`` rows. The seed's own
code gives the rest: ``input("Would you like to play again? [Y/N]\n")`` and, for a computer
player, ``print(f"\n{name}, {sign}: Enter a cell [A-C][1-3]: ")`` followed by
``print(cell)``. A person answers the cell prompt on the line below it, as with the
play-again question.
"""

from __future__ import annotations

from collections.abc import Sequence

WELCOME = "Welcome to TIC-TAC-TOE Game!"
CELL_PROMPT = "{name}, {sign}: Enter a cell [A-C][1-3]:\n"
COMPUTER_PROMPT = "\n{name}, {sign}: Enter a cell [A-C][1-3]: "
WRONG_CHOICE = "You did not choose correctly."
WINNER = "{name} is a winner!"
TIE = "It is a tie!"
PLAY_AGAIN = "Would you like to play again? [Y/N]\n"
GOODBYE = "Goodbye!"

COLUMN_HEADER = "   A   B   C"
RULE = " +---+---+---+"
ROW = "{number}| {} | {} | {} |"


def format_board(cells: Sequence[str]) -> str:
    """The board drawn as seed 000 shows it, from its nine cells (``A1``, ``B1``, ... ``C3``).

    Args:
        cells: nine one-character strings, row by row from ``A1``; a space is an empty cell.
    """
    lines = [COLUMN_HEADER, RULE]
    for row in range(3):
        lines.append(ROW.format(*cells[row * 3 : row * 3 + 3], number=row + 1))
        lines.append(RULE)
    return "\n".join(lines)
