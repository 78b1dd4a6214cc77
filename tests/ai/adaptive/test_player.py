"""Match my level's player: registered with an automatic level, and playing at a level."""

from __future__ import annotations

import pytest

from ttt_qt.ai import Limit, create, info
from ttt_qt.ai.adaptive import LEVEL_MAX, LEVEL_MIN
from ttt_qt.ai.adaptive.player import AdaptiveStrategy, strong_share
from ttt_qt.engine import Board, Rules


def test_the_registry_marks_it_as_adapting_with_an_automatic_level() -> None:
    described = info("adaptive")
    assert described.adapts
    (level,) = [option for option in described.options if option.name == "level"]
    assert level.automatic and (level.minimum, level.maximum) == (LEVEL_MIN, LEVEL_MAX)
    assert "level" not in {option.name for option in described.chosen_options}


@pytest.mark.parametrize("level", [-1, LEVEL_MAX + 1])
def test_a_level_out_of_range_is_refused(level: int) -> None:
    with pytest.raises(ValueError, match="level must be from"):
        create("adaptive", level=level)


def test_a_higher_level_plays_more_strong_moves() -> None:
    shares = [strong_share(level) for level in range(LEVEL_MIN, LEVEL_MAX + 1)]
    assert shares[0] == 0.0 and shares[-1] == 1.0
    assert shares == sorted(shares)


def test_the_top_level_plays_the_strong_players_moves() -> None:
    board = Board.from_moves(Rules(), [(0, 0), (1, 1), (0, 1)])  # O must block at C1
    for seed in range(10):
        assert create("adaptive", seed=seed, level=LEVEL_MAX).choose(board) == (0, 2)


def test_the_top_level_never_loses_on_3x3() -> None:
    for seed in range(6):
        board = Board.empty(Rules())
        players = {
            "X": create("random", seed=seed),
            "O": create("adaptive", seed=seed, level=LEVEL_MAX),
        }
        while not board.is_over:
            board = board.play(players[board.to_move].choose(board))
        assert board.winner != "X"


def test_a_mistake_lies_next_to_a_stone() -> None:
    rules = Rules(9, 5)
    board = Board.from_moves(rules, [(4, 4), (4, 5)])
    player = AdaptiveStrategy(seed=3, level=LEVEL_MIN)
    for _ in range(30):
        row, col = player.choose(board, Limit(time=0.1))
        assert 3 <= row <= 5 and 3 <= col <= 6


def test_a_mistake_in_reverse_rules_never_completes_its_own_line() -> None:
    board = Board.from_moves(Rules(3, reverse=True), [(0, 0), (1, 1), (0, 1), (2, 2)])
    player = AdaptiveStrategy(seed=1, level=LEVEL_MIN)  # X at A1, B1: C1 loses
    assert all(player.mistake(board) != (0, 2) for _ in range(30))
