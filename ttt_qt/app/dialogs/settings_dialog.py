"""The settings dialog: who plays, the computer's strategies and strength, the board and its look.

It edits a copy of the settings; ``settings()`` returns the edited copy, which the window hands
to the model when the dialog is accepted (a new game starts when the rules or players change).

Two columns keep it low: the players on the left (only the rows of the chosen mode) with the
engines added, the board, its look and the language on the right.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QSize, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import ttt_qt
from ttt_qt.engine import MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH, Rules, usual_win_length

from ..board.theme import system_high_contrast
from ..players.strategy_picker import show_range
from ..settings.app_settings import THEMES, AppSettings, Mode, default_settings, effective_theme
from ..settings.language import LANGUAGES, SYSTEM, chosen_language
from ..widgets import dialogs
from ..widgets.dialog_section import Section
from .engines_section import EnginesSection
from .opening_combo import OpeningCombo
from .players_section import PlayersSection
from .rule_combo import RuleCombo


class SettingsDialog(QDialog):
    """The dialog ``settingsDialog``; its widgets carry the object names listed in README.md.

    It opens at the size of its largest content (every mode, every computer) and keeps it
    while in use: a change of mode changes only the rows of the Players section, which keeps
    no room for the rows of the other modes.

    Attributes:
        players: the Players section.
        mode_combo, symbol_combo, size_spin, win_length_spin, reverse_check, rule_combo,
        x_name_edit,
        o_name_edit, move_delay_slider, theme_combo, animations_check, language_combo: the
            editors of the corresponding settings.
        opponent, computer_x, computer_o: strategy pickers (their combo boxes are
            ``opponentCombo``, ``opponentXCombo`` and ``opponentOCombo``).
        engines: the Engines section (the engines added, the one that gives hints).
        buttons: OK, Cancel and Restore Defaults.
    """

    def __init__(
        self,
        settings: AppSettings,
        parent: QWidget | None = None,
        *,
        high_contrast: bool | None = None,
    ) -> None:
        """Show ``settings`` for editing.

        ``high_contrast``: whether the system asks for high contrast (then the theme by the
        rules is the high-contrast one); None asks the system, as the board does.
        """
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings.normalized()
        if high_contrast is None:
            high_contrast = system_high_contrast(self.palette())
        self._high_contrast = high_contrast
        self._shown_size = self._original.size
        self._theme_chosen = bool(self._original.theme)
        self._following_rules = False  # the theme shown changes with the rules, not by a pick
        self.players = PlayersSection(self._original, self)
        self.mode_combo = self.players.mode_combo
        self.symbol_combo = self.players.symbol_combo
        self.opponent = self.players.opponent
        self.computer_x = self.players.computer_x
        self.computer_o = self.players.computer_o
        self.x_name_edit = self.players.x_name_edit
        self.o_name_edit = self.players.o_name_edit
        self.move_delay_slider = self.players.move_delay_slider
        self._make_editors()
        self.engines = EnginesSection(self._original.engines, self._original.analyst, self)
        self.buttons = dialogs.ok_cancel_buttons(
            self, QDialogButtonBox.StandardButton.RestoreDefaults
        )
        # Qt's own German says "Voreinstellungen" (preferences): the app names the button itself.
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setText(self.tr("Restore &Defaults"))
        self.buttons.clicked.connect(self._on_buttons_clicked)
        self._lay_out()
        self._show(self._original)
        self._fit_largest_content()
        self._connect()

    def _make_editors(self) -> None:
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
        self.rule_combo = RuleCombo(self)
        self.opening_combo = OpeningCombo(self)
        self._make_look_editors()
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

    def _make_look_editors(self) -> None:
        """The board's theme, with a line on which one the rules choose, and the animations."""
        self.theme_combo = QComboBox(self)
        self.theme_combo.setObjectName("themeCombo")
        names = {
            "paper": self.tr("Paper"),
            "go": self.tr("Go board"),
            "high-contrast": self.tr("High contrast"),
        }
        for theme in THEMES:
            self.theme_combo.addItem(names[theme], theme)
        self.theme_combo.setToolTip(
            self.tr(
                "Until you pick a theme, the board takes the one that suits the game: paper for "
                "three and four in a row, a go board from five in a row on, and high contrast "
                "when the system asks for it."
            )
        )
        self._theme_note = QLabel(
            self.tr(
                "Until you pick one: paper for three and four in a row, a go board from five on."
            ),
            self,
        )
        self._theme_note.setObjectName("themeNote")
        self._theme_note.setWordWrap(True)
        self.animations_check = QCheckBox(self.tr("Animat&ions"), self)
        self.animations_check.setObjectName("animationsCheck")
        self.animations_check.setToolTip(
            self.tr(
                "Marks draw themselves and the winning line draws across the board. With "
                "animations off, every change shows at once."
            )
        )

    def _lay_out(self) -> None:
        """The players and engines on the left; the board, its look and language on the right."""
        board_form = QFormLayout()
        board_form.setContentsMargins(0, 0, 0, 0)
        board_form.addRow(self.tr("Board si&ze:"), self.size_spin)
        board_form.addRow(self.tr("&Win length:"), self.win_length_spin)
        board_form.addRow(self.reverse_check)
        board_form.addRow(self.tr("R&ule:"), self.rule_combo)
        board_form.addRow(self.tr("Openin&g:"), self.opening_combo)
        board = Section(self.tr("Board and rules"), self)
        board.rows.addLayout(board_form)

        look_form = QFormLayout()
        look_form.setContentsMargins(0, 0, 0, 0)
        look_form.addRow(self.tr("Board &theme:"), self.theme_combo)
        look_form.addRow(self._theme_note)
        look_form.addRow(self.animations_check)
        look_form.addRow(self.tr("&Language:"), self.language_combo)
        look = Section(self.tr("Look and language"), self)
        look.rows.addLayout(look_form)
        # Not a form row: a form layout drops a hidden row, and the rows above would move.
        look.rows.addWidget(self._language_note)

        left = QVBoxLayout()
        left.addWidget(self.players)
        # The engines play and give hints: they join the players, in the room a mode with
        # fewer rows leaves under its section.
        left.addWidget(self.engines)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(board)
        right.addWidget(look)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)

    def _connect(self) -> None:
        self.players.mode_shown.connect(self._on_players_mode_shown)
        for picker in self.players.pickers():
            picker.choice_changed.connect(self._on_picker_choice_changed)
        self.size_spin.valueChanged.connect(self._on_size_spin_value_changed)
        self.win_length_spin.valueChanged.connect(self._on_rules_edited)
        self.reverse_check.toggled.connect(self._on_rules_edited)
        self.rule_combo.currentIndexChanged.connect(self._on_rules_edited)
        self.theme_combo.currentIndexChanged.connect(self._on_theme_combo_current_index_changed)
        self.theme_combo.activated.connect(self._on_theme_combo_current_index_changed)
        self.language_combo.currentIndexChanged.connect(self._on_language_combo_index_changed)
        self.engines.engines_changed.connect(self.players.set_engines)

    def settings(self) -> AppSettings:
        """The settings as edited (normalized)."""
        return replace(
            self.players.edited(self._original),
            size=self.size_spin.value(),
            win_length=self.win_length_spin.value(),
            reverse=self.reverse_check.isChecked(),
            rule=self.rule_combo.rule(),
            opening=self.opening_combo.opening(),
            theme=str(self.theme_combo.currentData()) if self._theme_chosen else "",
            animations=self.animations_check.isChecked(),
            language=str(self.language_combo.currentData()),
            engines=self.engines.engines,
            analyst=self.engines.analyst,
        ).normalized()

    def _show(self, settings: AppSettings) -> None:
        """Put ``settings`` into the editors."""
        self.players.show_settings(settings)
        self._shown_size = settings.size
        self.size_spin.setValue(settings.size)
        self._show_size_suffix(settings.size)
        self._set_longest_line(settings.size)
        self.win_length_spin.setValue(settings.win_length)
        self.reverse_check.setChecked(settings.reverse)
        self.rule_combo.set_rule(settings.rule)
        self.opening_combo.set_opening(settings.opening)
        self._show_theme(settings.theme)
        self._on_rules_edited()
        self.animations_check.setChecked(settings.animations)
        self.language_combo.setCurrentIndex(max(self.language_combo.findData(settings.language), 0))
        self._language_note.setVisible(settings.language != self._original.language)
        align_numbers(self)

    def _show_theme(self, picked: str) -> None:
        """Show the theme ``picked``, or when it is "", the one the win length shown takes."""
        self._theme_chosen = bool(picked)
        self._theme_note.setVisible(not picked)  # it says what the board takes until a pick
        theme = picked or effective_theme("", self.win_length_spin.value(), self._high_contrast)
        self._following_rules = True  # not a pick of the person's
        try:
            self.theme_combo.setCurrentIndex(max(self.theme_combo.findData(theme), 0))
        finally:
            self._following_rules = False

    def _fit_largest_content(self) -> None:
        """Size the dialog for its largest content, so it never changes size while in use.

        Each picker shows its widest and then its tallest strategy, in every mode.
        """
        pickers = self.players.pickers()
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
            for mode in Mode:
                self.players.show_mode(mode)
                hint = fresh_size_hint(self)
                width, height = max(width, hint.width()), max(height, hint.height())
        for picker, choice in zip(pickers, shown, strict=True):
            picker.set_choice(choice)
        self.players.show_mode(self.players.mode())
        align_numbers(self)
        self.setMinimumSize(width, height)
        self.resize(width, height)

    def _grow_if_cramped(self) -> None:
        """Grow taller, keeping the width, only when what is shown does not fit any more.

        New rules may wrap a note onto more lines at the width the person left; the first
        size already has room for every mode and computer at the width it opened with.
        """
        layout = self.layout()
        if layout is None:
            return
        needed = (
            layout.totalHeightForWidth(self.width())
            if layout.hasHeightForWidth()
            else layout.totalSizeHint().height()
        )
        if needed > self.height():
            self.setMinimumHeight(needed)
            self.resize(self.width(), needed)

    def _set_longest_line(self, size: int) -> None:
        """A line of at most ``size`` marks, the board's side."""
        self.win_length_spin.setMaximum(size)
        show_range(self.win_length_spin)

    def _show_size_suffix(self, size: int) -> None:
        self.size_spin.setSuffix(self.tr(" x {size}").format(size=size))

    def changeEvent(self, event: QEvent) -> None:
        """A change of layout direction aligns the number fields anew."""
        if event.type() == QEvent.Type.LayoutDirectionChange:
            align_numbers(self)
        super().changeEvent(event)

    @Slot(object)
    def _on_players_mode_shown(self, mode: Mode) -> None:
        self._grow_if_cramped()

    @Slot(object)
    def _on_picker_choice_changed(self, choice: object) -> None:
        align_numbers(self)  # a computer's options come in new fields

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
        """Show the computers' levels and notes, and the theme, for the rules being chosen."""
        if not self._theme_chosen:
            self._show_theme("")
        size, length = self.size_spin.value(), self.win_length_spin.value()
        reverse = self.reverse_check.isChecked()
        self.rule_combo.follow_rules(size, length, reverse)
        try:
            rules = Rules(size, length, reverse, rule=self.rule_combo.rule())
        except ValueError:  # between two edits the line may be longer than the board
            self.opening_combo.follow_rules(None)
            return
        self.opening_combo.follow_rules(rules)
        self.players.set_rules(rules)
        self._grow_if_cramped()  # these rules' notes may take more lines

    @Slot(int)
    def _on_theme_combo_current_index_changed(self, index: int) -> None:
        if self._following_rules:
            return
        self._theme_chosen = True  # the person's pick, kept whatever the rules
        self._theme_note.setVisible(False)

    @Slot(int)
    def _on_language_combo_index_changed(self, index: int) -> None:
        chosen = str(self.language_combo.itemData(index))
        self._language_note.setVisible(chosen != self._original.language)

    @Slot(QAbstractButton)
    def _on_buttons_clicked(self, button: QAbstractButton) -> None:
        if self.buttons.buttonRole(button) == QDialogButtonBox.ButtonRole.ResetRole:
            defaults = default_settings()  # the engines added stay: they are not a preference
            self._show(
                replace(
                    defaults,
                    show_evaluation=self._original.show_evaluation,
                    engines=self.engines.engines,
                    analyst=self.engines.analyst,
                )
            )


def align_numbers(widget: QWidget) -> None:
    """Align every number field in ``widget`` on the side where its lines start.

    A field lays its text out by the text's own direction: digits alone (a board size, ``100``)
    read left to right and went to the left of a right-to-left window, while a field with
    Arabic words in it went to the right.
    """
    side = Qt.AlignmentFlag.AlignRight if widget.isRightToLeft() else Qt.AlignmentFlag.AlignLeft
    alignment = side | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
    for field in widget.findChildren(QAbstractSpinBox):
        field.setAlignment(alignment)


def fresh_size_hint(widget: QWidget) -> QSize:
    """``widget``'s size hint measured anew.

    Until a dialog is shown, a change inside it does not reach the sizes its parents' layouts
    have cached: every widget within is told its geometry may have changed.
    """
    for child in widget.findChildren(QWidget):
        child.updateGeometry()
    for layout in widget.findChildren(QLayout):  # a hidden child's change reaches no parent
        layout.invalidate()
    return widget.sizeHint()
