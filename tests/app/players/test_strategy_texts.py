"""The computer players in the person's words: names, descriptions, levels and options, and a
computer called by its level where it has one."""

from __future__ import annotations

from ttt_qt import ai
from ttt_qt.app.players.strategy_texts import (
    MARKED,
    algorithm_words,
    computer_name,
    option_help,
    option_label,
    registry_texts,
    strategy_name,
    strategy_summary,
)
from ttt_qt.engine import Rules


def test_names_and_descriptions_come_from_the_registry() -> None:
    assert strategy_name("perfect") == "Perfect"
    assert strategy_name("no-such-player") == "no-such-player"
    assert algorithm_words("threats") == "threat search"
    assert algorithm_words("no-such-player") == "no-such-player"
    assert strategy_summary("perfect") == ai.info("perfect").summary
    smart = ai.info("smart")
    assert strategy_summary("smart", Rules(7, 5)) == smart.summary_for(Rules(7, 5))


def test_a_computer_is_called_by_its_level_where_it_has_one() -> None:
    level = ai.level_of("smart", Rules(3))
    assert level is not None
    assert computer_name("smart", Rules(3)) == level.label
    assert computer_name("adaptive", Rules(3)) == "Match my level"  # no fixed level
    assert computer_name("no-such-player", Rules(3)) == "no-such-player"


def test_options_have_labels_and_help() -> None:
    (time_limit,) = [option for option in ai.info("perfect").options if option.name == "time_limit"]
    assert option_label(time_limit) == "Think time (s)"
    assert option_help(time_limit).startswith("How long it may think")


def test_every_text_the_registry_holds_is_marked_for_translation() -> None:
    texts = registry_texts()
    assert "Perfect" in texts and "Think time (s)" in texts
    assert texts <= set(MARKED)
