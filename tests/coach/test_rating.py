"""The puzzle rating: Glicko-2, replayed from the attempts."""

from __future__ import annotations

import pytest

from ttt_qt.coach.rating import (
    PuzzleAttempt,
    Rating,
    current_rating,
    expected_score,
    rating_history,
    update,
    update_period,
)


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
