"""What ``mcts`` learns from the threat player before it searches (normal rules, k >= 4).

Random playouts see a four coming but not a win by continuous fours a few moves deep, nor an
open three that must be answered now. So, before its tree search, ``mcts`` asks the threat
player's tools (``ttt_qt.ai.threats``) about the root position, within a small share of its
budget:

- a win by continuous fours (VCF) for the side to move: play its first move;
- the opponent's VCF (an open three or a four that leads to one): search only the moves
  that stop it, when some do;
- else the same for a short win by threes and fours (VCT, two attacker moves): ours is
  played, the opponent's stopped;
- every candidate cell's worth for both sides (fours, open threes and the like, from the
  line patterns): a prior that orders and biases the root's moves.

Everything here speaks of plain cell indices (``row * size + col``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from ttt_qt.engine import Board

from ..base import Limit, Poller, SearchStopped
from ..threats.position import CHECK_EVERY, Position
from ..threats.threat_space import ThreatSearch


@dataclass(frozen=True, slots=True)
class RootAdvice:
    """The threat player's view of the root position.

    Attributes:
        win: the first move of a win by continuous fours or by threats, or None.
        allowed: the moves that stop the opponent's win by continuous fours (or, when it has
            none, by threats); empty when it has none, or when nothing stops it.
        prior: candidate cells' worth for both sides, scaled to 0..1 (logarithmically).
    """

    win: int | None = None
    allowed: frozenset[int] = frozenset()
    prior: dict[int, float] = field(default_factory=dict)


MIN_WIN_LENGTH = 4
"""Shorter lines (3 in a row) have no threats worth the time."""
VCF_DEPTH = 8
"""Fours in a row looked for, for either side."""
VCT_DEPTH = 2
"""Attacker moves (threes or fours) of a win by threats looked for, for either side."""
VCT_VCF_DEPTH = 4
"""Fours in a row that may end such a win."""


Attack = Callable[[ThreatSearch], "list[int] | None"]


def applies(board: Board) -> bool:
    """True when threats decide games under these rules (normal rules, 4 or more in a row)."""
    return not board.rules.reverse and board.rules.win_length >= MIN_WIN_LENGTH


def advise(board: Board, limit: Limit) -> RootAdvice:
    """The advice for ``board`` (not over, ``applies``), found within about ``limit.time``.

    In turn, each with a share of the time left: our VCF, the opponent's VCF, our win by
    threats, the opponent's. A search cut short by the limit says nothing.
    """
    poll = Poller(limit.started(), CHECK_EVERY)
    size = board.rules.size
    position = Position(board, poll)
    prior = {_plain_cell(position, cell, size): value for cell, value in _prior(position).items()}
    vcf: Attack = partial(ThreatSearch.vcf, depth=VCF_DEPTH)
    vct: Attack = partial(ThreatSearch.vct, depth=VCT_DEPTH, vcf_depth=VCT_VCF_DEPTH)
    for attack, share in ((vcf, 0.25), (vct, 0.3)):
        poll.stage(share)
        line = _attempt(ThreatSearch(Position(board, poll)), attack)
        if line:
            return RootAdvice(win=_plain_cell(position, line[0], size))
        poll.stage(0.4 if attack is vcf else 1.0)
        attacked, stops = _stops(Position(board, poll), attack)
        if attacked:
            allowed = frozenset(_plain_cell(position, cell, size) for cell in stops)
            return RootAdvice(allowed=allowed, prior=prior)
    return RootAdvice(prior=prior)


def _attempt(search: ThreatSearch, attack: Attack) -> list[int] | None:
    """The line ``attack`` finds, or None (also when the limit stops it)."""
    try:
        return attack(search)
    except SearchStopped:
        return None


def _stops(position: Position, attack: Attack) -> tuple[bool, list[int]]:
    """Whether the opponent (not to move) wins by ``attack``, and the moves that stop it.

    When the time runs out while the defences are checked, those not yet checked are kept;
    when it runs out before the attack is found, the opponent is taken to have none.
    """
    search = ThreatSearch(position)
    position.pass_turn()
    line = _attempt(search, attack)
    if not line:
        return False, []
    position.pass_turn()
    stops, unchecked = search.stops_among(search.defences(line), attack)
    return True, stops + (unchecked or [])


def _prior(position: Position) -> dict[int, float]:
    """Every candidate cell's worth to both sides, on a log scale from 0 to 1."""
    me = position.to_move
    mine, theirs = position.worth[me], position.worth[3 - me]
    cells = position.candidates or set(position.empty_cells())
    logs = {cell: math.log1p(mine[cell] + theirs[cell]) for cell in cells}
    top = max(logs.values(), default=0.0) or 1.0
    return {cell: value / top for cell, value in logs.items()}


def _plain_cell(position: Position, cell: int, size: int) -> int:
    """The plain index (``row * size + col``) of a padded cell of ``position``."""
    row, col = position.move(cell)
    return row * size + col
