"""What the window says of the computer's move, brought back by undo and redo."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from tests.helpers import (
    wait_until_idle,
)
from ttt_qt.app import MainWindow

MakeWindow = Callable[..., MainWindow]


def test_undo_and_redo_bring_back_what_the_computer_said_of_its_move(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(opponent="smart")
    model = window.model
    model.play((0, 0))
    wait_until_idle(qtbot, model)
    first = model.last_move_text()
    assert first.startswith("O played ") and " (Medium) — " in first
    model.play(next(move for move in model.board.legal_moves() if move != (2, 2)))
    wait_until_idle(qtbot, model)
    second = model.last_move_text()
    assert second.startswith("O played ") and " (Medium) — " in second
    window.window_actions.undo.trigger()  # back to before our second move
    assert model.last_move_text() == first
    window.window_actions.redo.trigger()
    assert model.last_move_text() == second
    window.window_actions.undo.trigger()
    window.window_actions.undo.trigger()
    assert model.last_move_text() == ""  # the start: no computer move yet


def test_an_engines_hint_says_its_evaluation_or_its_proven_result(qapp: object) -> None:
    from ttt_qt.app.computer.move_report import engine_hint_text
    from ttt_qt.gomocup.view import EngineView

    move = (10, 7)
    assert engine_hint_text("Rapfi", "you (X)", move) == "Rapfi suggests H11 for you (X)."
    scored = EngineView(move, 219, "16-39", (move, (8, 7)))
    assert engine_hint_text("Rapfi", "you (X)", move, scored, "X") == (
        "Rapfi suggests H11 for you (X). Its evaluation for X: +219 (depth 16-39)."
        " It expects H11 H9."
    )
    proven = EngineView(move, None, None, (), mate=43)
    assert engine_hint_text("Rapfi", "you (X)", move, proven, "X") == (
        "Rapfi suggests H11 for you (X). Its evaluation for X: a forced win within 43 moves"
        " (the moves of both players)."
    )
    lost = EngineView(move, None, "9", (), mate=-3)
    assert engine_hint_text("Rapfi", "O", move, lost, "O").endswith(
        "a forced loss within 3 moves (the moves of both players) (depth 9)."
    )
