"""The result banner's colours: a nearly opaque band in the window's colours whose texts keep
their contrast over any board, in light and dark palettes, active or not."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from tests.helpers import dark_palette
from ttt_qt.app.board.banner_colours import MIN_CONTRAST, OPACITY, banner_colours, over


def light_palette() -> QPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#efefef"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#000000"))
    return palette


def test_a_colour_over_another_is_their_blend_by_its_opacity() -> None:
    white, black = QColor("white"), QColor("black")
    assert over(white, black) == white  # opaque: itself
    half = QColor(255, 255, 255, 128)
    grey = over(half, black)
    assert grey.alpha() == 255 and abs(grey.red() - 128) <= 1
    assert over(QColor(0, 0, 0, 0), QColor("#336699")) == QColor("#336699")


@pytest.mark.parametrize("make", [light_palette, dark_palette], ids=["light", "dark"])
@pytest.mark.parametrize("group", [QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive])
def test_the_texts_read_over_the_lightest_and_darkest_board(
    qapp: QApplication, make: Callable[[], QPalette], group: QPalette.ColorGroup
) -> None:
    palette = make()
    colours = banner_colours(palette, group)
    assert colours.background.alphaF() == pytest.approx(OPACITY, abs=0.01)
    assert colours.headline.alpha() == colours.next_step.alpha() == colours.edge.alpha() == 255
    assert colours.least_contrast(colours.headline) >= MIN_CONTRAST
    assert colours.least_contrast(colours.next_step) >= MIN_CONTRAST
    window = palette.color(group, QPalette.ColorRole.Window)
    shown = colours.background_over(window)
    assert abs(shown.lightness() - window.lightness()) <= 3  # the band is the window's colour
