"""How long each player takes over a move on 15 x 15 against its think time: this code and another.

Run from the repository: ``nice -n 10 python benchmarks/bench_think_time.py`` (``--against
REV``, ``main`` by default; ``--seconds S``, 1; ``--busy N``, 2). The ``ttt_qt`` package of
``REV`` is exported (``git archive``) to a temporary folder, as ``bench_threat_nodes.py``
does, and ``perfect``, ``mcts``, ``montecarlo`` and ``threats``, given ``S`` seconds a move,
choose a move in the same 14 positions (the 10 ``EARLY_OPENINGS`` of ``bench_rapfi.py``, and
the first two of them followed by a seeded random game near the stones to 4 and 14 moves), in
each version's own process, the two taking turns. ``--busy N`` keeps N more processes
spinning meanwhile, as a busy machine would: the steps between a search's looks at the clock
take longer, and a move may come after its time. Prints the machine and a markdown table
of the wall-clock time a move took (median and longest) and of the moves that took longer
than ``S``. A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent
sys.path[:0] = [str(HERE)]

from bench_threat_nodes import export, run_on  # noqa: E402

PLAYERS = ("perfect", "mcts", "montecarlo", "threats")
SIZE = 15


def positions() -> list[list[tuple[int, int]]]:
    """The moves of the 14 positions: each opening, and two of them played on at random."""
    from bench_rapfi import EARLY_OPENINGS  # noqa: PLC0415

    found: list[list[tuple[int, int]]] = []
    for number, opening in enumerate(EARLY_OPENINGS):
        found.append(list(opening))
        if number < 2:
            for length in (4, 14):
                rng = random.Random(number * 100 + length)
                moves = list(opening)
                while len(moves) < length:
                    row, col = rng.choice(moves)
                    cell = (row + rng.randint(-2, 2), col + rng.randint(-2, 2))
                    if cell not in moves and all(0 <= v < SIZE for v in cell):
                        moves.append(cell)
                found.append(moves)
    return found


def measure(seconds: float) -> dict[str, list[float]]:
    """Each player's wall-clock seconds over a move in every position, in this process."""
    from ttt_qt.ai import create  # noqa: PLC0415
    from ttt_qt.engine import Board, Rules  # noqa: PLC0415

    rules = Rules(SIZE, 5)
    times: dict[str, list[float]] = {}
    for name in PLAYERS:
        for moves in positions():
            board = Board.from_moves(rules, moves)
            if board.is_over:
                continue
            player = create(name, seed=1, time_limit=seconds)
            started = time.perf_counter()
            player.choose(board)
            times.setdefault(name, []).append(time.perf_counter() - started)
    return times


def spin() -> None:
    """Keep one core busy until terminated."""
    while True:
        pass


def table(old: dict[str, Any], new: dict[str, Any], revision: str, seconds: float) -> str:
    """The markdown table of both versions, a row per player."""
    lines = [
        f"| player | {revision}: median / longest | over {seconds:g} s "
        "| this worktree: median / longest | over |",
        "|---|---:|---:|---:|---:|",
    ]
    for name in PLAYERS:
        cells = []
        for times in (old[name], new[name]):
            cells.append(
                f"{statistics.median(times) * 1000:,.1f} / {max(times) * 1000:,.1f} ms "
                f"| {sum(t > seconds for t in times)} of {len(times)}"
            )
        lines.append(f"| {name} | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


def main() -> None:
    """Export the other revision, time both in turns under load, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="main", help="the git revision compared")
    parser.add_argument("--seconds", type=float, default=1.0, help="the players' think time")
    parser.add_argument("--busy", type=int, default=2, help="processes kept spinning meanwhile")
    args = parser.parse_args()
    if args.seconds <= 0 or args.busy < 0:
        parser.error("--seconds must be positive and --busy 0 or more")
    sys.path[:0] = [str(REPOSITORY)]
    from bench_tournament import describe_machine  # noqa: PLC0415

    print(f"Machine: {describe_machine()}; {args.busy} more processes spinning\n")
    spinners = [multiprocessing.Process(target=spin, daemon=True) for _ in range(args.busy)]
    for spinner in spinners:
        spinner.start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            try:
                export(args.against, Path(folder))
            except subprocess.CalledProcessError:
                parser.error(f"git cannot export the revision {args.against!r}")
            call = f"bench_think_time.measure({args.seconds!r})"
            old = run_on(Path(folder), call)
            new = run_on(REPOSITORY, call)
    finally:
        for spinner in spinners:
            spinner.terminate()
    print(table(old, new, args.against, args.seconds))


if __name__ == "__main__":
    main()
