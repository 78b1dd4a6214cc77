"""Table models of the statistics dialog: the runs (one row per game) and the summary rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from ttt_qt.engine import format_moves
from ttt_qt.stats import StoredGame
from ttt_qt.stats.report import SUMMARY_COLUMNS, summary_row
from ttt_qt.stats.runs import RUN_COLUMNS, local_time, run_row
from ttt_qt.stats.summary import Summary

GAME_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's ``StoredGame`` (runs model only)."""

_Index = QModelIndex | QPersistentModelIndex
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RUN_NUMERIC = {0, 7, 8}
_SUMMARY_NUMERIC = set(range(3, 10))


class GamesTableModel(QAbstractTableModel):
    """The table of runs: run number, date, X, O, who won, who lost, tie, moves, duration."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._games: list[StoredGame] = []
        self._rows: list[tuple[str, ...]] = []
        self._order: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder)

    def set_games(self, games: Sequence[StoredGame]) -> None:
        """Show ``games`` (in the order of the last ``sort``, run numbers rising at first)."""
        self.beginResetModel()
        self._games = list(games)
        self._rows = [run_row(game) for game in self._games]
        self._apply_order()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order the rows by ``column`` (numbers as numbers, dates in time order)."""
        self._order = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        games_before = [self._games[index.row()] for index in before]
        self._apply_order()
        # Keep the selection on the same games; a game's identity is its run number.
        new_row = {game.id: row for row, game in enumerate(self._games)}
        self.changePersistentIndexList(
            before,
            [
                self.index(new_row[game.id], index.column())
                for index, game in zip(before, games_before, strict=True)
            ],
        )
        self.layoutChanged.emit()

    def _apply_order(self) -> None:
        # Sorted here in one pass rather than by a proxy asking data() for every comparison:
        # a person with thousands of arena games opens the dialog at once.
        column, order = self._order
        pairs = sorted(
            zip(self._games, self._rows, strict=True),
            key=lambda pair: _run_sort_key(pair[0], column, pair[1][column]),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )
        self._games = [game for game, _ in pairs]
        self._rows = [row for _, row in pairs]

    def game_at(self, row: int) -> StoredGame:
        """The game shown on ``row``."""
        return self._games[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """Games shown."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The columns of the table of runs."""
        return 0 if parent.isValid() else len(RUN_COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return RUN_COLUMNS[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Cell text, alignment, a tooltip with the moves, sort keys and the game itself."""
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        game = self._games[row]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._rows[row][column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(_RIGHT if column in _RUN_NUMERIC else _LEFT)
        if role == Qt.ItemDataRole.ToolTipRole:
            moves = format_moves(game.moves) or "no moves"
            return (
                f"Run {game.id} · {game.rules.describe()}\nMoves: {moves}\nDouble-click to review"
            )
        if role == GAME_ROLE:
            return game
        return None


def _run_sort_key(game: StoredGame, column: int, text: str) -> tuple[Any, int]:
    """Sort by the column's value, then by run number."""
    value: Any
    if column == 1:
        value = local_time(game.played_at).replace(tzinfo=None)
    elif column == 7:
        value = len(game.moves)
    elif column == 8:
        value = game.duration_seconds
    elif column == 0:
        value = 0
    else:
        value = text.casefold()
    return value, game.id


class SummaryTableModel(QAbstractTableModel):
    """One row per side, opponent and rules: played, won, lost, tied, win rate, streaks."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._summaries: list[Summary] = []
        self._rows: list[tuple[str, ...]] = []

    def set_summaries(self, summaries: Sequence[Summary]) -> None:
        """Show ``summaries``."""
        self.beginResetModel()
        self._summaries = list(summaries)
        self._rows = [summary_row(summary) for summary in self._summaries]
        self.endResetModel()

    def summary_at(self, row: int) -> Summary:
        """The summary shown on ``row``."""
        return self._summaries[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Summary rows shown."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The summary columns."""
        return 0 if parent.isValid() else len(SUMMARY_COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return SUMMARY_COLUMNS[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Cell text and alignment."""
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._rows[row][column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(_RIGHT if column in _SUMMARY_NUMERIC else _LEFT)
        return None
