from __future__ import annotations

import pytest

from ttt_qt.engine import CellNameError, cell_name, keypad_to_move, move_to_keypad, parse_cell


@pytest.mark.parametrize(
    ("text", "size", "move"),
    [
        ("A1", 3, (0, 0)),
        ("c3", 3, (2, 2)),
        ("b2", 3, (1, 1)),
        (" B1 ", 3, (0, 1)),
        ("J10", 10, (9, 9)),
        ("o15", 15, (14, 14)),
        ("K11", 15, (10, 10)),
    ],
)
def test_parse_cell(text: str, size: int, move: tuple[int, int]) -> None:
    assert parse_cell(text, size) == move


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("D1", 3),
        ("A4", 3),
        ("A0", 3),
        ("A01", 3),
        ("11", 3),
        ("AA", 3),
        ("", 3),
        ("B2x", 3),
        ("é1", 3),
    ],
)
def test_parse_cell_rejects_anything_else(text: str, size: int) -> None:
    with pytest.raises(CellNameError, match="A-C"):
        parse_cell(text, size)


def test_names_round_trip_on_every_board() -> None:
    for size in range(3, 16):
        for row in range(size):
            for col in range(size):
                assert parse_cell(cell_name((row, col)).lower(), size) == (row, col)


def test_keypad_layout() -> None:
    assert [keypad_to_move(k) for k in (7, 8, 9)] == [(0, 0), (0, 1), (0, 2)]
    assert [keypad_to_move(k) for k in (1, 2, 3)] == [(2, 0), (2, 1), (2, 2)]
    assert all(move_to_keypad(keypad_to_move(k)) == k for k in range(1, 10))
    for bad in (0, 10, True):
        with pytest.raises(CellNameError):
            keypad_to_move(bad)
    with pytest.raises(CellNameError):
        move_to_keypad((3, 0))
