"""Where things go in a board cell, and the font that fits a value into a cell.

From the edge inwards: the cursor's ring, the shading, the frames, the value's text, the mark.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

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

MIN_LETTER_PIXELS = 9
"""Above 7 x 7 a value is written only in letters at least this tall; else colour alone."""

STONE_SIZE = 0.86
"""A stone's diameter, as a part of the cell's side (it stays inside the last move's frame)."""


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
        stone: the square of a stone, inside the frame.
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
    stone: QRectF
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
        stone = min(side * STONE_SIZE, side - 2 * content_inset) / 2
        return cls(
            side=side,
            cursor=rect.adjusted(edge, edge, -edge, -edge),
            cursor_width=cursor_width,
            inner=rect.adjusted(inner_inset, inner_inset, -inner_inset, -inner_inset),
            frame=rect.adjusted(frame_inset, frame_inset, -frame_inset, -frame_inset),
            frame_width=frame_width,
            content=rect.adjusted(content_inset, content_inset, -content_inset, -content_inset),
            mark=QRectF(center.x() - half, center.y() - half, 2 * half, 2 * half),
            stone=QRectF(center.x() - stone, center.y() - stone, 2 * stone, 2 * stone),
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


def mark_stroke(side: float, part: float = MARK_STROKE) -> float:
    """The stroke width of a mark whose square is ``side`` pixels (``part`` of it, or more)."""
    return max(MIN_MARK_STROKE, side * part)


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


def letter_pixels(font: QFont) -> float:
    """How tall ``font``'s letters are, in pixels: the height of its capitals and digits."""
    return QFontMetricsF(font).capHeight()
