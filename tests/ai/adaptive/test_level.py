"""Match my level's strength model: the up-down staircase from the person's results to a level."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttt_qt.ai.adaptive import (
    FIRST_STEP,
    LEVEL_MAX,
    LEVEL_MIN,
    START_LEVEL,
    STEP,
    level_from_results,
    levels_from_results,
)

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
