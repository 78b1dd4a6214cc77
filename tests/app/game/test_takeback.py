"""Undo and redo in the window's game: a person's turn back, one move between people."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from tests.helpers import ComputerScript, wait_until_idle
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import Mode

MakeModel = Callable[..., GameModel]


def test_undo_takes_back_the_computers_reply_and_your_move(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.moves = [(0, 0), (0, 1)]
    model = make_model()
    model.play((1, 1))
    wait_until_idle(qtbot, model)
    model.play((2, 2))
    wait_until_idle(qtbot, model)
    assert len(model.game.moves) == 4
    assert model.undo()
    assert list(model.game.moves) == list(((1, 1), (0, 0)))
    assert model.can_redo
    assert model.redo()
    assert list(model.game.moves) == list(((1, 1), (0, 0), (2, 2), (0, 1)))
    assert not model.redo()


def test_undo_while_the_computer_thinks_cancels_it(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.gate.clear()
    model = make_model()
    model.play((1, 1))
    assert model.is_thinking
    assert model.undo()
    assert not model.is_thinking
    assert list(model.game.moves) == list(())
    assert not model.can_undo


def test_people_undo_and_redo_one_move_at_a_time(make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    for move in [(0, 0), (1, 1), (2, 2)]:
        assert model.play(move)
    assert model.undo()
    assert list(model.game.moves) == list(((0, 0), (1, 1)))
    assert model.undo()
    assert model.redo()
    assert list(model.game.moves) == list(((0, 0), (1, 1)))
    assert model.play((0, 2))
    assert not model.can_redo  # a new move clears the redo list
