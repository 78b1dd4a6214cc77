"""Every text of the terminal game ``python -m ttt_qt.compat.cs50``, in one place.

The wording follows the project's ``runner.py`` ("Play Tic-Tac-Toe", "Play as X",
"Computer thinking...", "Game Over: X wins.", "Play Again"); the board is drawn with the
same column letters and row numbers as the classic console game.
"""

from __future__ import annotations

USAGE = (
    "usage: python -m ttt_qt.compat.cs50\n\n"
    "Play tic-tac-toe in the terminal against the course's minimax, through the functions of\n"
    "ttt_qt.compat.cs50 (initial_state, player, actions, result, terminal, winner, minimax).\n"
    "Choose X or O, then name a cell by its column and row, such as B2. It takes no options."
)
TITLE = "Play Tic-Tac-Toe"
CHOOSE_SIDE = "Play as X or O? "
BAD_SIDE = "Please answer X or O."
PLAYING_AS = "Play as {mark}"
YOUR_MOVE = "Your move ({mark}), a cell such as B2: "
NOT_A_CELL = "{answer!r} is not a cell: give a column A-C and a row 1-3, such as {example}."
TAKEN = "{cell} is taken: choose an empty cell, such as {example}."
THINKING = "Computer thinking..."
COMPUTER_MOVE = "The computer ({mark}) plays {cell}."
GAME_OVER_WIN = "Game Over: {mark} wins."
GAME_OVER_TIE = "Game Over: Tie."
PLAY_AGAIN = "Play Again? [Y/N] "
GOODBYE = "Goodbye!"
