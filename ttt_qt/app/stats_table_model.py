"""Table models of the statistics dialog: the runs (one row per game) and the summary rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from ttt_qt.engine import format_moves
from ttt_qt.stats import StoredGame
from ttt_qt.stats.report import SUMMARY_COLUMNS, summary_row
from ttt_qt.stats.runs import RUN_COLUMNS, run_row
from ttt_qt.stats.summary import Summary

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""A value to sort a column by (numbers as numbers, dates in time order)."""
GAME_ROLE = Qt.ItemDataRole.UserRole + 2
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

    def set_games(self, games: Sequence[StoredGame]) -> None:
        """Show ``games`` (oldest first)."""
        self.beginResetModel()
        self._games = list(games)
        self._rows = [run_row(game) for game in self._games]
        self.endResetModel()

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
        if role == SORT_ROLE:
            return _run_sort_key(game, column, self._rows[row][column])
        if role == GAME_ROLE:
            return game
        return None


def _run_sort_key(game: StoredGame, column: int, text: str) -> Any:
    if column == 0:
        return game.id
    if column == 1:
        return game.played_at.timestamp() if game.played_at.tzinfo else game.id
    if column == 7:
        return len(game.moves)
    if column == 8:
        return game.duration_seconds
    return text.casefold()


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
