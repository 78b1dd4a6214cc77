"""``ttt_qt.compat.pa1`` on boards written by hand, as a student's tests fill ``board.board``.

The nine cells run A1, B1, C1 (row 1), A2, B2, C2, A3, B3, C3. Any nine cells of ``" "``,
``"X"`` and ``"O"`` make a board, even one no game reaches; when both signs have a line, the
first line in the order rows 1 to 3, columns A to C, A1-C3, C1-A3 names the winner. The
answers are worked out by hand.
"""

from __future__ import annotations

import io
from contextlib import redirect_stdout

import pytest

from ttt_qt.compat.pa1 import AI, Board, MiniMax, Player, SmartAI

_ = " "

# the nine cells, isdone(), get_winner() afterwards
BOARDS = [
    pytest.param([_, _, _, _, _, _, _, _, _], False, "", id="empty"),
    pytest.param(["X", _, _, _, _, _, _, _, _], False, "", id="one X"),
    pytest.param(["X", "X", "X", _, _, _, _, _, _], True, "X", id="X alone, row 1"),
    pytest.param([_, _, _, _, _, _, "O", "O", "O"], True, "O", id="O alone, row 3"),
    pytest.param(["X", "X", "X", "O", "O", "O", _, _, _], True, "X", id="rows 1 and 2, X first"),
    pytest.param(["O", "O", "O", "X", "X", "X", _, _, _], True, "O", id="rows 1 and 2, O first"),
    pytest.param(["X", _, "O", "X", _, "O", "X", _, "O"], True, "X", id="columns A and C"),
    pytest.param(
        ["O", "X", "O", "O", "X", "X", "O", "X", "X"], True, "O", id="full, columns A and B"
    ),
    pytest.param(["X", "O", "X", "X", "O", "O", "O", "X", "X"], True, "", id="a full tie"),
    pytest.param(["X", "O", "X", "X", "O", "O", "X", "X", "O"], True, "X", id="full, X column A"),
    pytest.param(["X"] * 9, True, "X", id="every cell X"),
    pytest.param(["O"] * 9, True, "O", id="every cell O"),
    pytest.param(["O", "X", "X", "O", "X", _, "O", _, "X"], True, "O", id="O won, X played on"),
    pytest.param(["X", "X", "X", "O", "O", _, "O", _, _], True, "X", id="X won, O played on"),
    pytest.param(["O", _, "O", _, _, _, "O", _, "O"], False, "", id="O in every corner"),
    pytest.param(["X", "O", _, "O", "X", _, _, _, "X"], True, "X", id="X's A1-C3"),
    pytest.param(["X", "X", "O", "X", "O", _, "O", _, _], True, "O", id="O's C1-A3"),
    pytest.param(
        ["O", "X", "O", "O", "X", "X", "X", "O", "O"], True, "", id="full, more O, no line"
    ),
    pytest.param(["X", "X", "X", "O", "X", "O", "O", "O", "X"], True, "X", id="X has two lines"),
    pytest.param(["O", "O", "O", "X", "O", "X", "O", "X", "O"], True, "O", id="O has three lines"),
    pytest.param(["X", "O", "X", "X", "O", "O", "O", "X", _], False, "", id="one cell left"),
    pytest.param(["X", "O", "X", "O", "X", "X", "O", "X", _], False, "", id="five X, one left"),
    pytest.param(["O", _, _, _, "O", _, _, _, _], False, "", id="two O and no X"),
    pytest.param(["X", "X", "X", _, _, _, "O", "O", "O"], True, "X", id="rows 1 and 3"),
    pytest.param([_, _, _, "O", "O", "O", "X", "X", "X"], True, "O", id="rows 2 and 3"),
    pytest.param([_, "X", _, _, "X", _, _, "X", _], True, "X", id="X alone, column B"),
    pytest.param([_, _, _, "O", "O", "O", _, _, _], True, "O", id="O alone, row 2"),
    pytest.param([_, _, "X", _, "X", _, "X", _, _], True, "X", id="X alone, C1-A3"),
    pytest.param(["X", "X", _, "X", _, _, _, _, _], False, "", id="three X, no line"),
    pytest.param(["X", _, "O", _, "O", _, "O", "X", "X"], True, "O", id="O's C1-A3, X to answer"),
    pytest.param(["O", _, "X", "X", "X", "X", "O", _, "O"], True, "X", id="X's row 2"),
    pytest.param(["O", _, "X", "O", _, "X", "O", _, "X"], True, "O", id="columns A and C, O first"),
]


def board_of(cells: list[str]) -> Board:
    board = Board()
    board.board = list(cells)
    return board


def test_there_are_at_least_thirty_boards() -> None:
    assert len(BOARDS) >= 30


@pytest.mark.parametrize(("cells", "done", "winner"), BOARDS)
def test_isdone_and_get_winner(cells: list[str], done: bool, winner: str) -> None:
    board = board_of(cells)
    assert board.isdone() is done
    assert board.get_winner() == winner
    assert board.board == cells


MORE_O = ["O", "O", _, "X", "X", _, "O", _, _]  # O has three marks, X two


def chosen(player: Player, cells: list[str]) -> str:
    """The cell ``player`` marks on a board of ``cells``."""
    board = board_of(cells)
    with redirect_stdout(io.StringIO()):
        player.choose(board)
    changed = [index for index, cell in enumerate(board.board) if cell != cells[index]]
    assert len(changed) == 1
    assert board.board[changed[0]] == player.get_sign()
    return ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"][changed[0]]


def test_minimax_takes_o_s_win_on_a_board_of_more_o() -> None:
    assert chosen(MiniMax("Alice", "O", Board()), MORE_O) == "C1"


def test_minimax_for_x_on_the_same_board_wins_row_2() -> None:
    assert chosen(MiniMax("Bob", "X", Board()), MORE_O) == "C2"


def test_smart_ai_plays_the_minimax_move_where_no_game_reaches_the_board() -> None:
    assert chosen(SmartAI("Alice", "O", Board(), seed=1), MORE_O) == "C1"
    assert chosen(SmartAI("Bob", "X", Board(), seed=1), MORE_O) == "C2"


def test_smart_ai_moves_for_its_sign_on_a_board_a_game_reaches() -> None:
    # X and O have two marks each, so X would move next; Alice (O) still wins at once.
    assert chosen(SmartAI("Alice", "O", Board(), seed=1), ["X", "X", _, "O", "O", _] + [_] * 3) == (
        "C2"
    )


@pytest.mark.parametrize("seed", range(6))
def test_ai_picks_an_empty_cell_on_a_board_of_more_o(seed: int) -> None:
    assert chosen(AI("Bob", "X", Board(), seed=seed), MORE_O) in {"C1", "C2", "B3", "C3"}


@pytest.mark.parametrize(
    "cells",
    [
        pytest.param(["X", "X", "X", "O", "O", "O", _, _, _], id="both have a row"),
        pytest.param([_, _, _, _, _, _, "O", "O", "O"], id="O alone has a line"),
        pytest.param(["O"] * 9, id="every cell O"),
    ],
)
def test_every_computer_refuses_a_finished_board_clearly(cells: list[str]) -> None:
    for player in (AI("A", "X", seed=1), SmartAI("S", "O", seed=1), MiniMax("M", "X")):
        board = board_of(cells)
        out = io.StringIO()
        with redirect_stdout(out), pytest.raises(ValueError, match="over"):
            player.choose(board)
        assert board.board == cells


@pytest.mark.parametrize(
    "cells",
    [
        pytest.param([_] * 8, id="eight cells"),
        pytest.param([_] * 10, id="ten cells"),
        pytest.param(["x"] + [_] * 8, id="a small x"),
        pytest.param([None] + [_] * 8, id="None"),
        pytest.param(" " * 9, id="a string"),
    ],
)
def test_a_malformed_board_is_refused_clearly(cells: object) -> None:
    board = Board()
    board.board = cells  # type: ignore[assignment]
    with pytest.raises(ValueError, match="nine cells"):
        board.isdone()
    with redirect_stdout(io.StringIO()), pytest.raises(ValueError, match="nine cells"):
        board.show()
    with redirect_stdout(io.StringIO()), pytest.raises(ValueError, match="nine cells"):
        AI("Bob", "X", seed=1).choose(board)
