"""``random``: a uniformly random free cell (seed 000's AI, seed 001's random computer)."""

from __future__ import annotations

from ttt_qt.engine import Board, Move

from ..base import Limit, make_rng, require_playable


class RandomStrategy:
    """Plays a free cell chosen uniformly at random; reproducible for a given seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        """Use a private generator seeded with ``seed``."""
        self._rng = make_rng(seed)

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """A uniformly random legal move."""
        return self._rng.choice(require_playable(board))
