"""The engine's errors: each a ValueError with an English message, and attributes that let a
program word the problem otherwise."""

from __future__ import annotations

import pytest

from ttt_qt.engine import (
    CellNameError,
    GameFormatError,
    IllegalMove,
    PositionError,
    parse_cell,
    parse_game,
)
from ttt_qt.engine.errors import NewerGameFormatError, NotAGameError


def test_every_error_is_a_value_error() -> None:
    for error in (IllegalMove, CellNameError, GameFormatError, PositionError, NotAGameError):
        assert issubclass(error, ValueError)
    assert issubclass(NewerGameFormatError, GameFormatError)


def test_a_bad_cell_name_says_which_problem() -> None:
    with pytest.raises(CellNameError) as off:
        parse_cell("Z9", 3)
    assert off.value.problem == "off the board"
    with pytest.raises(CellNameError) as garbled:
        parse_cell("hello", 3)
    assert garbled.value.problem == "not a cell"


def test_a_file_that_is_no_game_and_one_from_a_newer_version() -> None:
    with pytest.raises(NotAGameError) as not_a_game:
        parse_game("shopping list\n")
    assert not_a_game.value.problem == "not a game"
    with pytest.raises(NewerGameFormatError) as newer:
        parse_game("ttt_qt game 99\nsize 3\n")
    assert newer.value.version == 99
    assert str(newer.value).startswith("saved by a newer version of ttt_qt (game format 99")


def test_the_facts_are_a_copy_and_default_to_nothing() -> None:
    facts = {"cell": "B2"}
    error = GameFormatError("B2 is taken", "taken", facts, line=4, move=2)
    facts["cell"] = "C3"
    assert (error.problem, error.facts, error.line, error.move) == ("taken", {"cell": "B2"}, 4, 2)
    bare = GameFormatError("bad")
    assert (bare.problem, bare.facts, bare.line, bare.move) == ("", {}, None, None)
