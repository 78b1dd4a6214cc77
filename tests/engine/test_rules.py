from __future__ import annotations

import pytest

from ttt_qt.engine import Rules, geometry


def test_defaults_are_the_classic_game() -> None:
    rules = Rules()
    assert (rules.size, rules.win_length, rules.reverse) == (3, 3, False)


def test_win_length_defaults_to_the_board_size() -> None:
    assert Rules(size=5).win_length == 5


@pytest.mark.parametrize(
    ("size", "win_length", "reverse", "message"),
    [
        (2, None, False, "board size must be from 3 to 15"),
        (16, None, False, "board size must be from 3 to 15"),
        (3.0, None, False, "whole number"),
        (True, None, False, "whole number"),
        (5, 6, False, "win length must be from 3 to the board size 5"),
        (5, 2, False, "win length must be from 3"),
        (5, "4", False, "whole number"),
        (3, 3, "yes", "reverse must be True or False"),
    ],
)
def test_invalid_rules_are_rejected_with_a_clear_message(
    size: object, win_length: object, reverse: object, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(size, win_length, reverse)  # type: ignore[arg-type]


def test_rules_are_frozen_and_hashable() -> None:
    rules = Rules(4, 3, True)
    with pytest.raises(AttributeError):
        rules.size = 5  # type: ignore[misc]
    assert {rules: 1}[Rules(4, 3, True)] == 1


@pytest.mark.parametrize(
    ("size", "win_length", "expected"),
    [(3, 3, 8), (4, 4, 10), (4, 3, 24), (5, 4, 28), (7, 5, 60), (10, 10, 22), (10, 3, 288)],
)
def test_line_counts(size: int, win_length: int, expected: int) -> None:
    # rows and columns: 2 * size * (size - k + 1); each diagonal direction: (size - k + 1) ** 2
    lines = geometry(size, win_length).lines
    assert (
        len(lines)
        == expected
        == 2 * size * (size - win_length + 1) + 2 * (size - win_length + 1) ** 2
    )
    assert len(set(lines)) == len(lines)
    assert all(line.bit_count() == win_length for line in lines)


def test_lines_through_each_cell_contain_the_cell() -> None:
    geo = geometry(5, 4)
    for cell, lines in enumerate(geo.lines_through):
        assert lines
        assert all(line >> cell & 1 for line in lines)
    assert sum(len(lines) for lines in geo.lines_through) == 4 * len(geo.lines)


def test_describe() -> None:
    assert Rules(3).describe() == "3 x 3, 3 in a row"
    assert Rules(5, 4, True).describe() == "5 x 5, 4 in a row, reverse"
