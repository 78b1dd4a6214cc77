"""Table columns of names that share the room left by the others, each as its texts need."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtWidgets import QHeaderView, QTableView

READABLE_CHARACTERS = 16
"""The least width of a cut name column, in average characters of the table's font."""


class NameColumns(QObject):
    """Sizes the name columns of ``view`` whenever its rows or its width change.

    The other columns keep the width of their contents. The name columns share the rest of
    the width (see ``share``): short names stay whole, and only the longest are cut when
    the room runs short. An even split (Qt's stretch) cut a long name in one column while
    another had room to spare.
    """

    def __init__(self, view: QTableView, columns: tuple[int, ...]) -> None:
        """Size ``columns`` of ``view`` (whose model is set) from now on."""
        super().__init__(view)
        self._view = view
        self._columns = columns
        header = view.horizontalHeader()
        header.setStretchLastSection(False)
        for column in columns:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        view.viewport().installEventFilter(self)
        model = view.model()
        model.modelReset.connect(self.fit)
        model.layoutChanged.connect(self.fit)
        model.rowsInserted.connect(self.fit)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Fit the columns again when the table's visible width changes."""
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    @Slot()
    def fit(self) -> None:
        """Give the name columns their widths now."""
        view = self._view
        header = view.horizontalHeader()
        wanted = {
            column: max(header.sectionSizeHint(column), view.sizeHintForColumn(column))
            for column in range(header.count())
        }
        room = view.viewport().width() - sum(
            width for column, width in wanted.items() if column not in self._columns
        )
        needs = [wanted[column] for column in self._columns]
        # When the other columns overflow already, the scroll bar shows whole names too.
        widths = dict(enumerate(needs)) if room <= 0 else share(room, needs)
        least = header.minimumSectionSize()
        for place, width in widths.items():
            column = self._columns[place]
            header.resizeSection(column, max(width, least, self.readable_width(needs[place])))

    def readable_width(self, need: int) -> int:
        """The least width of a name column needing ``need``: the whole name, or a readable start.

        Where the other columns leave too little room (long headers in German), a name is cut
        no shorter than ``READABLE_CHARACTERS`` average characters, and the table scrolls
        sideways instead: "egn" told nobody which opponent a row was.
        """
        readable = self._view.fontMetrics().averageCharWidth() * READABLE_CHARACTERS
        return min(need, readable)


def share(room: int, needs: list[int]) -> dict[int, int]:
    """Widths (by position in ``needs``) that fill ``room`` (or nothing, if it is negative).

    When every need fits, each gets its need and an even share of what is left. Otherwise the
    needs that fit in an even share are met, and the others split what is left evenly: short
    names stay whole and only the longest are cut, all to the same width.
    """
    room = max(room, 0)
    widths: dict[int, int] = {}
    cut = list(range(len(needs)))
    while cut:
        fair = room // len(cut)
        whole = [place for place in cut if needs[place] <= fair]
        if not whole:
            break
        for place in whole:
            widths[place] = needs[place]
            room -= needs[place]
        cut = [place for place in cut if place not in whole]
    sharing = cut or list(range(len(needs)))
    if not sharing:
        return widths
    even, extra = divmod(room, len(sharing))
    for rank, place in enumerate(sharing):
        widths[place] = widths.get(place, 0) + even + (rank < extra)
    return widths
