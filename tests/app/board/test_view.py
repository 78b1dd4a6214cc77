"""The board view: coordinates, the keyboard cursor, review keys, the evaluation's words and
legend, the completed line's colour, cell geometry and the board's minimum size."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import cast

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, dark_palette
from ttt_qt.ai import MoveValue
from ttt_qt.app import MainWindow
from ttt_qt.app.board.cell_button import CellButton, CellState
from ttt_qt.app.board.cell_shape import MIN_CELL_PIXELS, MIN_MARK_STROKE, CellShape
from ttt_qt.app.board.evaluation_legend import EvaluationLegend
from ttt_qt.app.board.theme import board_theme
from ttt_qt.app.board.view import BoardView
from ttt_qt.app.computer.evaluation_text import LegendState, describe, legend_lines, short_label
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import AppSettings, Mode
from ttt_qt.engine import Game, Mark, Move, Rules

MakeWindow = Callable[..., MainWindow]

WIN_3 = MoveValue("win", 3, 1.0, "Win in 3")
WIN_1 = MoveValue("win", 1, 1.0, "Win in 1")
LOSS_2 = MoveValue("loss", 2, 0.0, "Loss in 2")
DRAW = MoveValue("draw", 6, 0.5, "Draw")
ESTIMATE = MoveValue("estimate", None, 0.45, "45%")


def two_people(make_window: MakeWindow, size: int = 3, **fields: object) -> MainWindow:
    win_length = {3: 3, 4: 4, 5: 4}.get(size, 5)
    return make_window(mode=Mode.HUMAN_VS_HUMAN, size=size, win_length=win_length, **fields)


def cell(window: MainWindow, move: Move) -> CellButton:
    return window.board_view.cell(move)


def label(window: MainWindow, name: str) -> QLabel:
    found = window.findChild(QLabel, name)
    assert found is not None, name
    return found


def grid_position(grid: QGridLayout, widget: QWidget) -> tuple[int, int]:
    row, col, _, _ = cast(tuple[int, int, int, int], grid.getItemPosition(grid.indexOf(widget)))
    return row, col


def grid_host(window: MainWindow) -> QWidget:
    host = cell(window, (0, 0)).parentWidget()
    assert host is not None
    return host


def activate(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def press(widget: QWidget, key: Qt.Key) -> None:
    QTest.keyClick(widget, key)


def focused_cell(qtbot: QtBot, window: MainWindow) -> CellButton:
    qtbot.waitUntil(lambda: window.board_view.focused_cell() is not None)
    move = window.board_view.focused_cell()
    assert move is not None
    return cell(window, move)


# --- coordinates ---------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [3, 10, 15])
def test_coordinates_sit_in_the_grid_above_and_beside_the_cells(
    make_window: MakeWindow, size: int
) -> None:
    window = two_people(make_window, size)
    grid = grid_host(window).layout()
    assert isinstance(grid, QGridLayout)
    assert grid.count() == size * size + 2 * size
    letters = "ABCDEFGHIJKLMNO"[:size]
    for col, letter in enumerate(letters):
        col_label = label(window, f"colLabel_{col}")
        assert col_label.text() == letter
        assert grid.indexOf(col_label) >= 0
        label_row, label_col = grid_position(grid, col_label)
        top_row, cell_col = grid_position(grid, cell(window, (0, col)))
        assert (label_row, label_col) == (top_row - 1, cell_col)
    for row in range(size):
        row_label = label(window, f"rowLabel_{row}")
        assert row_label.text() == str(row + 1)
        label_row, label_col = grid_position(grid, row_label)
        cell_row, left_col = grid_position(grid, cell(window, (row, 0)))
        assert (label_row, label_col) == (cell_row, left_col - 1)
    # The labels spell the cells' names: the cell under J and beside 10 is "J10".
    last = size - 1
    name = label(window, f"colLabel_{last}").text() + label(window, f"rowLabel_{last}").text()
    assert cell(window, (last, last)).accessibleName() == f"{name}, empty"


@pytest.mark.parametrize("size", [10, 15])
def test_coordinates_line_up_with_their_cells(make_window: MakeWindow, size: int) -> None:
    window = two_people(make_window, size)
    host = grid_host(window)
    for index in range(size):
        column = cell(window, (0, index)).geometry()
        letter = label(window, f"colLabel_{index}").geometry()
        assert abs(letter.center().x() - column.center().x()) <= 1
        assert letter.bottom() < column.top()
        row = cell(window, (index, 0)).geometry()
        number = label(window, f"rowLabel_{index}").geometry()
        assert abs(number.center().y() - row.center().y()) <= 1
        assert number.right() < row.left()
        assert host.rect().contains(letter) and host.rect().contains(number)


def test_accessible_names_name_the_cell_and_its_mark(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = two_people(make_window)
    assert cell(window, (0, 0)).accessibleName() == "A1, empty"
    QTest.mouseClick(cell(window, (1, 1)), Qt.MouseButton.LeftButton)
    assert cell(window, (1, 1)).accessibleName() == "B2, X"
    assert "last move" in cell(window, (1, 1)).accessibleDescription()


# --- the keyboard cursor -------------------------------------------------------------------------


def test_a_key_shows_the_cursor_and_enter_plays_there(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = two_people(make_window)
    activate(qtbot, window)
    board = window.board_view
    centre = focused_cell(qtbot, window)
    assert centre.cell == (1, 1)
    assert board.cursor_cell is None
    target = cell(window, (1, 2))
    hidden = target.grab().toImage()
    press(centre, Qt.Key.Key_Right)
    assert board.cursor_cell == (1, 2)
    assert target.hasFocus() and target.state.cursor
    assert [button.cell for button in board.cells() if button.state.cursor] == [(1, 2)]
    assert target.grab().toImage() != hidden  # the ring is drawn
    press(target, Qt.Key.Key_Return)
    assert list(window.model.game.moves) == [(1, 2)]


def test_home_end_and_arrows_move_the_cursor_within_the_board(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = two_people(make_window, 10)
    activate(qtbot, window)
    board = window.board_view
    press(focused_cell(qtbot, window), Qt.Key.Key_End)
    assert board.cursor_cell == (5, 9)
    press(focused_cell(qtbot, window), Qt.Key.Key_Right)  # stays at the edge
    assert board.cursor_cell == (5, 9)
    press(focused_cell(qtbot, window), Qt.Key.Key_Home)
    press(focused_cell(qtbot, window), Qt.Key.Key_Up)
    assert board.cursor_cell == (4, 0)
    press(focused_cell(qtbot, window), Qt.Key.Key_Space)
    assert list(window.model.game.moves) == [(4, 0)]


def test_a_mouse_click_hides_the_cursor_and_a_key_brings_it_back(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = two_people(make_window)
    activate(qtbot, window)
    board = window.board_view
    press(focused_cell(qtbot, window), Qt.Key.Key_Left)
    assert board.cursor_cell == (1, 0)
    QTest.mouseClick(cell(window, (2, 2)), Qt.MouseButton.LeftButton)
    assert list(window.model.game.moves) == [(2, 2)]
    assert board.cursor_cell is None
    assert not any(button.state.cursor for button in board.cells())
    press(focused_cell(qtbot, window), Qt.Key.Key_Up)
    assert board.cursor_cell == (1, 2)


def test_tab_into_the_board_shows_the_cursor(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = two_people(make_window)
    activate(qtbot, window)
    board = window.board_view
    QTest.mouseClick(cell(window, (0, 0)), Qt.MouseButton.LeftButton)
    assert board.cursor_cell is None
    new_game = window.side_panel.findChild(QWidget, "newGameButton")
    assert new_game is not None
    new_game.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(new_game.hasFocus)
    cell(window, (2, 1)).setFocus(Qt.FocusReason.TabFocusReason)
    assert board.cursor_cell == (2, 1)


def test_the_cursor_cell_is_the_boards_only_tab_stop(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = two_people(make_window, 10)
    activate(qtbot, window)
    board = window.board_view
    press(focused_cell(qtbot, window), Qt.Key.Key_Down)
    stops = [
        button.cell for button in board.cells() if button.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]
    assert stops == [(6, 5)]
    press(focused_cell(qtbot, window), Qt.Key.Key_Tab)
    assert board.focused_cell() is None  # Tab left the board
    outside = QApplication.focusWidget()
    assert outside is not None
    QTest.keyClick(outside, Qt.Key.Key_Backtab)
    assert board.focused_cell() == (6, 5)
    assert board.cursor_cell == (6, 5)


# --- review keys ---------------------------------------------------------------------------------


def test_arrow_home_and_end_step_through_a_reviewed_game(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = two_people(make_window)
    game = Game(Rules(3), [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)])
    window.review_game(game, "Carol", "Dave")
    activate(qtbot, window)
    model = window.model
    keys = focused_cell(qtbot, window)
    assert len(model.game.moves) == 9
    press(keys, Qt.Key.Key_Left)
    press(keys, Qt.Key.Key_Left)
    assert len(model.game.moves) == 7
    press(keys, Qt.Key.Key_Right)
    assert len(model.game.moves) == 8
    press(keys, Qt.Key.Key_Home)
    assert len(model.game.moves) == 0
    press(keys, Qt.Key.Key_Right)
    assert list(model.game.moves) == [(1, 1)]
    press(keys, Qt.Key.Key_End)
    assert len(model.game.moves) == 9
    assert window.board_view.cursor_cell is None  # no cursor: nothing can be played
    # The keys also step when the focus is elsewhere in the window, such as the move list.
    moves = window.side_panel.move_list
    moves.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(moves.hasFocus)
    press(moves, Qt.Key.Key_Left)
    assert len(model.game.moves) == 8


def test_after_play_from_here_the_arrows_move_the_cursor_again(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = two_people(make_window)
    window.review_game(Game(Rules(3), [(1, 1), (0, 0), (2, 2)]), "Carol", "Dave")
    activate(qtbot, window)
    model = window.model
    press(focused_cell(qtbot, window), Qt.Key.Key_Home)
    assert len(model.game.moves) == 0
    model.review_mode.play_from_here()
    press(focused_cell(qtbot, window), Qt.Key.Key_Left)
    assert len(model.game.moves) == 0
    assert window.board_view.cursor_cell is not None


# --- the evaluation in words ---------------------------------------------------------------------


@pytest.mark.parametrize(("side", "label"), [(563, "Draw"), (581, "45%"), (700, "Loss in 12")])
def test_a_value_reads_the_same_size_in_every_cell(qtbot: QtBot, side: int, label: str) -> None:
    view = BoardView(GameModel(replace(AppSettings(), size=15, win_length=5)))
    qtbot.addWidget(view)
    view.show()
    view.resize(side, side)
    qtbot.waitUntil(lambda: view.width() == side)
    cells = view.cells()
    assert len({button.width() for button in cells}) == 2  # the pixels left over, shared out
    for button in cells:
        button.set_state(CellState(value_label=label, value_kind="draw"))
    sizes = {button.value_layout().font.pixelSize() for button in cells}
    assert len(sizes) == 1, sizes


def test_short_labels() -> None:
    assert short_label(WIN_3) == "Win in 3"
    assert short_label(LOSS_2) == "Loss in 2"
    assert short_label(DRAW) == "Draw"
    assert short_label(ESTIMATE) == "45%"


def test_tooltips_say_whose_value_and_whether_it_is_proven() -> None:
    assert describe("B2", "X", WIN_3) == (
        "B2: Win in 3. If X plays here, X can force a win within 3 moves "
        "(the moves of both players, this one included)."
    )
    assert describe("C1", "X", WIN_1) == "C1: Win in 1. X wins by playing here."
    assert describe("C3", "O", LOSS_2) == (
        "C3: Loss in 2. If O plays here, X can force a win within 2 moves "
        "(the moves of both players, this one included)."
    )
    assert describe("A3", "X", DRAW) == (
        "A3: Draw. If X plays here, neither player can force a win: with best play "
        "the game is a draw."
    )
    assert describe("C5", "O", ESTIMATE) == (
        "C5: 45%. If O plays here, O's chances are estimated at 45% (a draw counts as "
        "half a win). This is not proven."
    )


def test_the_legend_names_the_player_and_both_kinds_of_value() -> None:
    lines = legend_lines(LegendState.VALUES, "O")
    assert lines[0] == "Each free cell shows how the game goes for O if O plays there."
    assert "proven" in lines[1] and "Win in 3" in lines[1]
    assert "estimated chances" in lines[2] and "not proven" in lines[2]
    assert legend_lines(LegendState.PENDING, "X")[0] == "Evaluating every free cell for X…"
    # A finished game has no values left to explain.
    assert legend_lines(LegendState.OVER, "X") == [
        "The game is over: there is nothing left to evaluate."
    ]


@pytest.mark.parametrize("smallest", [True, False])
def test_the_overlay_shows_tooltips_and_a_legend(
    qtbot: QtBot, make_window: MakeWindow, smallest: bool
) -> None:
    window = two_people(make_window)
    legend = window.board_view.legend
    assert legend.objectName() == "evaluationLegend"
    assert not legend.isVisible()
    for move in ((0, 0), (1, 0), (0, 1)):
        QTest.mouseClick(cell(window, move), Qt.MouseButton.LeftButton)
    if smallest:
        window.resize(window.minimumSizeHint())  # as small as it goes: no room to spare
    QApplication.processEvents()
    height = window.height()
    blocked = cell(window, (2, 2))
    hidden_at = (blocked.mapTo(window, QPoint(0, 0)), blocked.size())
    with qtbot.waitSignal(window.model.analysis_ready, timeout=WAIT_MS):
        window.model.settings_changes.show_evaluation(True)
    qtbot.waitUntil(legend.isVisible)
    assert window.height() > height  # the window grew to take the legend in
    # All of O's moves but the block at C1 lose at once: the legend says so in one sentence.
    assert legend.text().startswith("Every move for O loses in 2, except C1: loses in 4.")
    assert blocked.state.value_label == "Loss in 2"
    assert blocked.toolTip() == describe("C3", "O", LOSS_2)
    # The legend sits under the cells, inside the board.
    board = window.board_view
    bottom_cell = cell(window, (2, 0))
    cells_bottom = bottom_cell.mapTo(board, QPoint(0, bottom_cell.height())).y()
    assert legend.geometry().top() > cells_bottom
    assert board.rect().contains(legend.geometry())
    QApplication.processEvents()  # the window's growth, which waits for the layouts
    shown_at = blocked.mapTo(window, QPoint(0, 0))
    # The window grew by the legend's height: the cells kept their place and size.
    assert (shown_at, blocked.size()) == hidden_at
    window.model.settings_changes.show_evaluation(False)
    assert not legend.isVisible()
    assert blocked.toolTip() == ""
    # The window shrinks by the legend's height: the cells stay under the pointer.
    qtbot.waitUntil(lambda: blocked.mapTo(window, QPoint(0, 0)) == shown_at, timeout=WAIT_MS)
    assert window.height() < height + legend.height()


@pytest.mark.parametrize("width", [150, 300, 600])
def test_the_legend_keeps_its_height_from_state_to_state(width: int) -> None:
    legend = EvaluationLegend()
    heights = set()
    for state in LegendState:
        legend.show_state(state, "O")
        heights.add(legend.heightForWidth(width))
    assert len(heights) == 1
    legend.show_state(LegendState.PENDING, "O")
    text_alone = QLabel(legend.text())
    text_alone.setWordWrap(True)
    assert legend.heightForWidth(width) >= text_alone.heightForWidth(width)


@pytest.mark.parametrize("side", [30, 37, 64, 100, 160, 260])
@pytest.mark.parametrize("text", ["Draw", "Loss in 12", "45%"])
def test_a_value_never_touches_the_hint_mark(qtbot: QtBot, side: int, text: str) -> None:
    button = CellButton((0, 0))
    qtbot.addWidget(button)
    button.resize(side, side)
    button.set_state(CellState(hint="X", value_label=text, value_kind="draw"))
    layout = button.value_layout()
    written = QFontMetricsF(layout.font).boundingRect(layout.text, layout.flags, text)
    cell_rect = QRectF(button.rect())
    assert cell_rect.contains(written)
    if not layout.mark.isEmpty():
        stroke = max(MIN_MARK_STROKE, layout.mark.width() * 0.14) / 2
        painted = layout.mark.adjusted(-stroke, -stroke, stroke, stroke)
        assert not painted.intersects(written)
        assert cell_rect.contains(painted)


@pytest.mark.parametrize("side", [64, 100, 176, 260])
@pytest.mark.parametrize("text", ["Niederlage in 7", "Défaite en 12", "Draw"])
def test_a_value_keeps_off_the_edges_of_its_shading(qtbot: QtBot, side: int, text: str) -> None:
    button = CellButton((0, 0))
    qtbot.addWidget(button)
    button.resize(side, side)
    button.set_state(CellState(value_label=text, value_kind="loss"))
    layout = button.value_layout()
    written = QFontMetricsF(layout.font).boundingRect(layout.text, layout.flags, text)
    shading = CellShape.of(QRectF(button.rect())).inner
    margin = side * 0.04  # a few pixels at least, on either side
    assert written.left() >= shading.left() + margin
    assert written.right() <= shading.right() - margin


@pytest.mark.parametrize("side", [MIN_CELL_PIXELS, 37, 64, 160, 300])
def test_frames_and_the_cursor_stay_inside_the_cell(side: int) -> None:
    rect = QRectF(0, 0, side, side)
    shape = CellShape.of(rect)
    half_frame = shape.frame_width / 2
    half_cursor = shape.cursor_width / 2 + 1  # with its halo
    assert rect.contains(shape.frame.adjusted(-half_frame, -half_frame, half_frame, half_frame))
    assert rect.contains(
        shape.cursor.adjusted(-half_cursor, -half_cursor, half_cursor, half_cursor)
    )
    # The frame lies inside the cursor's ring: both show on the same cell.
    assert shape.frame.adjusted(-half_frame, -half_frame, half_frame, half_frame).contains(
        shape.content
    )
    assert shape.cursor.left() + shape.cursor_width / 2 <= shape.frame.left() - half_frame


# --- the completed line --------------------------------------------------------------------------


def line_pixel(window: MainWindow, first: Move, second: Move) -> QColor:
    """The colour in the gap between two neighbouring cells of the line, where only it is drawn."""
    board = window.board_view
    a, b = cell(window, first), cell(window, second)
    centre_a = a.mapTo(board, a.rect().center())
    centre_b = b.mapTo(board, b.rect().center())
    gap = (centre_a + centre_b) / 2
    image: QImage = board.grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(gap.x() * ratio), round(gap.y() * ratio))


def close(one: QColor, other: QColor) -> bool:
    pairs = ((one.red(), other.red()), (one.green(), other.green()), (one.blue(), other.blue()))
    return all(abs(x - y) <= 12 for x, y in pairs)


@pytest.mark.parametrize(
    ("reverse", "moves", "line_mark"),
    [
        (False, [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)], "X"),
        (False, [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2)], "O"),
        # Reverse rules: X completes the top row and loses; the line is still X's.
        (True, [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)], "X"),
    ],
)
def test_the_completed_line_takes_the_colour_of_the_mark_that_made_it(
    qtbot: QtBot, make_window: MakeWindow, reverse: bool, moves: list[Move], line_mark: Mark
) -> None:
    window = two_people(make_window, reverse=reverse, animations=False)
    for move in moves:
        QTest.mouseClick(cell(window, move), Qt.MouseButton.LeftButton)
    assert window.model.board.completed_line is not None
    assert window.board_view.line_mark == line_mark
    line = window.model.board.completed_line
    theme = window.board_view.theme
    expected = theme.accent(line_mark)
    assert expected == theme.ink(line_mark)
    assert close(line_pixel(window, line[0], line[1]), expected)


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("name", ["paper", "high-contrast"])
def test_x_and_o_lines_differ_in_both_palettes(name: str, dark: bool) -> None:
    # On the go board the stones tell whose line it is; on paper the colours do.
    theme = board_theme(name, dark_palette() if dark else QApplication.palette())
    assert theme.dark == dark
    assert theme.accent("X") != theme.accent("O")


# --- size ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "smallest"), [(3, 80), (10, MIN_CELL_PIXELS), (15, MIN_CELL_PIXELS)]
)
def test_at_the_smallest_window_the_cells_stay_usable(
    qtbot: QtBot, make_window: MakeWindow, size: int, smallest: int
) -> None:
    window = two_people(make_window, size, show_evaluation=True)
    window.resize(1, 1)
    qtbot.waitUntil(lambda: window.width() == window.minimumSizeHint().width())
    for button in window.board_view.cells():
        assert button.width() >= smallest and button.height() >= smallest
        assert abs(button.width() - button.height()) <= 1
    board = window.board_view
    host = grid_host(window)
    assert board.rect().contains(host.geometry())
    assert board.rect().contains(board.legend.geometry())


def test_the_last_move_is_framed_in_the_colour_of_its_mark(make_window: MakeWindow) -> None:
    window = two_people(make_window)
    for move in ((0, 0), (1, 1)):
        QTest.mouseClick(cell(window, move), Qt.MouseButton.LeftButton)
    last = cell(window, (1, 1))
    frame = CellShape.of(QRectF(last.rect())).frame
    image = last.grab().toImage()
    ratio = image.devicePixelRatio()
    top = image.pixelColor(round(frame.center().x() * ratio), round(frame.top() * ratio))
    theme = window.board_view.theme
    assert close(top, theme.ink("O"))
    assert not close(top, theme.ink("X"))
