"""The gomoku rules in words: their names and one-line descriptions, why a cell is forbidden,
and why a line of five or more did not win under standard or Caro."""

from __future__ import annotations

from ttt_qt.app.players.rule_texts import (
    forbidden_text,
    no_win_text,
    rule_description,
    rule_label,
)
from ttt_qt.engine import Board, Move, Rules
from ttt_qt.engine.rules import GOMOKU_RULES


def test_every_rule_has_a_name_and_a_line() -> None:
    assert [rule_label(rule) for rule in GOMOKU_RULES] == [
        "Freestyle",
        "Standard",
        "Renju",
        "Caro",
    ]
    for rule in GOMOKU_RULES:
        assert rule_description(rule).startswith(rule_label(rule) + ": ")
    assert forbidden_text("double four") == "double four"
    assert forbidden_text("something else") == "something else"


def played(rule: str, moves: list[Move]) -> tuple[Board, Move]:
    board = Board.from_moves(Rules(15, 5, rule=rule), moves)  # type: ignore[arg-type]
    return board, moves[-1]


def test_an_overline_under_standard_and_a_blocked_five_under_caro_say_why() -> None:
    # X fills row 8 from C to H, the middle cell (F8) last; O plays apart on row 1.
    overline, last = played(
        "standard",
        [(7, 2), (0, 0), (7, 3), (0, 2), (7, 4), (0, 4), (7, 6), (0, 6), (7, 7), (0, 8), (7, 5)],
    )
    assert not overline.is_over
    said = no_win_text(overline, last)
    assert said == "6 in a row does not win under the standard rule: play on."
    # X's five on row 8 from D to H, O's stones at both ends (C8 and I8).
    blocked, last = played(
        "caro", [(7, 3), (7, 2), (7, 4), (7, 8), (7, 5), (0, 0), (7, 6), (0, 2), (7, 7)]
    )
    assert not blocked.is_over
    assert no_win_text(blocked, last) == (
        "A five blocked at both ends does not win under Caro: play on."
    )
    free, last = played("freestyle", [(7, 3), (0, 0), (7, 4)])
    assert no_win_text(free, last) == ""
