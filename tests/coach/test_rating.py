"""The puzzle rating (Glicko-2) and the choice of the next puzzle and of the day's."""

from __future__ import annotations

import datetime
import random

import pytest

from ttt_qt.coach.picker import next_puzzle, puzzle_of_the_day
from ttt_qt.coach.puzzles import Puzzle
from ttt_qt.coach.rating import (
    PuzzleAttempt,
    Rating,
    current_rating,
    expected_score,
    rating_history,
    update,
    update_period,
)
from ttt_qt.engine import Rules


def test_glickmans_worked_example() -> None:
    # Glickman, "Example of the Glicko-2 system": 1500 (RD 200) against 1400, 1550 and 1700.
    after = update_period(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_solving_raises_failing_lowers_and_hard_puzzles_count_more() -> None:
    start = Rating()
    assert update(start, 1200, 1.0).rating > start.rating > update(start, 1200, 0.0).rating
    easy, hard = update(start, 900, 1.0), update(start, 1600, 1.0)
    assert hard.rating - start.rating > easy.rating - start.rating
    assert update(start, 1200, 1.0).deviation < start.deviation
    assert expected_score(start, 900) > 0.5 > expected_score(start, 1600)


def test_the_history_replays_the_attempts() -> None:
    attempts = [PuzzleAttempt("p1", 1000, True), PuzzleAttempt("p2", 1300, False)]
    history = rating_history(attempts)
    assert len(history) == 3 and history[0] == Rating()
    assert history[2] == update(update(Rating(), 1000, 1.0), 1300, 0.0)
    assert current_rating(attempts) == history[-1]
    assert current_rating([]) == Rating()


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
