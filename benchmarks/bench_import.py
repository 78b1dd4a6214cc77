"""Benchmark of what a fresh process pays to import the computer players and play one move.

Run from the repository: ``python benchmarks/bench_import.py`` (``--repeat N``, 20 by default).
Each row starts a new interpreter (this one's, so the same site packages) ``--repeat`` times, the
rows taking turns so that a busy moment of the machine does not fall on one row only, and gives
the median wall-clock time and the median CPU time (user + system, from ``getrusage``; on a
machine shared with other work the CPU time varies much less than the wall-clock time), and the
modules the process has loaded beyond a bare start's. The interpreters may write their bytecode
caches (``PYTHONDONTWRITEBYTECODE`` is left out of their environment) and a first round warms
them, as on a person's machine, where a module is compiled once, not at every start.
``--no-bytecode`` measures the other case: ttt_qt's caches removed and
``PYTHONDONTWRITEBYTECODE`` set, so that its modules are compiled at every start (the standard
library's caches stay, as installed), where the size of what is imported counts the most:

- a bare start (``python -c pass``), the unit of the "x bare start" columns;
- ``import ttt_qt.ai`` (the registry, with every player's name, description and options);
- the first 3 x 3 move of ``smart``, from the start of the process to its answer;
- the first 3 x 3 move of ``perfect``, which imports the search.

``--checkout DIR`` measures the ttt_qt of another checkout (``DIR/ttt_qt``: every interpreter,
the bare start's too, runs in ``DIR``, which comes first on its path), such as the code before a
change, with this interpreter. ``--modules`` lists, instead of the table, the modules the first
``smart`` move loads beyond a bare start, with ``python -X importtime``'s cumulative
microseconds.

Issue 33 asks for the first ``smart`` move in at most 2.5 times a bare start.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import shutil
import statistics
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
COUNT_MODULES = "\nimport sys; print(len(sys.modules))"


def environment(checkout: Path, bytecode: bool) -> dict[str, str]:
    """The interpreters' environment: the modules of ``checkout``'s ttt_qt compiled once, or
    (removing its caches first) at every start."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    if not bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        for cache in (checkout / "ttt_qt").rglob("__pycache__"):
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


def modules_loaded(code: str, env: dict[str, str]) -> int:
    """How many modules a fresh interpreter holds after running ``code``."""
    completed = subprocess.run(
        [sys.executable, "-c", code + COUNT_MODULES],
        check=True,
        env=env,
        capture_output=True,
        text=True,
    )
    return int(completed.stdout.split()[-1])


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line and print the table (or the list of modules)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="starts per row (the median counts)")
    parser.add_argument(
        "--no-bytecode", action="store_true", help="compile every module at every start"
    )
    parser.add_argument(
        "--checkout", type=Path, default=HERE.parent, help="the checkout whose ttt_qt is measured"
    )
    parser.add_argument(
        "--modules", action="store_true", help="list the modules the first smart move loads"
    )
    args = parser.parse_args(argv)
    checkout = args.checkout.resolve()
    env = environment(checkout, not args.no_bytecode)
    os.chdir(checkout)  # ``python -c`` puts the folder it runs in first on its path
    if args.modules:
        print(module_list(env))
    else:
        table(args.repeat, env)


def module_list(env: dict[str, str]) -> str:
    """The modules of the first ``smart`` move beyond a bare start's, costliest first."""

    def imported(code: str) -> dict[str, int]:
        completed = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", code],
            check=True,
            env=env,
            capture_output=True,
            text=True,
        )
        times = {}
        for line in completed.stderr.splitlines():
            if line.startswith("import time:") and "|" in line and "cumulative" not in line:
                _, cumulative, name = line.split("|")
                times[name.strip()] = int(cumulative)
        return times

    bare = imported("pass")
    extra = {name: us for name, us in imported(CASES[2][1]).items() if name not in bare}
    rows = [(name, us) for name, us in sorted(extra.items(), key=lambda item: -item[1])]
    return markdown(("module", "cumulative µs"), rows)


def table(repeat: int, env: dict[str, str]) -> None:
    """Print the machine, then the table of ``repeat`` rounds of starts in ``env``."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load:.1f}; "
        f"Python {platform.python_version()}; median of {repeat} starts, "
        f"{'ttt_qt compiled at every start' if 'PYTHONDONTWRITEBYTECODE' in env else 'cached'}\n"
    )
    modules = [modules_loaded(code, env) for _, code in CASES]  # also writes the caches
    wall: list[list[float]] = [[] for _ in CASES]
    cpu: list[list[float]] = [[] for _ in CASES]
    for _ in range(repeat):
        for index, (_, code) in enumerate(CASES):
            seconds = start_seconds(code, env)
            wall[index].append(seconds[0])
            cpu[index].append(seconds[1])
    walls = [statistics.median(times) for times in wall]
    cpus = [statistics.median(times) for times in cpu]
    rows = [
        (
            label,
            f"{w * 1000:.0f}",
            f"{w / walls[0]:.2f}",
            f"{c * 1000:.0f}",
            f"{c / cpus[0]:.2f}",
            count - modules[0],
        )
        for (label, _), w, c, count in zip(CASES, walls, cpus, modules, strict=True)
    ]
    headers = ("process", "wall ms", "x bare start", "CPU ms", "x bare start", "modules added")
    print(markdown(headers, rows))


if __name__ == "__main__":
    main()
