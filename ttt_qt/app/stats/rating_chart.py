"""The puzzle rating's history in Statistics: the rating after each puzzle, with its margin.

The rating is replayed from the attempts (``ttt_qt.coach.rating.rating_history``), so the
chart and the Puzzles window's rating always agree. A solved puzzle is a filled dot, a missed
one a hollow dot: the chart does not rely on colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ttt_qt.coach.rating import PuzzleAttempt, Rating, rating_history

_DOT_RADIUS = 3.0
_MARGIN = 8.0


def rating_bounds(history: Sequence[Rating]) -> tuple[float, float]:
    """The lowest and highest rating the chart shows: every rating with its margin, in 100s."""
    low = min(rating.rating - rating.deviation for rating in history)
    high = max(rating.rating + rating.deviation for rating in history)
    return float(int(low // 100) * 100), float(-int(-high // 100) * 100)


class RatingChart(QWidget):
    """The puzzle rating after each attempt: a line, its margin (± deviation) shaded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleRatingChart")
        self.setAccessibleName(self.tr("Puzzle rating, puzzle by puzzle"))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(110)
        self._attempts: tuple[PuzzleAttempt, ...] = ()
        self._history: tuple[Rating, ...] = (Rating(),)
        self.set_attempts(())

    def set_attempts(self, attempts: Sequence[PuzzleAttempt]) -> None:
        """Show the rating after each of ``attempts`` (oldest first)."""
        self._attempts = tuple(attempts)
        self._history = tuple(rating_history(self._attempts))
        text = self.describe()
        self.setAccessibleDescription(text)
        self.setToolTip(text)
        self.update()

    def describe(self) -> str:
        """The chart in one sentence, for a screen reader and the tooltip."""
        if not self._attempts:
            return self.tr("No puzzles tried yet.")
        solved = sum(attempt.solved for attempt in self._attempts)
        text = self.tr(
            "Puzzle rating from {start} to {now} after %n puzzles ({solved} solved).",
            "",
            len(self._attempts),
        )
        return text.format(
            start=self._history[0].rounded, now=self._history[-1].rounded, solved=solved
        )

    @property
    def history(self) -> tuple[Rating, ...]:
        """The ratings drawn: the start rating, then the rating after each attempt."""
        return self._history

    def sizeHint(self) -> QSize:
        """Room for a readable line."""
        return QSize(560, 160)

    def changeEvent(self, event: QEvent) -> None:
        """Repaint when the palette changes (the system switched to dark mode)."""
        if event.type() == QEvent.Type.PaletteChange:
            self.update()
        super().changeEvent(event)

    def point_at(self, number: int, rating: float) -> QPointF:
        """Where ``rating`` after ``number`` attempts goes (the first attempt's at the left)."""
        area = self._plot_area()
        low, high = rating_bounds(self._history)
        steps = max(1, len(self._history) - 1)
        x = area.left() + area.width() * number / steps
        if self.isRightToLeft():
            x = area.right() - (x - area.left())
        y = area.bottom() - area.height() * (rating - low) / max(1.0, high - low)
        return QPointF(x, y)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The scale, the margin band, the rating's line and a dot per attempt."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        if not self._attempts:
            painter.setPen(palette.text().color())
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.toolTip())
            return
        self._paint_scale(painter)
        band = QPainterPath(self.point_at(0, self._history[0].rating + self._history[0].deviation))
        for number, rating in enumerate(self._history):
            band.lineTo(self.point_at(number, rating.rating + rating.deviation))
        for number in range(len(self._history) - 1, -1, -1):
            rating = self._history[number]
            band.lineTo(self.point_at(number, rating.rating - rating.deviation))
        band.closeSubpath()
        shade = palette.highlight().color()
        shade.setAlphaF(0.18)
        painter.fillPath(band, shade)
        line = QPainterPath(self.point_at(0, self._history[0].rating))
        for number, rating in enumerate(self._history[1:], start=1):
            line.lineTo(self.point_at(number, rating.rating))
        painter.setPen(QPen(palette.highlight().color(), 2.0))
        painter.drawPath(line)
        painter.setPen(QPen(palette.text().color(), 1.2))
        for number, attempt in enumerate(self._attempts, start=1):
            painter.setBrush(palette.text() if attempt.solved else palette.base())
            painter.drawEllipse(
                self.point_at(number, self._history[number].rating), _DOT_RADIUS, _DOT_RADIUS
            )

    def _paint_scale(self, painter: QPainter) -> None:
        """A line at every hundred of the rating, labelled as often as the height allows."""
        area = self._plot_area()
        low, high = rating_bounds(self._history)
        grid = self.palette().text().color()
        grid.setAlphaF(0.2)
        metrics = QFontMetricsF(self.font())
        values = range(int(low), int(high) + 1, 100)
        spacing = area.height() / max(1, len(values) - 1)
        every = max(1, int(metrics.height() * 1.3 // max(1.0, spacing)) + 1)
        for index, value in enumerate(values):
            y = self.point_at(0, value).y()
            painter.setPen(QPen(grid, 1.0))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            if (len(values) - 1 - index) % every == 0:  # from the top down
                painter.setPen(self.palette().text().color())
                label = QRectF(0, y - metrics.height() / 2, self._label_width(), metrics.height())
                if self.isRightToLeft():
                    label.moveRight(self.width())
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(value))

    def _label_width(self) -> float:
        return QFontMetricsF(self.font()).horizontalAdvance("0000") + _MARGIN

    def _plot_area(self) -> QRectF:
        line = QFontMetricsF(self.font()).height()
        left = self._label_width()
        area = QRectF(self.rect()).adjusted(left, line / 2 + _MARGIN, -_MARGIN, -line / 2 - _MARGIN)
        if self.isRightToLeft():
            area.moveLeft(_MARGIN)  # the labels go on the right
        return area
