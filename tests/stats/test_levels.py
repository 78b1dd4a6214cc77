""" "Match my level" in the records: the person's results against it, one opponent whatever its
level, and a short simulation that moves the level the right way."""

from __future__ import annotations

from ttt_qt.ai import START_LEVEL
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN
from ttt_qt.stats.levels import matched_level, results_against
from ttt_qt.stats.sides import side_of
from ttt_qt.stats.summary import summarize

from .factories import decided, record


def test_the_persons_results_against_it_in_order_from_either_side() -> None:
    games = [
        decided("X", HUMAN, "adaptive", 1, o_options={"level": 5}),
        decided("X", "adaptive", HUMAN, 2, x_options={"level": 7}),
        decided(None, HUMAN, "adaptive", 3, o_options={"level": 6}),
        decided("X", HUMAN, "perfect", 4),  # another opponent
        decided("O", "adaptive", "random", 5),  # no person
        decided("O", HUMAN, HUMAN, 6),  # two people
    ]
    assert results_against(games, "adaptive", Rules()) == ["won", "lost", "tied"]
    assert matched_level(games, "adaptive", Rules()) == START_LEVEL + 2 - 1


def test_only_the_rules_of_the_game_count() -> None:
    games = [
        record(1, HUMAN, "adaptive", rules=Rules(4, 4)),
        decided("X", HUMAN, "adaptive", 2, o_options={"level": 5}),
    ]
    assert results_against(games, "adaptive", Rules()) == ["won"]
    assert len(results_against(games, "adaptive", Rules(4, 4))) == 1
    assert results_against(games, "adaptive", Rules(5, 4)) == []


def test_one_opponent_and_one_row_whatever_its_level() -> None:
    games = [
        decided(winner, HUMAN, "adaptive", number, o_options={"level": level})
        for number, (winner, level) in enumerate([("X", 5), ("O", 7), (None, 6), ("X", 10)])
    ]
    sides = {side_of(game, "O") for game in games}
    assert len(sides) == 1
    (side,) = sides
    assert (side.label, side.options, str(side)) == ("Match my level", (), "Match my level")
    (row,) = summarize(games)
    assert (row.played, row.won, row.lost, row.tied) == (4, 2, 1, 1)
    # Its think time is the person's choice: another think time is another opponent.
    slower = decided("X", HUMAN, "adaptive", 9, o_options={"level": 5, "time_limit": 3.0})
    assert side_of(slower, "O").identity != side.identity
