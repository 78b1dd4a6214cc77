"""The fair opening picker of the Settings dialog (``openingCombo``): none, swap, swap2.

Swap and swap2 are played on 15 x 15 with five in a row under freestyle, standard or Renju; for any
other game the picker shows none, is disabled and says why in its tooltip. The opening the
person picked comes back when the rules allow it again (and stays in the settings meanwhile).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QComboBox, QWidget

from ttt_qt.engine import Rules
from ttt_qt.engine.opening import OPENINGS, Opening, opening_allowed
from ttt_qt.engine.rules import MAX_SIZE


class OpeningCombo(QComboBox):
    """The combo box ``openingCombo``; its items' data are the openings (``none``, ``swap``...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Every opening, each with one line on what it is as tooltip."""
        super().__init__(parent)
        self.setObjectName("openingCombo")
        self.setAccessibleName(self.tr("Opening"))
        texts: dict[Opening, tuple[str, str]] = {
            "none": (self.tr("None"), self.tr("Black (X) places the first stone and moves on.")),
            "swap": (
                self.tr("Swap"),
                self.tr("The first player places three stones; the other then chooses a colour."),
            ),
            "swap2": (
                self.tr("Swap2"),
                self.tr(
                    "The first player places three stones; the other chooses a colour, or"
                    " places two more and leaves the choice to the first."
                ),
            ),
        }
        for index, opening in enumerate(OPENINGS):
            label, description = texts[opening]
            self.addItem(label, opening)
            self.setItemData(index, description, Qt.ItemDataRole.ToolTipRole)
            self.setItemData(index, description, Qt.ItemDataRole.AccessibleDescriptionRole)
        self._picked: Opening = "none"
        self._showing = False  # the rules, not the person, change the item shown
        self.currentIndexChanged.connect(self._on_current_index_changed)
        self._describe()

    def opening(self) -> Opening:
        """The opening picked: the one shown, or while disabled the one kept for later."""
        if not self.isEnabled():
            return self._picked
        data = self.currentData()
        return next((opening for opening in OPENINGS if opening == data), "none")

    def set_opening(self, opening: Opening) -> None:
        """Pick ``opening`` (shown when the rules allow it)."""
        self._picked = opening
        self._show(opening if self.isEnabled() else "none")

    def follow_rules(self, rules: Rules | None) -> None:
        """Enable the picker for ``rules``, or show none with the reason it is disabled."""
        allowed = rules is not None and opening_allowed(rules)
        self.setEnabled(allowed)
        self._show(self._picked if allowed else "none")

    def _show(self, opening: Opening) -> None:
        self._showing = True
        try:
            self.setCurrentIndex(max(self.findData(opening), 0))
        finally:
            self._showing = False
        self._describe()

    def _describe(self) -> None:
        """The tooltip: the opening shown, or why no opening can be played."""
        if self.isEnabled():
            text = str(self.itemData(self.currentIndex(), Qt.ItemDataRole.ToolTipRole) or "")
        else:
            text = self.tr(
                "Swap and swap2 are played on {size} x {size} with five in a row, under"
                " freestyle, standard or Renju."
            ).format(size=MAX_SIZE)
        self.setToolTip(text)
        self.setAccessibleDescription(text)

    @Slot(int)
    def _on_current_index_changed(self, index: int) -> None:
        if not self._showing:
            self._picked = self.opening()
            self._describe()
