"""``adaptive``: the "Match my level" opponent, whose strength follows the person's results.

``level`` holds the strength model (``level_from_results``: a staircase over the person's
results); ``player`` the player that mixes a strong player's moves with plausible mistakes
as its level says. Pure Python; nothing here imports Qt.
"""

from .level import (
    FIRST_STEP,
    LEVEL_MAX,
    LEVEL_MIN,
    START_LEVEL,
    STEP,
    PersonResult,
    level_from_results,
    levels_from_results,
)
from .player import AdaptiveStrategy, strong_share

__all__ = [
    "FIRST_STEP",
    "LEVEL_MAX",
    "LEVEL_MIN",
    "START_LEVEL",
    "STEP",
    "AdaptiveStrategy",
    "PersonResult",
    "level_from_results",
    "levels_from_results",
    "strong_share",
]
