"""Words too long for a wrapped label: cut short with "…" instead of running past its edge."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics


def cut_long_words(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` with every word wider than ``width`` pixels cut in its middle with "…".

    A word-wrapped label breaks lines between words only: a long name without spaces would
    run past the label's edge, cut off without a sign.
    """
    return " ".join(
        metrics.elidedText(word, Qt.TextElideMode.ElideMiddle, width)
        if metrics.horizontalAdvance(word) > width
        else word
        for word in text.split(" ")
    )
