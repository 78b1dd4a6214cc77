""" "Match my level": the staircase that sets its level, and the player that plays at a level."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_qt.ai import Limit, create, info
from ttt_qt.ai.adaptive import (
    FIRST_STEP,
    LEVEL_MAX,
    LEVEL_MIN,
    START_LEVEL,
    STEP,
    level_from_results,
    levels_from_results,
)
from ttt_qt.ai.adaptive.player import AdaptiveStrategy, strong_share
from ttt_qt.engine import Board, Rules

results = st.lists(st.sampled_from(["won", "tied", "lost"]), max_size=300)


def test_a_new_person_starts_halfway() -> None:
    assert level_from_results([]) == START_LEVEL == (LEVEL_MIN + LEVEL_MAX) // 2


def test_a_win_makes_it_stronger_a_loss_weaker_a_tie_keeps_it() -> None:
    assert level_from_results(["won"]) == START_LEVEL + FIRST_STEP
    assert level_from_results(["lost"]) == START_LEVEL - FIRST_STEP
    assert level_from_results(["tied", "tied"]) == START_LEVEL


def test_steps_shrink_once_the_results_change_direction() -> None:
    levels = levels_from_results(["won", "won", "lost", "tied", "lost", "won"])
    first = START_LEVEL + 2 * FIRST_STEP
    assert levels == [
        START_LEVEL,
        START_LEVEL + FIRST_STEP,
        first,
        first - STEP,
        first - STEP,
        first - 2 * STEP,
        first - STEP,
    ]


def test_the_level_stops_at_its_bounds() -> None:
    assert level_from_results(["won"] * 50) == LEVEL_MAX
    assert level_from_results(["lost"] * 50) == LEVEL_MIN
    assert level_from_results(["won"] * 50 + ["lost"]) == LEVEL_MAX - STEP


@given(results)
def test_the_level_stays_in_range(history: list[str]) -> None:
    assert all(LEVEL_MIN <= level <= LEVEL_MAX for level in levels_from_results(history))


@given(results)
def test_wins_and_losses_balance_away_from_the_bounds(history: list[str]) -> None:
    # After the first change of direction the steps are one level: unless the level sat at a
    # bound, the person's wins minus losses equal the level's rise.
    levels = levels_from_results(history)
    decided = [number for number, result in enumerate(history) if result != "tied"]
    turns = [b for a, b in itertools.pairwise(decided) if history[a] != history[b]]
    if not turns or LEVEL_MIN in levels or LEVEL_MAX in levels:
        return
    after = history[turns[0] :]
    balance = after.count("won") - after.count("lost")
    assert balance == levels[-1] - levels[turns[0]]


def test_an_unknown_result_is_refused_clearly() -> None:
    with pytest.raises(ValueError, match="result 2 must be won, tied or lost"):
        level_from_results(["won", "draw"])


def test_the_registry_marks_it_as_adapting_with_an_automatic_level() -> None:
    described = info("adaptive")
    assert described.adapts
    (level,) = [option for option in described.options if option.name == "level"]
    assert level.automatic and (level.minimum, level.maximum) == (LEVEL_MIN, LEVEL_MAX)
    assert "level" not in {option.name for option in described.chosen_options}


@pytest.mark.parametrize("level", [-1, LEVEL_MAX + 1])
def test_a_level_out_of_range_is_refused(level: int) -> None:
    with pytest.raises(ValueError, match="level must be from"):
        create("adaptive", level=level)


def test_a_higher_level_plays_more_strong_moves() -> None:
    shares = [strong_share(level) for level in range(LEVEL_MIN, LEVEL_MAX + 1)]
    assert shares[0] == 0.0 and shares[-1] == 1.0
    assert shares == sorted(shares)


def test_the_top_level_plays_the_strong_players_moves() -> None:
    board = Board.from_moves(Rules(), [(0, 0), (1, 1), (0, 1)])  # O must block at C1
    for seed in range(10):
        assert create("adaptive", seed=seed, level=LEVEL_MAX).choose(board) == (0, 2)


def test_the_top_level_never_loses_on_3x3() -> None:
    for seed in range(6):
        board = Board.empty(Rules())
        players = {
            "X": create("random", seed=seed),
            "O": create("adaptive", seed=seed, level=LEVEL_MAX),
        }
        while not board.is_over:
            board = board.play(players[board.to_move].choose(board))
        assert board.winner != "X"


def test_a_mistake_lies_next_to_a_stone() -> None:
    rules = Rules(9, 5)
    board = Board.from_moves(rules, [(4, 4), (4, 5)])
    player = AdaptiveStrategy(seed=3, level=LEVEL_MIN)
    for _ in range(30):
        row, col = player.choose(board, Limit(time=0.1))
        assert 3 <= row <= 5 and 3 <= col <= 6


def test_a_mistake_in_reverse_rules_never_completes_its_own_line() -> None:
    board = Board.from_moves(Rules(3, reverse=True), [(0, 0), (1, 1), (0, 1), (2, 2)])
    player = AdaptiveStrategy(seed=1, level=LEVEL_MIN)  # X at A1, B1: C1 loses
    assert all(player.mistake(board) != (0, 2) for _ in range(30))
