"""``sequential``: the first free cell in reading order, whatever the seed."""

from __future__ import annotations

from ttt_qt.ai.rules.sequential import SequentialStrategy
from ttt_qt.engine import Board, Rules


def test_it_plays_the_first_free_cell_row_by_row() -> None:
    board = Board.from_moves(Rules(4, 3), [(0, 0), (0, 2), (0, 1), (0, 3)])
    assert SequentialStrategy().choose(board) == (1, 0)
    assert SequentialStrategy().choose(Board.empty(Rules(5, 4))) == (0, 0)


def test_the_seed_changes_nothing() -> None:
    board = Board.from_moves(Rules(3), [(0, 0), (1, 1)])
    assert SequentialStrategy(seed=1).choose(board) == SequentialStrategy(seed=2).choose(board)
