"""Terminal hygiene shared by every program that reads a person's answers from standard input."""

from __future__ import annotations

import io
import os
import sys


def tolerate_undecodable_input() -> None:
    """Let bytes that are not text in the input's encoding arrive as U+FFFD instead of failing.

    ``input()`` would otherwise raise ``UnicodeDecodeError`` on random bytes; replaced
    characters simply make an answer that the programs reject politely.
    """
    stdin = sys.stdin
    if isinstance(stdin, io.TextIOWrapper):
        stdin.reconfigure(errors="replace")


def silence_stdout() -> None:
    """After the reader of our output went away, send the rest (and the final flush) nowhere."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
