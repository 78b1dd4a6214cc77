"""The board under the cells: where the cells are, and the surface and grid painted once for
every theme."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ttt_qt.app.board.surface import BoardGeometry, BoardSurface, paint_board
from ttt_qt.app.board.theme import board_theme

GEOMETRY = BoardGeometry(
    columns=((10.0, 40.0), (40.0, 70.0), (70.0, 100.0)),
    rows=((5.0, 35.0), (35.0, 65.0), (65.0, 95.0)),
)


def test_the_geometry_knows_the_cells_and_their_centres() -> None:
    assert GEOMETRY.side == 30.0
    assert GEOMETRY.cells == QRectF(10, 5, 90, 90)
    assert GEOMETRY.centre((0, 0)).toTuple() == (25.0, 20.0)
    assert GEOMETRY.centre((2, 1)).toTuple() == (55.0, 80.0)


@pytest.mark.parametrize("name", ["paper", "go", "high-contrast"])
def test_every_theme_paints_a_surface_and_a_grid(qapp: QApplication, name: str) -> None:
    theme = board_theme(name, QPalette())
    image = QImage(110, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        paint_board(painter, theme, QRectF(0, 0, 110, 100), GEOMETRY)
    finally:
        painter.end()
    colours = {image.pixel(x, y) for x in range(0, 110, 2) for y in range(0, 100, 2)}
    assert len(colours) >= 2  # the surface and the lines over it
    assert image.pixelColor(2, 2).alpha() == 255  # the surface covers the whole rectangle


def test_a_surface_without_cells_has_no_geometry(qtbot: QtBot) -> None:
    surface = BoardSurface()
    qtbot.addWidget(surface)
    surface.resize(120, 120)
    assert surface.board_geometry() is None
    assert surface.theme.name == "paper"
    go = board_theme("go", QPalette())
    surface.set_theme(go)
    assert surface.theme == go
    picture = surface.picture()
    assert picture.size() == surface.size() * picture.devicePixelRatio()
    image = QImage(surface.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        surface.paint_part(painter, QRect(0, 0, 20, 20))
    finally:
        painter.end()
    assert image.pixelColor(5, 5).alpha() == 255
