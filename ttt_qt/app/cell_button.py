"""One square of the board: a push button that paints its mark as a shape.

The button keeps the mark as its text (for screen readers and tests) but paints a cross or a
ring instead, in palette colours, so marks stay readable at every size and in every theme.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
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
from .evaluation_text import fill

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

MIN_CELL_PIXELS = 32
"""The smallest cell: room for a mark, the cursor and a short value such as ``45%``."""

MIN_VALUE_PIXELS = 7
"""The smallest font (in pixels) of a value; a longer value wraps onto two lines."""

SMALL_VALUE_PIXELS = 10
"""The font (in pixels) of a value on a small cell, when the value fits at that size."""

LARGE_VALUE_PIXELS = 24
"""The largest font (in pixels) of a value: big cells need no shouting."""

MARK_MARGIN = 0.22
"""The space around a mark, as a part of the cell's side."""

MARK_STROKE = 0.14
"""A mark's stroke width, as a part of the mark's side."""

MIN_MARK_STROKE = 2.5
"""The thinnest stroke of a mark."""

MARK_GAP = 1.0
"""Pixels kept free between a hint's faint mark and the value under it."""

MIN_HINT_MARK = 8.0
"""Below this side a hint's faint mark is left out: the dashed frame still shows the hint."""

VALUE_SIZE = 0.22
"""A value's font size, as a part of the cell's side, when the value fits at that size."""

VALUE_MARGIN = 0.05
"""The room kept free on each side of a value, as a part of the cell's side."""

FALLBACK_ROOM = 0.4
"""Extra room above a value under a hint, as a part of its height (see ``value_layout``)."""

HINT_OPACITY = 0.35
"""A hint's mark is drawn faintly."""

NAVIGATION_KEYS = frozenset(
    (
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
    )
)
"""Keys a cell leaves to the board: they move the cursor, or step through a reviewed game."""

_PLAY_KEYS = frozenset((Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space))

CONTEXT = "CellButton"


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
        value_score: the expected result in [0, 1] for the side to move (a draw counts half).
        value_plies: moves to the end for a proven result.
        value_detail: the value in full sentences, the cell's tooltip.
        cursor: the keyboard cursor is on this cell (drawn while the cell has focus).
    """

    mark: Mark | None = None
    last_move: bool = False
    in_line: bool = False
    hint: Mark | None = None
    value_label: str = ""
    value_kind: str = ""
    value_score: float = 0.5
    value_plies: int | None = None
    value_detail: str = ""
    cursor: bool = False


class CellButton(QPushButton):
    """A board cell named ``cell_<row>_<col>``, with the accessible name ``A1, empty``.

    Arrow keys, Home and End are left to the board (the parent), which moves the cursor or
    steps through a reviewed game; Enter and Return play the cell like Space.

    Signals:
        keyboard_used(): a key that moves the cursor or plays was pressed on the cell.
        mouse_pressed(): a mouse button went down on the cell.
        focused_by(int): the cell took keyboard focus for this ``Qt.FocusReason``.
    """

    keyboard_used = Signal()
    mouse_pressed = Signal()
    focused_by = Signal(int)

    def __init__(self, move: Move, parent: QWidget | None = None) -> None:
        """Make the button of cell ``move``."""
        super().__init__(parent)
        self.cell = move
        self._state = CellState()
        self._value_side: float | None = None
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

    def set_value_side(self, side: float | None) -> None:
        """Size the value's text for a cell of ``side`` pixels (None: this cell's own side).

        The board gives every cell its smallest cell's side, so that a value reads the same
        size in every cell, though cells differ by a pixel where the board's width does not
        divide evenly.
        """
        if side != self._value_side:
            self._value_side = side
            if self._state.value_label:
                self.update()

    def sizeHint(self) -> QSize:
        """A comfortable square cell."""
        return QSize(64, 64)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter and Return play like Space; navigation keys go on to the board."""
        key = Qt.Key(event.key())
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and (key in NAVIGATION_KEYS or key in _PLAY_KEYS):
            self.keyboard_used.emit()
        if plain and key in NAVIGATION_KEYS:
            event.ignore()
            return
        if plain and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Tell the board the mouse is in use, then press as usual."""
        self.mouse_pressed.emit()
        super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Tell the board how the focus came (by Tab, a click...)."""
        super().focusInEvent(event)
        self.focused_by.emit(int(event.reason().value))

    def paintEvent(self, event: QPaintEvent) -> None:
        """The style's button panel, then the shading, the frames, the value and the mark."""
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        # The board draws its own keyboard cursor; the style's focus frame would also show
        # on a cell just clicked with the mouse.
        option.state &= ~QStyle.StateFlag.State_HasFocus
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        state = self._state
        palette = self.palette()
        shape = CellShape.of(QRectF(self.rect()))
        if state.value_label:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(
                colors.evaluation_color(
                    palette, state.value_kind, state.value_score, state.value_plies
                )
            )
            painter.drawRoundedRect(shape.inner, shape.radius, shape.radius)
        if state.in_line and state.mark:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colors.line_cell_color(palette, state.mark))
            painter.drawRoundedRect(shape.inner, shape.radius, shape.radius)
        framed = state.mark if state.last_move else state.hint
        if framed:
            pen = QPen(colors.frame_color(palette, framed), shape.frame_width)
            if state.hint and not state.last_move:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(shape.frame, shape.radius, shape.radius)
        mark_rect = shape.mark
        if state.value_label and not state.mark:
            mark_rect = self._paint_value(painter)
        if state.mark:
            paint_mark(painter, state.mark, mark_rect, palette, 1.0)
        elif state.hint and not mark_rect.isEmpty():
            paint_mark(painter, state.hint, mark_rect, palette, HINT_OPACITY)
        if state.cursor and self.hasFocus():
            self._paint_cursor(painter, shape)

    def value_layout(self) -> ValueLayout:
        """Where the value's text and a hint's faint mark go, so that they never touch."""
        state = self._state
        shape = CellShape.of(QRectF(self.rect()))
        # The font is fitted to the board's common side, the text placed in this cell.
        side = self._value_side or shape.side
        sized = CellShape.of(QRectF(0, 0, side, side))
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        if not state.hint:
            # No frame on a free cell without a hint: the value may use the shading, all but
            # a margin that keeps a long value ("Niederlage in 7") off its rounded edges.
            margin = shape.side * VALUE_MARGIN
            room = shape.inner.adjusted(margin, 0, -margin, 0)
            width = sized.inner.width() - 2 * sized.side * VALUE_MARGIN
            font = fitted_font(self.font(), state.value_label, width, sized.side)
            return ValueLayout(font, room, flags | int(Qt.AlignmentFlag.AlignVCenter), shape.mark)
        room = shape.content  # inside the hint's frame, already clear of the shading's edges
        font = fitted_font(self.font(), state.value_label, sized.content.width(), sized.side)
        # Under a hint the value takes a band at the bottom and the faint mark the room above.
        used = QFontMetricsF(font).boundingRect(room, flags, state.value_label)
        # A script drawn from a fallback font (Arabic, Japanese) may rise above the measured line:
        # the band keeps a little more room at its top.
        height = used.height() * (1 + FALLBACK_ROOM)
        band = QRectF(room.left(), room.bottom() - height, room.width(), height)
        above = QRectF(room.left(), room.top(), room.width(), band.top() - room.top())
        return ValueLayout(
            font, band, flags | int(Qt.AlignmentFlag.AlignBottom), shape.mark_within(above)
        )

    def _paint_value(self, painter: QPainter) -> QRectF:
        """Write the value; return where a hint's faint mark goes."""
        layout = self.value_layout()
        painter.setFont(layout.font)
        painter.setPen(colors.text_color(self.palette()))
        painter.drawText(layout.text, layout.flags, self._state.value_label)
        return layout.mark

    def _paint_cursor(self, painter: QPainter, shape: CellShape) -> None:
        palette = self.palette()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colors.cursor_halo_color(palette), shape.cursor_width + 2))
        painter.drawRoundedRect(shape.cursor, shape.radius, shape.radius)
        painter.setPen(QPen(colors.cursor_color(palette), shape.cursor_width))
        painter.drawRoundedRect(shape.cursor, shape.radius, shape.radius)

    def _update_texts(self) -> None:
        state = self._state
        name = cell_name(self.cell)
        self.setText(state.mark or "")
        if state.mark:
            self.setAccessibleName(fill(translate("CellButton", "%1, %2"), name, state.mark))
        else:
            self.setAccessibleName(fill(translate("CellButton", "%1, empty"), name))
        details = []
        if state.last_move:
            details.append(translate("CellButton", "last move"))
        if state.in_line:
            details.append(translate("CellButton", "completed line"))
        if state.hint:
            details.append(translate("CellButton", "hint"))
        if state.value_detail:
            details.append(state.value_detail)
        elif state.value_label:
            details.append(state.value_label)
        self.setAccessibleDescription(translate("CellButton", ", ").join(details))
        self.setToolTip(state.value_detail)


@dataclass(frozen=True, slots=True)
class CellShape:
    """Where things go in a cell of a given size, from the edge inwards.

    The cursor's ring runs along the edge; the shading, the last move's and the hint's frame
    and the value sit inside it, so neither the ring nor the frame is ever cut off by the
    cell's edge and the frame stays visible beside the cursor.

    Attributes:
        side: the shorter side of the cell, in pixels.
        cursor: the keyboard cursor's ring (the centre line of its stroke).
        cursor_width: the ring's stroke width.
        inner: the shading of a value or of the completed line.
        frame: the last move's and the hint's frame (the centre line of its stroke).
        frame_width: the frame's stroke width.
        content: the room for the value's text, inside the frame.
        mark: the square of a mark.
        radius: the corner radius of the rings and shades.
    """

    side: float
    cursor: QRectF
    cursor_width: float
    inner: QRectF
    frame: QRectF
    frame_width: float
    content: QRectF
    mark: QRectF
    radius: float

    @classmethod
    def of(cls, rect: QRectF) -> CellShape:
        """The shape of a cell filling ``rect``."""
        side = min(rect.width(), rect.height())
        cursor_width = max(2.5, side / 18)
        frame_width = max(2.0, side / 28)
        edge = 1.0 + cursor_width / 2
        inner_inset = 1.5 + cursor_width
        frame_inset = inner_inset + frame_width / 2
        content_inset = inner_inset + frame_width
        center = rect.center()
        half = side / 2 - side * MARK_MARGIN
        return cls(
            side=side,
            cursor=rect.adjusted(edge, edge, -edge, -edge),
            cursor_width=cursor_width,
            inner=rect.adjusted(inner_inset, inner_inset, -inner_inset, -inner_inset),
            frame=rect.adjusted(frame_inset, frame_inset, -frame_inset, -frame_inset),
            frame_width=frame_width,
            content=rect.adjusted(content_inset, content_inset, -content_inset, -content_inset),
            mark=QRectF(center.x() - half, center.y() - half, 2 * half, 2 * half),
            radius=side / 10,
        )

    def mark_within(self, room: QRectF) -> QRectF:
        """The largest mark (up to the usual size) whose stroke stays clear of ``room``'s edges.

        An empty rectangle when that mark would be too small to make out.
        """
        free = min(room.width(), room.height()) - 2 * MARK_GAP
        side = min(self.mark.width(), free / (1.0 + MARK_STROKE), free - MIN_MARK_STROKE)
        if side < MIN_HINT_MARK:
            return QRectF()
        center = room.center()
        return QRectF(center.x() - side / 2, center.y() - side / 2, side, side)


def mark_stroke(side: float) -> float:
    """The stroke width of a mark whose square is ``side`` pixels."""
    return max(MIN_MARK_STROKE, side * MARK_STROKE)


@dataclass(frozen=True, slots=True)
class ValueLayout:
    """Where a cell's value is written.

    Attributes:
        font: the value's font, sized to the cell.
        text: the rectangle the value is written in (with ``flags``).
        flags: the alignment and wrapping of the text.
        mark: the square of a hint's faint mark (empty when it is left out).
    """

    font: QFont
    text: QRectF
    flags: int
    mark: QRectF


def fitted_font(base: QFont, text: str, width: float, side: float) -> QFont:
    """``base`` at a pixel size that suits a cell of ``side`` and, if possible, fits ``width``."""
    font = QFont(base)
    size = min(max(SMALL_VALUE_PIXELS, round(side * VALUE_SIZE)), LARGE_VALUE_PIXELS)
    font.setPixelSize(size)
    while size > MIN_VALUE_PIXELS and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font.setPixelSize(size)
    return font


def paint_mark(
    painter: QPainter, mark: Mark, rect: QRectF, palette: QPalette, opacity: float
) -> None:
    """Paint a cross (X) or a ring (O) filling ``rect``, in the palette's mark colour."""
    color = colors.mark_color(palette, mark)
    width = mark_stroke(rect.width())
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
