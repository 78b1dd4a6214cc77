"""The stroke through a completed line, over the board's grid."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ttt_qt.engine import Mark, Move

from .cell_button import CellButton
from .motion import drawing_animation, progress
from .theme import BoardTheme, board_theme

LINE_DRAW_MS = 320
"""How long the line takes to draw itself across the board, in milliseconds."""


class LineOverlay(QWidget):
    """A transparent layer over the board's grid that strikes through the completed line.

    Drawn in the theme's colour of the mark that completed it (in reverse rules, the loser's).
    A line that a move has just completed draws itself across the board while ``animation``
    runs; any other line (a reviewed or opened game's) shows whole at once.
    """

    def __init__(self, parent: QWidget) -> None:
        """Cover ``parent`` (the grid) without taking clicks or focus."""
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._line: tuple[Move, Move] | None = None
        self._mark: Mark | None = None
        self._cells: dict[Move, CellButton] = {}
        self._theme = board_theme("", self.palette())
        self._drawing = drawing_animation(
            self, LINE_DRAW_MS, self._on_drawing_value_changed, QEasingCurve.Type.InOutCubic
        )

    @property
    def animation(self) -> QVariantAnimation:
        """The animation that draws a new line across the board (from 0 to 1)."""
        return self._drawing

    @property
    def progress(self) -> float:
        """How much of the line is drawn: 1 unless it is drawing itself."""
        return progress(self._drawing)

    def set_theme(self, theme: BoardTheme) -> None:
        """Draw the line in ``theme``'s colours."""
        if theme != self._theme:
            self._theme = theme
            self.update()

    def set_cells(self, cells: dict[Move, CellButton]) -> None:
        """The cells the line runs through, by move."""
        self._cells = cells

    def set_line(
        self, line: tuple[Move, Move] | None, mark: Mark | None, *, animate: bool = False
    ) -> None:
        """Strike from the first to the last cell of ``line`` for ``mark`` (None: no line).

        With ``animate`` a new line draws itself across the board; else it shows whole.
        """
        if (line, mark) == (self._line, self._mark):
            return
        self._line, self._mark = line, mark
        self._drawing.stop()
        if animate and line is not None:
            self._drawing.start()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the stroke, outlined so it shows where it crosses a mark."""
        stroke = self._stroke()
        if stroke is None or self._mark is None:
            return
        a, b, width = stroke
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A thin outline in the board's colour keeps the stroke visible where it crosses a mark.
        outline = QPen(self._theme.surface, width + 3)
        outline.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(outline)
        painter.drawLine(a, b)
        pen = QPen(self._theme.accent(self._mark), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(a, b)

    def _stroke(self, progress: float | None = None) -> tuple[QPointF, QPointF, float] | None:
        """The stroke's two ends and width, drawn ``progress`` of the way (now: ``progress``)."""
        if self._line is None or self._mark is None or not self._cells:
            return None
        start, end = (self._cells[move].geometry() for move in self._line)
        a, b = QPointF(start.center()), QPointF(end.center())
        # Run a little past the two end cells' centres so the stroke reads as one line.
        direction = b - a
        length = max((direction.x() ** 2 + direction.y() ** 2) ** 0.5, 1.0)
        reach = start.width() * 0.32 / length
        a, b = a - direction * reach, b + direction * reach
        part = self.progress if progress is None else progress
        return a, a + (b - a) * part, max(3.0, start.width() * 0.07)

    @Slot(object)
    def _on_drawing_value_changed(self, value: object) -> None:
        stroke = self._stroke(1.0)
        if stroke is None:
            return
        a, b, width = stroke
        # Only the stroke's own square needs painting again, not every cell under the layer.
        area = QRectF(a, b).normalized().adjusted(-width, -width, width, width)
        self.update(area.toAlignedRect())
