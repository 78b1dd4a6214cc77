"""The computer, seen from the window: its moves, hints and evaluations, for the current position.

One object owns the computer's thread and its worker, the generation number, the thinking
state and the analyses of the positions seen lately. The model starts a new generation
whenever the position changes; that cancels every job under way, and one rule drops late
results: a result is used only when its job's generation is the current one. A position
analysed before (back after Undo, Redo or a step in review) gets its analysis again at once,
so the same position always shows the same values. The computer's moves and the analyses
search with one ``SearchMemory``, so each builds on the other's tables (about 40 MB for the
transposition table and 60 MB for the 5 x 5 prover, kept for the rules in play).
"""

from __future__ import annotations

import atexit
import functools
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from ttt_qt.ai import Limit, SearchResult, Strategy, analyze, last_result
from ttt_qt.ai.memory import SearchMemory, share_memory
from ttt_qt.ai.opening import opening_chooser, take_opening_step
from ttt_qt.engine import Board, Game, Move, OpeningChoice
from ttt_qt.gomocup import EngineStrategy
from ttt_qt.gomocup.view import EngineView

from .process_settings import collect_then_freeze
from .worker import ComputerWorker, Job, JobKind


@dataclass(frozen=True, slots=True)
class EngineHint:
    """An outside engine's move for the side to move, asked for as a hint.

    Attributes:
        move: the move (row, col).
        view: what the engine said of it (evaluation, depth, line), or None.
    """

    move: Move
    view: EngineView | None = None


@dataclass(frozen=True, slots=True)
class ChosenMove:
    """A computer's move, and how its strategy found it (None when the strategy does not say).

    Attributes:
        move: the move (row, col).
        result: proven or not, the value, the time taken.
    """

    move: Move
    result: SearchResult | None


@dataclass(frozen=True, slots=True)
class OpeningStep:
    """A computer's decision in a fair opening: the stones it placed, or the choice it made.

    Attributes:
        stones: the stones placed, in order (empty for a choice).
        choice: the choice made (``black``, ``white``, ``two``), or None for stones.
    """

    stones: tuple[Move, ...]
    choice: OpeningChoice | None


HINT_BUDGET_SECONDS = 1.0
"""Seconds a hint's search takes at the most."""
EVALUATION_BUDGET_SECONDS = 1.5
"""Seconds the evaluation of a position takes at the most."""
KNOWN_POSITIONS = 256
"""Analyses kept, the latest used last to go (each a few kilobytes)."""


class Computer(QObject):
    """Runs the computer's moves (after an optional pause) and the analyses, current ones only.

    The analysis of the current position serves both the hint and the evaluation overlay, and
    is asked for at most once per position.

    Signals:
        move_chosen(object): the computer's move (row, col) for the current generation.
        move_failed(str): the computer could not move (or make its opening decision); the
            message says why.
        opening_step_taken(object): the computer's ``OpeningStep`` for the current generation.
        hint_ready(object): the suggested move (row, col) for the side to move.
        analysis_ready(object): the analysis (a SearchResult) of the current position.
        analysis_failed(str): an analysis of the current position failed.
        thinking_changed(bool): a move was asked for, or it arrived or was cancelled.
        explanation_ready(object): what ``explain``'s work returned, for the current position.
        explanation_failed(str): ``explain``'s work failed; the message says why.
    """

    move_chosen = Signal(object)
    move_failed = Signal(str)
    opening_step_taken = Signal(object)
    hint_ready = Signal(object)
    analysis_ready = Signal(object)
    analysis_failed = Signal(str)
    thinking_changed = Signal(bool)
    explanation_ready = Signal(object)
    explanation_failed = Signal(str)
    _job_submitted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        """Start the computer's thread."""
        super().__init__(parent)
        self._generation = 0
        self._thinking = False
        self._jobs: list[Job] = []
        self._apart: list[Job] = []  # ``run_apart``'s, stopped only by ``shutdown`` or their flag
        self._waiting: tuple[Board, Strategy] | None = None
        self._analysis: SearchResult | None = None
        self._analysing: Board | None = None
        self._known: OrderedDict[Board, SearchResult] = OrderedDict()
        self._hint: Move | None = None
        self._hint_wanted = False
        self._engine_view: EngineView | None = None
        self._engine_asked = False  # an engine's hint is on its way
        self._last_move_result: SearchResult | None = None
        self._memory = SearchMemory()  # the moves' and the analyses': see the module docstring
        # The player asked for the move under way (told to stop when it is cancelled), and
        # the players whose processes are to be closed (closed again, for sure, at shutdown).
        self._moving: Strategy | None = None
        self._retired: list[Strategy] = []
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._on_delay_timeout)
        self._thread = QThread(self)
        self._thread.setObjectName("computerThread")
        self._worker = ComputerWorker()  # no parent: it lives in the thread; kept alive here
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._job_submitted.connect(self._worker.run)
        self._worker.job_finished.connect(self._on_worker_job_finished)
        self._worker.job_failed.connect(self._on_worker_job_failed)
        self.destroyed.connect(functools.partial(_stop_thread, self._thread))
        self._thread.start()
        _running.add(self._thread)

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
        return self._thread.isRunning()

    @property
    def analysis(self) -> SearchResult | None:
        """The analysis of the current position, once found."""
        return self._analysis

    @property
    def last_move_result(self) -> SearchResult | None:
        """How the move that ``move_chosen`` brought last was found, when its strategy says."""
        return self._last_move_result

    @property
    def hint(self) -> Move | None:
        """The suggested move for the current position, once asked for and found."""
        return self._hint

    def new_generation(self) -> int:
        """Cancel everything under way, forget the position, start a new generation."""
        self._generation += 1
        for job in self._jobs:
            job.cancel.set()
        self._jobs.clear()
        moving, self._moving = self._moving, None
        stop = getattr(moving, "stop", None)
        if callable(stop):  # an outside engine stops thinking now (it also polls the flag)
            stop()
        self._delay.stop()
        self._waiting = None
        self._analysis = None
        self._analysing = None
        self._hint = None
        self._hint_wanted = False
        self._engine_view = None
        self._engine_asked = False
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

    def take_opening_step(self, game: Game, strategy: Strategy) -> None:
        """Let ``strategy`` make the opening decision due in ``game`` (a copy the job keeps).

        ``opening_step_taken`` brings the stones or the choice; ``move_failed`` says why not.
        """
        self._set_thinking(True)
        chooser = opening_chooser(strategy)

        def step(cancel: threading.Event) -> object:
            before = len(game.moves), len(game.choices)
            take_opening_step(game, chooser, Limit(cancel=cancel))
            choice = game.choices[-1] if len(game.choices) > before[1] else None
            return OpeningStep(game.moves[before[0] :], choice)

        self._submit(JobKind.OPENING, step)

    def request_hint(self, board: Board) -> None:
        """Find the best move on ``board``; ``hint_ready`` brings it."""
        if self._analysis is not None:
            self._show_hint(self._analysis)
            return
        self._hint_wanted = True
        self._analyse(board, JobKind.HINT, HINT_BUDGET_SECONDS)

    @property
    def engine_view(self) -> EngineView | None:
        """What the engine that gave the hint said of its move, once the hint came from one."""
        return self._engine_view

    def request_engine_hint(self, board: Board, engine: EngineStrategy) -> None:
        """Ask the outside ``engine`` for its move on ``board``; ``hint_ready`` brings it.

        Asked again before it answers (the hint's key while the evaluation overlay asked
        already), it is not asked twice.
        """
        if self._hint is not None:
            self.hint_ready.emit(self._hint)
            return
        if self._engine_asked:
            return
        self._engine_asked = True

        def ask(cancel: threading.Event) -> object:
            move = engine.choose(board, Limit(cancel=cancel))
            return EngineHint(move, engine.last_view)

        self._submit(JobKind.HINT, ask)

    def retire(self, strategy: Strategy) -> None:
        """Close ``strategy`` (an outside engine's process) once its work under way has stopped.

        The close runs in the computer's thread after the job it may be doing; no-op for a
        strategy without ``close``.
        """
        close = getattr(strategy, "close", None)
        if not callable(close):
            return
        self._retired.append(strategy)
        if not self._thread.isRunning():
            close()
            return

        def run(cancel: threading.Event) -> object:
            close()
            return None

        # Generation -1: never current, so its end is dropped; never cancelled.
        self._job_submitted.emit(Job(-1, JobKind.MOVE, run))

    def evaluate(self, board: Board) -> None:
        """Analyse ``board`` for the evaluation overlay unless it is known or on its way."""
        if self._analysis is None and not board.is_over:
            self._analyse(board, JobKind.EVALUATION, EVALUATION_BUDGET_SECONDS)

    def explain(self, compute: Callable[[Limit], object]) -> None:
        """Run ``compute`` (how an algorithm sees the current position) in the computer's thread.

        ``explanation_ready`` brings what it returns unless the position changes first (which
        also stops it: its limit's cancel flag is set).
        """
        self._submit(JobKind.EXPLANATION, lambda cancel: compute(Limit(cancel=cancel)))

    def run_apart(self, compute: Callable[[threading.Event], object]) -> threading.Event:
        """Run ``compute`` in the computer's thread whatever the position; return its stop flag.

        For work on a whole game (the coach's review), which stepping through the game must
        not cancel: a new generation leaves it running, ``shutdown`` and the returned flag stop
        it. Its result is dropped: the work reports through signals of its own (emitted in the
        computer's thread, delivered queued to objects of the window's thread).
        """
        job = Job(-1, JobKind.APART, compute)
        self._apart.append(job)
        if self._thread.isRunning():
            collect_then_freeze()
            self._job_submitted.emit(job)
        return job.cancel

    def shutdown(self) -> None:
        """Cancel everything, stop the thread and wait for it; close the retired engines."""
        for job in self._apart:
            job.cancel.set()
        self._apart.clear()
        self.new_generation()
        _stop_thread(self._thread)
        for strategy in self._retired:
            close = getattr(strategy, "close", None)
            if callable(close):
                close()
        self._retired.clear()

    @Slot()
    def _on_delay_timeout(self) -> None:
        if self._waiting is not None:
            board, strategy = self._waiting
            self._waiting = None
            self._submit_move(board, strategy)

    def _submit_move(self, board: Board, strategy: Strategy) -> None:
        share_memory(strategy, self._memory)

        def choose(cancel: threading.Event) -> object:
            move = strategy.choose(board, Limit(cancel=cancel))
            return ChosenMove(move, last_result(strategy))

        self._moving = strategy
        self._submit(JobKind.MOVE, choose)

    def _analyse(self, board: Board, kind: JobKind, seconds: float) -> None:
        if self._analysing is not None:
            return
        known = self._known.get(board)
        if known is not None:
            self._known.move_to_end(board)
            self._take_analysis(known)
            return

        def run(cancel: threading.Event) -> object:
            return analyze(board, Limit(time=seconds, cancel=cancel), self._memory)

        self._analysing = board
        self._submit(kind, run)

    def _submit(self, kind: JobKind, compute: Callable[[threading.Event], object]) -> None:
        if not self._thread.isRunning():
            return
        job = Job(self._generation, kind, compute)
        self._jobs.append(job)
        collect_then_freeze()  # here, in the window's thread: see its docstring
        self._job_submitted.emit(job)

    def _take(self, job: Job) -> bool:
        """The staleness rule: True when ``job`` belongs to the current generation."""
        if job.kind is JobKind.APART:
            if job in self._apart:
                self._apart.remove(job)
            return False
        if job.generation != self._generation:
            return False
        if job in self._jobs:
            self._jobs.remove(job)
        return True

    @Slot(object, object)
    def _on_worker_job_finished(self, job: Job, result: object) -> None:
        if not self._take(job):
            return
        if job.kind is JobKind.EXPLANATION:
            self.explanation_ready.emit(result)
            return
        if isinstance(result, EngineHint):
            self._engine_asked = False
            self._hint, self._engine_view = result.move, result.view
            self.hint_ready.emit(result.move)
            return
        if job.kind is JobKind.OPENING:
            self._set_thinking(False)
            self.opening_step_taken.emit(result)
            return
        if job.kind is JobKind.MOVE:
            self._moving = None
            chosen = cast(ChosenMove, result)
            self._set_thinking(False)
            self._last_move_result = chosen.result
            self.move_chosen.emit(chosen.move)
            return
        analysis = cast(SearchResult, result)
        if self._analysing is not None:
            self._known[self._analysing] = analysis
            if len(self._known) > KNOWN_POSITIONS:
                self._known.popitem(last=False)
        self._analysing = None
        self._take_analysis(analysis)

    def _take_analysis(self, analysis: SearchResult) -> None:
        """Make ``analysis`` the current position's: tell the views, and give the hint asked for."""
        self._analysis = analysis
        self.analysis_ready.emit(analysis)
        if self._hint_wanted:
            self._show_hint(analysis)

    @Slot(object, str)
    def _on_worker_job_failed(self, job: Job, message: str) -> None:
        if not self._take(job):
            return
        if job.kind is JobKind.EXPLANATION:
            self.explanation_failed.emit(message)
            return
        if job.kind in (JobKind.MOVE, JobKind.OPENING):
            self._moving = None
            self._set_thinking(False)
            self.move_failed.emit(message)
            return
        self._analysing = None
        self._hint_wanted = self._engine_asked = False
        self.analysis_failed.emit(message)

    def _show_hint(self, analysis: SearchResult) -> None:
        self._hint_wanted = False
        if analysis.move is not None:
            self._hint = analysis.move  # the most promising of the best moves
            self.hint_ready.emit(self._hint)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)


_running: weakref.WeakSet[QThread] = weakref.WeakSet()


def _stop_thread(thread: QThread) -> None:
    """Quit ``thread`` and wait for it (its current job has been told to cancel)."""
    try:
        if thread.isRunning():
            thread.quit()
            thread.wait()
    except RuntimeError:  # the C++ thread object is already gone: nothing left to stop
        return


@atexit.register
def _stop_all_threads() -> None:
    """Stop any computer thread still running when the interpreter exits."""
    for thread in list(_running):
        _stop_thread(thread)
