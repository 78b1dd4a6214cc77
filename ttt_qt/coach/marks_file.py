"""The review kept in a saved game (``.ttt``) as comment lines, which every reader skips.

After the game's own lines, one comment per move reviewed::

    # coach 2 A2 blunder A1 exact A2 lets X force a win in 3; A1 held the draw

that is: ``# coach``, the move's number, its cell, its grade, the best move (``-`` for none),
``exact`` or ``estimate``, and the sentence. Every version of ttt_qt reads ``#`` lines as
comments (``engine.notation``), so a file with marks still opens everywhere; ``read_marks``
reads them back and passes over any comment line it does not understand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ttt_qt.engine import CellNameError, Move, cell_name, parse_cell

from .grades import Grade
from .review import MoveReview

PREFIX = "# coach "
"""The start of every line of the review."""


@dataclass(frozen=True, slots=True)
class SavedMark:
    """One move's mark as read back from a saved game.

    Attributes:
        number: the move's number, from 1.
        move: the move played.
        grade: its grade.
        best: the best move (None when the file names none).
        exact: whether the grade was exact.
        sentence: the verdict in words.
    """

    number: int
    move: Move
    grade: Grade
    best: Move | None
    exact: bool
    sentence: str


def format_marks(reviews: Sequence[MoveReview]) -> str:
    """The comment lines of ``reviews``, each ending with a newline."""
    lines = []
    for review in reviews:
        best = cell_name(review.best) if review.best is not None else "-"
        exact = "exact" if review.exact else "estimate"
        sentence = " ".join(review.sentence.split())
        cell = cell_name(review.move)
        lines.append(
            f"{PREFIX}{review.number} {cell} {review.grade.value} {best} {exact} {sentence}\n"
        )
    return "".join(lines)


def with_marks(text: str, reviews: Sequence[MoveReview]) -> str:
    """A saved game's ``text`` with its review replaced by ``reviews``."""
    kept = [line for line in text.splitlines(keepends=True) if not line.startswith(PREFIX)]
    body = "".join(kept)
    if body and not body.endswith("\n"):
        body += "\n"
    return body + format_marks(reviews)


def read_marks(text: str, size: int) -> list[SavedMark]:
    """The marks kept in a saved game's ``text`` on a ``size`` board, in the file's order."""
    marks = []
    for line in text.splitlines():
        if line.startswith(PREFIX):
            mark = _parse_line(line[len(PREFIX) :], size)
            if mark is not None:
                marks.append(mark)
    return marks


def _parse_line(rest: str, size: int) -> SavedMark | None:
    """One line's mark, or None when the line is not one this version writes."""
    words = rest.split(" ", 5)
    if len(words) < 5:
        return None
    number, cell, grade_word, best_word, exact = words[:5]
    grades = {grade.value: grade for grade in Grade}
    if not number.isdigit() or grade_word not in grades or exact not in ("exact", "estimate"):
        return None
    try:
        move = parse_cell(cell, size)
        best = None if best_word == "-" else parse_cell(best_word, size)
    except CellNameError:
        return None
    sentence = words[5] if len(words) > 5 else ""
    return SavedMark(int(number), move, grades[grade_word], best, exact == "exact", sentence)
