"""Run ``ttt-console`` in-process or as a real process with given input; collect its output."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Sequence
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

from ttt_qt.console.main import main


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str


def run_console(argv: Sequence[str], stdin: str = "") -> Outcome:
    """``main(argv)`` with ``stdin`` as standard input; works inside hypothesis tests too."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv))
    finally:
        sys.stdin = saved
    return Outcome(code, out.getvalue(), err.getvalue())


def console_command() -> list[str]:
    """The installed ``ttt-console`` script, or ``python -m ttt_qt.console`` where there is none."""
    folder = Path(sys.executable).parent
    for name in ("ttt-console", "ttt-console.exe"):
        script = folder / name
        if script.exists():
            return [str(script)]
    return [sys.executable, "-m", "ttt_qt.console"]


def run_process(argv: Sequence[str], stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """Run the real ``ttt-console`` with ``stdin`` bytes; 60 s at most."""
    return subprocess.run(
        [*console_command(), *argv], input=stdin, capture_output=True, timeout=60, check=False
    )
