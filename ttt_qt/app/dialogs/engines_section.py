"""Settings' Engines section: one line on the engines added, and a button to the Engines dialog.

The section keeps the Settings dialog compact: the list, Add… and Remove are in the Engines
dialog (``engines_dialog``), which edits a copy; what it gives back is the Settings dialog's
until OK.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QWidget

from ..settings.engines import EngineEntry, find_engine
from ..widgets.dialog_section import Section
from .engines_dialog import EnginesDialog


class EnginesSection(Section):
    """The engines added and the one that gives hints, as edited in Settings.

    Attributes:
        summary: ``enginesSummaryLabel``: the engines' names, and who gives hints.
        button: ``enginesButton``: opens the Engines dialog.
        dialog: the Engines dialog while it is open, else None.

    Signals:
        engines_changed(tuple): the engines as edited (``EngineEntry`` values).
    """

    engines_changed = Signal(tuple)

    def __init__(
        self, engines: tuple[EngineEntry, ...], analyst: str, parent: QWidget | None = None
    ) -> None:
        """Show ``engines`` and the ``analyst`` (a path, or "" for the built-in analysis)."""
        super().__init__(self.tr("Engines"), parent)
        self.engines = engines
        self.analyst = analyst
        self.dialog: EnginesDialog | None = None
        self.summary = QLabel(self)
        self.summary.setObjectName("enginesSummaryLabel")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton(self.tr("&Engines…"), self)
        self.button.setObjectName("enginesButton")
        self.button.setToolTip(self.tr("Add or remove Gomocup engines, and choose who gives hints"))
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.rows.addLayout(row)
        self.button.clicked.connect(self.open_dialog)
        self._show()

    def show_engines(self, engines: tuple[EngineEntry, ...], analyst: str) -> None:
        """Show ``engines`` and ``analyst`` as the ones chosen."""
        changed = engines != self.engines
        self.engines, self.analyst = engines, analyst
        self._show()
        if changed:
            self.engines_changed.emit(engines)

    def _show(self) -> None:
        if not self.engines:
            self.summary.setText(self.tr("None added. Hints come from the app's own analysis."))
            return
        names = ", ".join(entry.name for entry in self.engines)
        analyst = find_engine(self.engines, self.analyst)
        if analyst is None:
            text = self.tr("{names}. Hints come from the app's own analysis.")
        else:
            text = self.tr(
                "{names}. Hints come from {analyst} for five in a row on 7 x 7 to 15 x 15, "
                "else from the app's own analysis."
            )
        self.summary.setText(
            text.format(names=names, analyst=analyst.name if analyst is not None else "")
        )

    @Slot()
    def open_dialog(self) -> EnginesDialog:
        """Open the Engines dialog (without blocking); OK there keeps what it edited."""
        dialog = EnginesDialog(self.engines, self.analyst, self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._on_dialog_finished)
        self.dialog = dialog
        dialog.open()
        return dialog

    @Slot(int)
    def _on_dialog_finished(self, result: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None and result == QDialog.DialogCode.Accepted.value:
            self.show_engines(dialog.engines, dialog.analyst)
