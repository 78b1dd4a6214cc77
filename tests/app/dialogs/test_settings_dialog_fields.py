"""The settings dialog field by field: every field applies, Cancel changes nothing, shortcuts,
notes and tooltips reach their fields, and the settings are kept across windows."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QToolTip,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, wait_until_idle
from ttt_qt.app import MainWindow
from ttt_qt.app.dialogs.settings_dialog import SettingsDialog
from ttt_qt.app.players.level_items import description
from ttt_qt.app.players.strategy_picker import StrategyPicker
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.engine import Rules

MakeWindow = Callable[..., MainWindow]
W = TypeVar("W", bound=QWidget)


def open_dialog(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    settings_button = window.findChild(QPushButton, "settingsButton")
    assert settings_button is not None
    settings_button.click()
    dialog = window.findChild(QDialog, "settingsDialog")
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def child(dialog: QDialog, kind: type[W], name: str) -> W:
    found = dialog.findChild(kind, name)
    assert isinstance(found, kind), name
    return found


def choose(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def accept(dialog: QDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.click()


def test_every_settings_field_applies(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    choose(child(dialog, QComboBox, "modeCombo"), Mode.HUMAN_VS_HUMAN.value)
    child(dialog, QSpinBox, "sizeSpin").setValue(5)
    assert child(dialog, QSpinBox, "winLengthSpin").value() == 4  # the usual value on 5 x 5
    child(dialog, QSpinBox, "sizeSpin").setValue(7)
    assert child(dialog, QSpinBox, "winLengthSpin").value() == 5  # and on 7 x 7
    child(dialog, QSpinBox, "winLengthSpin").setValue(4)  # the person's own choice
    child(dialog, QSpinBox, "sizeSpin").setValue(6)
    assert child(dialog, QSpinBox, "winLengthSpin").value() == 4  # is kept
    child(dialog, QSpinBox, "sizeSpin").setValue(5)
    child(dialog, QCheckBox, "reverseCheck").setChecked(True)
    child(dialog, QLineEdit, "xNameEdit").setText("  Ann  ")
    child(dialog, QLineEdit, "oNameEdit").setText("Ben")
    with qtbot.waitSignal(window.model.settings_changed):
        accept(dialog)
    settings = window.model.settings
    assert settings.mode == Mode.HUMAN_VS_HUMAN
    assert settings.rules == Rules(5, 4, True)
    assert (settings.x_name, settings.o_name) == ("Ann", "Ben")
    assert window.model.board.rules == Rules(5, 4, True)
    assert window.findChild(QPushButton, "cell_4_4") is not None
    assert window.findChild(QPushButton, "cell_5_5") is None
    assert "5 x 5, 4 in a row, reverse" in window.windowTitle()
    assert "Ann (X) vs Ben (O)" in window.windowTitle()
    assert window.model.status_text() == "Ann (X) to move"


def test_the_opponent_its_strength_and_the_symbol_apply(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(size=5, win_length=4)
    dialog = open_dialog(qtbot, window)
    opponent = child(dialog, QComboBox, "opponentCombo")
    assert opponent.currentText() == "Medium"  # smart, measured on 5 x 5 (ai/strength.py)
    choose(opponent, "montecarlo")
    assert opponent.currentText() == "Hard"
    trials = child(dialog, QSpinBox, "opponentCombo_trials")
    trials.setValue(300)
    choose(child(dialog, QComboBox, "symbolCombo"), "O")
    with qtbot.waitSignal(window.model.move_played, timeout=WAIT_MS):
        accept(dialog)  # O chosen: the computer opens
    settings = window.model.settings
    assert settings.opponent.name == "montecarlo"
    assert settings.opponent.option_values["trials"] == 300
    assert settings.human_mark == "O"
    assert len(window.model.game.moves) == 1
    assert window.model.accepts_moves


def test_computer_against_computer_settings(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    choose(child(dialog, QComboBox, "modeCombo"), Mode.COMPUTER_VS_COMPUTER.value)
    assert child(dialog, QComboBox, "opponentXCombo").isVisible()
    assert not child(dialog, QComboBox, "opponentCombo").isVisible()
    choose(child(dialog, QComboBox, "opponentXCombo"), "random")
    choose(child(dialog, QComboBox, "opponentOCombo"), "sequential")
    slider = child(dialog, QSlider, "moveDelaySlider")
    slider.setValue(0)
    accept(dialog)
    settings = window.model.settings
    assert settings.computer_x.name == "random"
    assert settings.computer_o.name == "sequential"
    assert settings.move_delay_ms == 0
    qtbot.waitUntil(lambda: window.model.board.is_over, timeout=WAIT_MS)


def test_cancel_changes_nothing(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    window.model.play((1, 1))
    wait_until_idle(qtbot, window.model)
    dialog = open_dialog(qtbot, window)
    child(dialog, QSpinBox, "sizeSpin").setValue(9)
    dialog.reject()
    assert window.model.settings.size == 3
    assert len(window.model.game.moves) == 2


def test_the_language_note_moves_no_field(qtbot: QtBot, make_window: MakeWindow) -> None:
    dialog = open_dialog(qtbot, make_window())
    size = child(dialog, QSpinBox, "sizeSpin")
    note = child(dialog, QLabel, "languageNote")
    where = size.mapTo(dialog, size.rect().topLeft())
    assert not note.isVisible()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.count() - 1)
    assert note.isVisible()
    layout = dialog.layout()
    assert layout is not None
    layout.activate()  # the layout pass the next event would bring
    assert size.mapTo(dialog, size.rect().topLeft()) == where
    dialog.reject()


def test_every_shortcut_letter_in_the_dialog_reaches_a_field(qtbot: QtBot) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    modes = child(dialog, QComboBox, "modeCombo")
    for index in range(modes.count()):
        modes.setCurrentIndex(index)
        labels = [label for label in dialog.findChildren(QLabel) if label.isVisible()]
        for label in labels:
            if "&" in label.text():
                buddy = label.buddy()
                assert buddy is not None, label.text()
                assert buddy.focusPolicy() != Qt.FocusPolicy.NoFocus, label.text()
    modes.setCurrentIndex(0)  # you against the computer
    dialog.activateWindow()  # shortcuts work in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    modes.setFocus()
    QTest.keyClick(dialog, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is child(dialog, QComboBox, "opponentCombo")
    dialog.reject()


def test_match_my_level_is_offered_against_you_not_between_two_computers(qtbot: QtBot) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)

    def names(combo_name: str) -> list[str]:
        combo = child(dialog, QComboBox, combo_name)
        return [str(combo.itemData(index)) for index in range(combo.count())]

    assert "adaptive" in names("opponentCombo")
    assert "adaptive" not in names("opponentXCombo")
    assert "adaptive" not in names("opponentOCombo")
    levels = ["random", "sequential", "smart", "perfect"]  # Beginner to Unbeatable on 3 x 3
    assert names("opponentXCombo") == names("opponentOCombo") == levels


@pytest.mark.parametrize("mode", [Mode.HUMAN_VS_COMPUTER, Mode.COMPUTER_VS_COMPUTER])
def test_editing_the_rules_moves_no_field_under_the_mouse(qtbot: QtBot, mode: Mode) -> None:
    settings = replace(
        AppSettings(),
        mode=mode,
        opponent=ComputerChoice("perfect"),
        computer_o=ComputerChoice("perfect"),
    )
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    size, length = child(dialog, QSpinBox, "sizeSpin"), child(dialog, QSpinBox, "winLengthSpin")

    def places() -> tuple[int, int]:
        return size.mapTo(dialog, size.rect().topLeft()).y(), length.mapTo(
            dialog, length.rect().topLeft()
        ).y()

    first = places()
    for value in (10, 15, 4, 5, 3):  # the notes on what Perfect proves change with the board
        size.setValue(value)
        qtbot.waitUntil(lambda: places() == first)
    assert places() == first


def test_the_dialog_keeps_its_size_and_buttons_while_in_use(qtbot: QtBot) -> None:
    dialog = SettingsDialog(replace(AppSettings(), opponent=ComputerChoice("threats")))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    layout = dialog.layout()
    assert ok is not None and layout is not None

    def place() -> tuple[int, int]:
        layout.activate()  # the layout pass the next event would bring
        return dialog.height(), ok.mapTo(dialog, ok.rect().topLeft()).y()

    first = place()
    modes, opponents = child(dialog, QComboBox, "modeCombo"), dialog.opponent.combo
    for index in range(opponents.count()):
        opponents.setCurrentIndex(index)
        assert place() == first, opponents.currentData()
    size = child(dialog, QSpinBox, "sizeSpin")
    size.setValue(15)
    assert place() == first
    dialog.reverse_check.setChecked(True)
    assert place() == first
    size.setValue(4)
    assert place() == first
    for index in range(modes.count()):
        modes.setCurrentIndex(index)
        assert place() == first, modes.currentData()


@pytest.mark.parametrize("width", [260, 360, 640])
def test_a_computers_options_sit_where_every_other_computers_do(qtbot: QtBot, width: int) -> None:
    picker = StrategyPicker("opponentCombo", ComputerChoice("smart"))
    qtbot.addWidget(picker)
    picker.set_rules(Rules(5, 4))  # Monte Carlo, MCTS, Perfect and Match my level have options
    picker.resize(width, picker.heightForWidth(width))
    picker.show()
    qtbot.waitExposed(picker)
    layout = picker.layout()
    assert layout is not None
    tops = {}
    for index in range(picker.combo.count()):
        picker.combo.setCurrentIndex(index)
        layout.activate()
        spins = picker.option_spins()
        if spins:
            top = spins[0].mapTo(picker, spins[0].rect().topLeft()).y()
            tops[picker.combo.currentData()] = top
    assert len(tops) >= 3 and len(set(tops.values())) == 1, tops


def test_tab_reaches_a_computers_options_right_after_its_name(qtbot: QtBot) -> None:
    # On 5 x 5 with four in a row MCTS plays Expert and Perfect Unbeatable.
    played = replace(AppSettings(), opponent=ComputerChoice("mcts"), size=5, win_length=4)
    dialog = SettingsDialog(played)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    opponents = dialog.opponent.combo
    opponents.setFocus()
    options = [*dialog.opponent.option_spins(), child(dialog, QSpinBox, "sizeSpin")]
    assert len(options) == 3  # MCTS's two options, then the board size
    for option in options:
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is option, option.objectName()
    opponents.setCurrentIndex(opponents.findData("perfect"))  # its options are made anew
    think_time = dialog.opponent.option_spin("time_limit")
    assert think_time is not None
    qtbot.waitUntil(think_time.isVisible)
    opponents.setFocus()
    QTest.keyClick(opponents, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is think_time


def test_every_option_a_person_chooses_says_what_it_does(qtbot: QtBot) -> None:
    dialog = SettingsDialog(replace(AppSettings(), opponent=ComputerChoice("montecarlo")))
    qtbot.addWidget(dialog)
    opponents = dialog.opponent.combo
    for index in range(opponents.count()):
        opponents.setCurrentIndex(index)
        for spin in dialog.opponent.option_spins():
            lines = spin.toolTip().split("\n")
            assert len(lines) == 2 and lines[1].startswith("From "), spin.objectName()
            assert spin.accessibleDescription() == lines[0]
    opponents.setCurrentIndex(opponents.findData("montecarlo"))
    score = dialog.opponent.option_spin("score_current")
    assert score is not None
    assert score.toolTip() == (
        "After each random game, what each square the computer played there counts: added to"
        " that square's score when the computer won, taken off when it lost.\nFrom 0.00 to 1000.00"
    )


def test_the_level_of_match_my_level_is_named_only_for_the_rules_it_was_set_on(
    qtbot: QtBot,
) -> None:
    adaptive = ComputerChoice("adaptive", (("level", 4.0),))
    dialog = SettingsDialog(replace(AppSettings(), opponent=adaptive))
    qtbot.addWidget(dialog)
    summary = child(dialog, QLabel, "opponentCombo_summary")
    assert "level 4 of 10" in summary.text()
    child(dialog, QSpinBox, "sizeSpin").setValue(5)  # its level there comes from other games
    assert "level 4" not in summary.text()
    child(dialog, QSpinBox, "sizeSpin").setValue(3)
    assert "level 4 of 10" in summary.text()


def test_the_rule_players_say_how_their_rules_turn_in_reverse_rules() -> None:
    normal, reverse = Rules(4, 4), Rules(4, 4, reverse=True)
    for name in ("smart", "expert"):
        assert "turn around" not in description(name, normal)
        assert "In reverse rules its rules turn around" in description(name, reverse)
    assert "turn around" not in description("random", reverse)


def test_notes_of_new_rules_are_not_cut_in_a_narrow_dialog(qtbot: QtBot) -> None:
    two_computers = replace(
        AppSettings(), mode=Mode.COMPUTER_VS_COMPUTER, computer_x=ComputerChoice("threats")
    )
    dialog = SettingsDialog(two_computers)
    qtbot.addWidget(dialog)
    dialog.setMinimumSize(0, 0)
    narrowest = dialog.minimumSizeHint().width()
    dialog.resize(narrowest, dialog.height())
    dialog.show()
    qtbot.waitExposed(dialog)
    child(dialog, QSpinBox, "sizeSpin").setValue(9)  # each note gains a "can be beaten" line
    notes = [
        label
        for picker in (dialog.computer_x, dialog.computer_o)
        for label in picker.findChildren(QLabel)
        if label.isVisible() and label.wordWrap() and label.text()
    ]
    assert notes
    qtbot.waitUntil(
        lambda: all(note.height() >= note.heightForWidth(note.width()) for note in notes)
    )
    assert dialog.width() == narrowest  # it grew taller, not wider
    dialog.reject()


def test_restore_defaults_in_the_dialog(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(size=6, win_length=4, x_name="Zed")
    dialog = open_dialog(qtbot, window)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert child(dialog, QSpinBox, "sizeSpin").value() == 3
    assert child(dialog, QLineEdit, "xNameEdit").text() == "Bob"


def test_settings_and_geometry_persist_across_windows(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    first = make_window()
    dialog = open_dialog(qtbot, first)
    child(dialog, QSpinBox, "sizeSpin").setValue(4)
    child(dialog, QLineEdit, "oNameEdit").setText("Chris")
    accept(dialog)
    first.resize(700, 500)
    first.close()
    second = make_window()
    assert second.model.settings.rules == Rules(4, 4)
    assert second.model.settings.o_name == "Chris"
    assert second.model.settings.opponent.name == "smart"
    assert (second.width(), second.height()) == (700, 500)


@pytest.mark.parametrize("shown", [True, False])
def test_the_evaluation_toggle_persists(qtbot: QtBot, make_window: MakeWindow, shown: bool) -> None:
    first = make_window(show_evaluation=not shown)
    first.window_actions.show_evaluation.setChecked(shown)
    first.close()
    assert SettingsStore().load().show_evaluation is shown


def test_an_empty_name_shows_the_name_it_stands_for(qtbot: QtBot) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    x_name = child(dialog, QLineEdit, "xNameEdit")
    x_name.setText("")
    assert x_name.placeholderText() == "Bob"
    assert dialog.settings().x_name == "Bob"  # what the grey text promised
    assert "At most 40 characters" in x_name.toolTip()


def test_a_full_name_field_says_why_it_takes_no_more(qtbot: QtBot) -> None:
    dialog = SettingsDialog(replace(AppSettings(), mode=Mode.HUMAN_VS_HUMAN))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    x_name = child(dialog, QLineEdit, "xNameEdit")
    x_name.setText("W" * 40)
    x_name.setFocus()
    with qtbot.waitSignal(x_name.inputRejected):
        QTest.keyClicks(x_name, "X")
    assert x_name.text() == "W" * 40
    qtbot.waitUntil(lambda: QToolTip.text().startswith("At most 40 characters"))
    assert x_name.maxLength() == 40


def test_the_dialog_opens_at_one_size_whatever_the_mode_and_computers(qtbot: QtBot) -> None:
    sizes = set()
    for computer, mode in itertools.product(("smart", "montecarlo", "perfect"), Mode):
        chosen = ComputerChoice(computer)
        settings = replace(
            AppSettings(), mode=mode, opponent=chosen, computer_x=chosen, computer_o=chosen
        )
        dialog = SettingsDialog(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.settings().mode is mode  # measured on another page, shown on its own
        sizes.add((dialog.width(), dialog.height()))
        dialog.reject()
    assert len(sizes) == 1, sizes
