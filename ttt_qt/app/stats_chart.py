"""The statistics dialog's bar chart: won / lost / tied per opponent, in the window's palette."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ttt_qt.stats.chart import ChartColors, paint_chart
from ttt_qt.stats.summary import Summary


def describe_chart(summaries: Sequence[Summary]) -> str:
    """The chart in words (its accessible description and tooltip)."""
    if not summaries:
        return "No games recorded yet"
    return "; ".join(f"{s.pairing}: {s.won} won, {s.lost} lost, {s.tied} tied" for s in summaries)


class StatsChartWidget(QWidget):
    """Grouped bars per opponent, repainted in the current palette (light or dark)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsChart")
        self.setAccessibleName("Won, lost and tied per opponent")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(160)
        self._summaries: list[Summary] = []
        self.set_summaries([])

    def set_summaries(self, summaries: Sequence[Summary]) -> None:
        """Show one group of bars per summary (summaries across every rule set)."""
        self._summaries = list(summaries)
        text = describe_chart(self._summaries)
        self.setAccessibleDescription(text)
        self.setToolTip(text)
        self.update()

    @property
    def summaries(self) -> list[Summary]:
        """The summaries drawn."""
        return list(self._summaries)

    def sizeHint(self) -> QSize:
        """Room for a few groups of bars."""
        return QSize(560, 220)

    def changeEvent(self, event: QEvent) -> None:
        """Repaint when the palette changes (the system switched to dark mode)."""
        if event.type() == QEvent.Type.PaletteChange:
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the chart over the whole widget."""
        painter = QPainter(self)
        try:
            paint_chart(
                painter,
                QRectF(self.rect()),
                self._summaries,
                ChartColors.from_palette(self.palette()),
            )
        finally:
            painter.end()
