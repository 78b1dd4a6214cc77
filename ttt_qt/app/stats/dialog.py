"""The statistics dialog: the summary, the chart, the table of runs, exports and clearing.

Rows are per opponent: a computer strategy with its options (named by its level on the
row's rules, "Hard (Perfect)"), or a pair of people. Games of two computer players are left
out of the person's record unless **Include games between computer players** is ticked; the
exports follow what is shown.

Double-clicking a game (or choosing it and pressing Review) emits ``review_requested`` with
the engine ``Game`` rebuilt from the record and who played each side ("You",
"Hard (Perfect)"), and closes the dialog so the window can show the game move by move.

Questions that block until the person answers (where to save, whether to clear) are
static methods, ``ask_save_path`` and ``ask_clear``, so tests can replace them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.coach.rating import PuzzleAttempt
from ttt_qt.engine import Game
from ttt_qt.stats import RecordStore, StoredGame
from ttt_qt.stats.csv_file import write_csv
from ttt_qt.stats.report import write_pdf
from ttt_qt.stats.sides import side_of
from ttt_qt.stats.summary import summarize
from ttt_qt.stats.wording import side_parts

from ..settings.store import StatsView
from ..widgets import dialogs
from ..widgets.screen_room import share_of_screen
from .chart import StatsChartWidget
from .panes import content_height, games_table, named, titled
from .rating_chart import RatingChart
from .table_model import NOTE_COLUMN, GamesTableModel, SummaryTableModel

DEFAULT_LAST = 10


class StatsDialog(QDialog):
    """Statistics of the recorded games, with review, CSV and PDF export, and clearing.

    Signals:
        review_requested(Game, str, str): a game to review, with who played X and O
            ("You", "Hard (Perfect)", a person's name; a computer's options are left out).
        record_review_requested(StoredGame): the same game as recorded, with each side's
            player kind and options (emitted just before ``review_requested``; a window
            listens to one of the two).
        record_coach_requested(StoredGame): the game is to be reviewed with the coach
            (emitted just before the two above).
    """

    review_requested = Signal(Game, str, str)
    record_review_requested = Signal(object)
    record_coach_requested = Signal(object)

    def __init__(
        self, store: RecordStore, parent: QWidget | None = None, view: StatsView | None = None
    ) -> None:
        """Show ``store``'s games as ``view`` says (the choices left last time)."""
        super().__init__(parent)
        self.setObjectName("statsDialog")
        self.setWindowTitle(self.tr("Statistics"))
        self._store = store
        self._games: list[StoredGame] = []
        self._left_out = 0
        self._build()
        self._apply_view(view or StatsView())
        self.refresh()
        self.resize(share_of_screen(self, QSize(980, 740)))
        self._games_view.setFocus()  # the games first: arrows choose one, Enter reviews it

    # -- building ----------------------------------------------------------------------------

    def _build(self) -> None:
        self._notice_label = named(QLabel(wordWrap=True), "noticeLabel")
        self._notice_label.setVisible(False)
        self._heading_label = named(QLabel(wordWrap=True), "headingLabel")
        self._computer_check = named(
            QCheckBox(self.tr("Include games between c&omputer players")), "computerGamesCheck"
        )
        self._computer_check.setToolTip(
            self.tr(
                "Games where the computer played both sides are kept apart from yours;"
                " tick to count them too (in the exports as well)."
            )
        )
        self._computer_check.toggled.connect(self._on_computer_check_toggled)
        self._last_check = named(QCheckBox(self.tr("Only the last")), "lastCheck")
        self._last_spin = named(QSpinBox(minimum=1, maximum=100_000), "lastSpin")
        self._last_spin.setValue(DEFAULT_LAST)
        self._show_last_suffix(DEFAULT_LAST)
        self._last_spin.setAccessibleName(self.tr("Number of recent games"))
        self._last_check.toggled.connect(self._on_last_check_toggled)
        self._last_spin.valueChanged.connect(self._on_last_spin_value_changed)
        choice = QHBoxLayout()
        choice.addWidget(self._heading_label, 1)
        choice.addWidget(self._computer_check)
        choice.addSpacing(12)
        choice.addWidget(self._last_check)
        choice.addWidget(self._last_spin)

        self._summary_model = SummaryTableModel(self)
        self._summary_view = games_table(
            self,
            "summaryTable",
            self.tr("Summary per opponent and rules"),
            self._summary_model,
            names=(1,),  # the opponent: a strategy and its options can be long
        )
        self._chart = StatsChartWidget(self)

        self._games_model = GamesTableModel(self)
        self._games_view = games_table(
            self,
            "gamesTable",
            self.tr("Games played"),
            self._games_model,
            names=(2, 3, 4, 5, NOTE_COLUMN),
        )
        self._games_view.setSortingEnabled(True)
        self._games_view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self._games_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # Cut long names at the end: a computer's strength ("Monte Carlo · 20 random games a
        # move") starts with its number, which tells two such opponents apart.
        self._games_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._summary_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        # "activated" is a double-click or Enter, as the platform has it; listening to
        # doubleClicked as well would review the game twice.
        self._games_view.activated.connect(self._on_games_view_double_clicked)
        self._games_view.selectionModel().selectionChanged.connect(self._update_buttons)

        splitter = named(QSplitter(Qt.Orientation.Vertical, self), "statsSplitter")
        splitter.setChildrenCollapsible(False)
        self._summary_pane = titled(self.tr("Summary"), self._summary_view)
        splitter.addWidget(self._summary_pane)
        for part, title in (
            (self._chart, self.tr("Won, lost and tied per opponent, all rules together")),
            (self._games_view, self.tr("Games (double-click one to review it)")),
        ):
            splitter.addWidget(titled(title, part))
        self.rating_chart = RatingChart(self)
        self._rating_pane = titled(
            self.tr("Puzzle rating after each puzzle (a filled dot: solved)"), self.rating_chart
        )
        self._rating_pane.setVisible(False)
        splitter.addWidget(self._rating_pane)
        splitter.setSizes([170, 220, 330, 150])
        splitter.setStretchFactor(2, 1)  # a taller dialog gives its room to the games
        self._splitter = splitter

        self._review_button = named(QPushButton(self.tr("&Review")), "reviewButton")
        self._coach_button = named(QPushButton(self.tr("Review with c&oach")), "coachReviewButton")
        self._csv_button = named(QPushButton(self.tr("Export &CSV…")), "exportCsvButton")
        self._pdf_button = named(QPushButton(self.tr("Export &PDF…")), "exportPdfButton")
        self._clear_button = named(QPushButton(self.tr("C&lear statistics…")), "clearButton")
        close_button = named(QPushButton(self.tr("Close")), "closeButton")
        self._review_button.clicked.connect(self._on_review_button_clicked)
        self._coach_button.clicked.connect(self._on_coach_button_clicked)
        self._csv_button.clicked.connect(self._on_csv_button_clicked)
        self._pdf_button.clicked.connect(self._on_pdf_button_clicked)
        self._clear_button.clicked.connect(self._on_clear_button_clicked)
        close_button.clicked.connect(self.accept)
        self._status_label = named(QLabel(wordWrap=True), "exportStatusLabel")
        buttons = QHBoxLayout()
        for button in (self._review_button, self._coach_button, self._csv_button, self._pdf_button):
            buttons.addWidget(button)
        buttons.addWidget(self._clear_button)
        buttons.addStretch(1)
        buttons.addWidget(close_button)
        close_button.setDefault(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self._notice_label)
        layout.addLayout(choice)
        layout.addWidget(splitter, 1)
        layout.addWidget(self._status_label)
        layout.addLayout(buttons)

    def show_puzzle_rating(self, attempts: Sequence[PuzzleAttempt]) -> None:
        """Chart the puzzle rating after each of ``attempts`` (oldest first); none, no chart."""
        self.rating_chart.set_attempts(attempts)
        self._rating_pane.setVisible(bool(attempts))

    # -- showing -----------------------------------------------------------------------------

    @property
    def last(self) -> int | None:
        """How many recent games are shown and exported, or None for all of them."""
        return self._last_spin.value() if self._last_check.isChecked() else None

    @property
    def view(self) -> StatsView:
        """The choices shown: computer games included or not, and how many recent games."""
        return StatsView(self.include_computer_games, self.last)

    def _apply_view(self, view: StatsView) -> None:
        for widget in (self._computer_check, self._last_check, self._last_spin):
            widget.blockSignals(True)
        self._computer_check.setChecked(view.include_computer_games)
        self._last_check.setChecked(view.last is not None)
        if view.last is not None:
            self._last_spin.setValue(view.last)
        self._show_last_suffix(self._last_spin.value())
        for widget in (self._computer_check, self._last_check, self._last_spin):
            widget.blockSignals(False)

    @property
    def include_computer_games(self) -> bool:
        """True when games between two computer players are shown and exported too."""
        return self._computer_check.isChecked()

    @property
    def games(self) -> list[StoredGame]:
        """The games shown (oldest first)."""
        return list(self._games)

    def refresh(self) -> None:
        """Read the games again and redraw everything."""
        include = self.include_computer_games
        self._games = self._store.games(last=self.last, include_computer_games=include)
        counted = self._store.count(include_computer_games=include)
        total = counted if self.last is not None else len(self._games)
        self._left_out = 0 if include else self._store.count() - counted
        self._games_model.set_games(self._games)
        if self._games:
            # The latest game, chosen: Review shows it at once, and the row that looks
            # current is the one Review takes.
            self._games_view.selectRow(self._games_model.rowCount() - 1)
        self._games_view.scrollToBottom()  # the latest games first come into view
        self._summary_model.set_summaries(summarize(self._games))
        self._chart.set_summaries(summarize(self._games, by_rules=False))
        self._heading_label.setText(self._heading(total))
        self._fit_summary()
        notice = self._store.take_notice()
        if notice:
            self._notice_label.setText(notice)
            self._notice_label.setVisible(True)
        self._update_buttons()

    def showEvent(self, event: QShowEvent) -> None:
        """Size the summary to its rows once the dialog has its height."""
        super().showEvent(event)
        self._fit_summary()

    def _fit_summary(self) -> None:
        """Give the summary the height of all its rows, the games table the rest.

        The summary takes at most as much as the games table, so that a long summary
        scrolls rather than squeezing the games out of view.
        """
        sizes = self._splitter.sizes()
        total = sum(sizes)
        if not self.isVisible() or total <= 0:
            return
        pane = self._summary_pane
        title_and_margins = pane.sizeHint().height() - self._summary_view.sizeHint().height()
        wanted = content_height(self._summary_view) + title_and_margins
        chart, rating = sizes[1], sizes[3:]  # the charts keep their heights
        room = total - chart - sum(rating)
        summary = max(min(wanted, room // 2), pane.minimumSizeHint().height())
        self._splitter.setSizes([summary, chart, max(room - summary, 0), *rating])

    def _heading(self, total: int) -> str:
        if not total and self._left_out:
            heading = self.tr("None of your games recorded yet: they appear here once finished.")
        elif not total:
            heading = self.tr("No games recorded yet: finished games appear here.")
        elif self.last is None and self._left_out:
            # Every recorded game is in the count, so that the numbers add up.
            heading = self.tr("{counted} of {total} recorded games.").format(
                counted=total, total=total + self._left_out
            )
        elif self.last is None:
            heading = (
                self.tr("The one recorded game.")
                if total == 1
                else self.tr("All %n recorded games.", "", total)
            )
        else:
            heading = self.tr("The last {shown} of {total} recorded games.").format(
                shown=len(self._games), total=total + self._left_out
            )
        if self._left_out:
            left_out = self.tr(
                "%n game(s) between computer players are not counted.", "", self._left_out
            )
            heading = self.tr("{games} {left_out}").format(games=heading, left_out=left_out)
        return heading

    def _update_buttons(self) -> None:
        has_games = bool(self._games)
        self._csv_button.setEnabled(has_games)
        self._pdf_button.setEnabled(has_games)
        self._clear_button.setEnabled(has_games or self.last is not None)
        self._review_button.setEnabled(self._selected_game() is not None)
        self._coach_button.setEnabled(self._selected_game() is not None)

    def _selected_game(self) -> StoredGame | None:
        rows = self._games_view.selectionModel().selectedRows()
        if not rows:
            return None
        return self._games_model.game_at(rows[0].row())

    # -- slots -------------------------------------------------------------------------------

    def _on_last_check_toggled(self, _checked: bool) -> None:
        self.refresh()

    def _on_computer_check_toggled(self, _checked: bool) -> None:
        self.refresh()

    def _show_last_suffix(self, count: int) -> None:
        self._last_spin.setSuffix(self.tr(" games", "after the number of recent games", count))

    def _on_last_spin_value_changed(self, value: int) -> None:
        self._show_last_suffix(value)
        if self._last_check.isChecked():
            self.refresh()

    def _on_games_view_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self._request_review(self._games_model.game_at(index.row()))

    def _on_review_button_clicked(self) -> None:
        game = self._selected_game()
        if game is not None:
            self._request_review(game)

    def _on_coach_button_clicked(self) -> None:
        game = self._selected_game()
        if game is not None:
            self.record_coach_requested.emit(game)
            self._request_review(game)

    def _request_review(self, game: StoredGame) -> None:
        # The names alone ("You", "Hard (Perfect)"): the window words the result around them.
        x, o = side_parts(side_of(game, "X"))[0], side_parts(side_of(game, "O"))[0]
        self.record_review_requested.emit(game)
        self.review_requested.emit(game.game(), x, o)
        self.accept()

    def _on_csv_button_clicked(self) -> None:
        self._export(
            self.tr("Export the games as CSV"),
            "ttt_qt-games.csv",
            self.tr("CSV files (*.csv);;All files (*)"),
            lambda target: write_csv(self._games, target),
            failed=self.tr("The CSV file could not be written to {path}: {reason}."),
            saved=self.tr("Saved %n game(s) to {path}.", "", len(self._games)),
        )

    def _on_pdf_button_clicked(self) -> None:
        self._export(
            self.tr("Export a PDF report"),
            "ttt_qt-report.pdf",
            self.tr("PDF files (*.pdf);;All files (*)"),
            lambda target: write_pdf(
                self._games,
                target,
                last=self.last,
                computer_games_left_out=self._left_out,
                marks=self._store.marks(),
            ),
            failed=self.tr("The report could not be written to {path}: {reason}."),
            saved=self.tr("Saved the report of %n game(s) to {path}.", "", len(self._games)),
        )

    def _export(
        self,
        title: str,
        suggested: str,
        filters: str,
        write: Callable[[Path], None],
        *,
        failed: str,
        saved: str,
    ) -> None:
        """Ask where to save (``suggested`` names the file), ``write`` it, and say how it went.

        ``failed`` and ``saved`` are the sentences, with ``{path}`` (and ``{reason}``).
        """
        path = self.ask_save_path(self, title, suggested, filters)
        if path is None:
            return
        target = _with_suffix(path, Path(suggested).suffix)
        try:
            write(target)
        except OSError as error:
            self._tell_failure(failed.format(path=target, reason=error.strerror or error))
            return
        self._status_label.setText(saved.format(path=target))

    def _on_clear_button_clicked(self) -> None:
        count = self._store.count()
        question = (
            self.tr("Forget the one recorded game? This cannot be undone.")
            if count == 1
            else self.tr("Forget all %n recorded games? This cannot be undone.", "", count)
        )
        if not self.ask_clear(self, question):
            return
        if not self._store.clear():
            self._tell_failure(
                self.tr(
                    "The statistics could not be cleared: the records file cannot be changed now."
                )
            )
        self._last_check.setChecked(False)
        self.refresh()
        self._status_label.setText(self.tr("Statistics cleared."))

    def _tell_failure(self, text: str) -> None:
        self._status_label.setText(text)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics"), text, parent=self)
        box.setObjectName("statsMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -- questions (tests replace these) -----------------------------------------------------

    @staticmethod
    def ask_save_path(parent: QWidget, title: str, suggested: str, filters: str) -> str | None:
        """Ask where to save a file; None when the person cancels."""
        return dialogs.ask_save_path(parent, title, suggested, filters)

    @staticmethod
    def ask_clear(parent: QWidget, question: str) -> bool:
        """Ask the person ``question`` before clearing the statistics; True to go ahead."""
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("StatsDialog", "Clear statistics"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes


def _with_suffix(path: str, suffix: str) -> Path:
    target = Path(path)
    return target if target.suffix else target.with_suffix(suffix)
