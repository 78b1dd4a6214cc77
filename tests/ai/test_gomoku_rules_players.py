"""Every built-in player plays only legal moves under each gomoku rule (Renju's forbidden
cells above all), and finishes whole games under each rule."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers import FAR_STONES, stones
from ttt_qt import ai
from ttt_qt.engine import GOMOKU_RULES, Board, GomokuRule, Rules

QUICK: dict[str, dict[str, Any]] = {
    "montecarlo": {"trials": 20},
    "mcts": {"playouts": 200},
    "perfect": {"time_limit": 0.2},
    "threats": {"time_limit": 0.3},
    "adaptive": {"time_limit": 0.3},
}
"""Options that keep each player's move short."""

RENJU = Rules(15, 5, rule="renju")


def player(name: str, seed: int = 1) -> ai.Strategy:
    return ai.create(name, seed=seed, **QUICK.get(name, {}))


def overline_trap() -> Board:
    """X's row X X X X . X with O at its left end: the only cell that completes it makes six."""
    x = [(7, 2), (7, 3), (7, 4), (7, 5), (7, 7)]
    board = stones(RENJU, x, [(7, 1), *FAR_STONES[:4]])
    assert board.forbidden_moves() == [(7, 6)]
    return board


def double_three_trap() -> Board:
    """Two open twos of X that cross at the middle of the board, H8 (a double three)."""
    board = stones(RENJU, [(7, 5), (7, 6), (5, 7), (6, 7)], FAR_STONES[:4])
    assert (7, 7) in board.forbidden_moves()
    return board


@pytest.mark.parametrize("name", ai.names())
@pytest.mark.parametrize("trap", [overline_trap, double_three_trap])
def test_no_player_chooses_a_cell_forbidden_to_x(name: str, trap: Any) -> None:
    board = trap()
    move = player(name).choose(board)
    assert board.forbidden_reason(move) is None
    assert move in board.legal_moves()


@pytest.mark.parametrize("rule", GOMOKU_RULES)
@pytest.mark.parametrize("name", ["random", "smart", "expert", "montecarlo"])
def test_quick_players_finish_games_under_every_rule(name: str, rule: GomokuRule) -> None:
    board = Board.empty(Rules(7, 5, rule=rule))
    players = {"X": player(name, seed=3), "O": player(name, seed=4)}
    while not board.is_over:
        board = board.play(players[board.to_move].choose(board))
    assert board.is_over


@pytest.mark.slow
@pytest.mark.parametrize("rule", GOMOKU_RULES)
@pytest.mark.parametrize("name", ["mcts", "perfect", "threats", "adaptive"])
def test_searching_players_finish_games_under_every_rule(name: str, rule: GomokuRule) -> None:
    board = Board.empty(Rules(9, 5, rule=rule))
    players = {"X": player(name, seed=3), "O": player("expert", seed=4)}
    while not board.is_over:
        board = board.play(players[board.to_move].choose(board))
    assert board.is_over


def test_the_analysis_leaves_forbidden_cells_out_and_proves_nothing_it_cannot() -> None:
    board = double_three_trap()
    result = ai.analyze(board, ai.Limit(time=0.3))
    assert (7, 7) not in result.moves
    assert result.move is not None
    assert board.forbidden_reason(result.move) is None
    assert not result.proven
    assert all(value.kind == "estimate" for value in result.moves.values())


def test_under_freestyle_the_analysis_keeps_its_proofs() -> None:
    # X's open four: every move is valued, the win proven.
    board = stones(Rules(7, 5), [(3, 1), (3, 2), (3, 3), (3, 4)], [(0, 0), (0, 2), (6, 6), (6, 0)])
    result = ai.analyze(board, ai.Limit(time=0.5))
    assert result.value is not None
    assert result.value.kind == "win"
    standard = stones(
        Rules(7, 5, rule="standard"),
        [(3, 1), (3, 2), (3, 3), (3, 4)],
        [(0, 0), (0, 2), (6, 6), (6, 0)],
    )
    assert ai.analyze(standard, ai.Limit(time=0.5)).value.kind == "estimate"  # type: ignore[union-attr]
