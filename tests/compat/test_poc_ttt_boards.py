"""``ttt_qt.compat.poc_ttt`` on grids written by hand, as a student's tests write them.

Any square grid of ``EMPTY``, ``PLAYERX`` and ``PLAYERO`` is a board, even one no game
reaches; the answers are worked out by hand from the assignment and the provided module:
a line beats a full board, and when both players have a line the first one in the order rows
(top first), columns (left first), the diagonal from the top left, the other diagonal decides.
"""

from __future__ import annotations

import random

import pytest

from ttt_qt.compat import poc_ttt
from ttt_qt.compat.poc_ttt import (
    DRAW,
    EMPTY,
    PLAYERO,
    PLAYERX,
    TTTBoard,
    get_best_move,
    mc_move,
    mc_trial,
    mc_update_scores,
)

E, X, O = EMPTY, PLAYERX, PLAYERO  # noqa: E741  (short names keep the grids readable)

# dim, reverse, grid, check_win()
CHECK_WIN = [
    pytest.param(3, False, [[E, E, E], [E, E, E], [E, E, E]], None, id="empty"),
    pytest.param(3, False, [[X, E, E], [E, E, E], [E, E, E]], None, id="one X"),
    pytest.param(3, False, [[X, X, X], [E, E, E], [E, E, E]], X, id="three X and no O"),
    pytest.param(3, False, [[E, E, E], [O, O, O], [E, E, E]], O, id="three O and no X"),
    pytest.param(3, False, [[X, X, X], [O, O, O], [E, E, E]], X, id="both rows, X first"),
    pytest.param(3, False, [[O, O, O], [X, X, X], [E, E, E]], O, id="both rows, O first"),
    pytest.param(3, False, [[X, E, O], [X, E, O], [X, E, O]], X, id="both columns, X first"),
    pytest.param(3, False, [[O, E, X], [O, E, X], [O, E, X]], O, id="both columns, O first"),
    pytest.param(3, False, [[O, O, O], [E, E, E], [X, X, X]], O, id="top and bottom rows"),
    pytest.param(3, False, [[X, X, X], [E, E, E], [O, O, O]], X, id="bottom and top rows"),
    pytest.param(3, False, [[O, X, O], [O, X, X], [O, X, X]], O, id="full, both columns"),
    pytest.param(3, False, [[X, O, X], [X, O, O], [X, O, X]], X, id="full, both columns again"),
    pytest.param(3, False, [[X, O, X], [X, O, O], [O, X, X]], DRAW, id="a full tie"),
    pytest.param(3, False, [[X, O, X], [X, O, O], [X, X, O]], X, id="full with X's line"),
    pytest.param(3, False, [[X, X, X], [X, X, X], [X, X, X]], X, id="every square X"),
    pytest.param(3, False, [[O, O, O], [O, O, O], [O, O, O]], O, id="every square O"),
    pytest.param(3, False, [[O, X, X], [O, X, E], [O, E, X]], O, id="O won, X played on"),
    pytest.param(3, False, [[X, X, X], [O, O, E], [O, E, E]], X, id="X won, O played on"),
    pytest.param(3, False, [[O, E, O], [E, E, E], [O, E, O]], None, id="four O, no line"),
    pytest.param(3, False, [[X, O, E], [O, X, E], [E, E, X]], X, id="X's diagonal"),
    pytest.param(3, False, [[X, X, O], [X, O, E], [O, E, E]], O, id="O's other diagonal"),
    pytest.param(3, False, [[O, X, O], [O, X, X], [X, O, O]], DRAW, id="full, more O, no line"),
    pytest.param(3, True, [[X, X, X], [E, E, E], [E, E, E]], O, id="reverse: X's line"),
    pytest.param(3, True, [[X, X, X], [O, O, O], [E, E, E]], O, id="reverse: both, X first"),
    pytest.param(3, True, [[O, O, O], [X, X, X], [E, E, E]], X, id="reverse: both, O first"),
    pytest.param(3, True, [[X, O, X], [X, O, O], [O, X, X]], DRAW, id="reverse: a full tie"),
    pytest.param(3, True, [[E, E, E], [E, E, E], [E, E, E]], None, id="reverse: empty"),
    pytest.param(1, False, [[E]], None, id="1 x 1 empty"),
    pytest.param(1, False, [[X]], X, id="1 x 1 X"),
    pytest.param(1, True, [[O]], X, id="1 x 1 reverse O"),
    pytest.param(2, False, [[X, X], [O, E]], X, id="2 x 2 X's row"),
    pytest.param(2, False, [[X, O], [O, X]], X, id="2 x 2 both diagonals, X's first"),
    pytest.param(2, False, [[O, X], [X, O]], O, id="2 x 2 both diagonals, O's first"),
    pytest.param(
        4,
        False,
        [[X, X, X, E], [O, O, O, E], [E, E, E, E], [E, E, E, E]],
        None,
        id="4 x 4 three in a row is not a line",
    ),
    pytest.param(
        4,
        False,
        [[O, E, E, X], [O, E, E, X], [O, E, E, X], [O, E, E, X]],
        O,
        id="4 x 4 both columns",
    ),
    pytest.param(
        4,
        False,
        [[X, O, X, O], [X, O, X, O], [O, X, O, X], [O, X, O, X]],
        DRAW,
        id="4 x 4 full, no line",
    ),
    pytest.param(
        4,
        False,
        [[E, E, E, O], [E, E, O, E], [E, O, E, E], [O, E, E, E]],
        O,
        id="4 x 4 O's other diagonal alone",
    ),
    pytest.param(
        4,
        True,
        [[E, E, E, E], [X, X, X, X], [E, E, E, E], [E, E, E, E]],
        O,
        id="4 x 4 reverse: X's row",
    ),
]


def test_there_are_at_least_thirty_boards() -> None:
    assert len(CHECK_WIN) >= 30


@pytest.mark.parametrize(("dim", "reverse", "grid", "expected"), CHECK_WIN)
def test_check_win(dim: int, reverse: bool, grid: list[list[int]], expected: int | None) -> None:
    board = TTTBoard(dim, reverse, grid)
    assert board.check_win() == expected
    assert board.clone().check_win() == expected


@pytest.fixture
def distinct_scores(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(poc_ttt, "SCORE_CURRENT", 2.0)
    monkeypatch.setattr(poc_ttt, "SCORE_OTHER", 3.0)


# reverse, grid, machine player, scores added to a grid of zeros
SCORED = [
    pytest.param(
        False,
        [[X, X, X], [E, E, E], [E, E, E]],
        X,
        [[2, 2, 2], [0, 0, 0], [0, 0, 0]],
        id="X alone won, X scores",
    ),
    pytest.param(
        False,
        [[X, X, X], [E, E, E], [E, E, E]],
        O,
        [[3, 3, 3], [0, 0, 0], [0, 0, 0]],
        id="X alone won, O scores",
    ),
    pytest.param(
        False,
        [[X, X, X], [O, O, O], [E, E, E]],
        O,
        [[3, 3, 3], [-2, -2, -2], [0, 0, 0]],
        id="both have a row, X's first",
    ),
    pytest.param(
        False,
        [[O, O, O], [X, E, E], [E, E, E]],
        X,
        [[3, 3, 3], [-2, 0, 0], [0, 0, 0]],
        id="O won with more marks",
    ),
    pytest.param(
        True,
        [[X, X, X], [E, E, E], [E, E, E]],
        X,
        [[-2, -2, -2], [0, 0, 0], [0, 0, 0]],
        id="reverse: X's line loses",
    ),
    pytest.param(
        False,
        [[X, X, E], [E, E, E], [E, E, E]],
        X,
        [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
        id="in progress: nothing",
    ),
    pytest.param(
        False,
        [[O, X, O], [O, X, X], [X, O, O]],
        O,
        [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
        id="a full tie with more O: nothing",
    ),
]


@pytest.mark.usefixtures("distinct_scores")
@pytest.mark.parametrize(("reverse", "grid", "player", "expected"), SCORED)
def test_mc_update_scores(
    reverse: bool, grid: list[list[int]], player: int, expected: list[list[float]]
) -> None:
    scores = [[0.0] * 3 for _ in range(3)]
    mc_update_scores(scores, TTTBoard(3, reverse, grid), player)
    assert scores == expected


def test_get_best_move_on_a_finished_board_picks_the_best_empty_square() -> None:
    board = TTTBoard(3, False, [[X, X, X], [E, E, E], [E, E, E]])
    scores = [[9.0, 9.0, 9.0], [1.0, 5.0, 2.0], [5.0, 0.0, -1.0]]
    random.seed(3)
    assert {get_best_move(board, scores) for _ in range(40)} == {(1, 1), (2, 0)}


def test_mc_trial_on_a_board_of_two_o_plays_on_from_the_player_given() -> None:
    random.seed(7)
    for _ in range(20):
        board = TTTBoard(3, False, [[O, O, E], [E, E, E], [E, E, E]])
        mc_trial(board, PLAYERO)
        assert board.check_win() is not None
        assert board.square(0, 0) == O and board.square(0, 1) == O
        squares = [board.square(r, c) for r in range(3) for c in range(3)]
        new_o, new_x = squares.count(O) - 2, squares.count(X)
        assert new_o - new_x in (0, 1)  # O first, then alternating


@pytest.mark.parametrize(
    ("grid", "expected"),
    [
        pytest.param([[X, X, X], [O, E, O], [O, X, O]], (1, 1), id="X won, one square left"),
        pytest.param([[X, O, X], [O, X, X], [O, X, E]], (2, 2), id="five X, one square left"),
        pytest.param([[O, O, O], [X, O, X], [O, X, E]], (2, 2), id="O won, one square left"),
    ],
)
def test_mc_move_answers_any_board_with_an_empty_square(
    grid: list[list[int]], expected: tuple[int, int]
) -> None:
    random.seed(0)
    assert mc_move(TTTBoard(3, False, grid), PLAYERO, 10) == expected
    assert mc_move(TTTBoard(3, False, grid), PLAYERX, 10) == expected


@pytest.mark.parametrize("seed", range(5))
def test_mc_move_takes_an_obvious_win_on_a_board_of_more_o(seed: int) -> None:
    random.seed(seed)
    board = TTTBoard(3, False, [[O, O, E], [X, X, E], [O, E, E]])
    assert mc_move(board, PLAYERO, poc_ttt.NTRIALS) == (0, 2)


def test_mc_move_on_a_full_board_is_refused() -> None:
    board = TTTBoard(3, False, [[X, X, X], [X, X, X], [X, X, X]])
    with pytest.raises(ValueError, match="no empty square"):
        mc_move(board, PLAYERO, 10)


@pytest.mark.parametrize(
    "grid",
    [
        pytest.param([[X, E, E], [E, E, E]], id="two rows"),
        pytest.param([[X, E, E], [E, E, E], [E, E, E], [E, E, E]], id="four rows"),
        pytest.param([[X, E], [E, E, E], [E, E, E]], id="a short row"),
        pytest.param([[X, E, E, E], [E, E, E], [E, E, E]], id="a long row"),
        pytest.param(["XOX", [E, E, E], [E, E, E]], id="a string row"),
        pytest.param([[0, E, E], [E, E, E], [E, E, E]], id="0"),
        pytest.param([[5, E, E], [E, E, E], [E, E, E]], id="5"),
        pytest.param([[True, E, E], [E, E, E], [E, E, E]], id="True"),
        pytest.param([[2.0, E, E], [E, E, E], [E, E, E]], id="2.0"),
        pytest.param([["X", E, E], [E, E, E], [E, E, E]], id="a letter"),
        pytest.param([[None, E, E], [E, E, E], [E, E, E]], id="None"),
    ],
)
def test_a_malformed_grid_is_refused_clearly(grid: object) -> None:
    with pytest.raises(ValueError, match=r"board grid|square holds"):
        TTTBoard(3, False, grid)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "scores",
    [
        pytest.param([[0.0] * 2 for _ in range(2)], id="2 x 2"),
        pytest.param([[0.0] * 3 for _ in range(2)], id="two rows"),
        pytest.param([[0.0] * 3, [0.0] * 3, [0.0] * 2], id="a short row"),
    ],
)
def test_a_scores_grid_of_another_shape_is_refused_clearly(scores: list[list[float]]) -> None:
    board = TTTBoard(3, False, [[X, X, X], [O, O, E], [E, E, E]])
    with pytest.raises(ValueError, match="scores grid"):
        mc_update_scores(scores, board, PLAYERX)
    with pytest.raises(ValueError, match="scores grid"):
        get_best_move(board, scores)
