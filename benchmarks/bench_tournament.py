"""The strength ladder: a round robin of computer players on several boards; markdown tables.

Run from the repository: ``python benchmarks/bench_tournament.py`` (see ``--help``). For each
board it plays ``ttt-console tournament``'s round robin (every pair meets ``--games`` times,
X taken in turn, in ``--jobs`` processes) and prints the machine, each player's Elo rating
with its 95% interval, score, wins-draws-losses and think time per move, and the cross
table. Long runs: this is a benchmark, never a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from ttt_qt.ai import fixed_strength_names, info  # noqa: E402
from ttt_qt.console.elo import fit_ratings  # noqa: E402
from ttt_qt.console.tournament import (  # noqa: E402
    Played,
    player_options,
    run_games,
    schedule,
)
from ttt_qt.console.tournament_csv import records  # noqa: E402
from ttt_qt.engine import Rules  # noqa: E402

DEFAULT_BOARDS = "7x5,10x5,15x5"


def describe_machine() -> str:
    """Operating system, cores, load and Python version."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    return (
        f"{platform.platform()}, {os.cpu_count()} CPUs, load average {load[0]:.1f} "
        f"{load[1]:.1f} {load[2]:.1f}; Python {platform.python_version()}"
    )


def parse_boards(text: str) -> list[Rules]:
    """``7x5,15x5`` -> rules of 7 x 7 with 5 in a row and 15 x 15 with 5 in a row."""
    boards = []
    for part in text.split(","):
        size, _, length = part.strip().lower().partition("x")
        boards.append(Rules(int(size), int(length)))
    return boards


def ladder(rules: Rules, args: argparse.Namespace, players: list[str]) -> str:
    """One board's round robin as markdown."""
    options = player_options(players, args.time_limit, args.set)
    pairings = schedule(players, args.games, rules, options, args.seed)
    started = time.perf_counter()
    finished: list[Played] = []
    for played in run_games(pairings, args.jobs):
        finished.append(played)
        print(f"  {rules.describe()}: {len(finished)}/{len(pairings)} games", file=sys.stderr)
    seconds = time.perf_counter() - started
    ratings = fit_ratings(((p.x, p.o, p.x_points) for p in finished), players)
    table = records(finished)
    lines = [
        f"#### {rules.describe()}: {len(finished)} games, {seconds:.0f} s",
        "",
        "| Rank | Player | Elo | 95% | Score | W-D-L | s/move (mean) | s/move (max) |",
        "|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for rank, rating in enumerate(ratings, start=1):
        entry = table[rating.name]
        wins, draws, losses = (int(count) for count in entry["wdl"])
        moves = entry["seconds"]
        mean = f"{sum(moves) / len(moves):.3f}" if moves else "-"
        worst = f"{max(moves):.3f}" if moves else "-"
        lines.append(
            f"| {rank} | {info(rating.name).label} | {rating.elo:.0f} | ±{rating.margin:.0f} | "
            f"{100 * rating.score:.0f}% | {wins}-{draws}-{losses} | {mean} | {worst} |"
        )
    lines += ["", cross_table(players, finished)]
    return "\n".join(lines)


def cross_table(players: list[str], finished: list[Played]) -> str:
    """Wins-draws-losses of each row player against each column player, as markdown."""
    counts: dict[tuple[str, str], list[int]] = {}
    for played in finished:
        for mark, me, them in (("X", played.x, played.o), ("O", played.o, played.x)):
            entry = counts.setdefault((me, them), [0, 0, 0])
            entry[1 if played.winner is None else (0 if played.winner == mark else 2)] += 1
    header = "| W-D-L | " + " | ".join(players) + " |"
    rule = "|---|" + "---:|" * len(players)
    rows = [
        f"| **{me}** | "
        + " | ".join(
            "-" if me == them else "-".join(map(str, counts.get((me, them), [0, 0, 0])))
            for them in players
        )
        + " |"
        for me in players
    ]
    return "\n".join([header, rule, *rows])


def main() -> int:
    """Run the ladder on every board asked for; print markdown."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", default=DEFAULT_BOARDS, help="such as 5x4,7x5,10x5,15x5")
    parser.add_argument(
        "--players", default=",".join(fixed_strength_names()), help="comma-separated"
    )
    parser.add_argument("--games", type=int, default=2, help="games per pairing (default 2)")
    parser.add_argument("--time-limit", type=float, default=0.5, help="seconds a move")
    parser.add_argument("--set", action="append", default=[], help="PLAYER.OPTION=VALUE")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    players = [name.strip() for name in args.players.split(",") if name.strip()]
    print(f"`python benchmarks/bench_tournament.py` on {datetime.now(UTC):%Y-%m-%d %H:%M} UTC:")
    print(describe_machine() + f" at the start; {args.jobs} games at a time.")
    settings = ", ".join(args.set) if args.set else "none"
    print(
        f"Every pair meets {args.games} times, X taken in turn; {args.time_limit:g} s a move for "
        f"the players that take a time limit (mcts and montecarlo then stopped by time); "
        f"other options: {settings}."
    )
    for rules in parse_boards(args.boards):
        print()
        print(ladder(rules, args, players))
        sys.stdout.flush()
    print()
    print(describe_machine() + " at the end.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
