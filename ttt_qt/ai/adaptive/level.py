"""The strength model of the "Match my level" opponent: its level from the person's results.

The level is a whole number from ``LEVEL_MIN`` (0: only plausible mistakes) to ``LEVEL_MAX``
(10: only the strong player's moves). It is derived afresh before each game from every result
the person has had against this opponent under the same rules, oldest first, by an up-down
staircase (the psychophysicists' "transformed up-down" method, Dixon & Mood 1948, Levitt
1971, in its simplest one-up one-down form):

- the person won: one step stronger; the person lost: one step weaker;
- a tie keeps the level: it says neither side is the stronger one;
- the first steps are ``FIRST_STEP`` levels long, so a new person reaches their level in a
  few games; from the first change of direction on, steps are ``STEP`` (one level) long;
- the level stays within its range (a person who wins at the top level keeps it there).

Why a staircase, and why it matches the person: the expected step at level L is
P(person wins at L) - P(person loses at L). It is positive while the opponent is too weak and
negative while it is too strong, so the level drifts to, then wanders around, the level where
the person wins as often as they lose, whatever the person's strength and however the
strength mix plays. With one-level steps the person's wins minus losses over any stretch of
games equal the level's rise over it, so they never differ by more than the range (10) plus
the games played at a bound: a person who keeps winning at the top, or losing at the bottom,
is beyond what the opponent can match, and the level says so by staying there.

An Elo-style estimate would fit the same data, but needs a model of how the win chance
depends on the level (unknown: it differs with the board and the person) and adapts slowly
once many games are in; the staircase needs no model, follows a person who improves at once,
and is a pure function of the recorded results, so the records alone say the level: clearing
the statistics starts again at ``START_LEVEL``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, get_args

PersonResult = Literal["won", "tied", "lost"]
"""One game's result for the person (the statistics' wording)."""

LEVEL_MIN = 0
LEVEL_MAX = 10
START_LEVEL = 5
"""The level of the first game: halfway, before anything is known of the person."""
FIRST_STEP = 2
"""Levels per step until the results first change direction (a win after losses or back)."""
STEP = 1
"""Levels per step afterwards."""

_RESULTS = frozenset(get_args(PersonResult))


def levels_from_results(results: Iterable[str]) -> list[int]:
    """The level before each game and after the last: ``len(results) + 1`` levels.

    Raises:
        ValueError: a result is not ``won``, ``tied`` or ``lost``.
    """
    level, step = START_LEVEL, FIRST_STEP
    last_won: bool | None = None
    levels = [level]
    for number, result in enumerate(results, start=1):
        if result not in _RESULTS:
            raise ValueError(f"result {number} must be won, tied or lost, not {result!r}")
        if result != "tied":
            won = result == "won"
            if last_won is not None and won != last_won:
                step = STEP
            last_won = won
            level = min(max(level + (step if won else -step), LEVEL_MIN), LEVEL_MAX)
        levels.append(level)
    return levels


def level_from_results(results: Iterable[str]) -> int:
    """The level for the next game after the person's ``results`` (oldest first).

    ``won`` makes the opponent stronger, ``lost`` weaker, ``tied`` keeps it; see the module
    docstring. ValueError for a result that is not one of those three.
    """
    return levels_from_results(results)[-1]
