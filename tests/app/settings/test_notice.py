"""A damaged settings file: the window says once, in the status bar, which settings were reset."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.app.settings.notice import reset_names, reset_notice
from ttt_qt.app.settings.store import SettingsRepair, SettingsStore

MakeWindow = Callable[..., MainWindow]

pytestmark = pytest.mark.gui


def write_settings(text: bytes) -> Path:
    """Write ``text`` as the tests' settings file; its path."""
    path = Path(SettingsStore().file_name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    return path


def wait_for_notice(qtbot: QtBot, window: MainWindow) -> str:
    """The status bar's message once it speaks of settings that could not be read."""
    bar = window.statusBar()
    qtbot.waitUntil(lambda: "could not be read" in bar.currentMessage())
    return bar.currentMessage()


def test_a_garbled_language_and_a_damaged_unfinished_game_are_told(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    # Qt drops the line without "=" without a word, and the kept game does not read: the
    # window used to start in the system's language with a new game, and say nothing.
    write_settings(
        b"[view]\nlanguage de\n[game]\nunfinished=ttt_qt game 2\\nsize banana\\nmoves B2\n"
    )
    window = make_window()
    listed = QLocale().createSeparatedList(["language", "unfinished game"])
    assert wait_for_notice(qtbot, window) == (
        f"Some settings could not be read and were reset: {listed}."
    )
    assert window.model.game.moves == ()
    assert window.findChild(QMessageBox, "messageBox") is None


def test_a_settings_file_qt_cannot_read_is_told_in_general_words(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    write_settings(b"[view\nlanguage=de\n")
    window = make_window()
    assert wait_for_notice(qtbot, window) == "Some settings could not be read and were reset."


def test_an_unfinished_game_of_the_old_format_comes_back_without_a_notice(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    write_settings(
        b"[game]\nmode=human_vs_human\n"
        b"unfinished=ttt_qt game 1\\nsize 3\\nwin_length 3\\nrules normal\\nmoves B2 A1\\n\n"
    )
    window = make_window()
    assert window.model.game.moves == ((1, 1), (0, 0))
    QApplication.processEvents()  # runs the window's zero-delay notices
    assert "could not be read" not in window.statusBar().currentMessage()


def test_the_notice_stays_through_the_next_move(qtbot: QtBot, make_window: MakeWindow) -> None:
    write_settings(b"[game]\nmode=human_vs_human\n[players]\nx_name=Ann\nbroken line\n")
    window = make_window()
    notice = wait_for_notice(qtbot, window)
    assert window.model.play((1, 1))
    assert window.statusBar().currentMessage() == notice
    assert window.model.settings.x_name == "Ann"  # what could be read was kept


def test_each_setting_is_named_once_as_people_know_it() -> None:
    keys = ("computer/o", "game/mode", "rules/size", "rules/win_length", "view/language")
    repair = SettingsRepair(keys, unknown=False, kept=None)
    assert reset_names(repair) == ["players", "rules of the game", "language"]
    listed = QLocale().createSeparatedList(["players", "rules of the game", "language"])
    assert reset_notice(repair) == f"Some settings could not be read and were reset: {listed}."
    more = SettingsRepair(("view/theme",), unknown=True, kept=None)
    assert reset_notice(more) == (
        "Some settings could not be read and were reset, among them: board theme."
    )
