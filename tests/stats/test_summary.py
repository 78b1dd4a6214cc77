"""Summaries: the numbers match the games played, from the right side's point of view."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.helpers import rules_where, statistics_name
from ttt_qt.ai import Level, info
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN
from ttt_qt.stats.sides import SideKind, is_computer_game
from ttt_qt.stats.summary import Result, Streak, point_of_view, result_of, summarize

from .factories import decided, record, x_wins_on

PERFECT, RANDOM = statistics_name("perfect"), statistics_name("random")
"""The two on 3 x 3, by their levels there: "Unbeatable (Perfect)", "Beginner (Random)"."""


def test_a_person_against_the_computer_is_counted_from_the_person() -> None:
    results = ["X", "X", "O", None, "X", "X", "X"]
    games = [decided(winner, number=n) for n, winner in enumerate(results)]
    # The person playing O against the same opponent joins the same row.
    games.append(decided("O", x="perfect", o=HUMAN, number=20))
    (summary,) = summarize(games)
    assert (str(summary.player), str(summary.opponent)) == ("You", PERFECT)
    assert summary.rules == Rules()
    assert (summary.played, summary.won, summary.lost, summary.tied) == (8, 6, 1, 1)
    assert summary.win_rate == 6 / 8
    assert summary.current_streak == Streak(Result.WON, 4)
    assert summary.best_streak == 4
    assert str(summary.current_streak) == "4 won"


def test_rows_are_per_opponent_and_rules() -> None:
    games = [
        decided("X", o="perfect"),
        decided("O", o="random"),
        record(1, HUMAN, "random", rules=Rules(4, 3)),
        decided(None, o="perfect"),
    ]
    rows = summarize(games)
    assert [(str(row.opponent), row.rules_text, row.played) for row in rows] == [
        (PERFECT, "3 x 3, 3 in a row", 2),
        (RANDOM, "3 x 3, 3 in a row", 1),
        (statistics_name("random", Rules(4, 3)), "4 x 4, 3 in a row", 1),
    ]
    by_opponent = summarize(games, by_rules=False)
    assert [(str(row.opponent), row.rules, row.played) for row in by_opponent] == [
        (PERFECT, None, 2),
        (RANDOM, None, 2),
    ]
    assert by_opponent[0].rules_text == "all rules"


def test_computer_against_computer_and_people_against_people_count_for_x() -> None:
    machines = decided("O", x="random", o="perfect")
    people = decided("X", x=HUMAN, o=HUMAN, names=("Bob", "Alice"))
    assert point_of_view(machines) == "X"
    assert result_of(machines) is Result.LOST
    assert point_of_view(people) == "X"
    assert result_of(people) is Result.WON
    yours = decided("X", o="random")
    rows = summarize([machines, people, yours])  # yours first, then people, then computers
    assert [row.pairing for row in rows] == [
        f"You vs {RANDOM}",
        "Bob vs Alice",
        f"{RANDOM} vs {PERFECT}",
    ]
    assert [row.is_computer_pairing for row in rows] == [False, False, True]
    assert (rows[2].won, rows[2].lost) == (0, 1)
    assert rows[2].current_streak == Streak(Result.LOST, 1)
    assert rows[2].best_streak == 0


def test_old_records_named_bob_and_alice_are_told_apart_by_the_computer_opponent() -> None:
    # Before the window named the person "You", every game was "Bob" against "Alice".
    old = ("Bob", "Alice")
    games = [
        decided("O", o="perfect", names=old),
        decided("X", o="sequential", names=old),
        decided("O", x="perfect", o=HUMAN, names=old),
        decided("X", x="random", o="sequential", number=3, names=old),
    ]
    rows = summarize(games)
    assert [(str(row.player), str(row.opponent)) for row in rows] == [
        ("You", PERFECT),
        ("You", statistics_name("sequential")),
        (RANDOM, statistics_name("sequential")),
    ]
    assert [(row.played, row.won, row.lost) for row in rows] == [(2, 1, 1), (1, 1, 0), (1, 1, 0)]
    assert rows[0].player.kind is SideKind.YOU
    assert [is_computer_game(game) for game in games] == [False, False, False, True]


def test_the_same_strategy_with_other_options_is_another_opponent() -> None:
    weak = (("trials", 5.0),)
    default = (("trials", info("montecarlo").options[0].default),)
    games = [
        decided("X", o="montecarlo", o_options=weak),
        decided("O", o="montecarlo"),
        decided("X", o="montecarlo", o_options=default),  # the defaults: the same as none
        decided(None, o="montecarlo", o_options=weak),
    ]
    rows = summarize(games)
    label = statistics_name("montecarlo")
    assert [(str(row.opponent), row.won, row.lost, row.tied) for row in rows] == [
        (f"{label} · 5 random games a move", 1, 0, 1),
        (label, 1, 1, 0),
    ]


def test_people_are_grouped_by_the_pair_of_names() -> None:
    games = [
        decided("X", x=HUMAN, o=HUMAN, names=("Ann", "Bea")),
        decided("O", x=HUMAN, o=HUMAN, names=("Ann", "Cid")),
        decided("O", x=HUMAN, o=HUMAN, names=("Ann", "Bea")),
    ]
    rows = summarize(games)
    assert [(row.pairing, row.won, row.lost) for row in rows] == [
        ("Ann vs Bea", 1, 1),
        ("Ann vs Cid", 0, 1),
    ]
    assert rows[0].player.kind is SideKind.PERSON


def test_nothing_played_gives_no_rows() -> None:
    assert summarize([]) == []


@given(st.lists(st.sampled_from(["X", "O", None]), max_size=40), st.booleans())
def test_summary_numbers_match_the_games_played(results: list[str | None], as_o: bool) -> None:
    x, o = ("perfect", HUMAN) if as_o else (HUMAN, "perfect")
    person = "O" if as_o else "X"
    games = [decided(winner, x=x, o=o, number=n) for n, winner in enumerate(results)]
    rows = summarize(games)
    if not results:
        assert rows == []
        return
    (row,) = rows
    assert row.played == len(results)
    assert row.won == results.count(person)
    assert row.tied == results.count(None)
    assert row.won + row.lost + row.tied == row.played
    outcomes = ["W" if r == person else "T" if r is None else "L" for r in results]
    text = "".join(outcomes)
    assert row.best_streak == max(len(wins) for part in text.split("L") for wins in part.split("T"))
    last = outcomes[-1]
    assert row.current_streak is not None
    assert row.current_streak.length == len(text) - len(text.rstrip(last))


def test_a_computer_is_named_by_its_level_on_the_rows_rules_then_its_strategy() -> None:
    hard = rules_where("perfect", Level.HARD)
    games = [x_wins_on(hard), decided("X"), decided("O", o="adaptive"), decided(None)]
    expected = [("Hard (Perfect)", 1), ("Unbeatable (Perfect)", 2), ("Match my level", 1)]
    rows = summarize(games)
    assert [(str(row.opponent), row.played) for row in rows] == expected
    # Over every rule set the levels stay apart: "Perfect" alone would not say which it was.
    by_opponent = summarize(games, by_rules=False)
    assert [(str(row.opponent), row.played) for row in by_opponent] == expected
    assert rows[0].pairing == "You vs Hard (Perfect)"
