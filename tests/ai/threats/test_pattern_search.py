"""``PatternSearch``: the threat player's final search on 15 x 15 freestyle."""

from __future__ import annotations

import threading

import pytest

import ttt_qt.ai.threats.player as player_module
from tests.helpers import NEARLY_FULL, OWN_FOUR, OWN_OPEN_THREE, THEIR_FOUR, gomoku_picture
from ttt_qt.ai.base import Limit, Poller
from ttt_qt.ai.threats import pattern_search
from ttt_qt.ai.threats.pattern_search import (
    MATE_BOUND,
    SURE_SCORE,
    WIDTH,
    PatternSearch,
    by_promise,
)
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.ai.threats.position import Position
from ttt_qt.ai.threats.roots import ROOT_WIDTH, root_moves, uses_pattern_search
from ttt_qt.engine import Board, Move, Rules

RULES = Rules(15, 5)


def searched(board: Board, depth: int, roots: list[Move] | None = None) -> tuple[Move, int]:
    """The search's move and score on ``board``, ``depth`` plies deep, among ``roots``."""
    position = Position(board)
    cells = [position.index(move) for move in roots] if roots else position.best_cells()
    cell, score = PatternSearch(position).best(cells, depth)
    return position.move(cell), score


# X to move; O has an open three (G8 to I8) and X no three: X must answer it.
THEIR_OPEN_THREE = """
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    ...X...........
    ......OOO......
    ...........X...
    ..X............
"""


def test_it_completes_its_own_line() -> None:
    move, score = searched(gomoku_picture(OWN_FOUR), 3)
    assert move == (7, 8)
    assert score > MATE_BOUND


def test_it_blocks_the_opponents_four() -> None:
    board = gomoku_picture(THEIR_FOUR)
    move, _ = searched(board, 2)
    assert move == (8, 8)


def test_it_makes_the_open_four_that_wins() -> None:
    move, score = searched(gomoku_picture(OWN_OPEN_THREE), 3)
    assert move in {(7, 5), (7, 9)}
    assert score > MATE_BOUND


def test_it_answers_an_open_three() -> None:
    board = gomoku_picture(THEIR_OPEN_THREE)
    move, score = searched(board, 4)
    assert move in {(7, 5), (7, 9), (7, 4), (7, 10)}
    assert score > -MATE_BOUND


def test_a_double_threat_the_opponent_cannot_answer_scores_almost_a_win() -> None:
    # X to move can play H8 for two open threes (G8-I8 and H7-H9); O has no three.
    board = gomoku_picture(
        """
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        .......X.......
        ......X.X......
        .......X.......
        O.............O
        ...............
        O.............O
        """
    )
    position = Position(board)
    assert PatternSearch(position).evaluate() == SURE_SCORE


def test_the_evaluation_favours_the_side_with_more_shape() -> None:
    board = gomoku_picture(OWN_OPEN_THREE)
    position = Position(board)
    mover = PatternSearch(position).evaluate()
    position.pass_turn()
    waiting = PatternSearch(position).evaluate()
    assert mover > 0 > waiting


def test_it_is_reproducible_at_a_fixed_depth_and_leaves_the_position_as_it_was() -> None:
    board = Board.from_moves(RULES, [(7, 7), (6, 8), (8, 8), (6, 6), (6, 7)])
    position = Position(board)
    before = (list(position.cells), position.hash, set(position.candidates))
    search = PatternSearch(position)
    first = search.best(position.best_cells(), 4)
    assert search.depth == 4
    assert search.nodes > 0
    assert (list(position.cells), position.hash, set(position.candidates)) == before
    assert PatternSearch(Position(board)).best(Position(board).best_cells(), 4) == first


# A quiet middle game, X to move: neither side has a three.
MIDDLE_GAME = [(7, 7), (6, 8), (8, 8), (6, 6), (6, 7), (8, 6), (9, 9), (5, 9)]


def test_late_quiet_moves_are_searched_shallower_first(monkeypatch: pytest.MonkeyPatch) -> None:
    board = Board.from_moves(RULES, MIDDLE_GAME)
    reduced = PatternSearch(Position(board))
    reduced.best(Position(board).best_cells(), 5)
    monkeypatch.setattr(pattern_search, "REDUCE_AFTER", WIDTH)  # no move is late
    full = PatternSearch(Position(board))
    full.best(Position(board).best_cells(), 5)
    assert reduced.depth == full.depth == 5
    assert reduced.nodes < full.nodes


def test_the_most_promising_cells_make_shapes_or_take_them_away() -> None:
    # X to move, with a two on a diagonal; O has a two on a row.
    board = gomoku_picture(
        """
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        .......OO......
        ...............
        ...X...........
        ....X..........
        """
    )
    position = Position(board)
    ranked = by_promise(position, position.candidates)
    first = {position.move(cell) for cell in ranked[:4]}
    own_threes = {(7, 1), (8, 2), (11, 5), (12, 6)}  # X's two made a three
    blocks = {(7, 5), (7, 6), (7, 9), (7, 10)}  # O's two kept from one
    assert first <= own_threes | blocks
    assert first & own_threes and first & blocks
    assert sorted(ranked) == sorted(position.candidates)


def test_the_pattern_board_roots_follow_the_promise_and_others_the_worth() -> None:
    position = Position(Board.from_moves(RULES, MIDDLE_GAME))
    promised = by_promise(position, sorted(position.candidates))[:ROOT_WIDTH]
    assert root_moves(position, patterned=True) == promised
    assert root_moves(position) == position.best_cells()[:ROOT_WIDTH]
    assert set(promised) != set(position.best_cells()[:ROOT_WIDTH])


def test_a_board_filled_within_the_search_is_a_draw_there() -> None:
    board = gomoku_picture(NEARLY_FULL)
    position = Position(board)
    search = PatternSearch(position)
    cell, score = search.best(position.best_cells(), 16)
    assert position.move(cell) in board.legal_moves()
    assert search.depth == 16 or abs(score) > MATE_BOUND


def test_a_stopped_search_answers_with_a_root() -> None:
    cancel = threading.Event()
    cancel.set()
    board = Board.from_moves(RULES, [(7, 7), (6, 8), (8, 8)])
    poll = Poller(Limit(cancel=cancel).started(), 1)
    position = Position(board, poll)
    roots = position.best_cells()
    cell, _ = PatternSearch(position).best(roots)
    assert cell == roots[0]


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        (Rules(15, 5), True),
        (Rules(15, 4), False),
        (Rules(15, 5, reverse=True), False),
        (Rules(14, 5), False),
        (Rules(15, 5, rule="standard"), False),
        (Rules(15, 5, rule="renju"), False),
    ],
)
def test_the_biggest_freestyle_boards_use_it(rules: Rules, expected: bool) -> None:
    assert uses_pattern_search(rules) is expected


@pytest.mark.parametrize(("size", "used"), [(15, True), (14, False)])
def test_the_player_ends_with_it_on_15_by_15_and_leaves_out_the_set_up_stages(
    monkeypatch: pytest.MonkeyPatch, size: int, used: bool
) -> None:
    calls: list[str] = []
    best = PatternSearch.best

    def recorded_best(
        search: PatternSearch, roots: list[int], max_depth: int | None = None
    ) -> tuple[int, int]:
        calls.append("pattern")
        return best(search, roots, max_depth)

    def recorded_safe(board: Board, poll: Poller, roots: list[int]) -> list[int] | None:
        calls.append("safe")
        return None

    monkeypatch.setattr(PatternSearch, "best", recorded_best)
    monkeypatch.setattr(player_module, "safe_from_set_ups", recorded_safe)
    middle = size // 2
    board = Board.from_moves(
        Rules(size, 5), [(middle, middle), (middle - 1, middle + 1), (middle + 1, middle - 2)]
    )
    player = ThreatStrategy(seed=1, time_limit=30.0, max_depth=2)
    move = player.choose(board)
    assert move in board.legal_moves()
    assert player.last_stage == "search"
    assert calls == (["pattern"] if used else ["safe"])
