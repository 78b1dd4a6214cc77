"""The computer's side of the table: its moves and analyses, stamped with generation numbers.

The model starts a new generation whenever the position changes; this object then cancels
every job of the older generations and drops their late results, so a stale computer move
can never land on a newer position.
"""

from __future__ import annotations

import threading
from typing import cast

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ttt_qt.ai import Analysis, Strategy
from ttt_qt.engine import Board

from .analyst import Analyst
from .worker import ComputerThread, Job, JobKind


class ComputerTurns(QObject):
    """Runs the computer's moves (after an optional pause) and the analyses, current ones only.

    Attributes:
        analyst: hints and evaluation overlay for the current position.

    Signals:
        move_chosen(object): the computer's move (row, col) for the current generation.
        move_failed(str): the computer could not move; the message says why.
        analysis_failed(str): an analysis of the current position failed.
        thinking_changed(bool): a move was asked for, or it arrived or was cancelled.
    """

    move_chosen = Signal(object)
    move_failed = Signal(str)
    analysis_failed = Signal(str)
    thinking_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        """Start the computer's thread."""
        super().__init__(parent)
        self._generation = 0
        self._thinking = False
        self._waiting: tuple[Board, Strategy] | None = None
        self._thread = ComputerThread(self)
        self._thread.job_finished.connect(self._on_thread_job_finished)
        self._thread.job_failed.connect(self._on_thread_job_failed)
        self.analyst = Analyst(self._thread, self)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._on_delay_timeout)

    @property
    def generation(self) -> int:
        """The current generation; results of any other are dropped."""
        return self._generation

    @property
    def is_thinking(self) -> bool:
        """True from asking for a move until it arrives or is cancelled."""
        return self._thinking

    @property
    def is_running(self) -> bool:
        """True until ``shutdown``."""
        return self._thread.is_running

    def new_generation(self) -> int:
        """Cancel everything under way and start a new generation; return its number."""
        self._generation += 1
        self._thread.cancel_all()
        self._delay.stop()
        self._waiting = None
        self.analyst.reset()
        self._set_thinking(False)
        return self._generation

    def choose_move(self, board: Board, strategy: Strategy, delay_ms: int = 0) -> None:
        """Ask ``strategy`` for a move on ``board``, after ``delay_ms`` (to let people watch)."""
        self._set_thinking(True)
        if delay_ms > 0:
            self._waiting = (board, strategy)
            self._delay.start(delay_ms)
        else:
            self._submit_move(board, strategy)

    def request_hint(self, board: Board) -> None:
        """Find the best move on ``board``; ``analyst.hint_ready`` brings it."""
        self.analyst.request_hint(board, self._generation)

    def evaluate(self, board: Board) -> None:
        """Analyse ``board`` for the evaluation overlay."""
        self.analyst.evaluate(board, self._generation)

    def shutdown(self) -> None:
        """Cancel everything, stop the thread and wait for it."""
        self.new_generation()
        self._thread.stop()

    @Slot()
    def _on_delay_timeout(self) -> None:
        if self._waiting is not None:
            board, strategy = self._waiting
            self._waiting = None
            self._submit_move(board, strategy)

    def _submit_move(self, board: Board, strategy: Strategy) -> None:
        def choose(cancel: threading.Event) -> object:
            return strategy.choose(board, cancel)

        self._thread.submit(Job(self._generation, JobKind.MOVE, choose))

    @Slot(object, object)
    def _on_thread_job_finished(self, job: Job, result: object) -> None:
        if job.generation != self._generation:
            return  # stale: the position changed since the job was made
        if job.kind is JobKind.MOVE:
            self._set_thinking(False)
            self.move_chosen.emit(result)
        else:
            self.analyst.take_result(cast(Analysis, result))

    @Slot(object, str)
    def _on_thread_job_failed(self, job: Job, message: str) -> None:
        if job.generation != self._generation:
            return
        if job.kind is JobKind.MOVE:
            self._set_thinking(False)
            self.move_failed.emit(message)
        else:
            self.analyst.take_failure()
            self.analysis_failed.emit(message)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)
