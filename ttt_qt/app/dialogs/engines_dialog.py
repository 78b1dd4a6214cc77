"""The Engines dialog (``enginesDialog``), opened from Settings: the outside engines added.

A list of the engines (name and version as each gives them, and the program's path), Add…
(a file chooser; the engine is started once, off the window's thread, to read its name, and a
file that is not a working engine says why and is not added), Remove, and which engine gives
the hints ("Analyse with"). It edits a copy; Settings keeps it when the person presses OK.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.gomocup import About

from ..settings.engines import EngineEntry, find_engine
from ..widgets import dialogs
from .engine_probe import EngineProbe

LIST_ROWS = 4
"""Rows of engines the list has room for before it scrolls."""
VERSION_CHARS = 14
"""Characters of the version column (a long version is cut; its whole text is its tooltip)."""
LIST_CHARS = 70
"""Characters the list is wide enough for: a name, a version and much of a path."""


class EnginesDialog(QDialog):
    """The engines added, Add… and Remove, and the engine that gives hints.

    Attributes:
        engine_list: the engines, one row each (``enginesList``): name, version, program.
        add_button, remove_button: ``addEngineButton``, ``removeEngineButton``.
        analyst_combo: ``analystCombo``: the built-in analysis, then each engine.
        note: ``engineNoteLabel``: what an engine being added is doing, or why it failed.
        probe: reads an engine's name off the window's thread.
    """

    def __init__(
        self, engines: tuple[EngineEntry, ...], analyst: str, parent: QWidget | None = None
    ) -> None:
        """Show ``engines`` and ``analyst`` (a path, or "" for the built-in analysis)."""
        super().__init__(parent)
        self.setObjectName("enginesDialog")
        self.setWindowTitle(self.tr("Engines"))
        self._engines = engines
        self._adding: str | None = None
        intro = QLabel(
            self.tr(
                "Gomocup engines (programs named pbrain-…) play five in a row on boards from "
                "7 x 7 to 15 x 15. They are started from where they are; nothing is copied."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.engine_list = QTreeWidget(self)
        self.engine_list.setObjectName("enginesList")
        self.engine_list.setHeaderLabels([self.tr("Name"), self.tr("Version"), self.tr("Program")])
        self.engine_list.setRootIsDecorated(False)
        self.engine_list.setAccessibleName(self.tr("Engines added"))
        metrics = self.engine_list.fontMetrics()
        self.engine_list.setMinimumHeight(metrics.height() * (LIST_ROWS + 2))
        self.engine_list.setMinimumWidth(LIST_CHARS * metrics.averageCharWidth())
        self.add_button = QPushButton(self.tr("&Add…"), self)
        self.add_button.setObjectName("addEngineButton")
        self.remove_button = QPushButton(self.tr("&Remove"), self)
        self.remove_button.setObjectName("removeEngineButton")
        self.note = QLabel(self)
        self.note.setObjectName("engineNoteLabel")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.analyst_combo = QComboBox(self)
        self.analyst_combo.setObjectName("analystCombo")
        self.analyst_combo.setToolTip(
            self.tr("Hints come from the engine chosen here: its move for the side to move.")
        )
        self.probe = EngineProbe(self)
        self._lay_out(intro, dialogs.ok_cancel_buttons(self))
        self._show(analyst)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.engine_list.itemSelectionChanged.connect(self._update_buttons)
        self.probe.finished.connect(self._on_probe_finished)

    def _lay_out(self, intro: QLabel, buttons: QWidget) -> None:
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Analyse &with:"), self.analyst_combo)
        evaluation = QLabel(
            self.tr(
                "With the evaluation shown, the values on the cells stay the app's own (an"
                " engine gives one move, not a value per cell); the engine's move is framed"
                " as a hint, with its evaluation in the status bar."
            ),
            self,
        )
        evaluation.setWordWrap(True)
        form.addRow(evaluation)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.engine_list, 1)
        layout.addLayout(row)
        layout.addWidget(self.note)
        layout.addLayout(form)
        layout.addWidget(buttons)

    @property
    def engines(self) -> tuple[EngineEntry, ...]:
        """The engines as edited."""
        return self._engines

    @property
    def analyst(self) -> str:
        """The path of the engine chosen to give hints, or "" for the built-in analysis."""
        return str(self.analyst_combo.currentData() or "")

    @property
    def is_adding(self) -> bool:
        """True while an engine being added is read."""
        return self._adding is not None

    def add_engine(self, path: str) -> None:
        """Read the engine at ``path`` and add it once it answers (Add… after the chooser)."""
        if find_engine(self._engines, path) is not None:
            self.note.setText(self.tr("That engine is in the list already."))
            return
        self._adding = path
        self.add_button.setEnabled(False)
        self.note.setText(self.tr("Starting {path} to read its name…").format(path=path))
        self.probe.start(path)

    def _show(self, analyst: str) -> None:
        """Fill the list and the analyst's choices; keep ``analyst`` when it is still there."""
        self.engine_list.clear()
        for entry in self._engines:
            item = QTreeWidgetItem([entry.name, entry.version, entry.path])
            item.setToolTip(1, entry.version)
            item.setToolTip(2, entry.path)
            self.engine_list.addTopLevelItem(item)
        self.engine_list.resizeColumnToContents(0)
        width = self.engine_list.fontMetrics().averageCharWidth()
        self.engine_list.setColumnWidth(1, VERSION_CHARS * width)
        self.analyst_combo.clear()
        self.analyst_combo.addItem(self.tr("Built-in analysis"), "")
        for entry in self._engines:
            self.analyst_combo.addItem(entry.name, entry.path)
        self.analyst_combo.setCurrentIndex(max(self.analyst_combo.findData(analyst), 0))
        self._update_buttons()

    @Slot()
    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(bool(self.engine_list.selectedItems()))
        self.add_button.setEnabled(self._adding is None)

    @Slot()
    def _on_add_button_clicked(self) -> None:
        path = dialogs.choose_engine_path(self)
        if path:
            self.add_engine(path)

    @Slot()
    def _on_remove_button_clicked(self) -> None:
        rows = sorted(
            (
                self.engine_list.indexOfTopLevelItem(item)
                for item in self.engine_list.selectedItems()
            ),
            reverse=True,
        )
        kept = list(self._engines)
        for row in rows:
            del kept[row]
        self._engines = tuple(kept)
        self.note.clear()
        self._show(self.analyst)

    @Slot(str, object)
    def _on_probe_finished(self, path: str, result: object) -> None:
        if path != self._adding:
            return
        self._adding = None
        if isinstance(result, About):
            entry = EngineEntry(result.name, result.version, path)
            self._engines = (*self._engines, entry)
            self.note.setText(self.tr("{name} was added.").format(name=entry.name))
            self._show(self.analyst)
        else:
            self.note.setText(self.tr("{reason} It was not added.").format(reason=str(result)))
        self._update_buttons()
