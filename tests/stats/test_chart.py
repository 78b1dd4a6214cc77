"""The bar chart of won, lost and tied per opponent: patterns and numbers, round axis steps,
labels that keep the options in view, and mirrored for a right-to-left reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tests.helpers import statistics_name
from ttt_qt.stats import HUMAN
from ttt_qt.stats.chart import ChartColors, chart_image, group_label, paint_chart, wrap_text
from ttt_qt.stats.summary import summarize

from .factories import decided, record


def test_the_chart_marks_each_result_by_pattern_and_number(qapp: QApplication) -> None:
    games = [
        decided(winner, number=number)
        for number, winner in enumerate(["X", "O", None, "X", None, None, "X", "O"])
    ]
    games += [record(number, HUMAN, "random") for number in range(8, 14)]
    image = chart_image(summarize(games, by_rules=False), 600, 300)
    assert image.width() == 600
    colours = {image.pixel(x, y) for x in range(0, 600, 3) for y in range(0, 300, 3)}
    assert len(colours) > 4  # bars, patterns and text, not a blank picture
    empty = chart_image([], 200, 100)
    assert len({empty.pixel(x, y) for x in range(200) for y in range(100)}) > 1


@pytest.mark.parametrize(
    ("most", "step"), [(0, 1), (6, 1), (7, 2), (13, 5), (61, 20), (6779, 2000), (60001, 20000)]
)
def test_the_chart_axis_has_round_steps_and_few_lines(most: int, step: int) -> None:
    from ttt_qt.stats.chart import _tick_step

    assert _tick_step(most) == step
    assert most / step <= 6


def test_a_chart_label_keeps_the_opponents_options_in_view(qapp: QApplication) -> None:
    games = [
        decided("X", o="montecarlo", o_options={"trials": 200}),
        decided("X", x="random", o="sequential"),
    ]
    mine, machines = summarize(games)
    label = statistics_name("montecarlo")
    assert group_label(mine) == f"{label}\n200 random games a move"
    assert group_label(machines) == (
        f"{statistics_name('random')} vs {statistics_name('sequential')}"
    )
    metrics = QFontMetricsF(QFont())
    narrow = metrics.horizontalAdvance("Random games per")
    first, second = wrap_text(metrics, group_label(mine), narrow, 2)
    assert second.startswith("200")  # elided in the middle: the value stays
    assert first.startswith(label.split()[0])
    assert max(metrics.horizontalAdvance(line) for line in (first, second)) <= narrow
    width = metrics.horizontalAdvance("one two")
    lines = wrap_text(metrics, "one two three four five six seven", width, 2)
    assert lines[0] == "one two"
    assert lines[1].startswith("three") and lines[1] != "three four five six seven"


def test_the_chart_runs_from_the_right_for_a_right_to_left_reader(qapp: QApplication) -> None:
    """The first opponent's bars (won only) sit on the left, or on the right when mirrored."""
    games = [decided("X", o="random", number=n) for n in range(3)]
    games += [decided("O", o="perfect", number=n) for n in range(3, 6)]  # lost only
    summaries = summarize(games, by_rules=False)
    colors = ChartColors.for_paper()

    def won_pixels_left_and_right(right_to_left: bool) -> tuple[int, int]:
        image = QImage(600, 300, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        try:
            paint_chart(
                painter, QRectF(0, 0, 600, 300), summaries, colors, right_to_left=right_to_left
            )
        finally:
            painter.end()
        won = colors.won.rgb()
        halves = [0, 0]
        for x in range(0, 600, 2):
            for y in range(40, 300, 2):  # below the legend
                if image.pixel(x, y) == won:
                    halves[x >= 300] += 1
        return halves[0], halves[1]

    left, right = won_pixels_left_and_right(False)
    assert left > 100 and right == 0
    left, right = won_pixels_left_and_right(True)
    assert left == 0 and right > 100
