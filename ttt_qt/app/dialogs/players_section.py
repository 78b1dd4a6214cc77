"""The Players section of the settings dialog: the mode, and only the rows that matter in it.

Against the computer: your symbol beside the mode, and the opponent; two people: their names;
two computers: the pause before each move beside the mode, and the computers on two tabs, each
as wide as your opponent. The rows of the other modes are hidden, not kept as empty room: the
section is as tall as what it shows.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QLocale, QPoint, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QStackedWidget,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.engine import Mark, Rules

from ..players.strategy_picker import StrategyPicker
from ..settings.app_settings import MAX_MOVE_DELAY_MS, MAX_NAME_LENGTH, AppSettings, Mode
from ..settings.engines import EngineEntry
from ..widgets.dialog_section import Section

DELAY_STEP_MS = 100

# The texts keep the dialog's context, where their translations are.
translate = QCoreApplication.translate


class PlayersSection(Section):
    """Who plays: ``modeCombo`` and the rows of the chosen mode only.

    Attributes:
        mode_combo, symbol_combo, x_name_edit, o_name_edit, move_delay_slider: the editors of
            the corresponding settings.
        opponent, computer_x, computer_o: strategy pickers (their combo boxes are
            ``opponentCombo``, ``opponentXCombo`` and ``opponentOCombo``).

    Signals:
        mode_shown(Mode): the rows of another mode are shown.
    """

    mode_shown = Signal(object)

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        """The editors, showing ``settings`` (normalized)."""
        super().__init__(translate("SettingsDialog", "Players"), parent)
        self._make_editors(settings)
        self._pages = {
            Mode.HUMAN_VS_COMPUTER: self._versus_page(),
            Mode.HUMAN_VS_HUMAN: self._people_page(),
            Mode.COMPUTER_VS_COMPUTER: self._computers_page(),
        }
        # Beside the mode, what that mode adds in one row: your symbol, or the computers' pause.
        self._beside = {
            Mode.HUMAN_VS_COMPUTER: self._symbol_row(),
            Mode.HUMAN_VS_HUMAN: QWidget(self),
            Mode.COMPUTER_VS_COMPUTER: self._delay_row(),
        }
        self._beside_mode = QStackedWidget(self)  # as wide as the widest: the mode stays put
        for beside in self._beside.values():
            self._beside_mode.addWidget(beside)
        top = QHBoxLayout()
        mode_label = QLabel(translate("SettingsDialog", "&Mode:"), self)
        mode_label.setBuddy(self.mode_combo)
        top.addWidget(mode_label)
        top.addWidget(self.mode_combo)
        top.addWidget(self._beside_mode, 1)
        self.rows.addLayout(top)
        for mode in Mode:
            self.rows.addWidget(self._pages[mode])
        self._order_tabs()
        self.show_settings(settings)
        self.mode_combo.currentIndexChanged.connect(self._on_mode_combo_current_index_changed)
        self.move_delay_slider.valueChanged.connect(self._on_move_delay_slider_value_changed)

    def _make_editors(self, settings: AppSettings) -> None:
        self.mode_combo = QComboBox(self)
        self.mode_combo.setObjectName("modeCombo")
        for mode in Mode:
            self.mode_combo.addItem(mode.label, mode.value)
        self.symbol_combo = QComboBox(self)
        self.symbol_combo.setObjectName("symbolCombo")
        self.symbol_combo.addItem(translate("SettingsDialog", "X (you move first)"), "X")
        self.symbol_combo.addItem(translate("SettingsDialog", "O (the computer opens)"), "O")
        rules = settings.rules  # the pickers list the levels of these rules
        engines = settings.engines
        self.opponent = StrategyPicker(
            "opponentCombo",
            settings.opponent,
            self,
            level_rules=rules,
            rules=rules,
            engines=engines,
        )
        # "Match my level" follows a person's results: none play in computer vs computer.
        self.computer_x = StrategyPicker(
            "opponentXCombo",
            settings.computer_x,
            self,
            adapting=False,
            rules=rules,
            engines=engines,
        )
        self.computer_o = StrategyPicker(
            "opponentOCombo",
            settings.computer_o,
            self,
            adapting=False,
            rules=rules,
            engines=engines,
        )
        self.move_delay_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.move_delay_slider.setObjectName("moveDelaySlider")
        self.move_delay_slider.setRange(0, MAX_MOVE_DELAY_MS)
        self.move_delay_slider.setSingleStep(DELAY_STEP_MS)
        self.move_delay_slider.setPageStep(5 * DELAY_STEP_MS)
        # Room to aim at a tenth of a second, beside the mode in a narrow column too.
        self.move_delay_slider.setMinimumWidth(20 * self.fontMetrics().averageCharWidth())
        self.move_delay_slider.setAccessibleName(
            translate("SettingsDialog", "Pause before each computer move")
        )
        self._delay_label = QLabel(self)
        self._delay_label.setMinimumWidth(
            self._delay_label.fontMetrics().horizontalAdvance(self._delay_text(3000) + " ")
        )
        defaults = AppSettings()
        self.x_name_edit = self._name_edit("xNameEdit", defaults.x_name)
        self.o_name_edit = self._name_edit("oNameEdit", defaults.o_name)

    def _name_edit(self, object_name: str, default: str) -> QLineEdit:
        """A name field; left empty it shows, greyed, the ``default`` name the player then gets."""
        edit = QLineEdit(self)
        edit.setObjectName(object_name)
        edit.setMaxLength(MAX_NAME_LENGTH)
        edit.setClearButtonEnabled(True)
        edit.setPlaceholderText(default)
        edit.setToolTip(
            translate(
                "SettingsDialog", "At most {count} characters. Left empty, the name is {name}."
            ).format(count=MAX_NAME_LENGTH, name=default)
        )
        # A full field refuses more letters without a sound: it says why, where one looks.
        edit.inputRejected.connect(lambda: _say_at_the_field(edit, edit.toolTip()))
        return edit

    def _symbol_row(self) -> QWidget:
        """Your symbol against the computer."""
        row = QWidget(self)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(translate("SettingsDialog", "Your &symbol:"), self)
        label.setBuddy(self.symbol_combo)
        layout.addWidget(label)
        layout.addWidget(self.symbol_combo, 1)
        return row

    def _delay_row(self) -> QWidget:
        """The pause before each move of two computers: a slider and its value."""
        row = QWidget(self)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(translate("SettingsDialog", "Move &delay:"), self)
        label.setBuddy(self.move_delay_slider)  # Alt+D goes to the slider, not its row
        layout.addWidget(label)
        layout.addWidget(self.move_delay_slider, 1)
        layout.addWidget(self._delay_label)
        return row

    def _versus_page(self) -> QWidget:
        """The computer you play against."""
        page = QWidget(self)
        rows = QVBoxLayout(page)
        rows.setContentsMargins(0, 0, 0, 0)
        opponent_label = QLabel(translate("SettingsDialog", "&Opponent:"), self)
        opponent_label.setBuddy(self.opponent.combo)  # Alt+O goes to the list, not its box
        rows.addWidget(opponent_label)
        rows.addWidget(self.opponent)
        return page

    def _people_page(self) -> QWidget:
        """The two people's names."""
        page = QWidget(self)
        rows = QFormLayout(page)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.addRow(translate("SettingsDialog", "X player's &name:"), self.x_name_edit)
        rows.addRow(translate("SettingsDialog", "O player's n&ame:"), self.o_name_edit)
        return page

    def _computers_page(self) -> QTabWidget:
        """The two computers on two tabs, each as wide as your opponent and as tall."""
        self._computer_tabs = QTabWidget(self)
        self._computer_tabs.setObjectName("computerTabs")
        self._computer_tabs.setDocumentMode(True)  # no frame, as no other section has
        self._computer_tabs.addTab(self.computer_x, translate("SettingsDialog", "&X computer"))
        self._computer_tabs.addTab(self.computer_o, translate("SettingsDialog", "&O computer"))
        return self._computer_tabs

    def _order_tabs(self) -> None:
        """Tab goes down the rows as they are seen: the mode's row, then the players."""
        chain: list[QWidget] = [
            self.mode_combo,
            self.symbol_combo,
            self.move_delay_slider,
            self.x_name_edit,
            self.o_name_edit,
            self._computer_tabs,
            *(picker.combo for picker in self.pickers()),
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def pickers(self) -> tuple[StrategyPicker, StrategyPicker, StrategyPicker]:
        """The three computer pickers: the opponent, then the X and O computers."""
        return self.opponent, self.computer_x, self.computer_o

    def mode(self) -> Mode:
        """The mode chosen."""
        return Mode(str(self.mode_combo.currentData()))

    def edited(self, settings: AppSettings) -> AppSettings:
        """``settings`` with the players as edited here."""
        mark: Mark = "O" if self.symbol_combo.currentData() == "O" else "X"
        return replace(
            settings,
            mode=self.mode(),
            human_mark=mark,
            opponent=self.opponent.choice(),
            computer_x=self.computer_x.choice(),
            computer_o=self.computer_o.choice(),
            x_name=self.x_name_edit.text(),
            o_name=self.o_name_edit.text(),
            move_delay_ms=self.move_delay_slider.value(),
        )

    def show_settings(self, settings: AppSettings) -> None:
        """Put the players of ``settings`` into the editors."""
        self.set_engines(settings.engines)
        self.mode_combo.setCurrentIndex(max(self.mode_combo.findData(settings.mode.value), 0))
        self.symbol_combo.setCurrentIndex(max(self.symbol_combo.findData(settings.human_mark), 0))
        # Each at its level on the settings' rules, whatever rules the pickers showed before.
        self.opponent.set_choice(settings.opponent, settings.rules)
        self.computer_x.set_choice(settings.computer_x, settings.rules)
        self.computer_o.set_choice(settings.computer_o, settings.rules)
        self.x_name_edit.setText(settings.x_name)
        self.o_name_edit.setText(settings.o_name)
        self.move_delay_slider.setValue(settings.move_delay_ms)
        self._show_delay(settings.move_delay_ms)
        self.show_mode(settings.mode)

    def show_mode(self, mode: Mode) -> None:
        """Show the rows of ``mode`` only."""
        for shown, page in self._pages.items():
            page.setVisible(shown == mode)
        self._beside_mode.setCurrentWidget(self._beside[mode])

    def set_rules(self, rules: Rules) -> None:
        """Show every computer's levels and notes for ``rules``, keeping the level chosen."""
        for picker in self.pickers():
            picker.set_rules(rules)

    def set_engines(self, engines: tuple[EngineEntry, ...]) -> None:
        """List ``engines`` in every computer picker, after the levels."""
        for picker in self.pickers():
            picker.set_engines(engines)

    def _delay_text(self, milliseconds: int) -> str:
        return translate("SettingsDialog", "{seconds} s").format(
            seconds=QLocale().toString(milliseconds / 1000, "f", 1)
        )

    def _show_delay(self, milliseconds: int) -> None:
        self._delay_label.setText(self._delay_text(milliseconds))

    @Slot(int)
    def _on_mode_combo_current_index_changed(self, index: int) -> None:
        mode = Mode(str(self.mode_combo.itemData(index)))
        self.show_mode(mode)
        self.mode_shown.emit(mode)

    @Slot(int)
    def _on_move_delay_slider_value_changed(self, value: int) -> None:
        snapped = round(value / DELAY_STEP_MS) * DELAY_STEP_MS
        if snapped != value:
            self.move_delay_slider.setValue(snapped)
            return
        self._show_delay(value)


def _say_at_the_field(field: QWidget, text: str) -> None:
    """Show ``text`` as a tooltip just under ``field``, at once."""
    QToolTip.showText(field.mapToGlobal(QPoint(0, field.height())), text, field)
