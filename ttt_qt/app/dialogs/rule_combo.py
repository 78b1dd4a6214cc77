"""The gomoku rule picker of the Settings dialog (``ruleCombo``): freestyle, standard, Renju, Caro.

A rule other than freestyle needs five in a row on a board from 7 x 7 to 15 x 15, in normal
rules; for any other game the picker shows freestyle, is disabled and says why in its
tooltip. The rule the person picked comes back when the board allows it again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QComboBox, QWidget

from ttt_qt.engine.rules import GOMOKU_MIN_SIZE, GOMOKU_RULES, MAX_SIZE, GomokuRule

from ..players.rule_texts import rule_description, rule_label
from ..settings.app_settings import rule_allowed


class RuleCombo(QComboBox):
    """The combo box ``ruleCombo``; its items' data are the rules' names (``freestyle``...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Every gomoku rule, each with its line as tooltip and accessible description."""
        super().__init__(parent)
        self.setObjectName("ruleCombo")
        self.setAccessibleName(self.tr("Gomoku rule"))
        for index, rule in enumerate(GOMOKU_RULES):
            self.addItem(rule_label(rule), rule)
            description = rule_description(rule)
            self.setItemData(index, description, Qt.ItemDataRole.ToolTipRole)
            self.setItemData(index, description, Qt.ItemDataRole.AccessibleDescriptionRole)
        self._picked: GomokuRule = "freestyle"
        self._showing = False  # the rules, not the person, change the item shown
        self.currentIndexChanged.connect(self._on_current_index_changed)
        self._describe()

    def rule(self) -> GomokuRule:
        """The rule shown (freestyle while the picker is disabled)."""
        data = self.currentData()
        return next((rule for rule in GOMOKU_RULES if rule == data), "freestyle")

    def set_rule(self, rule: GomokuRule) -> None:
        """Pick ``rule`` (shown when the board allows it)."""
        self._picked = rule
        self._show(rule if self.isEnabled() else "freestyle")

    def follow_rules(self, size: int, win_length: int, reverse: bool) -> None:
        """Enable the picker for these rules, or show freestyle with the reason it is disabled."""
        allowed = rule_allowed("standard", size, win_length, reverse)
        self.setEnabled(allowed)
        self._show(self._picked if allowed else "freestyle")

    def _show(self, rule: GomokuRule) -> None:
        self._showing = True
        try:
            self.setCurrentIndex(max(self.findData(rule), 0))
        finally:
            self._showing = False
        self._describe()

    def _describe(self) -> None:
        """The tooltip: the rule shown, or why only freestyle can be played."""
        if self.isEnabled():
            text = rule_description(self.rule())
        else:
            text = self.tr(
                "A rule other than freestyle needs five in a row on a board from {low} x {low} to"
                " {high} x {high}, in normal rules."
            ).format(low=GOMOKU_MIN_SIZE, high=MAX_SIZE)
        self.setToolTip(text)
        self.setAccessibleDescription(text)

    @Slot(int)
    def _on_current_index_changed(self, index: int) -> None:
        if not self._showing:
            self._picked = self.rule()
            self._describe()
