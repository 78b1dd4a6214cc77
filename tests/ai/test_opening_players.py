"""The built-in players' decisions in a fair opening: balanced stones, the side they choose."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from ttt_qt.ai import (
    BalancedOpening,
    Limit,
    OpeningChooser,
    create,
    opening_chooser,
    take_opening_step,
)
from ttt_qt.ai.opening import BALANCED_OPENINGS, turned
from ttt_qt.engine import Board, Game, IllegalMove, Move, OpeningChoice, Rules

GOMOKU = Rules(15, 5)
QUICK = Limit(time=0.05)


def test_every_player_has_an_opening_chooser() -> None:
    strategy = create("mcts", seed=1)
    assert not isinstance(strategy, OpeningChooser)
    assert isinstance(opening_chooser(strategy, seed=1), BalancedOpening)
    chooser = BalancedOpening(seed=1)
    assert isinstance(chooser, OpeningChooser)


def test_the_table_openings_are_black_white_black_near_the_centre() -> None:
    for seed in range(12):
        stones = BalancedOpening(seed).propose_stones(Board.empty(GOMOKU), 3, QUICK)
        board = Board.from_moves(GOMOKU, stones)
        assert board.move_count == 3 and not board.is_over
        assert all(max(abs(row - 7), abs(col - 7)) <= 5 for row, col in stones)
    assert all(len(set(opening)) == 3 for opening in BALANCED_OPENINGS)


def test_no_two_table_openings_are_one_turned() -> None:
    turns = [
        {tuple(turned(step, turn) for step in opening) for turn in range(8)}
        for opening in BALANCED_OPENINGS
    ]
    for index, images in enumerate(turns):
        assert not any(images & others for others in turns[index + 1 :])


def test_the_same_seed_places_the_same_opening() -> None:
    first = BalancedOpening(7).propose_stones(Board.empty(GOMOKU), 3, QUICK)
    assert BalancedOpening(7).propose_stones(Board.empty(GOMOKU), 3, QUICK) == first


def test_two_more_stones_are_legal_and_near_the_others() -> None:
    board = Board.from_moves(GOMOKU, [(7, 7), (7, 8), (4, 11)])
    stones = BalancedOpening(3).propose_stones(board, 2, QUICK)
    assert len(stones) == 2 and len(set(stones)) == 2
    after = Board.from_moves(GOMOKU, [(7, 7), (7, 8), (4, 11), *stones])
    assert after.move_count == 5


def _board(rows: Iterable[Move]) -> Board:
    return Board.from_moves(GOMOKU, rows)


def test_the_chooser_takes_the_side_that_wins() -> None:
    chooser = BalancedOpening(1)
    # X's open three: the choice follows the sign of the evaluation for O, to move.
    board = _board([(7, 7), (0, 0), (7, 8), (0, 14), (7, 9)])
    choice = chooser.choose_side(board, ("black", "white"), Limit(time=0.3))
    assert chooser.last_score is not None
    assert choice == ("white" if chooser.last_score >= 0.5 else "black")
    # O to move with four in a row of its own wins at once: take white.
    winning = _board([(0, 0), (7, 7), (0, 14), (7, 8), (14, 0), (7, 9), (14, 14), (7, 10), (3, 3)])
    assert chooser.choose_side(winning, ("black", "white"), Limit(time=0.3)) == "white"
    assert chooser.last_score == pytest.approx(1.0)


def test_an_even_position_gets_two_more_stones_when_allowed() -> None:
    class Even(BalancedOpening):
        @staticmethod
        def _score(board: Board, limit: Limit) -> float:
            return 0.51

    assert Even().choose_side(Board.empty(GOMOKU), ("black", "white", "two")) == "two"
    assert Even().choose_side(Board.empty(GOMOKU), ("black", "white")) == "white"


class Scripted:
    """An opening chooser that answers what it is told, for the game's steps."""

    def __init__(self, stones: list[Move], choice: OpeningChoice) -> None:
        self.stones = stones
        self.choice = choice

    def propose_stones(self, board: Board, count: int, limit: Limit | None = None) -> list[Move]:
        return self.stones[:count]

    def choose_side(
        self, board: Board, choices: tuple[OpeningChoice, ...], limit: Limit | None = None
    ) -> OpeningChoice:
        return self.choice


def test_take_opening_step_places_all_stones_then_chooses() -> None:
    game = Game(GOMOKU, opening="swap2")
    words = take_opening_step(game, Scripted([(7, 7), (7, 8), (3, 3)], "two"))
    assert words == "placed H8 I8 D4" and game.board.move_count == 3
    assert take_opening_step(game, Scripted([], "two")) == "chose two"
    assert take_opening_step(game, Scripted([(1, 1), (2, 2)], "black")) == "placed B2 C3"
    assert take_opening_step(game, Scripted([], "black")) == "chose black"
    assert game.opening_turn is None and not game.swapped
    with pytest.raises(ValueError, match="no decision"):
        take_opening_step(game, Scripted([], "black"))


def test_too_few_stones_are_refused() -> None:
    game = Game(GOMOKU, opening="swap")
    with pytest.raises(IllegalMove, match="needs 3 stones here, not 2"):
        take_opening_step(game, Scripted([(7, 7), (7, 8)], "white"))
    assert game.board.move_count == 0


def test_the_built_in_player_plays_a_whole_opening() -> None:
    game = Game(GOMOKU, opening="swap2")
    chooser = BalancedOpening(5, time_limit=0.05)
    while game.opening_turn is not None:
        take_opening_step(game, chooser)
    assert game.board.move_count in (3, 5) and game.board.to_move == "O"
