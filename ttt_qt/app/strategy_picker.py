"""A computer-player chooser for the settings dialog: strategy, difficulty hint, strength options.

Everything it shows comes from the strategy registry (``ttt_qt.ai.names`` and ``info``), so a
new strategy or option appears here without a change to this file. The stars and the note on
proofs depend on the rules (``ttt_qt.ai.stars`` and ``proves``: measured strength, not the
algorithm's name), so the pickers show them for the rules in force or being chosen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
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
from ttt_qt.ai.strength import PROVERS
from ttt_qt.ai.threats import plays_as_perfect
from ttt_qt.engine import Rules, usual_win_length
from ttt_qt.stats.wording import rules_words

from .roomy_label import RoomyLabel
from .settings import ComputerChoice, is_integer_option
from .strategy_texts import option_help, option_label, strategy_name, strategy_summary

MAX_DIFFICULTY = ai.MAX_STARS
DEFAULT_RULES = Rules(3, 3)
SUMMARY_RULES = tuple(
    Rules(size, usual_win_length(size), reverse)
    for size in range(3, 16)
    for reverse in (False, True)
)
"""Rules whose summaries a picker keeps room for, so that editing the rules in Settings never
moves the fields below it under the mouse."""


def difficulty_text(level: int) -> str:
    """Stars for a difficulty from 1 to 5, such as ``★★★☆☆``."""
    level = min(max(level, 1), MAX_DIFFICULTY)
    return "★" * level + "☆" * (MAX_DIFFICULTY - level)


def proof_note(name: str, rules: Rules) -> str:
    """Whether the strategy ``name`` proves its moves under ``rules`` (empty for the others)."""
    if name not in PROVERS:
        return ""
    if ai.proves(name, rules):
        return QCoreApplication.translate(
            "StrategyPicker",
            "On these rules its search proves the value of every position: it cannot be beaten.",
        )
    return QCoreApplication.translate(
        "StrategyPicker",
        "On these rules it can be beaten: it does not prove its moves from the start, and the "
        "window says when a move is proven.",
    )


REVERSED_RULES = frozenset({"smart", "expert"})
"""The rule players whose rules turn around in reverse rules (their summaries say normal ones)."""


def description(name: str, rules: Rules) -> str:
    """The strategy's summary, then how its rules turn in reverse rules, and what it proves."""
    notes = [strategy_summary(name)]
    if rules.reverse and name in REVERSED_RULES:
        notes.append(
            QCoreApplication.translate(
                "StrategyPicker",
                "In reverse rules its rules turn around: it avoids completing a line of its own "
                "and leaves its opponent the cells that would complete one of the opponent's.",
            )
        )
    if name == "threats" and plays_as_perfect(rules):
        notes.append(
            QCoreApplication.translate(
                "StrategyPicker",
                "On these rules it plays as Perfect: its threats need four or five in a row, "
                "normal rules and a board of 6 x 6 or more.",
            )
        )
    note = proof_note(name, rules)
    if note:
        notes.append(note)
    return "\n".join(notes)


def add_strategies(
    combo: QComboBox, rules: Rules = DEFAULT_RULES, *, adapting: bool = True
) -> None:
    """Add every registered strategy to ``combo``, easiest first, with its stars for ``rules``.

    Without ``adapting``, the strategies that follow a person's results are left out (two
    computers' game has no person to follow).

    Each item's tooltip is the strategy's description; screen readers get its difficulty in words.
    A strategy whose strength follows the person's results has no stars: ``show_level`` puts
    its level in the tooltip once it is known.
    """
    for name in ai.names():
        if not adapting and ai.info(name).adapts:
            continue
        combo.addItem(strategy_name(name), name)
        if ai.info(name).adapts:
            show_level(combo, combo.count() - 1, None)
    show_stars(combo, rules)


def level_of(choice: ComputerChoice) -> int | None:
    """The level ``choice`` plays at, when its strategy adapts to the person and it is set."""
    if not ai.info(choice.name).adapts:
        return None
    level = choice.option_values.get("level")
    return None if level is None else round(level)


def level_summary(name: str, level: float | None) -> str:
    """The summary of the adapting strategy ``name``, with its ``level`` when known."""
    summary = strategy_summary(name)
    if level is None:
        return summary
    return QCoreApplication.translate(
        "StrategyPicker", "{summary} It plays at level {level} of {top} now."
    ).format(summary=summary, level=round(level), top=ai.LEVEL_MAX)


def show_level(combo: QComboBox, index: int, level: int | None) -> None:
    """Show the adapting strategy at ``index`` of ``combo`` with its level (None: unknown)."""
    name = str(combo.itemData(index))
    label = strategy_name(name)
    spoken = label
    if level is not None:  # the level goes in the tooltip and the line under the picker: room
        spoken = QCoreApplication.translate(
            "StrategyPicker", "{name}, level {level} of {top}"
        ).format(name=label, level=level, top=ai.LEVEL_MAX)
    combo.setItemText(index, label)
    combo.setItemData(index, level_summary(name, level), Qt.ItemDataRole.ToolTipRole)
    combo.setItemData(index, spoken, Qt.ItemDataRole.AccessibleTextRole)


def show_stars(combo: QComboBox, rules: Rules) -> None:
    """Show the stars and descriptions of ``rules`` on ``combo``'s strategies."""
    for index in range(combo.count()):
        name = str(combo.itemData(index))
        try:
            if ai.info(name).adapts:
                continue  # no stars: its level (show_level)
            stars = ai.stars(name, rules)
        except ValueError:  # not a strategy (such as "Another person")
            continue
        label = strategy_name(name)
        combo.setItemText(index, f"{label}  {difficulty_text(stars)}")
        combo.setItemData(index, description(name, rules), Qt.ItemDataRole.ToolTipRole)
        combo.setItemData(
            index,
            QCoreApplication.translate(
                "StrategyPicker", "{name}, difficulty {level} of {top}"
            ).format(name=label, level=stars, top=MAX_DIFFICULTY),
            Qt.ItemDataRole.AccessibleTextRole,
        )


class StrategyPicker(QWidget):
    """A combo box of strategies (friendly names, easiest first) with their option editors.

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
    ):
        """Show every registered strategy with ``choice`` selected (see ``add_strategies``).

        ``level_rules``: the rules the level of an adapting ``choice`` was set for; under
        other rules its summary names no level (it comes from the results on those).
        """
        super().__init__(parent)
        self._combo_name = combo_name
        self._remembered: dict[str, dict[str, float]] = {choice.name: choice.option_values}
        self._spins: dict[str, QSpinBox | QDoubleSpinBox] = {}
        self._rules = DEFAULT_RULES
        self._level_rules = level_rules
        self._fixed_summaries: frozenset[str] | None = None
        self.combo = QComboBox(self)
        self.combo.setObjectName(combo_name)
        add_strategies(self.combo, self._rules, adapting=adapting)
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
        layout.addWidget(self.combo)
        layout.addWidget(self.summary)
        layout.addWidget(self._options_host)
        self._reserve_room()
        index = self.combo.findData(choice.name)
        self.combo.setCurrentIndex(max(index, 0))
        self._rebuild_options()
        self.combo.currentIndexChanged.connect(self._on_combo_current_index_changed)

    def choice(self) -> ComputerChoice:
        """The strategy and option values shown now (automatic options as they were given)."""
        name = str(self.combo.currentData())
        values = {
            option.name: value
            for option in ai.info(name).options
            if option.automatic
            and (value := self._remembered.get(name, {}).get(option.name)) is not None
        }
        values |= {option: spin.value() for option, spin in self._spins.items()}
        return ComputerChoice(name, tuple(sorted(values.items())))

    def set_choice(self, choice: ComputerChoice) -> None:
        """Select ``choice``'s strategy and show its option values."""
        self._remembered[choice.name] = choice.option_values
        index = self.combo.findData(choice.name)
        if index >= 0 and index != self.combo.currentIndex():
            self.combo.setCurrentIndex(index)
        else:
            self._rebuild_options()

    def set_rules(self, rules: Rules) -> None:
        """Show the stars and the notes on proofs of ``rules``."""
        if rules != self._rules:
            self._rules = rules
            show_stars(self.combo, rules)
            self._show_summary()

    def _reserve_room(self) -> None:
        """Keep room for the longest summary and the most options, so the picker keeps its size."""
        lines = self.summary.fontMetrics().lineSpacing()
        self.summary.setMinimumHeight(5 * lines)
        most = max(len(ai.info(name).chosen_options) for name in ai.names())
        row = QSpinBox().sizeHint().height() + max(self._options_form.verticalSpacing(), 6)
        self._options_host.setMinimumHeight(most * row)

    def option_spins(self) -> list[QSpinBox | QDoubleSpinBox]:
        """The spin boxes of the selected strategy's options, in the order shown."""
        return list(self._spins.values())

    def option_spin(self, option: str) -> QSpinBox | QDoubleSpinBox | None:
        """The spin box of ``option`` for the selected strategy, if it has that option."""
        return self._spins.get(option)

    @Slot(int)
    def _on_combo_current_index_changed(self, index: int) -> None:
        self._rebuild_options()
        self.choice_changed.emit(self.choice())

    @Slot()
    def _on_option_value_changed(self) -> None:
        choice = self.choice()
        self._remembered[choice.name] = choice.option_values
        self.choice_changed.emit(choice)

    def _rebuild_options(self) -> None:
        while self._options_form.rowCount():
            self._options_form.removeRow(0)
        self._spins.clear()
        name = str(self.combo.currentData())
        described = ai.info(name)
        self._show_summary()
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
        """Show the summary of the selected strategy under the rules, with room for any other."""
        name = str(self.combo.currentData())
        self.summary.setText(self._summary_text(name, self._rules))
        self.summary.keep_room_for(self._room_texts())

    def _room_texts(self) -> frozenset[str]:
        """Every summary the picker may show: every strategy's, under any rules.

        With room for them all, the options below stay put whichever computer is picked. The
        fixed ones are made once; those of an adapting strategy follow its level.
        """
        names = [str(self.combo.itemData(index)) for index in range(self.combo.count())]
        adapting = [name for name in names if ai.info(name).adapts]
        if self._fixed_summaries is None:
            self._fixed_summaries = frozenset(
                self._summary_text(name, rules)
                for name in names
                if name not in adapting
                for rules in SUMMARY_RULES
            )
        levels = {self._summary_text(name, rules) for name in adapting for rules in SUMMARY_RULES}
        return self._fixed_summaries | levels

    def _summary_text(self, name: str, rules: Rules) -> str:
        """The stars under ``rules`` and the description, or the level of an adapting strategy."""
        if ai.info(name).adapts:
            level = self._remembered.get(name, {}).get("level")
            return level_summary(name, level if rules == self._level_rules else None)
        stars = ai.stars(name, rules)
        return self.tr("Difficulty on {rules}: {stars} ({level} of {top}). {summary}").format(
            rules=rules_words(rules),
            stars=difficulty_text(stars),
            level=stars,
            top=MAX_DIFFICULTY,
            summary=description(name, rules),
        )


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
