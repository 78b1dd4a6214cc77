"""The stroke through a completed line: whole at once, or drawing itself across the board;
never in the way of a click."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QWidget
from pytestqt.qtbot import QtBot

from tests.helpers import widget_image
from ttt_qt.app.board.cell_button import CellButton
from ttt_qt.app.board.line_overlay import LineOverlay


def board(qtbot: QtBot) -> tuple[QWidget, LineOverlay]:
    grid = QWidget()
    qtbot.addWidget(grid)
    layout = QGridLayout(grid)
    cells = {(row, col): CellButton((row, col)) for row in range(3) for col in range(3)}
    for (row, col), cell in cells.items():
        layout.addWidget(cell, row, col)
    overlay = LineOverlay(grid)
    overlay.set_cells(cells)
    grid.resize(300, 300)
    grid.show()
    qtbot.waitExposed(grid)
    overlay.resize(grid.size())
    return grid, overlay


def test_the_overlay_takes_no_clicks_and_no_focus(qtbot: QtBot) -> None:
    _, overlay = board(qtbot)
    assert overlay.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert overlay.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_a_line_shows_whole_or_draws_itself_in(qtbot: QtBot) -> None:
    _, overlay = board(qtbot)
    empty = widget_image(overlay)
    overlay.set_line(((0, 0), (2, 2)), "X")
    assert overlay.progress == 1.0
    assert widget_image(overlay) != empty  # the stroke is painted
    overlay.set_line(None, None)
    overlay.set_line(((0, 2), (2, 0)), "O", animate=True)
    assert overlay.progress < 1.0
    qtbot.waitUntil(lambda: overlay.progress == 1.0)
    overlay.set_line(None, None)
    assert widget_image(overlay) == empty


def test_the_same_line_again_does_not_restart_it(qtbot: QtBot) -> None:
    _, overlay = board(qtbot)
    overlay.set_line(((1, 0), (1, 2)), "X", animate=True)
    running = overlay.animation.currentTime()
    overlay.set_line(((1, 0), (1, 2)), "X", animate=True)
    assert overlay.animation.currentTime() >= running
    assert overlay.animation.state() == overlay.animation.State.Running
