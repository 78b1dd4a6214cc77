"""``ttt-console series``: seed 001's menu game on the Lab 3 board (``ttt_qt.compat.lab3``).

The menu offers a game between two people or against the dumb computer (the first free
cell from 1 to 9: the registry's ``sequential`` player), the random computer (``random``)
or the smart computer (``smart``: win, block, centre, a corner, a side — the seed's order).
Against a computer the person picks x or o; x always starts. After each game the program
announces the result and shows the menu again, until Quit.
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass

from ttt_qt.ai import Strategy, create
from ttt_qt.compat.lab3 import CELL_NUMBERS, TicTacToe
from ttt_qt.compat.lab3_text import TIE, TURN_PROMPT, WINS
from ttt_qt.engine import Board, Rules

from .options import whole_number
from .series_text import (
    BAD_CELL,
    BAD_CHOICE,
    BAD_SYMBOL,
    CHOICE_PROMPT,
    COMPUTER_WINS,
    GOODBYE,
    MENU,
    SYMBOL_PROMPT,
    TAKEN_CELL,
    WELCOME,
)

SYMBOLS = ("x", "o")
SEED_RANGE = 2**32


@dataclass(frozen=True, slots=True)
class MenuEntry:
    """One game of the menu.

    Attributes:
        strategy: the registry name of the computer opponent, or None for two people.
    """

    strategy: str | None


MENU_ENTRIES = {
    "1": MenuEntry(None),
    "2": MenuEntry("sequential"),
    "3": MenuEntry("random"),
    "4": MenuEntry("smart"),
}
QUIT = "5"


def configure(parser: argparse.ArgumentParser) -> None:
    """Add ``--seed``."""
    parser.add_argument(
        "--seed",
        type=whole_number,
        default=None,
        help="seed for the computers' random choices, to replay the same games",
    )


def keypad_view(game: TicTacToe) -> Board:
    """The engine's board whose reading order is the keypad order 1 to 9.

    Cell ``k`` of the Lab 3 board becomes cell ``k - 1`` in row-major order (the real board
    mirrored top to bottom, which keeps every line a line), so the ``sequential`` player's
    "first free cell" is the seed's "first available cell from 1 to 9".
    """
    x_bits = o_bits = 0
    for cell in CELL_NUMBERS:
        if game.board[cell] == "x":
            x_bits |= 1 << (cell - 1)
        elif game.board[cell] == "o":
            o_bits |= 1 << (cell - 1)
    return Board(Rules(), x_bits, o_bits)


def computer_cell(game: TicTacToe, strategy: Strategy) -> int:
    """The cell number (1 to 9) that ``strategy`` picks for the side to move."""
    row, col = strategy.choose(keypad_view(game))
    return row * 3 + col + 1


def ask(prompt: str, valid: tuple[str, ...], complaint: str) -> str:
    """Ask until the answer (trimmed, lower case) is one of ``valid``.

    Raises:
        EOFError: the input ended.
    """
    while True:
        answer = input(prompt).strip().lower()
        if answer in valid:
            return answer
        print(complaint)


def ask_cell(game: TicTacToe, mark: str) -> int:
    """Ask ``mark``'s player for a free cell from 1 to 9.

    Raises:
        EOFError: the input ended.
    """
    while True:
        answer = input(TURN_PROMPT.format(mark=mark)).strip()
        cell = int(answer) if answer.isascii() and answer.isdigit() and len(answer) == 1 else 0
        if game.cellIsEmpty(cell):
            return cell
        print(TAKEN_CELL if cell in CELL_NUMBERS else BAD_CELL)


def play_game(entry: MenuEntry, seed: int | None) -> None:
    """One game of the menu, from the choice of symbol to the announcement of the result.

    Raises:
        EOFError: the input ended.
    """
    strategy = None if entry.strategy is None else create(entry.strategy, seed=seed)
    person = ask(SYMBOL_PROMPT, SYMBOLS, BAD_SYMBOL) if strategy else None
    game = TicTacToe()
    mark = SYMBOLS[0]
    while True:
        game.drawBoard()
        if strategy is not None and mark != person:
            cell = computer_cell(game, strategy)
            print(TURN_PROMPT.format(mark=mark) + str(cell))
        else:
            cell = ask_cell(game, mark)
        game.assignMove(cell, mark)
        if game.whoWon() or game.boardFull():
            break
        mark = SYMBOLS[1] if mark == SYMBOLS[0] else SYMBOLS[0]
    game.drawBoard()
    winner = game.whoWon()
    if not winner:
        print(TIE)
    elif strategy is not None and winner != person:
        print(COMPUTER_WINS.format(mark=winner))
    else:
        print(WINS.format(mark=winner))


def play(seed: int | None) -> None:
    """The menu loop, until Quit.

    Raises:
        EOFError: the input ended.
    """
    seeds = random.Random(seed)
    print(WELCOME)
    while True:
        print(MENU)
        choice = ask(CHOICE_PROMPT, (*MENU_ENTRIES, QUIT), BAD_CHOICE)
        if choice == QUIT:
            return
        play_game(MENU_ENTRIES[choice], None if seed is None else seeds.randrange(SEED_RANGE))


def run(args: argparse.Namespace) -> int:
    """Play until Quit or the end of the input. Returns 0."""
    try:
        play(args.seed)
    except EOFError:
        print()
    print(GOODBYE)
    return 0
