"""``expert``: never loses on 3 x 3, checked against every opponent move sequence.

The exhaustive walks branch over every legal reply of the opponent *and* over every move
the expert's first applicable rule allows (it picks among them at random), so they hold for
every seed.
"""

from __future__ import annotations

from collections import Counter

import pytest

from ttt_qt.ai import create
from ttt_qt.ai.rules.expert import expert_moves
from ttt_qt.engine import Board, Mark, Rules

# Games checked by the exhaustive walks (finished games, one per distinct move sequence).
EXHAUSTIVE_GAMES = {
    (False, "X"): 408,
    (False, "O"): 992,
    (True, "X"): 360,
    (True, "O"): 5136,
}


def walk(board: Board, me: Mark, results: Counter[str]) -> None:
    """Play out every game: all expert choices, all opponent replies."""
    if board.is_over:
        if board.winner is None:
            results["draw"] += 1
        else:
            results["win" if board.winner == me else "loss"] += 1
        return
    moves = expert_moves(board) if board.to_move == me else board.legal_moves()
    for move in moves:
        walk(board.play(move), me, results)


@pytest.mark.parametrize("reverse", [False, True], ids=["normal", "reverse"])
@pytest.mark.parametrize("me", ["X", "O"])
def test_never_loses_on_3x3_against_every_opponent(reverse: bool, me: Mark) -> None:
    results: Counter[str] = Counter()
    walk(Board.empty(Rules(3, reverse=reverse)), me, results)
    assert results["loss"] == 0
    assert sum(results.values()) == EXHAUSTIVE_GAMES[reverse, me]


def test_takes_a_fork() -> None:
    # X (C2, B3) to move, nothing to win or block: B2 threatens A2 (row 2) and B1 (column B).
    board = Board.from_rows(Rules(), ["...", "..X", "OXO"])
    assert board.to_move == "X"
    assert expert_moves(board) == [(1, 1)]
    after = board.play((1, 1))
    assert len(winning_cells(after, "X")) >= 2


def test_blocks_a_double_fork_with_a_forcing_side_move() -> None:
    # X on opposite corners, O in the centre: taking a corner loses to a fork, so O must
    # play a side and make X answer.
    board = Board.from_rows(Rules(), ["X..", ".O.", "..X"])
    assert board.to_move == "O"
    assert set(expert_moves(board)) == {(0, 1), (1, 0), (1, 2), (2, 1)}


def test_answers_a_corner_opening_with_the_centre() -> None:
    board = Board.from_rows(Rules(), ["X..", "...", "..."])
    assert expert_moves(board) == [(1, 1)]


def test_takes_the_corner_opposite_the_opponent() -> None:
    board = Board.from_rows(Rules(), ["...", ".X.", "..O"])
    assert board.to_move == "X"
    assert expert_moves(board) == [(0, 0)]


@pytest.mark.parametrize("size", [5, 8])
def test_bigger_boards_win_then_stop_a_fork(size: int) -> None:
    rules = Rules(size, 4)
    win = Board.from_moves(rules, [(0, 0), (4, 4), (0, 1), (4, 3), (0, 2), (3, 4)])
    assert expert_moves(win) == [(0, 3)]
    # O holds B2 and C2 with room on both sides: O on D2 would threaten A2 and E2 at once.
    open_two = Board.from_moves(rules, [(4, 0), (1, 1), (4, 4), (1, 2)])
    assert open_two.to_move == "X"
    assert expert_moves(open_two) == [(1, 3)]


def test_reverse_bigger_board_avoids_its_own_line() -> None:
    rules = Rules(5, 3, reverse=True)
    board = Board.from_moves(rules, [(0, 0), (4, 4), (0, 1), (4, 2)])
    assert board.to_move == "X"
    for seed in range(6):
        move = create("expert", seed=seed).choose(board)
        assert board.play(move).winner != "O"


def winning_cells(board: Board, mark: Mark) -> set[tuple[int, int]]:
    """The free cells that would complete a line of ``mark`` (counted from the lines)."""
    size = board.rules.size
    found = set()
    for cells in board.rules.geometry.line_cells:
        marks = [board.mark_at(divmod(cell, size)) for cell in cells]
        if marks.count(mark) == len(cells) - 1 and marks.count(None) == 1:
            found.add(divmod(cells[marks.index(None)], size))
    return found
