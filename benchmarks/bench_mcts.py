"""``mcts`` against flat Monte Carlo (``montecarlo``): at equal time per move, and at 1,000 trials.

Run ``python benchmarks/bench_mcts.py [--sizes 5,6,7,8,9,10] [--games 20] [--long-games 6]
[--fixed-games 10] [--times 0.2,1] [--jobs 1]``. For every board size N it plays, with the
usual win length:

- ``mcts`` and ``montecarlo`` with the same time per move (each of ``--times``; both keep
  playing random games until the time is up): ``--games`` games at the first time, and
  ``--long-games`` at the others (they take longer; leave them out with ``--long-games 0``);
- ``mcts`` at its default budget against ``montecarlo`` with 1,000 trials a move (the
  comparison of the issue that asked for a better MCTS): ``--fixed-games`` games.

X alternates between the two players. Each row gives wins-draws-losses from ``mcts``'s side,
the mean and longest seconds per move of each side, and the random games (playouts) per
second of each side while searching. The machine (and its load) is printed above the table.
Every player is created afresh for each game with its own seed; with a time budget the games
depend on the machine's speed.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ttt_qt.ai.montecarlo import MctsStrategy, MonteCarloStrategy
from ttt_qt.ai.montecarlo.flat import MAX_TRIALS
from ttt_qt.ai.montecarlo.mcts import MAX_PLAYOUTS
from ttt_qt.engine import Board, Mark, Rules, usual_win_length

STRONG_TRIALS = 1000
"""Flat Monte Carlo's budget in the fixed-budget rows."""


@dataclass
class Side:
    """One player's thinking over a series: seconds per move and playouts."""

    seconds: list[float] = field(default_factory=list)
    playouts: int = 0

    def add(self, other: Side) -> None:
        self.seconds += other.seconds
        self.playouts += other.playouts

    def summary(self) -> str:
        """``mean / max s, playouts per second``."""
        spent = sum(self.seconds)
        mean = spent / len(self.seconds) if self.seconds else 0.0
        rate = self.playouts / spent if spent else 0.0
        return f"{mean:.3f} / {max(self.seconds, default=0.0):.3f} | {rate:,.0f}"


@dataclass
class Tally:
    """Results from ``mcts``'s side and both sides' thinking."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    mcts: Side = field(default_factory=Side)
    flat: Side = field(default_factory=Side)

    def add(self, other: Tally) -> None:
        self.wins += other.wins
        self.draws += other.draws
        self.losses += other.losses
        self.mcts.add(other.mcts)
        self.flat.add(other.flat)


@dataclass(frozen=True)
class Series:
    """``games`` games on ``size`` x ``size``; ``mcts`` is X in even-numbered games."""

    size: int
    games: int
    seconds: float | None  # equal time per move; None: mcts default against 1,000 trials
    first_game: int = 0

    @property
    def rules(self) -> Rules:
        return Rules(self.size, usual_win_length(self.size))

    def players(self, game: int) -> tuple[MctsStrategy, MonteCarloStrategy]:
        """Fresh players for game number ``game``."""
        if self.seconds is None:
            return MctsStrategy(seed=10_000 + game), MonteCarloStrategy(
                seed=20_000 + game, trials=STRONG_TRIALS
            )
        return (
            MctsStrategy(seed=10_000 + game, playouts=MAX_PLAYOUTS, time_limit=self.seconds),
            MonteCarloStrategy(seed=20_000 + game, trials=MAX_TRIALS, time_limit=self.seconds),
        )

    def parts(self, count: int) -> list[Series]:
        """The same games cut into ``count`` slices for parallel processes."""
        step = -(-self.games // count)
        return [
            Series(self.size, min(step, self.games - start), self.seconds, self.first_game + start)
            for start in range(0, self.games, step)
        ]


def play_series(series: Series) -> Tally:
    """Play the games of ``series``."""
    tally = Tally()
    for game in range(series.first_game, series.first_game + series.games):
        mcts, flat = series.players(game)
        mcts_mark: Mark = "X" if game % 2 == 0 else "O"
        board = Board.empty(series.rules)
        while not board.is_over:
            started = time.perf_counter()
            if board.to_move == mcts_mark:
                move = mcts.choose(board)
                tally.mcts.seconds.append(time.perf_counter() - started)
                tally.mcts.playouts += mcts.last_playouts
            else:
                move = flat.choose(board)
                tally.flat.seconds.append(time.perf_counter() - started)
                tally.flat.playouts += flat.last_trials
            board = board.play(move)
        if board.winner is None:
            tally.draws += 1
        elif board.winner == mcts_mark:
            tally.wins += 1
        else:
            tally.losses += 1
    return tally


def play_all(all_series: list[Series], jobs: int) -> Iterator[Tally]:
    """Every series, in order, sliced over ``jobs`` processes when more than one."""
    if jobs <= 1:
        yield from map(play_series, all_series)  # one by one, so rows print as they finish
        return
    slices = [part for series in all_series for part in series.parts(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = iter(pool.map(play_series, slices))
    for series in all_series:
        tally = Tally()
        for _ in series.parts(jobs):
            tally.add(next(results))
        yield tally


def describe_machine() -> str:
    """Processor, cores, load and Python version."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            names = [
                line.split(":", 1)[1].strip() for line in info if line.startswith("model name")
            ]
        cpu = names[0] if names else cpu
    except OSError:
        pass
    return (
        f"{platform.platform()}, {cpu}, {os.cpu_count()} CPUs, load {load[0]:.1f} "
        f"{load[1]:.1f} {load[2]:.1f}; Python {platform.python_version()}"
    )


def table(sizes: list[int], counts: tuple[int, int, int], times: list[float], jobs: int) -> str:
    """The markdown table: ``counts`` games at the first time, the others, and 1,000 trials."""
    games, long_games, fixed_games = counts
    all_series = []
    for size in sizes:
        for index, seconds in enumerate(times):
            count = games if index == 0 else long_games
            if count:
                all_series.append(Series(size, count, seconds))
        if fixed_games:
            all_series.append(Series(size, fixed_games, None))
    lines = [
        "| board | budget | games | mcts W-D-L | mcts s/move mean / max | mcts playouts/s "
        "| montecarlo s/move mean / max | montecarlo playouts/s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for series, tally in zip(all_series, play_all(all_series, jobs), strict=True):
        if series.seconds is None:
            budget = f"mcts default vs montecarlo {STRONG_TRIALS:,} trials"
        else:
            budget = f"both {series.seconds:g} s a move"
        lines.append(
            f"| {series.rules.describe()} | {budget} | {series.games} "
            f"| {tally.wins}-{tally.draws}-{tally.losses} | {tally.mcts.summary()} "
            f"| {tally.flat.summary()} |"
        )
        print(lines[-1], file=sys.stderr, flush=True)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the machine and the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="5,6,7,8,9,10", help="board sizes, comma-separated")
    parser.add_argument("--games", type=int, default=20, help="games per board at the first time")
    parser.add_argument("--long-games", type=int, default=6, help="games at the other times")
    parser.add_argument(
        "--fixed-games", type=int, default=10, help="games against 1,000 trials a move"
    )
    parser.add_argument("--times", default="0.2,1", help="seconds per move, comma-separated")
    parser.add_argument("--jobs", type=int, default=1, help="processes (the machine is shared)")
    options = parser.parse_args(argv)
    sizes = [int(part) for part in options.sizes.split(",")]
    times = [float(part) for part in options.times.split(",")]
    print(describe_machine())
    print()
    started = time.perf_counter()
    counts = (options.games, options.long_games, options.fixed_games)
    print(table(sizes, counts, times, options.jobs))
    print(f"\n{time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
