"""Where the window's game stands: one state at a time, instead of a flag for each.

The game model is in exactly one ``PlayState``: playing a live game, that game paused (two
computers' game, by the person), reviewing a game read-only, or shut down. They rule one
another out, so they are one value; facts that combine freely with them (whether the board
is over, whether the computer is thinking, how many questions of the window hold the
computers, whether the game came from a file) stay separate.
"""

from __future__ import annotations

from enum import Enum


class PlayState(Enum):
    """The game model's state; ``LIVE`` and ``WAITING`` group the states by what they allow."""

    PLAYING = "playing"
    """A live game: someone's turn, or over."""
    PAUSED = "paused"
    """A live game between two computers that the person paused."""
    REVIEWING = "reviewing"
    """A game shown read-only, stepped through."""
    SHUT_DOWN = "shut down"
    """The computer's thread is stopped; the model is inert."""


LIVE = frozenset({PlayState.PLAYING, PlayState.PAUSED})
"""The states of a live game: moves are played, taken back and replayed."""

WAITING = frozenset({PlayState.REVIEWING, PlayState.PAUSED})
"""The states in which no computer moves, and the evaluation overlay may show values."""
