"""Why a move got its grade, as a reason code and as an English sentence.

The window translates the reason codes with its own texts (a sentence here is English, for
the console and the saved comments). Counts of moves are the moves of the side that wins:
"C3 lets O force a win in 2" means O completes a line with its second move from there.
"""

from __future__ import annotations

from typing import Literal

from ttt_qt.ai.base import MoveValue
from ttt_qt.engine import Mark, Move, cell_name, other

from .assessment import Assessment
from .grades import Grade

Reason = Literal[
    "best",
    "good",
    "won-slower",
    "win-lost",
    "draw-lost",
    "missed-five",
    "missed-block",
    "missed-vcf",
    "allowed-vcf",
    "missed-vct",
    "allowed-vct",
    "estimate",
]
"""Why a move got its grade: the best or a good move; an exact inaccuracy (a slower win) or
blunder (a win or a draw given away); a line, a block, a VCF or a VCT missed or allowed; an
estimated loss of ground."""


def reason_of(
    move_grade: Grade, before: Assessment, after: Assessment, played: MoveValue
) -> Reason:
    """The reason of ``move_grade``, given the assessments before and after the move."""
    if move_grade is Grade.BEST:
        return "best"
    if move_grade is Grade.GOOD:
        return "good"
    if before.threat in ("five", "vcf", "vct") and played.kind != "win":
        return {"five": "missed-five", "vcf": "missed-vcf", "vct": "missed-vct"}[before.threat]  # type: ignore[return-value]
    if before.threat == "block":
        return "missed-block"
    if played.proven and before.value.proven:
        if played.kind == before.value.kind == "win":
            return "won-slower"
        return "win-lost" if before.value.kind == "win" else "draw-lost"
    if after.threat in ("five", "vcf", "lost-five", "lost-vcf", "block") and played.kind == "loss":
        return "allowed-vcf"
    if after.threat == "vct":
        return "allowed-vct"
    return "estimate"


def moves_to_win(value: MoveValue) -> int:
    """The moves of the winning side in a proven win or loss (``plies`` counts both sides)."""
    plies = value.plies or 0
    return (plies + 1) // 2 if value.kind == "win" else plies // 2


def explain(reason: Reason, move: Move, player: Mark, played: MoveValue, before: Assessment) -> str:
    """The verdict in words, such as "C3 lets O force a win in 2; B2 held the draw"."""
    name = cell_name(move)
    rival = other(player)
    best = cell_name(before.best) if before.best is not None else "another move"
    value = before.value
    if reason == "best":
        return f"{name} is the best move ({_value_words(played)})"
    if reason == "good":
        return f"{name} is good; {best} was better"
    if reason == "won-slower":
        return f"{name} wins in {moves_to_win(played)}; {best} won in {moves_to_win(value)}"
    if reason in ("win-lost", "draw-lost"):
        if played.kind == "draw":
            first = f"{name} only draws"
        else:
            first = f"{name} lets {rival} force a win in {moves_to_win(played)}"
        if value.kind == "win":
            return f"{first}; {best} won in {moves_to_win(value)}"
        return f"{first}; {best} held the draw"
    return _threat_sentence(reason, (name, best), rival, played, before)


def _threat_sentence(
    reason: Reason, names: tuple[str, str], rival: Mark, played: MoveValue, before: Assessment
) -> str:
    """The sentences of threats missed or allowed, and of estimates (``names``: played, best)."""
    name, best = names
    if reason == "missed-five":
        return f"{name} misses the win: {best} completes a line"
    if reason == "missed-block":
        return f"{name} leaves {rival}'s four open; {best} blocks it"
    if reason == "missed-vcf":
        wins_in = moves_to_win(before.value)
        return f"{name} misses a win by fours: {best} wins in {wins_in}"
    if reason == "allowed-vcf":
        first = f"{name} lets {rival} force a win by fours in {moves_to_win(played)}"
        return f"{first}; {best} stops it" if before.stops else f"{first}; {best} was better"
    if reason == "missed-vct":
        return f"{name} misses a win by fours and threes from {best} (estimate)"
    if reason == "allowed-vct":
        return f"{name} lets {rival} win by fours and threes (estimate); {best} stops it"
    before_score = round(before.value.score * 100)
    after_score = round(played.score * 100)
    return f"{name} gives ground (estimate: {before_score}% to {after_score}%); {best} was better"


def _value_words(value: MoveValue) -> str:
    """A value in words: "wins in 2", "draws", "loses in 3" or "estimate 62%"."""
    if value.kind == "win":
        return f"wins in {moves_to_win(value)}"
    if value.kind == "loss":
        return f"loses in {moves_to_win(value)}"
    if value.kind == "draw":
        return "draws"
    return f"estimate {value.label}"
