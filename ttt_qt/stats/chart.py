"""The bar chart of won / lost / tied per opponent, painted with ``QPainter``.

One painting function serves the statistics dialog (on screen, in the window's palette,
light or dark) and the PDF report (an image on white paper). The three results differ by
pattern as well as by colour — won solid, lost hatched, tied cross-hatched — and every bar carries
its number, so the chart reads in black and white and for people who do not see colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPalette,
    QPen,
    QTransform,
)

from .sides import SideKind
from .summary import Result, Summary

RESULTS = (Result.WON, Result.LOST, Result.TIED)
_LABEL_LINES = 2
"""Lines a group's label may take under its bars."""
_PATTERNS = {
    Result.WON: Qt.BrushStyle.SolidPattern,
    Result.LOST: Qt.BrushStyle.BDiagPattern,
    Result.TIED: Qt.BrushStyle.CrossPattern,
}


@dataclass(frozen=True)
class ChartColors:
    """The few colours the chart uses."""

    background: QColor
    text: QColor
    grid: QColor
    won: QColor
    lost: QColor
    tied: QColor

    @classmethod
    def from_palette(cls, palette: QPalette) -> ChartColors:
        """Colours of a window's palette, so the chart follows light and dark themes."""
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlphaF(0.25)
        return cls(
            background=palette.color(QPalette.ColorRole.Base),
            text=text,
            grid=grid,
            won=palette.color(QPalette.ColorRole.Highlight),
            lost=text,
            tied=text,
        )

    @classmethod
    def for_paper(cls) -> ChartColors:
        """Dark ink on white, for the PDF report."""
        return cls(
            background=QColor("white"),
            text=QColor("black"),
            grid=QColor(0, 0, 0, 60),
            won=QColor("#2a62b8"),
            lost=QColor("black"),
            tied=QColor("black"),
        )

    def brush(self, result: Result, pattern_scale: float = 1.0) -> QBrush:
        """The fill of a bar: a colour and a pattern (``pattern_scale`` times its pixel size)."""
        colour = {Result.WON: self.won, Result.LOST: self.lost, Result.TIED: self.tied}[result]
        brush = QBrush(colour, _PATTERNS[result])
        if pattern_scale != 1.0:
            # Patterns are drawn in device pixels; scale them with the picture on paper.
            brush.setTransform(QTransform.fromScale(pattern_scale, pattern_scale))
        return brush


def group_label(summary: Summary) -> str:
    """A group's English label: the opponent for your games (``Hard (Perfect)``), else ``A vs B``.

    A computer opponent's options go on a second line, under its name.
    """
    opponent = summary.opponent
    if summary.player.kind is not SideKind.YOU:
        return summary.pairing
    name = opponent.display_name
    return f"{name}\n{opponent.options_text}" if opponent.options else name


@dataclass(frozen=True)
class ChartTexts:
    """The words of the chart; English by default, the window passes its translations.

    Attributes:
        empty: shown when there is no game.
        results: the legend's word for each result.
        played: a group's game count, with ``{count}`` for the number.
        label: a group's label.
    """

    empty: str = "No games recorded yet"
    results: dict[Result, str] = field(
        default_factory=lambda: {result: result.value for result in RESULTS}
    )
    played: str = "{count} played"
    label: Callable[[Summary], str] = group_label
    """A group's label; a line break in it puts a strategy's options on the second line."""


def count_of(summary: Summary, result: Result) -> int:
    """How many games of ``summary`` ended with ``result``."""
    return {Result.WON: summary.won, Result.LOST: summary.lost, Result.TIED: summary.tied}[result]


@dataclass(frozen=True)
class _Mirror:
    """Places drawn left to right in ``area``, or mirrored (``on``) for a right-to-left reader.

    Only places are mirrored: the texts drawn there still read as they are written.
    """

    area: QRectF
    on: bool

    def x(self, left: float, width: float = 0.0) -> float:
        """Where something ``width`` wide that starts at ``left`` starts once mirrored."""
        return self.area.left() + self.area.right() - left - width if self.on else left

    def rect(self, rect: QRectF) -> QRectF:
        """``rect`` mirrored."""
        return QRectF(self.x(rect.left(), rect.width()), rect.top(), rect.width(), rect.height())


def paint_chart(
    painter: QPainter,
    area: QRectF,
    summaries: Sequence[Summary],
    colors: ChartColors,
    texts: ChartTexts | None = None,
    *,
    right_to_left: bool = False,
) -> None:
    """Paint grouped bars (won, lost, tied) for each summary's pairing inside ``area``.

    ``right_to_left``: the legend, the groups and the bars run from the right, the scale on
    the right, as a right-to-left reader reads.
    """
    texts = texts or ChartTexts()
    mirror = _Mirror(area, right_to_left)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(area, colors.background)
    metrics = QFontMetricsF(painter.font())
    line = metrics.height()
    if not summaries:
        painter.setPen(colors.text)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, texts.empty)
        painter.restore()
        return
    legend = QRectF(area.left(), area.top() + line * 0.3, area.width(), line)
    _paint_legend(painter, legend, colors, metrics, texts, mirror=mirror)
    most = max(max(count_of(summary, result) for result in RESULTS) for summary in summaries)
    step = _tick_step(most)
    top = max(step, math.ceil(most / step) * step)
    axis_width = metrics.horizontalAdvance(str(top)) + line * 0.6
    plot = QRectF(
        area.left() + axis_width,
        legend.bottom() + line * 1.4,
        area.width() - axis_width - line * 0.5,
        area.height() - legend.height() - line * (4.2 + _LABEL_LINES - 1),
    )
    if plot.height() < line or plot.width() < line:
        painter.restore()
        return
    _paint_axis(painter, plot, top, step, colors, mirror=mirror)
    group_width = plot.width() / len(summaries)
    bar_width = min(group_width * 0.8 / len(RESULTS), line * 3)
    for index, summary in enumerate(summaries):
        middle = plot.left() + group_width * (index + 0.5)
        first = middle - bar_width * len(RESULTS) / 2
        for slot, result in enumerate(RESULTS):
            value = count_of(summary, result)
            height = plot.height() * value / top
            bar = mirror.rect(
                QRectF(first + slot * bar_width, plot.bottom() - height, bar_width, height)
            )
            painter.fillRect(bar, colors.background)
            painter.fillRect(bar, colors.brush(result, _pixel_ratio(painter)))
            painter.setPen(QPen(colors.text, 1))
            painter.drawRect(bar)
            number = QRectF(bar.left() - line, bar.top() - line * 1.1, bar.width() + 2 * line, line)
            painter.drawText(number, Qt.AlignmentFlag.AlignCenter, str(value))
        label = mirror.rect(
            QRectF(middle - group_width / 2, plot.bottom() + line * 0.3, group_width, line)
        )
        lines = wrap_text(metrics, texts.label(summary), group_width - 4, _LABEL_LINES)
        for text in lines:
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)
            label = label.translated(0, line)
        played = label.translated(0, line * (_LABEL_LINES - len(lines)))
        count = texts.played.format(count=summary.played)
        painter.drawText(played, Qt.AlignmentFlag.AlignCenter, count)
    painter.restore()


def wrap_text(metrics: QFontMetricsF, text: str, width: float, most: int) -> list[str]:
    """``text`` cut at spaces into at most ``most`` lines of ``width``; the last one elided.

    A text of two lines (a strategy, then its options) keeps them: the first is elided at
    its end, the second in its middle, so an option's value stays in view.
    """
    if "\n" in text and most >= 2:
        first, second = text.split("\n", 1)
        return [
            metrics.elidedText(first, Qt.TextElideMode.ElideRight, width),
            metrics.elidedText(" ".join(second.split()), Qt.TextElideMode.ElideMiddle, width),
        ]
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < most - 1:
        count = len(words)
        while count > 1 and metrics.horizontalAdvance(" ".join(words[:count])) > width:
            count -= 1
        lines.append(" ".join(words[:count]))
        words = words[count:]
    if words:
        rest = " ".join(words)
        lines.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]


def _paint_legend(
    painter: QPainter,
    area: QRectF,
    colors: ChartColors,
    metrics: QFontMetricsF,
    texts: ChartTexts,
    *,
    mirror: _Mirror,
) -> None:
    box = area.height() * 0.8
    gap = box * 0.6
    words = [texts.results[result] for result in RESULTS]
    width = sum(box + gap * 0.5 + metrics.horizontalAdvance(word) + gap * 2 for word in words)
    x = area.center().x() - width / 2
    for result, word in zip(RESULTS, words, strict=True):
        swatch = QRectF(x, area.center().y() - box / 2, box, box)
        shown = mirror.rect(swatch)
        painter.fillRect(shown, colors.background)
        painter.fillRect(shown, colors.brush(result, _pixel_ratio(painter)))
        painter.setPen(QPen(colors.text, 1))
        painter.drawRect(shown)
        x = swatch.right() + gap * 0.5
        advance = metrics.horizontalAdvance(word)
        baseline = area.center().y() + metrics.ascent() / 2 - 1
        painter.drawText(QPointF(mirror.x(x, advance), baseline), word)
        x += advance + gap * 2


def _paint_axis(
    painter: QPainter, plot: QRectF, top: int, step: int, colors: ChartColors, *, mirror: _Mirror
) -> None:
    metrics = QFontMetricsF(painter.font())
    for value in range(0, top + 1, step):
        y = plot.bottom() - plot.height() * value / top
        painter.setPen(QPen(colors.grid if value else colors.text, 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(colors.text)
        text = str(value)
        advance = metrics.horizontalAdvance(text)
        x = plot.left() - advance - metrics.height() * 0.3
        painter.drawText(QPointF(mirror.x(x, advance), y + metrics.ascent() / 2 - 1), text)


def _pixel_ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def _tick_step(most: int) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving at most six grid lines."""
    if most <= 6:
        return 1
    magnitude = round(10.0 ** math.floor(math.log10(most / 6)))
    for factor in (1, 2, 5):
        if most / (factor * magnitude) <= 6:
            return factor * magnitude
    return 10 * magnitude


def chart_image(
    summaries: Sequence[Summary],
    width: int,
    height: int,
    *,
    colors: ChartColors | None = None,
    font: QFont | None = None,
    scale: int = 1,
) -> QImage:
    """The chart as a ``width`` x ``height`` image, ``scale`` times as many pixels each way.

    Drawn in the same coordinates at any scale, so lines, hatching and text keep their
    proportions on paper. Needs a ``QGuiApplication`` (for fonts).
    """
    image = QImage(width * scale, height * scale, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(scale)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        if font is not None:
            painter.setFont(font)
        paint_chart(
            painter, QRectF(0, 0, width, height), summaries, colors or ChartColors.for_paper()
        )
    finally:
        painter.end()
    return image
