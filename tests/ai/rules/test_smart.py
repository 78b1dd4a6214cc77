"""``smart``: seed 001's rule order (win, block, centre, corner, side) and its generalisations."""

from __future__ import annotations

import pytest

from ttt_qt.ai import create
from ttt_qt.engine import Board, Move, Rules

CORNERS = {(0, 0), (0, 2), (2, 0), (2, 2)}
SIDES = {(0, 1), (1, 0), (1, 2), (2, 1)}
SEEDS = range(12)


def moves_over_seeds(board: Board) -> set[Move]:
    """Every move ``smart`` picks on ``board`` over a dozen seeds."""
    return {create("smart", seed=seed).choose(board) for seed in SEEDS}


def test_win_beats_block() -> None:
    # X to move can win at C1 (top right); O also threatens B3 (bottom middle).
    board = Board.from_rows(Rules(), ["XX.", "...", "O.O"])
    assert moves_over_seeds(board) == {(0, 2)}


def test_block_beats_centre() -> None:
    board = Board.from_rows(Rules(), ["OO.", "..X", "X.."])
    assert board.to_move == "X"
    assert moves_over_seeds(board) == {(0, 2)}


def test_centre_beats_corner() -> None:
    board = Board.from_rows(Rules(), ["X..", "...", "..."])
    assert moves_over_seeds(board) == {(1, 1)}


def test_a_random_free_corner_beats_a_side() -> None:
    board = Board.from_rows(Rules(), ["X..", ".O.", "..."])
    picked = moves_over_seeds(board)
    assert picked <= CORNERS - {(0, 0)}
    assert len(picked) > 1, "the corner is chosen at random"


def test_side_only_when_no_corner_is_free() -> None:
    # Corners and centre taken, no win and nothing to block: O takes a free side.
    board = Board.from_rows(Rules(), ["X.O", "OXX", "X.O"])
    assert board.to_move == "O"
    assert moves_over_seeds(board) == {(0, 1), (2, 1)}


def test_empty_board_takes_the_centre() -> None:
    assert moves_over_seeds(Board.empty(Rules())) == {(1, 1)}


def test_same_seed_same_moves() -> None:
    board = Board.from_rows(Rules(), ["...", ".X.", "..."])
    first = [create("smart", seed=7).choose(board) for _ in range(3)]
    again = [create("smart", seed=7).choose(board) for _ in range(3)]
    assert first == again


@pytest.mark.parametrize("size", [4, 6, 10, 15])
def test_bigger_boards_win_then_block(size: int) -> None:
    rules = Rules(size, 3)
    win = Board.from_moves(rules, [(0, 0), (2, 2), (0, 1), (2, 3)])  # X: A1 B1, O: C3 D3
    assert moves_over_seeds(win) == {(0, 2)}
    block = Board.from_moves(rules, [(0, 0), (2, 2), (size - 1, size - 1), (2, 3)])
    assert moves_over_seeds(block) == {(2, 1), (2, 4)} & set(block.legal_moves())


def test_bigger_boards_prefer_the_most_open_lines() -> None:
    # On an empty 5 x 5 board with 3 in a row the centre lies on the most lines.
    assert moves_over_seeds(Board.empty(Rules(5, 3))) == {(2, 2)}
    # With O in the centre, X picks among the cells on the most lines holding no O.
    board = Board.from_moves(Rules(5, 3), [(0, 0), (2, 2)])
    lines = board.rules.geometry.line_cells
    open_lines = {
        move: sum(1 for cells in lines if move[0] * 5 + move[1] in cells and 12 not in cells)
        for move in board.legal_moves()
    }
    most = max(open_lines.values())
    picked = moves_over_seeds(board)
    assert picked == {move for move, count in open_lines.items() if count == most}


def test_reverse_never_completes_its_own_line_when_it_can_avoid_it() -> None:
    # X to move: C1 would complete X's column C1-C2-C3 and lose.
    board = Board.from_rows(Rules(3, reverse=True), ["...", "..X", "OOX"])
    assert board.to_move == "X"
    picked = moves_over_seeds(board)
    assert (0, 2) not in picked
    assert picked, "some safe move is chosen"


def test_reverse_leaves_the_opponent_only_losing_moves() -> None:
    # X to move: after C1 both of O's free cells (A1, B1) complete an O line.
    board = Board.from_rows(Rules(3, reverse=True), ["...", "XOX", "XOO"])
    assert board.to_move == "X"
    assert moves_over_seeds(board) == {(0, 2)}
