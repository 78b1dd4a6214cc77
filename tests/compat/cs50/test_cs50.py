"""``ttt_qt.compat.cs50``: the Minimax project's functions, from the statements of seeds 003/004."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator

import pytest

from ttt_qt.compat import cs50
from ttt_qt.compat.cs50 import (
    EMPTY,
    O,
    X,
    actions,
    initial_state,
    minimax,
    player,
    result,
    terminal,
    utility,
    winner,
)

State = list[list[str | None]]


def state(*rows: str) -> State:
    return [[None if mark == "." else mark for mark in row] for row in rows]


def test_the_constants_and_the_initial_state() -> None:
    assert (X, O, EMPTY) == ("X", "O", None)
    board = initial_state()
    assert board == [[EMPTY] * 3 for _ in range(3)]
    assert board is not initial_state() and board[0] is not board[1]


def test_x_moves_first_then_the_players_alternate() -> None:
    board = initial_state()
    expected = [X, O, X, O, X]
    for turn, move in enumerate([(1, 1), (0, 0), (2, 2), (0, 2)]):
        assert player(board) == expected[turn]
        board = result(board, move)
    assert player(board) == X


def test_actions_is_the_set_of_empty_cells() -> None:
    board = state("X..", ".O.", "...")
    moves = actions(board)
    assert isinstance(moves, set)
    assert moves == {(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)}
    assert all(isinstance(move, tuple) and len(move) == 2 for move in moves)
    assert len(actions(initial_state())) == 9


def test_result_returns_a_new_board_and_never_modifies_its_argument() -> None:
    board = state("X..", ".O.", "...")
    before = copy.deepcopy(board)
    after = result(board, (2, 2))
    assert board == before
    assert after == state("X..", ".O.", "..X")
    after[0][1] = O
    assert board == before  # no row is shared


@pytest.mark.parametrize(
    "action",
    [(0, 0), (1, 1), (3, 0), (0, 3), (-1, 0), (0, -1), (-3, -3), (1,), "B2", None, (1.0, 2)],
)
def test_result_raises_on_an_invalid_action(action: object) -> None:
    board = state("X..", ".O.", "...")
    before = copy.deepcopy(board)
    with pytest.raises(ValueError):
        result(board, action)  # type: ignore[arg-type]
    assert board == before


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        (("XXX", "OO.", "..."), X),
        (("OX.", "OX.", "O.X"), O),
        (("X.O", "XO.", "O.X"), O),
        (("XO.", "OX.", "..X"), X),
        (("OXO", ".X.", ".X."), X),
        (("X..", ".O.", "..."), None),
        (("XOX", "XOO", "OXX"), None),
    ],
)
def test_winner(rows: tuple[str, ...], expected: str | None) -> None:
    assert winner(state(*rows)) == expected


def test_terminal_and_utility() -> None:
    assert not terminal(initial_state())
    assert not terminal(state("X..", ".O.", "..."))
    for rows, value in [
        (("XXX", "OO.", "..."), 1),
        (("OOO", "XX.", "X.."), -1),
        (("XOX", "XOO", "OXX"), 0),
    ]:
        board = state(*rows)
        assert terminal(board)
        assert utility(board) == value


def test_minimax_on_a_terminal_board_is_none() -> None:
    assert minimax(state("XXX", "OO.", "...")) is None
    assert minimax(state("XOX", "XOO", "OXX")) is None


def test_minimax_takes_the_only_winning_move() -> None:
    assert minimax(state("XX.", "OO.", "...")) == (0, 2)  # X wins at once
    assert minimax(state("XX.", "OO.", "X..")) == (1, 2)  # O wins at once


def test_minimax_blocks_an_immediate_three_in_a_row() -> None:
    assert minimax(state("X..", ".X.", "O..")) == (2, 2)


def test_minimax_answers_the_empty_board_with_a_legal_tuple() -> None:
    move = minimax(initial_state())
    assert isinstance(move, tuple)
    assert move in actions(initial_state())


def endings(board: State, computer: str) -> Iterator[str | None]:
    """The winner of every game from ``board``: minimax for ``computer``, every reply otherwise."""
    if terminal(board):
        yield winner(board)
        return
    if player(board) == computer:
        move = minimax(board)
        assert move is not None
        yield from endings(result(board, move), computer)
        return
    for move in sorted(actions(board)):
        yield from endings(result(board, move), computer)


@pytest.mark.parametrize("computer", [X, O])
def test_minimax_never_loses_against_any_sequence_of_replies(computer: str) -> None:
    seen = list(endings(initial_state(), computer))
    assert len(seen) > 50
    assert (O if computer == X else X) not in seen


@pytest.mark.parametrize(
    "board",
    [
        [[X, O]],
        [[X, O, EMPTY], [EMPTY] * 3],
        [["x", EMPTY, EMPTY], [EMPTY] * 3, [EMPTY] * 3],
        [[X, EMPTY, EMPTY], [EMPTY] * 3, [EMPTY] * 3, [EMPTY] * 3],
        [[X, O, EMPTY, EMPTY], [EMPTY] * 3, [EMPTY] * 3],
        ["XO.", "...", "..."],
        [[X, "", EMPTY], [EMPTY] * 3, [EMPTY] * 3],
        [[X, 0, EMPTY], [EMPTY] * 3, [EMPTY] * 3],
        "XO.......",
        None,
    ],
)
def test_a_malformed_board_is_refused_clearly(board: State) -> None:
    for function in (player, actions, winner, terminal, utility, minimax):
        with pytest.raises(ValueError, match=r"a board is a list|a cell holds"):
            function(board)
    with pytest.raises(ValueError, match=r"a board is a list|a cell holds"):
        result(board, (2, 2))


def test_only_the_projects_names_are_exported_as_functions() -> None:
    public = {name for name in vars(cs50) if not name.startswith("_")}
    for name in ("initial_state", "player", "actions", "result", "winner", "terminal"):
        assert name in public
    assert callable(cs50.utility) and callable(cs50.minimax)


def test_every_well_formed_board_gets_an_answer_that_hangs_together() -> None:
    """All 19,683 fillings of three rows with X, O or EMPTY, reachable by a game or not."""
    answered = 0
    for cells in itertools.product((X, O, EMPTY), repeat=9):
        board = [list(cells[0:3]), list(cells[3:6]), list(cells[6:9])]
        won, over, moves = winner(board), terminal(board), actions(board)
        assert over == (won is not None or EMPTY not in cells)
        assert utility(board) == {X: 1, O: -1}.get(won or "", 0)
        assert len(moves) == cells.count(EMPTY)
        move = minimax(board)
        assert (move is None) == over
        if move is not None:
            assert move in moves
            assert player(result(board, move)) != player(board)
            answered += 1
    assert answered == 11_093
