"""The computer's turn in the window's game: it moves when it is to move and the game does not
wait, holds while the window asks something, and hints only on a person's turn."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, ComputerScript
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import Mode

MakeModel = Callable[..., GameModel]


def test_a_hint_on_a_persons_turn_and_its_value(qtbot: QtBot, make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        model.play(move)
    turn = model.computer_turn
    assert turn.can_hint and turn.hint is None and turn.hint_seconds == 0.0
    with qtbot.waitSignal(model.hint_ready, timeout=WAIT_MS) as ready:
        assert turn.request_hint()
    assert ready.args == [(0, 2)] == [turn.hint]
    value = turn.hint_value
    assert value is not None and value.kind == "win" and value.plies == 1
    model.play((0, 2))
    assert not turn.can_hint and not turn.request_hint()  # the game is over


def test_no_hint_while_the_computer_is_to_move(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.gate.clear()
    model = make_model(human_mark="O")
    qtbot.waitUntil(lambda: model.is_thinking)
    assert not model.computer_turn.can_hint
    assert not model.computer_turn.can_evaluate
    assert not model.computer_turn.request_hint()
    script.gate.set()
    qtbot.waitUntil(lambda: not model.is_thinking)
    assert model.board.move_count == 1
    assert model.computer_turn.can_hint


def test_two_computers_wait_while_held(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.gate.clear()  # X's computer thinks until the test lets it go
    model = make_model(mode=Mode.COMPUTER_VS_COMPUTER, move_delay_ms=0)
    qtbot.waitUntil(lambda: model.is_thinking)
    turn = model.computer_turn
    turn.hold(True)
    assert turn.waits
    assert not model.is_thinking  # the move being chosen is dropped while the window asks
    script.gate.set()
    turn.hold(False)
    assert not turn.waits
    qtbot.waitUntil(lambda: model.board.is_over, timeout=WAIT_MS)
    assert len(script.played) >= model.board.move_count  # the dropped answer played no move
