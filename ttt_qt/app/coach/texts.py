"""The coach's marks in the window's words and colours."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ttt_qt.coach import Grade, MoveReview
from ttt_qt.coach.sentences import sentence
from ttt_qt.engine import cell_name

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

GRADE_COLOURS = {
    Grade.BEST: "#2e7d32",
    Grade.GOOD: "",
    Grade.INACCURACY: "#b26a00",
    Grade.MISTAKE: "#d84315",
    Grade.BLUNDER: "#c62828",
}
"""A mark's colour (a ``QColor`` name; "" for the text's own): green to red."""
LINE_COLOUR = "#1565c0"
"""The best line's steps on the board."""


def grade_name(grade: Grade) -> str:
    """The grade in words: best move, good move, inaccuracy, mistake, blunder."""
    names = {
        Grade.BEST: translate("Coach", "best move"),
        Grade.GOOD: translate("Coach", "good move"),
        Grade.INACCURACY: translate("Coach", "inaccuracy"),
        Grade.MISTAKE: translate("Coach", "mistake"),
        Grade.BLUNDER: translate("Coach", "blunder"),
    }
    return names[grade]


def legend_text() -> str:
    """What the signs mean: "! best move · ?! inaccuracy · ? mistake · ?? blunder · 1 2 3: …"."""
    signed = (grade for grade in Grade if grade.sign)
    signs = [f"{grade.sign} {grade_name(grade)}" for grade in signed]
    signs.append(translate("Coach", "1 2 3: the better line, from the move before"))
    return " · ".join(signs)


def verdicts() -> dict[str, str]:
    """The coach's verdicts in the window's language, by ``coach.sentences.SENTENCES``' keys."""
    return {
        "best-win": translate("Coach", "{name} is the best move (wins in {n})"),
        "best-loss": translate("Coach", "{name} is the best move (loses in {n})"),
        "best-draw": translate("Coach", "{name} is the best move (draws)"),
        "best-estimate": translate("Coach", "{name} is the best move (estimate {label})"),
        "good": translate("Coach", "{name} is good; {best} was better"),
        "won-slower": translate("Coach", "{name} wins in {n}; {best} won in {m}"),
        "draws-not-won": translate("Coach", "{name} only draws; {best} won in {m}"),
        "loses-not-won": translate(
            "Coach", "{name} lets {rival} force a win in {n}; {best} won in {m}"
        ),
        "loses-not-drew": translate(
            "Coach", "{name} lets {rival} force a win in {n}; {best} held the draw"
        ),
        "missed-five": translate("Coach", "{name} misses the win: {best} completes a line"),
        "missed-block": translate(
            "Coach", "{name} leaves {rival}'s four unblocked; {best} blocks it"
        ),
        "missed-vcf": translate("Coach", "{name} misses a win by fours: {best} wins in {m}"),
        "allowed-vcf-stopped": translate(
            "Coach", "{name} lets {rival} force a win by fours in {n}; {best} stops it"
        ),
        "allowed-vcf": translate(
            "Coach", "{name} lets {rival} force a win by fours in {n}; {best} was better"
        ),
        "missed-vct": translate(
            "Coach", "{name} misses a win by fours and threes; {best} starts it (estimate)"
        ),
        "allowed-vct": translate(
            "Coach", "{name} lets {rival} win by fours and threes (estimate); {best} stops it"
        ),
        "estimate": translate(
            "Coach", "{name} gives ground (estimate: {before}% to {after}%); {best} was better"
        ),
        "another-move": translate("Coach", "another move"),
    }


def verdict(review: MoveReview) -> str:
    """Why the move got its mark, in the window's language ("C3 lets O force a win in 3…")."""
    return sentence(review.words, verdicts())


ESTIMATE_VERDICTS = frozenset({"best-estimate", "missed-vct", "allowed-vct", "estimate"})
"""The verdicts whose words already say they rest on an estimate."""


def move_detail(review: MoveReview) -> str:
    """The mark in full words, for a tooltip and screen readers: "Blunder: C3 lets O…".

    A best move's sentence says so itself ("A1 is the best move (draws)"): no grade before it.
    """
    grade = grade_name(review.grade)
    text = verdict(review)
    if not review.words[0].startswith("best-"):
        text = translate("Coach", "{grade}: {sentence}").format(
            grade=grade[:1].upper() + grade[1:], sentence=text
        )
    if not review.exact and review.words[0] not in ESTIMATE_VERDICTS:
        text = translate("Coach", "{text} (an estimate)").format(text=text)
    return text


def best_line_detail(review: MoveReview) -> str:
    """The better move and its line in words, for the board's notes."""
    line = " ".join(cell_name(move) for move in review.line)
    return translate("Coach", "Better: {line}").format(line=line)


def progress_text(done: int, total: int, running: bool) -> str:
    """The review's progress ("Reviewing move 12 of 60…"), or how it ended."""
    if running:
        return translate("Coach", "Reviewing move {number} of {total}…").format(
            number=min(done + 1, total), total=total
        )
    if done < total:
        return translate("Coach", "Review stopped after {done} of {total} moves.").format(
            done=done, total=total
        )
    return translate("Coach", "Review done: {total} moves marked.").format(total=total)
