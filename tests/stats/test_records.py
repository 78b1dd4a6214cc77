"""A game record: impossible fields refused, a game that may end early, and what it says of
its sides and its result."""

from __future__ import annotations

import pytest

from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, GameRecord, StoredGame

from .factories import decided


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"moves": ((0, 0), (0, 0))}, "not a legal game"),
        ({"winner": "O"}, "X winning"),
        ({"winner": "Y"}, "winner"),
        ({"duration_seconds": -1}, "0 or more"),
        ({"duration_seconds": float("nan")}, "0 or more"),
        ({"x_player": ""}, "x_player"),
        ({"played_at": "yesterday"}, "played_at"),
    ],
)
def test_a_record_rejects_impossible_fields(change: dict[str, object], message: str) -> None:
    fields = decided("X").record_fields() | change
    with pytest.raises(ValueError, match=message):
        GameRecord(**fields)


def test_a_record_may_end_before_the_board_is_decided() -> None:
    fields = decided("X").record_fields() | {"moves": ((0, 0),), "winner": "O"}
    assert GameRecord(**fields).loser == "X"


def test_a_record_tells_its_sides_and_result() -> None:
    game = decided("O", x=HUMAN, o="montecarlo", o_options={"trials": 200})
    assert (game.loser, game.is_tie, game.is_continuation) == ("X", False, False)
    assert game.humans == ("X",)
    assert (game.player_of("X"), game.player_of("O")) == (HUMAN, "montecarlo")
    assert game.options_of("O") == (("trials", 200.0),) and game.options_of("X") == ()
    assert game.game().board.winner == "O"
    assert game.game().rules == Rules()
    tie = decided(None)
    assert tie.is_tie and tie.loser is None


def test_a_stored_game_is_its_record_with_a_run_number() -> None:
    record = decided("X")
    stored = StoredGame.from_record(7, record)
    assert stored.id == 7
    assert stored.record == record
    assert stored.record_fields() == record.record_fields()
