"""The time budget of one move: an overall deadline, a deadline per stage, and the cancel flag."""

from __future__ import annotations

import threading
import time

CHECK_EVERY = 64
"""Moves played between looks at the clock (64 moves take well under a millisecond)."""


class OutOfTime(Exception):
    """The stage's time ran out or the move was cancelled; the search unwinds."""


class Clock:
    """Counts the moves a search plays and stops it when its stage's time is up.

    Attributes:
        deadline: the monotonic time at which the whole move must be decided.
        stage_deadline: the monotonic time at which the current stage stops.
        cancel: the flag that stops the thinking once set (None: nothing cancels).
    """

    def __init__(self, seconds: float, cancel: threading.Event | None) -> None:
        self.cancel = cancel
        self._start = time.monotonic()
        self.deadline = self._start + seconds
        self.stage_deadline = self.deadline
        self._count = 0

    def stage(self, share: float) -> None:
        """Give the next stage ``share`` of the time left (never past the deadline)."""
        now = time.monotonic()
        self.stage_deadline = min(self.deadline, now + max(0.0, self.deadline - now) * share)

    def left(self) -> float:
        """Seconds left for the whole move."""
        return self.deadline - time.monotonic()

    def cancelled(self) -> bool:
        """True once the cancel flag is set."""
        return self.cancel is not None and self.cancel.is_set()

    def tick(self) -> None:
        """Called at every move played; raises OutOfTime when the stage is over."""
        self._count += 1
        if self._count % CHECK_EVERY:
            return
        if time.monotonic() >= self.stage_deadline or self.cancelled():
            raise OutOfTime
