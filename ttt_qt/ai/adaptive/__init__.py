"""``adaptive``: the "Match my level" opponent, whose strength follows the person's results.

``level`` holds the strength model (``level_from_results``: a staircase over the person's
results); ``player`` the player that mixes a strong player's moves with plausible mistakes
as its level says (imported by the registry when the first such player is created, since it
plays with the threat search). Pure Python; nothing here imports Qt.
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

__all__ = [
    "FIRST_STEP",
    "LEVEL_MAX",
    "LEVEL_MIN",
    "START_LEVEL",
    "STEP",
    "PersonResult",
    "level_from_results",
    "levels_from_results",
]
