"""The opponent of the first run (Medium on 3 x 3): a careful beginner can beat it, and it
never beats careful play."""

from __future__ import annotations

import pytest

from ttt_qt.ai import create
from ttt_qt.app.settings.app_settings import DEFAULT_OPPONENT
from ttt_qt.engine import Board, Rules


def _best_result_against(opponent_seed: int, board: Board) -> int:
    """X's best result (1 win, 0 draw, -1 loss) when O is the first-run computer."""
    computer = create(DEFAULT_OPPONENT, seed=opponent_seed)

    def value(position: Board) -> int:
        if position.is_over:
            return {"X": 1, "O": -1, None: 0}[position.winner]
        if position.to_move == "O":
            return value(position.play(computer.choose(position)))
        return max(value(position.play(move)) for move in position.legal_moves())

    return value(board)


@pytest.mark.parametrize("seed", range(6))
def test_a_careful_beginner_can_beat_the_first_run_opponent(seed: int) -> None:
    # From a corner, X has a forced win against it, whatever its seed.
    assert _best_result_against(seed, Board.empty(Rules()).play((0, 0))) == 1


@pytest.mark.parametrize("seed", range(6))
def test_the_first_run_opponent_never_beats_careful_play(seed: int) -> None:
    for person_mark in ("X", "O"):
        board = Board.empty(Rules())
        players = {
            person_mark: create("expert", seed=seed),
            "O" if person_mark == "X" else "X": create(DEFAULT_OPPONENT, seed=seed),
        }
        while not board.is_over:
            board = board.play(players[board.to_move].choose(board))
        assert board.winner in (None, person_mark)
