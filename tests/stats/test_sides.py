"""Sides: who played X and O, told from the record (person, you, or strategy with options)."""

from __future__ import annotations

import pytest

from tests.helpers import rules_where, statistics_name
from ttt_qt.ai import Level, info
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN
from ttt_qt.stats.sides import (
    SideKind,
    computer_side,
    is_computer_game,
    number_text,
    side_of,
)
from ttt_qt.stats.wording import side_parts, side_text

from .factories import decided, x_wins_on


def test_against_the_computer_the_person_is_you_whatever_name_was_stored() -> None:
    game = decided("O", x="perfect", o=HUMAN, names=("Bob", "Alice"))
    you, computer = side_of(game, "O"), side_of(game, "X")
    assert (you.kind, str(you)) == (SideKind.YOU, "You")
    assert (computer.kind, computer.name, str(computer)) == (
        SideKind.COMPUTER,
        "perfect",
        "Unbeatable (Perfect)",  # its level on 3 x 3, then its strategy
    )
    assert not is_computer_game(game)


def test_two_people_keep_their_names() -> None:
    game = decided("X", x=HUMAN, o=HUMAN, names=("Ann", "Bea"))
    assert [(side.kind, str(side)) for side in (side_of(game, "X"), side_of(game, "O"))] == [
        (SideKind.PERSON, "Ann"),
        (SideKind.PERSON, "Bea"),
    ]
    assert side_of(game, "X").identity != side_of(game, "O").identity


def test_two_computers_are_their_strategies_with_their_options() -> None:
    game = decided(
        None, x="montecarlo", o="mcts", x_options={"trials": 200}, o_options=(("playouts", 50),)
    )
    assert is_computer_game(game)
    assert game.x_options == (("trials", 200.0),)
    monte_carlo, mcts = side_of(game, "X"), side_of(game, "O")
    assert str(monte_carlo) == f"{statistics_name('montecarlo')} · 200 random games a move"
    assert str(mcts) == f"{statistics_name('mcts')} · 50 playouts a move"
    assert [(option.name, option.value) for option in monte_carlo.options] == [("trials", "200")]


def test_options_at_their_defaults_are_not_shown_and_do_not_split_an_opponent() -> None:
    default = info("perfect").options[0].default
    plain, explicit = computer_side("perfect"), computer_side("perfect", {"time_limit": default})
    assert plain == explicit
    assert str(computer_side("perfect", {"time_limit": 0.5})).endswith("0.5 s a move")
    assert computer_side("perfect", {"time_limit": 0.5}).identity != plain.identity


def test_an_unknown_strategy_or_option_is_shown_as_recorded() -> None:
    side = computer_side("future", (("depth", 3.0),))
    assert str(side) == "future · depth: 3"
    perfect = computer_side("perfect", {"depth": 3.0})
    assert str(perfect) == f"{info('perfect').label} · depth: 3"
    assert perfect.identity != computer_side("perfect").identity


@pytest.mark.parametrize(
    ("value", "text"), [(200.0, "200"), (0.25, "0.25"), (1 / 3, "0.3333"), (1e6, "1000000")]
)
def test_numbers_are_short(value: float, text: str) -> None:
    assert number_text(value) == text


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"trials": float("inf")}, "finite"),
        ({"trials": "many"}, "number"),
        ((("trials",),), "pairs"),
        ("trials=3", "pairs"),
        ((("trials", 1), ("trials", 2)), "distinct"),
    ],
)
def test_a_record_refuses_bad_options(options: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        decided("X", o="montecarlo", o_options=options)  # type: ignore[arg-type]


def test_a_person_has_no_options() -> None:
    with pytest.raises(ValueError, match="empty for a person"):
        decided("X", o="random", x_options=(("trials", 3.0),))


def test_the_window_says_options_as_the_console_does() -> None:
    side = computer_side("montecarlo", {"trials": 200, "time_limit": 2, "score_other": 0.5})
    assert side.options_text == (
        "200 random games a move; Score for opponent squares: 0.5; 2 s a move"
    )
    assert side_parts(side) == (side.label, side.options_text)  # no translation installed


def test_a_computer_is_named_by_its_level_on_the_games_rules_then_its_strategy() -> None:
    hard = rules_where("perfect", Level.HARD)
    perfect_on = {rules: side_of(x_wins_on(rules), "O") for rules in (hard, Rules())}
    assert [str(side) for side in perfect_on.values()] == ["Hard (Perfect)", "Unbeatable (Perfect)"]
    assert [side.level for side in perfect_on.values()] == [Level.HARD, Level.UNBEATABLE]
    assert perfect_on[hard].identity != perfect_on[Rules()].identity
    threats = computer_side("threats", {"time_limit": 2}, rules_where("threats", Level.EXPERT))
    assert str(threats) == "Expert (Threat search) · 2 s a move"
    assert side_text(threats) == str(threats)  # the window's wording, without a translation
    assert side_parts(perfect_on[hard]) == ("Hard (Perfect)", "")


def test_a_computer_without_a_level_is_its_strategy_alone() -> None:
    assert str(side_of(decided("X", o="adaptive"), "O")) == "Match my level"
    assert str(computer_side("future", (), Rules())) == "future"  # from another version
    assert str(computer_side("perfect")) == "Perfect"  # no rules, no level


def test_the_strategy_text_leaves_the_level_out() -> None:
    side = side_of(decided("X", o="perfect", o_options={"time_limit": 0.5}), "O")
    assert side.strategy_text == "Perfect · 0.5 s a move"
    assert str(side) == "Unbeatable (Perfect) · 0.5 s a move"
