"""The settings dialog's Players section: the mode's rows only, every editor read back into the
settings, and the pause of two computers' moves in seconds."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from ttt_qt.app.dialogs.players_section import PlayersSection
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode


def make_section(qtbot: QtBot, settings: AppSettings) -> PlayersSection:
    section = PlayersSection(settings)
    qtbot.addWidget(section)
    section.show()
    qtbot.waitExposed(section)
    return section


def shown(section: PlayersSection, name: str) -> bool:
    found = section.findChild(QWidget, name)
    assert found is not None, name
    return found.isVisibleTo(section)


def test_only_the_rows_of_the_mode_show(qtbot: QtBot) -> None:
    section = make_section(qtbot, AppSettings())
    assert section.mode() is Mode.HUMAN_VS_COMPUTER
    assert shown(section, "symbolCombo") and not shown(section, "xNameEdit")
    section.mode_combo.setCurrentIndex(section.mode_combo.findData(Mode.HUMAN_VS_HUMAN.value))
    assert shown(section, "xNameEdit") and not shown(section, "symbolCombo")
    section.mode_combo.setCurrentIndex(section.mode_combo.findData(Mode.COMPUTER_VS_COMPUTER.value))
    assert shown(section, "moveDelaySlider") and not shown(section, "xNameEdit")


def test_the_editors_show_the_settings_and_give_them_back(qtbot: QtBot) -> None:
    settings = replace(
        AppSettings(),
        mode=Mode.COMPUTER_VS_COMPUTER,
        human_mark="O",
        computer_x=ComputerChoice("random"),
        computer_o=ComputerChoice("perfect"),
        x_name="Ann",
        o_name="Ben",
        move_delay_ms=1200,
    ).normalized()
    section = make_section(qtbot, settings)
    edited = section.edited(AppSettings())
    assert (edited.mode, edited.human_mark, edited.x_name, edited.o_name) == (
        Mode.COMPUTER_VS_COMPUTER,
        "O",
        "Ann",
        "Ben",
    )
    assert (edited.computer_x.name, edited.computer_o.name) == ("random", "perfect")
    assert edited.move_delay_ms == 1200
    assert edited.rules == AppSettings().rules  # the section edits the players only
    section.x_name_edit.setText("Carol")
    section.move_delay_slider.setValue(300)
    edited = section.edited(settings)
    assert (edited.x_name, edited.move_delay_ms) == ("Carol", 300)
    assert section.pickers() == (section.opponent, section.computer_x, section.computer_o)


def test_the_pause_is_said_in_seconds(qtbot: QtBot) -> None:
    section = make_section(qtbot, replace(AppSettings(), mode=Mode.COMPUTER_VS_COMPUTER))
    section.move_delay_slider.setValue(1500)
    said = f"{QLocale().toString(1.5, 'f', 1)} s"
    assert said in [label.text() for label in section.findChildren(QLabel)]
