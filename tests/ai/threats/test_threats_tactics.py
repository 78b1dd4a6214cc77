"""The threat player's tactics on 15 x 15: fours and open threes made, blocked and answered."""

from __future__ import annotations

import random
from functools import cache

import pytest

from tests.helpers import gomoku_picture
from ttt_qt.ai.threats.patterns import SURE_WIN_SCORE
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.ai.threats.position import Position
from ttt_qt.ai.threats.threat_space import ThreatSearch
from ttt_qt.engine import Board, Move, Rules

RULES = Rules(15, 5)


def quick_player() -> ThreatStrategy:
    """The player with its searches capped, so that a move takes well under a second."""
    return ThreatStrategy(time_limit=30.0, max_depth=2)


def sure_wins(board: Board, mark: str) -> set[int]:
    """Cells where ``mark`` would make an open four or two fours."""
    position = Position(board)
    worth = position.worth[1 if mark == "X" else 2]
    return {cell for cell in position.candidates if worth[cell] >= SURE_WIN_SCORE}


def has_vcf(board: Board, mark: str) -> bool:
    """True when ``mark`` wins by continuous fours (up to 12), whoever is to move."""
    position = Position(board)
    if board.to_move != mark:
        position.pass_turn()
    return ThreatSearch(position).vcf() is not None


def other(mark: str) -> str:
    return "O" if mark == "X" else "X"


OPEN_THREE = """
    O..............
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    ......XXX......
    ...............
    ....O....O.....
    ..............O
    ...............
    ...............
    ...............
    X..............
    """
"""X to move, with an open three on row 8 (F8 and J8 make an open four) and O no four."""


def test_an_open_three_is_turned_into_a_proven_win() -> None:
    board = gomoku_picture(OPEN_THREE)
    player = quick_player()
    move = player.choose(board)
    assert player.last_stage == "vcf"
    assert player.last_result is not None and player.last_result.proven
    after = board.play(move)
    assert not has_vcf(after, "O")
    assert has_vcf(after, "X")


def test_an_open_three_is_answered() -> None:
    # The same stones with O to move (one O stone fewer): O must leave X no open four.
    board = gomoku_picture(OPEN_THREE.replace("..............O", "...............", 1))
    assert board.to_move == "O"
    move = quick_player().choose(board)
    after = board.play(move)
    assert not sure_wins(after, "X")
    assert not has_vcf(after, "X")


def test_a_four_is_blocked() -> None:
    board = gomoku_picture(
        """
        ...............
        ...............
        ...............
        ...............
        ...............
        .......X.......
        .......X.......
        .......X.......
        .......X.......
        .......O.......
        ..O.......O....
        """
    )
    assert board.to_move == "O"
    assert quick_player().choose(board) == (4, 7)


def random_position(rng: random.Random) -> Board:
    """A 15 x 15 game of random moves near the centre, stopped before a line is complete."""
    board = Board.empty(RULES)
    area = [(row, col) for row in range(4, 11) for col in range(4, 11)]
    for _ in range(rng.randint(8, 24)):
        move = rng.choice([cell for cell in area if board.mark_at(cell) is None])
        after = board.play(move)
        if after.is_over:
            break
        board = after
    return board


def stops(board: Board) -> list[Move]:
    """The moves after which the opponent of the side to move has no VCF."""
    position = Position(board)
    moves = [position.move(cell) for cell in sorted(position.candidates)]
    return [move for move in moves if not has_vcf(board.play(move), other(board.to_move))]


@cache
def generated(kind: str, count: int) -> tuple[Board, ...]:
    """``count`` random positions of ``kind``, found with a fixed seed.

    ``win``: the side to move can make an open four or two fours, and the opponent has no
    five to make. ``defend``: the opponent can, the side to move can make no four (so no
    move of its own only delays), and some move leaves the opponent no VCF.
    """
    rng = random.Random(f"threat-tactics-{kind}")
    found: list[Board] = []
    while len(found) < count:
        board = random_position(rng)
        me = board.to_move
        position = Position(board)
        if position.fives(1) or position.fives(2):
            continue
        if kind == "win":
            wanted = bool(sure_wins(board, me))
        else:
            wanted = (
                bool(sure_wins(board, other(me)))
                and not position.fours(position.to_move)
                and bool(stops(board))
            )
        if wanted:
            found.append(board)
    return tuple(found)


@pytest.mark.parametrize("index", range(5))
def test_generated_open_fours_win(index: int) -> None:
    board = generated("win", 5)[index]
    player = quick_player()
    move = player.choose(board)
    assert player.last_stage == "vcf"
    assert player.last_result is not None and player.last_result.proven
    assert has_vcf(board.play(move), board.to_move)


@pytest.mark.parametrize("index", range(5))
def test_generated_threats_of_open_fours_are_stopped(index: int) -> None:
    board = generated("defend", 5)[index]
    move = quick_player().choose(board)
    assert move in stops(board)
