"""The value of a move as people see it: a proven win, draw or loss in so many plies, or a guess."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ttt_qt.engine import Rules

from .evaluation import MATE_BOUND, WIN, win_probability

ValueKind = Literal["win", "draw", "loss", "estimate"]
"""How a value is known: proven win, draw or loss for the side to move, or estimated."""


@dataclass(frozen=True, slots=True)
class MoveValue:
    """The value of one move for the side to move.

    Attributes:
        kind: ``win``, ``draw`` or ``loss`` when proven, ``estimate`` otherwise.
        plies: for a proven value, the plies (moves of both sides, this one included) until the
            game ends with best play; None for an estimate.
        score: the side to move's expected result: 1 win, 0.5 draw, 0 loss, or an estimate.
        label: short text for a board overlay: ``Win in 3``, ``Draw``, ``Loss in 2``, ``62%``.
    """

    kind: ValueKind
    plies: int | None
    score: float
    label: str

    @property
    def proven(self) -> bool:
        """True for a proven win, draw or loss."""
        return self.kind != "estimate"

    def sort_key(self) -> tuple[float, int]:
        """Larger is better: by expected result, then a faster win or a slower loss."""
        if self.kind == "win":
            return (self.score, -(self.plies or 0))
        if self.kind == "loss":
            return (self.score, self.plies or 0)
        return (self.score, 0)


def move_value(score: int, proven: bool, left: int, rules: Rules) -> MoveValue:
    """The MoveValue of a search score (root at ply 0) for a move played with ``left`` empty cells.

    ``proven`` says whether the search behind the score proved it. A proven draw lasts until
    the board is full; an unproven score is an estimate, however high or low.
    """
    if proven:
        if score > MATE_BOUND:
            plies = WIN - score
            return MoveValue("win", plies, 1.0, f"Win in {plies}")
        if score < -MATE_BOUND:
            plies = WIN + score
            return MoveValue("loss", plies, 0.0, f"Loss in {plies}")
        return MoveValue("draw", left, 0.5, "Draw")
    probability = win_probability(max(-MATE_BOUND, min(MATE_BOUND, score)), rules)
    return MoveValue("estimate", None, probability, f"{round(probability * 100)}%")
