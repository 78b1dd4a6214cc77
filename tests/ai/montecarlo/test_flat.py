"""``montecarlo``: seed 002's scoring of finished boards and its choice of the best square."""

from __future__ import annotations

import random

import pytest

from tests.helpers import StepClock
from ttt_qt.ai import Limit, create
from ttt_qt.ai.defaults import NTRIALS, SCORE_CURRENT, SCORE_OTHER
from ttt_qt.ai.montecarlo.flat import (
    CANCEL_CHECK_EVERY,
    MAX_TRIALS,
    MonteCarloStrategy,
    score_finished_board,
)
from ttt_qt.ai.montecarlo.playouts import playout_board_for
from ttt_qt.engine import Board, Move, Rules


def test_seed_scoring_when_the_current_player_won() -> None:
    # X completed the top row; the machine player is X.
    board = Board.from_rows(Rules(), ["XXX", "OO.", "..."])
    assert board.winner == "X"
    assert score_finished_board(board, "X", 2.0, 3.0) == [
        [2.0, 2.0, 2.0],
        [-3.0, -3.0, 0.0],
        [0.0, 0.0, 0.0],
    ]


def test_seed_scoring_when_the_current_player_lost() -> None:
    board = Board.from_rows(Rules(), ["XXX", "OO.", "..."])
    assert score_finished_board(board, "O", 2.0, 3.0) == [
        [3.0, 3.0, 3.0],
        [-2.0, -2.0, 0.0],
        [0.0, 0.0, 0.0],
    ]


def test_seed_scoring_of_a_tie_is_all_zero() -> None:
    board = Board.from_rows(Rules(), ["XOX", "XOO", "OXX"])
    assert board.is_over
    assert board.winner is None
    assert score_finished_board(board, "X") == [[0.0] * 3 for _ in range(3)]


def test_seed_scoring_in_reverse_rules_credits_the_engines_winner() -> None:
    # X completed the top row, so in reverse rules O won.
    board = Board.from_rows(Rules(reverse=True), ["XXX", "OO.", "..."])
    assert board.winner == "O"
    assert score_finished_board(board, "O", 1.0, 1.0)[0] == [-1.0, -1.0, -1.0]
    assert score_finished_board(board, "O", 1.0, 1.0)[1] == [1.0, 1.0, 0.0]


@pytest.mark.parametrize(
    ("rules", "moves"),
    [
        (Rules(), [(1, 1), (0, 0)]),
        (Rules(4, 3, reverse=True), [(0, 0), (3, 3), (1, 2)]),
        (Rules(6, 5), [(2, 2), (3, 3), (2, 3)]),
    ],
)
def test_totals_are_the_seed_scores_summed_over_the_trials(rules: Rules, moves: list[Move]) -> None:
    board = Board.from_moves(rules, moves)
    player = board.to_move
    trials = 300
    fast = MonteCarloStrategy(seed=11, trials=trials, score_current=2.0, score_other=0.5)
    totals = fast.scores(board)
    # The same games, scored one by one exactly as the seed describes.
    tables = playout_board_for(rules)
    x, o = tables.geometry.pad(board.x_bits), tables.geometry.pad(board.o_bits)
    empties, filled = (
        tables.geometry.cells_in(tables.full & ~(x | o)),
        tables.geometry.cells_in(x | o),
    )
    rng = random.Random(11)
    expected = {move: 0.0 for move in board.legal_moves()}
    for _ in range(trials):
        _result, x_end, o_end = tables.run_to_end(x, o, empties, filled, rng)
        end = Board(rules, tables.geometry.unpad(x_end), tables.geometry.unpad(o_end))
        grid = score_finished_board(end, player, 2.0, 0.5)
        for row, col in expected:
            expected[row, col] += grid[row][col]
    assert totals == pytest.approx(expected)
    assert any(value != 0 for value in totals.values())


def test_picks_a_best_scored_square() -> None:
    board = Board.from_rows(Rules(), ["XX.", "OO.", "..."])
    player = MonteCarloStrategy(seed=3, trials=400)
    totals = MonteCarloStrategy(seed=3, trials=400).scores(board)
    best = max(totals.values())
    assert totals[0, 2] == best, "completing the row scores best"
    assert player.choose(board) == (0, 2)


def test_blocks_an_obvious_threat() -> None:
    board = Board.from_rows(Rules(), ["OO.", "..X", "X.."])
    assert board.to_move == "X"
    assert create("montecarlo", seed=1).choose(board) == (0, 2)


def test_reverse_never_completes_its_own_line_when_it_can_avoid_it() -> None:
    board = Board.from_rows(Rules(3, reverse=True), ["...", "..X", "OOX"])
    for seed in range(5):
        assert create("montecarlo", seed=seed, trials=50).choose(board) != (0, 2)


def test_defaults_and_options() -> None:
    player = create("montecarlo")
    assert isinstance(player, MonteCarloStrategy)
    assert (player.trials, player.score_current, player.score_other) == (
        NTRIALS,
        SCORE_CURRENT,
        SCORE_OTHER,
    )
    with pytest.raises(ValueError, match="trials"):
        create("montecarlo", trials=0)
    with pytest.raises(ValueError, match="score_other"):
        create("montecarlo", score_other=-1)


def test_a_time_limit_stops_the_trials_by_the_clock() -> None:
    # Read once for the deadline (at 1 ms; the 10.5 ms less the answer's reserve, a tenth of
    # so short a time, make it 10.45 ms), then before every CANCEL_CHECK_EVERY trials, 1 ms
    # later each time: nine rounds pass, the reading at 11 ms stops the tenth.
    clock = StepClock(0.001)
    player = MonteCarloStrategy(seed=2, trials=MAX_TRIALS, time_limit=0.0105)
    board = Board.from_moves(Rules(7, 5), [(3, 3)])
    assert player.choose(board, Limit(clock=clock)) in board.legal_moves()
    assert player.last_trials == 9 * CANCEL_CHECK_EVERY
    assert clock.readings == 11


def test_without_a_time_limit_it_plays_exactly_its_trials() -> None:
    clock = StepClock(1.0)
    player = MonteCarloStrategy(seed=3, trials=300)
    player.choose(Board.from_moves(Rules(5, 4), [(2, 2)]), Limit(clock=clock))
    assert player.last_trials == 300
    assert clock.readings == 0
    with pytest.raises(ValueError, match="time_limit"):
        create("montecarlo", time_limit=-1)
