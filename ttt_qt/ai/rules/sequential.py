"""``sequential``: the first free cell in reading order (seed 001's "dumb computer")."""

from __future__ import annotations

from ttt_qt.engine import Board, Move

from ..base import Limit, require_playable


class SequentialStrategy:
    """Plays the first free cell, row by row from the top left."""

    name = "sequential"

    def __init__(self, seed: int | None = None) -> None:
        """``seed`` is accepted for a uniform interface and not used."""

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """The first legal move in row-major order."""
        return require_playable(board)[0]
