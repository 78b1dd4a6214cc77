"""The terminal game of ``python -m ttt_qt.compat.cs50``: a person against ``minimax``.

It plays through the project's functions only (``initial_state``, ``player``, ``actions``,
``result``, ``terminal``, ``winner``, ``minimax``), as the project's ``runner.py`` does with
its window. End of input or Ctrl+C ends the game politely.
"""

from __future__ import annotations

import sys

from ttt_qt.compat.pa1_text import format_board
from ttt_qt.compat.terminal import silence_stdout, tolerate_undecodable_input
from ttt_qt.engine import CellNameError, cell_name, parse_cell

from . import O, X, actions, initial_state, minimax, player, result, terminal, winner
from .text import (
    BAD_SIDE,
    CHOOSE_SIDE,
    COMPUTER_MOVE,
    GAME_OVER_TIE,
    GAME_OVER_WIN,
    GOODBYE,
    NOT_A_CELL,
    PLAY_AGAIN,
    PLAYING_AS,
    TAKEN,
    THINKING,
    TITLE,
    USAGE,
    YOUR_MOVE,
)

INTERRUPTED_EXIT_CODE = 130


def draw(board: list[list[str | None]]) -> None:
    """Print the board with columns A-C and rows 1-3."""
    print(format_board([cell or " " for row in board for cell in row]))


def ask_side() -> str:
    """Ask which mark the person plays until the answer is X or O (any case)."""
    while True:
        answer = input(CHOOSE_SIDE).strip().upper()
        if answer in (X, O):
            return answer
        print(BAD_SIDE)


def ask_move(board: list[list[str | None]], mark: str) -> tuple[int, int]:
    """Ask for a cell until the answer names an empty one; return it as ``(row, col)``."""
    free = sorted(actions(board))
    example = cell_name((1, 1) if (1, 1) in free else free[0])
    while True:
        answer = input(YOUR_MOVE.format(mark=mark))
        try:
            move = parse_cell(answer, 3)
        except CellNameError:
            print(NOT_A_CELL.format(answer=answer.strip(), example=example))
            continue
        if move in free:
            return move
        print(TAKEN.format(cell=cell_name(move), example=example))


def play_one_game(person: str) -> None:
    """Play one game with the person as ``person`` (``X`` or ``O``) and announce the result."""
    print(PLAYING_AS.format(mark=person))
    board = initial_state()
    while not terminal(board):
        draw(board)
        mark = player(board)
        if mark == person:
            move = ask_move(board, mark)
        else:
            print(THINKING)
            choice = minimax(board)
            assert choice is not None
            move = choice
            print(COMPUTER_MOVE.format(mark=mark, cell=cell_name(move)))
        board = result(board, move)
    draw(board)
    won = winner(board)
    print(GAME_OVER_WIN.format(mark=won) if won else GAME_OVER_TIE)


def main(argv: list[str] | None = None) -> int:
    """Play games until the person declines another one; 0 on end of input, 130 on Ctrl+C.

    ``-h`` or ``--help`` says how to play instead; any other argument is refused (exit 2).
    """
    args = sys.argv[1:] if argv is None else argv
    if args:
        known = args in (["-h"], ["--help"])
        print(USAGE, file=sys.stdout if known else sys.stderr)
        return 0 if known else 2
    tolerate_undecodable_input()
    try:
        code = _play_games()
        sys.stdout.flush()  # here, not at exit, where a reader gone away is no longer caught
        return code
    except BrokenPipeError:  # the reader went away (| head): no traceback
        silence_stdout()
        return 1


def _play_games() -> int:
    """Games until the person declines another one; the exit code."""
    try:
        print(TITLE)
        while True:
            play_one_game(ask_side())
            if input(PLAY_AGAIN).strip().upper() != "Y":
                break
    except EOFError:
        print()
    except KeyboardInterrupt:
        print()
        return INTERRUPTED_EXIT_CODE
    print(GOODBYE)
    return 0
