"""Every game finished in the window goes to the statistics, and Statistics opens the records."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, ComputerScript, wait_until_idle
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode
from ttt_qt.app.stats.dialog import StatsDialog
from ttt_qt.stats import HUMAN, default_records_path

MakeWindow = Callable[..., MainWindow]
X_WINS = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_a_finished_game_is_recorded_once(window: MainWindow) -> None:
    for move in X_WINS:
        window.model.play(move)
    games = window.recorder.store.games()
    assert len(games) == 1
    record = games[0]
    assert (record.x_name, record.o_name) == ("Bob", "Alice")
    assert (record.x_player, record.o_player) == (HUMAN, HUMAN)
    assert record.moves == tuple(X_WINS)
    assert record.winner == "X"
    assert record.duration_seconds >= 0
    window.model.undo()
    window.model.play((0, 2))  # the same game ends again: still one record
    assert len(window.recorder.store.games()) == 1
    window.model.new_game()
    for move in X_WINS:
        window.model.play(move)
    assert len(window.recorder.store.games()) == 2


def test_a_game_against_the_computer_names_its_strategy(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    assert "You (X) vs Medium (O)" in window.windowTitle()  # people see its level
    model = window.model
    for move in [(1, 1), (0, 0), (2, 2), (0, 2), (2, 0), (0, 1), (1, 0), (1, 2), (2, 1)]:
        wait_until_idle(qtbot, model)
        if model.board.is_over:
            break
        if move in model.board.legal_moves():
            model.play(move)
    qtbot.waitUntil(lambda: model.board.is_over, timeout=WAIT_MS)
    games = window.recorder.store.games()
    assert len(games) == 1
    assert (games[0].x_player, games[0].o_player) == (HUMAN, "smart")
    assert (games[0].x_name, games[0].o_name) == ("You", "Smart")


def test_the_computers_options_are_recorded_with_its_strategy(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.moves = [(1, 0), (1, 1)]
    window = make_window(
        mode=Mode.HUMAN_VS_COMPUTER,
        human_mark="X",
        opponent=ComputerChoice("montecarlo", (("trials", 25.0),)),
    )
    model = window.model
    for move in [(0, 0), (0, 1), (0, 2)]:
        wait_until_idle(qtbot, model)
        model.play(move)
    qtbot.waitUntil(lambda: model.board.is_over, timeout=WAIT_MS)
    (game,) = window.recorder.store.games()
    assert (game.x_player, game.o_player, game.winner) == (HUMAN, "montecarlo", "X")
    assert (game.x_options, game.o_options) == ((), (("trials", 25.0),))


def test_two_computers_are_recorded_with_their_options(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.moves = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]
    window = make_window(
        mode=Mode.COMPUTER_VS_COMPUTER,
        move_delay_ms=0,
        computer_x=ComputerChoice("mcts", (("playouts", 40.0),)),
        computer_o=ComputerChoice("perfect"),
    )
    qtbot.waitUntil(lambda: len(window.recorder.store.games()) == 1, timeout=WAIT_MS)
    (game,) = window.recorder.store.games()
    assert (game.x_player, game.o_player, game.winner) == ("mcts", "perfect", "X")
    assert (game.x_options, game.o_options) == ((("playouts", 40.0),), ())


def test_statistics_opens_the_records_and_reviews_a_game(qtbot: QtBot, window: MainWindow) -> None:
    for move in X_WINS:
        window.model.play(move)
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    stats_button = window.findChild(QPushButton, "statsButton")
    assert stats_button is not None
    stats_button.click()
    dialog = window.findChild(QDialog, "statsDialog")
    assert isinstance(dialog, StatsDialog)
    assert len(dialog.games) == 1
    game = window.recorder.store.games()[0]
    window.model.new_game()
    with qtbot.waitSignal(window.model.review_changed):
        dialog.record_review_requested.emit(game)
    assert window.model.is_reviewing
    assert window.model.game.moves == tuple(X_WINS)
    assert window.model.status_text().startswith("Review: move 5 of 5. Bob won!")


def test_a_damaged_records_file_is_reported_once(qtbot: QtBot, make_window: MakeWindow) -> None:
    path = default_records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 100)
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "messageBox") is not None)
    box = window.findChild(QMessageBox, "messageBox")
    assert box is not None
    assert box.windowTitle() == "Statistics"
    box.close()
    for move in X_WINS:
        window.model.play(move)
    assert len(window.recorder.store.games()) == 1
    visible = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert visible == []  # the notice came once, not again with the next game
