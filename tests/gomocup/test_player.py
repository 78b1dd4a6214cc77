"""An engine as a player: the stones of a board put in a game's order for it, and what a probe
reads of an engine before it plays."""

from __future__ import annotations

from collections.abc import Callable

from ttt_qt.engine import Board, Move, Rules
from ttt_qt.gomocup.player import game_order, probe

RULES = Rules(15, 5)


def test_a_game_it_knows_comes_first_then_the_stones_in_turn() -> None:
    moves: list[Move] = [(7, 7), (7, 8), (8, 8), (6, 6)]
    board = Board.from_moves(RULES, moves)
    assert game_order(board, moves) == moves
    assert game_order(board, moves[:2]) == [*moves[:2], (8, 8), (6, 6)]
    order = game_order(board, [])
    assert sorted(order) == sorted(moves)
    assert Board.from_moves(RULES, order) == board  # X and O alternate


def test_a_known_game_the_board_left_is_given_up_where_it_parts() -> None:
    board = Board.from_moves(RULES, [(0, 0), (1, 1)])
    order = game_order(board, [(0, 0), (5, 5), (9, 9)])
    assert order == [(0, 0), (1, 1)]


def test_a_probe_reads_what_the_engine_says_of_itself(
    fake_brain: Callable[..., list[str]],
) -> None:
    about = probe(fake_brain("play"))
    assert about.name != ""
    assert about.fields.get("name") == about.name
