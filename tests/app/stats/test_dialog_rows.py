"""The statistics dialog's rows: the rules and notes of each game, and a summary shown whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QTableView
from pytestqt.qtbot import QtBot

from tests.stats.factories import continued, decided, left, record
from ttt_qt.app.stats.dialog import StatsDialog
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, RecordStore

# The offscreen platform warns whenever a window with a layout is shown; nothing is wrong.


def _show(qtbot: QtBot, store: RecordStore) -> StatsDialog:
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _view(dialog: StatsDialog, name: str) -> QTableView:
    view = dialog.findChild(QTableView, name)
    assert isinstance(view, QTableView), name
    return view


def _column(view: QTableView, title: str) -> list[str]:
    model = view.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    column = headers.index(title)
    return [model.index(row, column).data() for row in range(model.rowCount())]


def test_the_games_table_shows_each_games_rules_and_sorts_by_them(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(record(1, HUMAN, "random", rules=Rules(4, 3, reverse=True)))
    store.add(decided("X"))
    store.add(record(2, HUMAN, "random", rules=Rules(3, 3, reverse=True)))
    dialog = _show(qtbot, store)
    view = _view(dialog, "gamesTable")
    assert _column(view, "Rules") == [
        "4 x 4, 3 in a row, reverse",
        "3 x 3, 3 in a row",
        "3 x 3, 3 in a row, reverse",
    ]
    column = _column_index(view, "Rules")
    view.sortByColumn(column, Qt.SortOrder.AscendingOrder)
    assert _column(view, "Run") == ["2", "3", "1"]
    assert _column(view, "Rules")[1] == "3 x 3, 3 in a row, reverse"


def _column_index(view: QTableView, title: str) -> int:
    model = view.model()
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    return titles.index(title)


def test_abandoned_and_continued_games_are_noted_and_counted_apart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add_many([decided("X"), left(3), continued("O", 1, 4)])
    dialog = _show(qtbot, store)
    games = _view(dialog, "gamesTable")
    assert _column(games, "Note") == ["", "Abandoned", "Continued from run 1 after move 4"]
    assert _column(games, "Tie") == ["no", "no", "no"]
    summary = _view(dialog, "summaryTable")
    assert _column(summary, "Played") == ["3"]
    assert [_column(summary, title)[0] for title in ("Won", "Lost", "Tied")] == ["1", "1", "0"]
    assert _column(summary, "Abandoned") == ["1"]
    assert _column(summary, "Continued") == ["1"]
    tip = summary.model().headerData(
        _column_index(summary, "Abandoned"),
        Qt.Orientation.Horizontal,
        Qt.ItemDataRole.ToolTipRole,
    )
    assert "Match my level counts them as your losses" in tip


@pytest.mark.parametrize("rows", [4, 6])
def test_the_summary_shows_all_its_rows_and_the_games_take_the_rest(
    qtbot: QtBot, tmp_path: Path, rows: int
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    for number in range(rows):  # one opponent each: Monte Carlo at a strength of its own
        store.add(decided("X", o="montecarlo", o_options={"trials": 10 + number}))
    dialog = _show(qtbot, store)
    summary, games = _view(dialog, "summaryTable"), _view(dialog, "gamesTable")
    # A dialog with room for the summary's rows, as the window opens it on a small screen.
    row = summary.verticalHeader().defaultSectionSize()
    dialog.resize(dialog.width(), 14 * row + dialog.minimumSizeHint().height())
    dialog.refresh()
    qtbot.waitUntil(lambda: not summary.verticalScrollBar().isVisible())
    needed = summary.horizontalHeader().height() + summary.verticalHeader().length()
    assert summary.viewport().height() + summary.horizontalHeader().height() >= needed
    assert summary.model().rowCount() == rows
    assert games.height() >= summary.height()  # the games table took the rest
    splitter = dialog.findChild(QSplitter, "statsSplitter")
    assert isinstance(splitter, QSplitter)
    before = splitter.sizes()
    dialog.resize(dialog.width(), dialog.height() + 10 * row)
    qtbot.waitUntil(lambda: splitter.sizes()[2] > before[2])
    assert splitter.sizes()[0] == before[0]  # the summary keeps its height


def test_a_note_cut_short_shows_whole_as_its_tooltip(qtbot: QtBot, tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add_many([decided("X"), continued("O", 1, 4)])
    dialog = _show(qtbot, store)
    view = _view(dialog, "gamesTable")
    note = view.model().index(1, _column_index(view, "Note"))
    assert note.data(Qt.ItemDataRole.ToolTipRole) == "Continued from run 1 after move 4"
