"""The grade of one move (best to blunder), from the value it kept against the best value.

Where both values are proven the grade is exact: a move that turns a win into a draw or a
loss, or a draw into a loss, is a blunder; a win that takes longer than needed is an
inaccuracy. Elsewhere it is an estimate, with two rules that always hold: a move that misses
a win by threats (a line to complete, a VCF or a VCT the search found) or lets the opponent
win by them (a missed block) is a blunder.
"""

from __future__ import annotations

import enum

from ttt_qt.ai.base import MoveValue

MISTAKE_DROP = 0.4
"""An estimated loss of at least this much of the expected result (0 to 1) is a mistake."""
INACCURACY_DROP = 0.2
"""An estimated loss of at least this much is an inaccuracy."""

_RANK = {"loss": 0, "draw": 1, "win": 2}
WON_BY_THREATS = ("five", "vcf", "vct")
"""Threats of an assessment (see ``assessment.Threat``) that win for the side to move."""


class Grade(enum.Enum):
    """How good a move was, with the sign a move list shows beside it."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def sign(self) -> str:
        """``!`` best, nothing for good, ``?!`` inaccuracy, ``?`` mistake, ``??`` blunder."""
        return _SIGNS[self]

    @property
    def is_error(self) -> bool:
        """True for a mistake or a blunder (what "Try again from here" goes back before)."""
        return self in (Grade.MISTAKE, Grade.BLUNDER)


_SIGNS = {
    Grade.BEST: "!",
    Grade.GOOD: "",
    Grade.INACCURACY: "?!",
    Grade.MISTAKE: "?",
    Grade.BLUNDER: "??",
}


def grade(
    best: MoveValue, played: MoveValue, *, is_best: bool, best_threat: str = ""
) -> tuple[Grade, bool]:
    """The grade of a move valued ``played`` where ``best`` was possible, and whether it is exact.

    ``is_best`` says the move is the best move found (or one valued as high);
    ``best_threat`` is the threat that gave ``best`` (a win by threats to miss).
    """
    exact = best.proven and played.proven
    if is_best or played.sort_key() >= best.sort_key():
        return Grade.BEST, exact
    if exact:
        if _RANK[played.kind] < _RANK[best.kind]:
            return Grade.BLUNDER, True
        if played.kind == "win" and (played.plies or 0) > (best.plies or 0):
            return Grade.INACCURACY, True
        return Grade.GOOD, True
    if played.kind == "loss" and best.kind != "loss":
        return Grade.BLUNDER, best.proven
    if best.kind == "win" or (best_threat in WON_BY_THREATS and played.kind != "win"):
        return Grade.BLUNDER, False
    drop = best.score - played.score
    if drop >= MISTAKE_DROP:
        return Grade.MISTAKE, False
    if drop >= INACCURACY_DROP:
        return Grade.INACCURACY, False
    return Grade.GOOD, False
