"""Benchmark of what a fresh process pays to import the computer players and play one move.

Run from the repository: ``python benchmarks/bench_import.py`` (``--repeat N``, 15 by default).
Each row starts a new interpreter (this one's, so the same site packages) ``--repeat`` times and
keeps the quickest wall-clock time, since other programs on the machine only ever slow it down:

- a bare start (``python -c pass``), the unit of the last column;
- ``import ttt_qt.ai`` (the registry, with every player's name, description and options);
- the first 3 x 3 move of ``smart``, from the start of the process to its answer;
- the first 3 x 3 move of ``perfect``, which imports the search.

Issue 33 asks for the first ``smart`` move in at most 2.5 times a bare start. ``python -X
importtime -c "import ttt_qt.ai"`` shows which module costs what.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

from tables import markdown  # noqa: E402

FIRST_MOVE = (
    "from ttt_qt.engine import Rules, Board; from ttt_qt.ai import create; "
    "create({name!r}).choose(Board.empty(Rules(3, 3, False)))"
)
CASES: list[tuple[str, str]] = [
    ("bare start (`python -c pass`)", "pass"),
    ("`import ttt_qt.ai`", "import ttt_qt.ai"),
    ("first 3 x 3 move of `smart`", FIRST_MOVE.format(name="smart")),
    ("first 3 x 3 move of `perfect`", FIRST_MOVE.format(name="perfect")),
]


def best_start(code: str, repeat: int) -> float:
    """The least wall-clock seconds of ``repeat`` fresh interpreters running ``code``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: Sequence[str] | None = None) -> None:
    """Print the machine, then the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15, help="starts per row (the best is kept)")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load:.1f}; "
        f"Python {platform.python_version()}; best of {args.repeat} starts\n"
    )
    bare = 0.0
    rows = []
    for label, code in CASES:
        seconds = best_start(code, args.repeat)
        bare = bare or seconds
        rows.append((label, f"{seconds * 1000:.0f}", f"{seconds / bare:.1f}"))
    print(markdown(("process", "ms", "x bare start"), rows))


if __name__ == "__main__":
    main()
