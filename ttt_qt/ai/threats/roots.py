"""Which cells the threat player's final search looks at, and which final search it is.

When no threat stage has narrowed the moves, ``root_moves`` picks the cells worth searching;
``uses_pattern_search`` tells whether the search is the ``PatternSearch`` (15 x 15 and up,
freestyle, five in a row) or ``perfect``'s. The analysis and the coach ask the same questions
of the positions they explain.
"""

from __future__ import annotations

from ttt_qt.engine import Rules

from .pattern_search import by_promise
from .patterns import SURE_WIN_SCORE
from .position import Position

PATTERN_SEARCH_MIN_SIZE = 15
"""Boards from this size on (freestyle, five in a row) end with the ``PatternSearch``
instead of ``perfect``'s search, and leave out the set-up stages (5 and 6), whose time it
uses. Against Rapfi on 15 x 15, 20 games a budget: 12-8, 13-7, 11-9 and 7-13 at 2,000,
3,000, 4,000 and 6,000 nodes a move and 2-18 at 50 ms, where the code before scored 11-9,
7-13, 6-14, 2-17-1 and 1-19 (benchmarks/bench_rapfi.md). Smaller boards and the other rules
keep the stages and ``perfect``'s search (not measured)."""
ROOT_WIDTH = 12
"""Quiet cells the final search looks at when no threat stage has narrowed the moves."""


def uses_pattern_search(rules: Rules) -> bool:
    """True when the player ends with the ``PatternSearch`` under ``rules`` (``player``, step 7)."""
    return (
        rules.is_freestyle
        and rules.win_length == 5
        and rules.size >= PATTERN_SEARCH_MIN_SIZE
        and not rules.reverse
    )


def root_moves(position: Position, patterned: bool = False) -> list[int]:
    """The cells worth searching for the side to move when no threat stage narrowed them.

    The block of the opponent's five; when the opponent can make an open four, the cells
    that answer it (its fours and open fours, our fours); otherwise the ``ROOT_WIDTH`` best
    cells. Best first, for both sides: by their worth, or, when the ``PatternSearch``
    searches them (``patterned``), by its ``by_promise``.
    """
    me, opponent = position.to_move, 3 - position.to_move
    threats = position.fives(opponent)
    if threats:
        return threats[:1]
    if patterned:
        ranked = by_promise(position, sorted(position.candidates))
    else:
        ranked = position.best_cells()
    theirs = position.worth[opponent]
    if not any(theirs[cell] >= SURE_WIN_SCORE for cell in ranked):
        return ranked[:ROOT_WIDTH]
    answers = {*position.fours(opponent), *position.fours(me)}
    answers |= {cell for cell in ranked if theirs[cell] >= SURE_WIN_SCORE}
    return [cell for cell in ranked if cell in answers]
