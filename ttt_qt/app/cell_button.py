"""One square of the board: a push button that paints its mark as a shape.

The button keeps the mark as its text (for screen readers and tests) but paints a cross or a
ring instead, in palette colours, so marks stay readable at every size and in every theme.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

from ttt_qt.engine import Mark, Move, cell_name

from . import palette as colors

MIN_CELL_PIXELS = 26


@dataclass(frozen=True, slots=True)
class CellState:
    """What a cell shows.

    Attributes:
        mark: the mark on the cell, or None.
        last_move: the cell holds the most recent move.
        in_line: the cell is part of the completed line.
        hint: the mark suggested here by a hint, drawn faintly.
        value_label: the evaluation overlay's text, such as ``Win in 3`` or ``62%``.
        value_kind: ``win``, ``draw``, ``loss`` or ``estimate``.
        value_score: the win rate in [0, 1] for the side to move.
        value_plies: moves to the end for a proven result.
    """

    mark: Mark | None = None
    last_move: bool = False
    in_line: bool = False
    hint: Mark | None = None
    value_label: str = ""
    value_kind: str = ""
    value_score: float = 0.5
    value_plies: int | None = None


class CellButton(QPushButton):
    """A board cell named ``cell_<row>_<col>``, with the accessible name ``A1, empty``.

    Signals:
        navigated(int, int): an arrow key asked to move focus by (rows, columns).
    """

    navigated = Signal(int, int)

    def __init__(self, move: Move, parent: QWidget | None = None) -> None:
        """Make the button of cell ``move``."""
        super().__init__(parent)
        self.cell = move
        self._state = CellState()
        row, col = move
        self.setObjectName(f"cell_{row}_{col}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(MIN_CELL_PIXELS, MIN_CELL_PIXELS)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoDefault(False)
        self._update_texts()

    @property
    def state(self) -> CellState:
        """What the cell shows now."""
        return self._state

    def set_state(self, state: CellState) -> None:
        """Show ``state``; repaint only when something changed."""
        if state == self._state:
            return
        self._state = state
        self._update_texts()
        self.update()

    def sizeHint(self) -> QSize:
        """A comfortable square cell."""
        return QSize(64, 64)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move between cells; Enter and Return play like Space."""
        steps = {
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
        }
        key = Qt.Key(event.key())
        if key in steps and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.navigated.emit(*steps[key])
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The style's button panel, then the evaluation, the frames and the mark."""
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        state = self._state
        side = min(self.width(), self.height())
        inner = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        palette = self.palette()
        if state.value_label:
            self._paint_value(painter, inner, side)
        if state.in_line:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colors.line_cell_color(palette))
            painter.drawRoundedRect(inner, side / 10, side / 10)
        if state.last_move or state.hint:
            pen = QPen(colors.frame_color(palette), max(2.0, side / 28))
            if state.hint and not state.last_move:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, side / 10, side / 10)
        if state.mark:
            paint_mark(painter, state.mark, self._mark_rect(side), palette, 1.0)
        elif state.hint:
            paint_mark(painter, state.hint, self._mark_rect(side), palette, 0.35)

    def _mark_rect(self, side: int) -> QRectF:
        margin = side * 0.22
        center = QRectF(self.rect()).center()
        half = side / 2 - margin
        return QRectF(center.x() - half, center.y() - half, 2 * half, 2 * half)

    def _paint_value(self, painter: QPainter, inner: QRectF, side: int) -> None:
        state = self._state
        palette = self.palette()
        shade = colors.evaluation_color(
            palette, state.value_kind, state.value_score, state.value_plies
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shade)
        painter.drawRoundedRect(inner, side / 10, side / 10)
        if state.mark:
            return
        font = QFont(self.font())
        font.setPixelSize(max(8, round(side / 6)))
        painter.setFont(font)
        painter.setPen(colors.text_color(palette))
        # Under a hint's faint mark the value moves to the bottom edge, where it stays legible.
        vertical = Qt.AlignmentFlag.AlignBottom if state.hint else Qt.AlignmentFlag.AlignVCenter
        painter.drawText(
            inner.adjusted(0, 0, 0, -side / 20),
            Qt.AlignmentFlag.AlignHCenter | vertical | Qt.TextFlag.TextWordWrap,
            state.value_label,
        )

    def _update_texts(self) -> None:
        state = self._state
        name = cell_name(self.cell)
        self.setText(state.mark or "")
        self.setAccessibleName(f"{name}, {state.mark or 'empty'}")
        details = []
        if state.last_move:
            details.append("last move")
        if state.in_line:
            details.append("completed line")
        if state.hint:
            details.append("hint")
        if state.value_label:
            details.append(state.value_label)
        self.setAccessibleDescription(", ".join(details))
        self.setToolTip(f"{name}: {state.value_label}" if state.value_label else "")


def paint_mark(
    painter: QPainter, mark: Mark, rect: QRectF, palette: QPalette, opacity: float
) -> None:
    """Paint a cross (X) or a ring (O) filling ``rect``, in the palette's mark colour."""
    color = colors.mark_color(palette, mark)
    width = max(2.5, rect.width() * 0.14)
    painter.save()
    painter.setOpacity(opacity)
    pen = QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if mark == "X":
        painter.drawLine(rect.topLeft(), rect.bottomRight())
        painter.drawLine(QPointF(rect.right(), rect.top()), QPointF(rect.left(), rect.bottom()))
    else:
        half = width / 2
        painter.drawEllipse(rect.adjusted(half, half, -half, -half))
    painter.restore()
