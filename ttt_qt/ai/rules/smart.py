"""``smart``: seed 001's "smart computer" — win, block, centre, a random corner, a random side.

On 3 x 3 in normal rules the rule order is exactly the seed's. On larger boards the same
spirit holds: win, block, then a cell with the most lines still open to it (random tie-break).
In reverse rules, where completing a line loses, the rules turn around: never complete an own
line while another move exists, take a move that leaves the opponent nothing but losing moves,
leave the opponent's losing cells to the opponent, then prefer quiet cells.
"""

from __future__ import annotations

from ttt_qt.engine import Board, Move

from ..base import Limit, make_rng, plays_legal, require_playable
from .tactics import (
    empty_mask,
    open_line_counts,
    pick,
    reverse_forcing,
    reverse_safe,
    sides,
)

CENTRE_3 = 1 << 4
CORNERS_3 = 1 << 0 | 1 << 2 | 1 << 6 | 1 << 8
SIDES_3 = 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7


class SmartStrategy:
    """Seed 001's smart computer, generalised to every board and to reverse rules."""

    name = "smart"

    def __init__(self, seed: int | None = None) -> None:
        """Use a private generator seeded with ``seed`` for the random choices."""
        self._rng = make_rng(seed)

    @plays_legal
    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """The first rule that applies gives the move (the rules take well under 50 ms)."""
        require_playable(board)
        if board.rules.reverse:
            return self._choose_reverse(board)
        return self._choose_normal(board)

    def _choose_normal(self, board: Board) -> Move:
        geometry = board.rules.geometry
        size = board.rules.size
        mine, theirs = sides(board)
        empty = empty_mask(board)
        for mask in (
            geometry.completing_cells(mine, theirs) & empty,  # win
            geometry.completing_cells(theirs, mine) & empty,  # block
        ):
            if mask:
                return pick(self._rng, mask, size)
        if size == 3:
            return self._by_classic_order(empty)
        counts = open_line_counts(mine, theirs, empty, geometry)
        return self._pick_extreme(counts, size, most=True)

    def _choose_reverse(self, board: Board) -> Move:
        geometry = board.rules.geometry
        size = board.rules.size
        mine, theirs = sides(board)
        empty = empty_mask(board)
        safe = reverse_safe(mine, theirs, empty, geometry)
        if not safe:
            return pick(self._rng, empty, size)  # every move completes a line: a forced loss
        forcing = reverse_forcing(mine, theirs, empty, geometry)
        if forcing:
            return pick(self._rng, forcing, size)
        # The opponent's poison cells are worth more left empty: only the opponent can lose there.
        candidates = safe & ~geometry.completing_cells(theirs, mine) or safe
        if size == 3:
            return self._by_classic_order(candidates)
        counts = open_line_counts(mine, theirs, candidates, geometry)
        return self._pick_extreme(counts, size, most=False)

    def _by_classic_order(self, cells: int) -> Move:
        """A random cell of a non-empty 3 x 3 mask: the centre, else a corner, else a side."""
        return pick(self._rng, cells & CENTRE_3 or cells & CORNERS_3 or cells & SIDES_3, 3)

    def _pick_extreme(self, counts: dict[int, int], size: int, *, most: bool) -> Move:
        target = max(counts.values()) if most else min(counts.values())
        cells = [cell for cell, count in counts.items() if count == target]
        return divmod(self._rng.choice(cells), size)
