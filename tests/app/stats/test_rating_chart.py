"""The puzzle rating's chart in Statistics: replayed from the attempts, described in one
sentence, scaled to whole hundreds around every rating's margin, mirrored right to left."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from ttt_qt.app.stats.rating_chart import RatingChart, rating_bounds
from ttt_qt.coach.rating import START_RATING, PuzzleAttempt, Rating, rating_history

ATTEMPTS = (
    PuzzleAttempt("p1", 1000, True),
    PuzzleAttempt("p2", 1200, True),
    PuzzleAttempt("p3", 1500, False),
    PuzzleAttempt("p4", 1300, True),
)


def chart(qtbot: QtBot, attempts: tuple[PuzzleAttempt, ...] = ATTEMPTS) -> RatingChart:
    widget = RatingChart()
    qtbot.addWidget(widget)
    widget.resize(400, 160)
    widget.set_attempts(attempts)
    return widget


def test_the_history_is_the_ratings_replayed_from_the_attempts(qtbot: QtBot) -> None:
    widget = chart(qtbot)
    assert widget.history == tuple(rating_history(ATTEMPTS))
    assert widget.history[0].rating == START_RATING and len(widget.history) == 5
    now = widget.history[-1].rounded
    assert widget.accessibleName() == "Puzzle rating, puzzle by puzzle"
    assert widget.accessibleDescription() == (
        f"Puzzle rating from 1200 to {now} after 4 puzzles (3 solved)."
    )
    assert widget.toolTip() == widget.accessibleDescription()


def test_without_attempts_it_says_so_and_one_puzzle_is_one(qtbot: QtBot) -> None:
    widget = chart(qtbot, ())
    assert widget.history == (Rating(),)
    assert widget.accessibleDescription() == "No puzzles tried yet."
    widget.set_attempts(ATTEMPTS[:1])
    assert widget.accessibleDescription().endswith(" after 1 puzzle (1 solved).")


def test_the_scale_holds_every_rating_with_its_margin_in_whole_hundreds() -> None:
    history = [Rating(1234.0, 80.0), Rating(1420.0, 30.0)]
    assert rating_bounds(history) == (1100.0, 1500.0)
    low, high = rating_bounds(rating_history(ATTEMPTS))
    assert low % 100 == 0 and high % 100 == 0
    assert all(low <= r.rating - r.deviation and r.rating + r.deviation <= high for r in history)


def test_later_puzzles_go_right_and_higher_ratings_up(qtbot: QtBot) -> None:
    widget = chart(qtbot)
    first, last = widget.point_at(0, 1200.0), widget.point_at(4, 1200.0)
    assert first.x() < last.x()
    assert widget.point_at(2, 1400.0).y() < widget.point_at(2, 1100.0).y()
    widget.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    assert widget.point_at(0, 1200.0).x() > widget.point_at(4, 1200.0).x()


def test_the_line_is_drawn_in_the_highlight_colour(qtbot: QtBot) -> None:
    widget = chart(qtbot)
    image = widget.grab().toImage()
    highlight = widget.palette().highlight().color()

    def near(colour: QColor) -> bool:
        return (
            abs(colour.red() - highlight.red())
            + abs(colour.green() - highlight.green())
            + abs(colour.blue() - highlight.blue())
        ) < 60

    line_pixels = sum(
        near(image.pixelColor(x, y))
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    )
    assert line_pixels > 20
    empty = chart(qtbot, ()).grab().toImage()
    assert not any(
        near(empty.pixelColor(x, y))
        for x in range(0, empty.width(), 4)
        for y in range(0, empty.height(), 4)
    )
