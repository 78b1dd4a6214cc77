"""Piskvork's ``.psq``: a game written and read back whole, and what the format cannot keep."""

from __future__ import annotations

from ttt_qt.engine import Game, GamePlayer, Rules, SavedGame
from ttt_qt.engine.formats.psq import format_psq, lost_in_psq, parse_psq

MOVES = [(7, 7), (6, 8), (8, 8)]


def test_a_game_comes_back_as_it_was_written() -> None:
    saved = SavedGame(Game(Rules(15, 5), MOVES), GamePlayer.person("Ann"), GamePlayer.person("Bo"))
    back = parse_psq(format_psq(saved))
    assert back.game.moves == tuple(MOVES)
    assert back.game.rules == Rules(15, 5)
    assert (back.x, back.o) == (saved.x, saved.o)


def test_what_a_psq_cannot_keep() -> None:
    assert lost_in_psq(SavedGame(Game(Rules(15, 5)))) is None
    assert lost_in_psq(SavedGame(Game(Rules(15, 4)))) == "4 in a row"
    assert lost_in_psq(SavedGame(Game(Rules(15, 5, reverse=True)))) == "reverse rules"
    assert lost_in_psq(SavedGame(Game(Rules(15, 5, rule="renju")))) == "the renju rule"
