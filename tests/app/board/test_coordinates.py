"""The board's coordinates: letters over the columns, numbers beside the rows, named for all."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ttt_qt.app.board.coordinates import LABEL_PADDING, add_coordinates, label_size


def test_the_coordinates_name_the_columns_and_rows_as_the_cell_names_do(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    layout = QGridLayout(host)
    labels = add_coordinates(layout, host, 15, host.fontMetrics())
    assert len(labels) == 30
    column = host.findChild(QLabel, "colLabel_14")
    row = host.findChild(QLabel, "rowLabel_9")
    assert column is not None and column.text() == "O"
    assert column.accessibleName() == "Column O"
    assert row is not None and row.text() == "10"
    assert row.accessibleName() == "Row 10"
    top, side = layout.itemAtPosition(0, 15), layout.itemAtPosition(10, 0)
    assert top is not None and top.widget() is column
    assert side is not None and side.widget() is row


def test_the_row_numbers_column_is_as_wide_as_the_widest_number(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    metrics = host.fontMetrics()
    width, height = label_size(metrics, 15)
    assert width == metrics.horizontalAdvance("15") + LABEL_PADDING
    assert height == metrics.height() + LABEL_PADDING // 2
    assert label_size(metrics, 9)[0] < width  # one digit is narrower than two
