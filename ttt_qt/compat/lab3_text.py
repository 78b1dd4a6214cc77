"""Every text of seed 001's Lab 3 board, in one place: ``lab3`` and ``ttt-console series`` use it.

The board sits beside its index grid (the numeric keypad), separated by a tab, as the lab
asks; the extracted seed lost the spacing, so each grid keeps the natural layout
`` x | x | o`` over ``-----------``.
"""

from __future__ import annotations

from collections.abc import Sequence

TURN_PROMPT = "It is the turn for {mark} . What is your move? "
WINS = "{mark} wins. Congrats!"
TIE = "It's a tie."

KEYPAD_ROWS = ((7, 8, 9), (4, 5, 6), (1, 2, 3))
"""The cell numbers row by row from the top, as on a numeric keypad."""
ROW = " {} | {} | {}"
"""A row of three marks, or of three cell numbers in the index grid."""
RULE = "-----------"
"""The line between two rows."""
SEPARATOR = "\t"
"""What stands between the board and its index grid on each line."""


def format_board(board: Sequence[str]) -> str:
    """The board beside its keypad index grid, as ``drawBoard`` prints it.

    Args:
        board: ten strings, index 0 ignored, cells 1-9 laid out like a numeric keypad.
    """
    lines = []
    for number, keys in enumerate(KEYPAD_ROWS):
        if number:
            lines.append(RULE + SEPARATOR + RULE)
        marks = ROW.format(*(board[key] for key in keys))
        lines.append(marks + SEPARATOR + ROW.format(*keys))
    return "\n".join(lines)
