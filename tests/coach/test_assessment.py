"""The value of one position for the side to move, by analysis or by the threat searches."""

from __future__ import annotations

from ttt_qt.ai import Limit
from ttt_qt.ai.base import exact_value
from ttt_qt.coach.assessment import after_move, assess, estimate, uses_analysis
from ttt_qt.engine import Board, Rules, parse_moves


def _board(rules: Rules, text: str) -> Board:
    return Board.from_moves(rules, parse_moves(text, rules))


def _limit() -> Limit:
    return Limit(time=0.5).started()


def test_small_boards_are_analysed_exactly() -> None:
    board = _board(Rules(3, 3), "B2 A2")
    assert uses_analysis(board)
    found = assess(board, _limit())
    assert found.value.kind == "win" and found.value.proven
    assert set(found.moves) == set(board.legal_moves())
    assert found.best is not None and found.line[0] == found.best


def test_a_finished_game_is_its_result() -> None:
    board = _board(Rules(3, 3), "A1 B1 A2 B2 A3")
    found = assess(board, _limit())
    assert found.threat == "over" and found.value.kind == "loss" and found.best is None


def test_gomoku_threats_decide_first() -> None:
    rules = Rules(15, 5)
    four = _board(rules, "H8 G8 I8 A1 J8 A2 K8")
    assert not uses_analysis(four)
    blocked = assess(four, _limit())
    assert blocked.threat == "block" and blocked.best == parse_moves("L8", rules)[0]
    five = assess(_board(rules, "H8 G8 I8 A1 J8 A2 K8 A3"), _limit())
    assert five.threat == "five" and five.value == exact_value("win", 1)


def test_after_move_turns_the_value_round() -> None:
    assert after_move(exact_value("win", 3)) == exact_value("loss", 4)
    assert after_move(exact_value("draw", 2)) == exact_value("draw", 3)
    assert after_move(estimate(0.25)).score == 0.75
