"""The bitboard geometry: plain and padded views agree with each other and with the board."""

from __future__ import annotations

from hypothesis import given

from tests.helpers import games
from ttt_qt.engine import MAX_SIZE, Board, Move, Rules, geometry


def brute_completing_cells(board: Board, mark: str) -> int:
    """Empty cells where one more ``mark`` makes a line, found by playing every cell."""
    rules = board.rules
    found = 0
    for row, col in board.legal_moves():
        marks = (board.x_bits if mark == "X" else board.o_bits) | 1 << (row * rules.size + col)
        if any(marks & line == line for line in rules.geometry.lines):
            found |= 1 << (row * rules.size + col)
    return found


@given(games(max_size=MAX_SIZE))
def test_the_padded_view_agrees_with_the_plain_one(game: tuple[Rules, list[Move]]) -> None:
    rules, moves = game
    board = Board.from_moves(rules, moves)
    plain, padded = rules.geometry, rules.geometry.padded
    assert padded.padded is padded and plain.pad(board.x_bits) == board.x_bits
    x, o = padded.pad(board.x_bits), padded.pad(board.o_bits)
    assert (padded.unpad(x), padded.unpad(o)) == (board.x_bits, board.o_bits)
    assert len(padded.lines) == len(plain.lines)
    assert padded.cells_in(x) == plain.cells_in(board.x_bits)
    for mine, theirs, mark in ((x, o, "X"), (o, x, "O")):
        expected = brute_completing_cells(board, mark) if not board.is_over else None
        cells = padded.unpad(padded.completing_cells(mine, theirs))
        assert cells == plain.completing_cells(padded.unpad(mine), padded.unpad(theirs))
        if expected is not None:
            assert cells == expected
    near = padded.unpad(padded.around(x | o, 1))
    assert near == plain.around(board.x_bits | board.o_bits, 1)
    size = rules.size
    for cell in range(size * size):
        row, col = divmod(cell, size)
        expected_near = any(
            (board.x_bits | board.o_bits) >> (r * size + c) & 1
            for r in range(row - 1, row + 2)
            for c in range(col - 1, col + 2)
            if 0 <= r < size and 0 <= c < size
        )
        assert bool(near >> cell & 1) == expected_near
        assert plain.neighbours[cell] >> cell & 1


def test_completes_line_and_new_completing_cells() -> None:
    plain = geometry(3, 3)
    padded = geometry(3, 3, padded=True)
    top_two = 0b011  # A1 B1
    assert plain.completes_line(top_two, 2)
    assert not plain.completes_line(top_two, 4)
    assert padded.completes_line(padded.pad(top_two), 2)
    # B2 beside A1 B1 adds C3 (A1 B2 C3) and B3 (B1 B2 B3); an O on C3 leaves only B3.
    assert plain.new_completing_cells(top_two, 0, 4) == 1 << 8 | 1 << 7
    assert plain.new_completing_cells(top_two, 1 << 8, 4) == 1 << 7
