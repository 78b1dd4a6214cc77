"""Does "Match my level" match its opponent? A series against each fixed-strength player.

Each stand-in plays the person's side (X and O in turn) for a series of games against
``adaptive``; before each game the level is read from the records exactly as the window reads
it, and each game is recorded as the window records it (``ttt_qt.stats.level_simulation``).
For each stand-in the table gives the final level, the level at a few points of the series
(start, quarters, end), the level's range and mean over the last half, the stand-in's
wins-draws-losses over the last half, and a verdict:

- ``matched``: wins and losses differ by no more than the level's range (10): with one-level
  steps, wins minus losses over a stretch of games equal the level's rise over it, unless the
  level stays at a bound;
- ``unbeatable``: at the top level every game of the last half was drawn, nothing to match;
- ``above the top``: the stand-in wins more than that even though the level is at the top;
- ``below the bottom``: the stand-in loses more than that even at the lowest level.

Run: ``nice -n 5 python benchmarks/bench_adaptive.py [--games N] [--big-games N]``
(3 x 3 and 7 x 7 k5 with short think times; about ten minutes on one core).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ttt_qt.ai import LEVEL_MAX, LEVEL_MIN, Limit
from ttt_qt.engine import Rules
from ttt_qt.stats import RecordStore
from ttt_qt.stats.level_simulation import SimulatedGame, StandIn, simulate

THINK = 0.05
"""Seconds per move for the players that think against the clock (both sides)."""
SMALL = Rules(3, 3)
BIG = Rules(7, 5)
STAND_INS = {
    SMALL: [
        StandIn("random"),
        StandIn("smart"),
        StandIn("montecarlo"),
        StandIn("mcts", {"playouts": 1000}),
        StandIn("expert"),
        StandIn("perfect", limit=Limit(time=THINK)),
    ],
    BIG: [
        StandIn("random"),
        StandIn("smart"),
        StandIn("montecarlo", limit=Limit(time=THINK)),
        StandIn("mcts", {"playouts": 1000}),
        StandIn("expert"),
        StandIn("perfect", limit=Limit(time=THINK)),
        StandIn("threats", limit=Limit(time=THINK)),
    ],
}


def verdict(last_half: list[SimulatedGame]) -> str:
    """What the last half of a series says (see the module docstring)."""
    won = sum(game.result == "won" for game in last_half)
    lost = sum(game.result == "lost" for game in last_half)
    at_top = sum(game.level == LEVEL_MAX for game in last_half) > len(last_half) / 2
    if at_top and won == lost == 0:
        return "unbeatable"
    # Away from the bounds, wins minus losses equal the level's rise: at most the range.
    if abs(won - lost) <= LEVEL_MAX - LEVEL_MIN:
        return "matched"
    return "above the top" if won > lost else "below the bottom"


def row(stand_in: StandIn, rules: Rules, games: int, seed: int) -> str:
    """One line of the table: a fresh records file, ``games`` games of ``stand_in``."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder, RecordStore(Path(folder) / "r.sqlite3") as store:
        played = simulate(
            stand_in, rules, games, store, seed=seed, opponent_limit=Limit(time=THINK)
        )
    levels = [game.level for game in played]
    points = [levels[min(len(levels) - 1, len(levels) * k // 4)] for k in range(4)]
    last = played[len(played) // 2 :]
    tail = [game.level for game in last]
    counts = [sum(game.result == kind for game in last) for kind in ("won", "tied", "lost")]
    return (
        f"| {rules.size} x {rules.size} k{rules.win_length} | {stand_in.name} | {games}"
        f" | {' → '.join(map(str, points))} → {levels[-1]} | {min(tail)}..{max(tail)}"
        f" | {sum(tail) / len(tail):.1f} | {'-'.join(map(str, counts))} | {verdict(last)}"
        f" | {time.perf_counter() - started:.0f} s |"
    )


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per stand-in on 3 x 3")
    parser.add_argument("--big-games", type=int, default=80, help="games per stand-in on 7 x 7")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="comma-separated stand-ins to run")
    args = parser.parse_args(argv)
    wanted = {name for name in args.only.split(",") if name}
    print(
        f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()};"
        f" think time {THINK} s a move (Match my level's strong moves, perfect, threats)\n"
    )
    print(
        "| rules | stand-in | games | level at 0, ¼, ½, ¾ → last | last half: range | mean"
        " | W-D-L | verdict | time |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for rules, stand_ins in STAND_INS.items():
        games = args.games if rules == SMALL else args.big_games
        for stand_in in stand_ins:
            if not wanted or stand_in.name in wanted:
                print(row(stand_in, rules, games, args.seed), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
