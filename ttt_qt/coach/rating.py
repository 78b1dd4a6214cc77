"""A person's puzzle rating: Glicko-2, each attempt a game against the puzzle.

The puzzle plays the part of an opponent rated at its difficulty with a small, fixed rating
deviation (``PUZZLE_DEVIATION``); solving it scores 1, failing 0. Each attempt is its own
rating period, as puzzle sites do. The history is a list of ``PuzzleAttempt``s, kept wherever
the caller keeps records (the records file, for the window); ``rating_history`` replays it,
so a rating is never stored apart from the attempts that made it.

Glickman, "Example of the Glicko-2 system" (2013): the steps below follow its numbering.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko-2's factor between the rating scale and its internal scale."""
CENTRE = 1500.0
"""The middle of Glicko-2's scale (its internal scale's zero)."""
START_RATING = 1200.0
"""A new person's rating: about the 4 x 4 puzzles in two moves."""
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
TAU = 0.5
"""How much the volatility may change (Glickman suggests 0.3 to 1.2)."""
PUZZLE_DEVIATION = 60.0
"""The rating deviation a puzzle is taken to have (its difficulty is well known)."""
MIN_DEVIATION = 45.0
"""A person's deviation never falls below this, so that the rating keeps moving."""
_EPSILON = 1e-6


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating.

    Attributes:
        rating: the estimate (1200 to start; the first puzzles are about 1000).
        deviation: its uncertainty (350 to start: the rating moves fast at first).
        volatility: how erratic the results have been.
    """

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    @property
    def rounded(self) -> int:
        """The rating as people read it."""
        return round(self.rating)


@dataclass(frozen=True, slots=True)
class PuzzleAttempt:
    """One attempt at a puzzle, as a record keeps it.

    Attributes:
        puzzle_id: which puzzle.
        difficulty: its difficulty then (kept, so that a new puzzle set changes no history).
        solved: True when the first move played was the winning one and no hint was taken.
    """

    puzzle_id: str
    difficulty: int
    solved: bool


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / math.pi**2)


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(rating: Rating, difficulty: float) -> float:
    """The chance that a person of ``rating`` solves a puzzle of ``difficulty``."""
    mu, mu_j = (rating.rating - CENTRE) / SCALE, (difficulty - CENTRE) / SCALE
    return _expected(mu, mu_j, PUZZLE_DEVIATION / SCALE)


def update(rating: Rating, difficulty: float, score: float) -> Rating:
    """The rating after one attempt at a puzzle of ``difficulty`` that scored ``score`` (0-1)."""
    return update_period(rating, [(difficulty, PUZZLE_DEVIATION, score)])


def update_period(rating: Rating, games: Sequence[tuple[float, float, float]]) -> Rating:
    """The rating after one rating period of ``games``: Glicko-2's steps 2 to 8.

    Each game is the opponent's rating, its deviation and the score (0 to 1).
    """
    mu = (rating.rating - CENTRE) / SCALE  # step 2
    phi = rating.deviation / SCALE
    terms = []
    for opponent, opponent_deviation, score in games:
        mu_j, phi_j = (opponent - CENTRE) / SCALE, opponent_deviation / SCALE
        terms.append((_g(phi_j), _expected(mu, mu_j, phi_j), score))
    v = 1.0 / sum(g * g * e * (1.0 - e) for g, e, _ in terms)  # step 3
    gain = sum(g * (score - e) for g, e, score in terms)
    delta = v * gain  # step 4
    sigma = _new_volatility(phi, rating.volatility, v, delta)  # step 5
    phi_star = math.sqrt(phi * phi + sigma * sigma)  # step 6
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)  # step 7
    mu_new = mu + phi_new * phi_new * gain
    deviation = max(MIN_DEVIATION, phi_new * SCALE)  # step 8
    return Rating(CENTRE + SCALE * mu_new, deviation, sigma)


def _new_volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    """Step 5 of Glicko-2: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        return top / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU)

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        high = a - k * TAU
    f_low, f_high = f(low), f(high)
    for _ in range(100):
        if abs(high - low) <= _EPSILON:
            break
        middle = low + (low - high) * f_low / (f_high - f_low)
        f_middle = f(middle)
        if f_middle * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2.0
        high, f_high = middle, f_middle
    return math.exp(low / 2.0)


def rating_history(attempts: Iterable[PuzzleAttempt], start: Rating | None = None) -> list[Rating]:
    """The rating after each attempt, in order (the first entry is the start rating)."""
    ratings = [start or Rating()]
    for attempt in attempts:
        ratings.append(update(ratings[-1], attempt.difficulty, 1.0 if attempt.solved else 0.0))
    return ratings


def current_rating(attempts: Sequence[PuzzleAttempt]) -> Rating:
    """The rating after every attempt (the start rating before any)."""
    return rating_history(attempts)[-1]
