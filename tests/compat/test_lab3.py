"""``ttt_qt.compat.lab3``: seed 001's TicTacToe class, from the lab's statements and examples."""

from __future__ import annotations

import io
from contextlib import redirect_stdout

import pytest

from ttt_qt.compat.lab3 import TicTacToe

KEYPAD_LINES = [
    (7, 8, 9),
    (4, 5, 6),
    (1, 2, 3),
    (7, 4, 1),
    (8, 5, 2),
    (9, 6, 3),
    (7, 5, 3),
    (9, 5, 1),
]


def with_board(cells: list[str]) -> TicTacToe:
    game = TicTacToe()
    game.board = cells
    return game


def drawn(game: TicTacToe) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        game.drawBoard()
    return out.getvalue()


def test_a_new_board_is_ten_strings_with_index_0_ignored() -> None:
    game = TicTacToe()
    assert game.board == ["#"] + [" "] * 9
    assert not game.boardFull()
    assert game.whoWon() == ""


@pytest.mark.parametrize(
    ("cells", "picture"),
    [
        (
            ["#", "x", "o", "x", "o", "o", "x", "x", "x", "o"],
            " x | x | o\t 7 | 8 | 9\n-----------\t-----------\n"
            " o | o | x\t 4 | 5 | 6\n-----------\t-----------\n"
            " x | o | x\t 1 | 2 | 3\n",
        ),
        (
            ["#", "o", "o", "o", "x", "x", "x", "x", "x", "o"],
            " x | x | o\t 7 | 8 | 9\n-----------\t-----------\n"
            " x | x | x\t 4 | 5 | 6\n-----------\t-----------\n"
            " o | o | o\t 1 | 2 | 3\n",
        ),
        (
            ["#", "o", "o", "o", "o", " ", "o", "o", "o", "o"],
            " o | o | o\t 7 | 8 | 9\n-----------\t-----------\n"
            " o |   | o\t 4 | 5 | 6\n-----------\t-----------\n"
            " o | o | o\t 1 | 2 | 3\n",
        ),
    ],
    ids=["first-example", "second-example", "third-example"],
)
def test_draw_board_prints_the_labs_examples(cells: list[str], picture: str) -> None:
    assert drawn(with_board(cells)) == picture


def test_assign_move_puts_the_symbol_on_the_keypad_cell() -> None:
    game = TicTacToe()
    game.assignMove(4, "x")
    assert game.board[4] == "x"
    assert drawn(game).splitlines()[2] == " x |   |  \t 4 | 5 | 6"


@pytest.mark.parametrize("cell", [0, 10, -1, 100, "5", None, 2.0, True])
def test_assign_move_refuses_cells_outside_1_to_9(cell: object) -> None:
    game = TicTacToe()
    with pytest.raises(ValueError, match="from 1 to 9"):
        game.assignMove(cell, "x")  # type: ignore[arg-type]
    assert game.board == ["#"] + [" "] * 9


@pytest.mark.parametrize("cell", [0, 10, -1, -9, 11, 10**9, "5", "", None, 5.0, True, [5]])
def test_cell_is_empty_is_false_out_of_bounds_and_never_raises(cell: object) -> None:
    assert TicTacToe().cellIsEmpty(cell) is False  # type: ignore[arg-type]


def test_cell_is_empty_tells_free_from_filled() -> None:
    game = TicTacToe()
    game.assignMove(5, "o")
    assert game.cellIsEmpty(1) and game.cellIsEmpty(9)
    assert not game.cellIsEmpty(5)


def test_board_full() -> None:
    game = with_board(["#", "x", "o", "x", "o", "o", "x", "x", "x", "o"])
    assert game.boardFull()
    game.board[5] = " "
    assert not game.boardFull()


@pytest.mark.parametrize("line", KEYPAD_LINES)
@pytest.mark.parametrize("ch", ["x", "o"])
def test_is_winner_finds_rows_columns_and_diagonals(line: tuple[int, ...], ch: str) -> None:
    game = TicTacToe()
    for cell in line:
        game.assignMove(cell, ch)
    assert game.isWinner(ch)
    assert not game.isWinner("o" if ch == "x" else "x")
    assert game.whoWon() == ch


def test_no_line_no_winner() -> None:
    game = with_board(["#", "x", "o", "x", "o", "o", "x", "x", "x", "o"])  # the lab's tie
    assert not game.isWinner("x") and not game.isWinner("o")
    assert game.whoWon() == ""
    game.board[0] = "x"  # index 0 is ignored, whatever it holds
    game.board[4] = "x"
    assert game.whoWon() == "x"  # 1-4-7


def test_who_won_in_the_labs_examples() -> None:
    assert with_board(["#", "o", "o", "o", "o", " ", "o", "o", "o", "o"]).whoWon() == "o"
    winner = with_board(["#", " ", " ", "x", "x", "x", "o", "x", "o", "o"])
    assert winner.whoWon() == "x"
