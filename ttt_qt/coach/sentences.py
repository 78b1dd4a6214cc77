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


SENTENCES: dict[str, str] = {
    "best-win": "{name} is the best move (wins in {n})",
    "best-loss": "{name} is the best move (loses in {n})",
    "best-draw": "{name} is the best move (draws)",
    "best-estimate": "{name} is the best move (estimate {label})",
    "good": "{name} is good; {best} was better",
    "won-slower": "{name} wins in {n}; {best} won in {m}",
    "draws-not-won": "{name} only draws; {best} won in {m}",
    "loses-not-won": "{name} lets {rival} force a win in {n}; {best} won in {m}",
    "loses-not-drew": "{name} lets {rival} force a win in {n}; {best} held the draw",
    "missed-five": "{name} misses the win: {best} completes a line",
    "missed-block": "{name} leaves {rival}'s four unblocked; {best} blocks it",
    "missed-vcf": "{name} misses a win by fours: {best} wins in {m}",
    "allowed-vcf-stopped": "{name} lets {rival} force a win by fours in {n}; {best} stops it",
    "allowed-vcf": "{name} lets {rival} force a win by fours in {n}; {best} was better",
    "missed-vct": "{name} misses a win by fours and threes; {best} starts it (estimate)",
    "allowed-vct": "{name} lets {rival} win by fours and threes (estimate); {best} stops it",
    "estimate": "{name} gives ground (estimate: {before}% to {after}%); {best} was better",
}
"""Every verdict's English wording by its key; the window has the same ones translated."""

ANOTHER_MOVE = "another move"
"""The better move's name when the search named none."""

Wording = tuple[str, tuple[tuple[str, str], ...]]
"""A verdict as a key of ``SENTENCES`` and the values of its placeholders."""


def explain(reason: Reason, move: Move, player: Mark, played: MoveValue, before: Assessment) -> str:
    """The verdict in words, such as "C3 lets O force a win in 2; B2 held the draw"."""
    return sentence(wording(reason, move, player, played, before))


def sentence(words: Wording, templates: dict[str, str] | None = None) -> str:
    """``words`` filled into their template (English unless ``templates`` are given)."""
    key, facts = words
    values = dict(facts)
    if not values.get("best"):
        values["best"] = ANOTHER_MOVE if templates is None else templates["another-move"]
    return (templates or SENTENCES)[key].format(**values)


def wording(
    reason: Reason, move: Move, player: Mark, played: MoveValue, before: Assessment
) -> Wording:
    """The verdict as a template key and its values (``best`` is "" when none was found)."""
    facts = {
        "name": cell_name(move),
        "rival": other(player),
        "best": cell_name(before.best) if before.best is not None else "",
        "n": str(moves_to_win(played)),
        "m": str(moves_to_win(before.value)),
    }
    return _key(reason, played, before, facts), tuple(sorted(facts.items()))


def _key(reason: Reason, played: MoveValue, before: Assessment, facts: dict[str, str]) -> str:
    """The template of ``reason``'s verdict; adds the values only some templates name."""
    if reason == "best":
        facts["label"] = played.label
        return f"best-{played.kind}" if played.kind in ("win", "loss", "draw") else "best-estimate"
    if reason in ("win-lost", "draw-lost"):
        if played.kind == "draw":
            return "draws-not-won"
        return "loses-not-won" if before.value.kind == "win" else "loses-not-drew"
    if reason == "allowed-vcf":
        return "allowed-vcf-stopped" if before.stops else "allowed-vcf"
    if reason == "estimate":
        facts["before"] = str(round(before.value.score * 100))
        facts["after"] = str(round(played.score * 100))
    return reason
