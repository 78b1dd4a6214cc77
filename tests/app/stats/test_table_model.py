"""The statistics dialog's table models: one row per game with its cells, tooltip and game,
sorted by a column's value; one row per summary; streaks in words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.stats.factories import decided
from ttt_qt.app.stats.table_model import (
    GAME_ROLE,
    NOTE_COLUMN,
    RULES_COLUMN,
    GamesTableModel,
    SummaryTableModel,
    run_headers,
    streak_text,
    summary_cells,
    summary_headers,
)
from ttt_qt.stats import StoredGame
from ttt_qt.stats.summary import Result, Streak, summarize

DISPLAY = Qt.ItemDataRole.DisplayRole


def stored() -> list[StoredGame]:
    # Run 1: X wins in 5 moves, run 2: a tie in 9, run 3: O wins in 6.
    return [
        StoredGame.from_record(run, decided(winner, number=run))
        for run, winner in ((1, "X"), (2, None), (3, "O"))
    ]


def test_a_row_per_game_with_its_cells_and_the_game_itself(qapp: QApplication) -> None:
    model = GamesTableModel()
    model.set_games(stored())
    assert model.rowCount() == 3
    assert model.columnCount() == len(run_headers()) > NOTE_COLUMN
    assert model.headerData(0, Qt.Orientation.Horizontal) == run_headers()[0]
    first = model.index(0, 0)
    assert model.data(first, DISPLAY) == "1"
    assert model.data(first, GAME_ROLE) == model.game_at(0)
    assert model.data(model.index(0, RULES_COLUMN), DISPLAY) == "3 x 3, 3 in a row"
    tip = model.data(model.index(0, 1), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Run 1 · 3 x 3, 3 in a row") and tip.endswith("Double-click to review")
    assert model.data(first, Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight


def test_rows_sort_by_the_value_of_a_column(qapp: QApplication) -> None:
    model = GamesTableModel()
    model.set_games(stored())
    model.sort(7, Qt.SortOrder.DescendingOrder)  # moves, as numbers
    assert [model.game_at(row).id for row in range(3)] == [2, 3, 1]
    model.sort(0)
    assert [model.game_at(row).id for row in range(3)] == [1, 2, 3]
    model.set_games(list(reversed(stored())))  # the order chosen stays
    assert [model.game_at(row).id for row in range(3)] == [1, 2, 3]


def test_a_row_per_summary(qapp: QApplication) -> None:
    model = SummaryTableModel()
    summaries = summarize([decided("X"), decided("X", o="random")])
    model.set_summaries(summaries)
    assert model.rowCount() == len(summaries) == 2
    assert model.columnCount() == len(summary_headers())
    text = model.data(model.index(1, 0), DISPLAY)
    assert text == summary_cells(summaries[1])[0]
    assert model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole) == text


def test_streaks_in_words() -> None:
    assert streak_text(None) == ""
    assert streak_text(Streak(Result.WON, 3)) == "3 won"
    assert streak_text(Streak(Result.TIED, 1)) == "1 tied"
