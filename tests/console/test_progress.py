"""The console's progress bar: nothing for a short run, one redrawn line on a terminal once a
second has passed, plain lines elsewhere."""

from __future__ import annotations

import io

from ttt_qt.console.progress import Progress


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_waits_a_second_then_redraws_one_line() -> None:
    clock, stream = FakeClock(), FakeTerminal()
    progress = Progress(10, stream, clock=clock)
    clock.now += 0.5
    progress.update(1)
    assert stream.getvalue() == ""
    clock.now += 0.6
    progress.update(2)
    assert stream.getvalue() == "\r[######------------------------] 2/10 games"
    clock.now += 0.01
    progress.update(3)  # redrawn at most ten times a second
    assert stream.getvalue().count("\r") == 1
    clock.now += 0.2
    progress.update(10)
    assert stream.getvalue().endswith("\r[##############################] 10/10 games")
    progress.finish()
    width = len("[##############################] 10/10 games")
    assert stream.getvalue().endswith("\r" + " " * (width + 2) + "\r")


def test_the_progress_bar_writes_plain_lines_off_a_terminal() -> None:
    clock, stream = FakeClock(), io.StringIO()
    progress = Progress(100, stream, clock=clock)
    for done in range(1, 101):
        clock.now += 0.05
        progress.update(done)
    progress.finish()
    lines = stream.getvalue().splitlines()
    assert "\r" not in stream.getvalue()
    assert lines[-1] == "[##############################] 100/100 games"
    assert 5 <= len(lines) <= 10  # a line per tenth, once the first second has passed


def test_a_short_run_shows_no_progress() -> None:
    clock, stream = FakeClock(), FakeTerminal()
    progress = Progress(3, stream, clock=clock)
    for done in (1, 2, 3):
        progress.update(done)
    progress.finish()
    assert stream.getvalue() == ""
    assert not progress.shown
