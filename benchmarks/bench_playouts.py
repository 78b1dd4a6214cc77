"""Random playouts per second: ttt_qt's bitboard playouts against a list-of-lists baseline.

``playout_table()`` returns a markdown table; run this file to print it. Each rate is the
best of a few timed rounds, the fast and the baseline playouts taking turns, so that other
work on a shared machine disturbs both alike. The last two columns show the players built
on the playouts: Monte Carlo trials and MCTS iterations (tree work included) per second,
from the board after one move in the centre. A second table measures the copy the playouts
keep for speed: the move-by-move playout takes one loop step per side (X's move, then O's)
rather than one loop whose mover alternates.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ttt_qt.ai.montecarlo import MctsStrategy, MonteCarloStrategy
from ttt_qt.ai.montecarlo.playouts import PlayoutBoard, playout_board
from ttt_qt.engine import Board, Rules

CONFIGS = [(3, 3), (4, 4), (5, 4), (7, 5), (10, 5)]
ROUNDS = 3
ROUND_SECONDS = 0.4


def list_playout(size: int, win_length: int, rng: random.Random) -> str | None:
    """The straightforward way: a grid of lists, a random empty cell, a run count from it."""
    grid = [[" "] * size for _ in range(size)]
    player = "X"
    while True:
        empties = [(r, c) for r in range(size) for c in range(size) if grid[r][c] == " "]
        if not empties:
            return None
        row, col = rng.choice(empties)
        grid[row][col] = player
        if makes_line(grid, row, col, win_length):
            return player
        player = "O" if player == "X" else "X"


def makes_line(grid: list[list[str]], row: int, col: int, win_length: int) -> bool:
    """True when the mark on (row, col) is part of ``win_length`` in a row."""
    size = len(grid)
    mark = grid[row][col]
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
        run = 1
        for sign in (1, -1):
            r, c = row + sign * d_row, col + sign * d_col
            while 0 <= r < size and 0 <= c < size and grid[r][c] == mark:
                run += 1
                r, c = r + sign * d_row, c + sign * d_col
        if run >= win_length:
            return True
    return False


def rate(run_once: Callable[[], object]) -> float:
    """Calls per second over one round."""
    count = 0
    started = time.perf_counter()
    deadline = started + ROUND_SECONDS
    while True:
        for _ in range(20):
            run_once()
        count += 20
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - started)


def player_rates(rules: Rules) -> tuple[float, float]:
    """Monte Carlo trials and MCTS iterations per second from the board after the centre move."""
    board = Board.empty(rules).play((rules.size // 2, rules.size // 2))
    montecarlo = MonteCarloStrategy(seed=1, trials=2000)
    started = time.perf_counter()
    montecarlo.choose(board)
    trials = 2000 / (time.perf_counter() - started)
    mcts = MctsStrategy(seed=1, playouts=3000)
    started = time.perf_counter()
    mcts.choose(board)
    iterations = max(mcts.last_iterations, 1) / (time.perf_counter() - started)
    return trials, iterations


def playout_table() -> str:
    """The markdown table of playout rates for every configuration."""
    lines = [
        "| board | bitboard playouts/s | list-of-lists playouts/s | speed-up "
        "| Monte Carlo trials/s | MCTS iterations/s |",
        "|---|---|---|---|---|---|",
    ]
    for size, win_length in CONFIGS:
        rng = random.Random(1)
        fast = partial(playout_board(size, win_length).run, 0, 0, list(range(size**2)), [], rng)
        slow = partial(list_playout, size, win_length, rng)
        fast_best = slow_best = 0.0
        for _ in range(ROUNDS):
            fast_best = max(fast_best, rate(fast))
            slow_best = max(slow_best, rate(slow))
        trials, iterations = player_rates(Rules(size, win_length))
        lines.append(
            f"| {Rules(size, win_length).describe()} | {fast_best:,.0f} | {slow_best:,.0f} "
            f"| {fast_best / slow_best:.0f}x | {trials:,.0f} | {iterations:,.0f} |"
        )
    return "\n".join(lines)


def alternating_playout(
    board: PlayoutBoard, empties: list[int], rng: random.Random
) -> tuple[int, int, int]:
    """``PlayoutBoard``'s move-by-move playout written as one loop whose mover alternates."""
    cells = empties[:]
    free = len(cells)
    rnd = rng.random
    bits = board.cell_bits
    through = board.lines_through
    need = board.win_length
    marks = [0, 0]
    counts = [0, 0]
    side = 0
    while free:
        free -= 1
        index = int(rnd() * (free + 1))
        cell = cells[index]
        cells[index] = cells[free]
        mine = marks[side] | bits[cell]
        marks[side] = mine
        counts[side] += 1
        if counts[side] >= need:
            for line in through[cell]:
                if mine & line == line:
                    return side + 1, marks[0], marks[1]
        side ^= 1
    return 0, marks[0], marks[1]


def run_alternating(
    board: PlayoutBoard, empties: list[int], rng: random.Random
) -> tuple[int, int, int]:
    """The same call depth as ``PlayoutBoard.run`` (which dispatches to its playout)."""
    return alternating_playout(board, empties, rng)


def unrolled_table() -> str:
    """Move-by-move playouts (k <= 4): one loop step per side, as shipped, or one alternating."""
    lines = [
        "| board | one step per side (shipped) playouts/s | one alternating loop | gain |",
        "|---|---|---|---|",
    ]
    for size, win_length in ((4, 4), (5, 4), (6, 4), (8, 4)):
        board = playout_board(size, win_length)
        empties = list(range(size**2))
        rng = random.Random(1)
        shipped = partial(board.run_to_end, 0, 0, empties, [], rng)
        rolled = partial(run_alternating, board, empties, rng)
        shipped_best = rolled_best = 0.0
        for _ in range(ROUNDS):
            shipped_best = max(shipped_best, rate(shipped))
            rolled_best = max(rolled_best, rate(rolled))
        lines.append(
            f"| {Rules(size, win_length).describe()} | {shipped_best:,.0f} | {rolled_best:,.0f} "
            f"| {shipped_best / rolled_best - 1:+.0%} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    started = time.perf_counter()
    print(playout_table())
    print()
    print(unrolled_table())
    print(f"\n(measured in {time.perf_counter() - started:.0f} s)")
