"""``ttt_qt.compat.pa1``: seed 000's Board, Player, AI, SmartAI and MiniMax, from the seed."""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable, Iterator
from contextlib import redirect_stdout

import pytest

from ttt_qt.compat.pa1 import AI, CELLS, Board, MiniMax, Player, SmartAI
from ttt_qt.compat.pa1_text import CELL_PROMPT, COMPUTER_PROMPT, WRONG_CHOICE, format_board

LINES = [
    ("A1", "B1", "C1"),
    ("A2", "B2", "C2"),
    ("A3", "B3", "C3"),
    ("A1", "A2", "A3"),
    ("B1", "B2", "B3"),
    ("C1", "C2", "C3"),
    ("A1", "B2", "C3"),
    ("C1", "B2", "A3"),
]


def board_with(**cells: str) -> Board:
    board = Board()
    for cell, sign in cells.items():
        board.set(cell, sign)
    return board


def test_a_new_board_is_the_seeds() -> None:
    board = Board()
    assert board.sign == " "
    assert board.size == board.get_size() == 3
    assert board.board == [" "] * 9
    assert board.winner == board.get_winner() == ""
    assert CELLS == ("A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3")


def test_set_marks_cells_by_name_in_any_case() -> None:
    board = Board()
    board.set("a1", "X")
    board.set("C3", "O")
    board.set(" b2 ", "X")
    assert board.board == ["X", " ", " ", " ", "X", " ", " ", " ", "O"]
    board.set("A1", " ")
    assert board.isempty("A1")


@pytest.mark.parametrize("cell", ["D1", "A4", "A0", "", "AA", "11", "A", "A11"])
def test_set_refuses_what_is_not_a_cell(cell: str) -> None:
    with pytest.raises(ValueError, match="not a cell"):
        Board().set(cell, "X")


@pytest.mark.parametrize("sign", ["x", "", "XO", "Z", "0"])
def test_set_refuses_other_signs(sign: str) -> None:
    with pytest.raises(ValueError, match="not a sign"):
        Board().set("A1", sign)


def test_isempty_is_false_for_marked_cells_and_for_anything_that_is_not_a_cell() -> None:
    board = board_with(B2="O")
    assert board.isempty("A1") and board.isempty("c3")
    assert not board.isempty("B2")
    for thing in ["D4", "", "B", "2B", None, 5, ("A", 1)]:
        assert board.isempty(thing) is False  # type: ignore[arg-type]


@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("sign", ["X", "O"])
def test_isdone_finds_all_eight_winning_cases(line: tuple[str, ...], sign: str) -> None:
    board = board_with(**dict.fromkeys(line, sign))
    assert board.isdone()
    assert board.get_winner() == sign


def test_isdone_on_a_full_board_without_a_line_is_a_tie() -> None:
    board = Board()
    for cell, sign in zip(CELLS, "XOXXOOOXX", strict=True):
        board.set(cell, sign)
    assert board.isdone()
    assert board.get_winner() == ""


def test_isdone_is_false_while_the_game_goes_on_and_resets_the_winner() -> None:
    board = board_with(A1="X", B1="X")
    board.winner = "O"
    assert not board.isdone()
    assert board.get_winner() == ""


def test_show_draws_the_board() -> None:
    board = board_with(A1="X", B2="O")
    out = io.StringIO()
    with redirect_stdout(out):
        board.show()
    assert out.getvalue() == format_board(board.board) + "\n"
    assert "1| X |   |   |" in out.getvalue()
    assert "2|   | O |   |" in out.getvalue()


def test_a_person_is_asked_again_until_the_cell_is_valid_and_empty(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    player = Player("Alice", "O")
    assert (player.get_name(), player.get_sign()) == ("Alice", "O")
    board = board_with(A1="X")
    monkeypatch.setattr("sys.stdin", io.StringIO("a1\nq9\nb2\n"))
    out = io.StringIO()
    with redirect_stdout(out):
        player.choose(board)
    prompt = CELL_PROMPT.format(name="Alice", sign="O")
    assert out.getvalue() == f"{prompt}{WRONG_CHOICE}\n{prompt}{WRONG_CHOICE}\n{prompt}"
    assert board.board[4] == "O"


def test_a_person_at_the_end_of_input_raises_eof(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    with redirect_stdout(io.StringIO()), pytest.raises(EOFError):
        Player("Bob", "X").choose(Board())


def test_ai_is_a_player_that_prints_its_prompt_and_cell() -> None:
    board = Board()
    ai = AI("Bob", "X", board, seed=3)
    assert isinstance(ai, Player)
    assert ai.board is board
    out = io.StringIO()
    with redirect_stdout(out):
        ai.choose(board)
    prompt, cell, rest = out.getvalue().rsplit("\n", 2)
    assert prompt == COMPUTER_PROMPT.format(name="Bob", sign="X")
    assert rest == ""
    assert board.board[CELLS.index(cell)] == "X"
    assert board.board.count(" ") == 8


def test_ai_plays_random_empty_cells_until_the_board_is_full() -> None:
    board = Board()
    players = itertools.cycle([AI("Bob", "X", board, seed=1), AI("Alice", "O", board, seed=2)])
    with redirect_stdout(io.StringIO()):
        while not board.isdone():
            next(players).choose(board)
    assert board.isdone()
    assert board.board.count("X") - board.board.count("O") in (0, 1)


def test_the_seeds_subclasses() -> None:
    assert issubclass(AI, Player)
    assert issubclass(SmartAI, AI)
    assert issubclass(MiniMax, AI)
    assert "choose" in vars(MiniMax)
    assert "minimax" in vars(MiniMax)


def test_a_computer_on_a_finished_board_refuses_clearly() -> None:
    board = board_with(A1="X", B1="X", C1="X", A2="O", B2="O")
    for player in (AI("Alice", "O", board), SmartAI("Alice", "O", board), MiniMax("A", "O", board)):
        with redirect_stdout(io.StringIO()), pytest.raises(ValueError, match="over"):
            player.choose(board)


def test_minimax_scores_finished_boards_as_the_seed_says() -> None:
    player = MiniMax("Bob", "X", Board())
    assert player.minimax(board_with(A1="X", B1="X", C1="X", A2="O", B2="O"), True, False) == 1
    assert (
        player.minimax(board_with(A1="O", B1="O", C1="O", A2="X", B2="X", C3="X"), True, False)
        == -1
    )
    tie = Board()
    for cell, sign in zip(CELLS, "XOXXOOOXX", strict=True):
        tie.set(cell, sign)
    assert player.minimax(tie, False, False) == 0


def test_minimax_returns_a_cell_at_the_start_and_leaves_the_board_as_found() -> None:
    board = board_with(A1="X", B1="X", A2="O")
    before = list(board.board)
    cell = MiniMax.minimax(MiniMax("Alice", "O", board), board, True, True)
    assert cell == "C1"  # the only move that does not lose
    assert board.board == before
    assert board.get_winner() == ""


def test_minimax_wins_when_it_can() -> None:
    board = board_with(A1="X", B1="X", A2="O", B2="O")
    assert MiniMax.minimax(MiniMax("Bob", "X", board), board, True, True) == "C1"


def play_out(board: Board, computer: Player, sign: str) -> Iterator[str]:
    """Every way a game can end from ``board`` when the opponent tries every move: the winners."""
    if board.isdone():
        yield board.get_winner()
        return
    to_move = "X" if board.board.count("X") == board.board.count("O") else "O"
    if to_move == sign:
        child = copy_board(board)
        with redirect_stdout(io.StringIO()):
            computer.choose(child)
        yield from play_out(child, computer, sign)
        return
    for cell in CELLS:
        if board.isempty(cell):
            child = copy_board(board)
            child.set(cell, to_move)
            yield from play_out(child, computer, sign)


def copy_board(board: Board) -> Board:
    copy = Board()
    copy.board = list(board.board)
    return copy


@pytest.mark.parametrize(
    "make",
    [
        lambda sign: MiniMax("Computer", sign, Board()),
        lambda sign: SmartAI("Computer", sign, Board(), seed=0),
        lambda sign: SmartAI("Computer", sign, Board(), seed=7),
    ],
    ids=["MiniMax", "SmartAI-seed-0", "SmartAI-seed-7"],
)
@pytest.mark.parametrize("sign", ["X", "O"])
def test_never_loses_against_every_sequence_of_opponent_moves(
    make: Callable[[str], Player], sign: str
) -> None:
    endings = list(play_out(Board(), make(sign), sign))
    opponent = "O" if sign == "X" else "X"
    assert len(endings) > 50
    assert opponent not in endings
