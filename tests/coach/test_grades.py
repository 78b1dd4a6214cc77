"""A move's grade from the value it kept against the best value."""

from __future__ import annotations

from ttt_qt.ai.base import exact_value
from ttt_qt.coach.assessment import estimate
from ttt_qt.coach.grades import Grade, grade


def test_the_signs() -> None:
    assert [g.sign for g in Grade] == ["!", "", "?!", "?", "??"]
    assert [g for g in Grade if g.is_error] == [Grade.MISTAKE, Grade.BLUNDER]


def test_proven_values_give_exact_grades() -> None:
    win3, win5 = exact_value("win", 3), exact_value("win", 5)
    assert grade(win3, win3, is_best=False) == (Grade.BEST, True)
    assert grade(win3, win5, is_best=False) == (Grade.INACCURACY, True)
    assert grade(win3, exact_value("draw", 4), is_best=False) == (Grade.BLUNDER, True)
    assert grade(exact_value("draw", 6), exact_value("loss", 4), is_best=False) == (
        Grade.BLUNDER,
        True,
    )
    assert grade(exact_value("loss", 6), exact_value("loss", 2), is_best=False) == (
        Grade.GOOD,
        True,
    )


def test_estimates_and_threats() -> None:
    assert grade(estimate(0.6), estimate(0.55), is_best=False) == (Grade.GOOD, False)
    assert grade(estimate(0.6), estimate(0.35), is_best=False) == (Grade.INACCURACY, False)
    assert grade(estimate(0.7), estimate(0.2), is_best=False) == (Grade.MISTAKE, False)
    assert grade(estimate(0.5), exact_value("loss", 2), is_best=False) == (Grade.BLUNDER, False)
    assert grade(estimate(0.97), estimate(0.6), is_best=False, best_threat="vct")[0] is (
        Grade.BLUNDER
    )
    assert grade(exact_value("win", 7), estimate(0.8), is_best=False) == (Grade.BLUNDER, False)
    assert grade(estimate(0.7), estimate(0.2), is_best=True) == (Grade.BEST, False)
