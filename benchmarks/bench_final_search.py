"""The threat player's two final searches side by side: nodes a second, depth, and agreement.

Run from the repository: ``nice -n 10 python benchmarks/bench_final_search.py`` (``--seconds
S``, 0.5; ``--positions N``, all). On each position of ``bench_move_quality.POSITIONS`` (15 x
15 freestyle middle games of ``threats`` against Rapfi, ``threats`` to move), both searches
get ``S`` seconds over the same root moves (``roots.root_moves``, the cells the final search
looks at when no threat stage narrowed them): ``perfect``'s bitboard alpha-beta
(``player.search_among``, the final search on other boards) and ``PatternSearch`` (the final
search on 15 x 15 freestyle since 2026-11-28). Each runs in this process, one after the other
on each position, so load on the machine falls on both alike.

Prints the machine and a markdown table: nodes a second of CPU (each search counts its own
nodes: ``perfect``'s every position it scores, ``PatternSearch``'s every node it enters),
the plies of the last round finished (average, least and most), and how often the two chose
the same move. Which search plays better is ``bench_rapfi.py``'s question. A benchmark,
never a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from bench_move_quality import positions  # noqa: E402
from bench_tournament import describe_machine  # noqa: E402
from tables import markdown  # noqa: E402

from ttt_qt.ai.base import Limit, Poller  # noqa: E402
from ttt_qt.ai.threats.pattern_search import PatternSearch  # noqa: E402
from ttt_qt.ai.threats.player import search_among  # noqa: E402
from ttt_qt.ai.threats.position import CHECK_EVERY, Position  # noqa: E402
from ttt_qt.ai.threats.roots import root_moves  # noqa: E402
from ttt_qt.engine import Board, Move, Rules  # noqa: E402

RULES = Rules(15, 5)


def run_perfect(board: Board, roots: list[int], seconds: float) -> tuple[Move, int, int, float]:
    """``perfect``'s search among ``roots`` for ``seconds``: move, nodes, depth, CPU seconds."""
    position = Position(board)
    started = time.process_time()
    result = search_among(board, position, roots, Limit(time=seconds).started())
    assert result.move is not None
    return result.move, result.nodes, result.depth, time.process_time() - started


def run_pattern(board: Board, roots: list[int], seconds: float) -> tuple[Move, int, int, float]:
    """``PatternSearch`` among ``roots`` for ``seconds``: move, nodes, depth, CPU seconds."""
    position = Position(board, Poller(Limit(time=seconds).started(), CHECK_EVERY))
    started = time.process_time()
    search = PatternSearch(position)
    cell, _ = search.best(roots)
    return position.move(cell), search.nodes, search.depth, time.process_time() - started


def row(name: str, runs: list[tuple[Move, int, int, float]]) -> list[object]:
    """A table row: nodes a second of CPU, and the depth's average, least and most."""
    nodes = sum(run[1] for run in runs)
    seconds = sum(run[3] for run in runs)
    depths = [run[2] for run in runs]
    return [
        name,
        len(runs),
        f"{nodes / seconds:,.0f}",
        f"{statistics.mean(depths):.2f}",
        f"{min(depths)} to {max(depths)}",
    ]


def main() -> None:
    """Run both searches on every position and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="each search's time")
    parser.add_argument("--positions", type=int, help="only the first N positions")
    args = parser.parse_args()
    print(f"Machine: {describe_machine()}")
    print(f"Each search {args.seconds:g} s a position, 15 x 15 freestyle\n")
    perfect, pattern = [], []
    for moves in positions(args.positions):
        board = Board.from_moves(RULES, moves)
        roots = root_moves(Position(board))
        perfect.append(run_perfect(board, roots, args.seconds))
        pattern.append(run_pattern(board, roots, args.seconds))
    same = sum(old[0] == new[0] for old, new in zip(perfect, pattern, strict=True))
    headers = ["final search", "positions", "nodes a second (CPU)", "plies", "least to most"]
    print(markdown(headers, [row("perfect", perfect), row("PatternSearch", pattern)]))
    print(f"\nThe same move in {same} of {len(perfect)} positions.")


if __name__ == "__main__":
    main()
