"""``AdvantageChart`` (``advantageChart``): who was better, move by move, in the game reviewed.

X's expected result after each move (the coach's ``MoveReview.advantage``, 0 when O wins, 1
when X wins) as a line over the game, X's side above the middle; the mistakes as coloured
dots. A click on a point, or the arrow keys, Home and End, go to that move.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ttt_qt.coach import MoveReview
from ttt_qt.engine import cell_name

from .texts import GRADE_COLOURS, grade_name

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

CHART_HEIGHT = 64
"""The chart's height in pixels, before the font's: a strip above the move list."""
MARGIN = 4.0


class AdvantageChart(QWidget):
    """The advantage over the game; choosing a point asks for that move.

    Signals:
        move_chosen(int): the person chose the position after that many moves.
    """

    move_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty chart."""
        super().__init__(parent)
        self.setObjectName("advantageChart")
        self.setAccessibleName(translate("Coach", "Advantage over the game"))
        self.setToolTip(
            translate("Coach", "Who was better after each move: X above the middle, O below")
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._reviews: tuple[MoveReview, ...] = ()
        self._total = 0
        self._current = 0

    @property
    def points(self) -> tuple[float, ...]:
        """The advantage after each move reviewed so far."""
        return tuple(review.advantage for review in self._reviews)

    def set_reviews(self, reviews: Sequence[MoveReview], total: int, current: int) -> None:
        """Show ``reviews`` out of ``total`` moves, the position after ``current`` moves marked."""
        self._reviews, self._total, self._current = tuple(reviews), total, current
        self.setAccessibleDescription(self._describe(current))
        self.update()

    def sizeHint(self) -> QSize:
        """As wide as the panel, a strip high."""
        return QSize(200, CHART_HEIGHT + self.fontMetrics().height())

    def minimumSizeHint(self) -> QSize:
        """The same strip: the chart does not shrink to nothing."""
        return QSize(80, CHART_HEIGHT + self.fontMetrics().height())

    def point_at(self, number: int) -> QPointF:
        """Where the point of move ``number`` (0: the start, even) is drawn."""
        area = self._area()
        steps = max(1, self._total)
        advantage = 0.5 if number == 0 else self._reviews[number - 1].advantage
        x = area.left() + area.width() * number / steps
        return QPointF(x, area.top() + area.height() * (1.0 - advantage))

    def paintEvent(self, event: QPaintEvent) -> None:
        """The middle line, X's side shaded, the line of the advantage, the marks."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        area = self._area()
        painter.fillRect(self.rect(), palette.base())
        middle = area.top() + area.height() / 2
        painter.setPen(QPen(palette.mid().color(), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        if self._reviews:
            path = QPainterPath(self.point_at(0))
            for number in range(1, len(self._reviews) + 1):
                path.lineTo(self.point_at(number))
            painter.setPen(QPen(palette.text().color(), 1.5))
            painter.drawPath(path)
        for number, review in enumerate(self._reviews, start=1):
            colour = GRADE_COLOURS[review.grade]
            if review.grade.is_error or number == self._current:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(colour) if colour else palette.text().color())
                radius = 4.0 if number == self._current else 3.0
                painter.drawEllipse(self.point_at(number), radius, radius)
        if self.hasFocus() or 0 < self._current <= len(self._reviews):
            x = self.point_at(min(self._current, len(self._reviews))).x()
            painter.setPen(QPen(palette.highlight().color(), 1))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click goes to the nearest move reviewed."""
        if not self._reviews or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        area = self._area()
        steps = max(1, self._total)
        number = round((event.position().x() - area.left()) / area.width() * steps)
        self._choose(number)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right step, Home and End go to the first and last move reviewed."""
        key = event.key()
        steps: dict[Qt.Key, int] = {
            Qt.Key.Key_Left: self._current - 1,
            Qt.Key.Key_Right: self._current + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self._reviews),
        }
        if key in steps and self._reviews:
            self._choose(steps[Qt.Key(key)])
            return
        super().keyPressEvent(event)

    def _choose(self, number: int) -> None:
        number = max(0, min(number, len(self._reviews)))
        self.move_chosen.emit(number)

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

    def _describe(self, current: int) -> str:
        """The move shown, its mark and the advantage, for screen readers."""
        if not 0 < current <= len(self._reviews):
            return translate("Coach", "{done} of {total} moves reviewed").format(
                done=len(self._reviews), total=self._total
            )
        review = self._reviews[current - 1]
        return translate(
            "Coach", "Move {number}, {cell}: {grade}; X's expected result {percent}%"
        ).format(
            number=current,
            cell=cell_name(review.move),
            grade=grade_name(review.grade),
            percent=round(review.advantage * 100),
        )
