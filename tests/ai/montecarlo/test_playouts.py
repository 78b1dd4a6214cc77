"""Fast playouts agree with the engine: every playout is a legal game that ends where it should."""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers import games
from ttt_qt.ai.montecarlo.flat import CellCounter
from ttt_qt.ai.montecarlo.playouts import (
    NO_LINE,
    O_LINE,
    X_LINE,
    PlayoutBoard,
    line_maker_wins,
    playout_board,
    playout_board_for,
)
from ttt_qt.engine import MAX_SIZE, Board, Move, Rules


def start_of(tables: PlayoutBoard, board: Board) -> tuple[int, int, list[int], list[int]]:
    """Padded boards and the free and taken cells of ``board``."""
    x, o = tables.geometry.pad(board.x_bits), tables.geometry.pad(board.o_bits)
    return x, o, tables.geometry.cells_in(tables.full & ~(x | o)), tables.geometry.cells_in(x | o)


def replay(board: Board, x_end: int, o_end: int, result: int) -> Board:
    """Replay a playout's moves with the engine, the line-completing move last."""
    size = board.rules.size
    new_x = [
        divmod(i, size) for i in range(size * size) if x_end >> i & 1 and not board.x_bits >> i & 1
    ]
    new_o = [
        divmod(i, size) for i in range(size * size) if o_end >> i & 1 and not board.o_bits >> i & 1
    ]
    if result != NO_LINE:
        # The completing cell is on every full line of the side that made one; play it last.
        maker = new_x if result == X_LINE else new_o
        bits = x_end if result == X_LINE else o_end
        full_lines = [line for line in board.rules.geometry.lines if bits & line == line]
        assert full_lines, "a playout that reports a line must have one"
        common = full_lines[0]
        for line in full_lines:
            common &= line
        last = next(move for move in maker if common >> (move[0] * size + move[1]) & 1)
        maker.remove(last)
        maker.append(last)
    first, second = (new_x, new_o) if board.to_move == "X" else (new_o, new_x)
    assert len(first) - len(second) in (0, 1), "the sides alternate"
    moves: list[Move] = []
    for index, move in enumerate(first):
        moves.append(move)
        if index < len(second):
            moves.append(second[index])
    for move in moves:
        board = board.play(move)  # IllegalMove if the game had ended earlier
    return board


@given(games(max_size=MAX_SIZE), st.integers(0, 2**32))
def test_a_playout_is_a_legal_game_with_the_engines_result(
    game: tuple[Rules, list[Move]], seed: int
) -> None:
    rules, moves = game
    board = Board.from_moves(rules, moves)
    if board.is_over:
        return
    tables = playout_board_for(rules)
    x, o, empties, filled = start_of(tables, board)
    result, x_end, o_end = tables.run_to_end(x, o, empties, filled, random.Random(seed))
    end = replay(board, tables.geometry.unpad(x_end), tables.geometry.unpad(o_end), result)
    assert end.is_over
    expected = {None: NO_LINE, "X": X_LINE, "O": O_LINE}[end.winner]
    assert line_maker_wins(result, rules.reverse) == expected
    # run() plays the same game for the same generator state.
    assert tables.run(x, o, empties, filled, random.Random(seed)) == result
    assert empties == tables.geometry.cells_in(tables.full & ~(x | o)), (
        "the input lists are unchanged"
    )


@cache
def exact_odds(x_bits: int, o_bits: int) -> tuple[Fraction, Fraction, Fraction]:
    """Exact (tie, X line, O line) probabilities of uniformly random play on 3 x 3."""
    board = Board(Rules(), x_bits, o_bits)
    if board.is_over:
        one, zero = Fraction(1), Fraction(0)
        return {None: (one, zero, zero), "X": (zero, one, zero), "O": (zero, zero, one)}[
            board.winner
        ]
    moves = board.legal_moves()
    children = [exact_odds(child.x_bits, child.o_bits) for child in map(board.play, moves)]
    tie, x_line, o_line = (
        sum(column, Fraction(0)) / len(moves) for column in zip(*children, strict=True)
    )
    return tie, x_line, o_line


def frequencies(tables: PlayoutBoard, board: Board, count: int, seed: int) -> dict[int, float]:
    x, o, empties, filled = start_of(tables, board)
    rng = random.Random(seed)
    tally = {NO_LINE: 0, X_LINE: 0, O_LINE: 0}
    for _ in range(count):
        tally[tables.run(x, o, empties, filled, rng)] += 1
    return {key: value / count for key, value in tally.items()}


def engine_frequencies(rules: Rules, count: int, seed: int) -> dict[int, float]:
    """The same, with the engine and a plain random choice per move."""
    rng = random.Random(seed)
    tally = {NO_LINE: 0, X_LINE: 0, O_LINE: 0}
    for _ in range(count):
        board = Board.empty(rules)
        while not board.is_over:
            board = board.play(rng.choice(board.legal_moves()))
        tally[{None: NO_LINE, "X": X_LINE, "O": O_LINE}[board.winner]] += 1
    return {key: value / count for key, value in tally.items()}


def test_3x3_playouts_follow_the_exact_odds_of_random_play() -> None:
    exact = dict(zip((NO_LINE, X_LINE, O_LINE), exact_odds(0, 0), strict=True))
    seen = frequencies(playout_board(3, 3), Board.empty(Rules()), 20_000, seed=3)
    for key, probability in exact.items():
        assert seen[key] == pytest.approx(float(probability), abs=0.015)


@pytest.mark.parametrize(("size", "win_length"), [(4, 3), (5, 4), (5, 5), (6, 5)])
def test_bigger_playouts_match_random_games_played_by_the_engine(
    size: int, win_length: int
) -> None:
    rules = Rules(size, win_length)
    fast = frequencies(playout_board_for(rules), Board.empty(rules), 4000, seed=5)
    slow = engine_frequencies(rules, 2000, seed=6)
    for key in (NO_LINE, X_LINE, O_LINE):
        assert fast[key] == pytest.approx(slow[key], abs=0.05)


def test_same_seed_same_playouts() -> None:
    tables = playout_board(7, 5)
    board = Board.from_moves(Rules(7, 5), [(3, 3), (2, 2)])
    assert frequencies(tables, board, 50, seed=9) == frequencies(tables, board, 50, seed=9)


@given(st.lists(st.integers(0, 2**20 - 1), max_size=60))
def test_cell_counter_counts_every_bit(masks: list[int]) -> None:
    counter = CellCounter()
    for mask in masks:
        counter.add(mask)
    for bit in range(20):
        assert counter.count(1 << bit) == sum(1 for mask in masks if mask >> bit & 1)
