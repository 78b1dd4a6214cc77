"""How a finished game is told: the outcome dialog at once, or once the person has closed
Settings; Play again starts a new game, and an outcome a new game overtook goes to the
status bar."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ttt_qt.app import MainWindow
from ttt_qt.engine import Move

X_WINS: list[Move] = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def play(window: MainWindow, moves: list[Move]) -> None:
    for move in moves:
        assert window.model.play(move)


def test_the_dialog_tells_the_result_and_play_again_starts_anew(
    qtbot: QtBot, window: MainWindow
) -> None:
    play(window, X_WINS)
    teller = window.outcomes
    qtbot.waitUntil(lambda: teller.dialog is not None)
    dialog = teller.dialog
    outcome = window.model.board.outcome
    assert dialog is not None and outcome is not None
    assert dialog.message_label.text() == window.model.texts.outcome_message(outcome)
    dialog.play_again_button.click()
    qtbot.waitUntil(lambda: teller.dialog is None)
    assert window.model.game.moves == ()


def test_an_outcome_waits_while_settings_are_open(qtbot: QtBot, window: MainWindow) -> None:
    teller = window.outcomes
    teller.settings_open(True)
    play(window, X_WINS)
    assert teller.dialog is None  # not over the Settings dialog
    teller.settings_open(False)
    qtbot.waitUntil(lambda: teller.dialog is not None)
    teller.close()
    assert teller.dialog is None


def test_an_outcome_a_new_game_overtook_goes_to_the_status_bar(
    qtbot: QtBot, window: MainWindow
) -> None:
    teller = window.outcomes
    teller.settings_open(True)
    play(window, X_WINS)
    outcome = window.model.board.outcome
    assert outcome is not None
    headline = window.model.texts.outcome_message(outcome)
    window.model.new_game()
    teller.settings_open(False)
    assert teller.dialog is None
    assert window.statusBar().currentMessage() == (
        f"The last game ended before the new one: {headline}"
    )
