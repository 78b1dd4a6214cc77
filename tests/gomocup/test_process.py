"""One running engine program: lines both ways through its pipes, the tail of what it says on
standard error, and its end, asked for or forced."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from ttt_qt.gomocup.process import EngineProcess

# Upper-cases each line it reads, says "bye" on standard error at END, and ends.
ECHO = (
    "import sys\n"
    "for line in sys.stdin:\n"
    "    if line.strip() == 'END':\n"
    "        print('bye', file=sys.stderr, flush=True)\n"
    "        break\n"
    "    print(line.strip().upper(), flush=True)\n"
)


@pytest.fixture
def echo() -> Iterator[EngineProcess]:
    process = EngineProcess([sys.executable, "-c", ECHO])
    yield process
    process.kill()


def test_lines_go_both_ways(echo: EngineProcess) -> None:
    assert echo.running and echo.pid > 0
    assert echo.send(["start 15", "about"])
    assert echo.read(10) == "START 15"
    assert echo.read(10) == "ABOUT"


def test_end_closes_it_and_keeps_what_it_said_last(echo: EngineProcess) -> None:
    echo.close()
    assert not echo.running
    assert echo.exit_code == 0
    assert list(echo.stderr_tail) == ["bye"]
    assert echo.read(1) is None  # nothing more: it ended
    assert not echo.send(["turn 1,1"])


def test_a_killed_engine_ends_at_once(echo: EngineProcess) -> None:
    echo.kill()
    assert echo.wait_ended(10) is not None
    assert not echo.running
