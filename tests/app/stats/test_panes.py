"""The Statistics dialog's parts: named widgets, titled panes, read-only tables and the height
a table needs for all its rows."""

from __future__ import annotations

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView, QWidget
from pytestqt.qtbot import QtBot

from ttt_qt.app.stats.panes import content_height, games_table, named, titled


def test_a_titled_pane_names_its_content_as_the_titles_buddy(qtbot: QtBot) -> None:
    content = named(QTableView(), "summaryTable")
    pane = titled("&Summary", content)
    qtbot.addWidget(pane)
    label = pane.findChild(QLabel)
    assert label is not None and label.buddy() is content
    assert content.objectName() == "summaryTable"


def test_a_games_table_reads_whole_rows_and_grows_with_them(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    model = QStandardItemModel(0, 2)
    table = games_table(parent, "gamesTable", "Games played", model, (0,))
    assert table.objectName() == "gamesTable" and table.accessibleName() == "Games played"
    assert table.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows
    assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    empty = content_height(table)
    for row in range(5):
        model.appendRow([QStandardItem(f"game {row}"), QStandardItem("won")])
    assert content_height(table) >= empty + 5 * table.verticalHeader().defaultSectionSize()
