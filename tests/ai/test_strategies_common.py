"""What every registered strategy promises: a legal move on every board, reproducibility for a
seed, a cancel flag obeyed, and (all but random and sequential) no self-completed line in
reverse rules while a safe move exists."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import games
from ttt_qt.ai import Limit, create, info, names
from ttt_qt.ai.rules.tactics import empty_mask, sides
from ttt_qt.engine import MAX_SIZE, Board, Move, Rules

CARELESS = {"sequential", "random"}
"""Strategies that do not look at lines at all."""


def quick_options(name: str) -> dict[str, Any]:
    """Options that keep a strategy fast: small playout budgets, the shortest think time."""
    options: dict[str, Any] = {}
    for option in info(name).options:
        if option.name in ("trials", "playouts"):
            options[option.name] = min(100, int(option.maximum))
        elif option.name == "time_limit" and option.minimum > 0:
            options[option.name] = option.minimum
    return options


def quick(name: str, seed: int | None = None) -> Any:
    return create(name, seed=seed, **quick_options(name))


def playable(game: tuple[Rules, list[Move]]) -> Board | None:
    board = Board.from_moves(*game)
    return None if board.is_over else board


@pytest.mark.parametrize("name", names())
@settings(max_examples=25)
@given(game=games(max_size=MAX_SIZE), seed=st.integers(0, 1000))
def test_a_legal_move_on_every_board(name: str, game: tuple[Rules, list[Move]], seed: int) -> None:
    board = playable(game)
    if board is None:
        return
    assert quick(name, seed).choose(board) in board.legal_moves()


BOARDS = [
    Board.empty(Rules()),
    Board.from_moves(Rules(3, reverse=True), [(0, 0)]),
    Board.from_moves(Rules(4, 3), [(1, 1), (0, 0)]),
    Board.from_moves(Rules(4, reverse=True), [(1, 1), (2, 2), (0, 3)]),
]
BIG_BOARDS = [
    Board.from_moves(Rules(5, 4, reverse=True), [(2, 2), (1, 1)]),
    Board.from_moves(Rules(7, 5), [(3, 3), (2, 2), (3, 4)]),
    Board.from_moves(Rules(10, 5), [(5, 5)]),
]
TIMELESS = [name for name in names() if not any(o.name == "time_limit" for o in info(name).options)]


@pytest.mark.parametrize("name", names())
@pytest.mark.parametrize("board", BOARDS, ids=repr)
def test_same_seed_same_move(name: str, board: Board) -> None:
    first = [quick(name, seed=21).choose(board) for _ in range(2)]
    assert first == [quick(name, seed=21).choose(board) for _ in range(2)]


@pytest.mark.parametrize("name", [*TIMELESS, "mcts"])
@pytest.mark.parametrize("board", BIG_BOARDS, ids=repr)
def test_same_seed_same_move_on_big_boards(name: str, board: Board) -> None:
    # Strategies searching against the clock may reach different depths on big boards;
    # those with a playout budget and no time limit must not.
    player, again = quick(name, seed=5), quick(name, seed=5)
    assert [player.choose(board) for _ in range(2)] == [again.choose(board) for _ in range(2)]


@pytest.mark.parametrize("name", names())
@pytest.mark.parametrize("board", BOARDS + BIG_BOARDS, ids=repr)
def test_a_set_cancel_flag_still_gives_a_legal_move(name: str, board: Board) -> None:
    cancel = threading.Event()
    cancel.set()
    # Default options: a cancelled search must not spend its full budget.
    assert create(name, seed=1).choose(board, Limit(cancel=cancel)) in board.legal_moves()


@pytest.mark.parametrize("name", [name for name in names() if name not in CARELESS])
@settings(max_examples=25)
@given(game=games(max_size=7), seed=st.integers(0, 1000))
def test_reverse_rules_avoid_completing_an_own_line(
    name: str, game: tuple[Rules, list[Move]], seed: int
) -> None:
    rules, moves = game
    board = playable((Rules(rules.size, rules.win_length, reverse=True), moves))
    if board is None:
        return
    mine, theirs = sides(board)
    poison = rules.geometry.completing_cells(mine, theirs) & empty_mask(board)
    if not empty_mask(board) & ~poison:
        return  # every move completes a line: nothing to avoid
    row, col = quick(name, seed).choose(board)
    assert not poison >> (row * rules.size + col) & 1, f"{name} completed its own line"
