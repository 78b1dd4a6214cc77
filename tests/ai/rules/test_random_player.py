"""``random``: a free cell chosen uniformly, the same ones again for the same seed."""

from __future__ import annotations

from collections import Counter

from ttt_qt.ai.rules.random_player import RandomStrategy
from ttt_qt.engine import Board, Rules


def test_it_plays_only_free_cells_and_reaches_every_one() -> None:
    board = Board.from_moves(Rules(3), [(0, 0), (1, 1), (2, 2)])
    player = RandomStrategy(seed=5)
    counts = Counter(player.choose(board) for _ in range(600))
    assert set(counts) == set(board.legal_moves())
    assert min(counts.values()) > 600 / 6 / 2  # six cells, none far below its share


def test_the_same_seed_gives_the_same_moves() -> None:
    board = Board.empty(Rules(7, 5))
    first, again = RandomStrategy(seed=11), RandomStrategy(seed=11)
    moves = [first.choose(board) for _ in range(20)]
    assert moves == [again.choose(board) for _ in range(20)]
    assert len(set(moves)) > 1
