"""``ttt_qt.compat.cs50.result`` on boards written by hand, reachable by a game or not.

The mark placed is ``player(board)``: X after an even number of marks, O after an odd one.
An empty cell is a valid action on any board, a finished one included; an occupied cell, a
cell off the board or anything that is not a pair of whole numbers raises ``ValueError``.
"""

from __future__ import annotations

import copy

import pytest

from ttt_qt.compat.cs50 import EMPTY, Action, O, State, X, result

E = EMPTY

# board, action, the board after it
RESULTS = [
    pytest.param(
        [[E, E, E], [E, E, E], [E, E, E]],
        (1, 1),
        [[E, E, E], [E, X, E], [E, E, E]],
        id="X opens in the centre",
    ),
    pytest.param(
        [[E, E, E], [E, E, E], [E, E, E]],
        (0, 0),
        [[X, E, E], [E, E, E], [E, E, E]],
        id="X opens in the top left corner",
    ),
    pytest.param(
        [[E, E, E], [E, E, E], [E, E, E]],
        (2, 0),
        [[E, E, E], [E, E, E], [X, E, E]],
        id="X opens in the bottom left corner",
    ),
    pytest.param(
        [[E, E, E], [E, X, E], [E, E, E]],
        (0, 0),
        [[O, E, E], [E, X, E], [E, E, E]],
        id="O answers in a corner",
    ),
    pytest.param(
        [[X, E, E], [E, E, E], [E, E, E]],
        (1, 1),
        [[X, E, E], [E, O, E], [E, E, E]],
        id="O answers in the centre",
    ),
    pytest.param(
        [[X, E, E], [E, E, E], [E, E, E]],
        (2, 2),
        [[X, E, E], [E, E, E], [E, E, O]],
        id="O answers in the far corner",
    ),
    pytest.param(
        [[X, E, E], [E, O, E], [E, E, E]],
        (2, 2),
        [[X, E, E], [E, O, E], [E, E, X]],
        id="X's second move",
    ),
    pytest.param(
        [[X, O, E], [E, E, E], [E, E, E]],
        (0, 2),
        [[X, O, X], [E, E, E], [E, E, E]],
        id="X after X and O",
    ),
    pytest.param(
        [[X, O, X], [E, E, E], [E, E, E]],
        (1, 0),
        [[X, O, X], [O, E, E], [E, E, E]],
        id="O after two X and one O",
    ),
    pytest.param(
        [[X, E, E], [E, X, E], [O, E, O]],
        (0, 1),
        [[X, X, E], [E, X, E], [O, E, O]],
        id="X after two each",
    ),
    pytest.param(
        [[X, O, X], [X, O, O], [O, X, E]],
        (2, 2),
        [[X, O, X], [X, O, O], [O, X, X]],
        id="X fills the last cell",
    ),
    pytest.param(
        [[X, X, X], [O, O, E], [E, E, E]],
        (1, 2),
        [[X, X, X], [O, O, O], [E, E, E]],
        id="O plays after X won",
    ),
    pytest.param(
        [[O, X, X], [O, X, E], [O, E, E]],
        (2, 2),
        [[O, X, X], [O, X, E], [O, E, X]],
        id="X plays after O won",
    ),
    pytest.param(
        [[X, O, E], [O, X, E], [E, E, X]],
        (0, 2),
        [[X, O, O], [O, X, E], [E, E, X]],
        id="O plays after X won the diagonal",
    ),
    pytest.param(
        [[X, X, O], [X, O, E], [O, E, E]],
        (2, 2),
        [[X, X, O], [X, O, E], [O, E, X]],
        id="X plays after O won the other diagonal",
    ),
    pytest.param(
        [[X, X, X], [E, E, E], [E, E, E]],
        (1, 1),
        [[X, X, X], [E, O, E], [E, E, E]],
        id="O on a board of three X",
    ),
    pytest.param(
        [[E, E, E], [E, E, E], [O, O, O]],
        (0, 0),
        [[O, E, E], [E, E, E], [O, O, O]],
        id="O again on a board of three O",
    ),
    pytest.param(
        [[O, E, E], [E, O, E], [E, E, E]],
        (2, 2),
        [[O, E, E], [E, O, E], [E, E, X]],
        id="X on a board of two O",
    ),
    pytest.param(
        [[E, E, E], [E, O, E], [E, E, E]],
        (0, 1),
        [[E, O, E], [E, O, E], [E, E, E]],
        id="O again on a board of one O",
    ),
    pytest.param(
        [[X, X, X], [O, O, O], [E, E, E]],
        (2, 1),
        [[X, X, X], [O, O, O], [E, X, E]],
        id="X on a board where both have a row",
    ),
    pytest.param(
        [[X, E, O], [X, E, O], [X, E, O]],
        (1, 1),
        [[X, E, O], [X, X, O], [X, E, O]],
        id="X on a board where both have a column",
    ),
    pytest.param(
        [[X, X, X], [O, O, E], [O, E, E]],
        (1, 2),
        [[X, X, X], [O, O, X], [O, E, E]],
        id="X again after O played on past X's win",
    ),
    pytest.param(
        [[O, O, O], [X, X, E], [X, E, X]],
        (2, 1),
        [[O, O, O], [X, X, E], [X, O, X]],
        id="O again after X played on past O's win",
    ),
    pytest.param(
        [[X, X, E], [X, E, E], [E, E, E]],
        (0, 2),
        [[X, X, O], [X, E, E], [E, E, E]],
        id="O on a board of three X and no line",
    ),
    pytest.param(
        [[X, E, E], [E, E, E], [E, E, X]],
        (1, 1),
        [[X, E, E], [E, X, E], [E, E, X]],
        id="X again on a board of two X",
    ),
    pytest.param(
        [[O, O, E], [E, X, E], [E, E, E]],
        (0, 2),
        [[O, O, O], [E, X, E], [E, E, E]],
        id="O completes a row on a board of two O and one X",
    ),
    pytest.param(
        [[O, E, O], [E, E, E], [O, E, O]],
        (1, 1),
        [[O, E, O], [E, X, E], [O, E, O]],
        id="X on a board of four O",
    ),
    pytest.param(
        [[X, O, X], [O, X, X], [O, X, E]],
        (2, 2),
        [[X, O, X], [O, X, X], [O, X, X]],
        id="X on a board of five X and three O",
    ),
    pytest.param(
        [[X, X, X], [O, O, E], [E, E, E]],
        (2, 0),
        [[X, X, X], [O, O, E], [O, E, E]],
        id="O plays on after X's top row",
    ),
    pytest.param(
        [[E, X, E], [E, X, E], [E, X, E]],
        (2, 0),
        [[E, X, E], [E, X, E], [O, X, E]],
        id="O on a board of X's middle column",
    ),
    pytest.param(
        [[O, O, O], [X, E, E], [E, E, E]],
        (1, 1),
        [[O, O, O], [X, X, E], [E, E, E]],
        id="X on a board where O has a line and more marks",
    ),
    pytest.param(
        [[E, E, E], [O, O, O], [E, E, E]],
        (0, 1),
        [[E, O, E], [O, O, O], [E, E, E]],
        id="O again on a board of O's middle row",
    ),
    pytest.param(
        [[E, E, X], [E, X, E], [X, E, E]],
        (0, 0),
        [[O, E, X], [E, X, E], [X, E, E]],
        id="O on a board of X's other diagonal",
    ),
    pytest.param(
        [[O, E, X], [X, X, X], [O, E, O]],
        (0, 1),
        [[O, O, X], [X, X, X], [O, E, O]],
        id="O on a board where X won the middle row",
    ),
]


def test_there_are_at_least_thirty_results() -> None:
    assert len(RESULTS) >= 30


@pytest.mark.parametrize(("board", "action", "expected"), RESULTS)
def test_result(board: State, action: Action, expected: State) -> None:
    before = copy.deepcopy(board)
    after = result(board, action)
    assert after == expected
    assert board == before
    after[0][0] = "changed"
    assert board == before


@pytest.mark.parametrize(
    ("board", "action"),
    [
        pytest.param([[X, X, X], [E, E, E], [E, E, E]], (0, 1), id="a cell of X's line"),
        pytest.param([[E, E, E], [E, E, E], [O, O, O]], (2, 2), id="a cell of O's line"),
        pytest.param([[O, E, E], [E, O, E], [E, E, E]], (1, 1), id="O's cell on a board of O"),
        pytest.param([[X, X, X], [O, O, O], [E, E, E]], (1, 0), id="both have a row"),
        pytest.param([[X, X, X], [X, X, X], [X, X, X]], (1, 1), id="a board of X"),
        pytest.param([[X, O, X], [X, O, O], [O, X, X]], (2, 2), id="a full tie"),
        pytest.param([[X, X, X], [O, O, E], [O, E, E]], (3, 1), id="row 3"),
        pytest.param([[X, X, X], [O, O, E], [O, E, E]], (1, 3), id="column 3"),
        pytest.param([[O, E, E], [E, E, E], [E, E, E]], (-1, 2), id="row -1"),
        pytest.param([[O, E, E], [E, E, E], [E, E, E]], (2, -1), id="column -1"),
        pytest.param([[O, E, E], [E, E, E], [E, E, E]], (1, 1, 1), id="three numbers"),
        pytest.param([[O, E, E], [E, E, E], [E, E, E]], (1.0, 1.0), id="floats"),
        pytest.param([[O, E, E], [E, E, E], [E, E, E]], ("1", "1"), id="strings"),
        pytest.param([[O, E, E], [E, E, E], [E, E, E]], (True, False), id="booleans"),
        pytest.param([[O, E, E], [E, E, E], [E, E, E]], 4, id="one number"),
    ],
)
def test_an_invalid_action_raises_and_leaves_the_board(board: State, action: object) -> None:
    before = copy.deepcopy(board)
    with pytest.raises(ValueError, match="action"):
        result(board, action)  # type: ignore[arg-type]
    assert board == before


def test_an_action_may_be_a_list_as_well_as_a_tuple() -> None:
    board = [[X, E, E], [E, E, E], [E, E, E]]
    after = result(board, [1, 1])  # type: ignore[arg-type]
    assert after == [[X, E, E], [E, O, E], [E, E, E]]
