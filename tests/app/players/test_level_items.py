"""The computer's levels as the pickers list them: their names and descriptions on given rules."""

from __future__ import annotations

from ttt_qt.app.players.level_items import computer_title, description
from ttt_qt.engine import Rules


def test_threat_search_says_where_it_plays_as_perfect_by_its_level_there() -> None:
    # Perfect's level on the rules, a name in the list of opponents
    assert "On these rules it plays as Unbeatable:" in description("threats", Rules(3))
    reverse = description("threats", Rules(7, 5, reverse=True))
    assert (
        f"On these rules it plays as {computer_title('perfect', Rules(7, 5, reverse=True))}:"
        in (reverse)
    )
    note = "On these rules it plays as"
    assert note not in description("threats", Rules(15, 5))
    assert note not in description("perfect", Rules(3))
