"""Two computers' game: pausing it, stepping through it while paused, and waiting while the
window asks the person something."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, ComputerScript
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

MakeWindow = Callable[..., MainWindow]


def pause_button(window: MainWindow) -> QPushButton:
    button = window.findChild(QPushButton, "pauseButton")
    assert button is not None
    return button


def watching(make_window: MakeWindow, script: ComputerScript, qtbot: QtBot) -> MainWindow:
    """A window where two computers play and X thinks about its first move until the gate opens."""
    script.gate.clear()
    window = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=0)
    qtbot.waitUntil(script.started.is_set)
    return window


def test_pause_stops_the_computers_and_continue_lets_them_go_on(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = watching(make_window, script, qtbot)
    model, button = window.model, pause_button(window)
    assert button.isVisible() and button.isEnabled()
    assert button.text() == "&Pause"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert model.is_paused and not model.is_thinking
    assert model.status_text() == f"Paused. {model.player_name('X')} (X) to move"
    assert button.text() == "&Continue"
    assert window.window_actions.pause.isChecked()
    script.gate.set()  # the move asked for before the pause is no longer wanted
    window.window_actions.pause.trigger()  # P, or the menu's Pause again
    assert not model.is_paused and model.is_thinking
    with qtbot.waitSignal(model.game_over, timeout=WAIT_MS):
        pass
    assert not button.isEnabled()
    assert not window.window_actions.pause.isEnabled()


def test_the_pause_button_is_only_there_when_two_computers_play(
    make_window: MakeWindow,
) -> None:
    window = make_window()  # you against the computer
    assert not pause_button(window).isVisibleTo(window)
    assert not window.window_actions.pause.isEnabled()
    window.model.set_paused(True)
    assert not window.model.is_paused


def test_a_paused_game_steps_back_and_forth_one_move_at_a_time(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = watching(make_window, script, qtbot)
    model = window.model
    model.review_mode.load(Game(Rules(), [(1, 1), (2, 2)]))
    assert not model.can_undo  # not while the computers play
    model.set_paused(True)
    assert model.can_undo and not model.can_redo
    window.window_actions.undo.trigger()
    assert model.game.moves == ((1, 1),)
    assert model.is_paused and not model.is_thinking
    window.window_actions.redo.trigger()
    assert model.game.moves == ((1, 1), (2, 2))
    window.window_actions.undo.trigger()
    script.gate.set()
    model.set_paused(False)  # O plays on from here: its own choice, not the move taken back
    qtbot.waitUntil(lambda: len(model.game.moves) >= 2, timeout=WAIT_MS)
    assert model.game.moves[:2] == ((1, 1), (0, 0))


def test_a_finished_game_of_two_computers_steps_back_paused(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = watching(make_window, script, qtbot)
    model = window.model
    script.gate.set()
    qtbot.waitUntil(lambda: model.board.is_over, timeout=WAIT_MS)
    assert window.window_actions.undo.isEnabled()
    moves = model.game.moves
    window.window_actions.undo.trigger()
    assert model.game.moves == moves[:-1]
    assert model.is_paused and not model.is_thinking  # the computers wait for Continue
    assert pause_button(window).text() == "&Continue"
    assert window.window_actions.redo.isEnabled()
    window.window_actions.redo.trigger()
    assert model.game.moves == moves and model.board.is_over


def test_a_click_on_the_board_of_two_computers_says_whose_game_it_is(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = watching(make_window, script, qtbot)
    window.model.set_paused(True)
    window.board_view.cell_activated.emit((0, 0))
    assert window.model.game.moves == ()
    assert window.statusBar().currentMessage() == (
        "Two computers play this game: Pause stops them, Continue goes on."
    )


def test_the_computers_wait_while_settings_are_open(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = watching(make_window, script, qtbot)
    model = window.model
    dialog = window.open_settings()
    assert not model.is_thinking and not model.is_paused
    assert model.status_text() == f"{model.player_name('X')} (X) to move"
    dialog.reject()
    assert model.is_thinking


def test_the_computers_wait_while_you_are_asked_whether_to_end_their_game(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = watching(make_window, script, qtbot)
    model = window.model
    model.review_mode.load(Game(Rules(), [(1, 1)]))
    assert model.is_thinking
    window.window_actions.new_game.trigger()
    boxes = [box for box in window.findChildren(QMessageBox, "discardGameBox") if box.isVisible()]
    assert len(boxes) == 1
    assert not model.is_thinking
    keep = boxes[0].findChild(QPushButton, "keepPlayingButton")
    assert keep is not None
    QTest.mouseClick(keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: model.is_thinking, timeout=WAIT_MS)
    assert model.game.moves == ((1, 1),)


def test_a_paused_game_shows_the_evaluation_for_the_player_to_move(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = watching(make_window, script, qtbot)
    model, legend = window.model, window.board_view.legend
    model.settings_changes.show_evaluation(True)
    assert model.computer_turn.analysis is None  # not while the computers play
    assert legend.text().startswith("Pause the game to see the values")
    with qtbot.waitSignal(model.analysis_ready, timeout=WAIT_MS, check_params_cb=bool):
        model.set_paused(True)
    assert model.computer_turn.analysis is not None and len(model.computer_turn.analysis.moves) == 9
    assert window.window_actions.hint.isEnabled()
    with qtbot.waitSignal(model.hint_ready, timeout=WAIT_MS):
        window.window_actions.hint.trigger()
    assert legend.text().startswith("Every move for X draws.")  # on the empty 3 x 3 board
    script.gate.set()
    with qtbot.waitSignal(model.analysis_ready, check_params_cb=lambda value: value is None):
        model.set_paused(False)
    assert model.computer_turn.analysis is None


def test_an_unfinished_game_of_two_computers_comes_back_paused(
    make_window: MakeWindow, script: ComputerScript
) -> None:
    script.gate.clear()
    first = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=0)
    first.model.review_mode.load(Game(Rules(), [(1, 1), (0, 0)]))
    first.close()
    second = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=0)
    assert second.model.game.moves == ((1, 1), (0, 0))
    assert second.model.is_paused and not second.model.is_thinking
    assert "back, paused" in second.statusBar().currentMessage()
    assert pause_button(second).text() == "&Continue"
