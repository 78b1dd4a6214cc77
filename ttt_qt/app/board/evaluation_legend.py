"""The legend under the board while the evaluation overlay is on: whose values, how to read them."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSizePolicy, QWidget

from ttt_qt.ai import MoveValue
from ttt_qt.engine import Mark, Move

from ..computer.evaluation_summary import summary
from ..computer.evaluation_text import LegendState, legend_lines
from ..game.model import GameModel
from ..settings.app_settings import Mode
from ..widgets.roomy_label import RoomyLabel


class EvaluationLegend(RoomyLabel):
    """A label named ``evaluationLegend`` that explains the numbers on the free cells.

    The first line changes with the state (values, pending, waiting, over), and gives way to
    a summary when the values are (nearly) all the same; sized for the tallest of the states'
    texts, the legend keeps its height, and the cells above it their place.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty legend; ``show_state`` fills it."""
        super().__init__(parent)
        self.setObjectName("evaluationLegend")
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._state: tuple[LegendState, Mark, str, bool] | None = None
        self.keep_room_for(_texts("X", colours=False))

    def follow(self, model: GameModel, *, colours: bool) -> bool:
        """Explain what the overlay shows for ``model`` now; True when the text changed."""
        analysis = model.computer_turn.analysis
        values = analysis.moves if analysis is not None else None
        return self.show_state(legend_state(model), model.board.to_move, values, colours=colours)

    def show_state(
        self,
        state: LegendState,
        mover: Mark,
        values: Mapping[Move, MoveValue] | None = None,
        *,
        colours: bool = False,
    ) -> bool:
        """Explain the overlay in ``state`` for ``mover``; True when the text changed.

        When the free cells' ``values`` are (nearly) all the same, one sentence says so (see
        ``evaluation_summary``), in the first line's place. ``colours``: the cells show their
        values as colours (big boards), so the key explains the colours.
        """
        said = summary(values or {}, mover) if state is LegendState.VALUES else ""
        if self._state == (state, mover, said, colours):
            return False
        self._state = (state, mover, said, colours)
        lines = legend_lines(state, mover, colours=colours)
        if said:
            lines[0] = said
        text = "\n".join(lines)
        self.keep_room_for([*_texts(mover, colours=colours), text])
        self.setText(text)
        return True


def legend_state(model: GameModel) -> LegendState:
    """What the overlay shows for ``model`` now: values, a search under way, or why none."""
    turn = model.computer_turn
    if model.board.is_over:
        return LegendState.OVER
    if turn.analysis is not None and turn.analysis.moves:
        return LegendState.VALUES
    if turn.can_evaluate:
        return LegendState.PENDING
    if model.settings.mode == Mode.COMPUTER_VS_COMPUTER:
        return LegendState.WATCHING
    return LegendState.WAITING


def _texts(mover: Mark, *, colours: bool) -> list[str]:
    """The legend's text in every state, for ``mover``."""
    return ["\n".join(legend_lines(state, mover, colours=colours)) for state in LegendState]
