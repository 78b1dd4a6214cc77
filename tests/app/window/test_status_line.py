"""What the status bar says: after an undo whether the game's result stays counted, hints for
the player to move and forgotten once the position changes, and nothing of the last game once a
new one starts."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from tests.helpers import (
    answer,
    discard_box,
    settings_for,
    wait_until_idle,
)
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

MakeWindow = Callable[..., MainWindow]


def test_taking_back_a_finished_game_says_its_result_stays(window: MainWindow) -> None:
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        window.model.play(move)
    assert window.model.board.is_over
    window.window_actions.undo.trigger()
    assert not window.model.board.is_over
    assert "result stays in Statistics" in window.statusBar().currentMessage()


def test_the_undo_message_says_whether_the_result_was_counted(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    won = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]  # X completes the top row
    window.model.review_mode.review(Game(Rules(), won), settings_for(mode=Mode.HUMAN_VS_HUMAN))
    window.model.review_mode.to(2)
    window.model.review_mode.play_from_here()
    while window.model.can_redo:
        window.window_actions.redo.trigger()
    # Redo replayed the reviewed game's own end: its result is in Statistics already.
    assert window.model.board.is_over and window.model.result_counted
    window.window_actions.undo.trigger()
    assert "result stays in Statistics" in window.statusBar().currentMessage()
    with qtbot.assertNotEmitted(window.model.game_finished):
        window.model.play((0, 2))  # the same end again is not counted twice
    assert window.model.board.is_over

    window.model.new_game()
    for move in won:
        window.model.play(move)
    assert window.model.result_counted
    window.window_actions.undo.trigger()
    assert "result stays in Statistics" in window.statusBar().currentMessage()

    window.model.review_mode.load(Game(Rules(), won))
    assert not window.model.result_counted
    window.window_actions.undo.trigger()
    assert "already over when it was opened" in window.statusBar().currentMessage()


def test_a_new_game_does_not_keep_the_last_games_message(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        window.model.play(move)
    window.window_actions.undo.trigger()
    assert "result stays in Statistics" in window.statusBar().currentMessage()
    window.window_actions.new_game.trigger()  # four moves on the board: it asks first
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    assert window.model.board.move_count == 0
    assert window.statusBar().currentMessage() == ""


def test_a_hint_against_the_computer_is_for_you(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(opponent="perfect", human_mark="O")
    wait_until_idle(qtbot, window.model)
    with qtbot.waitSignal(window.model.hint_ready, timeout=20_000):
        window.window_actions.hint.trigger()
        assert window.statusBar().currentMessage() == "Looking for a hint for you (O)…"
    assert window.statusBar().currentMessage().startswith("Hint for you (O): ")


def test_a_hint_is_forgotten_once_the_position_changes(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.model.hint_ready, timeout=20_000):
        window.window_actions.hint.trigger()
        assert window.statusBar().currentMessage() == "Looking for a hint for Bob (X)…"
    assert window.statusBar().currentMessage().startswith("Hint for Bob (X):")
    window.model.play((1, 1))
    assert window.statusBar().currentMessage() == ""


def test_a_message_too_wide_for_the_bar_is_shortened_and_whole_in_its_tooltip(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show()
    qtbot.waitExposed(window)
    bar = window.statusBar()
    window.status_line.say_fitting("Fits.", "Fits")
    assert bar.currentMessage() == "Fits." and bar.toolTip() == ""

    whole = "An engine's long hint. " + "It expects " + " ".join(["H8"] * 200) + "."
    window.status_line.say_fitting(whole, "An engine's long hint.")
    assert bar.currentMessage() == "An engine's long hint."
    assert bar.toolTip() == whole

    too_long = "x" * 2000
    window.status_line.say_fitting(whole, too_long)
    shown = bar.currentMessage()
    assert shown.endswith("…") and len(shown) < len(too_long)
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.contentsRect().width()

    window.model.play((0, 0))  # a new position: the message and its tooltip go
    assert bar.currentMessage() == "" and bar.toolTip() == ""
