"""Where things go in a board cell: rings and frames nested from the edge inwards, marks that
fit the room they are given, and a value's font sized to its cell (measured with the font's own
metrics, whatever fonts the machine has)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from ttt_qt.app.board.cell_shape import (
    LARGE_VALUE_PIXELS,
    MARK_STROKE,
    MIN_CELL_PIXELS,
    MIN_HINT_MARK,
    MIN_MARK_STROKE,
    MIN_VALUE_PIXELS,
    CellShape,
    fitted_font,
    letter_pixels,
    mark_stroke,
)


@pytest.mark.parametrize("side", [MIN_CELL_PIXELS, 60.0, 140.0])
def test_the_parts_of_a_cell_nest_from_the_edge_inwards(side: float) -> None:
    cell = QRectF(10, 20, side, side + 15)  # a taller cell: its shorter side counts
    shape = CellShape.of(cell)
    assert shape.side == side
    assert cell.contains(shape.cursor)
    assert shape.cursor.contains(shape.inner)
    assert shape.inner.contains(shape.frame) and shape.frame.contains(shape.content)
    assert shape.content.contains(shape.stone)
    assert shape.mark.center() == cell.center() == shape.stone.center()
    assert shape.mark.width() == pytest.approx(shape.mark.height())


def test_a_mark_within_a_room_keeps_its_stroke_clear_or_is_left_out() -> None:
    shape = CellShape.of(QRectF(0, 0, 100, 100))
    roomy = shape.mark_within(QRectF(0, 0, 100, 100))
    assert roomy.size() == shape.mark.size()  # never bigger than the usual mark
    room = QRectF(0, 0, 30, 30)
    small = shape.mark_within(room)
    stroke = small.width() * MARK_STROKE
    assert room.adjusted(stroke / 2, stroke / 2, -stroke / 2, -stroke / 2).contains(small)
    assert shape.mark_within(QRectF(0, 0, MIN_HINT_MARK, MIN_HINT_MARK)).isEmpty()


def test_a_marks_stroke_has_a_least_width() -> None:
    assert mark_stroke(100) == pytest.approx(100 * MARK_STROKE)
    assert mark_stroke(5) == MIN_MARK_STROKE
    assert mark_stroke(100, part=0.3) == pytest.approx(30)


def test_a_value_font_suits_its_cell_and_shrinks_to_fit(qapp: QApplication) -> None:
    base = QFont()
    big = fitted_font(base, "50%", 1000, 200)
    assert big.pixelSize() == LARGE_VALUE_PIXELS
    small_cell = fitted_font(base, "50%", 1000, 20)
    assert small_cell.pixelSize() < big.pixelSize()
    width = QFontMetricsF(big).horizontalAdvance("Win in 13") * 0.6
    squeezed = fitted_font(base, "Win in 13", width, 200)
    assert MIN_VALUE_PIXELS <= squeezed.pixelSize() < LARGE_VALUE_PIXELS
    fits = QFontMetricsF(squeezed).horizontalAdvance("Win in 13") <= width
    assert fits or squeezed.pixelSize() == MIN_VALUE_PIXELS
    assert fitted_font(base, "Win in 13", 1.0, 200).pixelSize() == MIN_VALUE_PIXELS
    assert letter_pixels(big) > letter_pixels(small_cell) > 0
