"""The "Match my level" player: a strong player's moves mixed with plausible mistakes.

Before each move the player draws at random: with probability ``strong_share(level)`` it
plays what the strong player (``threats``: proven-perfect play on 3 x 3 and 4 x 4, threat
search for four and five in a row on big boards, ``perfect``'s search elsewhere) chooses;
otherwise a plausible mistake: a random free cell next to a stone already played, never one
that completes its own line in reverse rules while another cell is left. Level 0 plays only
such mistakes, level 10 only strong moves, and each level between adds a tenth of strong
moves, so a higher level is never weaker.
"""

from __future__ import annotations

from ttt_qt.engine import Board, Move

from ..base import Limit, make_rng, plays_legal, require_playable
from ..memory import SearchMemory
from ..rules.tactics import cells_of, empty_mask, reverse_safe, sides, to_move
from ..threats.player import DEFAULT_TIME_LIMIT, ThreatStrategy
from .level import LEVEL_MAX, LEVEL_MIN, START_LEVEL


def strong_share(level: float) -> float:
    """The share of the strong player's moves at ``level`` (0.0 at level 0, 1.0 at the top)."""
    return (level - LEVEL_MIN) / (LEVEL_MAX - LEVEL_MIN)


class AdaptiveStrategy:
    """Plays at a level from 0 (plausible mistakes only) to 10 (the strong player only).

    Attributes:
        level: the level it plays at.
        time_limit: the strong player's seconds per move.
    """

    name = "adaptive"

    @property
    def memory(self) -> SearchMemory:
        """What the strong player's searches remember; set it to share another player's."""
        return self._strong.memory

    @memory.setter
    def memory(self, memory: SearchMemory) -> None:
        self._strong.memory = memory

    def __init__(
        self,
        seed: int | None = None,
        level: float = START_LEVEL,
        time_limit: float = DEFAULT_TIME_LIMIT,
        memory: SearchMemory | None = None,
    ) -> None:
        """Play at ``level``; ``seed`` makes the draws and the strong player's choices repeat.

        The strong player searches with ``memory`` (another player's, to share it), or with a
        memory of its own.
        """
        if isinstance(level, bool) or not LEVEL_MIN <= level <= LEVEL_MAX:
            raise ValueError(f"level must be from {LEVEL_MIN} to {LEVEL_MAX}, not {level!r}")
        self.level = float(level)
        self.time_limit = float(time_limit)
        self._rng = make_rng(seed)
        self._strong = ThreatStrategy(seed=seed, time_limit=time_limit, memory=memory)

    @plays_legal
    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """The strong player's move or a plausible mistake, as the level's draw says.

        ``limit`` goes to the strong player (its time replaces ``time_limit``).
        """
        require_playable(board)
        if self._rng.random() < strong_share(self.level):
            return self._strong.choose(board, limit)
        return self.mistake(board)

    def mistake(self, board: Board) -> Move:
        """A random free cell next to a stone (any free cell on an empty board)."""
        size = board.rules.size
        empty = empty_mask(board)
        near = _neighbours(board.x_bits | board.o_bits, size) & empty
        choices = near or empty
        if board.rules.reverse:
            mine, theirs = sides(board)
            safe = reverse_safe(mine, theirs, empty, board.rules.geometry)
            choices = (choices & safe) or safe or choices
        return to_move(self._rng.choice(cells_of(choices)), size)


def _neighbours(stones: int, size: int) -> int:
    """The cells next to a stone of ``stones`` (the eight directions), on a ``size`` board."""
    found = 0
    for cell in cells_of(stones):
        row, col = divmod(cell, size)
        for near_row in range(max(row - 1, 0), min(row + 2, size)):
            for near_col in range(max(col - 1, 0), min(col + 2, size)):
                found |= 1 << (near_row * size + near_col)
    return found
