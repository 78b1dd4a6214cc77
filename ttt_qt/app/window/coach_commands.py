"""The coach from the window: the review of a game, and the puzzles.

The puzzles open from Game > Puzzles…; their rating is kept in the settings and shown in
Statistics.

"Review with coach" turns a finished game on the board (played here or opened from a file)
into a reviewed one and starts ``CoachReview``; a game chosen in Statistics is reviewed first,
then the coach starts once the window shows it. The marks go into a ``.ttt`` file saved while
they are shown (``ttt_qt.coach.marks_file``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtWidgets import QLabel

from ttt_qt.coach.marks_file import with_marks
from ttt_qt.coach.puzzles import Puzzle, PuzzleDataError, load_puzzles
from ttt_qt.coach.rating import PuzzleAttempt, rating_history
from ttt_qt.engine import Game, Move, cell_name
from ttt_qt.stats import GameRecord
from ttt_qt.stats.records import MoveMark

from ..coach.bar import CoachBar
from ..coach.puzzle_dialog import PuzzleDialog
from ..coach.session import CoachReview
from ..settings.store import SettingsStore
from ..stats.dialog import StatsDialog

if TYPE_CHECKING:
    from .main_window import MainWindow

MARKED_RUNS_SEARCHED = 200
"""The recorded games looked through for the one a finished review is of (newest first)."""


class CoachCommands(QObject):
    """Starts the coach's review of the game shown, and keeps its marks.

    The marks go into a ``.ttt`` file saved while they are shown, and into the records with
    the recorded game, for the statistics' PDF report.

    Attributes:
        review: the coach's review (``CoachReview``).
        bar: its part of the side panel (``coachBar``).
    """

    def __init__(self, window: MainWindow, store: SettingsStore) -> None:
        """Give ``window`` the coach: its actions, buttons and bar.

        Puzzle attempts that earlier versions kept in the settings ``store`` move to the
        window's records.
        """
        super().__init__(window)
        self._window = window
        # The puzzle attempts live in the records, beside the games; earlier versions kept
        # them with the settings, from where they move once.
        self._records = window.recorder.store
        earlier = store.take_puzzle_attempts()
        if earlier:
            self._records.add_puzzle_attempts(earlier)
        self.puzzle_dialog: PuzzleDialog | None = None
        self._statistics: tuple[StatsDialog, QLabel] | None = None  # while it is open
        window.window_actions.puzzles.triggered.connect(self.open_puzzles)
        model = window.model
        self.review = CoachReview(model, self)
        self.bar = CoachBar(self.review, model, window.board_view, window.side_panel)
        window.side_panel.use_coach(self.review, self.bar)
        self._waiting: tuple[Move, ...] | None = None  # a game from Statistics, once shown
        window.window_actions.coach_review.triggered.connect(self.review_with_coach)
        window.outcomes.coach_requested.connect(self.review_with_coach)
        window.saved_games.saved.connect(self._on_saved)
        model.review_changed.connect(self._on_model_review_changed)
        model.board_changed.connect(self._update_action)
        model.review_changed.connect(self._update_action)
        self.review.changed.connect(self._update_action)
        self.review.changed.connect(self._keep_marks_in_records)
        self._update_action()

    @property
    def can_review(self) -> bool:
        """True when the game shown is finished (or reviewed) and has moves."""
        model = self._window.model
        has_moves = bool(model.game.moves or model.game.redo_moves)
        return has_moves and (model.is_reviewing or model.board.is_over) and not model.is_shut_down

    @Slot()
    def review_with_coach(self) -> bool:
        """Review the game shown with the coach (a finished one goes into review mode first)."""
        model = self._window.model
        if not self.can_review or self.review.is_running:
            return False
        if not model.is_reviewing:
            history = model.game
            game = Game(history.rules, history.moves + history.redo_moves)
            self._window.outcomes.close()
            model.review_mode.review(game, model.players)
        return self.review.start()

    @Slot()
    def open_puzzles(self) -> PuzzleDialog | None:
        """Open the puzzles (or bring them forward); None, with a message, without a set."""
        if self.puzzle_dialog is not None:
            self.puzzle_dialog.raise_()
            self.puzzle_dialog.activateWindow()
            return self.puzzle_dialog
        try:
            puzzles = load_puzzles()
        except OSError:
            self._window.show_error(
                self.tr("Cannot open the puzzles"),
                self.tr("The puzzle set is missing from this installation of the app."),
            )
            return None
        except PuzzleDataError:
            self._window.show_error(
                self.tr("Cannot open the puzzles"),
                self.tr("The puzzle set of this installation is damaged: reinstall the app."),
            )
            return None
        return self.show_puzzles(puzzles)

    def show_puzzles(self, puzzles: Sequence[Puzzle]) -> PuzzleDialog | None:
        """Open the puzzle dialog on ``puzzles`` (None when there are none)."""
        if not puzzles:
            return None
        dialog = PuzzleDialog(
            puzzles, self._records.puzzle_attempts(), self._window.model.computer, self._window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.attempted.connect(self._on_puzzle_attempted)
        dialog.finished.connect(self._on_puzzle_dialog_finished)
        self.puzzle_dialog = dialog
        dialog.open()
        return dialog

    def attach_statistics(self, dialog: StatsDialog) -> None:
        """Statistics: its Review with coach button, and a line with the puzzle rating."""
        dialog.record_coach_requested.connect(self.review_record)
        label = QLabel(dialog)
        label.setObjectName("puzzleRatingStatsLabel")
        label.setWordWrap(True)
        layout = dialog.layout()
        if layout is not None:
            layout.addWidget(label)
        self._statistics = (dialog, label)
        dialog.destroyed.connect(self._on_statistics_destroyed)
        self._show_rating_in_statistics()

    def _show_rating_in_statistics(self) -> None:
        """The rating's line and its history in Statistics, when it is open."""
        if self._statistics is None:
            return
        dialog, label = self._statistics
        attempts = self._records.puzzle_attempts()
        label.setText(puzzle_rating_line(attempts))
        dialog.show_puzzle_rating(attempts)

    @Slot()
    def _on_statistics_destroyed(self) -> None:
        self._statistics = None

    @Slot(object)
    def _on_puzzle_attempted(self, attempt: PuzzleAttempt) -> None:
        self._records.add_puzzle_attempts([attempt])
        self._show_rating_in_statistics()

    @Slot()
    def _on_puzzle_dialog_finished(self) -> None:
        self.puzzle_dialog = None

    def review_record(self, record: GameRecord) -> None:
        """Review a recorded game with the coach (asking first if a game is in progress)."""
        self._waiting = tuple(record.game().moves)

    @Slot(bool)
    def _on_model_review_changed(self, reviewing: bool) -> None:
        waiting, self._waiting = self._waiting, None
        model = self._window.model
        if reviewing and waiting is not None and tuple(model.game.moves) == waiting:
            self.review.start()

    @Slot()
    def _keep_marks_in_records(self) -> None:
        """Once a review ends (or is stopped), keep its marks with the recorded game it is of.

        The game is the newest recorded one with the same rules and moves, among the last
        ``MARKED_RUNS_SEARCHED``; a game that was not recorded (opened from a file) keeps its
        marks only in a saved ``.ttt`` file.
        """
        review = self.review
        if review.is_running or not review.reviews:
            return
        rules = self._window.model.game.rules
        for game in reversed(self._records.games(last=MARKED_RUNS_SEARCHED)):
            if game.rules == rules and game.moves == review.moves:
                marks = [
                    MoveMark(r.number, cell_name(r.move), r.grade.sign, r.exact)
                    for r in review.reviews
                ]
                self._records.keep_marks(game.id, marks)
                return

    @Slot()
    def _update_action(self) -> None:
        self._window.window_actions.coach_review.setEnabled(
            self.can_review and not self.review.is_running
        )

    @Slot(str)
    def _on_saved(self, path: str) -> None:
        """Keep the marks shown in the ``.ttt`` file just saved, when they are its moves'."""
        review = self.review
        if not review.reviews or Path(path).suffix.lower() != ".ttt":
            return
        moves = tuple(self._window.model.game.moves)
        if review.moves[: len(moves)] != moves:
            return
        marks = [mark for mark in review.reviews if mark.number <= len(moves)]
        try:
            file = Path(path)
            file.write_text(with_marks(file.read_text(encoding="utf-8"), marks), encoding="utf-8")
        except OSError as error:
            self._window.show_error(self.tr("Cannot save the coach's marks"), str(error))


HISTORY_SHOWN = 8
"""The ratings after the latest attempts that Statistics lists."""


def puzzle_rating_line(attempts: Sequence[PuzzleAttempt]) -> str:
    """The puzzle rating and its latest history, for Statistics."""
    if not attempts:
        return QCoreApplication.translate(
            "CoachCommands", "Puzzle rating: no puzzle tried yet (Game > Puzzles…)."
        )
    history = rating_history(attempts)
    latest = " → ".join(str(rating.rounded) for rating in history[-HISTORY_SHOWN:])
    solved = sum(attempt.solved for attempt in attempts)
    return QCoreApplication.translate(
        "CoachCommands",
        "Puzzle rating: {rating} (solved at the first try without hints: {solved} of"
        " {count}); lately {ratings}",
    ).format(rating=history[-1].rounded, count=len(attempts), solved=solved, ratings=latest)
