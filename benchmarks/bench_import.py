"""Benchmark of what a fresh process pays to import the computer players and play one move.

Run from the repository: ``python benchmarks/bench_import.py`` (``--repeat N``, 20 by default).
Each row starts a new interpreter (this one's, so the same site packages) ``--repeat`` times, the
rows taking turns so that a busy moment of the machine does not fall on one row only, and keeps
the least wall-clock time and the least CPU time (user + system, from ``getrusage``; on a
machine shared with other work the CPU time varies much less than the wall-clock time). The
interpreters may write their bytecode caches (``PYTHONDONTWRITEBYTECODE`` is left out of their
environment) and a first round warms them, as on a person's machine, where a module is compiled
once, not at every start. ``--no-bytecode`` measures the other case: ttt_qt's caches removed
and ``PYTHONDONTWRITEBYTECODE`` set, so that its modules are compiled at every start (the standard
library's caches stay, as installed), where the size of what is imported counts the most:

- a bare start (``python -c pass``), the unit of the last column;
- ``import ttt_qt.ai`` (the registry, with every player's name, description and options);
- the first 3 x 3 move of ``smart``, from the start of the process to its answer;
- the first 3 x 3 move of ``perfect``, which imports the search.

Issue 33 asks for the first ``smart`` move in at most 2.5 times a bare start. ``python -X
importtime -c "import ttt_qt.ai"`` shows which module costs what.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import resource
import shutil
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


def environment(bytecode: bool) -> dict[str, str]:
    """The interpreters' environment: ttt_qt's modules compiled once, or (removing its caches
    first) at every start."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    if not bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        spec = importlib.util.find_spec("ttt_qt")
        for folder in (spec.submodule_search_locations or []) if spec else []:
            for cache in Path(folder).rglob("__pycache__"):
                shutil.rmtree(cache)
    return env


def start_seconds(code: str, env: dict[str, str]) -> tuple[float, float]:
    """The (wall-clock, CPU) seconds of a fresh interpreter running ``code``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="starts per row (the best is kept)")
    parser.add_argument(
        "--no-bytecode", action="store_true", help="compile every module at every start"
    )
    args = parser.parse_args(argv)
    table(args.repeat, environment(not args.no_bytecode))


def table(repeat: int, env: dict[str, str]) -> None:
    """Print the machine, then the table of ``repeat`` rounds of starts in ``env``."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load:.1f}; "
        f"Python {platform.python_version()}; best of {repeat} starts, "
        f"{'ttt_qt compiled at every start' if 'PYTHONDONTWRITEBYTECODE' in env else 'cached'}\n"
    )
    for _, code in CASES:
        start_seconds(code, env)  # writes the bytecode caches (where allowed)
    wall = [float("inf")] * len(CASES)
    cpu = [float("inf")] * len(CASES)
    for _ in range(repeat):
        for index, (_, code) in enumerate(CASES):
            seconds = start_seconds(code, env)
            wall[index] = min(wall[index], seconds[0])
            cpu[index] = min(cpu[index], seconds[1])
    rows = [
        (label, f"{w * 1000:.0f}", f"{w / wall[0]:.2f}", f"{c * 1000:.0f}", f"{c / cpu[0]:.2f}")
        for (label, _), w, c in zip(CASES, wall, cpu, strict=True)
    ]
    headers = ("process", "wall ms", "x bare start", "CPU ms", "x bare start")
    print(markdown(headers, rows))


if __name__ == "__main__":
    main()
