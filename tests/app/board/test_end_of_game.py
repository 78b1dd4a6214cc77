"""The end of a game inside the window: the result banner over the board, clear of the winning
line, readable in every palette and hidden by a click, and the outcome dialog centred on the
board, never past the window's edges."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from tests.helpers import dark_palette
from ttt_qt.app import MainWindow
from ttt_qt.app.board.result_banner import ResultBanner
from ttt_qt.app.board.theme import board_theme, contrast_ratio
from ttt_qt.app.settings.app_settings import THEMES, Mode
from ttt_qt.engine import Game, Move, Rules

MakeWindow = Callable[..., MainWindow]
UsePalette = Callable[[QPalette], None]

LINES_3 = {
    "top row": [(0, 0), (0, 1), (0, 2)],
    "middle row": [(1, 0), (1, 1), (1, 2)],
    "bottom row": [(2, 0), (2, 1), (2, 2)],
    "column A": [(0, 0), (1, 0), (2, 0)],
    "column B": [(0, 1), (1, 1), (2, 1)],
    "column C": [(0, 2), (1, 2), (2, 2)],
    "diagonal": [(0, 0), (1, 1), (2, 2)],
    "anti-diagonal": [(0, 2), (1, 1), (2, 0)],
}
DRAW_3 = [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)]


def banner(window: MainWindow) -> ResultBanner:
    found = window.findChild(ResultBanner, "resultBanner")
    assert found is not None
    return found


def win_for_x(line: list[Move], size: int = 3) -> list[Move]:
    """Moves in which X completes ``line`` with its last move, O playing elsewhere."""
    others = [(row, col) for row in range(size) for col in range(size) if (row, col) not in line]
    moves: list[Move] = []
    for index, move in enumerate(line):
        moves.append(move)
        if index < len(line) - 1:
            moves.append(others[index * size % len(others)])
    return moves


def play(window: MainWindow, moves: list[Move]) -> None:
    for move in moves:
        assert window.model.play(move), move


def close_outcome_dialog(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    dialog = window.outcome_dialog
    assert dialog is not None
    dialog.reject()
    qtbot.waitUntil(lambda: window.outcome_dialog is None)


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def cells_rect(window: MainWindow) -> QRect:
    """The board's cells, first to last, in the board view."""
    view = window.board_view
    last = view.board_size - 1
    return rect_in(view.cell((0, 0)), view).united(rect_in(view.cell((last, last)), view))


def assert_clear_of_the_line(window: MainWindow, line: list[Move]) -> None:
    view = window.board_view
    shown = banner(window).geometry()
    assert cells_rect(window).contains(shown)
    for move in line:
        assert not shown.intersects(rect_in(view.cell(move), view)), move


# --- the banner ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(LINES_3))
@pytest.mark.parametrize("smallest", [True, False])
def test_the_banner_says_who_won_and_leaves_the_line_in_view(
    qtbot: QtBot, make_window: MakeWindow, name: str, smallest: bool
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    if smallest:
        window.resize(window.minimumSizeHint())
    shown = banner(window)
    assert shown.parentWidget() is window.board_view
    assert not shown.isVisible()
    play(window, win_for_x(LINES_3[name]))
    assert shown.isVisible()
    assert shown.accessibleName() == "Bob won!" == shown.headline
    assert shown.accessibleDescription() == shown.next_step == "Press New game to play again."
    close_outcome_dialog(qtbot, window)
    assert window.model.board.completed_line == tuple(LINES_3[name])
    assert_clear_of_the_line(window, LINES_3[name])
    # Room for each word of the result: the band is as wide as its widest word at least.
    metrics = shown.fontMetrics()
    assert shown.width() > max(metrics.horizontalAdvance(word) for word in ("Bob", "won!"))


def test_the_banner_of_a_15_by_15_win_spans_the_board_away_from_the_line(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, size=15, win_length=5, animations=False)
    line = [(3, col) for col in range(3, 8)]
    play(window, [move for col in range(3, 8) for move in ((3, col), (9, col))][:-1])
    close_outcome_dialog(qtbot, window)
    assert_clear_of_the_line(window, line)
    shown, cells = banner(window).geometry(), cells_rect(window)
    assert shown.top() > cells.center().y()  # the line is in the top half
    assert shown.width() > cells.width() * 0.9


def test_a_finished_game_opened_on_a_bigger_board_shows_its_banner_clear_of_the_line(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    line = [(row, 14) for row in range(10, 15)]  # down the right edge, at the bottom
    moves = [move for row in range(10, 15) for move in ((row, 14), (row, 0))][:-1]
    window.model.review_mode.load(Game(Rules(15, 5), moves))  # the cells are new: laid out later
    assert window.model.board.completed_line == tuple(line)
    assert banner(window).isVisible()

    def clear() -> bool:
        view, shown = window.board_view, banner(window).geometry()
        cells = [rect_in(view.cell(move), view) for move in line]
        return cells_rect(window).contains(shown) and not any(map(shown.intersects, cells))

    qtbot.waitUntil(clear)
    assert banner(window).geometry().bottom() < cells_rect(window).center().y()


def test_a_second_game_with_the_same_result_moves_the_banner_off_its_line(
    make_window: MakeWindow,
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    for name in ("top row", "bottom row"):
        window.model.review_mode.load(Game(Rules(3), win_for_x(LINES_3[name])))
        assert banner(window).headline == "Bob won!"
        assert_clear_of_the_line(window, LINES_3[name])


def test_a_draw_shows_in_the_banner_and_undo_new_game_and_review_take_it_away(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    shown = banner(window)
    play(window, DRAW_3)
    close_outcome_dialog(qtbot, window)
    assert shown.isVisible() and shown.accessibleName() == "Draw."
    assert cells_rect(window).contains(shown.geometry())
    assert window.model.undo()
    assert not shown.isVisible()
    assert window.model.redo()
    assert shown.isVisible()
    window.model.new_game()
    assert not shown.isVisible()
    window.review_game(Game(Rules(3), DRAW_3), "Carol", "Dave")
    qtbot.waitUntil(lambda: window.model.is_reviewing)
    assert window.model.board.is_over
    assert not shown.isVisible()


def test_a_click_on_the_banner_hides_it_and_leaves_the_board_as_it_was(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    play(window, win_for_x(LINES_3["top row"]))
    close_outcome_dialog(qtbot, window)
    shown, view, model = banner(window), window.board_view, window.model
    assert shown.focusPolicy() == Qt.FocusPolicy.NoFocus
    middle = shown.mapToGlobal(shown.rect().center())
    assert QApplication.widgetAt(middle) is shown  # the click goes to the banner
    # A click beside the band goes to the cell there, as before the banner.
    top_left = view.cell((0, 0))
    assert not shown.geometry().intersects(rect_in(top_left, view))
    assert QApplication.widgetAt(top_left.mapToGlobal(top_left.rect().center())) is top_left
    moves, states = model.game.moves, [cell.state for cell in view.cells()]
    status = window.side_panel.status_label.text()
    QTest.mouseClick(shown, Qt.MouseButton.LeftButton)
    assert not shown.isVisible()
    assert model.game.moves == moves and [cell.state for cell in view.cells()] == states
    assert window.side_panel.status_label.text() == status == "Bob won!"
    under = QApplication.widgetAt(middle)
    assert under is not None and under.objectName().startswith("cell_")
    # Drawn again (the evaluation shown, the window resized), the board keeps it hidden.
    window.window_actions.show_evaluation.trigger()
    window.resize(window.width() + 40, window.height() + 40)
    QApplication.processEvents()  # the resize and the band's placing run
    assert not shown.isVisible()
    # The next result shows again, and so does this one after Undo and Redo.
    assert model.undo() and model.redo()
    assert shown.isVisible()
    model.new_game()
    play(window, DRAW_3)
    assert shown.isVisible() and shown.headline == "Draw."


def test_the_banner_fades_in_with_animations_and_shows_at_once_without(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=True)
    shown = banner(window)
    play(window, win_for_x(LINES_3["top row"]))
    assert shown.isVisible() and shown.opacity < 1.0
    qtbot.waitUntil(lambda: shown.opacity == 1.0)
    close_outcome_dialog(qtbot, window)
    window.model.new_game()
    window.model.apply_settings(replace(window.model.settings, animations=False))
    play(window, win_for_x(LINES_3["top row"]))
    assert shown.isVisible() and shown.opacity == 1.0


# --- the outcome dialog ------------------------------------------------------------------------


@pytest.mark.parametrize("smallest", [True, False])
def test_the_outcome_dialog_is_centred_on_the_board_inside_the_window(
    qtbot: QtBot, make_window: MakeWindow, smallest: bool
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    if smallest:
        window.resize(window.minimumSizeHint())
    play(window, win_for_x(LINES_3["diagonal"]))
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    dialog = window.findChild(QDialog, "outcomeDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    frame = dialog.frameGeometry()
    assert window.frameGeometry().contains(frame)
    view = window.board_view
    board = cells_rect(window).translated(view.mapToGlobal(QPoint(0, 0)))
    centred = QRect(frame)
    centred.moveCenter(board.center())
    if window.geometry().contains(centred):  # not pushed in from an edge of the window
        assert abs(frame.center().x() - board.center().x()) <= 2
        assert abs(frame.center().y() - board.center().y()) <= 2
    else:
        assert smallest


# --- the banner's colours ------------------------------------------------------------------------


def light_palette() -> QPalette:
    """A light palette (dark text on light surfaces)."""
    palette = QPalette()
    for role, colour in {
        QPalette.ColorRole.Window: "#efefef",
        QPalette.ColorRole.WindowText: "#000000",
        QPalette.ColorRole.Base: "#ffffff",
        QPalette.ColorRole.Text: "#000000",
    }.items():
        palette.setColor(role, QColor(colour))
    return palette


def dimmed_when_inactive(palette: QPalette) -> QPalette:
    """``palette`` with the grey inactive text of some desktops: below 4.5:1 on its window."""
    dimmed = QPalette(palette)
    window = palette.color(QPalette.ColorRole.Window)
    grey = QColor("#8c8c8c" if window.lightnessF() > 0.5 else "#6e6e6e")
    assert contrast_ratio(grey, window) < 4.5
    dimmed.setColor(QPalette.ColorGroup.Inactive, QPalette.ColorRole.WindowText, grey)
    return dimmed


PALETTES = {"light": light_palette, "dark": dark_palette}


@pytest.mark.parametrize("name", list(PALETTES))
def test_nothing_under_the_banner_crosses_its_text_but_the_board_shows_at_its_edge(
    qtbot: QtBot, make_window: MakeWindow, use_palette: UsePalette, name: str
) -> None:
    palette = PALETTES[name]()
    use_palette(palette)
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    play(window, win_for_x(LINES_3["top row"]))
    close_outcome_dialog(qtbot, window)
    colours = banner(window).colours()
    for theme in (board_theme(theme_name, palette) for theme_name in THEMES):
        board = colours.background_over(theme.surface)
        # A grid line or a mark under the band hardly differs from the board beside it.
        for under in (theme.grid, theme.shade, theme.ink_x, theme.ink_o, theme.accent_x):
            line = colours.background_over(under)
            assert contrast_ratio(line, board) < 1.25, (theme.name, under.name())
        assert contrast_ratio(colours.edge, board) >= 1.5  # the band's outline shows
    black, white = QColor(Qt.GlobalColor.black), QColor(Qt.GlobalColor.white)
    assert colours.background_over(black) != colours.background_over(white)  # not a wall


@pytest.mark.parametrize("name", list(PALETTES))
def test_the_banner_text_reads_while_the_window_is_active_or_not(
    qtbot: QtBot, make_window: MakeWindow, use_palette: UsePalette, name: str
) -> None:
    use_palette(dimmed_when_inactive(PALETTES[name]()))
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    shown = banner(window)
    play(window, win_for_x(LINES_3["top row"]))
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    groups = [shown.palette().currentColorGroup()]  # the outcome dialog open: inactive
    readings = [shown.colours()]
    close_outcome_dialog(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    groups.append(shown.palette().currentColorGroup())
    readings.append(shown.colours())
    assert groups == [QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Active]
    black, white = QColor(Qt.GlobalColor.black), QColor(Qt.GlobalColor.white)
    for colours in readings:
        # Over the darkest or the lightest board, and over this board's own colour.
        backgrounds = [colours.background_over(under) for under in (black, white)]
        backgrounds.append(colours.background_over(window.board_view.theme.surface))
        for text in (colours.headline, colours.next_step):
            assert text.alphaF() == 1.0
            assert min(contrast_ratio(text, back) for back in backgrounds) >= 4.5


def test_a_long_next_step_wraps_onto_two_lines_before_it_is_left_out(
    make_window: MakeWindow,
) -> None:
    # German's "Drücke „Neues Spiel“, um noch einmal zu spielen." is half as long again as
    # the English: in a band too narrow for one line it wraps, and only past two is it left out.
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, animations=False)
    play(window, win_for_x(LINES_3["top row"]))
    shown = banner(window)
    shown.next_step = "Drücke „Neues Spiel“, um noch einmal zu spielen."
    metrics = shown.fontMetrics()
    one_line = metrics.horizontalAdvance(shown.next_step)
    padding = shown.width() - shown.text_rects(shown.width())[0].width()  # both sides
    _, step = shown.text_rects(round(one_line * 0.6) + padding)
    assert metrics.lineSpacing() < step.height() <= 2 * metrics.lineSpacing()
    _, step = shown.text_rects(round(one_line * 0.25) + padding)
    assert step.isEmpty()
