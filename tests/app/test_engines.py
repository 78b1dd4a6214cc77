"""Outside Gomocup engines in the window: added in Settings, chosen as the opponent, failing.

The engines are ``fake_brain.py`` in its modes (``tests/helpers.engine_program``) and, where
quick, Rapfi beside the repository (skipped without it).
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.helpers import (
    WAIT_MS,
    engine_program,
    picker,
    process_alive,
    settings_for,
    show_window,
)
from ttt_qt.app.dialogs.engines_dialog import EnginesDialog
from ttt_qt.app.dialogs.settings_dialog import SettingsDialog
from ttt_qt.app.players import engine_player, roles
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings.engines import EngineEntry, engine_data
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.engine import Game, GamePlayer, SavedGame, parse_saved_game
from ttt_qt.engine.notation import format_saved_game
from ttt_qt.engine.players import ENGINE
from ttt_qt.stats import ENGINE_PREFIX

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the test engines are scripts")


@pytest.fixture
def engines(tmp_path: Path) -> Callable[[str], EngineEntry]:
    """An added engine running ``fake_brain.py`` in a mode (``Fake play`` for ``play``)."""

    def make(mode: str) -> EngineEntry:
        return EngineEntry(f"Fake {mode}", "1", str(engine_program(tmp_path, mode)))

    return make


def against(entry: EngineEntry, size: int = 7, **fields: Any) -> AppSettings:
    """Settings for a person (X) against the engine ``entry`` on a ``size`` board, five in a row."""
    return settings_for(
        size=size,
        win_length=5,
        engines=(entry,),
        opponent=ComputerChoice(entry.name, (), entry.path),
        **fields,
    )


def play_and_wait(qtbot: Any, window: MainWindow, move: tuple[int, int]) -> None:
    """Play ``move`` for the person and wait for the computer's answer."""
    model = window.model
    before = len(model.game.moves)
    assert model.play(move)
    qtbot.waitUntil(lambda: len(model.game.moves) >= before + 2, timeout=WAIT_MS)


def engine_pid(window: MainWindow) -> int:
    engine = window.model.engine_for("O")
    assert engine is not None and engine.pid is not None
    return engine.pid


def listed(dialog: EnginesDialog) -> list[str]:
    """The names of the engines in ``dialog``'s list, in order."""
    return [entry.name for entry in dialog.engines]


# --- settings ------------------------------------------------------------------------------


def test_engines_and_the_analyst_survive_a_restart(engines: Callable[[str], EngineEntry]) -> None:
    entry = engines("play")
    settings = against(entry, analyst=entry.path)
    store = SettingsStore()
    store.save(settings)
    store.sync()
    loaded = SettingsStore().load()
    assert loaded.engines == (entry,)
    assert loaded.analyst == entry.path
    assert loaded.opponent == ComputerChoice("Fake play", (), entry.path)


def test_an_engine_not_added_or_off_its_rules_gives_way_to_a_level(
    engines: Callable[[str], EngineEntry],
) -> None:
    entry = engines("play")
    chosen = ComputerChoice(entry.name, (), entry.path)
    assert settings_for(size=7, win_length=5, opponent=chosen).opponent.is_engine is False
    on_three = settings_for(size=3, engines=(entry,), opponent=chosen)
    assert not on_three.opponent.is_engine
    assert on_three.engines == (entry,)
    assert against(entry, size=15).opponent.is_engine


def test_adding_reads_the_name_off_the_window_thread_and_refuses_a_non_engine(
    qtbot: Any, tmp_path: Path
) -> None:
    dialog = EnginesDialog((), "")
    qtbot.addWidget(dialog)
    text_file = tmp_path / "notes.txt"
    text_file.write_text("not a program")
    dialog.add_engine(str(text_file))
    qtbot.waitUntil(lambda: not dialog.is_adding)
    assert listed(dialog) == []
    assert dialog.note.text() == (
        "notes.txt is not a program that can be run (it is not executable). It was not added."
    )
    crashing = engine_program(tmp_path, "crash")
    dialog.add_engine(str(crashing))
    assert dialog.is_adding and not dialog.add_button.isEnabled()  # the window goes on meanwhile
    qtbot.waitUntil(lambda: not dialog.is_adding, timeout=WAIT_MS)
    assert list(dialog.engines) == [EngineEntry("Fake crash", "1", str(crashing))]  # ABOUT read
    working = engine_program(tmp_path, "play")
    dialog.add_engine(str(working))
    qtbot.waitUntil(lambda: not dialog.is_adding, timeout=WAIT_MS)
    assert listed(dialog) == ["Fake crash", "Fake play"]
    second = dialog.engine_list.topLevelItem(1)
    assert second is not None and second.text(2) == str(working)
    assert dialog.analyst_combo.count() == 3  # built-in, then each engine
    dialog.add_engine(str(working))
    assert dialog.note.text() == "That engine is in the list already."
    first = dialog.engine_list.topLevelItem(0)
    assert first is not None
    first.setSelected(True)
    QTest.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    assert listed(dialog) == ["Fake play"]


def test_a_program_that_is_no_engine_says_why(qtbot: Any, tmp_path: Path) -> None:
    program = tmp_path / "pbrain-silent"
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    dialog = EnginesDialog((), "")
    qtbot.addWidget(dialog)
    dialog.add_engine(str(program))
    qtbot.waitUntil(lambda: not dialog.is_adding, timeout=WAIT_MS)
    assert listed(dialog) == []
    assert dialog.note.text().startswith("The engine pbrain-silent stopped running")
    assert dialog.note.text().endswith("It was not added.")


def test_settings_list_engines_after_the_levels_where_they_play(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("play")
    dialog = SettingsDialog(settings_for(size=15, win_length=5, engines=(entry,)))
    qtbot.addWidget(dialog)
    combo = dialog.opponent.combo
    assert combo.itemText(combo.count() - 1) == "Fake play"
    assert combo.itemData(combo.count() - 1) == engine_data(entry.path)
    combo.setCurrentIndex(combo.count() - 1)
    assert dialog.settings().opponent == ComputerChoice("Fake play", (), entry.path)
    assert "Fake play" in dialog.engines.summary.text()
    dialog.size_spin.setValue(3)
    assert combo.findData(engine_data(entry.path)) == -1
    assert "7 x 7 to 15 x 15" in combo.toolTip()
    assert not dialog.settings().opponent.is_engine


def test_the_engines_dialog_from_settings_gives_its_engines_back(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("play")
    dialog = SettingsDialog(settings_for(size=9, win_length=5))
    qtbot.addWidget(dialog)
    assert dialog.opponent.combo.findData(engine_data(entry.path)) == -1
    button = dialog.findChild(QPushButton, "enginesButton")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    engines_dialog = dialog.engines.dialog
    assert engines_dialog is not None
    engines_dialog.add_engine(entry.path)
    qtbot.waitUntil(lambda: not engines_dialog.is_adding, timeout=WAIT_MS)
    engines_dialog.analyst_combo.setCurrentIndex(1)
    engines_dialog.accept()
    assert dialog.settings().engines == (EngineEntry("Fake play", "1", entry.path),)
    assert dialog.settings().analyst == entry.path
    assert dialog.opponent.combo.findData(engine_data(entry.path)) >= 0
    assert dialog.engines.summary.text() == (
        "Fake play. Hints come from Fake play for five in a row on 7 x 7 to 15 x 15, else from"
        " the app's own analysis."
    )


# --- playing -------------------------------------------------------------------------------


def test_the_picker_names_the_engine_and_it_plays_and_takes_back(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("play")
    window = show_window(qtbot, against(entry))
    assert picker(window).currentText() == "Fake play"
    assert window.windowTitle().startswith("You (X) vs Fake play (O)")
    play_and_wait(qtbot, window, (3, 3))
    assert window.model.game.moves == ((3, 3), (0, 0))  # the first free cell, as it plays
    pid = engine_pid(window)
    play_and_wait(qtbot, window, (4, 4))
    assert window.model.undo()
    assert window.model.game.moves == ((3, 3), (0, 0))
    play_and_wait(qtbot, window, (5, 5))
    assert window.model.game.moves[-1] == (0, 1)  # it took back its own move too
    assert engine_pid(window) == pid  # one process the whole game, told of the undo
    client = window.model.engine_for("O")
    assert client is not None and client.client is not None
    assert any(line.startswith("> TAKEBACK") for line in client.client.transcript)
    window.close()
    assert not process_alive(pid)


def test_choosing_another_opponent_ends_the_engine(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("play")
    window = show_window(qtbot, against(entry))
    play_and_wait(qtbot, window, (3, 3))
    pid = engine_pid(window)
    window.model.apply_settings(settings_for(size=7, win_length=5, engines=(entry,)))
    qtbot.waitUntil(lambda: not process_alive(pid), timeout=WAIT_MS)
    assert window.model.engine_for("O") is None


def test_a_finished_game_keeps_the_engines_name(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("play")
    window = show_window(qtbot, against(entry))
    for col in range(4):
        play_and_wait(qtbot, window, (3, col))
    window.model.play((3, 4))
    assert window.model.board.winner == "X"
    record = window.recorder.store.games()[-1]
    assert (record.o_name, record.o_player) == ("Fake play", f"{ENGINE_PREFIX}Fake play")
    assert record.x_name == "You"


def test_a_saved_game_names_the_engine_and_opens_again(
    engines: Callable[[str], EngineEntry],
) -> None:
    entry = engines("play")
    settings = against(entry)
    x, o = roles.game_players(settings)
    assert o == GamePlayer(ENGINE, "Fake play")
    text = format_saved_game(SavedGame(Game(settings.rules), x, o))
    assert "\no engine Fake play\n" in text
    back = parse_saved_game(text)
    assert back.o == o
    players = roles.players_of_saved_game(settings, back)
    assert players is not None and players.opponent == settings.opponent
    assert roles.players_of_saved_game(settings_for(), back) is None  # not added here


def test_an_engine_killed_mid_game_keeps_the_game_and_offers_a_built_in_level(
    qtbot: Any, tmp_path: Path
) -> None:
    # The engine thinks for ever on its second move, and is killed while it thinks.
    wrapped = engine_program(tmp_path, "wrap", engine_program(tmp_path, "play"), 2)
    entry = EngineEntry("Fake play", "1", str(wrapped))
    window = show_window(qtbot, against(entry))
    play_and_wait(qtbot, window, (3, 3))
    window.model.play((4, 4))
    assert window.model.is_thinking
    # Killed once it has the move to answer: killed before, it would be started again.
    engine = window.model.engine_for("O")
    assert engine is not None
    qtbot.waitUntil(
        lambda: engine.client is not None and "> TURN 4,4" in list(engine.client.transcript),
        timeout=WAIT_MS,
    )
    os.kill(engine_pid(window), signal.SIGKILL)
    qtbot.waitUntil(lambda: window.engine_help.failed_box is not None, timeout=WAIT_MS)
    box = window.engine_help.failed_box
    assert box is not None
    assert box.text().startswith("The engine Fake play stopped running (exit status -9)")
    assert "The game is kept" in box.informativeText()
    assert window.model.game.moves == ((3, 3), (0, 0), (4, 4))
    play_on = box.findChild(QPushButton, "playOnBuiltInButton")
    assert play_on is not None
    QTest.mouseClick(play_on, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.model.game.moves) == 4, timeout=WAIT_MS)
    assert window.model.game.moves[:3] == ((3, 3), (0, 0), (4, 4))
    assert not window.model.settings.opponent.is_engine
    assert "Fake play" not in window.windowTitle()


def test_an_engine_killed_between_moves_is_started_again(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    window = show_window(qtbot, against(engines("play")))
    play_and_wait(qtbot, window, (3, 3))
    pid = engine_pid(window)
    os.kill(pid, signal.SIGKILL)
    play_and_wait(qtbot, window, (4, 4))  # a new process, given the whole board
    assert window.model.game.moves == ((3, 3), (0, 0), (4, 4), (0, 1))
    assert engine_pid(window) != pid
    assert window.engine_help.failed_box is None


def test_a_crashing_engine_can_be_tried_again(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("crash")
    window = show_window(qtbot, against(entry))
    window.model.play((3, 3))
    qtbot.waitUntil(lambda: window.engine_help.failed_box is not None, timeout=WAIT_MS)
    box = window.engine_help.failed_box
    assert box is not None
    assert box.text() == (
        "The engine Fake crash stopped running (exit status 3); it said: fake brain: out of memory."
    )
    assert window.statusBar().currentMessage() == box.text()
    retry = box.findChild(QPushButton, "retryEngineButton")
    assert retry is not None
    QTest.mouseClick(retry, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.engine_help.failed_box is not None, timeout=WAIT_MS)
    assert window.model.game.moves == ((3, 3),)
    assert not window.model.is_thinking


@pytest.mark.parametrize(
    ("mode", "sentence"),
    [
        ("hang", "The engine Fake hang stopped answering: it gave no move in"),
        ("garbage", "The engine Fake garbage sent 'I think I will win' where a move"),
        ("taken", "The engine Fake taken played 4,4, a cell already taken."),
    ],
)
def test_a_misbehaving_engine_is_said_in_one_sentence(
    qtbot: Any,
    engines: Callable[[str], EngineEntry],
    monkeypatch: pytest.MonkeyPatch,
    mode: str,
    sentence: str,
) -> None:
    monkeypatch.setattr(engine_player, "ENGINE_TURN_SECONDS", 0.2)
    monkeypatch.setattr(engine_player, "ENGINE_GRACE_SECONDS", 0.3)
    window = show_window(qtbot, against(engines(mode)))
    window.model.play((4, 4))
    qtbot.waitUntil(lambda: window.engine_help.failed_box is not None, timeout=WAIT_MS)
    box = window.engine_help.failed_box
    assert box is not None and box.text().startswith(sentence)
    assert window.model.game.moves == ((4, 4),)
    assert "Traceback" not in box.text()


def test_a_missing_engine_says_so_when_it_is_to_play(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("play")
    os.remove(entry.path)
    window = show_window(qtbot, against(entry, human_mark="O"))
    qtbot.waitUntil(lambda: window.engine_help.failed_box is not None, timeout=WAIT_MS)
    box = window.engine_help.failed_box
    assert box is not None
    assert box.text().startswith("The engine pbrain-fake-play could not be started")


def test_the_engine_log_shows_its_messages(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    window = show_window(qtbot, against(engines("play")))
    play_and_wait(qtbot, window, (3, 3))
    window.window_actions.engine_log.trigger()
    dialog = window.engine_help.log_dialog
    assert dialog is not None
    text = dialog.text.toPlainText()
    assert "MESSAGE thinking about the first free cell" in text
    assert "DEBUG depth 1" in text
    assert text.startswith("Fake play (")


def with_an_analyst(engines: Callable[[str], EngineEntry], **overrides: Any) -> AppSettings:
    """7 x 7 against the fake engine that plays, with the basic one chosen for analysis."""
    opponent, analyst = engines("play"), engines("basic")
    return settings_for(
        size=7,
        win_length=5,
        engines=(opponent, analyst),
        opponent=ComputerChoice(opponent.name, (), opponent.path),
        analyst=analyst.path,
        **overrides,
    )


def test_a_hint_from_the_engine_chosen_for_analysis(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    window = show_window(qtbot, with_an_analyst(engines))
    play_and_wait(qtbot, window, (3, 3))
    with qtbot.waitSignal(window.model.hint_ready, timeout=WAIT_MS):
        window.window_actions.hint.trigger()
    assert window.statusBar().currentMessage() == (
        "Fake basic suggests B1 for you (X). Its evaluation for X: -40 (depth 3). It expects B1 C1."
    )
    assert {engine.title for engine in window.model.seats.engines} == {"Fake play", "Fake basic"}
    pids = [engine.pid for engine in window.model.seats.engines]
    assert len(set(pids)) == 2 and None not in pids  # two processes: the game's is kept
    window.close()
    assert not any(process_alive(pid) for pid in pids if pid is not None)


def test_with_the_evaluation_shown_the_engine_for_analysis_frames_its_move(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    window = show_window(qtbot, with_an_analyst(engines, show_evaluation=True))
    with qtbot.waitSignal(window.model.hint_ready, timeout=WAIT_MS):
        play_and_wait(qtbot, window, (3, 3))
    qtbot.waitUntil(lambda: window.model.computer_turn.analysis is not None, timeout=WAIT_MS)
    assert window.model.computer_turn.hint == (0, 1)
    assert window.board_view.cell((0, 1)).state.hint == "X"
    assert "Its evaluation for X: -40" in window.statusBar().currentMessage()
    values = window.model.computer_turn.analysis.moves  # type: ignore[union-attr]
    assert len(values) > 1  # the app's own value for every free cell


def test_two_engines_in_computer_vs_computer_are_two_processes(
    qtbot: Any, engines: Callable[[str], EngineEntry]
) -> None:
    entry = engines("play")
    choice = ComputerChoice(entry.name, (), entry.path)
    settings = settings_for(
        mode=Mode.COMPUTER_VS_COMPUTER,
        size=7,
        win_length=5,
        engines=(entry,),
        computer_x=choice,
        computer_o=choice,
        move_delay_ms=0,
    )
    window = show_window(qtbot, settings)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 4, timeout=WAIT_MS)
    assert window.windowTitle().startswith("Fake play (X) vs Fake play (O)")
    pids = [engine.pid for engine in window.model.seats.engines]
    assert len(pids) == 2
    window.close()
    assert not any(process_alive(pid) for pid in pids if pid is not None)


# --- Rapfi ---------------------------------------------------------------------------------


def test_rapfi_plays_undoes_and_hints_in_the_window(qtbot: Any, rapfi: Path) -> None:
    entry = EngineEntry("Rapfi", "", str(rapfi))
    window = show_window(qtbot, against(entry, size=15, analyst=str(rapfi)))
    assert window.windowTitle().startswith("You (X) vs Rapfi (O)")
    play_and_wait(qtbot, window, (7, 7))
    play_and_wait(qtbot, window, window.model.board.legal_moves()[0])  # Rapfi chose its cells
    assert window.model.undo()
    assert len(window.model.game.moves) == 2
    play_and_wait(qtbot, window, window.model.board.legal_moves()[1])
    with qtbot.waitSignal(window.model.hint_ready, timeout=WAIT_MS):
        window.window_actions.hint.trigger()
    assert window.statusBar().currentMessage().startswith("Rapfi suggests ")
    pids = [engine.pid for engine in window.model.seats.engines]
    window.close()
    assert pids and not any(process_alive(pid) for pid in pids if pid is not None)
    assert not [box for box in window.findChildren(QMessageBox) if box.isVisible()]


@pytest.mark.parametrize("rule", ["freestyle", "standard", "renju", "caro"])
def test_an_engine_is_told_the_gomoku_rule_of_the_game(rule: str) -> None:
    from ttt_qt.app.players.build import build_strategy
    from ttt_qt.engine import Rules

    choice = ComputerChoice("Any", engine="/opt/pbrain-any")
    engine = build_strategy(choice, rules=Rules(15, 5, rule=rule))  # type: ignore[arg-type]
    assert isinstance(engine, engine_player.WindowEngine)
    assert engine.rule == rule
