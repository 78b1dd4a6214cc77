"""The coach's marks in the window's words and colours."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ttt_qt.coach import Grade, MoveReview
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


def move_detail(review: MoveReview) -> str:
    """The mark in full words, for a tooltip and screen readers."""
    text = translate("Coach", "{grade}: {sentence}").format(
        grade=grade_name(review.grade), sentence=review.sentence
    )
    if not review.exact:
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
