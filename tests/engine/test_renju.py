"""Renju's forbidden moves, by the RIF definitions (see ``ttt_qt.engine.renju``).

Each position is drawn by hand on 15 x 15 with O's stones on the edges, far from the lines
that matter (``FAR_STONES``), so that X is to move.
"""

from __future__ import annotations

import random

import pytest

from tests.helpers import FAR_STONES, stones
from ttt_qt.engine import Board, Game, IllegalMove, Move, Rules

RENJU = Rules(15, 5, rule="renju")


def renju(x: list[Move], o: list[Move] | None = None) -> Board:
    """X's stones ``x`` and O's ``o`` with far stones added until X is to move."""
    o = list(o or [])
    board = stones(RENJU, x, o + FAR_STONES[: len(x) - len(o)])
    assert board.to_move == "X"
    return board


# Two lines of two stones that meet at H8 (7, 7): a row and a column.
DOUBLE_THREE = [(7, 5), (7, 6), (5, 7), (6, 7)]


def test_two_open_threes_at_once_are_a_double_three() -> None:
    board = renju(DOUBLE_THREE)
    assert board.forbidden_reason((7, 7)) == "double three"
    assert board.forbidden_moves() == [(7, 7)]


def test_a_forbidden_move_is_refused_with_its_reason() -> None:
    board = renju(DOUBLE_THREE)
    with pytest.raises(
        IllegalMove, match=r"H8 is forbidden to X under Renju rules \(double three\)"
    ):
        board.play((7, 7))


def test_a_forbidden_move_is_not_a_legal_move() -> None:
    board = renju(DOUBLE_THREE)
    legal = board.legal_moves()
    assert (7, 7) not in legal
    assert len(legal) == 225 - board.move_count - 1


def test_the_same_move_is_free_under_freestyle_and_for_o() -> None:
    free = stones(Rules(15, 5), DOUBLE_THREE, FAR_STONES[:4])
    assert free.forbidden_reason((7, 7)) is None
    assert (7, 7) in free.legal_moves()
    # The same stones as O's: O has no forbidden moves.
    board = stones(RENJU, [*FAR_STONES[:4], (12, 12)], DOUBLE_THREE)
    assert board.to_move == "O"
    assert board.forbidden_reason((7, 7)) is None
    assert board.play((7, 7)).move_count == 10


def test_a_split_three_counts() -> None:
    # X.X? on the row (columns 4, 6 and the move at 7 make XX.X ... an open split three).
    board = renju([(7, 4), (7, 6), (5, 7), (6, 7)])
    assert board.forbidden_reason((7, 7)) == "double three"


def test_a_three_blocked_by_o_is_no_three() -> None:
    board = renju([(7, 5), (7, 6), (5, 7), (6, 7)], [(7, 4)])
    assert board.forbidden_reason((7, 7)) is None
    assert board.play((7, 7)).move_count == 9


def test_a_three_whose_straight_four_would_need_an_overline_is_no_three() -> None:
    # Row 7: X . . [move] X X . O -- one end makes six, the other is walled by O.
    row = [(7, 0), (7, 4), (7, 5)]
    board = renju([*row, (5, 3), (6, 3)], [(7, 7)])
    assert board.forbidden_reason((7, 3)) is None
    # Without the far stone at A8 the row is a true three, and the move a double three.
    board = renju([(7, 4), (7, 5), (5, 3), (6, 3), (12, 12)], [(7, 7)])
    assert board.forbidden_reason((7, 3)) == "double three"


def test_o_dot_x_x_x_dot_dot_x_is_no_three() -> None:
    # The example in the summary of the rules on Ludii's forum: "o.xxx..x", where x cannot
    # make an open four: each four it can make has one cell to five, the other makes six.
    row = [(7, 2), (7, 4), (7, 7)]
    board = renju([*row, (5, 3), (6, 3)], [(7, 0)])
    assert board.forbidden_reason((7, 3)) is None
    # Without the X at H8 (7, 7), the row is a three: the move makes a double three.
    board = renju([(7, 2), (7, 4), (5, 3), (6, 3), (12, 12)], [(7, 0)])
    assert board.forbidden_reason((7, 3)) == "double three"


# The move at G8 (7, 6) makes an open three on row 7 (F8 G8 H8) and one in column G (rows 7
# to 9). Both cells that make row 7 a straight four, E8 (7, 4) and I8 (7, 8), are double
# fours for X (with the columns E and I), so the row's three is no three: the move is legal.
FAKE_THREE = [(7, 5), (7, 7), (4, 4), (5, 4), (6, 4), (4, 8), (5, 8), (6, 8), (8, 6), (9, 6)]


def test_a_three_whose_fours_are_all_forbidden_is_no_three() -> None:
    board = renju(FAKE_THREE)
    assert board.forbidden_reason((7, 6)) is None
    after = board.play((7, 6))
    assert after.forbidden_reason((7, 4)) is None  # O to move: nothing forbidden to O
    assert after.play((12, 12)).forbidden_reason((7, 4)) == "double four"


def test_a_three_with_one_playable_four_is_a_three() -> None:
    # Without I5 (4, 8), I8 makes a four and a three, which X may play: the row is a three.
    board = renju([cell for cell in FAKE_THREE if cell != (4, 8)])
    assert board.forbidden_reason((7, 6)) == "double three"
    assert board.forbidden_reason((7, 8)) == "double three"


def test_two_fours_at_once_are_a_double_four() -> None:
    board = renju([(7, 4), (7, 5), (7, 6), (4, 7), (5, 7), (6, 7)])
    assert board.forbidden_reason((7, 7)) == "double four"


def test_two_fours_in_one_line_are_a_double_four() -> None:
    # X . X [move] X . X: both gaps make a five.
    board = renju([(7, 3), (7, 5), (7, 7), (7, 9)])
    assert board.forbidden_reason((7, 6)) == "double four"
    assert board.forbidden_moves() == [(7, 6)]


def test_a_straight_four_is_one_four() -> None:
    board = renju([(7, 4), (7, 5), (7, 6)])
    assert board.forbidden_reason((7, 7)) is None


def test_a_four_and_a_three_are_allowed() -> None:
    board = renju([(7, 4), (7, 5), (7, 6), (5, 7), (6, 7)])
    assert board.forbidden_reason((7, 7)) is None


def test_six_in_a_row_is_an_overline() -> None:
    board = renju([(7, 1), (7, 2), (7, 3), (7, 4), (7, 6)])
    assert board.forbidden_reason((7, 5)) == "overline"
    with pytest.raises(IllegalMove, match=r"\(overline\)"):
        board.play((7, 5))


def test_a_five_wins_even_when_it_also_makes_a_double_three() -> None:
    x = [(7, 3), (7, 4), (7, 5), (7, 6), (5, 7), (6, 7), (5, 5), (6, 6)]
    board = renju(x)
    assert board.forbidden_reason((7, 7)) is None
    assert board.play((7, 7)).winner == "X"


def test_a_five_beside_an_overline_wins() -> None:
    x = [(7, 1), (7, 2), (7, 3), (7, 4), (7, 6), (3, 5), (4, 5), (5, 5), (6, 5)]
    board = renju(x)
    assert board.forbidden_reason((7, 5)) is None
    assert board.play((7, 5)).winner == "X"


def test_taken_cells_and_finished_games_have_no_reason() -> None:
    board = renju(DOUBLE_THREE)
    assert board.forbidden_reason((7, 5)) is None
    with pytest.raises(IllegalMove, match="off the 15 x 15 board"):
        board.forbidden_reason((15, 0))


def test_a_game_refuses_a_forbidden_move_and_keeps_its_moves() -> None:
    moves = [(7, 5), (0, 0), (7, 6), (0, 2), (5, 7), (0, 4), (6, 7), (0, 6)]
    game = Game(RENJU, moves)
    with pytest.raises(IllegalMove, match="double three"):
        game.play((7, 7))
    assert game.moves == tuple(moves)
    assert game.board.to_move == "X"


def random_renju_position(seed: int, plies: int) -> Board:
    """A position of random legal moves, stopped early when the game ends."""
    rng = random.Random(seed)
    board = Board.empty(RENJU)
    for _ in range(plies):
        if board.is_over:
            break
        board = board.play(rng.choice(board.legal_moves()))
    return board


@pytest.mark.parametrize("seed", range(12))
def test_legal_and_forbidden_cells_share_out_the_empty_ones(seed: int) -> None:
    board = random_renju_position(seed, plies=70 + seed)
    if board.is_over:
        return
    empty = {(r, c) for r in range(15) for c in range(15) if board.mark_at((r, c)) is None}
    legal, forbidden = set(board.legal_moves()), set(board.forbidden_moves())
    assert legal | forbidden == empty
    assert not legal & forbidden
    if board.to_move == "O":
        assert not forbidden
    free = Board(Rules(15, 5), board.x_bits, board.o_bits)
    for move in forbidden:
        reason = board.forbidden_reason(move)
        assert reason in ("double three", "double four", "overline")
        with pytest.raises(IllegalMove, match=rf"\({reason}\)"):
            board.play(move)
        # A cell where X makes exactly five is never forbidden.
        line = free.play(move).completed_line
        assert line is None or len(line) != 5
