"""Score scale of the searches, the line-based evaluation, and scores turned into move values.

Scores are integers from the side to move's view. A proven win that ends ``d`` plies after
the search's root scores ``WIN - d``, a proven loss ``d - WIN``, a draw 0; anything strictly
between ``-MATE_BOUND`` and ``MATE_BOUND`` is an estimate from the line evaluation.

The evaluation sums one term per line of the board: a line holding only the mover's marks is
worth ``weights[count]`` to the mover, a line holding only the opponent's marks is worth as much
to the opponent, and a line holding both marks is dead and worth nothing. In reverse rules the
signs flip, since building lines is then the danger.
"""

from __future__ import annotations

import math
from functools import cache
from typing import NamedTuple

from ttt_qt.engine import Rules

from ..base import MoveValue, exact_value

WIN = 1_000_000_000
"""The score of a win on the next ply, plus one: a win ``d`` plies away scores ``WIN - d``."""

MATE_BOUND = WIN - 1_000
"""Scores above this (or below its negative) are proven wins (losses)."""

INFINITY = WIN + 1
"""A bound beyond every score."""

_BASE = 4
"""Each further mark in an open line multiplies its worth by this."""


class LineWeights(NamedTuple):
    """The evaluation's weights for one rule set.

    Attributes:
        value: ``value[i]`` is what a line holding only ``i`` marks of one side is worth to that
            side (negative in reverse rules).
        gain: ``gain[i] = value[i] - value[i - 1]``: what adding the ``i``-th mark to a line of
            one's own is worth.
        scale: the size of one threat (a line one mark short), used to turn scores into odds.
        tempo: added at the horizon for the side to move. Without it, estimates swing
            between odd and even depths (the side that moved last looks better off);
            measured on 5 x 5 (k = 4) and 7 x 7 (k = 5), these values shrink the swing
            about threefold. In reverse rules having the move is a burden, so it is negative.
    """

    value: tuple[int, ...]
    gain: tuple[int, ...]
    scale: int
    tempo: int


@cache
def line_weights(rules: Rules) -> LineWeights:
    """The (cached) evaluation weights of ``rules``."""
    sign = -1 if rules.reverse else 1
    k = rules.win_length
    value = tuple(0 if i == 0 else sign * _BASE**i for i in range(k + 1))
    gain = (0, *(value[i] - value[i - 1] for i in range(1, k + 1)))
    tempo = -(_BASE ** (k - 2) // 2) if rules.reverse else _BASE ** (k - 2) // max(1, k - 3)
    return LineWeights(value=value, gain=gain, scale=_BASE ** (k - 1), tempo=tempo)


def win_probability(score: int, rules: Rules) -> float:
    """The side to move's expected result (0 to 1) for a search score.

    Proven results map to exactly 1, 0.5 and 0; estimates to the open interval (0.01, 0.99),
    through a logistic curve on which one open threat is worth about three to one.
    """
    if score > MATE_BOUND:
        return 1.0
    if score < -MATE_BOUND:
        return 0.0
    scale = line_weights(rules).scale
    odds = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, score / scale))))
    return min(0.99, max(0.01, odds))


def move_value(score: int, proven: bool, left: int, rules: Rules) -> MoveValue:
    """The MoveValue of a search score (root at ply 0) for a move played with ``left`` empty cells.

    ``proven`` says whether the search behind the score proved it. A proven draw lasts until
    the board is full; an unproven score is an estimate, however high or low.
    """
    if proven:
        if score > MATE_BOUND:
            return exact_value("win", WIN - score)
        if score < -MATE_BOUND:
            return exact_value("loss", WIN + score)
        return exact_value("draw", left)
    probability = win_probability(max(-MATE_BOUND, min(MATE_BOUND, score)), rules)
    return MoveValue("estimate", None, probability, f"{round(probability * 100)}%")
