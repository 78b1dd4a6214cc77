"""The levels people pick: named from the measured ladder, Unbeatable only where proven."""

from __future__ import annotations

from itertools import pairwise

import pytest

from ttt_qt.ai import (
    Level,
    fixed_strength_names,
    info,
    ladder,
    level_of,
    names,
    nearest_rung,
    proves,
    rung_of,
)
from ttt_qt.ai.levels import SAME_STRENGTH, alias_of
from ttt_qt.ai.strength import measured_for
from ttt_qt.engine import Rules, usual_win_length

PROVEN = [Rules(3, 3), Rules(3, 3, True), Rules(4, 4), Rules(4, 4, True), Rules(5, 4)]
NOT_PROVEN = [Rules(5, 4, True), Rules(5, 5), Rules(7, 5), Rules(10, 5), Rules(15, 5)]
EVERY = [
    Rules(size, usual_win_length(size), reverse)
    for size in range(3, 16)
    for reverse in (False, True)
]


def test_the_first_run_opponent_is_medium_on_3_by_3() -> None:
    assert [rung.level for rung in ladder(Rules(3, 3))] == [
        Level.BEGINNER,
        Level.EASY,
        Level.MEDIUM,
        Level.UNBEATABLE,
    ]
    assert level_of("smart", Rules(3, 3)) == Level.MEDIUM
    assert rung_of("smart", Rules(3, 3)) == nearest_rung(Level.MEDIUM, Rules(3, 3))


@pytest.mark.parametrize("rules", PROVEN, ids=Rules.describe)
def test_unbeatable_is_offered_where_the_search_proves_every_move(rules: Rules) -> None:
    top = ladder(rules)[-1]
    assert top.level == Level.UNBEATABLE
    assert proves(top.strategy, rules)


@pytest.mark.parametrize("rules", NOT_PROVEN, ids=Rules.describe)
def test_no_level_is_unbeatable_where_nothing_proves_every_move(rules: Rules) -> None:
    assert Level.UNBEATABLE not in [rung.level for rung in ladder(rules)]
    assert not any(proves(rung.strategy, rules) for rung in ladder(rules))


@pytest.mark.parametrize("rules", EVERY, ids=Rules.describe)
def test_every_measured_player_plays_at_exactly_one_level(rules: Rules) -> None:
    rungs = ladder(rules)
    members = [name for rung in rungs for name in rung.members]
    measured = [name for name in fixed_strength_names() if name in measured_for(rules).elo]
    assert sorted(members) == sorted(measured)
    assert all(rung.strategy in rung.members for rung in rungs)
    levels = [rung.level for rung in rungs]
    assert levels == sorted(set(levels))  # each name once, easiest first


@pytest.mark.parametrize("rules", EVERY, ids=Rules.describe)
def test_no_two_levels_play_the_same(rules: Rules) -> None:
    rungs = ladder(rules)
    played = [alias_of(rung.strategy, rules) for rung in rungs]
    assert len(set(played)) == len(played)
    elo = measured_for(rules).elo
    beatable = [rung for rung in rungs if rung.level != Level.UNBEATABLE]
    for lower, upper in pairwise(beatable):
        assert elo[upper.strategy] - elo[lower.strategy] >= SAME_STRENGTH


def test_the_threat_player_is_one_with_perfect_where_it_hands_it_every_move() -> None:
    for rules in (Rules(3, 3), Rules(4, 4), Rules(7, 5, True)):
        assert rung_of("threats", rules) == rung_of("perfect", rules)
    assert rung_of("threats", Rules(15, 5)) != rung_of("perfect", Rules(15, 5))


def test_the_strongest_on_the_gomoku_board_is_expert_and_perfect_is_beatable_there() -> None:
    rules = Rules(15, 5)
    assert level_of("threats", rules) == Level.EXPERT
    perfect = level_of("perfect", rules)
    assert perfect is not None and perfect < Level.EXPERT


def test_the_nearest_level_stands_in_for_a_missing_one() -> None:
    assert nearest_rung(Level.UNBEATABLE, Rules(10, 5)).level == Level.EXPERT
    assert nearest_rung(Level.MEDIUM, Rules(4, 4)).level == Level.MEDIUM
    easy_on_4 = nearest_rung(Level.EASY, Rules(4, 4)).level  # between Beginner and Medium
    assert easy_on_4 == Level.BEGINNER


def test_a_player_without_measurements_has_no_level() -> None:
    assert level_of("adaptive", Rules(3, 3)) is None
    assert level_of("nobody", Rules(3, 3)) is None


def test_no_strategy_is_named_like_a_level() -> None:
    # Statistics and files name the strategy; a strategy called "Expert" that plays Medium on
    # 15 x 15 would read as the Expert level there.
    labels = {info(name).label for name in names()}
    assert not labels & {level.label for level in Level}
