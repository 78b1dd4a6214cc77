"""The settings dialog: who plays, the computer's strategies and strength, the board and the rules.

It edits a copy of the settings; ``settings()`` returns the edited copy, which the window hands
to the model when the dialog is accepted (that starts a new game).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.engine import MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH, Mark

from .settings import MAX_MOVE_DELAY_MS, MAX_NAME_LENGTH, AppSettings, Mode, default_settings
from .strategy_picker import StrategyPicker

DELAY_STEP_MS = 100


class SettingsDialog(QDialog):
    """The dialog ``settingsDialog``; its widgets carry the object names listed in README.md.

    Attributes:
        mode_combo, symbol_combo, size_spin, win_length_spin, reverse_check, x_name_edit,
        o_name_edit, move_delay_slider: the editors of the corresponding settings.
        opponent, computer_x, computer_o: strategy pickers (their combo boxes are
        ``opponentCombo``, ``opponentXCombo`` and ``opponentOCombo``).
    """

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        """Show ``settings`` for editing."""
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle("Settings")
        self._original = settings.normalized()

        self.mode_combo = QComboBox(self)
        self.mode_combo.setObjectName("modeCombo")
        for mode in Mode:
            self.mode_combo.addItem(mode.label, mode.value)
        self.symbol_combo = QComboBox(self)
        self.symbol_combo.setObjectName("symbolCombo")
        self.symbol_combo.addItem("X (you move first)", "X")
        self.symbol_combo.addItem("O (the computer opens)", "O")
        self.opponent = StrategyPicker("opponentCombo", self._original.opponent, self)
        self.computer_x = StrategyPicker("opponentXCombo", self._original.computer_x, self)
        self.computer_o = StrategyPicker("opponentOCombo", self._original.computer_o, self)
        self.move_delay_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.move_delay_slider.setObjectName("moveDelaySlider")
        self.move_delay_slider.setRange(0, MAX_MOVE_DELAY_MS)
        self.move_delay_slider.setSingleStep(DELAY_STEP_MS)
        self.move_delay_slider.setPageStep(5 * DELAY_STEP_MS)
        self.move_delay_slider.setAccessibleName("Pause before each computer move")
        self._delay_label = QLabel(self)
        self._delay_label.setMinimumWidth(
            self._delay_label.fontMetrics().horizontalAdvance("0.0 s ")
        )
        self.x_name_edit = _name_edit("xNameEdit", self)
        self.o_name_edit = _name_edit("oNameEdit", self)

        self.size_spin = QSpinBox(self)
        self.size_spin.setObjectName("sizeSpin")
        self.size_spin.setRange(MIN_SIZE, MAX_SIZE)
        self.size_spin.setAccessibleName("Board size")
        self.win_length_spin = QSpinBox(self)
        self.win_length_spin.setObjectName("winLengthSpin")
        self.win_length_spin.setRange(MIN_WIN_LENGTH, MAX_SIZE)
        self.win_length_spin.setSuffix(" in a row")
        self.reverse_check = QCheckBox("Reverse rules: whoever completes a line loses", self)
        self.reverse_check.setObjectName("reverseCheck")

        self._players_form = QFormLayout()
        self._players_form.addRow("&Mode:", self.mode_combo)
        self._players_form.addRow("Your &symbol:", self.symbol_combo)
        self._players_form.addRow("&Opponent:", self.opponent)
        self._players_form.addRow("&X computer:", self.computer_x)
        self._players_form.addRow("&O computer:", self.computer_o)
        self._delay_row = QWidget(self)
        delay_layout = QHBoxLayout(self._delay_row)
        delay_layout.setContentsMargins(0, 0, 0, 0)
        delay_layout.addWidget(self.move_delay_slider, 1)
        delay_layout.addWidget(self._delay_label)
        self._players_form.addRow("Move &delay:", self._delay_row)
        self._players_form.addRow("X player's &name:", self.x_name_edit)
        self._players_form.addRow("O player's n&ame:", self.o_name_edit)
        players_box = QGroupBox("Players", self)
        players_box.setLayout(self._players_form)

        board_form = QFormLayout()
        board_form.addRow("Board si&ze:", self.size_spin)
        board_form.addRow("&Win length:", self.win_length_spin)
        board_form.addRow(self.reverse_check)
        board_box = QGroupBox("Board and rules", self)
        board_box.setLayout(board_form)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start &new game")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_buttons_clicked)

        layout = QVBoxLayout(self)
        layout.addWidget(players_box)
        layout.addWidget(board_box)
        layout.addWidget(self.buttons)

        self._show(self._original)
        self.mode_combo.currentIndexChanged.connect(self._on_mode_combo_current_index_changed)
        self.size_spin.valueChanged.connect(self._on_size_spin_value_changed)
        self.move_delay_slider.valueChanged.connect(self._on_move_delay_slider_value_changed)

    def settings(self) -> AppSettings:
        """The settings as edited (normalized)."""
        mark: Mark = "O" if self.symbol_combo.currentData() == "O" else "X"
        return replace(
            self._original,
            mode=Mode(str(self.mode_combo.currentData())),
            human_mark=mark,
            opponent=self.opponent.choice(),
            computer_x=self.computer_x.choice(),
            computer_o=self.computer_o.choice(),
            size=self.size_spin.value(),
            win_length=self.win_length_spin.value(),
            reverse=self.reverse_check.isChecked(),
            x_name=self.x_name_edit.text(),
            o_name=self.o_name_edit.text(),
            move_delay_ms=self.move_delay_slider.value(),
        ).normalized()

    def _show(self, settings: AppSettings) -> None:
        """Put ``settings`` into the editors."""
        self.mode_combo.setCurrentIndex(max(self.mode_combo.findData(settings.mode.value), 0))
        self.symbol_combo.setCurrentIndex(max(self.symbol_combo.findData(settings.human_mark), 0))
        self.opponent.set_choice(settings.opponent)
        self.computer_x.set_choice(settings.computer_x)
        self.computer_o.set_choice(settings.computer_o)
        self.size_spin.setValue(settings.size)
        self.size_spin.setSuffix(f" x {settings.size}")
        self.win_length_spin.setMaximum(settings.size)
        self.win_length_spin.setValue(settings.win_length)
        self.reverse_check.setChecked(settings.reverse)
        self.x_name_edit.setText(settings.x_name)
        self.o_name_edit.setText(settings.o_name)
        self.move_delay_slider.setValue(settings.move_delay_ms)
        self._show_delay(settings.move_delay_ms)
        self._show_rows_for(settings.mode)

    def _show_rows_for(self, mode: Mode) -> None:
        """Show only the rows that matter in ``mode``."""
        versus_computer = mode == Mode.HUMAN_VS_COMPUTER
        computers = mode == Mode.COMPUTER_VS_COMPUTER
        self._players_form.setRowVisible(self.symbol_combo, versus_computer)
        self._players_form.setRowVisible(self.opponent, versus_computer)
        self._players_form.setRowVisible(self.computer_x, computers)
        self._players_form.setRowVisible(self.computer_o, computers)
        self._players_form.setRowVisible(self._delay_row, computers)
        # Fit the dialog to the rows shown once the layouts have taken the change in.
        QTimer.singleShot(0, self, self.adjustSize)

    def _show_delay(self, milliseconds: int) -> None:
        self._delay_label.setText(f"{milliseconds / 1000:.1f} s")

    @Slot(int)
    def _on_mode_combo_current_index_changed(self, index: int) -> None:
        self._show_rows_for(Mode(str(self.mode_combo.itemData(index))))

    @Slot(int)
    def _on_size_spin_value_changed(self, size: int) -> None:
        self.size_spin.setSuffix(f" x {size}")
        # A line longer than the board is impossible; the win length keeps following the size
        # (the classic "size in a row") as long as it did before.
        followed = self.win_length_spin.value() == self.win_length_spin.maximum()
        self.win_length_spin.setMaximum(size)
        if followed:
            self.win_length_spin.setValue(size)

    @Slot(int)
    def _on_move_delay_slider_value_changed(self, value: int) -> None:
        snapped = round(value / DELAY_STEP_MS) * DELAY_STEP_MS
        if snapped != value:
            self.move_delay_slider.setValue(snapped)
            return
        self._show_delay(value)

    @Slot(QAbstractButton)
    def _on_buttons_clicked(self, button: QAbstractButton) -> None:
        if self.buttons.buttonRole(button) == QDialogButtonBox.ButtonRole.ResetRole:
            defaults = default_settings()
            self._show(replace(defaults, show_evaluation=self._original.show_evaluation))


def _name_edit(object_name: str, parent: QWidget) -> QLineEdit:
    edit = QLineEdit(parent)
    edit.setObjectName(object_name)
    edit.setMaxLength(MAX_NAME_LENGTH)
    edit.setClearButtonEnabled(True)
    return edit
