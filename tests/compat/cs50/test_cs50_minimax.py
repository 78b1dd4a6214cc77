"""``ttt_qt.compat.cs50.minimax`` on boards written by hand, reachable by a game or not.

``minimax`` is None on a terminal board; otherwise its move must be one of the optimal ones
for ``player(board)`` (X after an even number of marks, O after an odd one) in the game the
project's functions define from that board, where the players take turns. Each expected set
holds every optimal move, worked out by hand: the project accepts any of them.
"""

from __future__ import annotations

import copy

import pytest

from ttt_qt.compat.cs50 import EMPTY, Action, O, State, X, actions, minimax

E = EMPTY

# board, None (terminal) or the set of optimal moves
MINIMAX = [
    # terminal boards, reachable or not
    pytest.param([[X, X, X], [E, E, E], [E, E, E]], None, id="three X and no O"),
    pytest.param([[E, E, E], [E, E, E], [O, O, O]], None, id="three O and no X"),
    pytest.param([[X, X, X], [O, O, O], [E, E, E]], None, id="both have a row"),
    pytest.param([[X, X, X], [O, O, E], [O, E, E]], None, id="X won, then O played on"),
    pytest.param([[O, O, O], [X, X, E], [X, E, X]], None, id="O won, then X played on"),
    pytest.param([[X, O, X], [X, O, O], [O, X, X]], None, id="a full tie"),
    pytest.param([[O, O, O], [O, O, O], [O, O, O]], None, id="every cell O"),
    pytest.param([[O, X, O], [O, X, X], [O, X, X]], None, id="a full board, both have a column"),
    pytest.param([[X, X, X], [O, O, E], [E, E, E]], None, id="X won the top row"),
    # boards a game reaches
    pytest.param([[X, X, E], [O, O, E], [E, E, E]], {(0, 2)}, id="X wins at once"),
    pytest.param([[X, X, E], [O, O, E], [X, E, E]], {(1, 2)}, id="O wins at once"),
    pytest.param([[X, E, E], [E, X, E], [O, E, E]], {(2, 2)}, id="O blocks the diagonal"),
    pytest.param([[X, O, X], [X, O, O], [O, X, E]], {(2, 2)}, id="X's only move"),
    pytest.param(
        [[X, E, E], [E, E, E], [E, E, E]], {(1, 1)}, id="O's only answer to a corner: the centre"
    ),
    pytest.param(
        [[E, E, E], [E, X, E], [E, E, E]],
        {(0, 0), (0, 2), (2, 0), (2, 2)},
        id="O answers the centre in a corner",
    ),
    pytest.param(
        [[E, E, E], [E, E, E], [E, E, E]],
        {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)},
        id="the empty board: every opening draws",
    ),
    # boards no game reaches
    pytest.param([[O, O, E], [X, X, E], [O, E, E]], {(0, 2)}, id="more O: O wins the top row"),
    pytest.param([[X, X, E], [O, O, E], [O, E, E]], {(0, 2), (1, 2)}, id="more O: O has two wins"),
    pytest.param([[O, X, X], [O, X, E], [E, O, O]], {(2, 0)}, id="more O: O wins the column"),
    pytest.param(
        [[X, X, E], [X, O, E], [O, X, X]], {(0, 2)}, id="five X: O wins the other diagonal"
    ),
    pytest.param([[X, O, X], [O, O, X], [E, E, O]], {(2, 1)}, id="more O: O wins, not a tie"),
    pytest.param([[X, O, O], [X, O, E], [E, E, O]], {(2, 0)}, id="four O: X wins and blocks"),
    pytest.param([[X, O, O], [E, O, O], [X, E, E]], {(1, 0)}, id="four O: X wins first"),
    pytest.param([[O, O, E], [X, X, O], [O, E, E]], {(0, 2)}, id="four O: X blocks to draw"),
    pytest.param([[X, X, E], [O, E, O], [E, O, O]], {(0, 2)}, id="four O: X wins the row"),
    pytest.param([[E, X, E], [X, O, E], [X, X, O]], {(0, 0)}, id="four X: X wins the column"),
    pytest.param([[E, X, E], [O, X, O], [O, E, O]], {(2, 1)}, id="four O: X wins the middle"),
    pytest.param(
        [[E, E, O], [E, X, O], [O, E, X]], {(0, 0)}, id="more O: O blocks and makes a fork"
    ),
    pytest.param([[O, O, X], [E, E, E], [O, E, X]], {(1, 0)}, id="more O: O wins the column"),
    pytest.param([[E, O, O], [E, X, O], [E, E, X]], {(0, 0)}, id="more O: O wins the top row"),
    pytest.param([[E, E, O], [O, X, O], [E, E, X]], {(0, 0)}, id="more O: O blocks into a fork"),
    pytest.param([[X, O, O], [O, E, E], [E, E, E]], {(1, 1)}, id="three O: only the centre holds"),
    pytest.param([[E, E, E], [E, X, O], [O, O, E]], {(2, 2)}, id="three O: X must block the row"),
    pytest.param(
        [[E, O, X], [E, E, O], [E, E, O]], {(1, 1)}, id="three O: only the centre holds again"
    ),
    pytest.param(
        [[X, O, X], [O, X, X], [O, X, E]], {(2, 2)}, id="five X: the last cell wins the diagonal"
    ),
    pytest.param([[O, X, O], [X, O, O], [X, O, E]], {(2, 2)}, id="five O: X's last cell blocks"),
    pytest.param(
        [[O, O, E], [E, X, E], [E, E, O]],
        {(0, 2), (1, 0), (1, 2), (2, 0), (2, 1)},
        id="three O: every move loses, so any will do",
    ),
]


def test_there_are_at_least_thirty_boards() -> None:
    assert len(MINIMAX) >= 30


@pytest.mark.parametrize(("board", "optimal"), MINIMAX)
def test_minimax(board: State, optimal: set[Action] | None) -> None:
    before = copy.deepcopy(board)
    move = minimax(board)
    assert board == before
    if optimal is None:
        assert move is None
    else:
        assert isinstance(move, tuple)
        assert move in optimal
        assert move in actions(board)
