"""The coach's review on paper: an A4 PDF with every move's mark, the better move and why.

Made like the statistics' report (``ttt_qt.stats.report``: a ``QTextDocument`` printed with
``QPdfWriter``), in the window's language: a title with who played, the rules and how far the
review went, the marks each side got, then a table of the moves.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from ttt_qt.coach import Grade, MoveReview
from ttt_qt.engine import Mark, Rules, cell_name
from ttt_qt.stats.report import (
    document_pdf_bytes,
    html_heading,
    html_table,
    page_document,
)
from ttt_qt.stats.runs import date_text
from ttt_qt.stats.wording import rules_words

from .texts import grade_name, verdict

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def review_title(names: Mapping[Mark, str]) -> str:
    """The title, such as "Coach's review: You (X) vs Hard (O)"."""
    return translate("CoachReport", "Coach's review: {x} (X) vs {o} (O)").format(
        x=names["X"], o=names["O"]
    )


def review_document(
    reviews: Sequence[MoveReview],
    total: int,
    rules: Rules,
    names: Mapping[Mark, str],
    now: datetime | None = None,
) -> QTextDocument:
    """The review of the first ``len(reviews)`` of ``total`` moves as a printable document."""
    document = page_document()
    document.setHtml(_review_html(reviews, total, rules, names, now or datetime.now()))
    return document


def write_review_pdf(
    path: Path | str,
    reviews: Sequence[MoveReview],
    total: int,
    rules: Rules,
    names: Mapping[Mark, str],
) -> None:
    """Write the review to ``path`` as a PDF (see ``review_document``); OSError when it cannot."""
    document = review_document(reviews, total, rules, names)
    Path(path).write_bytes(document_pdf_bytes(document, review_title(names)))


def grade_text(grade: Grade) -> str:
    """The grade's sign and name, such as "?? blunder" ("good move" has no sign)."""
    return f"{grade.sign} {grade_name(grade)}".strip()


def mark_text(review: MoveReview) -> str:
    """The move's sign and grade, such as "?? blunder" (and "~" before an estimate)."""
    text = grade_text(review.grade)
    return text if review.exact else f"~ {text}"


def _review_html(
    reviews: Sequence[MoveReview],
    total: int,
    rules: Rules,
    names: Mapping[Mark, str],
    now: datetime,
) -> str:
    progress = translate("CoachReport", "{done} of {total} moves marked.").format(
        done=len(reviews), total=total
    )
    made = translate("Report", "Report made {date}.").format(date=date_text(now))
    key = translate(
        "CoachReport",
        "Marks are exact where the value is proven; ~ marks an estimate of the search."
        " Signs: ! best move, ?! inaccuracy, ? mistake, ?? blunder.",
    )
    parts = [
        "<html><body>",
        f"<h1>{html.escape(review_title(names))}</h1>",
        "<p>{}</p>".format(html.escape(" ".join((rules_words(rules) + ".", progress, made)))),
        f"<p>{html.escape(key)}</p>",
        html_heading(translate("CoachReport", "Marks per player")),
        _tally_table(reviews, names),
        html_heading(translate("CoachReport", "Moves")),
        _moves_table(reviews, names),
        "</body></html>",
    ]
    return "\n".join(parts)


def _tally_table(reviews: Sequence[MoveReview], names: Mapping[Mark, str]) -> str:
    """How many moves of each grade each player made."""
    columns = [
        translate("CoachReport", "Mark"),
        translate("CoachReport", "{name} (X)").format(name=names["X"]),
        translate("CoachReport", "{name} (O)").format(name=names["O"]),
    ]
    rows = [
        [
            grade_text(grade),
            *(str(sum(r.grade is grade and r.player == mark for r in reviews)) for mark in "XO"),
        ]
        for grade in Grade
    ]
    return html_table(columns, rows, numeric_from=1)


def _moves_table(reviews: Sequence[MoveReview], names: Mapping[Mark, str]) -> str:
    """One row a move: its number, who played it, the cell, the mark, a better move, why."""
    columns = [
        translate("CoachReport", "No."),
        translate("CoachReport", "Player"),
        translate("CoachReport", "Move"),
        translate("CoachReport", "Mark"),
        translate("CoachReport", "Better"),
        translate("CoachReport", "Why"),
    ]
    rows = [
        [
            str(review.number),
            f"{names[review.player]} ({review.player})",
            cell_name(review.move),
            mark_text(review),
            "" if review.best is None or review.best == review.move else cell_name(review.best),
            verdict(review),
        ]
        for review in reviews
    ]
    return html_table(columns, rows, numeric_from=6, unbroken={0, 2, 3, 4})
