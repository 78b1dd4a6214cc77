"""``CoachBar`` (``coachBar``): the review's progress, Stop or Hide, Try again, the chart.

It sits in the side panel above the move list while the coach reviews a game, and puts the
marks on the board: the sign of the move shown at its cell and, where a better move was, that
move faintly with the steps of its line.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ttt_qt.coach import Grade, MoveReview
from ttt_qt.engine import Board, Mark, Move

from ..board.cell_states import CellNote
from ..board.view import BoardView
from ..game.model import GameModel
from ..players import roles
from ..widgets import dialogs
from .chart import AdvantageChart
from .review_report import write_review_pdf
from .session import CoachReview
from .texts import (
    GRADE_COLOURS,
    LINE_COLOUR,
    best_line_detail,
    legend_text,
    move_detail,
    progress_text,
)

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

LINE_SHOWN = 5
"""The steps of the better line numbered on the board (the whole line is in its words)."""


class CoachBar(QWidget):
    """The coach's part of the side panel, shown while a review runs or its marks are shown.

    Attributes:
        progress_label: ``coachProgressLabel``, "Reviewing move 12 of 60…" or how it ended.
        verdict_label: ``coachVerdictLabel``, why the move shown got its mark.
        stop_button: ``coachStopButton``, stops the review (the marks found stay); once it
            has stopped or ended, hides the coach (the marks and this bar go).
        try_again_button: ``tryAgainButton``, plays on from before the person's first mistake.
        pdf_button: ``coachPdfButton``, saves the marks found so far as a PDF.
        chart: ``advantageChart``.
        legend_label: ``coachLegendLabel``, what the signs beside the moves mean.
    """

    def __init__(
        self, coach: CoachReview, model: GameModel, board: BoardView, parent: QWidget | None = None
    ) -> None:
        """Show ``coach``'s review of ``model``'s game, its marks on ``board``."""
        super().__init__(parent)
        self.setObjectName("coachBar")
        self._coach, self._model, self._board = coach, model, board
        self.progress_label = QLabel(self)
        self.progress_label.setObjectName("coachProgressLabel")
        self.progress_label.setWordWrap(True)
        self.progress_label.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict_label = QLabel(self)
        self.verdict_label.setObjectName("coachVerdictLabel")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        self.stop_button = QPushButton(translate("Coach", "Stop revie&w"), self)
        self.stop_button.setObjectName("coachStopButton")
        self.try_again_button = QPushButton(translate("Coach", "Try &again from here"), self)
        self.try_again_button.setObjectName("tryAgainButton")
        self.pdf_button = QPushButton(translate("Coach", "Save review as &PDF…"), self)
        self.pdf_button.setObjectName("coachPdfButton")
        self.chart = AdvantageChart(self)
        self.legend_label = QLabel(legend_text(), self)
        self.legend_label.setObjectName("coachLegendLabel")
        self.legend_label.setWordWrap(True)
        self.legend_label.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QHBoxLayout()
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.try_again_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.verdict_label)
        layout.addLayout(buttons)
        layout.addWidget(self.chart)
        layout.addWidget(self.legend_label)
        layout.addWidget(self.pdf_button, 0, Qt.AlignmentFlag.AlignLeading)
        self.pdf_button.clicked.connect(self._on_pdf_button_clicked)
        self.stop_button.clicked.connect(self._on_stop_button_clicked)
        self.try_again_button.clicked.connect(coach.try_again)
        self.chart.move_chosen.connect(self._on_chart_move_chosen)
        coach.changed.connect(self.refresh)
        model.board_changed.connect(self.refresh)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Follow the review and the move shown."""
        coach = self._coach
        self.setVisible(coach.is_active)
        shown = len(self._model.game.moves)
        if not coach.is_active:
            self._board.set_notes({})
            return
        done = len(coach.reviews)
        self.progress_label.setText(progress_text(done, coach.total, coach.is_running))
        self._show_stop_or_hide(coach.is_running)
        self.pdf_button.setEnabled(done > 0)
        ply = coach.try_again_ply()
        self.try_again_button.setEnabled(ply is not None and self._model.is_reviewing)
        self.try_again_button.setToolTip(
            translate(
                "Coach",
                "Play on from the position before your first mistake, against the same opponent",
            )
            if ply is not None
            else translate("Coach", "No mistake of yours found so far")
        )
        self.chart.set_reviews(coach.reviews, coach.total, shown)
        review = coach.review_of(shown)
        self.verdict_label.setText("" if review is None else move_detail(review))
        self.verdict_label.setVisible(review is not None)
        notes, hint = board_notes(review, self._model.board)
        self._board.set_notes(notes, hint)

    def _show_stop_or_hide(self, running: bool) -> None:
        """The button stops the review while it runs, then hides the coach (its marks go)."""
        if running:
            self.stop_button.setText(translate("Coach", "Stop revie&w"))
            tip = translate("Coach", "Stop reviewing; the marks found so far stay")
        else:
            self.stop_button.setText(translate("Coach", "Hi&de the coach"))
            tip = translate(
                "Coach",
                "Take the coach's marks and this panel away; the game stays shown to step"
                " through (New game ends the review)",
            )
        self.stop_button.setToolTip(tip)

    @Slot()
    def _on_stop_button_clicked(self) -> None:
        if self._coach.is_running:
            self._coach.stop()
        else:
            self._coach.clear()

    @Slot()
    def _on_pdf_button_clicked(self) -> None:
        path = self.ask_pdf_path(self)
        if path is None:
            return
        target = path if path.lower().endswith(".pdf") else f"{path}.pdf"
        coach, players = self._coach, self._model.players
        marks: tuple[Mark, Mark] = ("X", "O")
        names = {mark: roles.player_name(players, mark) for mark in marks}
        try:
            write_review_pdf(target, coach.reviews, coach.total, players.rules, names)
        except OSError as error:
            text = translate("Coach", "The review could not be saved to {path}: {reason}.")
            dialogs.show_message(
                self,
                translate("Coach", "Coach"),
                text.format(path=target, reason=error.strerror or error),
                QMessageBox.Icon.Warning,
            )
            return
        self.progress_label.setText(
            translate("Coach", "Saved the review to {path}.").format(path=target)
        )

    @staticmethod
    def ask_pdf_path(parent: QWidget) -> str | None:
        """Ask where to save the review's PDF; None when the person cancels (tests replace it)."""
        return dialogs.ask_save_path(
            parent,
            translate("Coach", "Save the review as PDF"),
            "ttt_qt-review.pdf",
            translate("Coach", "PDF files (*.pdf);;All files (*)"),
        )

    @Slot(int)
    def _on_chart_move_chosen(self, number: int) -> None:
        if self._model.is_reviewing:
            self._model.review_mode.to(number)


def board_notes(
    review: MoveReview | None, board: Board
) -> tuple[dict[Move, CellNote], tuple[Move, Mark] | None]:
    """The notes of the position after ``review``'s move: its sign, and a better move's line."""
    if review is None:
        return {}, None
    notes: dict[Move, CellNote] = {}
    if review.grade.sign:
        notes[review.move] = CellNote(
            review.grade.sign, GRADE_COLOURS[review.grade], move_detail(review)
        )
    if review.grade is Grade.BEST or review.best is None or review.best == review.move:
        return notes, None
    for step, move in enumerate(review.line[:LINE_SHOWN], start=1):
        if board.mark_at(move) is None and move not in notes:
            notes[move] = CellNote(str(step), LINE_COLOUR, best_line_detail(review))
    return notes, (review.best, review.player)
