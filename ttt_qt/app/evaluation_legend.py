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
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._state: tuple[LegendState, Mark] | None = None

    def show_state(self, state: LegendState, mover: Mark) -> bool:
        """Explain the overlay in ``state`` for ``mover``; True when the text changed."""
        if self._state == (state, mover):
            return False
        self._state = (state, mover)
        self.setText("\n".join(legend_lines(state, mover)))
        return True
