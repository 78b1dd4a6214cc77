"""Elo ratings from game results: the expected-score curve, the maximum-likelihood fit and its
95% intervals, and results that make no sense refused."""

from __future__ import annotations

import math

import pytest

from ttt_qt.console.elo import MEAN_RATING, expected_score, fit_ratings


def test_expected_score_is_the_elo_curve() -> None:
    assert expected_score(1500, 1500) == 0.5
    assert expected_score(1900, 1500) == pytest.approx(10 / 11)
    assert expected_score(1500, 1900) + expected_score(1900, 1500) == pytest.approx(1.0)


def test_three_wins_in_four_is_about_191_points_apart() -> None:
    results = [("a", "b", 1.0)] * 300 + [("a", "b", 0.0)] * 100
    a, b = fit_ratings(results)
    assert (a.name, b.name) == ("a", "b")
    # 400 * log10(3) = 190.8; the one virtual draw each pulls a little towards the mean.
    assert a.elo - b.elo == pytest.approx(400 * math.log10(3), abs=2.0)
    assert (a.elo + b.elo) / 2 == pytest.approx(MEAN_RATING)
    assert (a.games, a.points, a.score) == (400, 300.0, 0.75)


def test_even_results_give_even_ratings_and_draws_count_half() -> None:
    results = [("a", "b", 0.5)] * 10 + [("b", "c", 1.0), ("c", "b", 1.0)] * 5
    ratings = {rating.name: rating for rating in fit_ratings(results)}
    assert ratings["a"].elo == pytest.approx(ratings["b"].elo, abs=1e-3)
    assert ratings["b"].elo == pytest.approx(ratings["c"].elo, abs=1e-3)


def test_an_unbeaten_player_gets_a_finite_rating_above_the_rest() -> None:
    ratings = fit_ratings([("a", "b", 1.0)] * 20 + [("b", "c", 1.0)] * 20)
    assert [rating.name for rating in ratings] == ["a", "b", "c"]
    assert all(math.isfinite(rating.elo) and math.isfinite(rating.margin) for rating in ratings)


def test_the_interval_narrows_with_more_games() -> None:
    few = fit_ratings([("a", "b", 1.0), ("a", "b", 0.0)] * 5)
    many = fit_ratings([("a", "b", 1.0), ("a", "b", 0.0)] * 500)
    assert many[0].margin < few[0].margin / 5
    # About 1.96 * 400 / ln 10 / sqrt(n p (1 - p)) for 1000 even games: 21.5.
    assert many[0].margin == pytest.approx(21.5, abs=0.5)


def test_players_without_games_sit_at_the_mean() -> None:
    ratings = fit_ratings([], players=["a", "b"])
    assert [rating.elo for rating in ratings] == [MEAN_RATING, MEAN_RATING]


@pytest.mark.parametrize("result", [("a", "b", 2.0), ("a", "a", 1.0)])
def test_bad_results_are_refused(result: tuple[str, str, float]) -> None:
    with pytest.raises(ValueError, match=r"point|itself"):
        fit_ratings([result])
