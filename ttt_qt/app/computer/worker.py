"""The computer's worker: one long-lived object, moved to the computer's ``QThread``, runs jobs.

A job is a computation on an immutable board (a strategy choosing a move, an analysis for a
hint or the evaluation overlay, how an algorithm sees the position, for "show thinking"), or
on a copy of a game (a decision of a fair opening).
Every job carries the generation number of the position it was made for and its own
``threading.Event``, which stops the work early. The worker knows nothing of games or rules;
``computer.Computer`` owns it, its thread and the generation numbers.

The worker changes no setting of the process: the app sets the switch interval and turns
automatic collection off once at start-up (``process_settings``); after each job the worker
freezes what the job left alive, so that no later collection scans it.
"""

from __future__ import annotations

import enum
import gc
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal, Slot

from ttt_qt.gomocup import EngineError


class JobKind(enum.Enum):
    """What a job computes, so that its result reaches the right place."""

    MOVE = "move"
    HINT = "hint"
    EVALUATION = "evaluation"
    EXPLANATION = "explanation"
    OPENING = "opening"
    APART = "apart"


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
        try:
            result = job.compute(job.cancel)
        except EngineError as error:  # an outside engine failed: its one sentence says how
            self.job_failed.emit(job, str(error))
            return
        except Exception as error:  # a player's bug must not end the thread or reach the person
            self.job_failed.emit(job, f"{type(error).__name__}: {error}")
            return
        finally:
            # What the job leaves alive (a search's tree) out of later collections, unscanned.
            gc.freeze()
        self.job_finished.emit(job, result)
