"""Table columns of names that share the room left by the others, each as its texts need."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtWidgets import QHeaderView, QTableView


class NameColumns(QObject):
    """Sizes the name columns of ``view`` whenever its rows or its width change.

    The other columns keep the width of their contents. The name columns share the rest of
    the width: each gets what its longest text needs when they all fit, with the room to spare
    shared evenly; else each gets a share in proportion to its need, and long names are cut.
    An even split (Qt's stretch) cut a long name in one column while another had room.
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
        for column, width in share(room, [wanted[column] for column in self._columns]).items():
            header.resizeSection(self._columns[column], width)


def share(room: int, needs: list[int]) -> dict[int, int]:
    """Widths (by position in ``needs``) that fill ``room``.

    Each need plus an even share of what is left; or, when the needs do not fit, a share of
    ``room`` in proportion to each need.
    """
    total = sum(needs)
    if not needs or total <= 0:
        return {}
    if total <= room:
        spare, extra = divmod(room - total, len(needs))
        return {place: need + spare + (place < extra) for place, need in enumerate(needs)}
    return {place: max(1, room * need // total) for place, need in enumerate(needs)}
