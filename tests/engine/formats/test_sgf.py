"""SGF: a game written and read back whole with its rule, and what the format cannot keep."""

from __future__ import annotations

from ttt_qt.engine import Game, GamePlayer, Rules, SavedGame
from ttt_qt.engine.formats.sgf import format_sgf, lost_in_sgf, parse_sgf

MOVES = [(7, 7), (6, 8), (8, 8)]


def test_a_game_comes_back_with_its_rule_and_players() -> None:
    rules = Rules(15, 5, rule="renju")
    saved = SavedGame(Game(rules, MOVES), GamePlayer.person("Ann"), GamePlayer.person("Bo"))
    back = parse_sgf(format_sgf(saved))
    assert back.game.moves == tuple(MOVES)
    assert back.game.rules == rules
    assert (back.x, back.o) == (saved.x, saved.o)


def test_what_an_sgf_cannot_keep() -> None:
    assert lost_in_sgf(SavedGame(Game(Rules(15, 5, rule="renju")))) is None
    assert lost_in_sgf(SavedGame(Game(Rules(15, 4)))) == "4 in a row"
    assert lost_in_sgf(SavedGame(Game(Rules(15, 5, reverse=True)))) == "reverse rules"
