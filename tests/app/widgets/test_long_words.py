"""Words too long for a wrapped label are cut in their middle with "…"; the others stay whole
(widths measured with the label font's own metrics)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from ttt_qt.app.widgets.long_words import cut_long_words


def test_only_the_words_too_wide_are_cut(qapp: QApplication) -> None:
    metrics = QFontMetrics(QFont())
    width = metrics.horizontalAdvance("Bartholomew")
    long_name = "Wolfeschlegelsteinhausenbergerdorff"
    cut = cut_long_words(f"Bartholomew {long_name} won!", metrics, width)
    first, middle, last = cut.split(" ")
    assert (first, last) == ("Bartholomew", "won!")
    assert "…" in middle and middle.startswith("Wo") and middle.endswith("ff")
    assert metrics.horizontalAdvance(middle) <= width
    assert cut_long_words("You won!", metrics, width) == "You won!"
