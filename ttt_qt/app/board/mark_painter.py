"""Marks as a theme draws them: pen strokes, thick strokes or stones, whole or partly drawn.

``progress`` runs from 0 (nothing yet) to 1 (the whole mark): an X draws its two strokes one
after the other, an O sweeps round, a stone settles (it shrinks onto its point as it fades in).
Every wobble of a drawn stroke comes from the cell's ``seed``, so a cell always looks the same.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from ttt_qt.engine import Mark

from .cell_shape import mark_stroke
from .theme import BoardTheme

_LINE_POINTS = 24
"""Points along a drawn stroke of an X."""

_RING_POINTS = 72
"""Points around a drawn O."""

_RING_OVERLAP = 0.04
"""How far past its start a pen's O runs, as a part of the circle."""

_SETTLE_SCALE = 0.22
"""How much bigger a stone starts before it settles, as a part of its size."""


def jitter(seed: int, index: int) -> float:
    """A number in [-1, 1] that depends only on ``seed`` and ``index`` (a deterministic wobble)."""
    value = math.sin(seed * 12.9898 + index * 78.233) * 43758.5453
    return 2.0 * (value - math.floor(value)) - 1.0


def ease_out(progress: float) -> float:
    """Fast at first, gently to rest (a cubic)."""
    rest = 1.0 - min(max(progress, 0.0), 1.0)
    return 1.0 - rest * rest * rest


def ease_in_out(progress: float) -> float:
    """A pen's speed along a stroke: slow to start, slow to stop."""
    progress = min(max(progress, 0.0), 1.0)
    return progress * progress * (3.0 - 2.0 * progress)


def paint_mark(
    painter: QPainter,
    theme: BoardTheme,
    mark: Mark,
    rect: QRectF,
    *,
    opacity: float = 1.0,
    progress: float = 1.0,
    seed: int = 0,
) -> None:
    """Paint ``mark`` in ``rect`` as ``theme`` draws it, ``progress`` of the way drawn."""
    if progress <= 0.0 or rect.isEmpty():
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(painter.opacity() * opacity)
    if theme.stones:
        paint_stone(painter, theme, mark, rect, progress)
    else:
        _paint_strokes(painter, theme, mark, rect, progress=progress, seed=seed)
    painter.restore()


def _paint_strokes(
    painter: QPainter, theme: BoardTheme, mark: Mark, rect: QRectF, *, progress: float, seed: int
) -> None:
    width = mark_stroke(rect.width(), theme.stroke)
    pen = QPen(theme.ink(mark), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    stray = theme.wobble * rect.width() * 3
    if mark == "X":
        first, second = cross_strokes(rect, stray, seed)
        _draw_part(painter, first, ease_in_out(min(1.0, 2.0 * progress)))
        if progress > 0.5:
            _draw_part(painter, second, ease_in_out(2.0 * progress - 1.0))
    else:
        half = width / 2
        _draw_part(
            painter,
            ring_stroke(rect.adjusted(half, half, -half, -half), stray, seed),
            ease_in_out(progress),
        )


def cross_strokes(rect: QRectF, stray: float, seed: int) -> tuple[list[QPointF], list[QPointF]]:
    """The two strokes of an X across ``rect``, each bowed by up to ``stray`` pixels."""
    corners = (
        (rect.topLeft(), rect.bottomRight()),
        (QPointF(rect.right(), rect.top()), QPointF(rect.left(), rect.bottom())),
    )
    strokes = []
    for number, (corner, opposite) in enumerate(corners):
        key = 10 * number
        start = corner + QPointF(jitter(seed, key), jitter(seed, key + 1)) * stray
        end = opposite + QPointF(jitter(seed, key + 2), jitter(seed, key + 3)) * stray
        direction = end - start
        normal = QPointF(-direction.y(), direction.x()) / max(
            math.hypot(direction.x(), direction.y()), 1.0
        )
        bow = normal * stray * 1.5 * jitter(seed, 10 * number + 4)
        points = []
        for step in range(_LINE_POINTS + 1):
            t = step / _LINE_POINTS
            points.append(start + direction * t + bow * (4 * t * (1 - t)))
        strokes.append(points)
    return strokes[0], strokes[1]


def ring_stroke(rect: QRectF, stray: float, seed: int) -> list[QPointF]:
    """An O inside ``rect``: a circle, or with ``stray`` a pen's slightly uneven loop."""
    centre = rect.center()
    radius_x, radius_y = rect.width() / 2, rect.height() / 2
    overlap = _RING_OVERLAP if stray else 0.0
    start = -math.pi / 2 - (0.6 * jitter(seed, 20) if stray else 0.0)
    phase = math.pi * jitter(seed, 21)
    points = []
    for step in range(_RING_POINTS + 1):
        t = step / _RING_POINTS
        angle = start - 2 * math.pi * (1 + overlap) * t  # counter-clockwise, as a pen goes
        wave = stray * (0.5 * math.sin(2 * angle + phase) + 0.3 * t - 0.15)
        points.append(
            QPointF(
                centre.x() + (radius_x + wave) * math.cos(angle),
                centre.y() + (radius_y + wave) * math.sin(angle),
            )
        )
    return points


def _draw_part(painter: QPainter, points: list[QPointF], part: float) -> None:
    """Draw the first ``part`` of the polyline through ``points``."""
    if part <= 0.0 or len(points) < 2:
        return
    reach = part * (len(points) - 1)
    whole = int(reach)
    path = QPainterPath(points[0])
    for point in points[1 : whole + 1]:
        path.lineTo(point)
    if whole < len(points) - 1:
        a, b = points[whole], points[whole + 1]
        path.lineTo(a + (b - a) * (reach - whole))
    if path.elementCount() == 1:
        path.lineTo(points[0])  # a dot: the pen just touched the paper
    painter.drawPath(path)


def paint_stone(
    painter: QPainter, theme: BoardTheme, mark: Mark, rect: QRectF, progress: float
) -> None:
    """A black (X) or white (O) stone with a soft shading, settling as ``progress`` grows."""
    settled = ease_out(progress)
    radius = rect.width() / 2 * (1.0 + _SETTLE_SCALE * (1.0 - settled))
    centre = rect.center()
    painter.setOpacity(painter.opacity() * min(1.0, 0.2 + settled))
    painter.setPen(Qt.PenStyle.NoPen)
    shadow = QColor(0, 0, 0, round(70 * settled))
    painter.setBrush(shadow)
    offset = QPointF(radius * 0.06, radius * 0.09)
    painter.drawEllipse(centre + offset, radius, radius)
    light = centre - QPointF(radius * 0.35, radius * 0.4)
    gradient = QRadialGradient(light, radius * 1.35)
    body = theme.ink(mark)
    if mark == "X":
        gradient.setColorAt(0.0, body.lighter(420))
        gradient.setColorAt(0.35, body.lighter(180))
        gradient.setColorAt(1.0, body)
    else:
        gradient.setColorAt(0.0, QColor("#ffffff"))
        gradient.setColorAt(0.55, body)
        gradient.setColorAt(1.0, body.darker(128))
        painter.setPen(QPen(body.darker(170), max(1.0, radius * 0.04)))
    painter.setBrush(gradient)
    painter.drawEllipse(centre, radius, radius)
