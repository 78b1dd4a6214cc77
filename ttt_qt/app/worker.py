"""The computer's worker: one long-lived object, moved to the computer's ``QThread``, runs jobs.

A job is a computation on an immutable board (a strategy choosing a move, or an analysis for a
hint or the evaluation overlay). Every job carries the generation number of the position it was
made for and its own ``threading.Event``, which stops the work early. The worker knows nothing
of games or rules; ``computer.Computer`` owns it, its thread and the generation numbers.
"""

from __future__ import annotations

import enum
import gc
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal, Slot

SWITCH_INTERVAL_S = 0.0005
"""How soon the computer's thread hands the interpreter to the window when it asks (Python's
default is 5 ms; ``computer.Computer`` sets it, process-wide, as it starts the thread). The
window runs Python for every cell it paints; on 15 x 15 a full repaint during a search asks
for the interpreter 225 times, and at 5 ms a time the window stood still for up to a second
(``benchmarks/bench_responsiveness.py``: worst gap 315-934 ms in the first search after the
window appeared; 11-14 ms at 0.5 ms). A thread that nobody waits for is never interrupted,
so searches lose nothing while the window is idle."""


class JobKind(enum.Enum):
    """What a job computes, so that its result reaches the right place."""

    MOVE = "move"
    HINT = "hint"
    EVALUATION = "evaluation"


@dataclass(frozen=True, eq=False)
class Job:
    """One request to the computer's thread.

    Attributes:
        generation: the generation of the position the job was made for.
        kind: what the result is for.
        compute: the work, run in the computer's thread; it must return promptly once its
            argument (the cancel flag) is set.
        cancel: set to stop the job early.
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
        gc.disable()  # the window's thread collected before it submitted the job
        try:
            result = job.compute(job.cancel)
        except Exception as error:  # a player's bug must not end the thread or reach the person
            self.job_failed.emit(job, f"{type(error).__name__}: {error}")
            return
        finally:
            gc.freeze()
            gc.enable()
        self.job_finished.emit(job, result)


def collect_then_freeze() -> None:
    """Collect what became garbage since the last job, then freeze what is still alive.

    A long search keeps a tree of millions of objects for the next move. A full collection
    over it holds the interpreter lock, and so the window, for 100-200 ms; so the collector is
    off while a job runs, and what the job leaves alive is frozen after it (moved out of
    every later collection) without being scanned. That is safe because the searches make no
    reference cycles: whatever they drop, reference counting frees at once (a test runs every
    player and ``analyze`` with the collector off and finds no cyclic garbage). Before each
    job, this collection frees the cycles the window made since the last one (it scans only
    what was made since then: a few milliseconds), so none of them is ever frozen with it.

    It must run in the window's thread (``computer.Computer`` calls it as it submits a job):
    the cycles it frees may hold Qt widgets, and a widget destroyed in the computer's thread
    crashed the process (a segmentation fault inside this collection, once in a few runs of
    the window's tests).
    """
    gc.collect()
    gc.freeze()
