"""The computer's thread: one long-lived worker object in one ``QThread`` runs jobs in order.

A job is a computation on an immutable board (a strategy choosing a move, or an analysis for a
hint or the evaluation overlay). Every job carries the model's generation number and its own
``threading.Event``; the model cancels jobs it no longer wants by setting the event, and drops
any result whose generation is stale. The worker knows nothing of games or rules.
"""

from __future__ import annotations

import atexit
import enum
import functools
import gc
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThread, Signal, Slot


class JobKind(enum.Enum):
    """What a job computes, so that the model knows what to do with its result."""

    MOVE = "move"
    HINT = "hint"
    EVALUATION = "evaluation"


@dataclass(frozen=True, eq=False)
class Job:
    """One request to the computer's thread.

    Attributes:
        generation: the model's generation when the job was made; a stale result is dropped.
        kind: what the result is for.
        compute: the work, run in the computer's thread; it must return promptly once its
            argument (the cancel flag) is set.
        cancel: set by the model to stop the job.
    """

    generation: int
    kind: JobKind
    compute: Callable[[threading.Event], object]
    cancel: threading.Event = field(default_factory=threading.Event)


class ComputerWorker(QObject):
    """Runs jobs in the computer's thread, one at a time, in the order they were submitted.

    Signals:
        job_finished(Job, object): a job returned a result.
        job_failed(Job, str): a job raised; the message says why.
    """

    job_finished = Signal(object, object)
    job_failed = Signal(object, str)

    @Slot(object)
    def run(self, job: Job) -> None:
        """Run ``job`` unless it was cancelled while it waited in the queue."""
        if job.cancel.is_set():
            return
        # A long search builds a tree of millions of objects. A full collection over it holds
        # the interpreter lock, and so the window, for 100-200 ms. Collect nothing while the
        # job runs, and afterwards move what it left alive (a search tree kept for the next
        # move) out of later collections; the search trees hold no cycles, so reference
        # counting still frees them.
        gc.disable()
        try:
            result = job.compute(job.cancel)
        except Exception as error:  # a player's bug must not end the thread or reach the person
            self.job_failed.emit(job, f"{type(error).__name__}: {error}")
            return
        finally:
            gc.freeze()
            gc.enable()
        self.job_finished.emit(job, result)


class ComputerThread(QObject):
    """Owns the computer's ``QThread`` and its worker; lives in the GUI thread.

    ``stop`` cancels every job, quits the thread and waits for it, so the thread is never
    destroyed while it runs. It is called by the model when the window closes, and as a last
    resort when this object is destroyed or the interpreter exits.

    Signals:
        job_finished(Job, object): delivered in the GUI thread.
        job_failed(Job, str): delivered in the GUI thread.
    """

    job_finished = Signal(object, object)
    job_failed = Signal(object, str)
    _job_submitted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        """Start the thread."""
        super().__init__(parent)
        self._pending: list[Job] = []
        self._thread = QThread(self)
        self._thread.setObjectName("computerThread")
        self._worker = ComputerWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._job_submitted.connect(self._worker.run)
        self._worker.job_finished.connect(self._on_worker_job_finished)
        self._worker.job_failed.connect(self._on_worker_job_failed)
        self.destroyed.connect(functools.partial(_stop_thread, self._thread))
        self._thread.start()
        _running.add(self._thread)

    @property
    def is_running(self) -> bool:
        """True until ``stop``."""
        return self._thread.isRunning()

    @property
    def pending_jobs(self) -> int:
        """Jobs submitted and not yet finished, failed or cancelled."""
        return len(self._pending)

    def submit(self, job: Job) -> None:
        """Queue ``job`` to run in the computer's thread after the jobs before it."""
        if not self._thread.isRunning():
            return
        self._pending.append(job)
        self._job_submitted.emit(job)

    def cancel_all(self) -> None:
        """Set the cancel flag of every pending job; their results will not be delivered."""
        for job in self._pending:
            job.cancel.set()
        self._pending.clear()

    def stop(self) -> None:
        """Cancel every job, quit the thread and wait until it has finished."""
        self.cancel_all()
        _stop_thread(self._thread)

    @Slot(object, object)
    def _on_worker_job_finished(self, job: Job, result: object) -> None:
        if self._forget(job):
            self.job_finished.emit(job, result)

    @Slot(object, str)
    def _on_worker_job_failed(self, job: Job, message: str) -> None:
        if self._forget(job):
            self.job_failed.emit(job, message)

    def _forget(self, job: Job) -> bool:
        """Drop ``job`` from the pending list; False when it was cancelled meanwhile."""
        if job.cancel.is_set() or job not in self._pending:
            return False
        self._pending.remove(job)
        return True


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
