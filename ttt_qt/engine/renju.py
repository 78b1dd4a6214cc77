"""Renju's forbidden moves: the moves X (black, who moves first) may not play.

By the rules of the Renju International Federation (RIF):

- a *five* is exactly five in a row; an *overline* six or more;
- a *four* is a line of four stones that one more stone makes a five; a *straight four* is
  one that two cells make a five (``.xxxx.``);
- a *three* is a line of three stones that one more stone makes a straight four, and only
  when that stone may itself be played: a three whose straight fours all need a forbidden
  cell is no three (the check is recursive);
- black may not make a *double three* (two threes at once), a *double four* (two fours at
  once, also in one line: ``x.xxx.x``) or an *overline*. A move that makes a five wins,
  whatever else it makes.

A line is looked at as the eleven cells centred on the move (``RADIUS`` each side), with the
board's edge and O's stones as walls: enough to see every five, four and three through it.
"""

from __future__ import annotations

from typing import Literal

from .gomoku import FIVE, rays

ForbiddenReason = Literal["double three", "double four", "overline"]
"""Why a move is forbidden to X under Renju."""

RADIUS = 5
"""Cells looked at on each side of a move."""

Line = tuple[list[int], list[int]]
"""A line's cell states (empty, black, wall) and its cell indices (-1 off the board or the
move itself), the move in the middle."""


_EMPTY, _BLACK, _WALL = 0, 1, 2
_CENTRE = RADIUS


def forbidden_reason(black: int, white: int, size: int, cell: int) -> ForbiddenReason | None:
    """Why black may not play the empty ``cell`` (index ``row * size + col``), or None.

    ``black`` and ``white`` are the bit masks of X's and O's stones.
    """
    if not _may_be_forbidden(black, size, cell):
        return None
    return _reason(black, white, size, cell)


def forbidden_mask(black: int, white: int, size: int) -> int:
    """The mask of every empty cell forbidden to black."""
    occupied = black | white
    found = 0
    for cell in range(size * size):
        if not occupied >> cell & 1 and forbidden_reason(black, white, size, cell):
            found |= 1 << cell
    return found


def _may_be_forbidden(black: int, size: int, cell: int) -> bool:
    """False when too few black stones lie near ``cell`` for any forbidden pattern.

    A three or a four through the move needs two black stones within four cells of it in its
    line; a double pattern needs two such lines, or four stones in one (``x.xxx.x`` or an
    overline ``xxxxx`` beside it).
    """
    lines = 0
    for mask in _near(size)[cell]:
        count = (black & mask).bit_count()
        if count >= 4:
            return True
        if count >= 2:
            lines += 1
    return lines >= 2


_NEAR: dict[int, tuple[tuple[int, ...], ...]] = {}


def _near(size: int) -> tuple[tuple[int, ...], ...]:
    """Per cell, per direction: the mask of the cells within four of it along the line."""
    table = _NEAR.get(size)
    if table is None:
        table = tuple(
            tuple(
                sum(1 << other for other in back[: FIVE - 1] + ahead[: FIVE - 1])
                for back, ahead in per_cell
            )
            for per_cell in rays(size)
        )
        _NEAR[size] = table
    return table


def _reason(black: int, white: int, size: int, cell: int) -> ForbiddenReason | None:
    """The full check of ``cell``, once the quick one could not rule it out."""
    black |= 1 << cell
    lines = [_line(black, white, back, ahead) for back, ahead in rays(size)[cell]]
    if any(_run(values, _CENTRE) == FIVE for values, _ in lines):
        return None
    if any(_run(values, _CENTRE) > FIVE for values, _ in lines):
        return "overline"
    fours = [_fours(values) for values, _ in lines]
    if sum(fours) >= 2:
        return "double four"
    # A three needs two more of X's stones near the move in its line (see _may_be_forbidden).
    near = _near(size)[cell]
    maybe = [
        line
        for line, four, mask in zip(lines, fours, near, strict=True)
        if not four and (black & mask).bit_count() >= 2
    ]
    threes = 0
    for checked, (values, cells) in enumerate(maybe, start=1):
        if _is_three(values, cells, black, white, size):
            threes += 1
            if threes == 2:
                return "double three"
        if threes + len(maybe) - checked < 2:
            return None
    return None


def _line(black: int, white: int, back: tuple[int, ...], ahead: tuple[int, ...]) -> Line:
    """The eleven cells of a line centred on the move: their states and indices (-1: off)."""
    cells = [*_padded(back)[::-1], -2, *_padded(ahead)]
    values = []
    for cell in cells:
        if cell == -2:
            values.append(_BLACK)
        elif cell < 0 or white >> cell & 1:
            values.append(_WALL)
        else:
            values.append(_BLACK if black >> cell & 1 else _EMPTY)
    cells[_CENTRE] = -1
    return values, cells


def _padded(side: tuple[int, ...]) -> list[int]:
    """``RADIUS`` cells along one side, -1 past the edge."""
    return [*side[:RADIUS], *[-1] * (RADIUS - len(side[:RADIUS]))]


def _run(values: list[int], at: int) -> int:
    """The length of the run of black stones through position ``at`` (black there)."""
    left = at
    while left > 0 and values[left - 1] == _BLACK:
        left -= 1
    right = at
    while right < len(values) - 1 and values[right + 1] == _BLACK:
        right += 1
    return right - left + 1


def _fives_with_centre(values: list[int]) -> list[int]:
    """The empty positions where one more black stone makes exactly five through the centre."""
    found = []
    for at in range(_CENTRE - FIVE + 1, _CENTRE + FIVE):
        if values[at] != _EMPTY:
            continue
        values[at] = _BLACK
        if _run(values, at) == FIVE and _run_holds(values, at, _CENTRE):
            found.append(at)
        values[at] = _EMPTY
    return found


def _run_holds(values: list[int], at: int, other: int) -> bool:
    """True when the black run through ``at`` reaches position ``other``."""
    low, high = min(at, other), max(at, other)
    return all(values[position] == _BLACK for position in range(low, high + 1))


def _fours(values: list[int]) -> int:
    """The fours through the centre in one line: 0, 1 (a straight four counts once) or 2."""
    fives = _fives_with_centre(values)
    if len(fives) == 2 and fives[1] - fives[0] == FIVE:
        return 1
    return len(fives)


def _is_straight_four(values: list[int]) -> bool:
    """True when two cells, five apart, each make exactly five through the centre."""
    fives = _fives_with_centre(values)
    return len(fives) == 2 and fives[1] - fives[0] == FIVE


def _is_three(values: list[int], cells: list[int], black: int, white: int, size: int) -> bool:
    """True when one more black stone, on a cell black may play, makes a straight four here."""
    for at in range(_CENTRE - FIVE + 1, _CENTRE + FIVE):
        if values[at] != _EMPTY:
            continue
        values[at] = _BLACK
        straight = _is_straight_four(values)
        values[at] = _EMPTY
        if straight and forbidden_reason(black, white, size, cells[at]) is None:
            return True
    return False
