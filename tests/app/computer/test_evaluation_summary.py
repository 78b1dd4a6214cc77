"""The evaluation said once: one sentence in the legend when (nearly) every free cell has the
same value, instead of the same label in two hundred cells."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS
from ttt_qt.ai import MoveValue
from ttt_qt.app import MainWindow
from ttt_qt.app.board.evaluation_legend import EvaluationLegend
from ttt_qt.app.computer.evaluation_summary import summary
from ttt_qt.app.computer.evaluation_text import LegendState, legend_lines
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Move

MakeWindow = Callable[..., MainWindow]

WIN_1 = MoveValue("win", 1, 1.0, "Win in 1")
WIN_3 = MoveValue("win", 3, 1.0, "Win in 3")
LOSS_2 = MoveValue("loss", 2, 0.0, "Loss in 2")
DRAW = MoveValue("draw", 6, 0.5, "Draw")


def estimate(score: float) -> MoveValue:
    return MoveValue("estimate", None, score, f"{round(score * 100)}%")


def free_cells(size: int, taken: int = 15) -> list[Move]:
    """The cells of a ``size`` board after ``taken`` moves (the first cells, row by row)."""
    return [(row, col) for row in range(size) for col in range(size)][taken:]


def board_of(value: MoveValue, size: int = 15, **others: MoveValue) -> dict[Move, MoveValue]:
    """Every free cell ``value``, but the cells named in ``others`` (``E10=...``)."""
    values = dict.fromkeys(free_cells(size), value)
    for name, other in others.items():
        values[(int(name[1:]) - 1, ord(name[0]) - ord("A"))] = other
    return values


def test_every_move_with_one_value_is_said_once() -> None:
    assert summary(board_of(LOSS_2), "O") == "Every move for O loses in 2."
    assert summary(board_of(WIN_1), "O") == "Every move for O wins in 1."
    assert summary(dict.fromkeys(free_cells(3, taken=4), DRAW), "O") == "Every move for O draws."
    # Estimates count as one value when they show the same whole percentage.
    alike = {(0, 0): estimate(0.451), (0, 1): estimate(0.449), (0, 2): estimate(0.45)}
    assert summary(alike, "O") == "Every move for O is estimated at 45%."


def test_a_few_moves_apart_are_named_with_their_values() -> None:
    assert (
        summary(board_of(LOSS_2, E10=estimate(0.01)), "O")
        == "Every move for O loses in 2, except E10: 1%."
    )
    assert summary(board_of(DRAW, C3=WIN_3), "O") == "Every move for O draws, except C3: wins in 3."
    assert (
        summary(board_of(WIN_3, J2=LOSS_2), "O")
        == "Every move for O wins in 3, except J2: loses in 2."
    )
    assert (
        summary(board_of(estimate(0.4), H8=DRAW), "X")
        == "Every move for X is estimated at 40%, except H8: draws."
    )
    three = board_of(LOSS_2, E10=estimate(0.01), A15=DRAW, C3=WIN_3)
    listed = QLocale().createSeparatedList(["C3: wins in 3", "E10: 1%", "A15: draws"])
    assert summary(three, "O") == f"Every move for O loses in 2, except {listed}."  # row by row


@pytest.mark.parametrize(
    "values",
    [
        {},
        {(0, 0): LOSS_2},  # one move is no "every move"
        board_of(LOSS_2, A15=DRAW, B15=DRAW, C15=DRAW, D15=WIN_1),  # more than three apart
        {(0, 0): LOSS_2, (0, 1): LOSS_2, (0, 2): DRAW, (1, 0): WIN_3},  # no clear majority
    ],
)
def test_values_that_differ_too_much_keep_the_legend(values: dict[Move, MoveValue]) -> None:
    assert summary(values, "X") == ""
    legend = EvaluationLegend()
    legend.show_state(LegendState.VALUES, "X", values)
    assert legend.text() == "\n".join(legend_lines(LegendState.VALUES, "X"))


def test_the_legend_says_it_in_its_first_line_while_the_cells_show_values() -> None:
    legend = EvaluationLegend()
    values = board_of(LOSS_2, E10=estimate(0.01))
    assert legend.show_state(LegendState.VALUES, "O", values)
    lines = legend_lines(LegendState.VALUES, "O")
    assert legend.text().split("\n") == ["Every move for O loses in 2, except E10: 1%.", *lines[1:]]
    assert not legend.show_state(LegendState.VALUES, "O", dict(values))  # nothing new
    # Without values on the cells there is nothing to sum up.
    assert legend.show_state(LegendState.PENDING, "O", values)
    assert legend.text() == "\n".join(legend_lines(LegendState.PENDING, "O"))
    for width in (150, 300, 600):  # room for the sentence, whatever the width
        legend.show_state(LegendState.VALUES, "O", values)
        shown = legend.heightForWidth(width)
        legend.show_state(LegendState.PENDING, "O", values)
        assert legend.heightForWidth(width) == shown


def test_a_lost_15_by_15_position_is_said_in_one_sentence(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, size=15, win_length=5, show_evaluation=True)
    model = window.model
    # X has four in a row, E8 to H8, blocked at D8: O can only block at I8.
    for move in [(7, 4), (7, 3), (7, 5), (0, 2), (7, 6), (14, 14)]:
        assert model.play(move)
    assert model.play((7, 7))
    legend = window.board_view.legend
    qtbot.waitUntil(
        lambda: legend.text().startswith("Every move for O loses in 2, except I8: "),
        timeout=WAIT_MS,
    )
    assert legend.isVisible()
    first = legend.text().split("\n")[0]
    assert window.board_view.cell((7, 8)).state.value_label in first
    # Its cells show colours, not words, on 15 x 15: the key says what the colours mean.
    assert legend.text().split("\n")[1:] == legend_lines(LegendState.VALUES, "O", colours=True)[1:]


def test_the_key_explains_words_on_small_boards_and_colours_on_big_ones(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    for size, colours in ((7, False), (9, True)):
        window = make_window(
            mode=Mode.HUMAN_VS_HUMAN, size=size, win_length=5, show_evaluation=True
        )
        legend = window.board_view.legend
        key = "\n".join(legend_lines(LegendState.VALUES, "X", colours=colours))

        def explained(legend: EvaluationLegend = legend, key: str = key) -> bool:
            return legend.text() == key

        qtbot.waitUntil(explained)
        valued = [cell for cell in window.board_view.cells() if cell.state.value_label]
        # The cells are colours first where the key speaks of colours, and words elsewhere.
        assert valued and all(cell.state.value_scale == colours for cell in valued)
        assert colours or all(cell.value_text_shown() for cell in valued)
        window.close()
    assert "Green" in legend_lines(LegendState.VALUES, "X", colours=True)[1]
    assert "Win in 3" in legend_lines(LegendState.VALUES, "X", colours=False)[1]
