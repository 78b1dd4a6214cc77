"""The thinking panel's tables: seed 002's scores square by square with the move taken in bold,
and a row per move MCTS or the threat search considered."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ttt_qt.ai import Limit
from ttt_qt.ai.montecarlo.flat import MonteCarloStrategy
from ttt_qt.ai.montecarlo.mcts import MctsStrategy
from ttt_qt.app.thinking.pages import MovesTable, ScoreGrid
from ttt_qt.coach.thinking import monte_carlo_grid, threat_view, tree_search_view
from ttt_qt.engine import Board, Rules, cell_name

BOARD = Board.from_moves(Rules(3), [(0, 0), (1, 1)])


def test_the_grid_shows_marks_scores_and_the_move_taken(qtbot: QtBot) -> None:
    grid = monte_carlo_grid(BOARD, MonteCarloStrategy(seed=7))
    table = ScoreGrid()
    qtbot.addWidget(table)
    table.show_grid(grid)
    assert (table.rowCount(), table.columnCount()) == (3, 3)
    assert table.objectName() == "monteCarloGrid"
    first = table.item(0, 0)
    assert first is not None and first.text() == "X"
    row, col = grid.move
    chosen = table.item(row, col)
    assert chosen is not None and chosen.font().bold()
    assert (table.currentRow(), table.currentColumn()) == grid.move
    assert table.horizontalHeaderItem(2).text() == "C"  # type: ignore[union-attr]


def test_a_row_per_move_mcts_tried(qtbot: QtBot) -> None:
    view = tree_search_view(BOARD, MctsStrategy(seed=1), Limit(playouts=400))
    table = MovesTable()
    qtbot.addWidget(table)
    table.show_tree_search(view)
    assert table.objectName() == "consideredMovesTable"
    assert table.rowCount() == len(view.moves) and table.columnCount() == 4
    names = [table.item(row, 0).text() for row in range(table.rowCount())]  # type: ignore[union-attr]
    assert cell_name(view.move) in names


def test_a_row_per_move_the_threat_search_valued(qtbot: QtBot) -> None:
    view = threat_view(BOARD, limit=Limit(time=5.0))
    table = MovesTable()
    qtbot.addWidget(table)
    table.show_threats(view)
    assert table.columnCount() == 2
    assert table.rowCount() == max(len(view.moves), 1)
    names = [table.item(row, 0).text() for row in range(table.rowCount())]  # type: ignore[union-attr]
    assert cell_name(view.move) in names
