"""``ttt_qt.compat.lab3`` on boards written by hand, as the lab's own examples write them.

Cells 1 to 9 sit like a numeric keypad (7 8 9 on top, 1 2 3 at the bottom); index 0 is
ignored. Any list of ten strings is a board, even one no game reaches; ``whoWon`` asks ``x``
before ``o``, as the lab's provided ``whoWon`` does, so ``x`` is returned when both have a line.
The answers are worked out by hand.
"""

from __future__ import annotations

import io
from contextlib import redirect_stdout

import pytest

from ttt_qt.compat.lab3 import TicTacToe

_ = " "

# board, isWinner("x"), isWinner("o"), whoWon(), boardFull()
BOARDS = [
    pytest.param(["#", _, _, _, _, _, _, _, _, _], False, False, "", False, id="empty"),
    pytest.param(
        ["#", "x", "o", "x", "o", "o", "x", "x", "x", "o"], False, False, "", True, id="lab tie"
    ),
    pytest.param(
        ["#", "o", "o", "o", "x", "x", "x", "x", "x", "o"],
        True,
        True,
        "x",
        True,
        id="lab: x row 4-5-6 and o row 1-2-3",
    ),
    pytest.param(
        ["#", "o", "o", "o", "o", _, "o", "o", "o", "o"], False, True, "o", False, id="lab: all o"
    ),
    pytest.param(
        ["#", _, _, "x", "x", "x", "o", "x", "o", "o"], True, False, "x", False, id="lab: x wins"
    ),
    pytest.param(["#", _, _, _, _, _, _, "x", "x", "x"], True, False, "x", False, id="x alone 789"),
    pytest.param(["#", _, "o", _, _, "o", _, _, "o", _], False, True, "o", False, id="o alone 852"),
    pytest.param(
        ["#", "x", _, "o", "x", _, "o", "x", _, "o"], True, True, "x", False, id="x 741, o 963"
    ),
    pytest.param(
        ["#", "x", "x", "x", _, _, _, "o", "o", "o"],
        True,
        True,
        "x",
        False,
        id="o's top row, x's bottom row: x is asked first",
    ),
    pytest.param(["#"] + ["x"] * 9, True, False, "x", True, id="every cell x"),
    pytest.param(["#"] + ["o"] * 9, False, True, "o", True, id="every cell o"),
    pytest.param(["#", "x", _, _, _, "x", _, _, _, "x"], True, False, "x", False, id="x 951"),
    pytest.param(["#", _, _, "o", _, "o", _, "o", _, _], False, True, "o", False, id="o 753"),
    pytest.param(
        ["#", "o", _, "o", _, _, _, "o", _, "o"], False, False, "", False, id="o in every corner"
    ),
    pytest.param(
        ["#", "x", _, _, "o", "o", "o", "x", "x", _],
        False,
        True,
        "o",
        False,
        id="o won 456, x played on",
    ),
    pytest.param(
        ["#", "x", "x", "x", "o", "o", _, "o", "o", _],
        True,
        False,
        "x",
        False,
        id="x won 123, o played on",
    ),
    pytest.param(
        ["#", "x", "x", "x", "o", "o", "x", "o", "x", "o"],
        True,
        False,
        "x",
        True,
        id="full with x's line",
    ),
    pytest.param(
        ["#", "X", "X", "X", _, _, _, _, _, _],
        False,
        False,
        "",
        False,
        id="capital X is not x",
    ),
    pytest.param(["#", _, _, _, _, "x", _, _, _, _], False, False, "", False, id="one x"),
    pytest.param(
        ["#", _, _, _, "x", _, _, "x", "x", _], False, False, "", False, id="three x, no line"
    ),
    pytest.param(
        ["#", "x", "o", "o", "o", "x", "x", "o", "x", "o"],
        False,
        False,
        "",
        True,
        id="full, more o, no line",
    ),
    pytest.param(
        ["#", "o", "o", "x", "o", "x", "o", "x", "x", "x"],
        True,
        False,
        "x",
        True,
        id="x has two lines",
    ),
    pytest.param(
        ["#", "o", "x", "o", "x", "o", "x", "o", "o", "o"],
        False,
        True,
        "o",
        True,
        id="o has three lines",
    ),
    pytest.param(["#", "o", "x", "o", _, "x", _, "o", "x", _], True, False, "x", False, id="x 852"),
    pytest.param(["#", _, _, _, "o", "o", "o", _, _, _], False, True, "o", False, id="o alone 456"),
    pytest.param(["#", _, _, "x", _, "x", _, "x", _, _], True, False, "x", False, id="x alone 753"),
    pytest.param(["#", _, _, _, _, "o", _, "o", _, _], False, False, "", False, id="two o"),
    pytest.param(
        ["#", "o", "x", _, "x", "o", "o", "x", "o", "x"],
        False,
        False,
        "",
        False,
        id="one cell left",
    ),
    pytest.param(
        ["x", _, _, _, "x", _, _, "x", _, _], False, False, "", False, id="index 0 is ignored"
    ),
    pytest.param(
        ["#", "x", "x", "o", "x", _, "o", _, "x", "o"],
        False,
        True,
        "o",
        False,
        id="o 963 with more x",
    ),
    pytest.param(
        ["#", _, _, _, "x", "x", "x", "o", "o", "o"],
        True,
        True,
        "x",
        False,
        id="o's top row, x's middle row",
    ),
]


def with_board(cells: list[str]) -> TicTacToe:
    game = TicTacToe()
    game.board = list(cells)
    return game


def test_there_are_at_least_thirty_boards() -> None:
    assert len(BOARDS) >= 30


@pytest.mark.parametrize(("cells", "x_line", "o_line", "won", "full"), BOARDS)
def test_the_lab_methods(
    cells: list[str], x_line: bool, o_line: bool, won: str, full: bool
) -> None:
    game = with_board(cells)
    assert game.isWinner("x") is x_line
    assert game.isWinner("o") is o_line
    assert game.whoWon() == won
    assert game.boardFull() is full
    assert game.board == cells


def test_is_winner_compares_the_symbol_literally() -> None:
    game = with_board(["#", "X", "X", "X", _, _, _, "o", _, _])
    assert game.isWinner("X")
    assert game.isWinner(" ")  # 4-5-6 holds three spaces
    assert not game.isWinner("x")


def test_assign_move_overwrites_a_taken_cell_and_a_space_clears_it() -> None:
    game = with_board(["#", "x", _, _, _, _, _, _, _, _])
    game.assignMove(1, "o")
    assert game.board[1] == "o"
    game.assignMove(1, " ")
    assert game.cellIsEmpty(1)


@pytest.mark.parametrize(
    "cells",
    [
        pytest.param([" "] * 9, id="nine cells"),
        pytest.param([" "] * 11, id="eleven cells"),
        pytest.param("#         ", id="a string"),
        pytest.param(None, id="None"),
    ],
)
def test_a_board_that_is_not_a_list_of_ten_is_refused_clearly(cells: object) -> None:
    game = TicTacToe()
    game.board = cells  # type: ignore[assignment]
    for method in (game.boardFull, game.whoWon, lambda: game.isWinner("x")):
        with pytest.raises(ValueError, match="list of 10"):
            method()
    with pytest.raises(ValueError, match="list of 10"):
        game.cellIsEmpty(5)
    with pytest.raises(ValueError, match="list of 10"):
        game.assignMove(5, "x")
    with redirect_stdout(io.StringIO()), pytest.raises(ValueError, match="list of 10"):
        game.drawBoard()
