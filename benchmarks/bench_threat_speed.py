"""How fast the threat player's position, final search and stop search run.

Run from the repository: ``python benchmarks/bench_threat_speed.py`` (``--seconds S``,
``--depth D``, ``--stop-depth D``). Three tables, the machine noted above them:

1. ``Position.play`` and ``undo`` a second on 10 x 10 and 15 x 15 (five in a row, freestyle;
   on 15 x 15 also under the standard, Renju and Caro rules, whose windows are two cells
   longer), in positions of a random game after ``2 N`` moves: each of 20 cells near the
   stones is played, and under it each of 10 more, then taken back.
2. The final search (``perfect``'s alpha-beta over the threat player's root moves) to a
   fixed depth (``--depth``, 4 by default) in 30 positions of random games on 9 x 9,
   10 x 10 and 15 x 15: nodes, seconds, and a checksum of the moves found, which must not
   change when the code is only made faster.
3. The stop search: for 15 positions of random games on 9 x 9, 10 x 10 and 15 x 15, every
   candidate cell is tried against the opponent's VCT of ``--stop-depth`` attacker moves (3 by
   default) ended by fours, as the player's stop search does: moves played, seconds, how
   many cells stop it, and a checksum of the stops (the same for a change in search order).

Compare two versions by running this script in each (``git stash`` between runs) on a quiet
machine. This is a benchmark, never a test.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from bench_tournament import describe_machine  # noqa: E402

from ttt_qt.ai.base import Limit  # noqa: E402
from ttt_qt.ai.memory import SearchMemory  # noqa: E402
from ttt_qt.ai.threats.player import search_among  # noqa: E402
from ttt_qt.ai.threats.position import Position  # noqa: E402
from ttt_qt.ai.threats.roots import root_moves  # noqa: E402
from ttt_qt.ai.threats.threat_space import ThreatSearch  # noqa: E402
from ttt_qt.engine import GOMOKU_RULES, Board, GomokuRule, Rules  # noqa: E402

Result = TypeVar("Result")
"""What a benchmarked search returns for one position."""


def random_board(size: int, stones: int, seed: int, rule: GomokuRule = "freestyle") -> Board:
    """A position of a random game: ``stones`` moves on random cells near the centre."""
    rng = random.Random(seed)
    board = Board(Rules(size, 5, rule=rule))
    low, high = size // 4, size - 1 - size // 4
    cells = [(row, col) for row in range(low, high + 1) for col in range(low, high + 1)]
    rng.shuffle(cells)
    for move in cells:
        if board.move_count == stones:
            break
        if move in board.forbidden_moves():
            continue
        after = board.play(move)
        if not after.is_over:
            board = after
    return board


def plays_per_second(size: int, seconds: float, rule: GomokuRule = "freestyle") -> float:
    """Plays and undos a second (see the module docstring)."""
    position = Position(random_board(size, 2 * size, seed=size, rule=rule))
    cells = sorted(position.candidates)
    outer, inner = cells[:20], cells[20:30]
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for first in outer:
            position.play(first)
            for second in inner:
                if position.cells[second] == 0:
                    position.play(second)
                    position.undo(second)
                    count += 1
            position.undo(first)
            count += 1
    return count / (time.perf_counter() - started)


def benchmark_boards(stone_counts: range) -> list[Board]:
    """Positions of random games on 9 x 9, 10 x 10 and 15 x 15, for each of ``stone_counts``."""
    return [
        random_board(size, stones, seed)
        for seed, (size, stones) in enumerate(
            (size, stones) for size in (9, 10, 15) for stones in stone_counts
        )
    ]


def run_counted(
    boards: list[Board], search: Callable[[Position], Result]
) -> tuple[int, float, list[Result]]:
    """``search`` run on each board's position: moves played, seconds, and what it returned."""
    played = 0

    def count() -> None:
        nonlocal played
        played += 1

    started = time.perf_counter()
    found = [search(Position(board, count)) for board in boards]
    return played, time.perf_counter() - started, found


def checksum(found: Sequence[object]) -> str:
    """A short digest of the results, the same whenever the results are."""
    return hashlib.sha256(repr(found).encode()).hexdigest()[:12]


def fixed_depth(depth: int) -> tuple[int, float, str]:
    """The final search to ``depth`` on 30 positions (one memory): nodes, seconds, checksum."""
    memory = SearchMemory()
    nodes, found = 0, []
    started = time.perf_counter()
    for board in benchmark_boards(range(8, 28, 2)):
        position = Position(board)
        result = search_among(board, position, root_moves(position), Limit(depth=depth), memory)
        nodes += result.nodes
        found.append(result.move)
    return nodes, time.perf_counter() - started, checksum(found)


def stop_search(depth: int) -> tuple[int, float, int, str]:
    """Stops of the opponent's VCT on 15 positions: moves played, seconds, stops, checksum."""

    def stops(position: Position) -> list[int]:
        search = ThreatSearch(position)
        found, _ = search.stops_among(
            sorted(position.candidates), lambda attack: attack.vct(depth, 4)
        )
        return found

    played, seconds, found = run_counted(benchmark_boards(range(8, 18, 2)), stops)
    total = sum(len(cells) for cells in found)
    return played, seconds, total, checksum(found)


def main() -> int:
    """Print the three tables as markdown."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per board in table 1")
    parser.add_argument("--depth", type=int, default=4, help="final search plies in table 2")
    parser.add_argument("--stop-depth", type=int, default=3, help="VCT depth in table 3")
    args = parser.parse_args()
    print(describe_machine())
    print()
    print("| board | rule | plays and undos a second |")
    print("|---|---|---:|")
    for size, rule in ((10, "freestyle"), *((15, rule) for rule in GOMOKU_RULES)):
        rate = plays_per_second(size, args.seconds, rule)
        print(f"| {size} x {size} | {rule} | {rate:,.0f} |")
    print()
    nodes, seconds, checksum = fixed_depth(args.depth)
    print("| final search | positions | nodes | seconds | nodes a second | checksum |")
    print("|---|---:|---:|---:|---:|---|")
    print(
        f"| depth {args.depth} | 30 | {nodes:,} | {seconds:.2f} | {nodes / seconds:,.0f} "
        f"| {checksum} |"
    )
    print()
    played, seconds, stops, checksum = stop_search(args.stop_depth)
    print("| stop search | positions | moves played | seconds | stops | checksum |")
    print("|---|---:|---:|---:|---:|---|")
    print(f"| VCT of {args.stop_depth} | 15 | {played:,} | {seconds:.2f} | {stops} | {checksum} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
