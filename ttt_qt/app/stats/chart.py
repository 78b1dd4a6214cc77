"""The statistics dialog's bar chart: won / lost / tied per opponent, in the window's palette."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ttt_qt.stats.chart import ChartColors, ChartTexts, paint_chart
from ttt_qt.stats.sides import SideKind
from ttt_qt.stats.summary import Result, Summary
from ttt_qt.stats.wording import side_parts, side_text

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def group_text(summary: Summary) -> str:
    """A group's label: the opponent for your games ("Hard (Perfect)"), else "Bob vs Alice".

    A computer opponent's options go on a second line, as ``ChartTexts.label`` allows.
    """
    if summary.player.kind is not SideKind.YOU:
        return pairing_text(summary)
    name, options = side_parts(summary.opponent)
    return f"{name}\n{options}" if options else name


def pairing_text(summary: Summary) -> str:
    """``You vs Hard (Perfect)``, ``Bob vs Alice``."""
    return translate("StatsChart", "{player} vs {opponent}").format(
        player=side_text(summary.player), opponent=side_text(summary.opponent)
    )


def chart_texts() -> ChartTexts:
    """The chart's words, translated."""
    return ChartTexts(
        empty=translate("StatsChart", "No games recorded yet"),
        results={
            Result.WON: translate("StatsChart", "won"),
            Result.LOST: translate("StatsChart", "lost"),
            Result.TIED: translate("StatsChart", "tied"),
        },
        played=translate("StatsChart", "{count} played"),
        label=group_text,
    )


def describe_chart(summaries: Sequence[Summary]) -> str:
    """The chart in words (its accessible description and tooltip)."""
    if not summaries:
        return translate("StatsChart", "No games recorded yet")
    return translate("StatsChart", "; ", "between the chart's groups").join(
        translate("StatsChart", "{pairing}: {won} won, {lost} lost, {tied} tied").format(
            pairing=pairing_text(s), won=s.won, lost=s.lost, tied=s.tied
        )
        for s in summaries
    )


class StatsChartWidget(QWidget):
    """Grouped bars per opponent, repainted in the current palette (light or dark)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsChart")
        self.setAccessibleName(self.tr("Won, lost and tied per opponent"))
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
                chart_texts(),
                right_to_left=self.isRightToLeft(),
            )
        finally:
            painter.end()
