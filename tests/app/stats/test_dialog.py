"""The statistics dialog: the games shown, review on double-click, last N, exports, clearing;
opened again as it was left, and left open it shows each game as it ends."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QLabel, QMessageBox, QPushButton, QSpinBox, QTableView
from pytestqt.qtbot import QtBot

from tests.helpers import rules_where, statistics_name
from tests.stats.factories import decided, record, x_wins_on
from ttt_qt.ai import Level
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.stats.chart import StatsChartWidget
from ttt_qt.app.stats.dialog import StatsDialog
from ttt_qt.app.widgets import dialogs
from ttt_qt.engine import Game
from ttt_qt.stats import HUMAN, RecordStore, StoredGame
from ttt_qt.stats.csv_file import read_csv
from ttt_qt.stats.runs import RUN_COLUMNS, run_row
from ttt_qt.stats.sides import side_of

MakeWindow = Callable[..., MainWindow]

PERFECT = "Unbeatable (Perfect)"
"""Perfect on 3 x 3: its level there, then its strategy."""
RANDOM, SEQUENTIAL = statistics_name("random"), statistics_name("sequential")

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


def test_the_dialog_shows_your_games_and_the_summary_per_opponent(
    dialog: StatsDialog, store: RecordStore
) -> None:
    assert dialog.objectName() == "statsDialog"
    yours = store.games()[:11]  # the last one is random against sequential
    view = _games_table(dialog)
    headers = [view.model().headerData(c, Qt.Orientation.Horizontal) for c in range(9)]
    assert tuple(headers) == RUN_COLUMNS
    # As the console says, then the rules and a note (empty: no game abandoned or continued).
    assert [row[:9] for row in _table_text(view)] == [list(run_row(game)) for game in yours]
    assert {tuple(row[9:]) for row in _table_text(view)} == {("3 x 3, 3 in a row", "")}
    assert _table_text(view)[10][2:6] == [PERFECT, "You", "You (O)", f"{PERFECT} (X)"]
    summary = _table_text(_child(dialog, QTableView, "summaryTable"))
    assert [row[:4] for row in summary] == [
        ["You", RANDOM, "3 x 3, 3 in a row", "10"],
        ["You", PERFECT, "3 x 3, 3 in a row", "1"],
    ]
    assert summary[1][4:] == ["1", "0", "0", "0", "100%", "1 won", "1", "0"]
    chart = _child(dialog, StatsChartWidget, "statsChart")
    assert [s.pairing for s in chart.summaries] == [f"You vs {RANDOM}", f"You vs {PERFECT}"]
    assert f"You vs {PERFECT}: 1 won, 0 lost, 0 tied" in chart.accessibleDescription()
    assert _child(dialog, QLabel, "headingLabel").text() == (
        "11 of 12 recorded games. 1 game between computer players is not counted."
    )
    assert not _child(dialog, QCheckBox, "computerGamesCheck").isChecked()
    assert not dialog.include_computer_games
    assert chart.grab().toImage().width() > 0


def test_games_between_computer_players_are_counted_when_asked(
    dialog: StatsDialog, store: RecordStore
) -> None:
    _child(dialog, QCheckBox, "computerGamesCheck").setChecked(True)
    assert dialog.include_computer_games
    assert dialog.games == store.games()
    assert _games_table(dialog).model().rowCount() == 12
    summary = _table_text(_child(dialog, QTableView, "summaryTable"))
    assert [row[:2] for row in summary] == [["You", RANDOM], ["You", PERFECT], [RANDOM, SEQUENTIAL]]
    chart = _child(dialog, StatsChartWidget, "statsChart")
    assert chart.summaries[-1].is_computer_pairing
    assert _child(dialog, QLabel, "headingLabel").text() == "All 12 recorded games."
    _child(dialog, QCheckBox, "computerGamesCheck").setChecked(False)
    assert len(dialog.games) == 11


def test_each_strength_of_a_computer_is_its_own_opponent(qtbot: QtBot, tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(decided("X", o="montecarlo", o_options={"trials": 30}, number=1))
    store.add(decided("O", o="montecarlo", number=2))
    store.add(decided("X", o="perfect", names=("Bob", "Alice"), number=3))  # an older record
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    monte_carlo = statistics_name("montecarlo")
    weak = f"{monte_carlo} · 30 random games a move"
    summary = _table_text(_child(dialog, QTableView, "summaryTable"))
    model = _child(dialog, QTableView, "summaryTable").model()
    names = {model.index(row, 1).data(Qt.ItemDataRole.ToolTipRole) for row in range(3)}
    assert weak in names  # the whole name, however narrow the column
    with (
        qtbot.waitSignal(dialog.record_review_requested, timeout=2000) as chosen,
        qtbot.waitSignal(dialog.review_requested, timeout=2000) as blocker,
    ):
        dialog.show()
        _double_click_row(_games_table(dialog), 0)
    assert blocker.args[1:] == ["You", monte_carlo]  # the name, not the options
    assert chosen.args == [store.games()[0]]
    assert chosen.args[0].o_options == (("trials", 30.0),)
    assert [row[:2] + row[4:6] for row in summary] == [
        ["You", weak, "1", "0"],
        ["You", monte_carlo, "0", "1"],
        ["You", PERFECT, "1", "0"],
    ]
    assert [row[2:5] for row in _table_text(_games_table(dialog))] == [
        ["You", weak, "You (X)"],
        ["You", monte_carlo, f"{monte_carlo} (O)"],
        ["You", PERFECT, "You (X)"],
    ]
    tooltip = _games_table(dialog).model().index(0, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert f"X: You\nO: {weak}\n" in tooltip


def test_a_computer_is_named_by_its_level_on_the_games_rules_then_its_strategy(
    qtbot: QtBot, tmp_path: Path
) -> None:
    hard = rules_where("perfect", Level.HARD)
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(x_wins_on(hard, number=1))
    store.add(decided("O", o="perfect", number=2))
    store.add(decided("X", o="adaptive", o_options={"level": 4}, number=3))
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    summary = _table_text(_child(dialog, QTableView, "summaryTable"))
    assert [row[1] for row in summary] == ["Hard (Perfect)", PERFECT, "Match my level"]
    assert [row[2:6] for row in _table_text(_games_table(dialog))] == [
        ["You", "Hard (Perfect)", "You (X)", "Hard (Perfect) (O)"],
        ["You", PERFECT, f"{PERFECT} (O)", "You (X)"],
        ["You", "Match my level", "You (X)", "Match my level (O)"],
    ]
    chart = _child(dialog, StatsChartWidget, "statsChart")
    assert "You vs Hard (Perfect): 1 won, 0 lost, 0 tied" in chart.accessibleDescription()
    assert f"You vs {PERFECT}: 0 won, 1 lost, 0 tied" in chart.accessibleDescription()


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
    assert (x_name, o_name) == (side_of(game, "X").display_name, side_of(game, "O").display_name)


def test_double_click_asks_to_review_that_game(
    qtbot: QtBot, dialog: StatsDialog, store: RecordStore
) -> None:
    view = _games_table(dialog)
    with qtbot.waitSignal(dialog.review_requested, timeout=2000) as blocker:
        _double_click_row(view, 10)
    _check_review(blocker.args, store.games()[10])
    assert blocker.args[1:] == [PERFECT, "You"]
    assert not dialog.isVisible()


def test_a_double_click_asks_to_review_once(dialog: StatsDialog) -> None:
    asked: list[object] = []
    dialog.record_review_requested.connect(asked.append)
    _double_click_row(_games_table(dialog), 2)
    assert len(asked) == 1


def test_review_follows_the_sort_order(
    qtbot: QtBot, dialog: StatsDialog, store: RecordStore
) -> None:
    view = _games_table(dialog)
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert view.model().index(0, 0).data() == "11"
    with qtbot.waitSignal(dialog.review_requested, timeout=2000) as blocker:
        _double_click_row(view, 0)
    _check_review(blocker.args, store.games()[-2])


def test_the_review_button_works_from_the_keyboard(
    qtbot: QtBot, dialog: StatsDialog, store: RecordStore
) -> None:
    button = _child(dialog, QPushButton, "reviewButton")
    assert button.isEnabled()  # the latest game is chosen from the start
    view = _games_table(dialog)
    assert view.selectionModel().selectedRows()[0].row() == view.model().rowCount() - 1
    view.clearSelection()
    assert not button.isEnabled()
    view.selectRow(3)
    assert button.isEnabled()
    with qtbot.waitSignal(dialog.review_requested, timeout=2000) as blocker:
        button.click()
    _check_review(blocker.args, store.games()[3])


def test_only_the_last_games_are_shown_when_asked(dialog: StatsDialog) -> None:
    _child(dialog, QCheckBox, "lastCheck").setChecked(True)
    assert dialog.last == 10
    view = _games_table(dialog)
    assert [row[0] for row in _table_text(view)] == [str(n) for n in range(2, 12)]
    assert _child(dialog, QLabel, "headingLabel").text() == (
        "The last 10 of 12 recorded games. 1 game between computer players is not counted."
    )
    _child(dialog, QSpinBox, "lastSpin").setValue(3)
    assert [row[0] for row in _table_text(view)] == ["9", "10", "11"]
    _child(dialog, QCheckBox, "computerGamesCheck").setChecked(True)
    assert [row[0] for row in _table_text(view)] == ["10", "11", "12"]
    assert _child(dialog, QLabel, "headingLabel").text() == "The last 3 of 12 recorded games."
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
    assert [game.id for game in dialog.games] == list(range(2, 12))  # no computer game
    assert _child(dialog, QLabel, "exportStatusLabel").text() == f"Saved 10 games to {written}."
    _child(dialog, QCheckBox, "computerGamesCheck").setChecked(True)
    _child(dialog, QPushButton, "exportCsvButton").click()
    assert [game.id for game in read_csv(written)] == list(range(3, 13))
    assert read_csv(written)[-1].x_player == "random"


def test_export_pdf_writes_a_report(
    qtbot: QtBot, dialog: StatsDialog, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "report.pdf"
    monkeypatch.setattr(StatsDialog, "ask_save_path", staticmethod(lambda *_: str(target)))
    _child(dialog, QPushButton, "exportPdfButton").click()
    assert target.read_bytes().startswith(b"%PDF-")
    assert _child(dialog, QLabel, "exportStatusLabel").text() == (
        f"Saved the report of 11 games to {target}."
    )
    tool = shutil.which("pdftotext")
    if tool is None:
        return
    text = subprocess.run([tool, str(target), "-"], capture_output=True, text=True, check=True)
    words = " ".join(text.stdout.split())
    assert "Tic-tac-toe: all 11 games" in words
    assert "1 computer-vs-computer game is left out." in words
    assert SEQUENTIAL.split()[0] not in words


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
    asked: list[str] = []

    def refuse(_parent: object, question: str) -> bool:
        asked.append(question)
        return False

    monkeypatch.setattr(StatsDialog, "ask_clear", staticmethod(refuse))
    clear = _child(dialog, QPushButton, "clearButton")
    clear.click()
    assert asked == ["Forget all 12 recorded games? This cannot be undone."]
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


def test_exports_are_offered_in_documents_or_home_never_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    elsewhere.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.chdir(elsewhere)
    dialogs.remember_folder(None)
    assert Path(dialogs.start_folder()) == home  # no Documents folder yet
    (home / "Documents").mkdir()
    assert Path(dialogs.start_folder()) == home / "Documents"


def test_only_computer_games_recorded_says_none_of_yours_yet(qtbot: QtBot, tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "computers.sqlite3")
    store.add(decided(None, x="random", o="sequential", number=1))
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    assert _child(dialog, QLabel, "headingLabel").text() == (
        "None of your games recorded yet: they appear here once finished. "
        "1 game between computer players is not counted."
    )


def test_statistics_opens_as_it_was_left(make_window: MakeWindow) -> None:
    window = make_window()
    statistics = window.open_statistics()
    assert not statistics.include_computer_games and statistics.last is None
    check = statistics.findChild(QCheckBox, "computerGamesCheck")
    last_check = statistics.findChild(QCheckBox, "lastCheck")
    last_spin = statistics.findChild(QSpinBox, "lastSpin")
    assert check is not None and last_check is not None and last_spin is not None
    check.setChecked(True)
    last_check.setChecked(True)
    last_spin.setValue(25)
    statistics.reject()
    window.close()
    again = make_window().open_statistics()
    assert again.include_computer_games and again.last == 25


def test_statistics_left_open_shows_each_game_as_it_ends(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    statistics = window.open_statistics()
    assert statistics.games == []
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        window.model.play(move)
    assert len(statistics.games) == 1
