"""What the course modules share: cell lists as bit masks, whole lines in the courses' scan
order, and the engine board seen from the side asked to move."""

from __future__ import annotations

import pytest

from ttt_qt.compat.grid import (
    engine_board,
    first_line_owner,
    has_line,
    lines_in_scan_order,
    mask_of,
)


def mask(*cells: int) -> int:
    return sum(1 << cell for cell in cells)


def test_a_mask_has_the_cells_that_hold_the_mark() -> None:
    cells = ["X", " ", "O", "X", "x", None, "O", "O", "X"]
    assert mask_of(cells, "X") == mask(0, 3, 8)
    assert mask_of(cells, "O") == mask(2, 6, 7)
    assert mask_of([], "X") == 0


def test_a_line_is_a_whole_row_column_or_diagonal() -> None:
    assert has_line(mask(3, 4, 5), 3)
    assert has_line(mask(2, 4, 6), 3)
    assert not has_line(mask(0, 1, 3, 4), 3)
    assert not has_line(mask(0, 1, 2), 4)  # three of a row of four
    assert has_line(mask(0, 1, 2), 4, win_length=3)
    assert has_line(mask(0), 1)


def test_lines_come_rows_then_columns_then_the_two_diagonals() -> None:
    assert lines_in_scan_order(3) == (
        mask(0, 1, 2),
        mask(3, 4, 5),
        mask(6, 7, 8),
        mask(0, 3, 6),
        mask(1, 4, 7),
        mask(2, 5, 8),
        mask(0, 4, 8),
        mask(2, 4, 6),
    )
    assert len(lines_in_scan_order(4)) == 10


def test_the_first_line_in_scan_order_names_the_winner() -> None:
    # X has the bottom row, O the first column: the row comes first in the scan.
    cells = ["O", "X", "", "O", "X", "", "X", "X", "X"]
    assert first_line_owner(cells, 3, ["X", "O"]) == "X"
    cells = ["O", "X", "", "O", "", "", "O", "X", "X"]
    assert first_line_owner(cells, 3, ["X", "O"]) == "O"
    assert first_line_owner([""] * 9, 3, ["X", "O"]) is None


def test_the_engine_board_is_seen_from_the_side_asked_to_move() -> None:
    board = engine_board(mask(0), mask(4))
    assert board.to_move == "X" and board.x_bits == mask(0)
    as_o = engine_board(mask(0), mask(4), to_move="O")
    assert as_o.to_move == "X"  # the colours swapped: the engine's mover plays for O
    assert (as_o.x_bits, as_o.o_bits) == (mask(4), mask(0))
    assert engine_board(mask(0), mask(4), to_move="X") == board
    with pytest.raises(ValueError, match="X moves first"):
        engine_board(mask(0, 1, 2), 0)  # three X and no O: no game gets there
