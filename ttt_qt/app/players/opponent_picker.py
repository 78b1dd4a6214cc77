"""The opponent picker beside the board: the computer's level to play against, or a person.

The levels are those of the rules in force (``level_items``: Beginner to Expert from the
measured ladder, Unbeatable where the search proves every move, Match my level), then the
engines added in Settings by their names (where they play: five in a row on 7 x 7 to 15 x 15);
each item's tooltip names the algorithm behind the level, or the engine's version and program.

It only shows and reports a choice; the window decides when the choice takes effect (after
asking, if a game is in progress) and tells the picker to show the settings in force again.
While "Match my level" is the opponent, a line under the picker (``opponentLevelLabel``) and
its entry's tooltip say the level it plays at.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ttt_qt import ai
from ttt_qt.engine import Rules

from ..settings.app_settings import AppSettings, ComputerChoice, Mode
from ..settings.engines import engine_data, engine_path
from .level_items import add_engine_items, fill_combo, level_of, show_level
from .strategy_picker import DEFAULT_RULES

PERSON = "human"
"""The item data of "Another person" (two people at one board)."""


class OpponentPicker(QWidget):
    """A labelled combo box ``opponentPicker``: the levels, easiest first, then a person.

    In computer vs computer it is disabled (the Settings dialog chooses both computers).

    Signals:
        opponent_chosen(object): the person picked a computer (a ``ComputerChoice``) or
            another person (None).
    """

    opponent_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        """Build the picker; ``show_settings`` selects the opponent in force."""
        super().__init__(parent)
        self.combo = QComboBox(self)
        # Reached with Tab; a click leaves the keyboard with the board, where the arrows move
        # the cursor instead of changing the opponent.
        self.combo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.combo.setObjectName("opponentPicker")
        self._rules = DEFAULT_RULES
        # Each computer's options as last played here (a think time, say), by strategy name.
        self._remembered: dict[str, ComputerChoice] = {}
        # What the items were made for: the rules, the strategy chosen and its options.
        self._filled: tuple[Rules, str, ComputerChoice | None, object] | None = None
        self._settings = AppSettings()
        self._fill(None)
        self.combo.setAccessibleName(self.tr("Opponent"))
        caption = QLabel(self.tr("&Opponent:"), self)
        caption.setBuddy(self.combo)
        self.level_label = QLabel(self)
        self.level_label.setObjectName("opponentLevelLabel")
        self.level_label.setWordWrap(True)
        self.level_label.setTextFormat(Qt.TextFormat.PlainText)
        self.level_label.hide()
        row = QHBoxLayout()
        row.addWidget(caption)
        row.addWidget(self.combo, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.level_label)
        # The level of "Match my level" last shown, and under which rules: a change is said.
        self._level_shown: tuple[Rules, int] | None = None
        self._level_change = ""
        self._showing = False
        self.combo.currentIndexChanged.connect(self._on_combo_current_index_changed)

    def _fill(self, current: str | None) -> None:
        """The levels of the rules shown (``current`` playing its level), then a person."""
        options = {name: choice.option_values for name, choice in self._remembered.items()}
        fill_combo(self.combo, self._rules, current, options)
        self._engines_note = add_engine_items(self.combo, self._rules, self._settings.engines)
        self.combo.addItem(self.tr("Another person"), PERSON)
        self.combo.setItemData(
            self.combo.count() - 1,
            self.tr("Two people take turns at this board"),
            Qt.ItemDataRole.ToolTipRole,
        )

    def show_settings(self, settings: AppSettings, rules: Rules | None = None) -> None:
        """Select the opponent of ``settings`` without reporting a choice.

        The levels are those of ``rules`` (the game shown), else of the settings' rules.
        """
        self._settings = settings
        for choice in (settings.opponent, settings.computer_x, settings.computer_o):
            self._remembered.setdefault(choice.name, choice)
        self._remembered[settings.opponent.name] = settings.opponent
        self._rules = rules or settings.rules
        if settings.mode == Mode.HUMAN_VS_HUMAN:
            data = PERSON
        elif settings.mode == Mode.COMPUTER_VS_COMPUTER:
            data = settings.computer_o.name
        elif settings.opponent.is_engine:
            data = engine_data(settings.opponent.engine)
        else:
            data = settings.opponent.name
        self._showing = True
        try:
            filled = (self._rules, data, self._remembered.get(data), settings.engines)
            if filled != self._filled:
                self._filled = filled
                self._fill(data)
            self._show_levels(settings)
            self.combo.setCurrentIndex(max(self.combo.findData(data), 0))
        finally:
            self._showing = False
        # Two computers play: nobody here has an opponent (Settings chooses both computers).
        computers = settings.mode == Mode.COMPUTER_VS_COMPUTER
        self.combo.setEnabled(not computers)
        self.setVisible(not computers)
        tip = self.tr("Who you play against; changing it starts a new game (asking first mid-game)")
        self.combo.setToolTip(f"{tip}\n{self._engines_note}" if self._engines_note else tip)

    def _show_levels(self, settings: AppSettings) -> None:
        """Say the level of the opponent in force if it adapts (under the picker, in its tip)."""
        playing = settings.mode == Mode.HUMAN_VS_COMPUTER
        level = level_of(settings.opponent) if playing else None
        for index in range(self.combo.count()):
            data = str(self.combo.itemData(index))
            if data == PERSON or engine_path(data) is not None or not ai.info(data).adapts:
                continue
            show_level(self.combo, index, level if settings.opponent.name == data else None)
        if level is not None:
            self.level_label.setText(self._level_text(settings.rules, level))
        self.level_label.setVisible(level is not None)

    def _level_text(self, rules: Rules, level: int) -> str:
        """The level in force; after a change on the same rules, also from which level."""
        before = self._level_shown
        self._level_shown = (rules, level)
        if before is not None and before[0] != rules:
            self._level_change = ""
        elif before is not None and before[1] != level:
            change = (
                self.tr("up from {before} after your last results")
                if level > before[1]
                else self.tr("down from {before} after your last results")
            )
            self._level_change = change.format(before=before[1])
        if self._level_change:
            return self.tr("It plays at level {level} of {top}, {change} on these rules.").format(
                level=level, top=ai.LEVEL_MAX, change=self._level_change
            )
        return self.tr(
            "It plays at level {level} of {top}, set by your results on these rules."
        ).format(level=level, top=ai.LEVEL_MAX)

    @Slot(int)
    def _on_combo_current_index_changed(self, index: int) -> None:
        if self._showing or index < 0:
            return
        data = str(self.combo.itemData(index))
        if data == PERSON:
            self.opponent_chosen.emit(None)
            return
        path = engine_path(data)
        if path is not None:
            self.opponent_chosen.emit(self._settings.engine_choice(path))
            return
        # A computer played before comes back with the options it had (its think time).
        self.opponent_chosen.emit(self._remembered.get(data, ComputerChoice(data)))
