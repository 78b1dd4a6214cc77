"""Marks as a theme draws them: deterministic wobbles, easings from rest to rest, strokes inside
their cell, and a mark drawn part of the way or not at all."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from ttt_qt.app.board.mark_painter import (
    cross_strokes,
    ease_in_out,
    ease_out,
    jitter,
    paint_mark,
    ring_stroke,
)
from ttt_qt.app.board.theme import board_theme

RECT = QRectF(10, 10, 80, 80)


def test_the_wobble_is_the_same_for_the_same_seed_and_within_one() -> None:
    values = [jitter(seed, index) for seed in range(5) for index in range(20)]
    assert all(-1.0 <= value <= 1.0 for value in values)
    assert jitter(3, 7) == jitter(3, 7)
    assert len(set(values)) > 90


@pytest.mark.parametrize("ease", [ease_out, ease_in_out])
def test_the_easings_run_from_rest_to_rest(ease: Callable[[float], float]) -> None:
    curve = [ease(step / 20) for step in range(21)]
    assert curve[0] == 0.0 and curve[-1] == pytest.approx(1.0)
    assert curve == sorted(curve)
    assert ease(-1.0) == 0.0 and ease(2.0) == pytest.approx(1.0)


def test_a_pen_starts_and_stops_slowly_a_settling_mark_starts_fast() -> None:
    assert ease_in_out(0.1) < 0.1 and ease_in_out(0.9) > 0.9
    assert ease_in_out(0.5) == pytest.approx(0.5)
    assert ease_out(0.1) > 0.1


def test_the_strokes_stay_near_their_cell() -> None:
    stray = 3.0
    first, second = cross_strokes(RECT, stray, seed=4)
    room = RECT.adjusted(-stray, -stray, stray, stray)
    assert len(first) > 2 and len(second) > 2
    assert all(room.contains(point) for point in first + second)
    ring = ring_stroke(RECT, 0.0, seed=4)
    centre, radius = RECT.center(), RECT.width() / 2
    distances = [math.dist((p.x(), p.y()), (centre.x(), centre.y())) for p in ring]
    assert max(distances) - min(distances) < 0.5  # without a stray: a circle
    assert max(distances) <= radius + 0.5


def painted(theme_name: str, mark: str, progress: float) -> QImage:
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        theme = board_theme(theme_name, QPalette())
        paint_mark(painter, theme, mark, RECT, progress=progress)  # type: ignore[arg-type]
    finally:
        painter.end()
    return image


def inked(image: QImage) -> int:
    return sum(
        1 for x in range(0, 100, 2) for y in range(0, 100, 2) if image.pixelColor(x, y).alpha()
    )


@pytest.mark.parametrize("theme_name", ["paper", "high-contrast"])
@pytest.mark.parametrize("mark", ["X", "O"])
def test_a_pen_mark_is_drawn_more_as_it_progresses(
    qapp: QApplication, theme_name: str, mark: str
) -> None:
    whole = inked(painted(theme_name, mark, 1.0))
    assert whole > 20
    assert 0 < inked(painted(theme_name, mark, 0.3)) < whole
    assert inked(painted(theme_name, mark, 0.0)) == 0


@pytest.mark.parametrize("mark", ["X", "O"])
def test_a_stone_settles_into_its_cell(qapp: QApplication, mark: str) -> None:
    whole = painted("go", mark, 1.0)
    columns = [x for x in range(100) if whole.pixelColor(x, 50).alpha()]
    # The stone fills its square, its shadow a little beyond on the lower right.
    assert RECT.left() - 1 <= columns[0] <= RECT.left() + 1
    assert RECT.right() <= columns[-1] <= RECT.right() + 0.1 * RECT.width()
    assert inked(painted("go", mark, 0.3)) > inked(whole)  # bigger while it settles
