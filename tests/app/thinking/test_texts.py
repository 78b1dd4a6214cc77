"""What the thinking panel says: signed numbers with a true minus sign, lines of moves by cell
name, and the tree's columns for a position and its moves."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QApplication

from ttt_qt.app.thinking.texts import MINUS, line_text, node_move, node_value, number
from ttt_qt.coach.thinking import MinimaxNode


def test_numbers_carry_their_sign() -> None:
    assert number(3) == "+3"
    assert number(0) == "0"
    assert number(-3) == f"{MINUS}3"
    assert number(0.5) == "+0.5"
    assert number(math.inf) == "+\u221e" and number(-math.inf) == f"{MINUS}\u221e"


def test_lines_and_the_tree_columns(qapp: QApplication) -> None:
    assert line_text(((1, 1), (0, 0), (2, 2))) == "B2, A1, C3"
    assert node_move(MinimaxNode(None, "X", 0)) == "This position, X to move"
    assert node_move(MinimaxNode((0, 2), "O", 1)) == "C1 by O"
    assert node_value(MinimaxNode((0, 2), "O", 1)) == ""  # not valued
    assert node_value(MinimaxNode((0, 2), "O", 1, value=1)) == "+1"
    assert node_value(MinimaxNode((0, 2), "O", 1, value=-1, bound="at most")) == f"\u2264 {MINUS}1"
    assert node_value(MinimaxNode((0, 2), "O", 1, value=0, bound="at least")) == "\u2265 0"
