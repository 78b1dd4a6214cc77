"""The settings dialog: who plays, the computer's strategies and strength, the board and the rules.

It edits a copy of the settings; ``settings()`` returns the edited copy, which the window hands
to the model when the dialog is accepted (a new game starts when the rules or players change).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLocale, QPoint, QSize, Qt, Slot
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
    QStackedWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

import ttt_qt
from ttt_qt.engine import MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH, Mark, Rules, usual_win_length

from .language import LANGUAGES, SYSTEM, chosen_language
from .settings import MAX_MOVE_DELAY_MS, MAX_NAME_LENGTH, AppSettings, Mode, default_settings
from .strategy_picker import StrategyPicker, show_range

DELAY_STEP_MS = 100


class SettingsDialog(QDialog):
    """The dialog ``settingsDialog``; its widgets carry the object names listed in README.md.

    The rows for the chosen mode sit on one page of a stack, so the dialog keeps one size
    whichever mode or computer is chosen.

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
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings.normalized()
        self._shown_size = self._original.size
        self._make_editors()
        players_box = QGroupBox(self.tr("Players"), self)
        players_layout = QVBoxLayout(players_box)
        mode_form = QFormLayout()
        mode_form.addRow(self.tr("&Mode:"), self.mode_combo)
        players_layout.addLayout(mode_form)
        players_layout.addWidget(self._make_mode_pages())

        board_form = QFormLayout()
        board_form.addRow(self.tr("Board si&ze:"), self.size_spin)
        board_form.addRow(self.tr("&Win length:"), self.win_length_spin)
        board_form.addRow(self.reverse_check)
        board_box = QGroupBox(self.tr("Board and rules"), self)
        board_box.setLayout(board_form)

        language_form = QFormLayout()
        language_form.addRow(self.tr("&Language:"), self.language_combo)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_buttons_clicked)

        layout = QVBoxLayout(self)
        layout.addWidget(players_box)
        layout.addWidget(board_box)
        layout.addLayout(language_form)
        # Not a form row: a form layout drops a hidden row, and the boxes above would move.
        layout.addWidget(self._language_note)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        # Measured from the same page whatever the mode shown: the first layout of the stacked
        # pages decides their measure, and the dialog opens at one size in every mode.
        self._show(replace(self._original, mode=Mode.HUMAN_VS_COMPUTER))
        self._fit_largest_page()
        self.mode_combo.setCurrentIndex(self.mode_combo.findData(self._original.mode.value))
        self.mode_combo.currentIndexChanged.connect(self._on_mode_combo_current_index_changed)
        self.size_spin.valueChanged.connect(self._on_size_spin_value_changed)
        self.win_length_spin.valueChanged.connect(self._on_rules_edited)
        self.reverse_check.toggled.connect(self._on_rules_edited)
        self.move_delay_slider.valueChanged.connect(self._on_move_delay_slider_value_changed)
        self.language_combo.currentIndexChanged.connect(self._on_language_combo_index_changed)

    def _make_editors(self) -> None:
        self.mode_combo = QComboBox(self)
        self.mode_combo.setObjectName("modeCombo")
        for mode in Mode:
            self.mode_combo.addItem(mode.label, mode.value)
        self.symbol_combo = QComboBox(self)
        self.symbol_combo.setObjectName("symbolCombo")
        self.symbol_combo.addItem(self.tr("X (you move first)"), "X")
        self.symbol_combo.addItem(self.tr("O (the computer opens)"), "O")
        rules = self._original.rules  # the pickers list the levels of these rules
        self.opponent = StrategyPicker(
            "opponentCombo", self._original.opponent, self, level_rules=rules, rules=rules
        )
        # "Match my level" follows a person's results: none play in computer vs computer.
        self.computer_x = StrategyPicker(
            "opponentXCombo", self._original.computer_x, self, adapting=False, rules=rules
        )
        self.computer_o = StrategyPicker(
            "opponentOCombo", self._original.computer_o, self, adapting=False, rules=rules
        )
        self.move_delay_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.move_delay_slider.setObjectName("moveDelaySlider")
        self.move_delay_slider.setRange(0, MAX_MOVE_DELAY_MS)
        self.move_delay_slider.setSingleStep(DELAY_STEP_MS)
        self.move_delay_slider.setPageStep(5 * DELAY_STEP_MS)
        self.move_delay_slider.setAccessibleName(self.tr("Pause before each computer move"))
        self._delay_label = QLabel(self)
        self._delay_label.setMinimumWidth(
            self._delay_label.fontMetrics().horizontalAdvance(self._delay_text(3000) + " ")
        )
        defaults = AppSettings()
        self.x_name_edit = self._name_edit("xNameEdit", defaults.x_name)
        self.o_name_edit = self._name_edit("oNameEdit", defaults.o_name)
        self.size_spin = QSpinBox(self)
        self.size_spin.setObjectName("sizeSpin")
        self.size_spin.setRange(MIN_SIZE, MAX_SIZE)
        show_range(self.size_spin)
        self.size_spin.setAccessibleName(self.tr("Board size"))
        self.win_length_spin = QSpinBox(self)
        self.win_length_spin.setObjectName("winLengthSpin")
        self.win_length_spin.setRange(MIN_WIN_LENGTH, MAX_SIZE)
        self.win_length_spin.setSuffix(self.tr(" in a row"))
        self.win_length_spin.setAccessibleName(self.tr("Win length"))
        self.reverse_check = QCheckBox(
            self.tr("Reverse rules: whoever completes a line loses"), self
        )
        self.reverse_check.setObjectName("reverseCheck")
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("languageCombo")
        system = chosen_language(SYSTEM)
        self.language_combo.addItem(
            self.tr("System language ({language})").format(language=system.name), SYSTEM
        )
        for spoken in LANGUAGES:
            self.language_combo.addItem(spoken.name, spoken.code)
        self._language_note = QLabel(
            self.tr("The new language is used from the next start of {name}.").format(
                name=ttt_qt.DISPLAY_NAME
            ),
            self,
        )
        self._language_note.setObjectName("languageNote")
        self._language_note.setWordWrap(True)
        size_policy = self._language_note.sizePolicy()
        size_policy.setRetainSizeWhenHidden(True)  # the dialog keeps its size when it shows
        self._language_note.setSizePolicy(size_policy)

    def _name_edit(self, object_name: str, default: str) -> QLineEdit:
        """A name field; left empty it shows, greyed, the ``default`` name the player then gets."""
        edit = QLineEdit(self)
        edit.setObjectName(object_name)
        edit.setMaxLength(MAX_NAME_LENGTH)
        edit.setClearButtonEnabled(True)
        edit.setPlaceholderText(default)
        edit.setToolTip(
            self.tr("At most {count} characters. Left empty, the name is {name}.").format(
                count=MAX_NAME_LENGTH, name=default
            )
        )
        # A full field refuses more letters without a sound: it says why, where one looks.
        edit.inputRejected.connect(lambda: _say_at_the_field(edit, edit.toolTip()))
        return edit

    def _make_mode_pages(self) -> QStackedWidget:
        """One page of rows per mode, in ``Mode`` order."""
        self._mode_pages = QStackedWidget(self)
        versus = QFormLayout()
        versus.addRow(self.tr("Your &symbol:"), self.symbol_combo)
        opponent_label = QLabel(self.tr("&Opponent:"), self)
        opponent_label.setBuddy(self.opponent.combo)  # Alt+O goes to the list, not its box
        versus.addRow(opponent_label, self.opponent)
        people = QFormLayout()
        people.addRow(self.tr("X player's &name:"), self.x_name_edit)
        people.addRow(self.tr("O player's n&ame:"), self.o_name_edit)
        self._delay_row = QWidget(self)
        delay_layout = QHBoxLayout(self._delay_row)
        delay_layout.setContentsMargins(0, 0, 0, 0)
        delay_layout.addWidget(self.move_delay_slider, 1)
        delay_layout.addWidget(self._delay_label)
        # The two computers side by side, so this page is no taller than the others.
        side_by_side = QHBoxLayout()
        for text, picker in (
            (self.tr("&X computer:"), self.computer_x),
            (
                self.tr("&O computer:"),
                self.computer_o,
            ),
        ):
            column = QVBoxLayout()
            label = QLabel(text, self)
            label.setBuddy(picker.combo)
            column.addWidget(label)
            column.addWidget(picker)
            column.addStretch(1)
            side_by_side.addLayout(column, 1)
        delay = QFormLayout()
        delay_label = QLabel(self.tr("Move &delay:"), self)
        delay_label.setBuddy(self.move_delay_slider)  # Alt+D goes to the slider, not its row
        delay.addRow(delay_label, self._delay_row)
        computers = QVBoxLayout()
        computers.addLayout(side_by_side)
        computers.addLayout(delay)
        pages: dict[Mode, QFormLayout | QVBoxLayout] = {
            Mode.HUMAN_VS_COMPUTER: versus,
            Mode.HUMAN_VS_HUMAN: people,
            Mode.COMPUTER_VS_COMPUTER: computers,
        }
        for mode in Mode:
            page = QWidget(self._mode_pages)
            rows = pages[mode]
            rows.setContentsMargins(0, 0, 0, 0)
            page.setLayout(rows)
            self._mode_pages.addWidget(page)
        return self._mode_pages

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
            language=str(self.language_combo.currentData()),
        ).normalized()

    def _show(self, settings: AppSettings) -> None:
        """Put ``settings`` into the editors."""
        self.mode_combo.setCurrentIndex(max(self.mode_combo.findData(settings.mode.value), 0))
        self.symbol_combo.setCurrentIndex(max(self.symbol_combo.findData(settings.human_mark), 0))
        self.opponent.set_choice(settings.opponent, settings.rules)
        self.computer_x.set_choice(settings.computer_x, settings.rules)
        self.computer_o.set_choice(settings.computer_o, settings.rules)
        self._shown_size = settings.size
        self.size_spin.setValue(settings.size)
        self._show_size_suffix(settings.size)
        self._set_longest_line(settings.size)
        self.win_length_spin.setValue(settings.win_length)
        self.reverse_check.setChecked(settings.reverse)
        self._on_rules_edited()
        self.x_name_edit.setText(settings.x_name)
        self.o_name_edit.setText(settings.o_name)
        self.move_delay_slider.setValue(settings.move_delay_ms)
        self.language_combo.setCurrentIndex(max(self.language_combo.findData(settings.language), 0))
        self._language_note.setVisible(settings.language != self._original.language)
        self._show_delay(settings.move_delay_ms)
        self._show_rows_for(settings.mode)

    def _fit_largest_page(self) -> None:
        """Size the dialog for its largest content, so it never changes size while in use.

        Each picker shows its widest and then its tallest strategy, all at once (two computers
        sit side by side), on every page.
        """
        pickers = (self.opponent, self.computer_x, self.computer_o)
        shown = [picker.choice() for picker in pickers]
        width, height = self.sizeHint().width(), self.sizeHint().height()
        for vertical in (False, True):
            for picker in pickers:
                sizes = []
                for index in range(picker.combo.count()):
                    picker.combo.setCurrentIndex(index)
                    hint = fresh_size_hint(picker)
                    sizes.append(hint.height() if vertical else hint.width())
                picker.combo.setCurrentIndex(sizes.index(max(sizes)))
            for page in range(self._mode_pages.count()):
                self._mode_pages.setCurrentIndex(page)
                hint = fresh_size_hint(self)
                width, height = max(width, hint.width()), max(height, hint.height())
        for picker, choice in zip(pickers, shown, strict=True):
            picker.set_choice(choice)
        self._show_rows_for(self._original.mode)
        self.setMinimumSize(width, height)
        self.resize(width, height)

    def _grow_if_cramped(self) -> None:
        """Grow taller, keeping the width, only when the page shown does not fit any more.

        New rules may wrap a note onto more lines at the width the person left. Measuring
        only the page shown keeps the buttons where they are otherwise: the dialog's first
        size already has room for the other pages and strategies. (The stacked pages' own
        height for a width takes the hidden pages too, measured as if laid out afresh.)
        """
        pages = self._mode_pages
        page = pages.currentWidget()
        layout = page.layout() if page is not None else None
        if layout is None:
            return
        needed = (
            layout.totalHeightForWidth(pages.width())
            if layout.hasHeightForWidth()
            else layout.totalSizeHint().height()
        )
        if needed > pages.height():
            taller = self.height() + needed - pages.height()
            self.setMinimumHeight(taller)
            self.resize(self.width(), taller)

    def _show_rows_for(self, mode: Mode) -> None:
        """Show the page of rows that matter in ``mode``."""
        self._mode_pages.setCurrentIndex(list(Mode).index(mode))

    def _delay_text(self, milliseconds: int) -> str:
        return self.tr("{seconds} s").format(
            seconds=QLocale().toString(milliseconds / 1000, "f", 1)
        )

    def _show_delay(self, milliseconds: int) -> None:
        self._delay_label.setText(self._delay_text(milliseconds))

    def _set_longest_line(self, size: int) -> None:
        """A line of at most ``size`` marks, the board's side."""
        self.win_length_spin.setMaximum(size)
        show_range(self.win_length_spin)

    def _show_size_suffix(self, size: int) -> None:
        self.size_spin.setSuffix(self.tr(" x {size}").format(size=size))

    @Slot(int)
    def _on_mode_combo_current_index_changed(self, index: int) -> None:
        self._show_rows_for(Mode(str(self.mode_combo.itemData(index))))
        self._grow_if_cramped()

    @Slot(int)
    def _on_size_spin_value_changed(self, size: int) -> None:
        self._show_size_suffix(size)
        # The win length follows the board's usual value (3, 4 up to 5 x 5, then 5) until the
        # person sets another; a line longer than the board is impossible.
        followed = self.win_length_spin.value() == usual_win_length(self._shown_size)
        self._shown_size = size
        self._set_longest_line(size)
        if followed:
            self.win_length_spin.setValue(usual_win_length(size))
        self._on_rules_edited()

    @Slot()
    def _on_rules_edited(self) -> None:
        """Show every picker's levels and notes for the rules being chosen."""
        try:
            rules = Rules(
                self.size_spin.value(), self.win_length_spin.value(), self.reverse_check.isChecked()
            )
        except ValueError:  # between two edits the line may be longer than the board
            return
        for picker in (self.opponent, self.computer_x, self.computer_o):
            picker.set_rules(rules)
        self._grow_if_cramped()  # these rules' notes may take more lines

    @Slot(int)
    def _on_language_combo_index_changed(self, index: int) -> None:
        chosen = str(self.language_combo.itemData(index))
        self._language_note.setVisible(chosen != self._original.language)

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


def fresh_size_hint(widget: QWidget) -> QSize:
    """``widget``'s size hint measured anew.

    Until a dialog is shown, a change inside it does not reach the sizes its parents' layouts
    have cached: every widget within is told its geometry may have changed.
    """
    for child in widget.findChildren(QWidget):
        child.updateGeometry()
    return widget.sizeHint()


def _say_at_the_field(field: QWidget, text: str) -> None:
    """Show ``text`` as a tooltip just under ``field``, at once."""
    QToolTip.showText(field.mapToGlobal(QPoint(0, field.height())), text, field)
