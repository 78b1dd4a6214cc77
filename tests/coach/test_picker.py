"""The next puzzle near the rating, and the puzzle of the day."""

from __future__ import annotations

import datetime
import random

import pytest

from ttt_qt.coach.picker import next_puzzle, puzzle_of_the_day
from ttt_qt.coach.puzzles import Puzzle
from ttt_qt.coach.rating import Rating
from ttt_qt.engine import Rules


def _puzzle(number: int, level: int) -> Puzzle:
    return Puzzle(f"p{number:04d}", Rules(3, 3), (), 1, ((1, 1),), "exact", level)


PUZZLES = [_puzzle(number, 800 + 50 * number) for number in range(40)]


def test_the_next_puzzle_is_near_the_rating_and_not_done() -> None:
    rating = Rating(rating=1500)
    rng = random.Random(1)
    picks = {next_puzzle(PUZZLES, rating, rng=rng).id for _ in range(50)}
    assert all(abs(int(pick[1:]) * 50 + 800 - 1500) <= 200 for pick in picks)
    done = {puzzle.id for puzzle in PUZZLES[:-1]}
    assert next_puzzle(PUZZLES, rating, done, rng).id == PUZZLES[-1].id
    everything = {puzzle.id for puzzle in PUZZLES}
    assert next_puzzle(PUZZLES, rating, everything, rng) in PUZZLES  # all done: any again
    with pytest.raises(ValueError, match="no puzzles"):
        next_puzzle([], rating)


def test_the_puzzle_of_the_day_depends_on_the_date_only() -> None:
    day = datetime.date(2026, 11, 27)
    assert puzzle_of_the_day(PUZZLES, day) == puzzle_of_the_day(list(reversed(PUZZLES)), day)
    days = [day + datetime.timedelta(days=offset) for offset in range(30)]
    assert len({puzzle_of_the_day(PUZZLES, each).id for each in days}) > 10
