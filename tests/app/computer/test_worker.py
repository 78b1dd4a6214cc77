"""The computer's worker: runs each job, tells a failure in a message, and skips a job that
was cancelled while it waited."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from ttt_qt.app.computer.worker import ComputerWorker, Job, JobKind


@pytest.fixture
def worker() -> Iterator[ComputerWorker]:
    made = ComputerWorker()
    yield made
    gc.unfreeze()  # the worker freezes what a job leaves alive; not the tests' objects


def test_a_job_runs_with_its_cancel_flag_and_brings_its_result(
    qtbot: QtBot, worker: ComputerWorker
) -> None:
    seen: list[threading.Event] = []

    def compute(cancel: threading.Event) -> object:
        seen.append(cancel)
        return 42

    job = Job(3, JobKind.MOVE, compute)
    with qtbot.waitSignal(worker.job_finished) as finished:
        worker.run(job)
    assert finished.args == [job, 42]
    assert seen == [job.cancel]


def test_a_job_that_raises_is_told_in_one_line(qtbot: QtBot, worker: ComputerWorker) -> None:
    def compute(cancel: threading.Event) -> object:
        raise ValueError("bad board")

    job = Job(1, JobKind.HINT, compute)
    with (
        qtbot.assertNotEmitted(worker.job_finished),
        qtbot.waitSignal(worker.job_failed) as failed,
    ):
        worker.run(job)
    assert failed.args == [job, "ValueError: bad board"]


def test_a_job_cancelled_in_the_queue_is_not_run(qtbot: QtBot, worker: ComputerWorker) -> None:
    ran: list[bool] = []
    job = Job(1, JobKind.EVALUATION, lambda cancel: ran.append(True))
    job.cancel.set()
    with qtbot.assertNotEmitted(worker.job_finished):
        worker.run(job)
    assert ran == []
