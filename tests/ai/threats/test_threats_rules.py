"""The threat player under the gomoku rules other than freestyle: its shapes, its position
and its searches count a line as a win only where the rule does (exactly five under standard
and for X under Renju, a five not blocked at both ends under Caro), and X's forbidden cells
under Renju are nobody's four and no block.

The engine is the oracle: the cells the position says complete a line are those where the
engine says the move wins.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.helpers import FAR_STONES, stones
from ttt_qt.ai.threats.patterns import (
    FIVE,
    FOUR,
    ONE,
    OPEN_FOUR,
    LineWins,
    exactly_five,
    five_or_more,
    rule_shape,
    unblocked_five,
)
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.ai.threats.position import Position
from ttt_qt.ai.threats.threat_space import ThreatSearch
from ttt_qt.engine import GOMOKU_RULES, Board, GomokuRule, IllegalMove, Move, Rules

OTHER_RULES: tuple[GomokuRule, ...] = ("standard", "renju", "caro")


def shape(window: str, wins: LineWins) -> int:
    """The shape of an 11-cell window like ``.xxxx*o....`` (``|`` is the board's edge)."""
    values = {".": 0, "*": 1, "x": 1, "o": 2, "|": 3}
    assert len(window) == 11 and window[5] == "*"
    return rule_shape(wins, 5, tuple(values[c] for c in window))


@pytest.mark.parametrize(
    ("window", "free", "exact", "caro"),
    [
        (".xxxx*o....", FIVE, FIVE, FIVE),
        # six in a row: room for a line, no five to come
        ("xxxxx*.....", FIVE, ONE, FIVE),
        (".xxxx*x....", FIVE, ONE, FIVE),
        ("oxxxx*o....", FIVE, FIVE, ONE),  # a five blocked at both ends
        ("|xxxx*o....", FIVE, FIVE, FIVE),  # the edge does not block under Caro
        ("x.xxx*.....", OPEN_FOUR, FOUR, OPEN_FOUR),  # one end would make six
        ("..oxx*x.o..", FOUR, FOUR, ONE),  # its five would be blocked at both ends
    ],
)
def test_each_rule_counts_its_own_fives(window: str, free: int, exact: int, caro: int) -> None:
    assert shape(window, five_or_more) == free
    assert shape(window, exactly_five) == exact
    assert shape(window, unblocked_five) == caro


def random_game(rules: Rules, rng: random.Random, moves: int) -> tuple[Board, list[Move]]:
    """A game of random moves near the centre, stopped before it ends, and its moves."""
    board = Board.empty(rules)
    played: list[Move] = []
    middle = rules.size // 2
    for _ in range(moves):
        near = [
            move
            for move in board.legal_moves()
            if abs(move[0] - middle) <= 3 and abs(move[1] - middle) <= 3
        ]
        if not near:
            break
        move = rng.choice(near)
        after = board.play(move)
        if after.is_over:
            break
        board = after
        played.append(move)
    return board, played


def engine_wins(board: Board) -> set[Move]:
    """The cells where the side to move completes a line, by the engine's rule."""
    found = set()
    for move in board.legal_moves():
        try:
            after = board.play(move)
        except IllegalMove:
            continue
        if after.winner == board.to_move:
            found.add(move)
    return found


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GOMOKU_RULES), st.integers(7, 15), st.randoms(use_true_random=False))
def test_the_cells_that_complete_a_line_are_the_engines(
    rule: GomokuRule, size: int, rng: random.Random
) -> None:
    board, _ = random_game(Rules(size, 5, rule=rule), rng, rng.randint(8, 40))
    position = Position(board)
    me = position.to_move
    assert {position.move(cell) for cell in position.fives(me)} == engine_wins(board)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(OTHER_RULES), st.integers(7, 15), st.randoms(use_true_random=False))
def test_play_and_undo_keep_every_cells_worth_under_each_rule(
    rule: GomokuRule, size: int, rng: random.Random
) -> None:
    board, moves = random_game(Rules(size, 5, rule=rule), rng, rng.randint(8, 30))
    position = Position(Board.empty(board.rules))
    for move in moves:
        position.play(position.index(move))
    fresh = Position(board)
    assert position.worth == fresh.worth
    assert position.shapes == fresh.shapes
    me = position.to_move
    for cell in set(position.fours(me)) - set(position.fives(me)):
        # a four leaves a cell that completes the line, by the same rule
        position.play(cell)
        assert position.fives(3 - position.to_move)
        position.undo(cell)


# --- the player -----------------------------------------------------------------------------

X_ROW = [(7, 2), (7, 3), (7, 4), (7, 5), (7, 7)]
"""X X X X . X on row 8 (O blocks its left end): the cell between would make six."""
O_FOUR = [(11, 3), (11, 4), (11, 5), (11, 6)]
"""O's four on row 12 (with X's block at its left end): O completes it at G12 next."""


def quick() -> ThreatStrategy:
    return ThreatStrategy(seed=1, time_limit=0.3)


@pytest.mark.parametrize(("rule", "expected"), [("freestyle", (7, 6)), ("standard", (11, 7))])
def test_x_blocks_instead_of_making_six_where_six_does_not_win(
    rule: GomokuRule, expected: Move
) -> None:
    board = stones(Rules(15, 5, rule=rule), [*X_ROW, (11, 2)], [(7, 1), *O_FOUR, FAR_STONES[0]])
    assert board.to_move == "X"
    assert quick().choose(board) == expected


@pytest.mark.parametrize(("rule", "expected"), [("freestyle", (7, 6)), ("caro", (11, 7))])
def test_x_blocks_instead_of_making_a_five_blocked_at_both_ends_under_caro(
    rule: GomokuRule, expected: Move
) -> None:
    # O X X X X . O on row 8: X's five there would be blocked at both ends.
    x = [(7, 2), (7, 3), (7, 4), (7, 5), (11, 2), (14, 14)]
    o = [(7, 1), (7, 7), *O_FOUR]
    board = stones(Rules(15, 5, rule=rule), x, o)
    assert board.to_move == "X"
    assert quick().choose(board) == expected


def forbidden_point_board(rule: GomokuRule) -> Board:
    """O to move, with three stones on the diagonal that ends at H8, X's double-three point.

    X's open twos on row 8 and column H cross at H8. O holds I9, J10 and K11, X holds G7
    and M13, so O's four made at L12 can be completed only at H8.
    """
    x = [(7, 5), (7, 6), (5, 7), (6, 7), (6, 6), (12, 12)]
    o = [(8, 8), (9, 9), (10, 10), *FAR_STONES[:2]]
    return stones(Rules(15, 5, rule=rule), x, o)


def test_o_wins_by_a_four_that_only_a_forbidden_cell_blocks_under_renju() -> None:
    board = forbidden_point_board("renju")
    assert board.to_move == "O"
    four = board.play((11, 11))
    assert four.forbidden_reason((7, 7)) == "double three"
    line = ThreatSearch(Position(board)).vcf()
    assert line is not None
    assert Position(board).move(line[0]) == (11, 11)
    assert quick().choose(board) == (11, 11)


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_search_forbids_x_only_what_the_engine_forbids(rng: random.Random) -> None:
    # and X's fours and threes are never its double fours or threes (one-line ones included)
    board, _ = random_game(Rules(15, 5, rule="renju"), rng, 2 * rng.randint(5, 20))
    assume(board.to_move == "X")
    position = Position(board)
    fours, threes = set(position.fours(1)), set(position.threes(1))
    for cell in position.candidates:
        reason = board.forbidden_reason(position.move(cell))
        if position.forbidden(cell, 1):
            assert reason is not None
        if reason == "overline":
            assert position.forbidden(cell, 1)
        if cell in fours | threes:
            assert reason is None


def test_o_wins_by_a_four_that_only_x_s_overline_blocks_under_renju() -> None:
    # X: B8 C8 D8 and F8 G8 H8, with E3 over O's three E4 E5 E6. O's four at E7 can be
    # completed only at E8, where X would make seven in a row.
    x = [(7, 1), (7, 2), (7, 3), (7, 5), (7, 6), (7, 7), (2, 4)]
    o = [(3, 4), (4, 4), (5, 4), *FAR_STONES[:3]]
    board = stones(Rules(15, 5, rule="renju"), x, o)
    assert board.to_move == "O"
    assert board.play((6, 4)).forbidden_reason((7, 4)) == "overline"
    position = Position(board)
    line = ThreatSearch(position).vcf()
    assert line is not None and position.move(line[0]) == (6, 4)
    assert position.forbidden(position.index((7, 4)), 1)
    assert not position.forbidden(position.index((7, 4)), 2)


def test_the_same_four_is_blocked_under_freestyle() -> None:
    board = forbidden_point_board("freestyle")
    assert ThreatSearch(Position(board)).vcf() is None


def test_x_does_not_count_a_double_four_as_its_four_under_renju() -> None:
    # X's threes on row 8 (C8 D8 E8) and column F (F4 F5 F6): F8 makes two fours.
    x = [(7, 2), (7, 3), (7, 4), (3, 5), (4, 5), (5, 5)]
    o = [(7, 1), (2, 5), *FAR_STONES[:4]]
    board = stones(Rules(15, 5, rule="renju"), x, o)
    assert board.forbidden_reason((7, 5)) == "double four"
    position = Position(board)
    cell = position.index((7, 5))
    assert position.forbidden(cell, 1)
    assert not position.forbidden(cell, 2)
    assert cell not in position.fours(1)
    assert cell not in position.threes(1)
    free = Position(stones(Rules(15, 5), x, o))
    assert free.index((7, 5)) in free.fours(1)
