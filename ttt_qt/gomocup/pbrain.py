"""``ttt-pbrain``: this app's player as a Gomocup engine, on standard input and output.

A Gomocup manager (Piskvork, qpiskvork, a tournament's) starts it and speaks the protocol;
``brain.Brain`` answers. ``--help`` and ``--version`` work as in every console script.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from ttt_qt import __version__

from .brain import MAX_SIZE, MIN_SIZE, Brain

DESCRIPTION = (
    "This app's threat-search player as a Gomocup (Piskvork protocol) engine: a manager writes"
    " commands to its standard input and reads its moves from its standard output."
    f" Five in a row on boards from {MIN_SIZE} x {MIN_SIZE} to {MAX_SIZE} x {MAX_SIZE}."
)


def serve(lines: TextIO, out: TextIO) -> int:
    """Answer the commands read from ``lines`` on ``out`` until ``END`` or the end of input."""

    def write(text: str) -> None:
        out.write(text + "\n")
        out.flush()

    brain = Brain(write)
    for line in lines:
        if not brain.handle(line):
            break
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ttt-pbrain``; the exit code (0 after ``END`` or the end of input)."""
    parser = argparse.ArgumentParser(prog="ttt-pbrain", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    try:
        parser.parse_args(argv)
    except SystemExit as request:
        return request.code if isinstance(request.code, int) else 2
    stdin = open(  # noqa: SIM115 - the process's own input, open as long as it runs
        sys.stdin.fileno(), encoding="utf-8", errors="replace", newline=None, closefd=False
    )
    try:
        return serve(stdin, sys.stdout)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the manager went away
        return 1
