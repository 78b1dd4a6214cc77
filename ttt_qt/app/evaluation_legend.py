"""The legend under the board while the evaluation overlay is on: whose values, how to read them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ttt_qt.engine import Mark

from .evaluation_text import LegendState, legend_lines


class EvaluationLegend(QLabel):
    """A label named ``evaluationLegend`` that explains the numbers on the free cells."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty legend; ``show_state`` fills it."""
        super().__init__(parent)
        self.setObjectName("evaluationLegend")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._state: tuple[LegendState, Mark] | None = None
        self._measure = QLabel()  # never shown: measures the texts of the other states
        self._measure.setTextFormat(Qt.TextFormat.PlainText)
        self._measure.setWordWrap(True)

    def heightForWidth(self, width: int) -> int:
        """The height of the tallest of the legend's texts at ``width``.

        The first line changes with the state (values, pending, waiting, over); sized for the
        tallest, the legend keeps its height, and the cells above it their place.
        """
        mover: Mark = self._state[1] if self._state is not None else "X"
        self._measure.setFont(self.font())
        heights = []
        for state in LegendState:
            self._measure.setText("\n".join(legend_lines(state, mover)))
            heights.append(self._measure.heightForWidth(width))
        return max(heights)

    def show_state(self, state: LegendState, mover: Mark) -> bool:
        """Explain the overlay in ``state`` for ``mover``; True when the text changed."""
        if self._state == (state, mover):
            return False
        self._state = (state, mover)
        self.setText("\n".join(legend_lines(state, mover)))
        return True
