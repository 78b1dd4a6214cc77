"""The search machinery under ``perfect``: symmetry, incremental node values, exact solving.

The exact values are checked against ``reference_value`` (in ``tests.helpers``), a plain
memoised minimax over the engine's own ``Board`` (no bitboard tricks, no pruning), on every
3 x 3 position and on late positions of bigger boards.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import random_position, reachable_positions, reference_value
from ttt_qt.ai import analyze
from ttt_qt.ai.base import Limit
from ttt_qt.ai.memory import SearchMemory
from ttt_qt.ai.search import Searcher, search
from ttt_qt.ai.search.evaluation import INFINITY, MATE_BOUND, WIN
from ttt_qt.ai.search.position import evaluate, root_position
from ttt_qt.ai.search.tables import EXACT, EXACT_DEPTH, LOWER, UPPER, symmetry_of
from ttt_qt.engine import MAX_SIZE, Board, Rules


def solve(board: Board) -> int:
    """The exact score of ``board`` by our search."""
    return Searcher(board.rules).solve(root_position(board))


# --- symmetry -----------------------------------------------------------------------------

sizes = st.integers(min_value=3, max_value=MAX_SIZE)


@given(sizes, st.data())
def test_every_image_of_a_key_has_the_same_canonical_form(size: int, data: st.DataObject) -> None:
    symmetry = symmetry_of(size)
    cells = size * size
    me = data.draw(st.integers(min_value=0, max_value=(1 << cells) - 1))
    opp = data.draw(st.integers(min_value=0, max_value=(1 << cells) - 1)) & ~me
    key = me | opp << cells
    canonical, turn = symmetry.canonical(key)
    assert symmetry.transform(turn, key) == canonical
    for image in range(8):
        assert symmetry.canonical(symmetry.transform(image, key))[0] == canonical


@pytest.mark.parametrize("size", range(3, MAX_SIZE + 1))
def test_cell_maps_match_key_tables_and_invert(size: int) -> None:
    symmetry = symmetry_of(size)
    for image in range(8):
        for cell in range(size * size):
            moved = symmetry.cell_map[image][cell]
            assert symmetry.transform(image, 1 << cell) == 1 << moved
            assert symmetry.inverse_map[image][moved] == cell
    assert len({symmetry.cell_map[image] for image in range(8)}) == 8


def test_stabilizer_of_the_empty_board_is_all_eight_symmetries() -> None:
    symmetry = symmetry_of(4)
    assert symmetry.stabilizer(0) == list(range(8))
    corner = symmetry.stabilizer(1)
    assert len(corner) == 2  # identity and the main-diagonal reflection
    assert symmetry.orbit_representative(15, [0, 2]) == 0


# --- incremental node values --------------------------------------------------------------


@settings(max_examples=30)
@given(
    st.sampled_from(
        [
            Rules(3, 3),
            Rules(4, 3, reverse=True),
            Rules(5, 4),
            Rules(7, 5, reverse=True),
            Rules(10, 5),
        ]
    ),
    st.randoms(use_true_random=False),
)
def test_values_kept_move_by_move_equal_values_computed_from_scratch(
    rules: Rules, rng: random.Random
) -> None:
    board = Board.empty(rules)
    searcher = Searcher(rules)
    position = root_position(board)
    while True:
        fresh = root_position(board)
        assert position.me == fresh.me and position.opp == fresh.opp
        assert position.my_threats == fresh.my_threats
        assert position.opp_threats == fresh.opp_threats
        assert position.live == fresh.live
        assert position.left == fresh.left
        assert position.ev == fresh.ev == evaluate(rules, fresh.me, fresh.opp)
        assert fresh.near & ~position.near == 0
        moves = [m for m in board.legal_moves() if not board.play(m).is_over]
        if not moves:
            return
        move = rng.choice(moves)
        position = searcher.child(position, move[0] * rules.size + move[1])
        board = board.play(move)


# --- exact values -------------------------------------------------------------------------


def test_a_search_among_some_cells_looks_only_at_them() -> None:
    # X completes the top row at C1 (cell 2); searched among other cells, it must not take it.
    board = Board.from_rows(Rules(4, 3), ["XX..", "OO..", "....", "...."])
    assert search(board, Limit(depth=3)).move == (0, 2)
    among = {10, 11, 14}
    result = search(board, Limit(depth=3), among=among)
    assert result.move is not None
    assert result.move[0] * 4 + result.move[1] in among
    assert all(row * 4 + col in among for row, col in result.moves)
    with pytest.raises(ValueError, match="legal"):
        search(board, Limit(depth=3), among={0, 1})


@pytest.mark.parametrize("reverse", [False, True])
def test_every_3x3_position_is_solved_exactly(reverse: bool) -> None:
    positions = reachable_positions(Rules(reverse=reverse))
    assert len(positions) == 4520
    for board in positions:
        assert solve(board) == reference_value(board), board


@pytest.mark.parametrize(
    ("rules", "marks"),
    [
        (Rules(4, 4), 9),
        (Rules(4, 4, reverse=True), 9),
        (Rules(4, 3), 8),
        (Rules(4, 3, reverse=True), 9),
        (Rules(5, 4), 17),
        (Rules(5, 4, reverse=True), 17),
        (Rules(5, 3, reverse=True), 17),
        (Rules(6, 4), 28),
    ],
)
def test_late_positions_of_bigger_boards_are_solved_exactly(rules: Rules, marks: int) -> None:
    rng = random.Random(f"{rules}{marks}")
    for _ in range(12):
        board = random_position(rules, marks, rng)
        assert solve(board) == reference_value(board), board


def test_empty_3x3_is_a_draw_in_both_rules() -> None:
    assert solve(Board.empty()) == 0
    assert solve(Board.empty(Rules(reverse=True))) == 0


def test_empty_4x4_is_a_draw_in_both_rules_without_the_book() -> None:
    assert solve(Board.empty(Rules(4, 4))) == 0
    assert solve(Board.empty(Rules(4, 4, reverse=True))) == 0


def test_known_positions() -> None:
    # 3 x 3: X in a corner, O on an adjacent side: X forces a win (in 5 more plies).
    board = Board.from_moves(Rules(), [(0, 0), (0, 1)])
    assert solve(board) == reference_value(board) == WIN - 5
    # 4 x 4, k = 3: the first player wins.
    assert solve(Board.empty(Rules(4, 3))) > MATE_BOUND
    # Reverse 3 x 3: X must open in the centre; after a corner opening O wins.
    reverse = Rules(reverse=True)
    assert solve(Board.from_moves(reverse, [(0, 0)])) > MATE_BOUND
    assert solve(Board.from_moves(reverse, [(1, 1)])) == 0


def test_a_depth_limited_search_is_exact_only_when_it_reaches_the_end() -> None:
    board = Board.empty(Rules(5, 4))
    searcher = Searcher(board.rules)
    position = root_position(board)
    before = searcher.estimates
    score = searcher.move_value(position, 12, 3, -INFINITY, INFINITY)
    assert searcher.estimates > before
    assert -MATE_BOUND < score < MATE_BOUND
    late = Board.from_rows(Rules(3, 3), ["XO.", "OX.", "..."])
    searcher = Searcher(late.rules)
    before = searcher.estimates
    assert searcher.move_value(root_position(late), 8, 1) == WIN - 1
    assert searcher.estimates == before


@pytest.mark.parametrize("reverse", [False, True])
def test_every_exact_table_entry_is_a_true_bound(reverse: bool) -> None:
    rules = Rules(reverse=reverse)
    memory = SearchMemory()
    for board in reachable_positions(rules)[::7]:
        analyze(board, memory=memory)
    checked = 0
    for key, (depth, flag, score, _) in memory.transpositions(rules).items():
        if depth != EXACT_DEPTH:
            continue
        me, opp = key & 511, key >> 9
        x, o = (me, opp) if me.bit_count() == opp.bit_count() else (opp, me)
        value = reference_value(Board(rules, x, o))
        assert {EXACT: value == score, LOWER: value >= score, UPPER: value <= score}[flag]
        checked += 1
    assert checked > 100
