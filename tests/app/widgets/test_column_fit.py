"""Name columns share the room left by the other columns, each as its texts need."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QHeaderView, QTableView
from pytestqt.qtbot import QtBot

from tests.stats.factories import decided
from ttt_qt.app.stats.dialog import StatsDialog
from ttt_qt.app.widgets.column_fit import NameColumns, share
from ttt_qt.stats import HUMAN, RecordStore


@given(st.integers(-100, 3000), st.lists(st.integers(1, 800), min_size=1, max_size=6))
def test_short_names_stay_whole_and_the_longest_share_the_rest(room: int, needs: list[int]) -> None:
    widths = share(room, needs)
    assert sorted(widths) == list(range(len(needs)))
    assert sum(widths.values()) == max(room, 0)
    if sum(needs) <= room:
        assert all(widths[place] >= need for place, need in enumerate(needs))
        return
    cut = [place for place, need in enumerate(needs) if widths[place] < need]
    assert cut
    assert max(widths[place] for place in cut) - min(widths[place] for place in cut) <= 1
    whole = [place for place in range(len(needs)) if place not in cut]
    assert all(widths[place] == needs[place] for place in whole)
    assert all(needs[place] <= max(widths[c] for c in cut) + 1 for place in whole)  # rounding


def test_a_long_name_is_shown_whole_while_the_names_fit(qtbot: QtBot, tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    for number in range(3):  # the computer wins: its name and "(O)" in the Winner column
        store.add(decided("O", x=HUMAN, o="adaptive", number=number))
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.findChild(QTableView, "gamesTable")
    assert view is not None
    header = view.horizontalHeader()
    names = (2, 3, 4, 5)

    def need(column: int) -> int:
        return max(header.sectionSizeHint(column), view.sizeHintForColumn(column))

    everything = sum(need(column) for column in range(header.count()))
    # Just room for every text: an even split of it would cut the Winner column's.
    dialog.resize(dialog.width() + everything + 8 - view.viewport().width(), dialog.height())
    qtbot.waitUntil(lambda: view.viewport().width() >= everything)
    for column in names:
        assert header.sectionSize(column) >= need(column), column
    assert sum(header.sectionSize(column) for column in range(header.count())) <= (
        view.viewport().width()
    )


def test_names_are_whole_when_the_other_columns_overflow(qtbot: QtBot) -> None:
    model = QStandardItemModel(2, 4)
    for row in range(2):
        for column, text in enumerate(["You", "Threat search", "15 x 15, 5 in a row", "100 %"]):
            model.setItem(row, column, QStandardItem(text))
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    NameColumns(view, (1,))
    view.resize(120, 200)
    view.show()
    qtbot.waitExposed(view)
    header = view.horizontalHeader()
    others = sum(header.sectionSize(column) for column in (0, 2, 3))
    assert view.viewport().width() < others  # a scroll bar shows the rest
    need = max(header.sectionSizeHint(1), view.sizeHintForColumn(1))
    assert header.sectionSize(1) >= need


def test_a_name_cut_short_keeps_a_readable_start(qtbot: QtBot) -> None:
    # Long headers (German's) leave the names a few pixels: they keep a readable start, and
    # the table scrolls sideways instead.
    name = "Hard (Perfect) · 2 s a move, a name much longer than its column"
    model = QStandardItemModel(1, 2)
    model.setItem(0, 0, QStandardItem(name))
    model.setItem(0, 1, QStandardItem("Fortgesetzt"))
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    fit = NameColumns(view, (0,))
    header = view.horizontalHeader()
    view.resize(header.sectionSize(1) + view.fontMetrics().averageCharWidth() * 4, 200)
    view.show()
    qtbot.waitExposed(view)
    need = max(header.sectionSizeHint(0), view.sizeHintForColumn(0))
    readable = fit.readable_width(need)
    assert view.fontMetrics().horizontalAdvance("Hard (Perf") < readable < need
    qtbot.waitUntil(lambda: header.sectionSize(0) >= readable)
