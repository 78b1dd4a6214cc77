"""The statistics dialog's chart: the chart said in words for screen readers, its translated
words, and the summaries it draws."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.stats.factories import decided
from ttt_qt.app.stats.chart import StatsChartWidget, chart_texts, describe_chart, pairing_text
from ttt_qt.stats.summary import summarize


def test_the_chart_in_words(qtbot: QtBot) -> None:
    assert describe_chart([]) == "No games recorded yet"
    (summary,) = summarize([decided("X"), decided("O"), decided(None), decided("X")])
    assert pairing_text(summary).startswith("You vs ")
    assert describe_chart([summary]) == f"{pairing_text(summary)}: 2 won, 1 lost, 1 tied"
    assert chart_texts().empty == "No games recorded yet"


def test_the_widget_draws_and_describes_its_summaries(qtbot: QtBot) -> None:
    chart = StatsChartWidget()
    qtbot.addWidget(chart)
    summaries = summarize([decided("X", o="random"), decided("O", o="perfect")])
    chart.set_summaries(summaries)
    assert chart.summaries == list(summaries)
    assert chart.accessibleDescription() == describe_chart(summaries)
    assert chart.sizeHint().width() > 0 and chart.sizeHint().height() > 0
