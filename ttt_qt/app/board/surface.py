"""The board under the cells: paper or wood, the grid and the star points, painted once.

The grid's host widget paints the whole board (so the gaps between the cells show paper or
wood, not the window), and each cell paints its own part of the same picture under its mark:
the cells look like one board, and a cell grabbed alone still shows its part of the grid.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QWidget

from ttt_qt.engine import Move

from .mark_painter import jitter
from .theme import BoardTheme, board_theme, star_points


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """Where the cells are, in the host's coordinates.

    Attributes:
        columns: the left and right edge of each column of cells.
        rows: the top and bottom edge of each row of cells.
    """

    columns: tuple[tuple[float, float], ...]
    rows: tuple[tuple[float, float], ...]

    @property
    def side(self) -> float:
        """A cell's side (the first cell's shorter side)."""
        width = self.columns[0][1] - self.columns[0][0]
        height = self.rows[0][1] - self.rows[0][0]
        return min(width, height)

    @property
    def cells(self) -> QRectF:
        """The rectangle the cells fill."""
        return QRectF(
            QPointF(self.columns[0][0], self.rows[0][0]),
            QPointF(self.columns[-1][1], self.rows[-1][1]),
        )

    def centre(self, move: Move) -> QPointF:
        """The centre of cell ``move``."""
        row, col = move
        left, right = self.columns[col]
        top, bottom = self.rows[row]
        return QPointF((left + right) / 2, (top + bottom) / 2)


_GRID_INSET = 0.08
"""How far short of the outer cells' edges a paper grid line stops, as a part of a cell's side."""

_GRAIN_SPACING = 7.0
"""Pixels between the wood's grain lines."""

_FRAMED_SIZE = 6
"""From this size on a paper board is squared paper, framed by its outer lines too."""

_STAR_SIZE = 0.085
"""A star point's radius, as a part of a cell's side."""

_EDGE_LINE = 1.6
"""How much thicker a go board's outer lines are than its inner ones."""


class BoardSurface(QWidget):
    """The widget that holds the board's grid layout and paints the board under the cells."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty board in the paper theme."""
        super().__init__(parent)
        self._theme = board_theme("", self.palette())
        self._cells: dict[Move, QWidget] = {}
        self._picture: QPixmap | None = None
        self._picture_key: tuple[object, ...] = ()

    @property
    def theme(self) -> BoardTheme:
        """The look of the board."""
        return self._theme

    def set_theme(self, theme: BoardTheme) -> None:
        """Paint the board in ``theme`` from now on."""
        if theme != self._theme:
            self._theme = theme
            self._picture = None
            # The coordinates (labels in this widget) are written on the board, in its ink.
            palette = QPalette()
            palette.setColor(QPalette.ColorRole.WindowText, theme.label)
            self.setPalette(palette)
            self.update()

    def set_cells(self, cells: dict[Move, QWidget]) -> None:
        """The cell widgets, by move (they lie in this widget)."""
        self._cells = cells
        self._picture = None
        self.update()

    def board_geometry(self) -> BoardGeometry | None:
        """Where the cells are now, or None without cells."""
        if not self._cells:
            return None
        size = max(row for row, _ in self._cells) + 1
        columns = []
        rows = []
        for index in range(size):
            column = self._cells[(0, index)].geometry()
            row = self._cells[(index, 0)].geometry()
            columns.append((float(column.left()), float(column.left() + column.width())))
            rows.append((float(row.top()), float(row.top() + row.height())))
        return BoardGeometry(tuple(columns), tuple(rows))

    def picture(self) -> QPixmap:
        """The whole board as painted now (kept until the theme, the size or the cells move)."""
        geometry = self.board_geometry()
        ratio = self.devicePixelRatioF()
        key = (self.size(), ratio, geometry)
        if self._picture is None or key != self._picture_key:
            picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            paint_board(painter, self._theme, QRectF(self.rect()), geometry)
            painter.end()
            self._picture, self._picture_key = picture, key
        return self._picture

    def paint_part(self, painter: QPainter, part: QRect) -> None:
        """Paint the board's ``part`` (in this widget's coordinates) at ``painter``'s origin."""
        picture = self.picture()
        ratio = picture.devicePixelRatio()
        source = QRectF(
            part.x() * ratio, part.y() * ratio, part.width() * ratio, part.height() * ratio
        )
        painter.drawPixmap(QRectF(0, 0, part.width(), part.height()), picture, source)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The board: surface, grid and star points."""
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self.picture())


def paint_board(
    painter: QPainter, theme: BoardTheme, rect: QRectF, geometry: BoardGeometry | None
) -> None:
    """Paint the board of ``theme`` filling ``rect``, its grid placed by ``geometry``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if theme.through_centres:
        _paint_wood(painter, theme, rect)
    else:
        painter.fillRect(rect, theme.surface)
    if geometry is None:
        return
    if theme.through_centres:
        _paint_go_grid(painter, theme, geometry)
    else:
        _paint_paper_grid(painter, theme, geometry)


def _paint_wood(painter: QPainter, theme: BoardTheme, rect: QRectF) -> None:
    """Wood: a gentle light from the top left and a deterministic grain."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, theme.surface.lighter(108))
    gradient.setColorAt(1.0, theme.surface.darker(106))
    painter.fillRect(rect, gradient)
    grain = QColor(theme.shade)
    lines = int(rect.height() / _GRAIN_SPACING) + 1
    for index in range(lines):
        grain.setAlphaF(0.10 + 0.10 * abs(jitter(7, index)))
        painter.setPen(QPen(grain, 0.8 + 0.8 * abs(jitter(11, index))))
        y = rect.top() + (index + 0.5 * jitter(3, index)) * _GRAIN_SPACING
        path = QPainterPath(QPointF(rect.left(), y))
        steps = 8
        for step in range(1, steps + 1):
            x = rect.left() + rect.width() * step / steps
            path.lineTo(x, y + 2.2 * jitter(index, step))
        painter.drawPath(path)


def _paint_go_grid(painter: QPainter, theme: BoardTheme, geometry: BoardGeometry) -> None:
    """Lines through the cells' centres, ending at the outer lines, and the star points."""
    size = len(geometry.columns)
    width = theme.grid_pen_width(geometry.side)
    lines = [_snapped(geometry.centre((index, index)), round(width)) for index in range(size)]
    first, last = lines[0], lines[-1]
    for index, point in enumerate(lines):
        outer = index in (0, size - 1)
        pen = QPen(theme.grid, max(1, round(width * (_EDGE_LINE if outer else 1.0))))
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(point.x(), first.y()), QPointF(point.x(), last.y()))
        painter.drawLine(QPointF(first.x(), point.y()), QPointF(last.x(), point.y()))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.grid)
    radius = max(2.0, geometry.side * _STAR_SIZE)
    for move in star_points(size):
        painter.drawEllipse(geometry.centre(move), radius, radius)


def _snapped(point: QPointF, width: int) -> QPointF:
    """``point`` moved onto the pixel grid, so that a line ``width`` pixels wide stays sharp."""
    offset = 0.5 if width % 2 else 0.0
    return QPointF(math.floor(point.x()) + offset, math.floor(point.y()) + offset)


def _paint_paper_grid(painter: QPainter, theme: BoardTheme, geometry: BoardGeometry) -> None:
    """Lines between the cells, as a pen draws them (straight and thick in high contrast)."""
    size = len(geometry.columns)
    side = geometry.side
    pen = QPen(theme.grid, theme.grid_pen_width(side))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    cells = geometry.cells
    inset = side * _GRID_INSET
    stray = theme.wobble * side
    xs = [(geometry.columns[i][1] + geometry.columns[i + 1][0]) / 2 for i in range(size - 1)]
    ys = [(geometry.rows[i][1] + geometry.rows[i + 1][0]) / 2 for i in range(size - 1)]
    if size >= _FRAMED_SIZE:
        # Squared paper: the outer lines too, just inside the outer cells.
        edge = pen.widthF() / 2
        xs = [cells.left() + edge, *xs, cells.right() - edge]
        ys = [cells.top() + edge, *ys, cells.bottom() - edge]
        inset = 0.0
    for index, x in enumerate(xs):
        start, end = QPointF(x, cells.top() + inset), QPointF(x, cells.bottom() - inset)
        painter.drawPath(_pen_line(start, end, stray, 2 * index))
    for index, y in enumerate(ys):
        start, end = QPointF(cells.left() + inset, y), QPointF(cells.right() - inset, y)
        painter.drawPath(_pen_line(start, end, stray, 2 * index + 1))


def _pen_line(start: QPointF, end: QPointF, stray: float, seed: int) -> QPainterPath:
    """A line from ``start`` to ``end`` that bends by up to ``stray`` pixels, as a hand draws."""
    path = QPainterPath(start)
    if stray <= 0.0:
        path.lineTo(end)
        return path
    direction = end - start
    length = max(math.hypot(direction.x(), direction.y()), 1.0)
    normal = QPointF(-direction.y(), direction.x()) / length
    bow, wave, phase = jitter(seed, 1), 0.4 * jitter(seed, 2), math.pi * jitter(seed, 3)
    steps = max(int(length / 6), 2)
    for step in range(1, steps + 1):
        t = step / steps
        drift = stray * (bow * 4 * t * (1 - t) + wave * math.sin(3 * math.pi * t + phase) * t)
        path.lineTo(start + direction * t + normal * drift)
    return path
