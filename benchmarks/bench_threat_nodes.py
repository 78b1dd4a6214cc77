"""Node rates of the threat player's position and threat searches: this code against another.

Run from the repository: ``nice -n 10 python benchmarks/bench_threat_nodes.py`` (``--against
REV``, ``main`` by default; ``--rounds N``, 3). The ``ttt_qt`` package of ``REV`` is exported
(``git archive``) to a temporary folder, and the same measurements run on it and on this
worktree, each in its own process, the two taking turns ``--rounds`` times in one run; each
figure is the best round (the least disturbed by other work on the machine), in CPU seconds
of the measuring process:

- positions evaluated: ``Position.play`` and ``undo`` on 15 x 15 (each play re-reads the
  shapes of every empty cell along its four lines), in a position of a random game after 30
  moves, 200 plays and undos under each of 20 cells, a second;
- VCF: a win by continuous fours (up to 12 fours) looked for, for both sides (the side to
  move, then the other after a pass), after every move of 20 random games on 15 x 15 (40
  moves on the central 7 x 7 cells at most, until a five is possible), on one position
  played incrementally: moves played (the games' and the searches'), moves a second, and
  how many wins were found (the same in both versions, or the search changed);
- the stop search: every candidate cell tried against the opponent's VCT of three threats
  ended by fours of up to four, as the player's stop stage does, on 15 positions of random
  games on 9 x 9, 10 x 10 and 15 x 15: moves played, moves a second, and a checksum of the
  stops (the same in both versions, or the search changed).

Prints the machine and a markdown table. A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent


def measure() -> dict[str, Any]:
    """Every measurement on the ``ttt_qt`` found first on ``sys.path``."""
    from ttt_qt.ai.threats.position import Position  # noqa: PLC0415
    from ttt_qt.ai.threats.threat_space import ThreatSearch  # noqa: PLC0415
    from ttt_qt.engine import Board, Rules  # noqa: PLC0415

    def random_board(size: int, stones: int, seed: int) -> Board:
        rng = random.Random(seed)
        board = Board(Rules(size, 5))
        low, high = size // 4, size - 1 - size // 4
        cells = [(row, col) for row in range(low, high + 1) for col in range(low, high + 1)]
        rng.shuffle(cells)
        for move in cells:
            if board.move_count == stones:
                break
            after = board.play(move)
            if not after.is_over:
                board = after
        return board

    results: dict[str, Any] = {}
    position = Position(random_board(15, 30, seed=15))
    cells = sorted(position.candidates)
    outer, inner = cells[:20], cells[20:30]
    count = 0
    started = time.process_time()
    for first in outer:
        position.play(first)
        for _ in range(20):
            for second in inner:
                position.play(second)
                position.undo(second)
                count += 1
        position.undo(first)
        count += 1
    results["plays"] = count / (time.process_time() - started)

    played = 0

    def counted() -> None:
        nonlocal played
        played += 1

    found = 0
    started = time.process_time()
    for seed in range(20):
        rng = random.Random(100 + seed)
        area = [(row, col) for row in range(4, 11) for col in range(4, 11)]
        rng.shuffle(area)
        search = ThreatSearch(Position(Board(Rules(15, 5)), counted))
        position = search.position
        for move in area[:40]:
            if position.fives(position.to_move):
                break
            position.play(position.index(move))
            found += search.vcf() is not None
            position.pass_turn()
            found += search.vcf() is not None
            position.pass_turn()
    results["vcf"] = (played, time.process_time() - started, found)

    played = 0
    stops: list[list[int]] = []
    started = time.process_time()
    for seed, (size, stones) in enumerate(
        (size, stones) for size in (9, 10, 15) for stones in range(8, 18, 2)
    ):
        search = ThreatSearch(Position(random_board(size, stones, seed), counted))
        cells_found, _ = search.stops_among(
            sorted(search.position.candidates), lambda attack: attack.vct(3, 4)
        )
        stops.append(cells_found)
    digest = hashlib.sha256(repr(stops).encode()).hexdigest()[:12]
    results["stops"] = (played, time.process_time() - started, digest)
    return results


def run_on(code: Path, call: str = "bench_threat_nodes.measure()") -> dict[str, Any]:
    """``call`` (``measure`` unless told) in a fresh process that imports ``ttt_qt`` from ``code``.

    ``call`` is a benchmark module's function and its arguments; it returns a dictionary.
    """
    module = call.split(".", 1)[0]
    script = (
        f"import sys, json; sys.path[:0] = [{str(code)!r}, {str(HERE)!r}]; "
        f"import {module}; print(json.dumps({call}))"
    )
    output = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    return dict(json.loads(output.splitlines()[-1]))


def export(revision: str, folder: Path) -> None:
    """The ``ttt_qt`` package of ``revision`` into ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(REPOSITORY), "archive", "--format=tar", revision, "ttt_qt"],
        capture_output=True,
        check=True,
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")


def best(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The best round of each figure: the highest rate, the fewest seconds."""
    return {
        "plays": max(run["plays"] for run in runs),
        "vcf": min((run["vcf"] for run in runs), key=lambda figure: figure[1]),
        "stops": min((run["stops"] for run in runs), key=lambda figure: figure[1]),
    }


def table(old: dict[str, Any], new: dict[str, Any], revision: str) -> str:
    """The markdown table of both versions."""
    lines = [
        f"| measure | {revision} | this worktree | new / old |",
        "|---|---:|---:|---:|",
        f"| positions evaluated a second (play and undo, 15 x 15) | {old['plays']:,.0f} "
        f"| {new['plays']:,.0f} | {new['plays'] / old['plays']:.2f} |",
    ]
    for key, label in (("vcf", "VCF, both sides, 20 games"), ("stops", "stop search, VCT 3")):
        (moves_old, secs_old, what_old), (moves_new, secs_new, what_new) = old[key], new[key]
        rate_old, rate_new = moves_old / secs_old, moves_new / secs_new
        lines.append(
            f"| {label}: moves, CPU s, moves a second, result | {moves_old:,}, "
            f"{secs_old:.2f} s, {rate_old:,.0f}, {what_old} | {moves_new:,}, {secs_new:.2f} s, "
            f"{rate_new:,.0f}, {what_new} | {rate_new / rate_old:.2f} |"
        )
    return "\n".join(lines)


def main() -> None:
    """Export the other revision, measure both in turns, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="main", help="the git revision compared")
    parser.add_argument("--rounds", type=int, default=3, help="turns of each version")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be 1 or more")
    sys.path[:0] = [str(REPOSITORY)]
    from bench_tournament import describe_machine  # noqa: PLC0415

    print(f"Machine: {describe_machine()}\n")
    with tempfile.TemporaryDirectory() as folder:
        try:
            export(args.against, Path(folder))
        except subprocess.CalledProcessError:
            parser.error(f"git cannot export the revision {args.against!r}")
        old_runs, new_runs = [], []
        for _ in range(args.rounds):
            old_runs.append(run_on(Path(folder)))
            new_runs.append(run_on(REPOSITORY))
    print(table(best(old_runs), best(new_runs), args.against))


if __name__ == "__main__":
    main()
