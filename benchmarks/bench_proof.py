"""Benchmark of the win/draw/loss prover (``ai/search/proof.py``) on 5 x 5, four in a row.

Run from the repository: ``python benchmarks/bench_proof.py`` (``--reverse``, ``--samples N``,
``--marks 8 6 4 2``, ``--cap SECONDS``, ``--compare``, ``--empty``). Prints markdown tables:

1. How proofs scale with the marks on the board: random positions (not over, seeded) with 8,
   6, 4 and 2 marks, each proved from a cold table; with ``--compare`` also solved by the exact
   search (``Searcher.solve``, which counts plies as well).
2. With ``--empty``: the empty board, as its two null-window questions ("can X win?", "can O
   win?"), with the nodes and seconds of each.
3. With ``--games N``: ``perfect`` (default think time, book and prover) against other
   strategies, N games each as X and as O: its results, and how long its moves took and how
   many were proven.

Each position gets at most ``--cap`` seconds (a proof that runs out shows as "not finished").
Tables 1 and 2 give CPU seconds (this process's), which other work on the machine hardly
changes; table 3 gives the moves' wall-clock seconds, as a player waits for them.
CPU heavy: run it with ``nice`` on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from tables import markdown  # noqa: E402

from ttt_qt.ai.base import Limit, SearchStopped  # noqa: E402
from ttt_qt.ai.search import Searcher  # noqa: E402
from ttt_qt.ai.search.position import root_position  # noqa: E402
from ttt_qt.ai.search.proof import DRAW, LOSS, WIN, Prover  # noqa: E402
from ttt_qt.engine import Board, Rules  # noqa: E402


def random_position(rules: Rules, marks: int, rng: random.Random) -> Board:
    while True:
        board = Board.empty(rules)
        for _ in range(marks):
            board = board.play(rng.choice(board.legal_moves()))
            if board.is_over:
                break
        if not board.is_over:
            return board


def prove(rules: Rules, board: Board, cap: float) -> tuple[int | None, int, float]:
    """(value or None if not finished, nodes, seconds) of a cold proof of ``board``."""
    prover = Prover(rules, Limit(time=cap).started())
    started = time.process_time()
    try:
        value: int | None = prover.prove(board).value
    except SearchStopped:
        value = None
    return value, prover.nodes, time.process_time() - started


def solve(rules: Rules, board: Board, cap: float) -> tuple[bool, int, float]:
    """(finished, nodes, seconds) of a cold exact search of ``board`` (a new searcher's table)."""
    searcher = Searcher(rules, Limit(time=cap).started())
    started = time.process_time()
    try:
        searcher.solve(root_position(board))
        finished = True
    except SearchStopped:
        finished = False
    return finished, searcher.nodes, time.process_time() - started


def scaling(rules: Rules, args: argparse.Namespace) -> str:
    rng = random.Random(args.seed)
    rows = []
    for marks in args.marks:
        boards = [random_position(rules, marks, rng) for _ in range(args.samples)]
        results = [prove(rules, board, args.cap) for board in boards]
        values = [value for value, _, _ in results]
        nodes = sum(n for _, n, _ in results)
        seconds = sum(s for _, _, s in results)
        tally = (
            f"{values.count(WIN)}/{values.count(DRAW)}/{values.count(LOSS)}/{values.count(None)}"
        )
        row: list[object] = [
            marks,
            len(boards),
            tally,
            f"{nodes:,}",
            f"{seconds:.2f}",
            f"{max(s for _, _, s in results):.2f}",
            f"{nodes / max(seconds, 1e-9):,.0f}",
        ]
        if args.compare:
            solved = [solve(rules, board, args.cap) for board in boards]
            row += [
                f"{sum(n for _, n, _ in solved):,}",
                f"{sum(s for _, _, s in solved):.2f}",
                sum(not finished for finished, _, _ in solved),
            ]
        rows.append(row)
    headers = [
        "marks",
        "positions",
        "win/draw/loss/unfinished",
        "prover nodes",
        "prover CPU s",
        "slowest CPU s",
        "nodes/s",
    ]
    if args.compare:
        headers += ["exact search nodes", "exact search CPU s", "exact unfinished"]
    return markdown(headers, rows)


def empty_board(rules: Rules, cap: float) -> str:
    prover = Prover(rules, Limit(time=cap).started())
    board = Board.empty(rules)
    rows = []
    for question, window in (
        ("can X win? (0, 1)", (DRAW, WIN)),
        ("can O win? (-1, 0)", (LOSS, DRAW)),
    ):
        before, started = prover.nodes, time.process_time()
        try:
            bound = prover.bound(board, *window)
            answer = "yes" if (bound >= WIN if window[0] == DRAW else bound <= LOSS) else "no"
        except SearchStopped:
            answer = "not finished"
        seconds = time.process_time() - started
        nodes = prover.nodes - before
        rows.append([question, answer, f"{nodes:,}", f"{seconds:.1f}", f"{nodes / seconds:,.0f}"])
        if answer == "not finished":
            break
    rows.append(["table entries at the end", f"{len(prover.table):,}", "", "", ""])
    return markdown(["question", "answer", "nodes", "seconds", "nodes/s"], rows)


def games(rules: Rules, count: int, opponents: Sequence[str]) -> str:
    from ttt_qt.ai import create  # noqa: PLC0415
    from ttt_qt.ai.search import PerfectStrategy  # noqa: PLC0415

    rows = []
    for opponent in opponents:
        won = drawn = lost = moves = proven = 0
        slowest = total = 0.0
        for game in range(count):
            for perfect_side in ("X", "O"):
                perfect = PerfectStrategy(seed=game)
                other = create(opponent, seed=100 + game)
                board = Board.empty(rules)
                while not board.is_over:
                    if board.to_move == perfect_side:
                        started = time.perf_counter()
                        move = perfect.choose(board)
                        seconds = time.perf_counter() - started
                        slowest, total, moves = max(slowest, seconds), total + seconds, moves + 1
                        result = perfect.last_result
                        proven += result is not None and result.proven
                    else:
                        move = other.choose(board)
                    board = board.play(move)
                if board.winner is None:
                    drawn += 1
                elif board.winner == perfect_side:
                    won += 1
                else:
                    lost += 1
        rows.append(
            [
                opponent,
                f"{won}-{drawn}-{lost}",
                moves,
                f"{proven / max(moves, 1):.0%}",
                f"{total / max(moves, 1):.2f}",
                f"{slowest:.2f}",
            ]
        )
    headers = ["opponent", "perfect won-drew-lost", "its moves", "proven", "mean s", "slowest s"]
    return markdown(headers, rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reverse", action="store_true", help="reverse rules")
    parser.add_argument("--samples", type=int, default=4, help="positions per mark count")
    parser.add_argument("--marks", type=int, nargs="*", default=[8, 6, 4, 2])
    parser.add_argument("--cap", type=float, default=60.0, help="seconds per proof at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare", action="store_true", help="also run the exact search")
    parser.add_argument("--empty", action="store_true", help="also prove the empty board")
    parser.add_argument("--games", type=int, default=0, help="perfect's games per side")
    parser.add_argument(
        "--opponents", nargs="*", default=["random", "smart", "expert", "montecarlo", "mcts"]
    )
    args = parser.parse_args()
    rules = Rules(5, 4, reverse=args.reverse)
    load = os.getloadavg()
    print(
        f"{rules.describe()}; {platform.platform()}, {os.cpu_count()} CPUs, load "
        f"{load[0]:.1f}; Python {platform.python_version()}\n"
    )
    if args.marks:
        print(scaling(rules, args))
    if args.empty:
        print("\n### The empty board\n")
        print(empty_board(rules, args.cap))
    if args.games:
        print("\n### Perfect against other strategies\n")
        print(games(rules, args.games, args.opponents))


if __name__ == "__main__":
    main()
