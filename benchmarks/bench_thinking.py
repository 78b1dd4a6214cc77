"""What "show thinking" costs, and what it costs the players when nobody watches.

Run ``python benchmarks/bench_thinking.py``. The first table times seed 003's minimax (the
course modules' ``ttt_qt.ai.minimax`` with ``ttt_qt.compat.cs50``'s scores) on the empty board
and after X's centre: plain (as the course modules run it), with alpha-beta pruning, and
observed (building the tree the panel shows), with the moves each searched. The second times
the players whose code grew an observation hook: seed 002's Monte Carlo (``choose``, which
now goes through ``choose_scored``) in trials per second, and MCTS in iterations per second.
Each figure is the best of a few rounds, so that other work on a shared machine disturbs it
less; the machine is printed above the tables.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ttt_qt.ai.montecarlo import MctsStrategy, MonteCarloStrategy
from ttt_qt.coach.thinking import course_state, minimax_tree
from ttt_qt.compat import cs50
from ttt_qt.engine import Board, Rules

ROUNDS = 5


def best_of(run: Callable[[], object], rounds: int = ROUNDS) -> float:
    """The shortest time of ``rounds`` calls of ``run``, in seconds."""
    best = float("inf")
    for _ in range(rounds):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return best


def minimax_table() -> str:
    """The course minimax: plain, pruned, observed."""
    lines = [
        "| position | plain ms | pruning ms | observed ms | observed + pruning ms "
        "| moves searched (plain / pruning) |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for name, board in (("empty", Board.empty()), ("after B2", Board.empty().play((1, 1)))):
        state = course_state(board)
        plain = best_of(partial(cs50.minimax_value, state))
        pruned = best_of(partial(cs50.minimax_value, state, pruning=True))
        observed = best_of(partial(minimax_tree, board))
        both = best_of(partial(minimax_tree, board, pruning=True))
        searched = (len(minimax_tree(board).nodes) - 1, len(minimax_tree(board, True).nodes) - 1)
        lines.append(
            f"| {name} | {plain * 1000:.1f} | {pruned * 1000:.1f} | {observed * 1000:.1f} "
            f"| {both * 1000:.1f} | {searched[0]:,} / {searched[1]:,} |"
        )
    return "\n".join(lines)


def players_table() -> str:
    """Monte Carlo trials and MCTS iterations per second, best of a few moves."""
    lines = ["| board | Monte Carlo trials/s | MCTS iterations/s |", "|---|---:|---:|"]
    for rules in (Rules(3, 3), Rules(7, 5), Rules(10, 5)):
        board = Board.empty(rules).play((rules.size // 2, rules.size // 2))
        trials = 2000 / best_of(partial(MonteCarloStrategy(1, 2000).choose, board))
        iterations = 0.0
        for _ in range(ROUNDS):
            mcts = MctsStrategy(seed=1, playouts=3000)
            started = time.perf_counter()
            mcts.choose(board)
            rate = max(mcts.last_iterations, 1) / (time.perf_counter() - started)
            iterations = max(iterations, rate)
        lines.append(
            f"| {rules.size} x {rules.size}, k = {rules.win_length} "
            f"| {trials:,.0f} | {iterations:,.0f} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load:.1f}; "
        f"Python {platform.python_version()}\n"
    )
    print(minimax_table())
    print()
    print(players_table())
