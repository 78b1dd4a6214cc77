"""The small signs drawn over a cell: the coach's note and Renju's forbidden sign.

Both are painted over whatever the cell shows (a mark, the grid) and keep it readable: the
note is outlined in the board's colour rather than set on a chip, and the forbidden sign, a
ring with a slash, has the board's colour inside and around it.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from .cell_shape import MARK_STROKE, CellShape
from .theme import BoardTheme

NOTE_SIZE = 0.28
"""The coach's note, as a part of the cell's height."""

FORBIDDEN_SIGN = 0.22
"""The radius of the sign on a cell forbidden to X, as a part of the cell's side."""

FORBIDDEN_STROKE = 0.06
"""The width of the forbidden sign's strokes, as a part of the cell's side."""

SLASH_REACH = 0.7071
"""The forbidden sign's slash ends on its ring: half its length along each axis, as a part of
the ring's radius (the cosine of 45 degrees)."""


def paint_note(
    painter: QPainter, shape: CellShape, theme: BoardTheme, note: str, *, font: QFont, colour: str
) -> None:
    """The coach's ``note`` in the top right corner, bold ``font``, outlined in the board's colour.

    Only the letters' outline covers the mark under them, not a chip around them: on a small
    cell a chip hid a quarter of an O, which then read as a C. ``colour`` is a ``QColor`` name
    ("" for the theme's text colour).
    """
    font = QFont(font)
    font.setBold(True)
    font.setPixelSize(max(8, int(shape.frame.height() * NOTE_SIZE)))
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(note)
    pad = metrics.height() * 0.2
    baseline = QPointF(shape.frame.right() - width - pad, shape.frame.top() + metrics.ascent())
    path = QPainterPath()
    path.addText(baseline, font, note)
    halo = QPen(theme.surface, max(1.0, metrics.height() / 8))
    halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, halo)
    painter.fillPath(path, QColor(colour) if colour else theme.text)


def paint_forbidden_sign(painter: QPainter, shape: CellShape, theme: BoardTheme) -> None:
    """A small no-entry sign (a ring with a slash) in the theme's forbidden colour.

    Not a cross: where X is drawn as a cross, a cross would read as X's mark.
    """
    centre = shape.stone.center()
    half = shape.side * FORBIDDEN_SIGN
    slash = half * SLASH_REACH
    # As bold as the theme's marks: thicker in high contrast.
    width = max(2.0, shape.side * FORBIDDEN_STROKE * theme.stroke / MARK_STROKE)
    halo = QPen(theme.surface, width + 2)
    pen = QPen(theme.forbidden, width)
    for stroke, inside in ((halo, QBrush(theme.surface)), (pen, QBrush())):
        # The halo and the surface inside keep the sign clear of the grid lines under it.
        stroke.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(stroke)
        painter.setBrush(inside)
        painter.drawEllipse(centre, half, half)
        painter.drawLine(QLineF(centre - QPointF(slash, slash), centre + QPointF(slash, slash)))
