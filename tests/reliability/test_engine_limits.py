"""``Rules`` and ``Board`` accept exactly what a game can be, and reject the rest clearly.

``Board(rules, x_bits, o_bits)`` is checked against a search for a legal game that reaches the
marks: on 3 x 3 for every one of the 3^9 ways to fill the cells, on bigger boards for random
marks. Anything that is not rules or marks at all is refused with a message, never a crash.
"""

from __future__ import annotations

import itertools
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_qt.engine import Board, PositionError, Rules
from ttt_qt.engine.rules import MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH

ANYTHING = st.one_of(
    st.integers(-(10**30), 10**30),
    st.integers(-3, 13),
    st.floats(allow_nan=True),
    st.booleans(),
    st.text(max_size=5),
    st.none(),
    st.lists(st.integers(), max_size=2),
)


@settings(max_examples=300, deadline=None)
@given(size=ANYTHING, win_length=st.one_of(st.none(), ANYTHING), reverse=ANYTHING)
def test_rules_take_exactly_the_playable_games(
    size: object, win_length: object, reverse: object
) -> None:
    def whole(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    length = size if win_length is None else win_length
    valid = (
        whole(size)
        and MIN_SIZE <= size <= MAX_SIZE  # type: ignore[operator]
        and whole(length)
        and MIN_WIN_LENGTH <= length <= size  # type: ignore[operator]
        and isinstance(reverse, bool)
    )
    try:
        rules = Rules(size, win_length, reverse)  # type: ignore[arg-type]
    except ValueError as error:
        assert not valid
        assert str(error)
    else:
        assert valid
        assert (rules.size, rules.win_length, rules.reverse) == (size, length, reverse)


def reachable(rules: Rules, x_bits: int, o_bits: int) -> bool:
    """True when legal play from the empty board reaches these marks (an independent search)."""
    lines = rules.geometry.lines

    def has_line(bits: int) -> bool:
        return any(bits & line == line for line in lines)

    @cache
    def search(x: int, o: int) -> bool:
        if x == o == 0:
            return True
        xs, os_ = x.bit_count(), o.bit_count()
        if xs not in (os_, os_ + 1):
            return False
        mover = x if xs > os_ else o
        for cell in range(rules.cell_count):
            if not mover >> cell & 1:
                continue
            before = (x & ~(1 << cell), o) if xs > os_ else (x, o & ~(1 << cell))
            if not has_line(before[0]) and not has_line(before[1]) and search(*before):
                return True
        return False

    return not x_bits & o_bits and search(x_bits, o_bits)


@pytest.mark.parametrize("reverse", [False, True])
def test_every_3_by_3_filling_is_accepted_exactly_when_a_game_reaches_it(reverse: bool) -> None:
    rules = Rules(3, 3, reverse)
    accepted = 0
    for marks in itertools.product((0, 1, 2), repeat=9):
        x_bits = sum(1 << cell for cell, mark in enumerate(marks) if mark == 1)
        o_bits = sum(1 << cell for cell, mark in enumerate(marks) if mark == 2)
        legal = reachable(rules, x_bits, o_bits)
        try:
            board = Board(rules, x_bits, o_bits)
        except PositionError as error:
            assert not legal, marks
            assert str(error)
            continue
        assert legal, marks
        accepted += 1
        assert (board.x_bits, board.o_bits) == (x_bits, o_bits)
    assert accepted == 5478  # every position of tic-tac-toe, the empty board included


@st.composite
def marks(draw: st.DrawFn) -> tuple[Rules, int, int]:
    size = draw(st.integers(4, 7))
    length = draw(st.integers(3, size))
    rules = Rules(size, length, draw(st.booleans()))
    cells = draw(st.lists(st.integers(0, size * size - 1), unique=True, max_size=12))
    x_count = draw(st.sampled_from([len(cells) // 2, (len(cells) + 1) // 2, len(cells)]))
    x_bits = sum(1 << cell for cell in cells[:x_count])
    o_bits = sum(1 << cell for cell in cells[x_count:])
    return rules, x_bits, o_bits


@settings(max_examples=200, deadline=None)
@given(marks())
def test_bigger_boards_accept_exactly_what_a_game_reaches(case: tuple[Rules, int, int]) -> None:
    rules, x_bits, o_bits = case
    legal = reachable(rules, x_bits, o_bits)
    try:
        Board(rules, x_bits, o_bits)
    except PositionError:
        assert not legal
    else:
        assert legal


@settings(max_examples=200, deadline=None)
@given(x_bits=ANYTHING, o_bits=ANYTHING)
def test_anything_but_marks_is_refused_clearly(x_bits: object, o_bits: object) -> None:
    try:
        board = Board(Rules(), x_bits, o_bits)  # type: ignore[arg-type]
    except PositionError as error:
        assert str(error)
    else:
        assert isinstance(x_bits, int) and isinstance(o_bits, int)
        assert not isinstance(x_bits, bool) and not isinstance(o_bits, bool)
        assert reachable(Rules(), board.x_bits, board.o_bits)


@pytest.mark.parametrize("rules", [None, 3, "3 x 3", (3, 3, False)])
def test_a_board_needs_rules(rules: object) -> None:
    with pytest.raises(TypeError, match="a board is played under Rules"):
        Board(rules)  # type: ignore[arg-type]
