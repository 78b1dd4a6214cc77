from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers import games
from ttt_qt.engine import Board, Game, IllegalMove, Move, Rules


def test_undo_and_redo() -> None:
    game = Game(Rules(), [(1, 1), (0, 0)])
    assert game.undo() == (0, 0)
    assert game.moves == ((1, 1),)
    assert game.can_redo and game.redo_moves == ((0, 0),)
    assert game.redo() == (0, 0)
    assert game.board == Board.from_moves(Rules(), [(1, 1), (0, 0)])
    assert not game.can_redo


def test_a_new_move_clears_redo() -> None:
    game = Game(Rules(), [(1, 1), (0, 0)])
    game.undo()
    game.play((2, 2))
    assert not game.can_redo
    assert game.last_move == (2, 2)


def test_nothing_to_undo_or_redo() -> None:
    game = Game()
    with pytest.raises(IllegalMove, match="undo"):
        game.undo()
    with pytest.raises(IllegalMove, match="redo"):
        game.redo()


def test_outcome_and_copy() -> None:
    game = Game(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    assert game.outcome is not None and game.outcome.winner == "X"
    copy = game.copy()
    copy.undo()
    assert game.outcome is not None and copy.outcome is None
    assert len(game.boards) == 6


@given(games(), st.data())
def test_undo_then_redo_round_trips(
    game_data: tuple[Rules, list[Move]], data: st.DataObject
) -> None:
    rules, moves = game_data
    game = Game(rules, moves)
    final = game.board
    steps = data.draw(st.integers(0, len(moves)))
    for _ in range(steps):
        game.undo()
    assert game.board == Board.from_moves(rules, moves[: len(moves) - steps])
    for _ in range(steps):
        game.redo()
    assert game.board == final
    assert game.moves == tuple(moves)
