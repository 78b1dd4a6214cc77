"""What the thinking panel says: signed numbers with a true minus sign (kept before the number in
a right-to-left language), lines of moves by cell name, and the tree's columns for a position
and its moves."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QApplication

from ttt_qt.app.thinking.texts import (
    LEFT_TO_RIGHT_MARK,
    MINUS,
    line_text,
    node_move,
    node_value,
    number,
)
from ttt_qt.coach.thinking import MinimaxNode

MARK = LEFT_TO_RIGHT_MARK


def test_numbers_carry_their_sign(qapp: QApplication) -> None:
    assert number(3) == f"{MARK}+3"
    assert number(0) == "0"
    assert number(-3) == f"{MARK}{MINUS}3"
    assert number(math.inf) == f"{MARK}+\u221e"
    assert number(-math.inf) == f"{MARK}{MINUS}\u221e"
    assert number(0.5).endswith("5") and number(0.5).startswith(f"{MARK}+")


def test_lines_and_the_tree_columns(qapp: QApplication) -> None:
    assert line_text(((1, 1), (0, 0), (2, 2))) == "B2, A1, C3"
    assert node_move(MinimaxNode(None, "X", 0)) == "This position, X to move"
    assert node_move(MinimaxNode((0, 2), "O", 1)) == "C1 by O"
    assert node_value(MinimaxNode((0, 2), "O", 1)) == ""  # not valued
    assert node_value(MinimaxNode((0, 2), "O", 1, value=1)) == number(1)
    at_most = MinimaxNode((0, 2), "O", 1, value=-1, bound="at most")
    assert node_value(at_most) == f"\u2264 {number(-1)}"
    assert node_value(MinimaxNode((0, 2), "O", 1, value=0, bound="at least")) == "\u2265 0"
