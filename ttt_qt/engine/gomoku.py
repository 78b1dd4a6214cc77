"""Who wins with which line under the gomoku rules other than freestyle (standard, Renju, Caro).

The board finds a complete window of five with its line masks (as under freestyle); only
then does it ask here whether the run through the last move wins under the rule in force:
the common move pays nothing for the rule. Runs are walked along ``rays``: for each cell and
direction, the cells behind and ahead of it up to the board's edge, nearest first.
"""

from __future__ import annotations

from functools import cache

from .rules import GomokuRule
from .types import Mark

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))
"""Along a row, a column, the diagonal and the anti-diagonal."""

FIVE = 5

Ray = tuple[int, ...]
"""Cell indices along one direction from a cell (not included), nearest first."""


@cache
def rays(size: int) -> tuple[tuple[tuple[Ray, Ray], ...], ...]:
    """For each cell index of a ``size`` board, per direction: the cells behind and ahead."""
    table = []
    for row in range(size):
        for col in range(size):
            per_direction = []
            for d_row, d_col in DIRECTIONS:
                sides = []
                for sign in (-1, 1):
                    cells = []
                    r, c = row + sign * d_row, col + sign * d_col
                    while 0 <= r < size and 0 <= c < size:
                        cells.append(r * size + c)
                        r, c = r + sign * d_row, c + sign * d_col
                    sides.append(tuple(cells))
                per_direction.append((sides[0], sides[1]))
            table.append(tuple(per_direction))
    return tuple(table)


def run_along(mine: int, back: Ray, ahead: Ray) -> tuple[int, int]:
    """How many of ``mine``'s cells follow a cell without a gap, behind it and ahead of it."""
    behind = 0
    for cell in back:
        if not mine >> cell & 1:
            break
        behind += 1
    before = 0
    for cell in ahead:
        if not mine >> cell & 1:
            break
        before += 1
    return behind, before


def wins(rule: GomokuRule, mark: Mark, mine: int, theirs: int, *, size: int, cell: int) -> int:
    """The mask of the run through ``cell`` that wins for ``mark`` under ``rule``, or 0.

    ``mine`` holds ``cell``. Standard: exactly five; Renju: exactly five for X, five or more
    for O; Caro: five or more not blocked at both ends by ``theirs`` (the board's edge does
    not block); freestyle: five or more.
    """
    for back, ahead in rays(size)[cell]:
        behind, before = run_along(mine, back, ahead)
        length = behind + 1 + before
        if length < FIVE or not _counts(rule, mark, length):
            continue
        if rule == "caro" and _blocked(theirs, back, behind) and _blocked(theirs, ahead, before):
            continue
        mask = 1 << cell
        for run_cell in back[:behind] + ahead[:before]:
            mask |= 1 << run_cell
        return mask
    return 0


def _counts(rule: GomokuRule, mark: Mark, length: int) -> bool:
    """True when a run of ``length`` (five or more) wins for ``mark`` under ``rule``."""
    if rule == "standard" or (rule == "renju" and mark == "X"):
        return length == FIVE
    return True


def _blocked(theirs: int, side: Ray, run: int) -> bool:
    """True when the opponent's stone stands right after the ``run`` cells along ``side``."""
    return len(side) > run and bool(theirs >> side[run] & 1)


def winning_runs(rule: GomokuRule, mark: Mark, mine: int, theirs: int, size: int) -> list[int]:
    """Every run of ``mine`` that wins under ``rule``, each once (for checking a position)."""
    found: list[int] = []
    seen = 0
    for cell in range(size * size):
        if mine >> cell & 1 and not seen >> cell & 1:
            run = wins(rule, mark, mine, theirs, size=size, cell=cell)
            if run:
                found.append(run)
                seen |= run
    return found
