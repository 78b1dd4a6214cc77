"""The sentences that say where the game stands: whose turn, review, pause, the result, and why
a click is refused."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from tests.helpers import ComputerScript
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

MakeModel = Callable[..., GameModel]
X_WINS = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def test_turns_and_the_result_between_two_people(make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN, x_name="Ann", o_name="Ben")
    texts = model.texts
    assert texts.status_text() == "Ann (X) to move"
    assert texts.refusal_text((0, 0)) == ""
    model.play((0, 0))
    assert texts.status_text() == "Ben (O) to move"
    assert texts.refusal_text((0, 0)) == "A1 is taken: choose a free cell."
    for move in X_WINS[1:]:
        model.play(move)
    outcome = model.board.outcome
    assert outcome is not None
    assert texts.status_text() == texts.outcome_message(outcome) == "Ann won!"
    assert texts.refusal_text((2, 2)) == "The game is over: New game starts another."
    assert texts.last_move_text() == ""  # no computer moved


def test_a_review_says_where_it_is(make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    model.review_mode.review(Game(Rules(3), X_WINS[:3]), model.settings)
    model.review_mode.to(1)
    assert model.texts.status_text().startswith("Review: move 1 of 3. ")
    assert model.texts.refusal_text((2, 2)).startswith("This is a review")


def test_the_computers_turn_refuses_a_click(
    qtbot: QtBot, make_model: MakeModel, script: ComputerScript
) -> None:
    script.gate.clear()  # the computer thinks until the test lets it go
    model = make_model(human_mark="O")
    qtbot.waitUntil(lambda: model.is_thinking)
    assert model.texts.refusal_text((1, 1)).startswith("Wait for ")
    assert model.texts.status_text().endswith("is thinking…")
    script.gate.set()
    qtbot.waitUntil(lambda: not model.is_thinking)
    assert model.texts.last_move_text() != ""  # what the computer's move was
