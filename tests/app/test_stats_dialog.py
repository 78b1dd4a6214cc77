"""The statistics dialog: the games shown, review on double-click, last N, exports, clearing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QLabel, QMessageBox, QPushButton, QSpinBox, QTableView
from pytestqt.qtbot import QtBot

from tests.stats.factories import decided, record
from ttt_qt.app.stats_chart import StatsChartWidget
from ttt_qt.app.stats_dialog import StatsDialog
from ttt_qt.engine import Game
from ttt_qt.stats import HUMAN, RecordStore, StoredGame
from ttt_qt.stats.csv_file import read_csv
from ttt_qt.stats.runs import RUN_COLUMNS, run_row

# The offscreen platform warns whenever a window with a layout is shown; nothing is wrong.


@pytest.fixture
def store(tmp_path: Path) -> RecordStore:
    store = RecordStore(tmp_path / "records.sqlite3")
    for number in range(10):
        store.add(record(number, HUMAN, "random"))
    store.add(decided("O", x="perfect", o=HUMAN, number=11))
    store.add(decided(None, x="random", o="sequential", number=12))
    return store


@pytest.fixture
def dialog(qtbot: QtBot, store: RecordStore) -> StatsDialog:
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _child(dialog: StatsDialog, kind: type, name: str):  # type: ignore[no-untyped-def]
    widget = dialog.findChild(kind, name)
    assert widget is not None, name
    return widget


def _games_table(dialog: StatsDialog) -> QTableView:
    return _child(dialog, QTableView, "gamesTable")  # type: ignore[no-any-return]


def _table_text(view: QTableView) -> list[list[str]]:
    model = view.model()
    return [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def test_the_dialog_shows_every_game_and_the_summary(
    dialog: StatsDialog, store: RecordStore
) -> None:
    assert dialog.objectName() == "statsDialog"
    games = store.games()
    view = _games_table(dialog)
    headers = [view.model().headerData(c, Qt.Orientation.Horizontal) for c in range(9)]
    assert tuple(headers) == RUN_COLUMNS
    assert _table_text(view) == [list(run_row(game)) for game in games]
    summary = _table_text(_child(dialog, QTableView, "summaryTable"))
    assert [row[:4] for row in summary] == [
        ["You", "Random", "3 x 3, 3 in a row", "10"],
        ["You", "Perfect", "3 x 3, 3 in a row", "1"],
        ["Random", "Sequential", "3 x 3, 3 in a row", "1"],
    ]
    chart = _child(dialog, StatsChartWidget, "statsChart")
    assert [s.pairing for s in chart.summaries] == [
        "You vs Random",
        "You vs Perfect",
        "Random vs Sequential",
    ]
    assert "You vs Perfect: 1 won, 0 lost, 0 tied" in chart.accessibleDescription()
    assert _child(dialog, QLabel, "headingLabel").text() == "All 12 recorded games."
    assert chart.grab().toImage().width() > 0


def _double_click_row(view: QTableView, row: int) -> None:
    index = view.model().index(row, 1)
    view.scrollTo(index)
    position = view.visualRect(index).center()
    no_keys = Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, no_keys, position)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, no_keys, position)


def _check_review(blocker_args: list[object], game: StoredGame) -> None:
    review, x_name, o_name = blocker_args
    assert isinstance(review, Game)
    assert review.moves == game.moves
    assert review.rules == game.rules
    assert review.outcome is not None
    assert (x_name, o_name) == (game.x_name, game.o_name)


def test_double_click_asks_to_review_that_game(
    qtbot: QtBot, dialog: StatsDialog, store: RecordStore
) -> None:
    view = _games_table(dialog)
    with qtbot.waitSignal(dialog.review_requested, timeout=2000) as blocker:
        _double_click_row(view, 10)
    _check_review(blocker.args, store.games()[10])
    assert not dialog.isVisible()


def test_review_follows_the_sort_order(
    qtbot: QtBot, dialog: StatsDialog, store: RecordStore
) -> None:
    view = _games_table(dialog)
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert view.model().index(0, 0).data() == "12"
    with qtbot.waitSignal(dialog.review_requested, timeout=2000) as blocker:
        _double_click_row(view, 0)
    _check_review(blocker.args, store.games()[-1])


def test_the_review_button_works_from_the_keyboard(
    qtbot: QtBot, dialog: StatsDialog, store: RecordStore
) -> None:
    button = _child(dialog, QPushButton, "reviewButton")
    assert not button.isEnabled()
    view = _games_table(dialog)
    view.selectRow(3)
    assert button.isEnabled()
    with qtbot.waitSignal(dialog.review_requested, timeout=2000) as blocker:
        button.click()
    _check_review(blocker.args, store.games()[3])


def test_only_the_last_games_are_shown_when_asked(dialog: StatsDialog) -> None:
    _child(dialog, QCheckBox, "lastCheck").setChecked(True)
    assert dialog.last == 10
    view = _games_table(dialog)
    assert [row[0] for row in _table_text(view)] == [str(n) for n in range(3, 13)]
    assert _child(dialog, QLabel, "headingLabel").text() == "The last 10 of 12 recorded games."
    _child(dialog, QSpinBox, "lastSpin").setValue(3)
    assert [row[0] for row in _table_text(view)] == ["10", "11", "12"]
    _child(dialog, QCheckBox, "lastCheck").setChecked(False)
    assert view.model().rowCount() == 12


def test_export_csv_writes_the_games_shown(
    qtbot: QtBot, dialog: StatsDialog, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "games"
    monkeypatch.setattr(StatsDialog, "ask_save_path", staticmethod(lambda *_: str(target)))
    _child(dialog, QCheckBox, "lastCheck").setChecked(True)
    _child(dialog, QPushButton, "exportCsvButton").click()
    written = target.with_suffix(".csv")
    assert read_csv(written) == dialog.games
    assert len(dialog.games) == 10
    assert str(written) in _child(dialog, QLabel, "exportStatusLabel").text()


def test_export_pdf_writes_a_report(
    qtbot: QtBot, dialog: StatsDialog, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "report.pdf"
    monkeypatch.setattr(StatsDialog, "ask_save_path", staticmethod(lambda *_: str(target)))
    _child(dialog, QPushButton, "exportPdfButton").click()
    assert target.read_bytes().startswith(b"%PDF-")


def test_an_export_to_a_bad_place_says_so_and_keeps_the_dialog(
    qtbot: QtBot, dialog: StatsDialog, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "no-such-folder" / "games.csv"
    monkeypatch.setattr(StatsDialog, "ask_save_path", staticmethod(lambda *_: str(target)))
    _child(dialog, QPushButton, "exportCsvButton").click()
    assert "could not be written" in _child(dialog, QLabel, "exportStatusLabel").text()
    qtbot.waitUntil(lambda: dialog.findChild(QMessageBox, "statsMessage") is not None)
    assert dialog.isVisible()


def test_cancelling_an_export_writes_nothing(
    qtbot: QtBot, dialog: StatsDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(StatsDialog, "ask_save_path", staticmethod(lambda *_: None))
    _child(dialog, QPushButton, "exportPdfButton").click()
    assert _child(dialog, QLabel, "exportStatusLabel").text() == ""


def test_clearing_asks_first(
    qtbot: QtBot, dialog: StatsDialog, store: RecordStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[int] = []

    def refuse(_parent: object, count: int) -> bool:
        asked.append(count)
        return False

    monkeypatch.setattr(StatsDialog, "ask_clear", staticmethod(refuse))
    clear = _child(dialog, QPushButton, "clearButton")
    clear.click()
    assert asked == [12]
    assert len(store.games()) == 12
    monkeypatch.setattr(StatsDialog, "ask_clear", staticmethod(lambda *_: True))
    clear.click()
    assert store.games() == []
    assert _games_table(dialog).model().rowCount() == 0
    assert "No games recorded yet" in _child(dialog, QLabel, "headingLabel").text()
    assert not _child(dialog, QPushButton, "exportPdfButton").isEnabled()


def test_a_notice_from_the_store_is_shown_in_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"garbage" * 100)
    store = RecordStore(path)
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    label = _child(dialog, QLabel, "noticeLabel")
    assert "moved aside" in label.text()
    assert not label.isHidden()
    assert store.take_notice() is None


def test_an_invalid_index_is_ignored(dialog: StatsDialog) -> None:
    dialog._on_games_view_double_clicked(QModelIndex())
    assert not dialog.isHidden()
