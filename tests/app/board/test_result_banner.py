"""``band_geometry``: where the result banner goes over the cells, clear of the winning line and
of as few marks as it can."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from ttt_qt.app.board.result_banner import band_geometry


@pytest.mark.parametrize(
    ("line", "inside"),
    [
        # A column through the middle of three: the band takes a side column.
        ([QRect(100, 0, 100, 300)], QRect(0, 0, 100, 300)),
        # A row at the top: the band spans the bottom.
        ([QRect(0, 0, 100, 100), QRect(200, 0, 100, 100)], QRect(0, 100, 300, 200)),
    ],
)
def test_the_band_keeps_off_the_line(line: list[QRect], inside: QRect) -> None:
    band = band_geometry(QRect(0, 0, 300, 300), line, lambda width: 60, 40)
    assert inside.contains(band)
    assert not any(band.intersects(cell) for cell in line)


def test_of_two_bands_as_wide_the_one_over_fewer_marks_wins() -> None:
    cells = QRect(0, 0, 300, 300)
    line = [QRect(100, 0, 100, 300)]  # the middle column: a band fits left or right of it
    band = band_geometry(cells, line, lambda width: 60, 40)
    marked = [QRect(band.topLeft(), band.size())]
    moved = band_geometry(cells, line, lambda width: 60, 40, marks=marked)
    assert not moved.intersects(marked[0])
    assert not any(moved.intersects(cell) for cell in line)


def test_a_band_with_no_room_beside_the_line_takes_the_far_edge() -> None:
    cells = QRect(0, 0, 300, 300)
    line = [QRect(0, 180, 300, 100)]  # the whole width, low down: the top is free
    assert band_geometry(cells, line, lambda width: 60, 40).bottom() < 180
    crowded = [QRect(0, 200, 300, 100), QRect(140, 0, 20, 300)]  # no room wide enough
    band = band_geometry(cells, crowded, lambda width: 60, 200)
    assert band.top() < 100 and band.width() > 250
