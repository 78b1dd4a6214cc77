"""Never losing a game in progress without being asked: New game, Open, Review, a new opponent
or settings that change the game ask first; the question says where the game is saved, waits
for an answer when the computer ends the game meanwhile, and Keep playing keeps all as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QComboBox,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.helpers import (
    ComputerScript,
    answer,
    discard_box,
    picker,
    shown_boxes,
    wait_until_idle,
)
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import DEFAULT_OPPONENT, Mode
from ttt_qt.app.widgets import dialogs
from ttt_qt.engine import Game, Rules

MakeWindow = Callable[..., MainWindow]


def test_new_game_asks_only_when_a_game_is_in_progress(qtbot: QtBot, window: MainWindow) -> None:
    window.window_actions.new_game.trigger()
    assert window.findChild(QMessageBox, "discardGameBox") is None
    window.model.play((0, 0))
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.defaultButton() is box.findChild(QPushButton, "keepPlayingButton")
    answer(qtbot, box, "keepPlayingButton")
    assert window.model.game.moves == ((0, 0),)


def test_the_question_says_when_the_game_is_saved_as_it_is(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.model.play((0, 0))
    assert window.save_game_file(tmp_path / "mine.ttt")
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.informativeText() == (
        "The game in progress is saved in mine.ttt: Open Game brings it back."
        " In Statistics it will count as abandoned."
    )
    answer(qtbot, box, "keepPlayingButton")
    window.model.play((1, 1))  # no longer the game saved
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.informativeText() == "The game in progress will count as abandoned in Statistics."
    answer(qtbot, box, "keepPlayingButton")


def test_a_game_just_opened_is_said_to_be_in_its_file(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    first = make_window()
    first.model.play((0, 0))
    wait_until_idle(qtbot, first.model)  # the computer has answered: the person is to move
    assert first.save_game_file(tmp_path / "mine.ttt")
    first.close()
    window = make_window()
    window.model.new_game()
    assert window.open_game_file(tmp_path / "mine.ttt")
    window.review_game(Game(Rules(), [(1, 1)]), "Ann", "Cy")
    box = discard_box(qtbot, window)
    # Nothing was played in it since it was opened: it is not counted again.
    assert box.informativeText() == (
        "The game in progress is saved in mine.ttt: Open Game brings it back."
    )
    answer(qtbot, box, "keepPlayingButton")
    window.model.play(window.model.board.legal_moves()[0])
    wait_until_idle(qtbot, window.model)
    window.review_game(Game(Rules(), [(1, 1)]), "Ann", "Cy")
    box = discard_box(qtbot, window)  # moves on from the file: the person's own now
    assert box.informativeText() == "The game in progress will count as abandoned in Statistics."
    answer(qtbot, box, "keepPlayingButton")


def test_picking_an_opponent_mid_game_asks_first(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = make_window()
    window.model.play((1, 1))
    wait_until_idle(qtbot, window.model)
    combo = picker(window)
    combo.setCurrentIndex(combo.findData("perfect"))
    box = discard_box(qtbot, window)
    assert len(window.model.game.moves) == 2
    answer(qtbot, box, "keepPlayingButton")
    assert len(window.model.game.moves) == 2
    assert window.model.settings.opponent.name == DEFAULT_OPPONENT
    assert combo.currentData() == DEFAULT_OPPONENT  # the picker shows who you still play
    combo.setCurrentIndex(combo.findData("perfect"))
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    assert window.model.settings.opponent.name == "perfect"
    assert not window.model.game.moves


def test_a_game_of_two_computers_is_not_thrown_away_without_asking(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()  # the computers think until the end of the test
    window = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=0)
    window.model.review_mode.load(Game(Rules(), [(1, 1)]))
    window.window_actions.new_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert window.model.game.moves == ((1, 1),)
    window.window_actions.new_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    assert not window.model.game.moves
    script.gate.set()


def _ended_while_asked(qtbot: QtBot, window: MainWindow, script: ComputerScript) -> QMessageBox:
    """O wins while you are asked whether to start a new game; the question, still open."""
    window.model.review_mode.load(Game(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2)]))
    qtbot.waitUntil(script.started.is_set)  # O thinks about its winning move
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    script.moves = [(1, 2)]
    with qtbot.waitSignal(window.model.game_over):
        script.gate.set()
    assert shown_boxes(window) == [box]  # it waits for your answer
    assert box.informativeText() == "The game has just ended: You lost."
    assert window.outcome_dialog is None  # not over the question
    (record,) = window.recorder.store.games()  # recorded at once
    assert (len(record.moves), record.winner) == (6, "O")
    return box


def test_a_game_the_computer_ends_while_you_are_asked_waits_for_your_answer(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window(move_delay_ms=0)  # you are X
    box = _ended_while_asked(qtbot, window, script)
    answer(qtbot, box, "discardButton")
    assert not window.model.game.moves  # the new game you asked for
    assert window.outcome_dialog is None
    assert window.statusBar().currentMessage().endswith(": You lost.")
    assert len(window.recorder.store.games()) == 1


def test_keeping_a_game_the_computer_ended_while_you_were_asked_shows_how_it_ended(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window(move_delay_ms=0)
    box = _ended_while_asked(qtbot, window, script)
    answer(qtbot, box, "keepPlayingButton")
    assert len(window.model.game.moves) == 6
    assert window.outcome_dialog is not None


def test_keep_playing_keeps_the_game_but_not_the_other_changes(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    window.model.play((1, 1))
    dialog = window.open_settings()
    size = dialog.findChild(QSpinBox, "sizeSpin")
    language = dialog.findChild(QComboBox, "languageCombo")
    assert size is not None and language is not None
    size.setValue(5)
    language.setCurrentIndex(language.findData("de"))
    dialog.accept()
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    settings = window.model.settings
    assert (settings.size, settings.language) == (3, "de")  # the language is for the next start
    assert window.model.game.moves == ((1, 1),)


def test_a_game_over_while_settings_are_open_is_told_when_they_close(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    window = make_window(move_delay_ms=0)  # you are X
    window.model.review_mode.load(Game(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2)]))
    qtbot.waitUntil(script.started.is_set)  # O thinks about its winning move
    dialog = window.open_settings()
    script.moves = [(1, 2)]
    with qtbot.waitSignal(window.model.game_over):
        script.gate.set()
    assert window.outcome_dialog is None  # not over Settings, where you are choosing
    dialog.reject()
    assert window.outcome_dialog is not None


def test_open_game_asks_before_choosing_a_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved.ttt"
    path.write_text("ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves C3\n")
    asked: list[bool] = []

    def choose(parent: QWidget) -> str:
        asked.append(True)
        return str(path)

    monkeypatch.setattr(dialogs, "choose_open_path", choose)
    window.model.play((0, 0))
    window.window_actions.open_game.trigger()
    box = discard_box(qtbot, window)
    assert asked == []
    answer(qtbot, box, "discardButton")
    assert asked == [True]
    assert window.model.game.moves == ((2, 2),)


def test_settings_that_change_the_game_ask_first(qtbot: QtBot, window: MainWindow) -> None:
    window.model.play((0, 0))
    dialog = window.open_settings()
    size = dialog.findChild(QSpinBox, "sizeSpin")
    assert size is not None
    size.setValue(4)
    dialog.accept()
    box = discard_box(qtbot, window)
    answer(qtbot, box, "keepPlayingButton")
    assert window.model.game.moves == ((0, 0),)
    assert window.model.settings.size == 3
    assert "not changed" in window.statusBar().currentMessage()


def test_new_names_apply_to_the_game_in_progress(window: MainWindow) -> None:
    window.model.play((0, 0))
    dialog = window.open_settings()
    edit = dialog.x_name_edit
    edit.setText("Ann")
    dialog.accept()
    assert window.findChild(QMessageBox, "discardGameBox") is None
    assert window.model.game.moves == ((0, 0),)
    assert window.model.player_name("X") == "Ann"


def test_settings_accepted_unchanged_keep_the_game_without_asking(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = make_window(opponent="perfect")  # no options stored: the dialog shows defaults
    window.model.play((1, 1))
    wait_until_idle(qtbot, window.model)
    dialog = window.open_settings()
    dialog.accept()
    assert window.findChild(QMessageBox, "discardGameBox") is None
    assert len(window.model.game.moves) == 2


def test_reviewing_mid_game_asks_first(qtbot: QtBot, window: MainWindow) -> None:
    window.model.play((0, 0))
    window.review_game(Game(Rules(), [(1, 1)]), "Ann", "Cy")
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert not window.model.is_reviewing
    assert window.model.game.moves == ((0, 0),)


def test_keep_playing_brings_statistics_back_to_the_front(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    raised: list[QWidget] = []
    monkeypatch.setattr(dialogs, "bring_to_front", raised.append)
    window.model.play((0, 0))
    statistics = window.open_statistics()
    window.review_game(Game(Rules(), [(1, 1)]), "Ann", "Cy")  # as a double-click there does
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert raised == [statistics]
    assert window.model.game.moves == ((0, 0),)
