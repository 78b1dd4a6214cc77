"""Games left or played on in the window: abandoned ones and continued ones are recorded so.

A game in progress that the person ends (New game, Open, Review, new settings or opponent)
is kept as abandoned, which the question says first, and which Match my level counts as a
loss; Quit keeps the game for the next start instead. A game played on from a reviewed
record is kept as its continuation.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, ComputerScript, answer, discard_box, wait_until_idle
from ttt_qt.ai import START_LEVEL, level_from_results
from ttt_qt.app import MainWindow
from ttt_qt.app.game.files import write_game_file
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.app.widgets import dialogs
from ttt_qt.engine import Game, Rules
from ttt_qt.stats import RecordStore, default_records_path

MakeWindow = Callable[..., MainWindow]
X_WINS = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_a_game_ended_by_new_game_is_recorded_as_abandoned(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.model.play((1, 1))
    window.model.play((0, 0))
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.informativeText() == "The game in progress will count as abandoned in Statistics."
    answer(qtbot, box, "discardButton")
    (game,) = window.recorder.store.games()
    assert (game.abandoned, game.winner, game.moves) == (True, None, ((1, 1), (0, 0)))
    assert (game.x_name, game.o_name) == ("Bob", "Alice")
    assert window.model.game.moves == ()


def test_keep_playing_records_nothing(qtbot: QtBot, window: MainWindow) -> None:
    window.model.play((1, 1))
    window.window_actions.new_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "keepPlayingButton")
    assert window.recorder.store.games() == []
    for move in [(0, 0), (2, 2), (0, 1), (2, 1)]:
        window.model.play(move)
    assert window.recorder.store.games() == []
    window.model.play((0, 2))  # O completes the top row
    (game,) = window.recorder.store.games()
    assert (game.abandoned, game.winner) == (False, "O")


def test_an_abandoned_game_is_a_loss_for_match_my_level(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.moves = [(1, 1)]
    window = make_window(opponent="adaptive", human_mark="X")
    model = window.model
    assert model.settings.opponent.option_values["level"] == START_LEVEL
    model.play((0, 0))
    wait_until_idle(qtbot, model)
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.informativeText() == (
        "The game in progress will count as abandoned in Statistics, and as a loss for"
        " Match my level."
    )
    answer(qtbot, box, "discardButton")
    (game,) = window.recorder.store.games()
    assert (game.abandoned, game.o_player, game.moves) == (True, "adaptive", ((0, 0), (1, 1)))
    # The new game already plays at the level after a loss.
    assert model.settings.opponent.option_values["level"] == level_from_results(["lost"])
    assert level_from_results(["lost"]) < START_LEVEL


def test_quit_keeps_the_game_for_the_next_start_and_does_not_abandon_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    first = make_window(mode=Mode.HUMAN_VS_HUMAN)
    first.model.play((1, 1))
    first.close()
    with RecordStore(default_records_path()) as store:
        assert store.games() == []
    window = make_window()
    assert window.model.game.moves == ((1, 1),)  # taken up again, to be finished or left
    window.window_actions.new_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    (game,) = window.recorder.store.games()
    assert game.abandoned


def test_two_computers_game_is_not_kept_when_ended(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    window = make_window(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=0)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1, timeout=WAIT_MS)
    window.model.set_paused(True)
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    assert box.informativeText() == "The game in progress will not be kept."
    answer(qtbot, box, "discardButton")
    assert window.recorder.store.games() == []


def test_a_game_played_on_from_a_review_is_recorded_as_its_continuation(
    qtbot: QtBot, window: MainWindow
) -> None:
    for move in X_WINS:
        window.model.play(move)
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    (first,) = window.recorder.store.games()
    window.review_record(first)
    assert window.model.is_reviewing
    window.model.review_mode.to(4)
    window.model.review_mode.play_from_here()
    for move in [(2, 2), (1, 2)]:  # X plays elsewhere; O completes the middle row
        window.model.play(move)
    games = window.recorder.store.games()
    assert len(games) == 2
    second = games[1]
    assert second.moves[:4] == first.moves[:4]
    assert (second.continues, second.from_move, second.abandoned) == (1, 4, False)
    assert (second.winner, len(second.moves)) == ("O", 6)
    assert second.is_continuation


def test_the_computer_replaying_the_reviewed_end_records_no_second_game(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    # You (X) lose to the computer's middle row; Play from here before its last move: it
    # plays that move again, and the loss is the one in Statistics already.
    script.moves = [(1, 0), (1, 1), (1, 2), (1, 2), (1, 2)]
    window = make_window(mode=Mode.HUMAN_VS_COMPUTER, human_mark="X")
    model = window.model
    for move in [(0, 0), (2, 2), (0, 2)]:
        wait_until_idle(qtbot, model)
        model.play(move)
    qtbot.waitUntil(lambda: model.board.is_over, timeout=WAIT_MS)
    (first,) = window.recorder.store.games()
    assert (first.winner, len(first.moves)) == ("O", 6)
    window.review_record(first)
    model.review_mode.to(5)
    with qtbot.waitSignal(model.game_over, timeout=WAIT_MS):
        model.review_mode.play_from_here()
    assert model.game.moves == first.moves
    assert window.recorder.store.games() == [first]
    assert model.result_counted

    # The same moves again with one of your own among them: a game of its own.
    window.review_record(first)
    model.review_mode.to(4)
    model.review_mode.play_from_here()
    with qtbot.waitSignal(model.game_over, timeout=WAIT_MS):
        model.play((0, 2))
    games = window.recorder.store.games()
    assert len(games) == 2 and games[1].moves == first.moves
    assert (games[1].continues, games[1].from_move) == (1, 4)


def test_undo_below_the_move_played_on_from_makes_those_moves_the_games_own(
    qtbot: QtBot, window: MainWindow
) -> None:
    for move in X_WINS:
        window.model.play(move)
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    window.review_record(window.recorder.store.games()[0])
    window.model.review_mode.to(4)
    window.model.review_mode.play_from_here()
    window.model.undo()
    window.model.undo()  # back to move 2: moves 3 on are played here
    window.window_actions.new_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "discardButton")
    games = window.recorder.store.games()
    assert (games[1].continues, games[1].from_move, games[1].abandoned) == (1, 2, True)


def test_play_from_the_start_of_a_review_is_a_whole_game(qtbot: QtBot, window: MainWindow) -> None:
    for move in X_WINS:
        window.model.play(move)
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    window.review_record(window.recorder.store.games()[0])
    window.model.review_mode.to(0)
    window.model.review_mode.play_from_here()
    for move in X_WINS:
        window.model.play(move)
    games = window.recorder.store.games()
    assert (games[1].continues, games[1].from_move) == (None, 0)


def test_a_game_kept_as_abandoned_is_not_kept_again_if_it_goes_on(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: None)
    window.model.play((0, 0))
    window.window_actions.open_game.trigger()
    answer(qtbot, discard_box(qtbot, window), "discardButton")  # then no file is chosen
    assert window.model.game.moves == ((0, 0),)
    for move in X_WINS[1:]:
        window.model.play(move)
    assert window.model.board.winner == "X"
    (game,) = window.recorder.store.games()
    assert (game.abandoned, game.moves) == (True, ((0, 0),))


def test_an_opened_game_left_untouched_is_not_abandoned_again(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    # Saved, then left (kept as abandoned once): opened again and left before any move, it is
    # not kept a second time; once a move is played in it, leaving it counts.
    game = Game(Rules())
    for move in [(1, 1), (0, 0)]:
        game.play(move)
    write_game_file(tmp_path / "left.ttt", game)
    assert window.saved_games.open_file(tmp_path / "left.ttt")
    assert window.model.game.moves == ((1, 1), (0, 0))
    assert window.recorder.fate() is dialogs.GameFate.NOT_COUNTED
    window.window_actions.new_game.trigger()
    box = discard_box(qtbot, window)
    text = box.informativeText()
    assert text == "The game in progress is saved in left.ttt: Open Game brings it back."
    answer(qtbot, box, "discardButton")
    assert window.recorder.store.games() == []
    assert window.saved_games.open_file(tmp_path / "left.ttt")
    window.model.play((2, 2))
    assert window.recorder.fate() is dialogs.GameFate.ABANDONED
