"""``SettingsStore``: the settings file's defaults, round trips, and values or files that are
damaged, which fall back to the defaults and are said once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings.store import SettingsStore, StatsView
from ttt_qt.engine import Rules

MakeWindow = Callable[..., MainWindow]


def test_first_run_defaults() -> None:
    settings = SettingsStore().load()
    assert settings.mode == Mode.HUMAN_VS_COMPUTER
    assert settings.human_mark == "X"
    assert settings.opponent.name == "smart"  # a medium computer a careful beginner can beat
    assert settings.rules == Rules(3, 3, False)
    assert (settings.x_name, settings.o_name) == ("Bob", "Alice")


def test_the_store_round_trips_every_field() -> None:
    store = SettingsStore()
    settings = AppSettings(
        mode=Mode.COMPUTER_VS_COMPUTER,
        human_mark="O",
        opponent=ComputerChoice("montecarlo", (("trials", 250),)),
        computer_x=ComputerChoice("mcts"),
        computer_o=ComputerChoice("perfect", (("time_limit", 2.5),)),
        size=8,
        win_length=5,
        reverse=True,
        x_name="Ann",
        o_name="Ben",
        move_delay_ms=1200,
        show_evaluation=True,
    ).normalized()
    store.save(settings)
    store.sync()
    assert SettingsStore().load() == settings


def test_the_statistics_choices_are_kept_and_bad_ones_fall_back(settings_folder: Path) -> None:
    store = SettingsStore()
    assert store.load_stats_view() == StatsView(include_computer_games=False, last=None)
    store.save_stats_view(StatsView(include_computer_games=True, last=25))
    store.sync()
    assert SettingsStore().load_stats_view() == StatsView(True, 25)
    raw = QSettings(store.file_name, QSettings.Format.IniFormat)
    raw.setValue("stats/include_computer_games", "perhaps")
    raw.setValue("stats/last", "-3")
    raw.sync()
    assert SettingsStore().load_stats_view() == StatsView(False, None)


def test_corrupt_values_fall_back_to_defaults(settings_folder: Path) -> None:
    store = SettingsStore()
    store.save(replace(AppSettings(), size=6, win_length=4).normalized())
    store.sync()
    raw = QSettings(store.file_name, QSettings.Format.IniFormat)
    raw.setValue("game/mode", "chess")
    raw.setValue("game/human_mark", "Z")
    raw.setValue("rules/win_length", "banana")
    raw.setValue("rules/reverse", "perhaps")
    raw.setValue("computer/opponent", "{not json")
    raw.setValue("computer/x", '{"name": "no-such-player", "options": {"trials": 5}}')
    raw.setValue("players/x_name", "   ")
    raw.setValue("computer/move_delay_ms", "-40")
    raw.sync()
    settings = SettingsStore().load()
    assert settings.mode == Mode.HUMAN_VS_COMPUTER
    assert settings.human_mark == "X"
    assert settings.size == 6  # the sound value survives
    assert settings.win_length == 5  # not a number: the usual value for the board
    assert settings.reverse is False
    assert settings.opponent == ComputerChoice("smart")
    assert settings.computer_x.name == "smart"
    assert settings.x_name == "Bob"
    assert settings.move_delay_ms == 0


def test_a_garbage_settings_file_still_opens_the_window(
    settings_folder: Path, make_window: MakeWindow
) -> None:
    path = Path(SettingsStore().file_name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00\xff[rules]\nsize=\xfe\xfe\n[[[\n" * 50)
    window = make_window()
    assert window.model.settings.rules == Rules()


def test_a_damaged_settings_file_is_kept_aside_and_the_person_told_once(
    qtbot: QtBot, settings_folder: Path, make_window: MakeWindow
) -> None:
    path = Path(SettingsStore().file_name)
    path.parent.mkdir(parents=True, exist_ok=True)
    damaged = b"[rules]\nsize=banana\n\x00\xff junk\n"
    path.write_bytes(damaged)
    window = make_window()
    bar = window.statusBar()
    qtbot.waitUntil(lambda: "could not be read" in bar.currentMessage())
    assert bar.currentMessage() == (
        "Some settings could not be read and were reset, among them: rules of the game."
    )
    assert window.findChild(QMessageBox, "messageBox") is None  # said in the status bar only
    kept = list(path.parent.glob(f"{path.name}.damaged-*"))
    assert [copy.read_bytes() for copy in kept] == [damaged]
    window.close()
    store = SettingsStore()
    store.load()
    assert store.repair(AppSettings()) is None  # the file was rewritten clean
    again = make_window()
    QApplication.processEvents()  # runs the window's zero-delay notices
    assert again.model.settings.rules == Rules()
    assert "could not be read" not in again.statusBar().currentMessage()
