"""The small signs over a cell: Renju's no-entry sign hides the grid inside its ring, and the
coach's note covers little of the mark under it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from ttt_qt.app.board.cell_shape import CellShape
from ttt_qt.app.board.cell_signs import FORBIDDEN_SIGN, paint_forbidden_sign, paint_note
from ttt_qt.app.board.theme import BoardTheme, board_theme

SIDE = 60


def _canvas(theme: BoardTheme) -> QImage:
    image = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32)
    image.fill(theme.surface)
    return image


def _count(image: QImage, colour: QColor, box: QRectF | None = None) -> int:
    area = box or QRectF(0, 0, SIDE, SIDE)
    wanted = colour.rgb()
    return sum(
        image.pixel(x, y) == wanted
        for x in range(int(area.left()), int(area.right()))
        for y in range(int(area.top()), int(area.bottom()))
    )


def _theme(qapp: QApplication) -> BoardTheme:
    return board_theme("paper", QPalette())


def test_the_forbidden_sign_is_a_ring_with_the_grid_hidden_inside(qapp: QApplication) -> None:
    theme = _theme(qapp)
    image = _canvas(theme)
    shape = CellShape.of(QRectF(0, 0, SIDE, SIDE))
    centre = shape.stone.center()
    painter = QPainter(image)
    painter.setPen(theme.grid)
    painter.drawLine(QPointF(0, centre.y()), QPointF(SIDE, centre.y()))  # a grid line across
    paint_forbidden_sign(painter, shape, theme)
    painter.end()
    assert _count(image, theme.forbidden) > 20
    inside = QPointF(centre.x() + shape.side * FORBIDDEN_SIGN * 0.5, centre.y())
    assert QColor(image.pixel(inside.toPoint())) == theme.surface  # no grid line in the ring
    outside = QPointF(2, centre.y())
    assert QColor(image.pixel(outside.toPoint())) == theme.grid


def test_the_note_covers_little_of_the_mark_under_it(qapp: QApplication) -> None:
    theme = _theme(qapp)
    image = _canvas(theme)
    shape = CellShape.of(QRectF(0, 0, SIDE, SIDE))
    ink = theme.ink("O")
    painter = QPainter(image)
    painter.fillRect(shape.frame, ink)  # a mark filling the cell
    corner = QRectF(SIDE / 2, 0, SIDE / 2, SIDE / 2)
    before = _count(image, ink, corner)
    paint_note(painter, shape, theme, "??", font=QFont(), colour="#c62828")
    painter.end()
    assert _count(image, QColor("#c62828"), corner) > 0
    assert _count(image, ink, corner) > before * 0.6  # no chip over the mark's corner
