"""The board's coordinates: column letters above the cells and row numbers beside them.

They name the cells as the cell names do (``colLabel_<col>``: ``A``..., ``rowLabel_<row>``:
``1``...), each with an accessible name ("Column A", "Row 1"), in the board's grid layout.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from ttt_qt.engine.cells import COLUMN_LETTERS

from ..computer.evaluation_text import fill

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

LABEL_PADDING = 6
"""Pixels around a coordinate's text."""


def label_size(metrics: QFontMetrics, size: int) -> tuple[int, int]:
    """The width of the row numbers' column and the height of the letters' row."""
    widest = max(metrics.horizontalAdvance(str(row + 1)) for row in range(size))
    return widest + LABEL_PADDING, metrics.height() + LABEL_PADDING // 2


def add_coordinates(
    layout: QGridLayout, host: QWidget, size: int, metrics: QFontMetrics
) -> list[QLabel]:
    """Put ``size`` column letters in ``layout``'s row 0 and row numbers in its column 0.

    The labels are ``host``'s children, sized by the board's font ``metrics``.
    """
    label_width, label_height = label_size(metrics, size)
    labels = []
    for col in range(size):
        letters = COLUMN_LETTERS[col]
        label = _label(host, f"colLabel_{col}", letters, Qt.AlignmentFlag.AlignHCenter)
        label.setFixedHeight(label_height)
        label.setAccessibleName(fill(translate("BoardView", "Column %1"), letters))
        layout.addWidget(label, 0, col + 1)
        labels.append(label)
    for row in range(size):
        number = str(row + 1)
        label = _label(host, f"rowLabel_{row}", number, Qt.AlignmentFlag.AlignRight)
        label.setFixedWidth(label_width)
        label.setAccessibleName(fill(translate("BoardView", "Row %1"), number))
        layout.addWidget(label, row + 1, 0)
        labels.append(label)
    return labels


def _label(host: QWidget, name: str, text: str, alignment: Qt.AlignmentFlag) -> QLabel:
    label = QLabel(text, host)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumSize(1, 1)
    return label
