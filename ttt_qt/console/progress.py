"""A progress bar on standard error that appears only once the work has run for a second.

On a terminal it redraws one line in place; when standard error goes to a file or a pipe it
writes a plain line at every tenth of the work instead, so logs stay readable.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

DELAY_SECONDS = 1.0
REDRAW_SECONDS = 0.1
BAR_WIDTH = 30
STEPS_OFF_TERMINAL = 10


class Progress:
    """Shows ``done`` of ``total`` on ``stream`` once ``delay`` seconds have passed.

    Attributes:
        shown: True once anything was written.
    """

    def __init__(
        self,
        total: int,
        stream: TextIO,
        *,
        label: str = "games",
        delay: float = DELAY_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._total = max(total, 1)
        self._stream = stream
        self._label = label
        self._delay = delay
        self._clock = clock
        self._start = clock()
        self._last_draw = float("-inf")
        self._last_step = 0
        self._terminal = _is_terminal(stream)
        self._width = 0
        self.shown = False

    def update(self, done: int) -> None:
        """Record that ``done`` units are finished; draw if it is time to."""
        now = self._clock()
        if now - self._start < self._delay:
            return
        if self._terminal:
            if now - self._last_draw >= REDRAW_SECONDS or done >= self._total:
                self._draw(done)
                self._last_draw = now
            return
        step = done * STEPS_OFF_TERMINAL // self._total
        if step > self._last_step:
            self._last_step = step
            self._write(self._text(done) + "\n")

    def finish(self) -> None:
        """Erase the bar from the terminal (a plain log keeps its lines)."""
        if self.shown and self._terminal:
            # Two more columns cover the "^C" a terminal echoes when the run is interrupted.
            self._write("\r" + " " * (self._width + 2) + "\r")

    def _draw(self, done: int) -> None:
        text = self._text(done)
        self._width = max(self._width, len(text))
        self._write("\r" + text.ljust(self._width))

    def _text(self, done: int) -> str:
        filled = done * BAR_WIDTH // self._total
        bar = "#" * filled + "-" * (BAR_WIDTH - filled)
        return f"[{bar}] {done}/{self._total} {self._label}"

    def _write(self, text: str) -> None:
        self._stream.write(text)
        self._stream.flush()
        self.shown = True


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
