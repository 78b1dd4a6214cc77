"""The levels people pick, Beginner to Expert (and Unbeatable), from the measured ladder.

People choose how hard a game they want, not an algorithm. On given rules the registered
players are ranked by their measured strength (``strength``: Elo ratings from round robins,
and the players an adversary never beat), and the ranks are named:

- **Unbeatable**: only where a player's search proves every move (``strength.proves``: 3 x 3,
  4 x 4 and the rules with an opening book). The players that play as it does join it: the
  threat player where it hands every move to ``perfect``, and the players that were never
  beaten on that board.
- **Beginner, Easy, Medium, Hard, Expert**: the others, weakest first. Players whose ratings
  lie less than ``SAME_STRENGTH`` apart (one after another, weakest to strongest) play the
  same as far as the ladder can tell, and make one level; while there are more levels than
  names, the two closest levels become one. A level's name follows its stars (the rating's
  band), moved up or down just enough that every level gets its own name in order.

Each level is played by one strategy (the strongest of its players, the later in the
registry's order on a tie); the others of the level play at it too. A player without
measurements (or that adapts to the person, such as "Match my level") has no level.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from itertools import pairwise

from ttt_qt.engine import Rules

from .registry import fixed_strength_names, names
from .strength import MAX_STARS, STAR_FLOORS, measured_for, proves
from .threats.scope import plays_as_perfect

SAME_STRENGTH = 100
"""Ratings closer than this are one level. Each rating comes from 28 games (4 a pair among
eight players), a standard error of about 65 Elo: two players 100 apart are not told apart."""


class Level(IntEnum):
    """A level of play, easiest first; its value orders the levels."""

    BEGINNER = 1
    EASY = 2
    MEDIUM = 3
    HARD = 4
    EXPERT = 5
    UNBEATABLE = 6

    @property
    def label(self) -> str:
        """The level's name for people, in English (the app translates it)."""
        return LEVEL_LABELS[self]


LEVEL_LABELS = {
    Level.BEGINNER: "Beginner",
    Level.EASY: "Easy",
    Level.MEDIUM: "Medium",
    Level.HARD: "Hard",
    Level.EXPERT: "Expert",
    Level.UNBEATABLE: "Unbeatable",
}
"""Every level's name, as people see it (before translation)."""


@dataclass(frozen=True, slots=True)
class Rung:
    """One level on given rules and the strategies that play at it.

    Attributes:
        level: its name.
        strategy: the strategy that plays it when a person picks the level.
        members: every strategy that plays at this level (``strategy`` among them).
    """

    level: Level
    strategy: str
    members: tuple[str, ...]


def alias_of(name: str, rules: Rules) -> str:
    """The strategy ``name`` plays as under ``rules``: itself, or the one it hands every move.

    The threat player hands every move to ``perfect`` on small boards and in reverse rules.
    """
    if name == "threats" and "perfect" in names() and plays_as_perfect(rules):
        return "perfect"
    return name


@cache
def ladder(rules: Rules) -> tuple[Rung, ...]:
    """The levels on ``rules``, easiest first, each with the strategies that play at it."""
    row = measured_for(rules)
    unbeaten = row.unbeaten_reverse if rules.reverse else row.unbeaten
    if row.size != rules.size:
        unbeaten = frozenset()
    order = names()
    elo = {name: row.elo[name] for name in fixed_strength_names() if name in row.elo}
    aliases = {name: alias_of(name, rules) for name in elo}
    provers = [name for name in elo if aliases[name] == name and proves(name, rules)]
    groups: list[list[str]] = []
    top: list[str] = []
    for name in sorted(elo, key=lambda name: (elo[name], order.index(name))):
        if aliases[name] != name:
            continue
        if provers and (name in provers or name in unbeaten):
            top.append(name)
        elif groups and elo[name] - elo[groups[-1][-1]] < SAME_STRENGTH:
            groups[-1].append(name)
        else:
            groups.append([name])

    def lead(group: list[str]) -> str:
        return max(group, key=lambda name: (elo[name], order.index(name)))

    while len(groups) > MAX_STARS:
        gaps = [elo[lead(upper)] - elo[lead(lower)] for lower, upper in pairwise(groups)]
        closest = gaps.index(min(gaps))
        groups[closest : closest + 2] = [groups[closest] + groups[closest + 1]]
    rungs = [
        Rung(level, lead(group), _with_aliases(group, aliases))
        for level, group in zip(
            _names_for([elo[lead(group)] for group in groups]), groups, strict=True
        )
    ]
    if top:
        strongest = max(provers, key=lambda name: (elo[name], order.index(name)))
        rungs.append(Rung(Level.UNBEATABLE, strongest, _with_aliases(top, aliases)))
    return tuple(rungs)


def _with_aliases(group: list[str], aliases: dict[str, str]) -> tuple[str, ...]:
    """``group`` with every strategy that plays as one of its members."""
    return tuple(name for name, alias in aliases.items() if alias in group)


def _names_for(ratings: list[int]) -> list[Level]:
    """A level for each of ``ratings`` (ascending, at most five): its stars' band, kept apart."""
    wanted = [
        next((stars for stars, floor in STAR_FLOORS if rating >= floor), 1) for rating in ratings
    ]
    chosen: list[int] = []
    for stars in wanted:
        chosen.append(max(stars, chosen[-1] + 1) if chosen else stars)
    for index in reversed(range(len(chosen))):
        ceiling = MAX_STARS if index == len(chosen) - 1 else chosen[index + 1] - 1
        chosen[index] = min(chosen[index], ceiling)
    return [Level(stars) for stars in chosen]


def rung_of(name: str, rules: Rules) -> Rung | None:
    """The level strategy ``name`` plays at on ``rules`` (None: it has none)."""
    return next((rung for rung in ladder(rules) if name in rung.members), None)


def level_of(name: str, rules: Rules) -> Level | None:
    """The level of strategy ``name`` on ``rules`` (None: not measured, or it adapts)."""
    rung = rung_of(name, rules)
    return None if rung is None else rung.level


def nearest_rung(level: Level, rules: Rules) -> Rung:
    """The rung of ``level`` on ``rules``, else the nearest one (the easier on a tie).

    ValueError when no strategy is measured at all.
    """
    rungs = ladder(rules)
    if not rungs:
        raise ValueError("no measured strategy")
    return min(rungs, key=lambda rung: (abs(rung.level - level), rung.level))
