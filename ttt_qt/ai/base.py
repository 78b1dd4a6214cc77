"""The protocol every computer player follows, and the pieces they share."""

from __future__ import annotations

import random
import threading
from typing import Protocol, runtime_checkable

from ttt_qt.engine import Board, Move


@runtime_checkable
class Strategy(Protocol):
    """A computer player.

    ``choose`` returns a legal move for the side to move on a board that is not over.
    It checks ``cancel`` often (at least every ~50 ms); once it is set, it returns promptly
    with the best move found so far, which is still a legal move.
    """

    name: str

    def choose(self, board: Board, cancel: threading.Event | None = None) -> Move:
        """Pick a move for ``board.to_move``."""
        ...


def require_playable(board: Board) -> list[Move]:
    """The legal moves of ``board``; ValueError when the game is already over."""
    moves = board.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return moves


def make_rng(seed: int | None) -> random.Random:
    """A private random generator, reproducible for a given seed."""
    return random.Random(seed)
