"""The game kept between runs: an unfinished game is back at the next start with its time, it
is on disk after every move, and the computer's last move is said as made the last time."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.helpers import (
    ComputerScript,
    wait_until_idle,
)
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.settings.store import SettingsStore

MakeWindow = Callable[..., MainWindow]


def test_an_unfinished_game_is_back_at_the_next_start(make_window: MakeWindow) -> None:
    first = make_window(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(1, 1), (0, 0)]:
        first.model.play(move)
    first.model.clock.resume(300.0)  # as if the first moves took five minutes
    first.close()
    second = make_window(mode=Mode.HUMAN_VS_HUMAN)
    assert second.model.game.moves == ((1, 1), (0, 0))
    assert "unfinished game is back" in second.statusBar().currentMessage()
    second.model.play((2, 2))
    second.model.play((0, 1))
    second.model.play((2, 0))
    second.model.play((0, 2))  # O wins: a finished game is not kept for later
    (record,) = second.recorder.store.games()
    assert record.duration_seconds >= 300  # the time before the restart counts too
    second.close()
    third = make_window(mode=Mode.HUMAN_VS_HUMAN)
    assert third.model.game.moves == ()


def test_a_game_taken_up_again_says_who_made_its_last_move(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.moves = [(0, 0)]
    first = make_window(opponent="expert")
    first.model.play((1, 1))
    wait_until_idle(qtbot, first.model)
    assert first.model.game.moves == ((1, 1), (0, 0))
    first.close()
    second = make_window(opponent="expert")
    name = second.model.player_name("O")
    assert second.model.last_move_text() == f"O played A1 ({name}) the last time the app ran."
    second.model.play((2, 2))
    wait_until_idle(qtbot, second.model)
    assert "the last time the app ran" not in second.model.last_move_text()


def test_the_game_in_progress_is_on_disk_after_every_move(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    settings_file = Path(SettingsStore().file_name)
    window.model.play((1, 1))
    window.model.play((0, 0))
    # Read the file itself, as the next start after a crash would: nothing waits for close.
    assert "B2 A1" in settings_file.read_text(encoding="utf-8").replace("%20", " ")
    window.model.new_game()
    assert "B2 A1" not in settings_file.read_text(encoding="utf-8").replace("%20", " ")
