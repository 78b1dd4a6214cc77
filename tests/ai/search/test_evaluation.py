"""The searches' score scale turned into what people see: win probabilities and move values."""

from __future__ import annotations

import pytest

from ttt_qt.ai.search.evaluation import (
    INFINITY,
    MATE_BOUND,
    WIN,
    line_weights,
    move_value,
    win_probability,
)
from ttt_qt.engine import Rules

RULES = [Rules(3), Rules(5, 4), Rules(9, 5), Rules(4, 3, reverse=True)]


@pytest.mark.parametrize("rules", RULES, ids=str)
def test_proven_scores_are_certain_and_estimates_never_are(rules: Rules) -> None:
    assert win_probability(WIN - 3, rules) == 1.0
    assert win_probability(3 - WIN, rules) == 0.0
    assert win_probability(0, rules) == 0.5
    for score in (1, 10, 1000, MATE_BOUND - 1):
        high, low = win_probability(score, rules), win_probability(-score, rules)
        assert 0.5 <= high <= 0.99 and 0.01 <= low <= 0.5
        assert high + low == pytest.approx(1.0)


def test_a_better_score_is_never_a_lower_probability() -> None:
    rules = Rules(7, 5)
    scale = line_weights(rules).scale
    scores = [-50 * scale, -3 * scale, -scale, 0, scale, 3 * scale, 50 * scale]
    chances = [win_probability(score, rules) for score in scores]
    assert chances == sorted(chances)
    assert chances[2] < chances[3] < chances[4]  # one threat's worth moves the odds


def test_proven_move_values_count_the_plies_to_the_end() -> None:
    rules = Rules(3)
    assert move_value(WIN - 3, True, 6, rules).label == "Win in 3"
    assert move_value(WIN - 3, True, 6, rules).plies == 3
    loss = move_value(2 - WIN, True, 6, rules)
    assert (loss.kind, loss.plies, loss.score, loss.label) == ("loss", 2, 0.0, "Loss in 2")
    draw = move_value(0, True, 5, rules)
    assert (draw.kind, draw.plies, draw.score, draw.label) == ("draw", 5, 0.5, "Draw")


def test_an_unproven_score_is_an_estimate_however_high() -> None:
    value = move_value(WIN - 3, False, 6, Rules(9, 5))
    assert value.kind == "estimate" and not value.proven
    assert value.plies is None and value.label == "99%"
    assert move_value(0, False, 6, Rules(9, 5)).label == "50%"


def test_the_scale_leaves_room_for_every_proven_result() -> None:
    assert MATE_BOUND < WIN < INFINITY
    for rules in RULES:
        weights = line_weights(rules)
        assert weights is line_weights(rules)  # computed once per rule set
        assert len(weights.value) == rules.win_length + 1
        sign = -1 if rules.reverse else 1  # in reverse rules a line of one's own is a danger
        grows = [sign * value for value in weights.value]
        assert grows[0] == 0 and grows == sorted(grows) and len(set(grows)) == len(grows)
        assert weights.scale > 0
