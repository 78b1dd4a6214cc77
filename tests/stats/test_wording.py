"""The records' words: the rules, a computer's options, and what sets a run apart."""

from __future__ import annotations

from ttt_qt.engine import Rules
from ttt_qt.stats.sides import OptionText
from ttt_qt.stats.wording import option_words, rules_words, run_footnote, run_note

from .factories import continued, decided, left


def test_the_rules_in_words() -> None:
    assert rules_words(Rules(3)) == "3 x 3, 3 in a row"
    assert rules_words(Rules(5, 4, reverse=True)) == "5 x 5, 4 in a row, reverse rules"


def test_the_budgets_say_their_unit_and_other_options_their_label() -> None:
    assert option_words(OptionText("trials", "Trials", "200")) == "200 random games a move"
    assert option_words(OptionText("playouts", "Playouts", "8000")) == "8000 playouts a move"
    assert option_words(OptionText("time_limit", "Time", "10")) == "10 s a move"
    assert option_words(OptionText("level", "Level", "3")) == "Level: 3"


def test_a_runs_note_says_how_it_began_and_ended() -> None:
    assert run_note(decided("X")) == ""
    assert run_note(left()) == "Abandoned"
    assert run_note(continued("X", 1, 4)) == "Continued from run 1 after move 4"
    assert run_note(continued("X", None, 2)) == "Continued from another game after move 2"
    assert run_footnote(4, "Abandoned") == "Run 4: Abandoned"
