"""The line tactics of the rule players, on boards drawn by hand (bit ``row * size + col``)."""

from __future__ import annotations

import random

from tests.helpers import reachable_positions
from ttt_qt.ai.rules.tactics import (
    best_cells,
    cells_of,
    empty_mask,
    fork_cells,
    open_line_counts,
    pick,
    reverse_forcing,
    reverse_safe,
    sides,
    to_move,
)
from ttt_qt.engine import Board, Rules


def mask(*cells: int) -> int:
    return sum(1 << cell for cell in cells)


def test_sides_and_empty_cells_follow_the_side_to_move() -> None:
    board = Board.from_moves(Rules(3), [(0, 0), (1, 1)])  # X on 0, O on 4: X to move
    assert sides(board) == (mask(0), mask(4))
    assert sides(board.play((2, 2))) == (mask(4), mask(0, 8))
    assert empty_mask(board) == mask(1, 2, 3, 5, 6, 7, 8)


def test_cells_and_moves() -> None:
    assert cells_of(mask(7, 0, 3)) == [0, 3, 7]
    assert cells_of(0) == []
    assert to_move(7, 3) == (2, 1)
    assert to_move(7, 5) == (1, 2)
    assert pick(random.Random(1), mask(5), 3) == (1, 2)


def test_a_fork_is_a_cell_that_makes_two_threats() -> None:
    rules = Rules(3)
    # X on the corners 0 and 8, O in the centre: X at 2 or 6 threatens two lines at once.
    mine, theirs = mask(0, 8), mask(4)
    empty = rules.geometry.full & ~(mine | theirs)
    assert fork_cells(mine, theirs, empty, rules.geometry) == mask(2, 6)


def test_open_lines_are_counted_per_empty_cell() -> None:
    rules = Rules(3)
    counts = open_line_counts(0, mask(4), rules.geometry.full & ~mask(4), rules.geometry)
    assert counts[0] == 2  # its row and column; the diagonal holds O
    assert counts[1] == 1  # its row; the middle column holds O


def test_the_best_cells_are_every_cell_of_the_top_score() -> None:
    assert best_cells({0: 1.0, 3: 2.5, 5: 2.5, 8: -1.0}) == mask(3, 5)


def test_reverse_rules_avoid_poison() -> None:
    geometry = Rules(3, reverse=True).geometry
    # X (to move) has 0 and 1, O has 3 and 4: cell 2 completes X's own line; 5 is O's poison.
    mine, theirs = mask(0, 1), mask(3, 4)
    empty = geometry.full & ~(mine | theirs)
    assert reverse_safe(mine, theirs, empty, geometry) == empty & ~mask(2)


def test_a_forcing_move_leaves_the_opponent_only_poison() -> None:
    rules = Rules(3, reverse=True)
    geometry = rules.geometry
    found = 0
    for board in reachable_positions(rules):
        mine, theirs = sides(board)
        empty = empty_mask(board)
        expected = 0
        for cell in cells_of(reverse_safe(mine, theirs, empty, geometry)):
            rest = empty & ~(1 << cell)
            poison = geometry.completing_cells(theirs, mine | 1 << cell)
            if rest and not rest & ~poison:
                expected |= 1 << cell
        assert reverse_forcing(mine, theirs, empty, geometry) == expected, board
        found += bool(expected)
    assert found > 0  # the walk met forcing moves, not only boards without any
