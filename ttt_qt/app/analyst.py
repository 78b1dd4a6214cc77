"""Hints and the evaluation overlay: analyses of the current position, run in the computer's thread.

The model owns one ``Analyst`` and resets it whenever the position changes; the analyst keeps
at most one analysis of the current position and serves both the hint and the overlay from it.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from ttt_qt.ai import Analysis, analyze
from ttt_qt.engine import Board, Move

from .worker import ComputerThread, Job, JobKind

HINT_BUDGET_SECONDS = 1.0
EVALUATION_BUDGET_SECONDS = 1.5


class Analyst(QObject):
    """Asks the computer's thread for analyses and turns them into hints and overlay values.

    Signals:
        hint_ready(object): the suggested move (row, col) for the side to move.
        analysis_ready(object): the analysis of the current position.
    """

    hint_ready = Signal(object)
    analysis_ready = Signal(object)

    def __init__(self, computer: ComputerThread, parent: QObject | None = None) -> None:
        """Submit analysis jobs to ``computer``."""
        super().__init__(parent)
        self._computer = computer
        self._analysis: Analysis | None = None
        self._hint: Move | None = None
        self._hint_wanted = False
        self._pending = False

    @property
    def analysis(self) -> Analysis | None:
        """The analysis of the current position, once found."""
        return self._analysis

    @property
    def hint(self) -> Move | None:
        """The suggested move for the current position, once asked for and found."""
        return self._hint

    def reset(self) -> None:
        """Forget everything about the previous position (its jobs were cancelled by the model)."""
        self._analysis = None
        self._hint = None
        self._hint_wanted = False
        self._pending = False

    def evaluate(self, board: Board, generation: int) -> None:
        """Analyse ``board`` for the overlay unless an analysis is known or on its way."""
        if self._analysis is None and not self._pending and not board.is_over:
            self._submit(board, generation, JobKind.EVALUATION, EVALUATION_BUDGET_SECONDS)

    def request_hint(self, board: Board, generation: int) -> None:
        """Find the best move of ``board``; ``hint_ready`` brings it."""
        if self._analysis is not None:
            self._show_hint(self._analysis)
            return
        self._hint_wanted = True
        if not self._pending:
            self._submit(board, generation, JobKind.HINT, HINT_BUDGET_SECONDS)

    def take_result(self, result: Analysis) -> None:
        """Use the analysis of the current position (its generation was checked)."""
        self._pending = False
        self._analysis = result
        self.analysis_ready.emit(result)
        if self._hint_wanted:
            self._show_hint(result)

    def take_failure(self) -> None:
        """The analysis of the current position failed; a later request may try again."""
        self._pending = False
        self._hint_wanted = False

    def _submit(self, board: Board, generation: int, kind: JobKind, budget: float) -> None:
        def run(cancel: threading.Event) -> object:
            return analyze(board, budget=budget, cancel=cancel)

        self._pending = True
        self._computer.submit(Job(generation, kind, run))

    def _show_hint(self, analysis: Analysis) -> None:
        self._hint_wanted = False
        best = analysis.best_moves()
        if best:
            self._hint = best[0]
            self.hint_ready.emit(self._hint)
