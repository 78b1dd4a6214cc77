"""Terminal hygiene shared by every program that reads a person's answers from standard input."""

from __future__ import annotations

import io
import sys


def tolerate_undecodable_input() -> None:
    """Let bytes that are not text in the input's encoding arrive as U+FFFD instead of failing.

    ``input()`` would otherwise raise ``UnicodeDecodeError`` on random bytes; replaced
    characters simply make an answer that the programs reject politely.
    """
    stdin = sys.stdin
    if isinstance(stdin, io.TextIOWrapper):
        stdin.reconfigure(errors="replace")
