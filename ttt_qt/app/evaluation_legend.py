"""The legend under the board while the evaluation overlay is on: whose values, how to read them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSizePolicy, QWidget

from ttt_qt.engine import Mark

from .evaluation_text import LegendState, legend_lines
from .roomy_label import RoomyLabel


class EvaluationLegend(RoomyLabel):
    """A label named ``evaluationLegend`` that explains the numbers on the free cells.

    The first line changes with the state (values, pending, waiting, over); sized for the
    tallest of the states' texts, the legend keeps its height, and the cells above it their
    place.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty legend; ``show_state`` fills it."""
        super().__init__(parent)
        self.setObjectName("evaluationLegend")
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._state: tuple[LegendState, Mark] | None = None
        self.keep_room_for(_texts("X"))

    def show_state(self, state: LegendState, mover: Mark) -> bool:
        """Explain the overlay in ``state`` for ``mover``; True when the text changed."""
        if self._state == (state, mover):
            return False
        self._state = (state, mover)
        self.keep_room_for(_texts(mover))
        self.setText("\n".join(legend_lines(state, mover)))
        return True


def _texts(mover: Mark) -> list[str]:
    """The legend's text in every state, for ``mover``."""
    return ["\n".join(legend_lines(state, mover)) for state in LegendState]
