"""The parts the Statistics dialog is built of: its tables, titled panes and named widgets.

The tables choose whole rows, read only, with alternating colours; their columns fit their
contents (the first 200 rows measured) and the name columns take the room that is left.
``content_height`` says how tall a table must be to show every row, so that the dialog can
give the summary just that.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..widgets.column_fit import NameColumns

W = TypeVar("W", bound=QWidget)
"""Any widget: ``named`` gives back the one it was given."""


def named(widget: W, name: str) -> W:
    """``widget`` with the object name ``name`` (the contract tests and styles find it by)."""
    widget.setObjectName(name)
    return widget


def titled(title: str, content: QWidget) -> QWidget:
    """``content`` under a bold ``title`` whose Alt key (if any) moves the focus to it."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 4, 0, 0)
    label = QLabel(f"<b>{title}</b>")
    label.setBuddy(content)
    layout.addWidget(label)
    layout.addWidget(content, 1)
    return box


def games_table(
    parent: QWidget,
    name: str,
    accessible_name: str,
    model: QAbstractItemModel,
    names: tuple[int, ...],
) -> QTableView:
    """A read-only table of ``model``'s rows named ``name``; ``names`` are its name columns."""
    view = named(QTableView(parent), name)
    view.setModel(model)
    view.setAccessibleName(accessible_name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setResizeContentsPrecision(200)  # measure 200 rows, not thousands
    NameColumns(view, names)  # the names take the room that is left
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.setWordWrap(False)
    return view


def content_height(view: QTableView) -> int:
    """The height ``view`` needs to show its header and every row without scrolling."""
    header = view.horizontalHeader()
    height = header.sizeHint().height() if header.isVisibleTo(view) else 0
    height += view.verticalHeader().length() + 2 * view.frameWidth()
    if header.length() > view.viewport().width():  # the columns scroll sideways
        height += view.horizontalScrollBar().sizeHint().height()
    return height
