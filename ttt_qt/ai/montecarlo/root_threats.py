"""What ``mcts`` learns from the threat player before it searches (normal rules, k >= 4).

Random playouts see a four coming but not a win by continuous fours a few moves deep, nor an
open three that must be answered now. So, before its tree search, ``mcts`` asks the threat
player's tools (``ttt_qt.ai.threats``) about the root position, within a small share of its
budget:

- a win by continuous fours (VCF) for the side to move: play its first move;
- the opponent's VCF (an open three or a four that leads to one): search only the moves
  that stop it, when some do;
- every candidate cell's worth for both sides (fours, open threes and the like, from the
  line patterns): a prior that orders and biases the root's moves.

Everything here speaks of plain cell indices (``row * size + col``).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field

from ttt_qt.engine import Board

from ..threats.clock import Clock, OutOfTime
from ..threats.position import Position
from ..threats.threat_space import ThreatSearch

MIN_WIN_LENGTH = 4
"""Shorter lines (3 in a row) have no threats worth the time."""
VCF_DEPTH = 8
"""Fours in a row looked for, for either side."""


@dataclass(frozen=True, slots=True)
class RootAdvice:
    """The threat player's view of the root position.

    Attributes:
        win: the first move of a win by continuous fours, or None.
        allowed: the moves that stop the opponent's win by continuous fours; empty when it
            has none, or when nothing stops it.
        prior: candidate cells' worth for both sides, scaled to 0..1 (logarithmically).
    """

    win: int | None = None
    allowed: frozenset[int] = frozenset()
    prior: dict[int, float] = field(default_factory=dict)


def applies(board: Board) -> bool:
    """True when threats decide games under these rules (normal rules, 4 or more in a row)."""
    return not board.rules.reverse and board.rules.win_length >= MIN_WIN_LENGTH


def advise(board: Board, seconds: float, cancel: threading.Event | None = None) -> RootAdvice:
    """The advice for ``board`` (not over, ``applies``), found within about ``seconds``.

    Whatever the time allowed is returned: a search cut short says nothing.
    """
    clock = Clock(seconds, cancel)
    position = Position(board, clock.tick)
    size = board.rules.size
    prior = _prior(position)
    search = ThreatSearch(position)
    clock.stage(0.4)
    try:
        line = search.vcf(VCF_DEPTH)
    except OutOfTime:
        return RootAdvice(prior=_plain(prior, position, size))
    if line:
        return RootAdvice(win=_plain_cell(position, line[0], size))
    clock.stage(1.0)
    stops = _stops(position, search)
    allowed = frozenset(_plain_cell(position, cell, size) for cell in stops)
    return RootAdvice(allowed=allowed, prior=_plain(prior, position, size))


def _stops(position: Position, search: ThreatSearch) -> list[int]:
    """The moves after which the opponent has no VCF (none needed when it has none).

    When the time runs out while the defences are checked, those not yet checked are kept.
    """
    try:
        position.pass_turn()
        line = search.vcf(VCF_DEPTH)
        position.pass_turn()
    except OutOfTime:
        return []
    if not line:
        return []
    stops: list[int] = []
    defences = search.defences(line)
    for checked, cell in enumerate(defences):
        try:
            position.play(cell)
            if not search.vcf(VCF_DEPTH):
                stops.append(cell)
            position.undo(cell)
        except OutOfTime:
            return stops + defences[checked:]
    return stops


def _prior(position: Position) -> dict[int, float]:
    """Every candidate cell's worth to both sides, on a log scale from 0 to 1."""
    me = position.to_move
    mine, theirs = position.worth[me], position.worth[3 - me]
    cells = position.candidates or set(position.empty_cells())
    logs = {cell: math.log1p(mine[cell] + theirs[cell]) for cell in cells}
    top = max(logs.values(), default=0.0) or 1.0
    return {cell: value / top for cell, value in logs.items()}


def _plain(prior: dict[int, float], position: Position, size: int) -> dict[int, float]:
    """``prior`` keyed by plain cell indices."""
    return {_plain_cell(position, cell, size): value for cell, value in prior.items()}


def _plain_cell(position: Position, cell: int, size: int) -> int:
    row, col = position.move(cell)
    return row * size + col
