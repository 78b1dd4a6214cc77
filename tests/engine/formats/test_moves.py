"""What the file formats share: the board a file names, its moves played one by one with the
reason a move cannot be, and the players' names both ways."""

from __future__ import annotations

import pytest

from ttt_qt.engine import Game, GameFormatError, GamePlayer, Rules
from ttt_qt.engine.formats.moves import board_rules, played, player_name, saved_game


def test_a_square_board_gets_its_usual_line() -> None:
    assert board_rules(15, 15) == Rules(15, 5)
    assert board_rules(15, 15, "renju") == Rules(15, 5, rule="renju")
    with pytest.raises(GameFormatError, match="square boards only"):
        board_rules(15, 20)
    with pytest.raises(GameFormatError, match="ttt_qt plays boards from"):
        board_rules(99, 99)


def test_moves_are_played_in_turn_and_a_bad_one_is_named() -> None:
    assert played(Rules(3), [(1, 1), (0, 0)]).moves == ((1, 1), (0, 0))
    with pytest.raises(GameFormatError, match="move 2: B2 is already taken") as taken:
        played(Rules(3), [(1, 1), (1, 1)])
    assert taken.value.move == 2
    with pytest.raises(GameFormatError, match="move 1 is off the 3 x 3 board"):
        played(Rules(3), [(3, 0)])
    over = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (2, 2)]
    with pytest.raises(GameFormatError, match="move 6: C3 is played after the end of the game"):
        played(Rules(3), over)


def test_players_are_named_when_the_file_names_both() -> None:
    game = Game(Rules(3))
    both = saved_game(game, "  Ann   Lee ", "Bo")
    assert (both.x, both.o) == (GamePlayer.person("Ann Lee"), GamePlayer.person("Bo"))
    assert saved_game(game, "Ann", "  ").x is None
    assert player_name(GamePlayer.person("Ann")) == "Ann"
    assert player_name(GamePlayer.computer("perfect")) == "ttt_qt perfect"
    assert player_name(None) is None
