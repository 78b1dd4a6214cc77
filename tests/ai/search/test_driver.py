"""The alpha-beta driver through its public questions: the deepening loop, the best moves of a
position within a limit, and a session's exact values."""

from __future__ import annotations

import threading

import pytest

from tests.helpers import StepClock, reference_scores, reference_value
from ttt_qt.ai.base import Limit, SearchStopped
from ttt_qt.ai.search import Searcher, search
from ttt_qt.ai.search.driver import centre_distances, deepen
from ttt_qt.ai.search.position import root_position
from ttt_qt.engine import Board, Rules


def test_deepening_stops_at_the_first_exact_round() -> None:
    rounds: list[int] = []

    def round_(depth: int) -> bool:
        rounds.append(depth)
        return depth == 3

    deepen(range(1, 10), Limit(), round_)
    assert rounds == [1, 2, 3]


def test_deepening_stops_when_a_round_is_stopped() -> None:
    rounds: list[int] = []

    def round_(depth: int) -> bool:
        rounds.append(depth)
        if depth == 2:
            raise SearchStopped
        return False

    deepen(range(1, 10), Limit(), round_)
    assert rounds == [1, 2]


def test_deepening_leaves_out_a_round_that_would_not_end_in_time() -> None:
    # Each clock reading is 1 s later: every round takes 1 s, and from a deadline 10 s after
    # the start the loop goes on only while twice that is left.
    clock = StepClock(1.0)
    limit = Limit(time=10.0, clock=clock).started()
    rounds: list[int] = []

    def round_(depth: int) -> bool:
        rounds.append(depth)
        return False

    deepen(range(1, 20), limit, round_)
    # Started at 1 s (deadline 11 s), round n runs from 2n to 2n + 1 s: after round 5 (at
    # 11 s) less than 2 s are left.
    assert rounds == [1, 2, 3, 4, 5]


def test_centre_distances_are_doubled_rows_plus_columns() -> None:
    assert centre_distances(3) == (4, 2, 4, 2, 0, 2, 4, 2, 4)
    four = centre_distances(4)
    assert four[0] == 6 and min(four) == 2 and four.count(2) == 4


@pytest.mark.parametrize(
    "moves",
    [[], [(0, 0)], [(0, 0), (1, 1)], [(0, 0), (0, 1), (1, 1)], [(1, 1), (0, 0), (2, 2)]],
    ids=str,
)
def test_the_best_moves_are_the_reference_minimaxs_best(moves: list[tuple[int, int]]) -> None:
    board = Board.from_moves(Rules(3), moves)
    result = search(board, Limit(time=30.0))
    scores = reference_scores(board)
    best = max(scores.values())
    assert result.move in {move for move, score in scores.items() if score == best}
    assert result.value is not None and result.value.proven
    assert result.nodes >= 0 and result.depth >= 1


def test_a_session_solves_positions_exactly() -> None:
    rules = Rules(3)
    searcher = Searcher(rules)
    try:
        for moves in ([], [(0, 0), (0, 1)], [(1, 1), (0, 0), (0, 1)]):
            board = Board.from_moves(rules, moves)
            assert searcher.solve(root_position(board)) == reference_value(board), moves
        assert searcher.nodes > 0
    finally:
        searcher.close()


def test_a_set_cancel_flag_stops_a_session() -> None:
    cancel = threading.Event()
    cancel.set()
    searcher = Searcher(Rules(5, 4), Limit(cancel=cancel))
    try:
        with pytest.raises(SearchStopped):
            searcher.solve(root_position(Board.empty(Rules(5, 4))))
    finally:
        searcher.close()
