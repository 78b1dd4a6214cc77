"""``threats.analysis``: hints and the overlay on 15 x 15 freestyle, by the threat player."""

from __future__ import annotations

import threading

import pytest

from tests.helpers import NEARLY_FULL, OWN_FOUR, OWN_OPEN_THREE, THEIR_FOUR, gomoku_picture
from ttt_qt import ai
from ttt_qt.ai.base import Limit
from ttt_qt.ai.threats.analysis import EXACT_MAX_LEFT, SCALE, analyze, chances, estimate
from ttt_qt.ai.threats.pattern_search import MATE_BOUND
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.engine import Board, Rules

QUICK = Limit(time=5.0, depth=2)
"""Two plies: enough for the tactics below, and the same answer on a slow machine."""

# X to move; O has two open threes (row 8, columns 7 to 9; column 12, rows 3 to 5) and X
# nothing: whatever X does, O makes an open four next.
TWO_OPEN_THREES = """
    ...............
    ...............
    ...........O...
    ...........O...
    ...........O...
    ...............
    ...X...........
    ......OOO......
    ...............
    ..X.......X....
    X..............
    ...............
    ..............X
    ...............
    ....X..........
"""


def test_every_legal_move_gets_a_value() -> None:
    board = gomoku_picture(THEIR_FOUR)
    result = analyze(board, QUICK)
    assert set(result.moves) == set(board.legal_moves())
    assert result.move is not None
    assert result.value == result.moves[result.move]


def test_completing_a_line_is_a_proven_win_in_one() -> None:
    result = analyze(gomoku_picture(OWN_FOUR), QUICK)
    assert result.move == (7, 8)
    assert result.moves[(7, 8)].label == "Win in 1"
    assert result.moves[(7, 8)].proven


def test_every_move_but_the_block_loses_in_two() -> None:
    result = analyze(gomoku_picture(THEIR_FOUR), QUICK)
    assert result.move == (8, 8)
    assert not result.moves[(8, 8)].proven
    losing = {move for move, value in result.moves.items() if value.label == "Loss in 2"}
    assert losing == set(result.moves) - {(8, 8)}


def test_the_open_four_is_a_proven_win() -> None:
    result = analyze(gomoku_picture(OWN_OPEN_THREE), QUICK)
    assert result.move in {(7, 5), (7, 9)}
    assert result.value is not None and result.value.kind == "win"
    assert result.value.plies == 3


def test_a_lost_position_says_so_for_every_move() -> None:
    board = gomoku_picture(TWO_OPEN_THREES)
    result = analyze(board, QUICK)
    assert all(value.kind == "loss" for value in result.moves.values())
    assert result.proven


def test_the_hint_is_among_the_moves_the_player_searches() -> None:
    board = gomoku_picture(
        """
        ...............
        ...............
        ...............
        ...............
        ...............
        ......O........
        ......XX.......
        .......XO......
        ......O........
        """
    )
    result = analyze(board, Limit(time=5.0, depth=3))
    player = ThreatStrategy(time_limit=5.0, max_depth=3)
    assert result.move is not None and not result.proven
    best = max(value.score for value in result.moves.values())
    assert result.moves[result.move].score == best
    far = (14, 14)
    assert result.moves[far].score <= best
    assert player.choose(board) in result.moves


def test_a_cancelled_analysis_still_values_every_move() -> None:
    board = gomoku_picture(OWN_OPEN_THREE)
    cancel = threading.Event()
    cancel.set()
    result = analyze(board, Limit(cancel=cancel))
    assert set(result.moves) == set(board.legal_moves())
    assert result.move in {(7, 5), (7, 9)}


def test_chances_grow_with_the_score_and_stay_estimates() -> None:
    assert chances(0) == 0.5
    assert chances(-SCALE) < chances(0) < chances(SCALE)
    assert chances(MATE_BOUND + 1) == 0.99
    assert chances(-MATE_BOUND - 1) == 0.01
    value = estimate(SCALE)
    assert value.kind == "estimate" and value.label == "73%"


def test_ai_analyze_uses_it_on_15_by_15_freestyle_only() -> None:
    board = gomoku_picture(THEIR_FOUR)
    assert ai.analyze(board, QUICK).moves == analyze(board, QUICK).moves
    empty = Board.empty(Rules(15, 5))
    assert len(ai.analyze(empty, Limit(time=5.0, depth=1)).moves) == 225


def test_an_analysis_needs_a_stone() -> None:
    with pytest.raises(ValueError, match="stone"):
        analyze(Board.empty(Rules(15, 5)), QUICK)


def test_the_last_empty_cells_are_left_to_perfects_analysis_which_solves_them() -> None:
    board = gomoku_picture(NEARLY_FULL)
    board = next(child for move in board.legal_moves() if not (child := board.play(move)).is_over)
    assert len(board.legal_moves()) == EXACT_MAX_LEFT
    result = ai.analyze(board, Limit(time=30.0))
    assert result.proven
    assert set(result.moves) == set(board.legal_moves())
