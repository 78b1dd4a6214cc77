"""The real ``ttt-console`` command: help, exit codes, a game, and a reader that goes away."""

from __future__ import annotations

import contextlib
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import console_command, run_process


def test_help_and_bad_options() -> None:
    assert run_process(["--help"]).returncode == 0
    bad = run_process(["arena", "--games", "none"])
    assert bad.returncode == 2
    assert bad.stderr.startswith(b"usage: ttt-console arena")
    assert bad.stdout == b""


def test_a_classic_game_through_the_real_command() -> None:
    result = run_process(["classic", "--o", "minimax"], b"b2\nc3\nb1\nc1\nn\n")
    assert result.returncode == 0
    out = result.stdout.decode()
    assert out.startswith("Welcome to TIC-TAC-TOE Game!\n   A   B   C\n +---+---+---+\n")
    assert "\nAlice, O: Enter a cell [A-C][1-3]: \n" in out
    assert "Bob is a winner!" not in out
    assert out.endswith("Goodbye!\n")


def test_an_arena_run_through_the_real_command() -> None:
    result = run_process(["arena", "--x", "sequential", "--o", "sequential", "--games", "2"])
    assert result.returncode == 0
    assert b"Totals: X (sequential) won 2, O (sequential) won 0, ties 0" in result.stdout


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    command = [*console_command(), "arena", "--games", "3000", "--x", "sequential"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline()
        process.stdout.close()  # like `| head -1`
        errors = process.stderr.read()
        code = process.wait(timeout=60)
    assert first.startswith(b"sequential (X) against random (O)")
    assert b"Traceback" not in errors
    assert b"Exception ignored" not in errors
    assert code in (0, 1)


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (read from /proc)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            fields = stat.read_text().rpartition(")")[2].split()
            if int(fields[1]) == pid:
                found.add(int(stat.parent.name))
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_a_tournament_stopped_by_a_signal_leaves_no_worker_behind(stop: signal.Signals) -> None:
    """Only the main process gets the signal, as from ``kill`` or ``timeout``."""
    # About 15 s of games, the first tenth after 1.5 s: the signal comes long before the end,
    # even on a loaded machine (with sequential against random the games were over in 3 s).
    command = [*console_command(), "tournament", "--players", "smart,random"]
    command += ["--games", "4000", "--size", "15", "--jobs", "2"]
    with (
        _sigint_not_ignored(),
        subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) as process,
    ):
        assert process.stderr is not None
        first_progress = process.stderr.readline()  # a tenth of the games: the workers run
        workers = _children(process.pid)
        process.send_signal(stop)
        # Times out while a worker left behind still holds the pipe open.
        _, errors = process.communicate(timeout=60)
        code = process.returncode
    assert b"games" in first_progress
    assert len(workers) >= 2  # the two workers (and multiprocessing's resource tracker)
    assert code == 128 + stop
    assert b"Traceback" not in errors
    if stop == signal.SIGINT:  # the games played so far are rated
        assert b"Interrupted after " in errors
    alive = [
        pid for pid in workers if Path(f"/proc/{pid}").exists() and "spawn_main" in _cmdline(pid)
    ]
    assert alive == []


@contextlib.contextmanager
def _sigint_not_ignored() -> Iterator[None]:
    """While open, the tournament started gets SIGINT's default: a KeyboardInterrupt.

    A suite started as a background job of a shell without job control (``cmd &``) inherits
    SIGINT ignored, and so would the tournament: it would play all its games. A handler set
    here is reset to the default in the child when it starts, where an ignored signal is not.
    """
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _cmdline(pid: int) -> str:
    with contextlib.suppress(OSError):
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    return ""
