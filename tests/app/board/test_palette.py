"""The evaluation's colours: green for a win, red for a loss, stronger nearer the end, and fit
for a light or a dark palette."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from tests.helpers import dark_palette
from ttt_qt.app.board.palette import evaluation_color, is_dark, scale_color


def test_a_dark_palette_is_told_from_a_light_one(qapp: QApplication) -> None:
    light = QPalette()
    light.setColor(QPalette.ColorRole.Base, "white")
    assert not is_dark(light)
    assert is_dark(dark_palette())


def test_wins_are_green_losses_red_and_a_near_end_is_stronger(qapp: QApplication) -> None:
    palette = dark_palette()
    win_soon = evaluation_color(palette, "win", 1.0, 1)
    win_late = evaluation_color(palette, "win", 1.0, 9)
    loss = evaluation_color(palette, "loss", 0.0, 2)
    assert 100 <= win_soon.hslHue() <= 140 and loss.hslHue() in (0, 359)
    assert win_soon.alphaF() > win_late.alphaF() > 0
    assert win_soon.alphaF() < 1  # translucent: the cell shows through
    draw = evaluation_color(palette, "draw", 0.5, 4)
    assert draw.alphaF() < 0.25


def test_estimates_lean_from_red_to_green_and_even_chances_are_faint(qapp: QApplication) -> None:
    palette = QPalette()
    good = evaluation_color(palette, "estimate", 0.9, None)
    bad = evaluation_color(palette, "estimate", 0.1, None)
    even = evaluation_color(palette, "estimate", 0.5, None)
    assert good.hslHue() > bad.hslHue()
    assert even.alphaF() < good.alphaF() and even.alphaF() < bad.alphaF()


def test_the_colour_scale_tells_draws_too(qapp: QApplication) -> None:
    palette = QPalette()
    draw = scale_color(palette, "draw", 0.5, None)
    assert 200 <= draw.hslHue() <= 225  # blue
    assert evaluation_color(palette, "draw", 0.5, 3, scale=True) == draw
    pale = scale_color(palette, "estimate", 0.5, None)
    leaning = scale_color(palette, "estimate", 0.95, None)
    assert leaning.hslSaturation() > pale.hslSaturation()
