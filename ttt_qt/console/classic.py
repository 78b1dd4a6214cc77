"""``ttt-console classic``: seed 000's game, its text matched exactly.

The loop is the seed's ``tictac.py`` run over ``ttt_qt.compat.pa1``: Bob plays X and moves
first, Alice plays O. ``--x`` and ``--o`` hand either side to a computer: ``random`` (the
seed's AI), ``smart`` (the seed's SmartAI, which never loses), ``minimax`` (the seed's
MiniMax, which never loses either), or any computer player of the registry by name. A
computer prints the prompt a person would see and then the cell it chose.
"""

from __future__ import annotations

import argparse
import random

from ttt_qt.ai import names
from ttt_qt.compat.pa1 import AI, Board, MiniMax, Player, SmartAI
from ttt_qt.compat.pa1_text import GOODBYE, PLAY_AGAIN, TIE, WELCOME, WINNER

from .options import whole_number

HUMAN = "human"
SEED_000_COMPUTERS: dict[str, type[AI]] = {"random": AI, "smart": SmartAI, "minimax": MiniMax}
"""The seed's own computer players, by the names the options use."""

SEED_RANGE = 2**32

YES = ("Y", "YES")
NO = ("N", "NO")
"""The answers to the play-again question, in upper case; any other asks it again."""


class RegistryAI(AI):
    """A computer player of the registry, behaving like the seed's AI players."""

    def __init__(
        self, name: str, sign: str, board: Board | None, strategy: str, seed: int | None
    ) -> None:
        self.strategy_name = strategy
        super().__init__(name, sign, board, seed=seed)


def player_kind(text: str) -> str:
    """``human``, a seed 000 computer (``random``, ``smart``, ``minimax``) or a registry name.

    Raises:
        argparse.ArgumentTypeError: none of those.
    """
    kind = text.strip().lower()
    choices = [
        HUMAN,
        *SEED_000_COMPUTERS,
        *(name for name in names() if name not in SEED_000_COMPUTERS),
    ]
    if kind not in choices:
        raise argparse.ArgumentTypeError(
            f"unknown player {text!r}; choose from {', '.join(choices)}"
        )
    return kind


def configure(parser: argparse.ArgumentParser) -> None:
    """Add ``--x``, ``--o`` and ``--seed``."""
    computers = ", ".join(name for name in names() if name not in SEED_000_COMPUTERS)
    for option, side in (("--x", "X (Bob, who moves first)"), ("--o", "O (Alice)")):
        parser.add_argument(
            option,
            type=player_kind,
            default=HUMAN,
            metavar="PLAYER",
            help=f"who plays {side}: human (the default); random, smart or minimax "
            f"(this course's AI, SmartAI and MiniMax: smart never loses here, unlike the "
            f"other commands' smart); or a computer player: {computers}",
        )
    parser.add_argument(
        "--seed",
        type=whole_number,
        default=None,
        help="seed for the computer players' random choices, to replay the same games",
    )


def make_player(kind: str, name: str, sign: str, board: Board, seed: int | None) -> Player:
    """The player of ``kind`` for one side of one game."""
    if kind == HUMAN:
        return Player(name, sign)
    if kind in SEED_000_COMPUTERS:
        return SEED_000_COMPUTERS[kind](name, sign, board, seed=seed)
    return RegistryAI(name, sign, board, kind, seed)


def play(x_kind: str, o_kind: str, seed: int | None) -> None:
    """Seed 000's main program: games until the answer to "play again" is no.

    Raises:
        EOFError: the input ended at a prompt.
    """
    seeds = random.Random(seed)

    def next_seed() -> int | None:
        return None if seed is None else seeds.randrange(SEED_RANGE)

    print(WELCOME)
    while True:
        board = Board()
        player1 = make_player(x_kind, "Bob", "X", board, next_seed())
        player2 = make_player(o_kind, "Alice", "O", board, next_seed())
        turn = True
        while True:
            board.show()
            if turn:
                player1.choose(board)
                turn = False
            else:
                player2.choose(board)
                turn = True
            if board.isdone():
                break
        board.show()
        if board.get_winner() == player1.get_sign():
            print(WINNER.format(name=player1.get_name()))
        elif board.get_winner() == player2.get_sign():
            print(WINNER.format(name=player2.get_name()))
        else:
            print(TIE)
        if not wants_another_game():
            break


def wants_another_game() -> bool:
    """Ask seed 000's play-again question until the answer is a yes or a no.

    ``Y`` or ``yes`` plays again and ``N`` or ``no`` stops, in any case; anything else (such
    as "maybe", or no answer) asks the same question again rather than ending the program.

    Raises:
        EOFError: the input ended before an answer.
    """
    while True:
        answer = input(PLAY_AGAIN).strip().upper()
        if answer in YES:
            return True
        if answer in NO:
            return False


def run(args: argparse.Namespace) -> int:
    """Play until the players stop; end of input says goodbye too. Returns 0."""
    try:
        play(args.x, args.o, args.seed)
    except EOFError:
        print()
    print(GOODBYE)
    return 0
