"""A computer-player chooser for the settings dialog: the level, its description, its options.

The levels come from the measured ladder of the rules being chosen (``level_items``: Beginner
to Expert, Unbeatable where proven, then "Match my level"), so the list changes with the
rules; the picker keeps the level chosen (or the nearest) when they change. The options of the
strategy behind the level come from the registry (``ttt_qt.ai.info``), so a new option appears
here without a change to this file. The engines added in Settings follow the levels, by their
names, where they play (five in a row on 7 x 7 to 15 x 15); they have no options here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ttt_qt import ai
from ttt_qt.engine import Rules

from ..settings.app_settings import ComputerChoice, is_integer_option
from ..settings.engines import EngineEntry, engine_data, engine_path, find_engine
from ..widgets.roomy_label import RoomyLabel
from .level_items import (
    add_engine_items,
    describe_item,
    engine_tooltip,
    fill_combo,
    level_description,
    level_summary,
)
from .strategy_texts import option_help, option_label

DEFAULT_RULES = Rules(3, 3)


class StrategyPicker(QWidget):
    """A combo box of levels (easiest first) with the options of the strategy behind the level.

    The combo box takes ``combo_name`` as its object name; each option's spin box is named
    ``<combo_name>_<option>``, such as ``opponentCombo_trials``.

    Signals:
        choice_changed(ComputerChoice): the strategy or one of its options changed.
    """

    choice_changed = Signal(object)

    def __init__(
        self,
        combo_name: str,
        choice: ComputerChoice,
        parent: QWidget | None = None,
        *,
        adapting: bool = True,
        level_rules: Rules | None = None,
        rules: Rules = DEFAULT_RULES,
        engines: tuple[EngineEntry, ...] = (),
    ):
        """Show the levels of ``rules`` with ``choice``'s selected (see ``level_items``).

        ``level_rules``: the rules the level of an adapting ``choice`` was set for; under
        other rules its summary names no level (it comes from the results on those).
        """
        super().__init__(parent)
        self._combo_name = combo_name
        self._remembered: dict[str, dict[str, float]] = {choice.name: choice.option_values}
        self._spins: dict[str, QSpinBox | QDoubleSpinBox] = {}
        self._rules = rules
        self._adapting = adapting
        self._level_rules = level_rules
        self._engines = engines
        # The strategy and level last chosen: a change of rules keeps the level (or the nearest).
        self._chosen = _data_of(choice)
        self._level = _level_of(self._chosen, rules)
        self.combo = QComboBox(self)
        self.combo.setObjectName(combo_name)
        self._fill(self._chosen)
        self.summary = RoomyLabel(self)
        self.summary.setObjectName(f"{combo_name}_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._options_host = QWidget(self)
        self._options_form = QFormLayout(self._options_host)
        self._options_form.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The options come right under the level, so they sit in one place whichever level is
        # picked; the description follows, as tall as its text. The dialog holding the picker
        # keeps the room for the tallest (SettingsDialog sizes itself for its largest content).
        layout.addWidget(self.combo)
        layout.addWidget(self._options_host)
        layout.addWidget(self.summary)
        layout.addStretch(1)
        index = self.combo.findData(self._chosen)
        self.combo.setCurrentIndex(max(index, 0))
        self._rebuild_options()
        self.combo.currentIndexChanged.connect(self._on_combo_current_index_changed)

    def _fill(self, name: str) -> None:
        """The levels of the rules shown (``name`` playing its level), then the engines."""
        fill_combo(self.combo, self._rules, name, self._remembered, adapting=self._adapting)
        note = add_engine_items(self.combo, self._rules, self._engines)
        self.combo.setToolTip(note)

    def set_engines(self, engines: tuple[EngineEntry, ...]) -> None:
        """List ``engines`` after the levels (an engine chosen and removed gives way to a level)."""
        if engines != self._engines:
            self._engines = engines
            # What is shown, which under other rules than the chosen level's may differ.
            self._show_items(str(self.combo.currentData()))

    def choice(self) -> ComputerChoice:
        """The strategy and option values shown now (automatic options as they were given)."""
        name = str(self.combo.currentData())
        entry = self._engine_at(name)
        if entry is not None:
            return ComputerChoice(entry.name, (), entry.path)
        values = {
            option.name: value
            for option in ai.info(name).options
            if option.automatic
            and (value := self._remembered.get(name, {}).get(option.name)) is not None
        }
        values |= {option: spin.value() for option, spin in self._spins.items()}
        return ComputerChoice(name, tuple(sorted(values.items())))

    def set_choice(self, choice: ComputerChoice, rules: Rules | None = None) -> None:
        """Select ``choice``'s strategy and option values, at its level on ``rules``.

        Without ``rules``, on the rules shown; with them, the picker shows those rules.
        """
        self._remembered[choice.name] = choice.option_values
        self._rules = rules or self._rules
        self._chosen = _data_of(choice)
        self._level = _level_of(self._chosen, self._rules)
        self._show_items(self._chosen)

    def set_rules(self, rules: Rules) -> None:
        """Show the levels of ``rules``, keeping the level chosen where it exists, else the nearest.

        The strategy chosen stays when it plays at that level on ``rules``; otherwise the
        level's own strategy plays it. Coming back to rules with the chosen level brings it back.
        """
        if rules == self._rules:
            return
        self._rules = rules
        name = self._chosen
        if self._level is not None:
            rung = ai.nearest_rung(self._level, rules)
            name = name if name in rung.members else rung.strategy
        self._show_items(name)

    def _show_items(self, name: str) -> None:
        """Fill the combo for the rules shown with ``name`` selected; say a change of choice."""
        before = self.choice()
        with QSignalBlocker(self.combo):
            self._fill(name)
            self.combo.setCurrentIndex(max(self.combo.findData(name), 0))
        self._rebuild_options()
        if self.choice() != before:
            self.choice_changed.emit(self.choice())

    def option_spins(self) -> list[QSpinBox | QDoubleSpinBox]:
        """The spin boxes of the selected strategy's options, in the order shown."""
        return list(self._spins.values())

    def option_spin(self, option: str) -> QSpinBox | QDoubleSpinBox | None:
        """The spin box of ``option`` for the selected strategy, if it has that option."""
        return self._spins.get(option)

    @Slot(int)
    def _on_combo_current_index_changed(self, index: int) -> None:
        self._chosen = str(self.combo.currentData())
        self._level = _level_of(self._chosen, self._rules)
        self._rebuild_options()
        self.choice_changed.emit(self.choice())

    @Slot()
    def _on_option_value_changed(self) -> None:
        choice = self.choice()
        self._remembered[choice.name] = choice.option_values
        # The summary and the item's tooltip say the pace chosen ("up to 5.0 s a move").
        self._show_summary()
        if not ai.info(choice.name).adapts:
            index = self.combo.currentIndex()
            describe_item(self.combo, index, choice.name, self._rules, choice.option_values)
        self.choice_changed.emit(choice)

    def _rebuild_options(self) -> None:
        while self._options_form.rowCount():
            self._options_form.removeRow(0)
        self._spins.clear()
        name = str(self.combo.currentData())
        self._show_summary()
        if self._engine_at(name) is not None:  # an outside engine: no options here
            self._options_host.setHidden(True)
            return
        described = ai.info(name)
        # No empty room for a level without options; shown first, so new fields show as usual.
        self._options_host.setHidden(not described.chosen_options)
        remembered = self._remembered.get(name, {})
        for option in described.chosen_options:
            spin = _make_spin(option, remembered.get(option.name, option.default))
            spin.setObjectName(f"{self._combo_name}_{option.name}")
            spin.setAccessibleName(option_label(option))
            explained = option_help(option)
            if explained:
                spin.setToolTip(f"{explained}\n{spin.toolTip()}")
                spin.setAccessibleDescription(explained)
            spin.valueChanged.connect(self._on_option_value_changed)
            self._options_form.addRow(
                self.tr("{option}:").format(option=option_label(option)), spin
            )
            label = self._options_form.labelForField(spin)
            if label is not None:
                label.setToolTip(spin.toolTip())
            self._spins[option.name] = spin
        # New widgets join the end of the Tab chain: put the options right after the combo.
        previous: QWidget = self.combo
        for spin in self._spins.values():
            QWidget.setTabOrder(previous, spin)
            previous = spin

    def _show_summary(self) -> None:
        """Show the summary of the selected strategy under the rules."""
        name = str(self.combo.currentData())
        self.summary.setText(self._summary_text(name, self._rules))

    def _summary_text(self, name: str, rules: Rules) -> str:
        """The level, algorithm and description under ``rules``, or an adapting one's level."""
        entry = self._engine_at(name)
        if entry is not None:
            return engine_tooltip(entry)
        if ai.info(name).adapts:
            level = self._remembered.get(name, {}).get("level")
            return level_summary(name, level if rules == self._level_rules else None)
        return level_description(name, rules, self._remembered.get(name, {}))

    def _engine_at(self, data: str) -> EngineEntry | None:
        """The added engine of item data ``data``, if it is an engine's."""
        path = engine_path(data)
        return None if path is None else find_engine(self._engines, path)


def _data_of(choice: ComputerChoice) -> str:
    """The item data of ``choice``: its strategy's name, or the engine's data."""
    return engine_data(choice.engine) if choice.is_engine else choice.name


def _level_of(data: str, rules: Rules) -> ai.Level | None:
    """The level the strategy of item data ``data`` plays at on ``rules`` (None for an engine)."""
    return ai.level_of(data, rules) if data in ai.names() else None


def _make_spin(option: ai.OptionInfo, value: float) -> QSpinBox | QDoubleSpinBox:
    """A spin box for ``option`` showing ``value`` (clamped to the option's range)."""
    spin: QSpinBox | QDoubleSpinBox
    if is_integer_option(option):
        spin = QSpinBox()
        spin.setRange(int(option.minimum), int(option.maximum))
        spin.setValue(round(value))
    else:
        spin = QDoubleSpinBox()
        spin.setDecimals(2)
        spin.setRange(option.minimum, option.maximum)
        spin.setValue(value)
    # Steps that grow with the value: 10 at 100 trials, 100 at 1000, 0.1 at one second.
    spin.setStepType(QAbstractSpinBox.StepType.AdaptiveDecimalStepType)
    spin.setAccelerated(True)
    show_range(spin)
    return spin


def show_range(spin: QSpinBox | QDoubleSpinBox) -> None:
    """Say in ``spin``'s tooltip which values it takes: typing outside them is undone."""
    bounds = (spin.minimum(), spin.maximum())
    if isinstance(spin, QDoubleSpinBox):
        low, high = (spin.textFromValue(bound) for bound in bounds)
    else:
        low, high = (spin.textFromValue(int(bound)) for bound in bounds)
    if low == high:  # a win length on 3 x 3, say
        text = QCoreApplication.translate("StrategyPicker", "Only {value} here").format(value=low)
    else:
        text = QCoreApplication.translate("StrategyPicker", "From {low} to {high}").format(
            low=low, high=high
        )
    spin.setToolTip(text)
