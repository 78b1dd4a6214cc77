"""The legend under the board: what the overlay shows now and for whom, one sentence instead of
the first line when every value is alike, and no repaint when nothing changed."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from ttt_qt.ai import MoveValue
from ttt_qt.app.board.evaluation_legend import EvaluationLegend, legend_state
from ttt_qt.app.computer.evaluation_text import LegendState, legend_lines
from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import Mode

DRAW = MoveValue("draw", 5, 0.5, "Draw")
WIN = MoveValue("win", 3, 1.0, "Win in 3")
LOSS = MoveValue("loss", 2, 0.0, "Loss in 2")


def make_legend(qtbot: QtBot) -> EvaluationLegend:
    legend = EvaluationLegend()
    qtbot.addWidget(legend)
    return legend


def test_the_legend_says_the_state_and_changes_only_when_it_does(qtbot: QtBot) -> None:
    legend = make_legend(qtbot)
    assert legend.objectName() == "evaluationLegend"
    assert legend.show_state(LegendState.OVER, "X")
    assert legend.text() == "\n".join(legend_lines(LegendState.OVER, "X"))
    assert not legend.show_state(LegendState.OVER, "X")  # the same: nothing to redo
    assert legend.show_state(LegendState.PENDING, "O")
    assert legend.text().splitlines()[0] == "Evaluating every free cell for O…"
    assert legend.show_state(LegendState.PENDING, "O", colours=True)
    assert legend.text() == "\n".join(legend_lines(LegendState.PENDING, "O", colours=True))


def test_values_all_alike_are_said_in_one_sentence(qtbot: QtBot) -> None:
    legend = make_legend(qtbot)
    mixed = {(0, 0): WIN, (0, 1): DRAW, (1, 1): LOSS}
    legend.show_state(LegendState.VALUES, "X", mixed)
    assert legend.text() == "\n".join(legend_lines(LegendState.VALUES, "X"))
    alike = {(row, col): DRAW for row in range(3) for col in range(3)}
    assert legend.show_state(LegendState.VALUES, "X", alike)
    first, *rest = legend.text().splitlines()
    assert first != legend_lines(LegendState.VALUES, "X")[0]
    assert rest == legend_lines(LegendState.VALUES, "X")[1:]


def test_the_state_follows_the_model(qtbot: QtBot, make_model: Callable[..., GameModel]) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    assert legend_state(model) in (LegendState.PENDING, LegendState.WAITING)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        assert model.play(move)
    assert legend_state(model) is LegendState.OVER
    legend = make_legend(qtbot)
    assert legend.follow(model, colours=False)
    assert legend.text() == legend_lines(LegendState.OVER, "O")[0]
