"""The coach's marks in the window's words and colours."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ttt_qt.coach import Grade, MoveReview
from ttt_qt.engine import cell_name

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


def tr(text: str) -> str:
    """``text`` in the window's language (the context ``Coach``)."""
    return QCoreApplication.translate("Coach", text)


def grade_name(grade: Grade) -> str:
    """The grade in words: best move, good move, inaccuracy, mistake, blunder."""
    names = {
        Grade.BEST: tr("best move"),
        Grade.GOOD: tr("good move"),
        Grade.INACCURACY: tr("inaccuracy"),
        Grade.MISTAKE: tr("mistake"),
        Grade.BLUNDER: tr("blunder"),
    }
    return names[grade]


def move_detail(review: MoveReview) -> str:
    """The mark in full words, for a tooltip and screen readers."""
    text = tr("{grade}: {sentence}").format(
        grade=grade_name(review.grade), sentence=review.sentence
    )
    if not review.exact:
        text = tr("{text} (an estimate)").format(text=text)
    return text


def best_line_detail(review: MoveReview) -> str:
    """The better move and its line in words, for the board's notes."""
    line = " ".join(cell_name(move) for move in review.line)
    return tr("Better: {line}").format(line=line)


def progress_text(done: int, total: int, running: bool) -> str:
    """The review's progress ("Reviewing move 12 of 60…"), or how it ended."""
    if running:
        return tr("Reviewing move {number} of {total}…").format(
            number=min(done + 1, total), total=total
        )
    if done < total:
        return tr("Review stopped after {done} of {total} moves.").format(done=done, total=total)
    return tr("Review done: {total} moves marked.").format(total=total)
