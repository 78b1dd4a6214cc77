"""``ttt_qt.compat.cs50`` on boards written by hand, as a student's tests write them.

Many of these boards no game reaches (X has a line and O no mark, O has more marks than X,
both players have a line, play went on after a win); the project only asks for three rows of
three ``X``, ``O`` or ``EMPTY``, so each gets its answer by the project's definitions. The
answers are worked out by hand from those definitions and the choices the module's docstring
records: ``player`` is X after an even number of marks and O after an odd one; when both
players have a line, ``winner`` names the owner of the first one met scanning rows (top
first), then columns (left first), then the diagonal from the top left, then the other.
"""

from __future__ import annotations

import pytest

from ttt_qt.compat.cs50 import EMPTY, O, State, X, actions, player, terminal, utility, winner

E = EMPTY
ALL_CELLS = {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)}

# board, winner, terminal, utility, player, actions
BOARDS = [
    pytest.param([[E, E, E], [E, E, E], [E, E, E]], None, False, 0, X, ALL_CELLS, id="empty board"),
    pytest.param(
        [[E, E, E], [E, X, E], [E, E, E]],
        None,
        False,
        0,
        O,
        ALL_CELLS - {(1, 1)},
        id="X in the centre",
    ),
    pytest.param(
        [[X, E, E], [E, O, E], [E, E, E]],
        None,
        False,
        0,
        X,
        ALL_CELLS - {(0, 0), (1, 1)},
        id="X corner, O centre",
    ),
    pytest.param(
        [[X, X, X], [O, O, E], [E, E, E]],
        X,
        True,
        1,
        O,
        {(1, 2), (2, 0), (2, 1), (2, 2)},
        id="X wins the top row",
    ),
    pytest.param(
        [[O, X, X], [O, X, E], [O, E, X]],
        O,
        True,
        -1,
        O,
        {(1, 2), (2, 1)},
        id="O won the left column, then X played on",
    ),
    pytest.param(
        [[O, X, X], [O, X, E], [O, E, E]],
        O,
        True,
        -1,
        X,
        {(1, 2), (2, 1), (2, 2)},
        id="O wins the left column",
    ),
    pytest.param(
        [[X, O, E], [O, X, E], [E, E, X]],
        X,
        True,
        1,
        O,
        {(0, 2), (1, 2), (2, 0), (2, 1)},
        id="X wins the diagonal",
    ),
    pytest.param(
        [[X, X, O], [X, O, E], [O, E, E]],
        O,
        True,
        -1,
        X,
        {(1, 2), (2, 1), (2, 2)},
        id="O wins the other diagonal",
    ),
    pytest.param(
        [[X, O, X], [X, O, O], [O, X, X]], None, True, 0, O, set(), id="a full board, a tie"
    ),
    pytest.param([[X, X, O], [O, O, X], [X, O, X]], None, True, 0, O, set(), id="another tie"),
    pytest.param(
        [[X, X, X], [E, E, E], [E, E, E]],
        X,
        True,
        1,
        O,
        {(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)},
        id="three X in the top row and no O",
    ),
    pytest.param(
        [[E, X, E], [E, X, E], [E, X, E]],
        X,
        True,
        1,
        O,
        {(0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)},
        id="three X in the middle column and no O",
    ),
    pytest.param(
        [[E, E, E], [E, E, E], [O, O, O]],
        O,
        True,
        -1,
        O,
        {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)},
        id="three O in the bottom row and no X",
    ),
    pytest.param(
        [[O, E, E], [E, O, E], [E, E, E]],
        None,
        False,
        0,
        X,
        ALL_CELLS - {(0, 0), (1, 1)},
        id="two O and no X",
    ),
    pytest.param(
        [[E, E, E], [E, O, E], [E, E, E]],
        None,
        False,
        0,
        O,
        ALL_CELLS - {(1, 1)},
        id="one O and no X",
    ),
    pytest.param(
        [[O, O, O], [X, E, E], [E, E, E]],
        O,
        True,
        -1,
        X,
        {(1, 1), (1, 2), (2, 0), (2, 1), (2, 2)},
        id="O has a line and more marks than X",
    ),
    pytest.param(
        [[X, X, X], [O, O, O], [E, E, E]],
        X,
        True,
        1,
        X,
        {(2, 0), (2, 1), (2, 2)},
        id="both have a row, X's comes first",
    ),
    pytest.param(
        [[O, O, O], [X, X, X], [E, E, E]],
        O,
        True,
        -1,
        X,
        {(2, 0), (2, 1), (2, 2)},
        id="both have a row, O's comes first",
    ),
    pytest.param(
        [[X, E, O], [X, E, O], [X, E, O]],
        X,
        True,
        1,
        X,
        {(0, 1), (1, 1), (2, 1)},
        id="both have a column, X's is further left",
    ),
    pytest.param(
        [[O, O, O], [E, E, E], [X, X, X]],
        O,
        True,
        -1,
        X,
        {(1, 0), (1, 1), (1, 2)},
        id="O's top row comes before X's bottom row",
    ),
    pytest.param(
        [[O, X, O], [O, X, X], [O, X, X]],
        O,
        True,
        -1,
        O,
        set(),
        id="a full board, O's left column comes before X's middle column",
    ),
    pytest.param(
        [[X, X, X], [O, X, O], [O, O, X]], X, True, 1, O, set(), id="X completes two lines at once"
    ),
    pytest.param(
        [[X, X, X], [O, O, E], [O, E, E]],
        X,
        True,
        1,
        X,
        {(1, 2), (2, 1), (2, 2)},
        id="X won, then O played on",
    ),
    pytest.param(
        [[O, O, O], [X, X, E], [X, E, X]],
        O,
        True,
        -1,
        O,
        {(1, 2), (2, 1)},
        id="O won, then X played on",
    ),
    pytest.param(
        [[X, X, E], [X, E, E], [E, E, E]],
        None,
        False,
        0,
        O,
        {(0, 2), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)},
        id="three X, no line, no O",
    ),
    pytest.param(
        [[X, E, E], [E, E, E], [E, E, X]],
        None,
        False,
        0,
        X,
        ALL_CELLS - {(0, 0), (2, 2)},
        id="two X and no O",
    ),
    pytest.param([[X, X, X], [X, X, X], [X, X, X]], X, True, 1, O, set(), id="every cell X"),
    pytest.param([[O, O, O], [O, O, O], [O, O, O]], O, True, -1, O, set(), id="every cell O"),
    pytest.param(
        [[X, E, O], [E, O, E], [O, X, X]],
        O,
        True,
        -1,
        X,
        {(0, 1), (1, 0), (1, 2)},
        id="O wins the other diagonal, X to answer",
    ),
    pytest.param(
        [[X, O, X], [X, O, O], [O, X, E]], None, False, 0, X, {(2, 2)}, id="one cell left"
    ),
    pytest.param(
        [[X, E, E], [E, E, E], [E, E, E]],
        None,
        False,
        0,
        O,
        ALL_CELLS - {(0, 0)},
        id="X in a corner",
    ),
    pytest.param(
        [[O, O, E], [E, X, E], [E, E, E]],
        None,
        False,
        0,
        O,
        {(0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)},
        id="two O, one X",
    ),
    pytest.param(
        [[O, E, O], [E, E, E], [O, E, O]],
        None,
        False,
        0,
        X,
        {(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)},
        id="O in every corner, no X",
    ),
    pytest.param([[O, O, O], [X, O, X], [O, X, O]], O, True, -1, O, set(), id="O has three lines"),
    pytest.param(
        [[X, O, X], [X, O, O], [X, X, O]], X, True, 1, O, set(), id="X fills the left column"
    ),
    pytest.param(
        [[X, O, X], [O, X, X], [O, X, E]],
        None,
        False,
        0,
        X,
        {(2, 2)},
        id="five X, three O, one cell left",
    ),
    pytest.param(
        [[O, E, X], [X, X, X], [O, E, O]],
        X,
        True,
        1,
        O,
        {(0, 1), (2, 1)},
        id="X wins the middle row",
    ),
    pytest.param(
        [[E, E, E], [O, O, O], [E, E, E]],
        O,
        True,
        -1,
        O,
        {(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)},
        id="three O in the middle row and no X",
    ),
    pytest.param(
        [[E, E, X], [E, X, E], [X, E, E]],
        X,
        True,
        1,
        O,
        {(0, 0), (0, 1), (1, 0), (1, 2), (2, 1), (2, 2)},
        id="three X on the other diagonal and no O",
    ),
    pytest.param(
        [[O, X, O], [O, X, X], [X, O, O]],
        None,
        True,
        0,
        O,
        set(),
        id="a full board with more O than X and no line",
    ),
]


def answers(column: int) -> list[object]:
    """Each board of ``BOARDS`` with the expected answer of one column (1 winner ... 5 actions)."""
    return [pytest.param(entry.values[0], entry.values[column], id=entry.id) for entry in BOARDS]


def test_there_are_at_least_thirty_boards() -> None:
    assert len(BOARDS) >= 30


@pytest.mark.parametrize(("board", "expected"), answers(1))
def test_winner(board: State, expected: str | None) -> None:
    assert winner(board) == expected


@pytest.mark.parametrize(("board", "expected"), answers(2))
def test_terminal(board: State, expected: bool) -> None:
    assert terminal(board) is expected


@pytest.mark.parametrize(("board", "expected"), answers(3))
def test_utility(board: State, expected: int) -> None:
    assert utility(board) == expected


@pytest.mark.parametrize(("board", "expected"), answers(4))
def test_player(board: State, expected: str) -> None:
    assert player(board) == expected


@pytest.mark.parametrize(("board", "expected"), answers(5))
def test_actions(board: State, expected: set[tuple[int, int]]) -> None:
    assert actions(board) == expected


@pytest.mark.parametrize(("board", "expected"), answers(1))
def test_no_function_changes_the_board(board: State, expected: str | None) -> None:
    before = [list(row) for row in board]
    for function in (winner, terminal, utility, player, actions):
        function(board)
    assert board == before
