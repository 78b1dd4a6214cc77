"""The computer's levels as the pickers list them: their names and descriptions on given rules."""

from __future__ import annotations

from ttt_qt.app.players.level_items import description
from ttt_qt.engine import Rules


def test_threat_search_says_where_it_plays_as_perfect() -> None:
    note = "On these rules it plays as Perfect"
    assert note in description("threats", Rules(3))
    assert note in description("threats", Rules(7, 5, reverse=True))
    assert note not in description("threats", Rules(15, 5))
    assert note not in description("perfect", Rules(3))
