"""The evaluation overlay in words: the short labels in the cells, what a cell's tooltip says
playing there means, and placeholders filled in one pass."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from ttt_qt.ai import MoveValue
from ttt_qt.app.computer.evaluation_text import describe, fill, other, percent, short_label

WIN_NOW = MoveValue("win", 1, 1.0, "Win in 1")
WIN_3 = MoveValue("win", 3, 1.0, "Win in 3")
LOSS_2 = MoveValue("loss", 2, 0.0, "Loss in 2")
DRAW = MoveValue("draw", 6, 0.5, "Draw")
GUESS = MoveValue("estimate", None, 0.624, "62%")


def test_placeholders_are_filled_once_and_unknown_ones_kept() -> None:
    assert fill("%1 plays %2", "X", "%1") == "X plays %1"  # a value is not filled again
    assert fill("%1 and %3", "a") == "a and %3"
    assert other("X") == "O" and other("O") == "X"


def test_the_cell_labels(qapp: QApplication) -> None:
    assert short_label(WIN_3) == "Win in 3"
    assert short_label(LOSS_2) == "Loss in 2"
    assert short_label(DRAW) == "Draw"
    assert short_label(GUESS) == "62%" and percent(GUESS) == "62"


def test_a_tooltip_says_what_playing_there_means(qapp: QApplication) -> None:
    assert describe("B2", "X", WIN_NOW) == "B2: Win in 1. X wins by playing here."
    draw = describe("A1", "O", DRAW)
    assert draw.startswith("A1: Draw. If O plays here, neither player can force a win")
    guess = describe("C3", "X", GUESS)
    assert "X's chances are estimated at 62%" in guess and guess.endswith("This is not proven.")
    win = describe("C1", "X", WIN_3)
    assert win.startswith("C1: Win in 3.") and "3" in win
    loss = describe("C2", "O", LOSS_2)
    assert loss.startswith("C2: Loss in 2.") and "X" in loss  # the opponent forces the win
