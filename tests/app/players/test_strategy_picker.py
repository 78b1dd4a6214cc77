"""The computer picker of the settings dialog: a level per combo item, the options of the chosen
strategy under it, remembered per strategy, and a level kept across rules."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from ttt_qt import ai
from ttt_qt.app.players.strategy_picker import StrategyPicker, show_range
from ttt_qt.app.settings.app_settings import ComputerChoice
from ttt_qt.app.settings.engines import EngineEntry
from ttt_qt.engine import Rules


def make_picker(qtbot: QtBot, choice: ComputerChoice) -> StrategyPicker:
    picker = StrategyPicker("opponentCombo", choice, rules=Rules(3))
    qtbot.addWidget(picker)
    return picker


def test_the_chosen_strategy_shows_its_options(qtbot: QtBot) -> None:
    picker = make_picker(qtbot, ComputerChoice("montecarlo", (("trials", 250),)))
    assert picker.combo.objectName() == "opponentCombo"
    assert picker.combo.currentData() == "montecarlo"
    spin = picker.option_spin("trials")
    assert spin is not None and spin.objectName() == "opponentCombo_trials"
    assert spin.value() == 250
    assert picker.option_spin("time_limit") in picker.option_spins()
    assert picker.choice().name == "montecarlo"
    assert picker.choice().option_values["trials"] == 250
    assert picker.summary.text() != ""


def test_a_change_is_told_and_options_are_remembered_per_strategy(qtbot: QtBot) -> None:
    picker = make_picker(qtbot, ComputerChoice("montecarlo", (("trials", 250),)))
    spin = picker.option_spin("trials")
    assert spin is not None
    with qtbot.waitSignal(picker.choice_changed) as changed:
        spin.setValue(300)
    assert changed.args[0].option_values["trials"] == 300
    with qtbot.waitSignal(picker.choice_changed):
        picker.combo.setCurrentIndex(picker.combo.findData("random"))
    assert picker.option_spins() == []
    picker.combo.setCurrentIndex(picker.combo.findData("montecarlo"))
    again = picker.option_spin("trials")
    assert again is not None and again.value() == 300


def test_the_summary_and_tooltip_say_the_pace_chosen(qtbot: QtBot) -> None:
    picker = StrategyPicker("opponentCombo", ComputerChoice("threats"), rules=Rules(15, 5))
    qtbot.addWidget(picker)
    assert "up to 1.0 s a move" in picker.summary.text()
    spin = picker.option_spin("time_limit")
    assert spin is not None
    spin.setValue(5)
    assert "up to 5.0 s a move" in picker.summary.text()
    tooltip = picker.combo.itemData(picker.combo.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    assert "up to 5.0 s a move" in tooltip


def test_the_level_is_kept_when_the_rules_change(qtbot: QtBot) -> None:
    picker = make_picker(qtbot, ComputerChoice("smart"))
    level = ai.level_of("smart", Rules(3))
    assert level is not None
    picker.set_rules(Rules(7, 5))
    shown = str(picker.combo.currentData())
    assert shown in ai.nearest_rung(level, Rules(7, 5)).members
    picker.set_rules(Rules(3))
    assert picker.combo.currentData() == "smart"  # back on its own rules: the same strategy


def test_adding_an_engine_keeps_the_level_shown_under_other_rules(qtbot: QtBot) -> None:
    # Medium on 3 x 3 is shown as the nearest level on 15 x 15; adding an engine to the list
    # once put the 3 x 3 strategy's own level (Easy there) in its place.
    picker = make_picker(qtbot, ComputerChoice("smart"))
    picker.set_rules(Rules(15, 5))
    shown = picker.combo.currentData()
    assert shown != "smart"
    picker.set_engines((EngineEntry("Rapfi", "", "/opt/pbrain-rapfi"),))
    assert picker.combo.currentData() == shown
    assert picker.combo.findText("Rapfi") >= 0
    picker.set_rules(Rules(3))
    assert picker.combo.currentData() == "smart"


def test_a_spin_box_says_its_range(qtbot: QtBot) -> None:
    spin = QSpinBox()
    qtbot.addWidget(spin)
    spin.setRange(1, 500)
    show_range(spin)
    assert "1" in spin.toolTip() and "500" in spin.toolTip()
