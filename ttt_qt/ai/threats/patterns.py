"""Line patterns: what one stone makes along one line, and what a cell is worth to a player.

A *window* is the ``2k - 1`` cells of one line centred on a cell, read for one player: each
cell is empty, the player's own stone, or blocked (the opponent's stone or off the board).
Putting the player's stone in the centre makes one of the shapes below, the strongest that
any ``k``-cell segment through the centre allows. The shapes are found by trying the moves
that follow (a three is what one more stone turns into a four), so broken shapes such as
``XX.X`` count like solid ones, for any ``k``. Results are cached by window.
"""

from __future__ import annotations

from functools import cache

EMPTY, OWN, BLOCKED = 0, 1, 2
"""What a window cell holds, seen from the player whose shape is read."""

DEAD, ONE, TWO, THREE, OPEN_THREE, FOUR, OPEN_FOUR, FIVE = range(8)
"""Shapes, weakest first: ``FIVE`` completes the line (k in a row, whatever k is);
``OPEN_FOUR`` leaves two cells that complete it (the opponent cannot block both);
``FOUR`` leaves one; ``OPEN_THREE`` is one move from an open four; ``THREE`` one move from a
four; ``TWO`` one move from an open three; ``ONE`` has room for a line; ``DEAD`` has none."""

SHAPE_WEIGHTS = (0, 1, 12, 40, 450, 500, 1_000_000, 10_000_000)
"""What each shape adds to a cell's worth."""

WIN_SCORE = 10_000_000
"""A cell worth this much completes a line."""
SURE_WIN_SCORE = 1_000_000
"""A cell worth this much makes an open four or two fours: it wins unless the opponent
already threatens to complete a line."""
FOUR_THREE_SCORE = 100_000
DOUBLE_THREE_SCORE = 50_000


@cache
def shape_table(win_length: int) -> dict[int, int]:
    """An (initially empty) cache of window key -> shape for lines of ``win_length``."""
    return {}


def window_key(cells: tuple[int, ...]) -> int:
    """The key of a window's ``2k - 2`` side cells (the centre left out), in base 3."""
    key = 0
    for value in cells:
        key = key * 3 + value
    return key


def shape_of(win_length: int, key: int) -> int:
    """The shape the player makes by playing the centre of the window with this key."""
    table = shape_table(win_length)
    shape = table.get(key)
    if shape is None:
        shape = _classify(win_length, _cells_of(win_length, key))
        table[key] = shape
    return shape


def _cells_of(win_length: int, key: int) -> list[int]:
    """The full window (centre included, as an own stone) of ``key``."""
    side = 2 * win_length - 2
    values = []
    for _ in range(side):
        key, value = divmod(key, 3)
        values.append(value)
    values.reverse()
    half = win_length - 1
    return [*values[:half], OWN, *values[half:]]


def _completions(win_length: int, cells: list[int]) -> set[int]:
    """The empty cells that complete a ``k``-segment through the centre; -1 if one is full."""
    found: set[int] = set()
    for start in range(win_length):
        segment = cells[start : start + win_length]
        if BLOCKED in segment:
            continue
        empties = [start + i for i, value in enumerate(segment) if value == EMPTY]
        if not empties:
            return {-1}
        if len(empties) == 1:
            found.add(empties[0])
    return found


def _four_level(win_length: int, cells: list[int]) -> int:
    """FIVE, OPEN_FOUR, FOUR or DEAD for the window as it stands."""
    completions = _completions(win_length, cells)
    if -1 in completions:
        return FIVE
    if len(completions) >= 2:
        return OPEN_FOUR
    return FOUR if completions else DEAD


def _classify(win_length: int, cells: list[int]) -> int:
    level = _four_level(win_length, cells)
    if level != DEAD:
        return level
    segments = [
        cells[start : start + win_length]
        for start in range(win_length)
        if BLOCKED not in cells[start : start + win_length]
    ]
    if not segments:
        return DEAD
    best = ONE
    for index, value in enumerate(cells):
        if value != EMPTY:
            continue
        cells[index] = OWN
        after = _four_level(win_length, cells)
        if after == OPEN_FOUR:
            best = OPEN_THREE
        elif after == FOUR and best < THREE:
            best = THREE
        elif best < TWO and _makes_open_three(win_length, cells):
            best = TWO
        cells[index] = EMPTY
        if best == OPEN_THREE:
            break
    return best


def _makes_open_three(win_length: int, cells: list[int]) -> bool:
    """True when one more own stone in the window makes an open four."""
    for index, value in enumerate(cells):
        if value != EMPTY:
            continue
        cells[index] = OWN
        level = _four_level(win_length, cells)
        cells[index] = EMPTY
        if level == OPEN_FOUR:
            return True
    return False


@cache
def combine_table() -> tuple[int, ...]:
    """A cell's worth from its four shapes (one per direction), indexed by ``s0 << 9 | ...``."""
    table = []
    for code in range(8**4):
        shapes = [(code >> shift) & 7 for shift in (9, 6, 3, 0)]
        table.append(_combine(shapes))
    return tuple(table)


@cache
def top_table() -> tuple[int, ...]:
    """The strongest of a cell's four shapes, indexed like ``combine_table``."""
    return tuple(max((code >> shift) & 7 for shift in (9, 6, 3, 0)) for code in range(8**4))


def _combine(shapes: list[int]) -> int:
    if FIVE in shapes:
        return WIN_SCORE
    fours = sum(shape >= FOUR for shape in shapes)
    if OPEN_FOUR in shapes or fours >= 2:
        return SURE_WIN_SCORE
    threes = shapes.count(OPEN_THREE)
    if fours and threes:
        return FOUR_THREE_SCORE
    if threes >= 2:
        return DOUBLE_THREE_SCORE
    return sum(SHAPE_WEIGHTS[shape] for shape in shapes)
