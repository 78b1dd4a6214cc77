"""Elo ratings from game results: a maximum-likelihood fit with 95% confidence intervals.

Each game gives the first player 1, 0.5 or 0 points. The expected score of a player rated
``a`` against one rated ``b`` is ``1 / (1 + 10 ** ((b - a) / 400))``; the fit finds the
ratings under which every player's expected total equals its actual total. So that a
player who won (or lost) every game still gets a finite rating, each player also gets one
virtual draw against a player rated at the mean. Ratings are shifted so that their mean is
``MEAN_RATING``; the interval of each rating is +/- 1.96 standard errors from the fit's
curvature (the other ratings held fixed).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

MEAN_RATING = 1500.0
Z_95 = 1.959964
_SCALE = math.log(10) / 400
_ITERATIONS = 500
_TOLERANCE = 1e-7


@dataclass(frozen=True, slots=True)
class Rating:
    """One player's fitted rating.

    Attributes:
        name: the player.
        elo: the rating.
        margin: half the width of its 95% confidence interval.
        games: games played.
        points: points scored (a win 1, a tie 0.5).
    """

    name: str
    elo: float
    margin: float
    games: int
    points: float

    @property
    def score(self) -> float:
        """The share of the points available that the player took, 0 to 1."""
        return self.points / self.games if self.games else 0.0


def expected_score(rating: float, opponent: float) -> float:
    """The expected points per game of a player rated ``rating`` against ``opponent``."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / 400.0))


def fit_ratings(
    results: Iterable[tuple[str, str, float]], players: Sequence[str] = ()
) -> list[Rating]:
    """Fit ratings to ``(first, second, points of first)`` results, best first.

    ``players`` may name players with no game yet (they get the mean rating).

    Raises:
        ValueError: a result's points are not 0, 0.5 or 1, or a player meets itself.
    """
    names = list(dict.fromkeys(players))
    games: dict[tuple[int, int], int] = {}
    points: dict[str, float] = {}
    played: dict[str, int] = {}
    for first, second, score in results:
        if score not in (0.0, 0.5, 1.0):
            raise ValueError(f"a game gives 0, 0.5 or 1 point, not {score!r}")
        if first == second:
            raise ValueError(f"{first} cannot play itself in a rated game")
        for name in (first, second):
            if name not in names:
                names.append(name)
        i, j = names.index(first), names.index(second)
        games[(i, j)] = games.get((i, j), 0) + 1
        points[first] = points.get(first, 0.0) + score
        points[second] = points.get(second, 0.0) + 1.0 - score
        played[first] = played.get(first, 0) + 1
        played[second] = played.get(second, 0) + 1
    pairs = _pair_counts(len(names), games)
    actual = [points.get(name, 0.0) + 0.5 for name in names]  # + the virtual draw
    ratings = _solve(pairs, actual)
    margins = [Z_95 / math.sqrt(_information(pairs, ratings, i)) for i in range(len(names))]
    shift = MEAN_RATING - (sum(ratings[:-1]) / len(names) if names else 0.0)
    fitted = [
        Rating(name, ratings[i] + shift, margins[i], played.get(name, 0), points.get(name, 0.0))
        for i, name in enumerate(names)
    ]
    return sorted(fitted, key=lambda rating: -rating.elo)


def _pair_counts(count: int, games: dict[tuple[int, int], int]) -> list[list[int]]:
    """Games between each two players (either colour), the virtual player last."""
    pairs = [[0] * (count + 1) for _ in range(count + 1)]
    for (i, j), number in games.items():
        pairs[i][j] += number
        pairs[j][i] += number
    for i in range(count):
        pairs[i][count] = pairs[count][i] = 1
    return pairs


def _solve(pairs: list[list[int]], actual: list[float]) -> list[float]:
    """Ratings whose expected totals match ``actual``; the virtual player (last) stays at 0."""
    count = len(actual)
    ratings = [0.0] * (count + 1)
    for _ in range(_ITERATIONS):
        largest = 0.0
        for i in range(count):
            expected = slope = 0.0
            for j in range(count + 1):
                if pairs[i][j]:
                    p = expected_score(ratings[i], ratings[j])
                    expected += pairs[i][j] * p
                    slope += pairs[i][j] * p * (1.0 - p) * _SCALE
            step = (actual[i] - expected) / slope
            step = max(-200.0, min(200.0, step))
            ratings[i] += step
            largest = max(largest, abs(step))
        if largest < _TOLERANCE:
            break
    return ratings


def _information(pairs: list[list[int]], ratings: list[float], i: int) -> float:
    """The curvature of the log-likelihood in player ``i``'s rating."""
    total = 0.0
    for j, number in enumerate(pairs[i]):
        if number:
            p = expected_score(ratings[i], ratings[j])
            total += number * p * (1.0 - p)
    return total * _SCALE * _SCALE
