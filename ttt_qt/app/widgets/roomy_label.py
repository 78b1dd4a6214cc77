"""``RoomyLabel``: a word-wrapped label that keeps the room of the tallest text it may show."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget


class RoomyLabel(QLabel):
    """A word-wrapped label as tall as the tallest of some texts it may show, at any width.

    Layouts ask ``heightForWidth`` at the width they give it, so the room is right from the
    first layout, hidden or shown, and a change of text within those texts moves nothing.
    Its preferred width is a fixed number of characters, not the text's: a longer text
    wraps onto more lines instead of widening the window.
    """

    PREFERRED_CHARACTERS = 60
    """The preferred width, in average characters of the label's font."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty label; ``keep_room_for`` names the texts to make room for."""
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._texts: frozenset[str] = frozenset()
        self._heights: dict[int, int] = {}
        self._measure = QLabel()  # never shown: measures the other texts
        self._measure.setWordWrap(True)
        self._measure.setTextFormat(Qt.TextFormat.PlainText)

    def keep_room_for(self, texts: Iterable[str]) -> None:
        """Be as tall as the tallest of ``texts`` (and of the text shown)."""
        texts = frozenset(texts)
        if texts != self._texts:
            self._texts = texts
            self._heights.clear()
            self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        """The height of the tallest text at ``width``, at least the shown text's."""
        own = super().heightForWidth(width)
        if width not in self._heights:
            self._measure.setFont(self.font())
            tallest = 0
            for text in self._texts:
                self._measure.setText(text)
                tallest = max(tallest, self._measure.heightForWidth(width))
            self._heights[width] = tallest
        return max(own, self._heights[width])

    def sizeHint(self) -> QSize:
        """``PREFERRED_CHARACTERS`` wide, and as tall as the tallest text at that width."""
        width = self.fontMetrics().averageCharWidth() * self.PREFERRED_CHARACTERS
        margins = self.contentsMargins()
        width += margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))

    def changeEvent(self, event: QEvent) -> None:
        """A new font changes every height."""
        if event.type() == QEvent.Type.FontChange:
            self._heights.clear()
        super().changeEvent(event)
