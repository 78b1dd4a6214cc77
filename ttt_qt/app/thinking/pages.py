"""The panel's tables: seed 002's grid of scores, and the moves MCTS or the threat search saw."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from ttt_qt.ai import MoveValue
from ttt_qt.coach.thinking import MonteCarloGrid, ThreatView, TreeSearchView
from ttt_qt.engine import Move, cell_name
from ttt_qt.engine.cells import COLUMN_LETTERS

from ..computer.evaluation_text import short_label
from . import texts

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def _item(text: str, spoken: str, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
    item.setToolTip(spoken)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if bold:
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    return item


def _read_only(table: QTableWidget) -> None:
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setTabKeyNavigation(False)  # Tab leaves the table: the arrows move inside it


class ScoreGrid(QTableWidget):
    """Seed 002's scores, square by square, the board's marks where they stand."""

    def __init__(self) -> None:
        """An empty grid; ``show_grid`` fills it."""
        super().__init__()
        self.setObjectName("monteCarloGrid")
        self.setAccessibleName(translate("Thinking", "Monte Carlo scores"))
        # Column A stays on the left in right-to-left languages, as on the board beside it.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        _read_only(self)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def show_grid(self, grid: MonteCarloGrid) -> None:
        """Fill the grid from ``grid``: scores in the free squares, the move taken in bold."""
        size = grid.board.rules.size
        self.clear()
        self.setRowCount(size)
        self.setColumnCount(size)
        self.setHorizontalHeaderLabels(list(COLUMN_LETTERS[:size]))
        self.setVerticalHeaderLabels([str(row + 1) for row in range(size)])
        highlight = self.palette().brush(QPalette.ColorRole.Highlight)
        highlighted = self.palette().brush(QPalette.ColorRole.HighlightedText)
        for row in range(size):
            for col in range(size):
                move = (row, col)
                mark = grid.board.mark_at(move)
                score = grid.scores.get(move)
                chosen = move == grid.move
                spoken = texts.grid_cell_spoken(move, score, mark, chosen)
                text = mark if mark is not None else texts.number(score or 0.0)
                item = _item(text, spoken, bold=chosen)
                if chosen:
                    item.setBackground(highlight)
                    item.setForeground(highlighted)
                self.setItem(row, col, item)
        self.setCurrentCell(*grid.move)


class MovesTable(QTableWidget):
    """The moves a search considered: MCTS's visits and rewards, or the threat search's values."""

    def __init__(self) -> None:
        """An empty table; ``show_tree_search`` or ``show_threats`` fills it."""
        super().__init__()
        self.setObjectName("consideredMovesTable")
        self.setAccessibleName(translate("Thinking", "Moves considered"))
        _read_only(self)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def show_tree_search(self, view: TreeSearchView) -> None:
        """One row per move MCTS tried: visits, mean result, proof."""
        self._start(
            [
                translate("Thinking", "Move"),
                translate("Thinking", "Visits"),
                translate("Thinking", "Result of its games"),
                translate("Thinking", "Proof"),
            ],
            len(view.moves),
        )
        result = self.horizontalHeaderItem(2)
        if result is not None:
            result.setToolTip(
                translate(
                    "Thinking",
                    "The share of the random games through this move that the player making it"
                    " won, a draw counting half",
                )
            )
        for row, tried in enumerate(view.moves):
            cells = (
                cell_name(tried.move),
                texts.count(tried.visits),
                translate("Thinking", "{percent}%").format(percent=round(tried.score * 100)),
                texts.proven_text(tried),
            )
            self._fill_row(row, cells, tried.move == view.move)

    def show_threats(self, view: ThreatView) -> None:
        """One row per move the threat search valued."""
        self._start([translate("Thinking", "Move"), translate("Thinking", "Value")], 0)
        moves: tuple[tuple[Move, MoveValue | None], ...] = view.moves or ((view.move, view.value),)
        self.setRowCount(len(moves))
        for row, (move, value) in enumerate(moves):
            if value is not None:
                label = short_label(value)
            elif view.by_rule:
                label = translate("Thinking", "an opening rule, not a search")
            else:
                label = translate("Thinking", "the best found, not proven")
            self._fill_row(row, (cell_name(move), label), move == view.move)

    def _start(self, headers: list[str], rows: int) -> None:
        self.clear()
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        self.setRowCount(rows)

    def _header(self, col: int) -> str:
        item = self.horizontalHeaderItem(col)
        return "" if item is None else item.text()

    def _fill_row(self, row: int, cells: tuple[str, ...], chosen: bool) -> None:
        headers = [self._header(col) for col in range(self.columnCount())]
        spoken_parts = [
            translate("Thinking", "{header}: {text}").format(header=header, text=text)
            for header, text in zip(headers, cells, strict=True)
            if text
        ]
        if chosen:
            spoken_parts.append(translate("Thinking", "the move chosen"))
        spoken = translate("Thinking", "; ").join(spoken_parts)
        for col, text in enumerate(cells):
            self.setItem(row, col, _item(text, spoken, bold=chosen))
