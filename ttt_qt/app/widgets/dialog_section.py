"""``Section``: a titled part of a dialog, a bold heading over its rows, without a frame."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

INDENT = 12
"""Pixels the rows of a section stand in from its heading (GNOME's dialogs take 12)."""


class Section(QWidget):
    """A heading in bold and, under it, the section's rows, indented.

    As GNOME's and KDE's dialogs group settings now: a frame around a group would draw any
    room its rows keep for longer texts as an empty grey band.

    Attributes:
        heading: the title's label.
        rows: the layout to put the section's rows in.
    """

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        """An empty section named ``title``."""
        super().__init__(parent)
        self.setAccessibleName(title)
        self.heading = QLabel(title, self)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.rows = QVBoxLayout()
        self._indent()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(self.rows)

    def changeEvent(self, event: QEvent) -> None:
        """The rows stand in on the side where lines start, in either direction."""
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self._indent()
        super().changeEvent(event)

    def _indent(self) -> None:
        # A layout's margins are not mirrored in a right-to-left window: the indent moves.
        if self.isRightToLeft():
            self.rows.setContentsMargins(0, 0, INDENT, 0)
        else:
            self.rows.setContentsMargins(INDENT, 0, 0, 0)
