"""``ttt_qt.compat.poc_ttt``: seed 002's provided module and Monte Carlo player, from the seed."""

from __future__ import annotations

import io
import random
from contextlib import redirect_stdout

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
    play_game,
    switch_player,
)

X, O, E = PLAYERX, PLAYERO, EMPTY  # noqa: E741  (short names keep the grids readable)


def test_the_constants() -> None:
    assert (EMPTY, PLAYERX, PLAYERO, DRAW) == (1, 2, 3, 4)
    assert isinstance(poc_ttt.NTRIALS, int) and poc_ttt.NTRIALS > 0
    assert isinstance(poc_ttt.SCORE_CURRENT, float) and poc_ttt.SCORE_CURRENT > 0
    assert isinstance(poc_ttt.SCORE_OTHER, float) and poc_ttt.SCORE_OTHER > 0


def test_switch_player() -> None:
    assert switch_player(PLAYERX) == PLAYERO
    assert switch_player(PLAYERO) == PLAYERX


def test_a_new_board() -> None:
    board = TTTBoard(3)
    assert board.get_dim() == 3
    assert all(board.square(row, col) == EMPTY for row in range(3) for col in range(3))
    assert board.get_empty_squares() == [(row, col) for row in range(3) for col in range(3)]
    assert board.check_win() is None


def test_a_board_copies_the_grid_it_is_given() -> None:
    grid = [[X, E, E], [E, O, E], [E, E, E]]
    board = TTTBoard(3, False, grid)
    grid[0][1] = O
    assert board.square(0, 1) == EMPTY
    assert board.square(0, 0) == X and board.square(1, 1) == O


def test_move_places_a_player_and_ignores_a_taken_square() -> None:
    board = TTTBoard(3)
    board.move(1, 2, PLAYERX)
    board.move(1, 2, PLAYERO)
    assert board.square(1, 2) == PLAYERX
    assert (1, 2) not in board.get_empty_squares()


@pytest.mark.parametrize(("row", "col"), [(3, 0), (0, 3), (-1, 0), (0, -1)])
def test_move_off_the_board_is_refused(row: int, col: int) -> None:
    with pytest.raises(ValueError, match="off the"):
        TTTBoard(3).move(row, col, PLAYERX)


@pytest.mark.parametrize("dim", [0, -2, 2.5, "3", None, True])
def test_a_board_needs_a_whole_dimension(dim: object) -> None:
    with pytest.raises(ValueError, match="dimension"):
        TTTBoard(dim)  # type: ignore[arg-type]


def test_a_board_grid_holds_only_the_constants() -> None:
    with pytest.raises(ValueError, match="square holds"):
        TTTBoard(2, False, [[X, 7], [E, E]])


def test_clone_is_independent() -> None:
    board = TTTBoard(4, True)
    board.move(0, 0, PLAYERX)
    copy = board.clone()
    copy.move(3, 3, PLAYERO)
    assert board.square(3, 3) == EMPTY
    assert copy.square(0, 0) == PLAYERX
    for row in range(4):
        copy.move(row, 1, PLAYERX)
    assert copy.check_win() == PLAYERO  # the clone keeps the reverse rules


def test_str_is_the_provided_layout() -> None:
    board = TTTBoard(3, False, [[X, E, O], [E, X, E], [O, E, E]])
    assert str(board) == "X |   | O\n---------\n  | X |  \n---------\nO |   |  \n"
    assert str(TTTBoard(4)).splitlines()[1] == "-" * 13
    assert str(TTTBoard(1)) == " \n"


def lines_of(dim: int) -> list[list[tuple[int, int]]]:
    rows = [[(r, c) for c in range(dim)] for r in range(dim)]
    cols = [[(r, c) for r in range(dim)] for c in range(dim)]
    diagonals = [[(i, i) for i in range(dim)], [(i, dim - 1 - i) for i in range(dim)]]
    return rows + cols + diagonals


@pytest.mark.parametrize("dim", [2, 3, 4, 5, 7])
@pytest.mark.parametrize("player", [PLAYERX, PLAYERO])
def test_check_win_finds_every_whole_line_on_any_size(dim: int, player: int) -> None:
    for line in lines_of(dim):
        board = TTTBoard(dim)
        for index, (row, col) in enumerate(line):
            assert board.check_win() is None
            board.move(row, col, player)
            assert (board.check_win() is None) == (index < dim - 1)
        assert board.check_win() == player
        reverse = TTTBoard(
            dim, True, [[board.square(r, c) for c in range(dim)] for r in range(dim)]
        )
        assert reverse.check_win() == switch_player(player)


def test_a_line_shorter_than_the_board_does_not_win() -> None:
    board = TTTBoard(4, False, [[X, X, X, E], [O, O, O, E], [E, E, E, E], [E, E, E, E]])
    assert board.check_win() is None


def test_check_win_full_board_without_a_line_is_a_draw() -> None:
    board = TTTBoard(3, False, [[X, O, X], [X, O, O], [O, X, X]])
    assert board.check_win() == DRAW
    assert TTTBoard(3, True, [[X, O, X], [X, O, O], [O, X, X]]).check_win() == DRAW


# The seed's scoring: when the current player won, its squares gain SCORE_CURRENT and the
# other player's squares lose SCORE_OTHER; when it lost, the reverse; a tie and empty squares
# score nothing. Distinct values show which constant is used where.
WON_BY_X = [[X, X, X], [O, O, E], [E, E, E]]


@pytest.fixture
def distinct_scores(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(poc_ttt, "SCORE_CURRENT", 2.0)
    monkeypatch.setattr(poc_ttt, "SCORE_OTHER", 3.0)


@pytest.mark.usefixtures("distinct_scores")
def test_scores_when_the_current_player_won() -> None:
    scores = [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]
    mc_update_scores(scores, TTTBoard(3, False, WON_BY_X), PLAYERX)
    assert scores == [[3.0, 3.0, 3.0], [-2.0, -2.0, 1.0], [1.0, 1.0, 1.0]]


@pytest.mark.usefixtures("distinct_scores")
def test_scores_when_the_current_player_lost() -> None:
    scores = [[0.0] * 3 for _ in range(3)]
    mc_update_scores(scores, TTTBoard(3, False, WON_BY_X), PLAYERO)
    assert scores == [[3.0, 3.0, 3.0], [-2.0, -2.0, 0.0], [0.0, 0.0, 0.0]]


@pytest.mark.usefixtures("distinct_scores")
def test_scores_in_a_reverse_game_follow_the_winner_not_the_line() -> None:
    scores = [[0.0] * 3 for _ in range(3)]
    mc_update_scores(scores, TTTBoard(3, True, WON_BY_X), PLAYERO)  # X made the line: O won
    assert scores == [[-3.0, -3.0, -3.0], [2.0, 2.0, 0.0], [0.0, 0.0, 0.0]]


@pytest.mark.usefixtures("distinct_scores")
def test_a_tie_scores_nothing() -> None:
    scores = [[0.5] * 3 for _ in range(3)]
    mc_update_scores(scores, TTTBoard(3, False, [[X, O, X], [X, O, O], [O, X, X]]), PLAYERX)
    assert scores == [[0.5] * 3 for _ in range(3)]


def test_get_best_move_picks_among_the_best_empty_squares() -> None:
    board = TTTBoard(3, False, [[X, E, E], [E, O, E], [E, E, E]])
    scores = [[9.0, 1.0, 4.0], [0.0, 9.0, -1.0], [4.0, 2.0, 4.0]]
    random.seed(0)
    picks = {get_best_move(board, scores) for _ in range(60)}
    assert picks == {(0, 2), (2, 0), (2, 2)}  # never an occupied square, whatever its score


def test_get_best_move_on_a_full_board_is_refused() -> None:
    with pytest.raises(ValueError, match="no empty square"):
        get_best_move(TTTBoard(3, False, [[X, O, X], [X, O, O], [O, X, X]]), [[0.0] * 3] * 3)


@pytest.mark.parametrize("dim", [3, 4, 5])
def test_mc_trial_plays_random_alternating_moves_to_the_end_in_place(dim: int) -> None:
    random.seed(dim)
    for _ in range(30):
        board = TTTBoard(dim)
        board.move(0, 0, PLAYERX)
        assert mc_trial(board, PLAYERO) is None  # type: ignore[func-returns-value]
        assert board.check_win() is not None
        squares = [board.square(r, c) for r in range(dim) for c in range(dim)]
        assert squares.count(PLAYERX) - squares.count(PLAYERO) in (0, 1)


def test_mc_trial_on_a_finished_board_changes_nothing() -> None:
    board = TTTBoard(3, False, WON_BY_X)
    mc_trial(board, PLAYERO)
    assert str(board) == str(TTTBoard(3, False, WON_BY_X))


@pytest.mark.parametrize("seed", range(5))
def test_mc_move_takes_an_obvious_win(seed: int) -> None:
    random.seed(seed)
    board = TTTBoard(3, False, [[X, X, E], [O, O, E], [E, E, E]])
    assert mc_move(board, PLAYERX, poc_ttt.NTRIALS) == (0, 2)


@pytest.mark.parametrize("seed", range(5))
def test_mc_move_blocks_an_obvious_threat(seed: int) -> None:
    random.seed(seed)
    board = TTTBoard(3, False, [[X, E, E], [E, X, E], [O, E, E]])
    assert mc_move(board, PLAYERO, poc_ttt.NTRIALS) == (2, 2)


@pytest.mark.parametrize("dim", [2, 4, 5])
def test_mc_move_on_other_sizes_returns_an_empty_square(dim: int) -> None:
    random.seed(1)
    board = TTTBoard(dim)
    board.move(0, 0, PLAYERX)
    move = mc_move(board, PLAYERO, 20)
    assert move in board.get_empty_squares()
    assert board.square(*move) == EMPTY  # the board itself is left alone


def first_empty(board: TTTBoard, player: int, trials: int) -> tuple[int, int]:
    return board.get_empty_squares()[0]


def test_play_game_prints_every_board_and_the_winner() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        play_game(first_empty, 1)
    # print(board) (whose text ends with a newline), then print(): boards end in three newlines
    boards = out.getvalue().split("\n\n\n")
    assert len(boards) == 8  # seven moves, then the result
    assert boards[0] == "X |   |  \n---------\n  |   |  \n---------\n  |   |  "
    assert boards[-2] == "X | O | X\n---------\nO | X | O\n---------\nX |   |  "
    assert boards[-1] == "X wins!\n"


def test_play_game_in_reverse_and_a_tie() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        play_game(first_empty, 1, True)
    assert out.getvalue().endswith("\n\n\nO wins!\n")

    def drawing(board: TTTBoard, player: int, trials: int) -> tuple[int, int]:
        order = [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)]
        return next(square for square in order if square in board.get_empty_squares())

    out = io.StringIO()
    with redirect_stdout(out):
        play_game(drawing, 1)
    assert out.getvalue().endswith("X | O | O\n---------\nO | X | X\n\n\nTie!\n")
    assert out.getvalue().count("---------") == 18


def test_two_machine_players_play_a_sound_game() -> None:
    random.seed(4)
    out = io.StringIO()
    with redirect_stdout(out):
        play_game(mc_move, poc_ttt.NTRIALS)
    assert out.getvalue().rstrip().splitlines()[-1] in ("X wins!", "O wins!", "Tie!")
