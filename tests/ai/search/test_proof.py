"""The win/draw/loss prover: agrees with the reference minimax and the exact search, stops."""

from __future__ import annotations

import random
import threading
import time

import pytest

from tests.helpers import random_position, reachable_positions, reference_scores, reference_value
from ttt_qt.ai.base import Limit, SearchStopped
from ttt_qt.ai.memory import SearchMemory
from ttt_qt.ai.search import Searcher
from ttt_qt.ai.search.position import root_position
from ttt_qt.ai.search.proof import DRAW, LOSS, WIN, Prover, prove_best_moves
from ttt_qt.engine import Board, Rules


def sign(score: int) -> int:
    return (score > 0) - (score < 0)


@pytest.mark.parametrize("reverse", [False, True])
def test_every_3x3_position_matches_the_reference_minimax(reverse: bool) -> None:
    rules = Rules(3, 3, reverse=reverse)
    prover = Prover(rules)
    for board in reachable_positions(rules):
        assert prover.prove(board).value == sign(reference_value(board)), board


@pytest.mark.parametrize(
    ("rules", "value"),
    [
        (Rules(3, 3), DRAW),
        (Rules(3, 3, reverse=True), DRAW),
        (Rules(4, 3), WIN),
        (Rules(4, 4), DRAW),
        (Rules(4, 4, reverse=True), DRAW),
    ],
)
def test_empty_boards_have_their_known_values(rules: Rules, value: int) -> None:
    assert Prover(rules).prove(Board.empty(rules)).value == value


@pytest.mark.parametrize(
    "rules",
    [Rules(4, 3, reverse=True), Rules(4, 4), Rules(4, 4, reverse=True), Rules(5, 4)],
    ids=str,
)
def test_sampled_positions_match_the_exact_search(rules: Rules) -> None:
    rng = random.Random(11)
    prover = Prover(rules)
    lowest = 9 if rules.size == 5 else 5
    for _ in range(25):
        board = random_position(rules, rng.randrange(lowest, rules.cell_count - 1), rng)
        expected = sign(Searcher(rules).solve(root_position(board)))
        assert prover.prove(board).value == expected, board


def test_sampled_5x5_reverse_positions_match_the_exact_search() -> None:
    rules = Rules(5, 4, reverse=True)
    rng = random.Random(12)
    prover = Prover(rules)
    for _ in range(10):
        board = random_position(rules, rng.randrange(15, 23), rng)
        expected = sign(Searcher(rules).solve(root_position(board)))
        assert prover.prove(board).value == expected, board


@pytest.mark.parametrize("reverse", [False, True])
def test_best_moves_are_the_moves_that_keep_the_value(reverse: bool) -> None:
    rules = Rules(3, 3, reverse=reverse)
    prover = Prover(rules)
    rng = random.Random(4)
    for board in rng.sample(reachable_positions(rules), 120):
        value, moves = prover.best_moves(board)
        scores = reference_scores(board)
        best = max(sign(score) for score in scores.values())
        assert value == best
        assert set(moves) == {move for move, score in scores.items() if sign(score) == best}


def test_a_won_position_is_proved_a_win_and_a_lost_one_a_loss() -> None:
    rules = Rules(5, 4)
    # X to move makes three in the middle of the second row, open at both ends.
    won = Board.from_rows(rules, [".....", ".XX..", ".....", ".....", "O...O"])
    assert Prover(rules).prove(won).value == WIN
    lost = won.play((1, 3))
    assert Prover(rules).prove(lost).value == LOSS


def test_a_proof_stops_at_its_deadline_and_at_its_cancel_flag() -> None:
    rules = Rules(5, 4)
    with pytest.raises(SearchStopped):
        Prover(rules, Limit(deadline=time.perf_counter())).prove(Board.empty(rules))
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(SearchStopped):
        Prover(rules, Limit(cancel=cancel)).prove(Board.empty(rules))


def test_the_kept_prover_gives_up_when_cancelled() -> None:
    memory = SearchMemory()
    cancel = threading.Event()
    cancel.set()
    assert prove_best_moves(Board.empty(Rules(5, 4)), Limit(cancel=cancel), memory=memory) is None
    late = Board.from_moves(Rules(5, 4), [(2, 2), (2, 3), (1, 1), (3, 3), (1, 2), (1, 3)])
    proved = prove_best_moves(late, Limit(time=60).started(), memory=memory)
    assert proved is not None
    value, moves, nodes = proved
    prover = Prover(Rules(5, 4))
    assert value == prover.prove(late).value
    assert moves and nodes > 0
    for move in late.legal_moves():
        child = late.play(move)
        assert not child.is_over
        child_value = -prover.prove(child).value
        assert (child_value == value) == (move in moves), move


def test_a_memory_keeps_its_prover_for_the_next_proof_and_lends_it_to_one_search_at_a_time() -> (
    None
):
    board = Board.from_moves(Rules(5, 4), [(2, 2), (2, 3), (1, 1), (3, 3)])  # about 1,000 nodes
    memory = SearchMemory()
    first = prove_best_moves(board, Limit(time=60).started(), memory=memory)
    again = prove_best_moves(board, Limit(time=60).started(), memory=memory)
    fresh = prove_best_moves(board, Limit(time=60).started(), memory=SearchMemory())
    assert first is not None and again is not None and fresh is not None
    assert first[:2] == again[:2] == fresh[:2]
    assert again[2] < first[2] == fresh[2]  # a new memory starts from an empty table
    with memory.proving:  # another search is proving
        assert prove_best_moves(board, Limit(time=60).started(), memory=memory) is None
