"""The board's themes: paper, a go board with lines through the cells' centres, high contrast;
no button panel in any of them, each in light and dark, chosen by the settings and the system;
the evaluation as a colour scale on big boards."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.helpers import (
    at_widget_pixels,
    color_distance,
    count_pixels,
    dark_palette,
    widget_image,
)
from ttt_qt.app import MainWindow
from ttt_qt.app.board.cell_button import CellButton, CellState
from ttt_qt.app.board.cell_shape import MIN_CELL_PIXELS, MIN_LETTER_PIXELS
from ttt_qt.app.board.palette import scale_color
from ttt_qt.app.board.surface import BoardSurface
from ttt_qt.app.board.theme import (
    HIGH_CONTRAST_RATIO,
    board_theme,
    contrast_ratio,
    palette_is_high_contrast,
    star_points,
)
from ttt_qt.app.settings.app_settings import THEMES, Mode
from ttt_qt.engine import Move, cell_name

MakeWindow = Callable[..., MainWindow]
UsePalette = Callable[[QPalette], None]

LINE_CONTRAST = 150
"""A grid line differs from the wood beside it by at least this much (see color_distance)."""


def people(make_window: MakeWindow, size: int, win_length: int, **fields: object) -> MainWindow:
    return make_window(
        mode=Mode.HUMAN_VS_HUMAN, size=size, win_length=win_length, animations=False, **fields
    )


def grab(window: MainWindow, move: Move) -> QImage:
    return widget_image(window.board_view.cell(move))


def surface(window: MainWindow) -> BoardSurface:
    found = window.findChild(BoardSurface, "boardGrid")
    assert found is not None
    return found


def high_contrast_palette() -> QPalette:
    palette = QPalette()
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button):
        palette.setColor(role, QColor("#000000"))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(role, QColor("#ffffff"))
    return palette


# --- the go board --------------------------------------------------------------------------------


@pytest.mark.parametrize("dark", [False, True])
def test_go_lines_cross_in_an_empty_cells_centre(
    make_window: MakeWindow, use_palette: UsePalette, dark: bool
) -> None:
    if dark:
        use_palette(dark_palette())
    window = people(make_window, 15, 5)
    assert window.board_view.theme.name == "go"
    assert window.board_view.theme.dark == dark
    image = grab(window, (5, 5))
    width, height = image.width(), image.height()
    # Down a column a quarter in from the left, the darkest pixel is the horizontal line's,
    # in the middle of the cell; and across a row likewise for the vertical line.
    column = [image.pixelColor(width // 4, y) for y in range(height)]
    darkest = min(range(height), key=lambda y: column[y].lightness())
    assert abs(darkest - (height - 1) / 2) <= 1
    row = [image.pixelColor(x, height // 4) for x in range(width)]
    darkest = min(range(width), key=lambda x: row[x].lightness())
    assert abs(darkest - (width - 1) / 2) <= 1
    wood = image.pixelColor(width // 4, height // 4)
    assert color_distance(image.pixelColor(width // 4, height // 2), wood) >= LINE_CONTRAST
    assert color_distance(image.pixelColor(width // 2, height // 4), wood) >= LINE_CONTRAST


def test_the_edge_cells_lines_stop_at_the_boards_edge(make_window: MakeWindow) -> None:
    window = people(make_window, 15, 5)
    corner = grab(window, (0, 0))
    width, height = corner.width(), corner.height()
    mid_x, mid_y = width // 2, height // 2
    wood = corner.pixelColor(width // 4, height // 4)
    # Only the inner half-lines: right of and below the centre.
    assert color_distance(corner.pixelColor(width // 8, mid_y), wood) < LINE_CONTRAST / 3
    assert color_distance(corner.pixelColor(mid_x, height // 8), wood) < LINE_CONTRAST / 3
    assert color_distance(corner.pixelColor(width * 7 // 8, mid_y), wood) >= LINE_CONTRAST
    assert color_distance(corner.pixelColor(mid_x, height * 7 // 8), wood) >= LINE_CONTRAST
    top = grab(window, (0, 5))
    assert color_distance(top.pixelColor(mid_x, height // 8), wood) < LINE_CONTRAST / 3
    assert color_distance(top.pixelColor(width // 8, mid_y), wood) >= LINE_CONTRAST


def test_star_points_of_the_standard_board() -> None:
    assert sorted(cell_name(move) for move in star_points(15)) == [
        "D12",
        "D4",
        "H8",
        "L12",
        "L4",
    ]
    assert star_points(3) == []
    assert star_points(7) == [(3, 3)]


def test_a_star_point_is_drawn_and_an_ordinary_crossing_is_not(make_window: MakeWindow) -> None:
    window = people(make_window, 15, 5)
    theme = window.board_view.theme
    star, plain = grab(window, (3, 3)), grab(window, (4, 4))
    # A quarter of the way along the line from the centre: the dot covers it, a line does not.
    ink_star = count_pixels(star, theme.grid, 90)
    ink_plain = count_pixels(plain, theme.grid, 90)
    assert ink_star > ink_plain


# --- every theme ---------------------------------------------------------------------------------


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("theme", THEMES)
def test_no_button_panel_shows_in_any_theme(
    make_window: MakeWindow, use_palette: UsePalette, theme: str, dark: bool
) -> None:
    if dark:
        use_palette(dark_palette())
    window = people(make_window, 9, 5, theme=theme)
    assert window.board_view.theme.name == theme
    button = window.board_view.cell((4, 3))
    image = widget_image(button).convertToFormat(QImage.Format.Format_RGB32)
    picture = at_widget_pixels(surface(window).picture().toImage(), surface(window).size())
    board = picture.convertToFormat(QImage.Format.Format_RGB32)
    part = board.copy(QRect(button.pos(), button.size()))
    # The empty cell is its part of the board and nothing else: no bevel, gradient or frame.
    assert image.size() == part.size()
    differing = sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if color_distance(image.pixelColor(x, y), part.pixelColor(x, y)) > 6
    )
    assert differing == 0
    flat = window.board_view.theme.surface
    if theme != "go":  # paper and high contrast are one colour but for the grid
        plain = count_pixels(image, flat, 6)
        assert plain >= 0.9 * image.width() * image.height()


@pytest.mark.parametrize("theme", THEMES)
def test_the_gaps_between_cells_show_the_board(make_window: MakeWindow, theme: str) -> None:
    window = people(make_window, 3, 3, theme=theme)
    image = widget_image(surface(window))
    first, second = window.board_view.cell((2, 0)), window.board_view.cell((2, 1))
    x = (first.geometry().right() + second.geometry().left()) // 2
    gap = image.pixelColor(x, first.geometry().bottom() - 2)
    window_colour = window.palette().color(QPalette.ColorRole.Window)
    assert color_distance(gap, window_colour) > 6


@pytest.mark.parametrize("dark", [False, True])
def test_high_contrast_reaches_seven_to_one(dark: bool) -> None:
    theme = board_theme("high-contrast", dark_palette() if dark else QApplication.palette())
    assert theme.dark == dark
    for color in (
        theme.ink("X"),
        theme.ink("O"),
        theme.grid,
        theme.cursor,
        theme.accent("X"),
        theme.accent("O"),
        theme.text,
        theme.label,
    ):
        assert contrast_ratio(color, theme.surface) >= HIGH_CONTRAST_RATIO, color.name()
    assert contrast_ratio(theme.cursor, theme.cursor_halo) >= HIGH_CONTRAST_RATIO


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("name", THEMES)
def test_marks_and_cursor_stand_out_in_every_theme(name: str, dark: bool) -> None:
    theme = board_theme(name, dark_palette() if dark else QApplication.palette())
    assert contrast_ratio(theme.cursor, theme.cursor_halo) >= 4.5
    assert contrast_ratio(theme.grid, theme.surface) >= 3.0
    assert contrast_ratio(theme.accent("X"), theme.surface) >= 3.0
    if not theme.stones:
        assert contrast_ratio(theme.ink("X"), theme.surface) >= 4.5
        assert contrast_ratio(theme.ink("O"), theme.surface) >= 4.5


def test_contrast_ratio_of_black_on_white() -> None:
    assert contrast_ratio(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#777777")) == pytest.approx(1.0)


# --- which theme ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "win_length", "expected"),
    [(3, 3, "paper"), (5, 4, "paper"), (15, 5, "go"), (6, 5, "go")],
)
def test_the_rules_choose_the_theme_by_default(
    make_window: MakeWindow, size: int, win_length: int, expected: str
) -> None:
    window = people(make_window, size, win_length)
    assert window.board_view.theme.name == expected
    assert all(button.theme.name == expected for button in window.board_view.cells())


def test_the_board_follows_the_theme_in_the_settings(make_window: MakeWindow) -> None:
    window = people(make_window, 3, 3)
    assert window.board_view.theme.name == "paper"
    before = grab(window, (0, 0))
    for name in ("go", "high-contrast", "paper"):
        window.model.apply_settings(replace(window.model.settings, theme=name))
        assert window.board_view.theme.name == name
        assert surface(window).theme.name == name
        assert all(button.theme.name == name for button in window.board_view.cells())
        if name == "go":
            assert grab(window, (0, 0)) != before
    window.model.apply_settings(replace(window.model.settings, theme=""))
    assert window.board_view.theme.name == "paper"


def test_the_board_follows_a_dark_palette(
    qtbot: QtBot, make_window: MakeWindow, use_palette: UsePalette
) -> None:
    window = people(make_window, 3, 3)
    assert not window.board_view.theme.dark
    use_palette(dark_palette())
    qtbot.waitUntil(lambda: window.board_view.theme.dark)  # Qt posts the change to widgets
    assert window.board_view.cell((1, 1)).theme.dark


def test_a_high_contrast_system_palette_chooses_high_contrast(
    make_window: MakeWindow, use_palette: UsePalette
) -> None:
    assert palette_is_high_contrast(high_contrast_palette())
    assert not palette_is_high_contrast(dark_palette())
    assert not palette_is_high_contrast(QApplication.style().standardPalette())
    use_palette(high_contrast_palette())
    window = people(make_window, 15, 5)
    assert window.board_view.theme.name == "high-contrast"
    window.model.apply_settings(replace(window.model.settings, theme="go"))
    assert window.board_view.theme.name == "go"  # the person's choice comes first


# --- the evaluation as a colour scale ------------------------------------------------------------


@pytest.mark.parametrize(("size", "scale"), [(7, False), (8, True), (15, True)])
def test_above_seven_by_seven_values_are_a_colour_scale(
    make_window: MakeWindow, size: int, scale: bool
) -> None:
    window = people(make_window, size, 5)
    assert all(button.state.value_scale == scale for button in window.board_view.cells())


@pytest.mark.parametrize("side", [MIN_CELL_PIXELS, 40, 48, 64, 100, 200])
@pytest.mark.parametrize("label", ["Loss in 2", "45%", "Draw"])
def test_a_value_is_written_only_in_letters_big_enough(qtbot: QtBot, side: int, label: str) -> None:
    button = CellButton((0, 0))
    qtbot.addWidget(button)
    button.resize(side, side)
    button.set_state(CellState(value_label=label, value_kind="loss", value_scale=True))
    letters = QFontMetricsF(button.value_layout().font).capHeight()
    assert button.value_text_shown() == (letters >= MIN_LETTER_PIXELS)
    # On 7 x 7 and smaller boards the value is written at any size, as before.
    button.set_state(CellState(value_label=label, value_kind="loss"))
    assert button.value_text_shown()


def test_a_small_scaled_cell_is_colour_alone(qtbot: QtBot) -> None:
    cells = []
    for label in ("Loss in 2", "Loss in 12"):
        button = CellButton((0, 0))
        qtbot.addWidget(button)
        button.resize(MIN_CELL_PIXELS, MIN_CELL_PIXELS)
        button.set_state(
            CellState(value_label=label, value_kind="loss", value_plies=2, value_scale=True)
        )
        assert not button.value_text_shown()
        assert label in button.accessibleDescription()
        cells.append(button.grab().toImage())
    assert cells[0] == cells[1]  # no text: the two values look alike
    blank = CellButton((0, 0))
    qtbot.addWidget(blank)
    blank.resize(MIN_CELL_PIXELS, MIN_CELL_PIXELS)
    assert blank.grab().toImage() != cells[0]  # but the colour shows


def test_the_scale_tells_win_draw_and_loss_apart() -> None:
    palette = QApplication.palette()
    win, draw, loss = (scale_color(palette, kind, 0.5, 3) for kind in ("win", "draw", "loss"))
    hues = {win.hslHue(), draw.hslHue(), loss.hslHue()}
    assert len(hues) == 3
    low, high = (
        scale_color(palette, "estimate", 0.2, None),
        scale_color(palette, "estimate", 0.8, None),
    )
    assert low.hslHue() != high.hslHue()
    even = scale_color(palette, "estimate", 0.5, None)
    assert even.hslSaturation() < low.hslSaturation()


def test_a_written_value_on_a_go_board_sits_on_a_chip_over_the_lines(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = people(make_window, 5, 4, theme="go", show_evaluation=True)
    assert window.board_view.theme.name == "go"
    for move in [(2, 2), (1, 1)]:
        assert window.model.play(move)
    cell = window.board_view.cell((0, 3))
    qtbot.waitUntil(cell.value_text_shown)
    chip = cell.value_chip()
    assert not chip.isEmpty() and chip.contains(cell.rect().center().toPointF())
    image = grab(window, (0, 3))
    wood = image.pixelColor(image.width() // 4, image.height() // 4)
    line = image.pixelColor(image.width() // 2, image.height() - 2)  # the line below the chip
    assert color_distance(line, wood) >= LINE_CONTRAST
    # Inside the chip, beside the letters on the horizontal line, no line shows.
    beside = image.pixelColor(round(chip.left()) + 2, round(chip.center().y()))
    assert color_distance(beside, line) >= LINE_CONTRAST
    assert people(make_window, 5, 4, theme="paper").board_view.cell((0, 0)).value_chip().isEmpty()
