"""The statistics dialog: the summary, the chart, the table of runs, exports and clearing.

Double-clicking a game (or choosing it and pressing Review) emits ``review_requested`` with
the engine ``Game`` rebuilt from the record and both names, and closes the dialog so the
window can show the game move by move.

Questions that block until the person answers (where to save, whether to clear) are
static methods, ``ask_save_path`` and ``ask_clear``, so tests can replace them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QStandardPaths,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.engine import Game
from ttt_qt.stats import RecordStore, StoredGame
from ttt_qt.stats.csv_file import write_csv
from ttt_qt.stats.report import write_pdf
from ttt_qt.stats.summary import summarize

from .stats_chart import StatsChartWidget
from .stats_table_model import GamesTableModel, SummaryTableModel

CSV_FILTER = "CSV files (*.csv);;All files (*)"
PDF_FILTER = "PDF files (*.pdf);;All files (*)"
DEFAULT_LAST = 10
_W = TypeVar("_W", bound=QWidget)


class StatsDialog(QDialog):
    """Statistics of the recorded games, with review, CSV and PDF export, and clearing.

    Signals:
        review_requested(Game, str, str): a game to review, with X's and O's names.
    """

    review_requested = Signal(Game, str, str)

    def __init__(self, store: RecordStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsDialog")
        self.setWindowTitle("Statistics")
        self._store = store
        self._games: list[StoredGame] = []
        self._build()
        self.refresh()
        self.resize(920, 720)
        self._games_view.setFocus()  # the games first: arrows choose one, Enter reviews it

    # -- building ----------------------------------------------------------------------------

    def _build(self) -> None:
        self._notice_label = _named(QLabel(wordWrap=True), "noticeLabel")
        self._notice_label.setVisible(False)
        self._heading_label = _named(QLabel(), "headingLabel")
        self._last_check = _named(QCheckBox("Only the last"), "lastCheck")
        self._last_spin = _named(QSpinBox(minimum=1, maximum=100_000), "lastSpin")
        self._last_spin.setValue(DEFAULT_LAST)
        self._last_spin.setSuffix(" games")
        self._last_spin.setAccessibleName("Number of recent games")
        self._last_check.toggled.connect(self._on_last_check_toggled)
        self._last_spin.valueChanged.connect(self._on_last_spin_value_changed)
        choice = QHBoxLayout()
        choice.addWidget(self._heading_label, 1)
        choice.addWidget(self._last_check)
        choice.addWidget(self._last_spin)

        self._summary_model = SummaryTableModel(self)
        self._summary_view = self._table_view(
            "summaryTable", "Summary per opponent and rules", self._summary_model, stretch=(0, 1)
        )
        self._chart = StatsChartWidget(self)

        self._games_model = GamesTableModel(self)
        self._games_view = self._table_view(
            "gamesTable", "Games played", self._games_model, stretch=(2, 3)
        )
        self._games_view.setSortingEnabled(True)
        self._games_view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self._games_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._games_view.doubleClicked.connect(self._on_games_view_double_clicked)
        self._games_view.activated.connect(self._on_games_view_double_clicked)
        self._games_view.selectionModel().selectionChanged.connect(self._update_buttons)

        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setChildrenCollapsible(False)
        for part, title in (
            (self._summary_view, "Summary"),
            (self._chart, "Won, lost and tied per opponent"),
            (self._games_view, "Games (double-click one to review it)"),
        ):
            splitter.addWidget(_titled(title, part))
        splitter.setSizes([150, 230, 340])

        self._review_button = _named(QPushButton("&Review"), "reviewButton")
        self._csv_button = _named(QPushButton("Export &CSV…"), "exportCsvButton")
        self._pdf_button = _named(QPushButton("Export &PDF…"), "exportPdfButton")
        self._clear_button = _named(QPushButton("C&lear statistics…"), "clearButton")
        close_button = _named(QPushButton("Close"), "closeButton")
        self._review_button.clicked.connect(self._on_review_button_clicked)
        self._csv_button.clicked.connect(self._on_csv_button_clicked)
        self._pdf_button.clicked.connect(self._on_pdf_button_clicked)
        self._clear_button.clicked.connect(self._on_clear_button_clicked)
        close_button.clicked.connect(self.accept)
        self._status_label = _named(QLabel(wordWrap=True), "exportStatusLabel")
        buttons = QHBoxLayout()
        for button in (self._review_button, self._csv_button, self._pdf_button):
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

    def _table_view(
        self, name: str, accessible_name: str, model: QAbstractItemModel, stretch: tuple[int, ...]
    ) -> QTableView:
        view = _named(QTableView(self), name)
        view.setModel(model)
        view.setAccessibleName(accessible_name)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.verticalHeader().setVisible(False)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(200)  # measure 200 rows, not thousands
        for column in stretch:  # the names take the room that is left
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
        view.setWordWrap(False)
        return view

    # -- showing -----------------------------------------------------------------------------

    @property
    def last(self) -> int | None:
        """How many recent games are shown and exported, or None for all of them."""
        return self._last_spin.value() if self._last_check.isChecked() else None

    @property
    def games(self) -> list[StoredGame]:
        """The games shown (oldest first)."""
        return list(self._games)

    def refresh(self) -> None:
        """Read the games again and redraw everything."""
        self._games = self._store.games(last=self.last)
        total = self._store.count() if self.last is not None else len(self._games)
        self._games_model.set_games(self._games)
        self._games_view.scrollToBottom()  # the latest games first come into view
        self._summary_model.set_summaries(summarize(self._games))
        self._chart.set_summaries(summarize(self._games, by_rules=False))
        if not total:
            heading = "No games recorded yet: finished games appear here."
        elif self.last is None:
            heading = f"All {total} recorded game{'s' if total != 1 else ''}."
        else:
            heading = f"The last {len(self._games)} of {total} recorded games."
        self._heading_label.setText(heading)
        notice = self._store.take_notice()
        if notice:
            self._notice_label.setText(notice)
            self._notice_label.setVisible(True)
        self._update_buttons()

    def _update_buttons(self) -> None:
        has_games = bool(self._games)
        self._csv_button.setEnabled(has_games)
        self._pdf_button.setEnabled(has_games)
        self._clear_button.setEnabled(has_games or self.last is not None)
        self._review_button.setEnabled(self._selected_game() is not None)

    def _selected_game(self) -> StoredGame | None:
        rows = self._games_view.selectionModel().selectedRows()
        if not rows:
            return None
        return self._games_model.game_at(rows[0].row())

    # -- slots -------------------------------------------------------------------------------

    def _on_last_check_toggled(self, _checked: bool) -> None:
        self.refresh()

    def _on_last_spin_value_changed(self, _value: int) -> None:
        if self._last_check.isChecked():
            self.refresh()

    def _on_games_view_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self._request_review(self._games_model.game_at(index.row()))

    def _on_review_button_clicked(self) -> None:
        game = self._selected_game()
        if game is not None:
            self._request_review(game)

    def _request_review(self, game: StoredGame) -> None:
        self.review_requested.emit(game.game(), game.x_name, game.o_name)
        self.accept()

    def _on_csv_button_clicked(self) -> None:
        path = self.ask_save_path(self, "Export the games as CSV", "ttt_qt-games.csv", CSV_FILTER)
        if path is None:
            return
        target = _with_suffix(path, ".csv")
        try:
            write_csv(self._games, target)
        except OSError as error:
            self._tell_failure(f"The CSV file could not be written to {target}: {error.strerror}.")
            return
        self._status_label.setText(f"Saved {len(self._games)} games to {target}.")

    def _on_pdf_button_clicked(self) -> None:
        path = self.ask_save_path(self, "Export a PDF report", "ttt_qt-report.pdf", PDF_FILTER)
        if path is None:
            return
        target = _with_suffix(path, ".pdf")
        try:
            write_pdf(self._games, target, last=self.last)
        except OSError as error:
            self._tell_failure(f"The report could not be written to {target}: {error.strerror}.")
            return
        self._status_label.setText(f"Saved the report of {len(self._games)} games to {target}.")

    def _on_clear_button_clicked(self) -> None:
        if not self.ask_clear(self, self._store.count()):
            return
        if not self._store.clear():
            self._tell_failure(
                "The statistics could not be cleared: the records file cannot be changed now."
            )
        self._last_check.setChecked(False)
        self.refresh()
        self._status_label.setText("Statistics cleared.")

    def _tell_failure(self, text: str) -> None:
        self._status_label.setText(text)
        box = QMessageBox(QMessageBox.Icon.Warning, "Statistics", text, parent=self)
        box.setObjectName("statsMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -- questions (tests replace these) -----------------------------------------------------

    @staticmethod
    def ask_save_path(parent: QWidget, title: str, suggested: str, filters: str) -> str | None:
        """Ask where to save a file; None when the person cancels."""
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        path, _ = QFileDialog.getSaveFileName(parent, title, f"{folder}/{suggested}", filters)
        return path or None

    @staticmethod
    def ask_clear(parent: QWidget, count: int) -> bool:
        """Ask the person to confirm clearing ``count`` games; True to go ahead."""
        answer = QMessageBox.question(
            parent,
            "Clear statistics",
            f"Forget all {count} recorded games? This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes


def _named(widget: _W, name: str) -> _W:
    widget.setObjectName(name)
    return widget


def _titled(title: str, content: QWidget) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 4, 0, 0)
    label = QLabel(f"<b>{title}</b>")
    label.setBuddy(content)
    layout.addWidget(label)
    layout.addWidget(content, 1)
    return box


def _with_suffix(path: str, suffix: str) -> Path:
    target = Path(path)
    return target if target.suffix else target.with_suffix(suffix)
