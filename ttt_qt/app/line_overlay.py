"""The stroke through a completed line, over the board's grid."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ttt_qt.engine import Mark, Move

from . import palette as colors
from .cell_button import CellButton


class LineOverlay(QWidget):
    """A transparent layer over the board's grid that strikes through the completed line.

    Drawn in the colour of the mark that completed it (in reverse rules, the loser's).
    """

    def __init__(self, parent: QWidget) -> None:
        """Cover ``parent`` (the grid) without taking clicks or focus."""
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._line: tuple[Move, Move] | None = None
        self._mark: Mark | None = None
        self._cells: dict[Move, CellButton] = {}

    def set_cells(self, cells: dict[Move, CellButton]) -> None:
        """The cells the line runs through, by move."""
        self._cells = cells

    def set_line(self, line: tuple[Move, Move] | None, mark: Mark | None) -> None:
        """Strike from the first to the last cell of ``line`` for ``mark`` (None: no line)."""
        if (line, mark) != (self._line, self._mark):
            self._line, self._mark = line, mark
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the stroke, outlined so it shows where it crosses a mark."""
        if self._line is None or self._mark is None or not self._cells:
            return
        start, end = (self._cells[move].geometry() for move in self._line)
        a, b = QPointF(start.center()), QPointF(end.center())
        # Run a little past the two end cells' centres so the stroke reads as one line.
        direction = b - a
        length = max((direction.x() ** 2 + direction.y() ** 2) ** 0.5, 1.0)
        reach = start.width() * 0.32 / length
        a, b = a - direction * reach, b + direction * reach
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(3.0, start.width() * 0.07)
        palette = self.palette()
        # A thin outline in the base colour keeps the stroke visible where it crosses a mark.
        outline = QPen(palette.color(palette.ColorRole.Base), width + 3)
        outline.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(outline)
        painter.drawLine(a, b)
        pen = QPen(colors.line_color(palette, self._mark), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(a, b)
