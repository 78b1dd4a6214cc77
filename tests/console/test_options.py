"""The console commands' argument types: each value a person may type, and a clear message for
each one that makes no sense."""

from __future__ import annotations

import argparse

import pytest

from ttt_qt.console.errors import UsageError
from ttt_qt.console.options import (
    MAX_GAMES,
    add_rules_arguments,
    game_count,
    positive_int,
    rules_of,
    strategy_name,
    whole_number,
)
from ttt_qt.engine import Rules


def test_a_strategy_name_in_any_case() -> None:
    assert strategy_name(" Perfect ") == "perfect"
    with pytest.raises(argparse.ArgumentTypeError, match="unknown computer player 'chess'; choose"):
        strategy_name("chess")


def test_numbers() -> None:
    assert positive_int("7") == 7
    assert whole_number("-12") == -12
    assert game_count(str(MAX_GAMES)) == MAX_GAMES
    for parse, text, message in [
        (positive_int, "0", "expected a number from 1 up, not 0"),
        (positive_int, "two", "expected a whole number, not 'two'"),
        (whole_number, "1.5", "expected a whole number, not '1.5'"),
        (game_count, str(MAX_GAMES + 1), f"expected at most {MAX_GAMES} games"),
    ]:
        with pytest.raises(argparse.ArgumentTypeError, match=message):
            parse(text)


def parser() -> argparse.ArgumentParser:
    made = argparse.ArgumentParser(prog="test", exit_on_error=False)
    add_rules_arguments(made, 3, win_length_help="k in a row", reverse_help="misère")
    return made


def test_the_rules_of_the_arguments_with_the_usual_win_length() -> None:
    assert rules_of(parser().parse_args([])) == Rules(3)
    assert rules_of(parser().parse_args(["--size", "9"])) == Rules(9, 5)
    given = parser().parse_args(["--size", "6", "--win-length", "4", "--reverse"])
    assert rules_of(given) == Rules(6, 4, reverse=True)


def test_rules_that_make_no_board_are_a_usage_error() -> None:
    with pytest.raises(UsageError, match="win length must be from 3 to the board size 3, not 5"):
        rules_of(parser().parse_args(["--size", "3", "--win-length", "5"]))
    with pytest.raises(argparse.ArgumentError, match="expected a number from 1 up"):
        parser().parse_args(["--size", "0"])
