"""Table models of the statistics dialog: the runs (one row per game) and the summary rows.

The cells say the same as the console's and the report's (``ttt_qt.stats.runs``,
``ttt_qt.stats.report``), worded through ``tr()``: who played each side ("You", a
person's name, the computer by its level on the game's rules and its strategy, with its
options: "Hard (Perfect)"), the results and the headers. The games table adds two columns
after seed 004's: the rules, and a note for a game abandoned or continued from another
(which the console and the report say under their tables).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ttt_qt.engine import Mark, Rules, format_moves
from ttt_qt.engine.rules import GOMOKU_RULES
from ttt_qt.stats import StoredGame
from ttt_qt.stats.runs import date_text, duration_text, local_time
from ttt_qt.stats.sides import side_of
from ttt_qt.stats.summary import Result, Streak, Summary
from ttt_qt.stats.wording import rules_words, run_note, side_text

GAME_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's ``StoredGame`` (runs model only)."""

_Index = QModelIndex | QPersistentModelIndex
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RUN_NUMERIC = {0, 7, 8}
_SUMMARY_NUMERIC = set(range(3, 12))
RULES_COLUMN, NOTE_COLUMN = 9, 10
"""The games table's columns after seed 004's: the rules, and what sets a game apart."""


translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def run_headers() -> tuple[str, ...]:
    """The titles of the table of runs (``ttt_qt.stats.runs.RUN_COLUMNS``), translated."""
    return (
        translate("StatsTables", "Run"),
        translate("StatsTables", "Date"),
        translate("StatsTables", "X"),
        translate("StatsTables", "O"),
        translate("StatsTables", "Who won"),
        translate("StatsTables", "Who lost"),
        translate("StatsTables", "Tie"),
        translate("StatsTables", "Moves"),
        translate("StatsTables", "Duration"),
        translate("StatsTables", "Rules"),
        translate("StatsTables", "Note"),
    )


def summary_headers() -> tuple[str, ...]:
    """The titles of the summary (``ttt_qt.stats.report.SUMMARY_COLUMNS``), translated."""
    return (
        translate("StatsTables", "Player"),
        translate("StatsTables", "Opponent"),
        translate("StatsTables", "Rules"),
        translate("StatsTables", "Played"),
        translate("StatsTables", "Won"),
        translate("StatsTables", "Lost"),
        translate("StatsTables", "Tied"),
        translate("StatsTables", "Abandoned", "a column: how many games were left unfinished"),
        translate("StatsTables", "Win rate"),
        translate("StatsTables", "Current streak"),
        translate("StatsTables", "Best streak"),
        translate("StatsTables", "Continued"),
    )


def summary_header_tips() -> dict[int, str]:
    """Tooltips of the summary's columns that need a word of explanation, by column."""
    return {
        7: translate(
            "StatsTables",
            "Games left before their end (a new game, another game opened, ...): counted as"
            " played, not as won, lost or tied. Match my level counts them as your losses.",
        ),
        11: translate(
            "StatsTables",
            "Games played on from a reviewed game, whose first moves they took over: counted"
            " with their results, and noted in the games table.",
        ),
    }


def side_with_mark(game: StoredGame, mark: Mark) -> str:
    """A side and its mark, such as "You (X)"."""
    return translate("StatsTables", "{side} ({mark})").format(
        side=side_text(side_of(game, mark)), mark=mark
    )


def run_cells(game: StoredGame) -> tuple[str, ...]:
    """The game's cells under ``run_headers``."""
    return (
        str(game.id),
        date_text(game.played_at),
        side_text(side_of(game, "X")),
        side_text(side_of(game, "O")),
        "" if game.winner is None else side_with_mark(game, game.winner),
        "" if game.loser is None else side_with_mark(game, game.loser),
        translate("StatsTables", "yes") if game.is_tie else translate("StatsTables", "no"),
        str(len(game.moves)),
        duration_text(game.duration_seconds),
        _rules_text(game.rules),
        run_note(game),
    )


def streak_text(streak: Streak | None) -> str:
    """``3 won``, ``1 lost``, ``2 tied`` (empty before any game)."""
    if streak is None:
        return ""
    texts = {
        Result.WON: translate("StatsTables", "{count} won"),
        Result.LOST: translate("StatsTables", "{count} lost"),
        Result.TIED: translate("StatsTables", "{count} tied"),
        Result.ABANDONED: translate("StatsTables", "{count} abandoned"),
    }
    return texts[streak.result].format(count=streak.length)


def summary_cells(summary: Summary) -> tuple[str, ...]:
    """The summary's cells under ``summary_headers``."""
    rules = summary.rules
    return (
        side_text(summary.player),
        side_text(summary.opponent),
        _rules_text(rules) if rules else translate("StatsTables", "all rules"),
        str(summary.played),
        str(summary.won),
        str(summary.lost),
        str(summary.tied),
        str(summary.abandoned),
        translate("StatsTables", "{percent}%").format(percent=round(summary.win_rate * 100)),
        streak_text(summary.current_streak),
        str(summary.best_streak),
        str(summary.continued),
    )


def _rules_text(rules: Rules) -> str:
    """The rules in the tables: "15 x 15, 5 in a row", with a gomoku rule other than freestyle."""
    size, win_length = rules.size, rules.win_length
    if not rules.is_freestyle:
        return rules_words(rules)  # "15 x 15, 5 in a row, Renju"
    if rules.reverse:
        text = translate("StatsTables", "{size} x {size}, {length} in a row, reverse")
    else:
        text = translate("StatsTables", "{size} x {size}, {length} in a row")
    return text.format(size=size, length=win_length)


class GamesTableModel(QAbstractTableModel):
    """The table of runs: run, date, X, O, who won, who lost, tie, moves, duration, rules, note."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._games: list[StoredGame] = []
        self._rows: list[tuple[str, ...]] = []
        self._order: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder)

    def set_games(self, games: Sequence[StoredGame]) -> None:
        """Show ``games`` (in the order of the last ``sort``, run numbers rising at first)."""
        self.beginResetModel()
        self._games = list(games)
        self._rows = [run_cells(game) for game in self._games]
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
        return 0 if parent.isValid() else len(run_headers())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return run_headers()[section]
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
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and column == NOTE_COLUMN
            and self._rows[row][column]
        ):
            return self._rows[row][column]  # the whole note, which the column may cut short
        if role == Qt.ItemDataRole.ToolTipRole:
            rules = game.rules
            return translate(
                "StatsTables",
                "Run {run} · {rules}\nX: {x}\nO: {o}\nMoves: {moves}\nDouble-click to review",
            ).format(
                run=game.id,
                rules=_rules_text(rules),
                x=self._rows[row][2],
                o=self._rows[row][3],
                moves=format_moves(game.moves) or translate("StatsTables", "no moves"),
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
    elif column == RULES_COLUMN:
        rules = game.rules
        value = (rules.size, rules.win_length, rules.reverse, GOMOKU_RULES.index(rules.rule))
    else:
        value = text.casefold()
    return value, game.id


class SummaryTableModel(QAbstractTableModel):
    """One row per side, opponent and rules: played, won, lost, tied, win rate, streaks."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, ...]] = []

    def set_summaries(self, summaries: Sequence[Summary]) -> None:
        """Show ``summaries``."""
        self.beginResetModel()
        self._rows = [summary_cells(summary) for summary in summaries]
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Summary rows shown."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The summary columns."""
        return 0 if parent.isValid() else len(summary_headers())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return summary_headers()[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return summary_header_tips().get(section)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Cell text, alignment, and the text again as a tooltip (a long name may not fit)."""
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return self._rows[row][column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(_RIGHT if column in _SUMMARY_NUMERIC else _LEFT)
        return None
