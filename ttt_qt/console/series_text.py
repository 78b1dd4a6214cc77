"""Every text of ``ttt-console series`` (seed 001's assignment) beyond the Lab 3 board's own.

The menu is the seed's, dotted lines included (every entry is 34 characters wide, the
fourth without a space before its dots, as the seed prints it).
"""

from __future__ import annotations

WELCOME = "Welcome to Tic Tac Toe Series"
MENU = (
    "User against user ...............1\n"
    "User against dumb computer ......2\n"
    "User against random computer ....3\n"
    "User against smart computer......4\n"
    "Quit ............................5"
)
CHOICE_PROMPT = "Enter your choice "
BAD_CHOICE = "Please enter a number from 1 to 5."
SYMBOL_PROMPT = "Do you want to play x or o? "
BAD_SYMBOL = "Please answer x or o."
BAD_CELL = "Please enter a cell number from 1 to 9."
TAKEN_CELL = "That cell is already filled. Please choose another one."
COMPUTER_WINS = "{mark} wins. The computer won this game."
"""The end of a game the computer won: the Lab's "Congrats!" is for the person who won."""
GOODBYE = "Goodbye!"
