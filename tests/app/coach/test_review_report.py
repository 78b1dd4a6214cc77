"""The coach's review on paper: the title names the players, the marks per player are
counted, every move has a row with its sign, a better move and why; estimates are marked;
the PDF is written, and the window's button saves it or says why it could not."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.helpers import settings_for
from ttt_qt.app import MainWindow
from ttt_qt.app.coach.bar import CoachBar
from ttt_qt.app.coach.review_report import mark_text, review_document, write_review_pdf
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.coach import Grade, MoveReview, review_game
from ttt_qt.engine import Game, Mark, Rules

MakeWindow = Callable[..., MainWindow]

BLUNDER_GAME = [(1, 1), (1, 0), (0, 0), (2, 2), (0, 2), (0, 1), (2, 0)]
"""X B2, O A2 (a blunder: X forces a win), and X wins."""
NAMES: dict[Mark, str] = {"X": "Ann", "O": "Bob"}
NOW = datetime(2026, 11, 27, 18, 0)


@pytest.fixture(scope="module")
def reviews() -> list[MoveReview]:
    return review_game(Rules(), BLUNDER_GAME)


def test_the_document_names_the_players_counts_the_marks_and_lists_every_move(
    qapp: object, reviews: list[MoveReview]
) -> None:
    text = review_document(reviews, len(BLUNDER_GAME), Rules(), NAMES, NOW).toPlainText()
    assert "Coach's review: Ann (X) vs Bob (O)" in text
    assert "3 x 3, 3 in a row." in text and "7 of 7 moves marked." in text
    assert "?? blunder" in text
    assert "A2 lets X force a win in" in text
    blunders = [r for r in reviews if r.grade is Grade.BLUNDER]
    assert [r.player for r in blunders] == ["O"]


def test_an_estimate_is_marked_and_a_partial_review_says_how_far_it_went(
    qapp: object, reviews: list[MoveReview]
) -> None:
    estimated = [replace(review, exact=False) for review in reviews[:2]]
    assert mark_text(estimated[1]) == "~ ?? blunder"
    assert mark_text(reviews[1]) == "?? blunder"
    text = review_document(estimated, 7, Rules(), NAMES, NOW).toPlainText()
    assert "2 of 7 moves marked." in text


def test_the_pdf_is_written(qapp: object, reviews: list[MoveReview], tmp_path: Path) -> None:
    target = tmp_path / "review.pdf"
    write_review_pdf(target, reviews, len(reviews), Rules(), NAMES)
    data = target.read_bytes()
    assert data.startswith(b"%PDF-") and len(data) > 2000


def test_the_coach_bar_saves_the_review_as_pdf(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.review_mode.review(Game(Rules(), BLUNDER_GAME), settings_for(opponent="perfect"))
    button = window.coach.bar.pdf_button
    assert button.objectName() == "coachPdfButton"
    assert window.coach.review_with_coach()
    qtbot.waitUntil(lambda: not window.coach.review.is_running, timeout=20_000)
    assert button.isEnabled()
    target = tmp_path / "marks"  # no suffix: .pdf is added
    monkeypatch.setattr(CoachBar, "ask_pdf_path", staticmethod(lambda parent: str(target)))
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    saved = tmp_path / "marks.pdf"
    assert saved.read_bytes().startswith(b"%PDF-")
    assert window.coach.bar.progress_label.text() == f"Saved the review to {saved}."


def test_a_review_that_cannot_be_saved_is_said_and_nothing_is_lost(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.review_mode.review(Game(Rules(), BLUNDER_GAME), settings_for(opponent="perfect"))
    window.coach.review_with_coach()
    qtbot.waitUntil(lambda: not window.coach.review.is_running, timeout=20_000)
    target = tmp_path / "missing" / "review.pdf"
    monkeypatch.setattr(CoachBar, "ask_pdf_path", staticmethod(lambda parent: str(target)))
    QTest.mouseClick(window.coach.bar.pdf_button, Qt.MouseButton.LeftButton)
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    assert boxes[0].text().startswith(f"The review could not be saved to {target}:")
    assert len(window.coach.review.reviews) == len(BLUNDER_GAME)
    boxes[0].close()
