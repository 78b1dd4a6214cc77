"""The threat player against each other strategy: per-opponent results and think times.

Run from the repository: ``python benchmarks/bench_threats.py`` (see ``--help``). On each
board (9 x 9, 10 x 10 and 15 x 15 with five in a row by default) ``threats`` meets every
other strategy ``--games`` times, X taken in turn, at ``--time-limit`` seconds a move for
the players that take one (``montecarlo`` plays 1000 random games a move). It prints the
machine, then per opponent the threat player's wins-draws-losses and score, and the mean
and longest think per move of each side; ``--games-csv`` writes every game so the losses
and draws can be replayed. Long runs: this is a benchmark, never a test.

Both sides are nearly deterministic, so by default the games of a pair repeat a line or two.
``--opening-moves N`` starts each two games from N random moves near the centre instead (the
same opening for both games, the threat player X in one and O in the other), so the games
measure many positions rather than one.
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from bench_tournament import describe_machine, parse_boards  # noqa: E402

from ttt_qt.ai import names  # noqa: E402
from ttt_qt.console.tournament import Pairing, Played, player_options, run_games  # noqa: E402
from ttt_qt.engine import Move, Rules  # noqa: E402

PLAYER = "threats"
DEFAULT_BOARDS = "9x5,10x5,15x5"
DEFAULT_SETTINGS = ["montecarlo.trials=1000"]


OPENING_REACH = 2
"""Opening moves fall within this many rows and columns of the centre."""


def pairings(rules: Rules, opponents: list[str], args: argparse.Namespace) -> list[Pairing]:
    """``args.games`` games against each opponent, the threat player X in the even ones.

    With ``args.opening_moves``, each even game and the odd one after it start from the same
    random opening.
    """
    players = [PLAYER, *opponents]
    settings = [item for item in args.set if item.partition(".")[0].strip() in players]
    options = player_options(players, args.time_limit, settings)
    rng = random.Random(args.seed)
    games: list[Pairing] = []
    for opponent in opponents:
        opening: tuple[Move, ...] = ()
        for round_number in range(args.games):
            if round_number % 2 == 0:
                x, o = PLAYER, opponent
                opening = random_opening(rules, args.opening_moves, rng)
            else:
                x, o = opponent, PLAYER
            number = len(games) + 1
            seed = args.seed + 2 * number
            games.append(Pairing(number, x, o, rules, options, seed, opening))
    return games


def random_opening(rules: Rules, count: int, rng: random.Random) -> tuple[Move, ...]:
    """``count`` distinct cells near the centre, in a random order (X's first)."""
    middle = rules.size // 2
    near = [
        (row, col)
        for row in range(middle - OPENING_REACH, middle + OPENING_REACH + 1)
        for col in range(middle - OPENING_REACH, middle + OPENING_REACH + 1)
    ]
    return tuple(rng.sample(near, count))


def table(rules: Rules, opponents: list[str], finished: list[Played], seconds: float) -> str:
    """One board's results as markdown."""
    lines = [
        f"#### {rules.describe()}: {len(finished)} games, {seconds:.0f} s",
        "",
        f"| Opponent | W-D-L of {PLAYER} | Score | as X | as O | {PLAYER} s/move mean | max | "
        "opponent s/move mean | max |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for opponent in opponents:
        games = [p for p in finished if opponent in (p.x, p.o)]
        tally = {"X": [0, 0, 0], "O": [0, 0, 0]}
        own: list[float] = []
        theirs: list[float] = []
        for played in games:
            mark = "X" if played.x == PLAYER else "O"
            result = 1 if played.winner is None else (0 if played.winner == mark else 2)
            tally[mark][result] += 1
            own.extend(played.thinking.get(mark, ()))
            theirs.extend(played.thinking.get("O" if mark == "X" else "X", ()))
        total = [a + b for a, b in zip(tally["X"], tally["O"], strict=True)]
        score = (total[0] + total[1] / 2) / max(1, len(games))
        lines.append(
            f"| {opponent} | {'-'.join(map(str, total))} | {100 * score:.0f}% | "
            f"{'-'.join(map(str, tally['X']))} | {'-'.join(map(str, tally['O']))} | "
            f"{_mean(own)} | {_max(own)} | {_mean(theirs)} | {_max(theirs)} |"
        )
    return "\n".join(lines)


def _mean(values: list[float]) -> str:
    return f"{sum(values) / len(values):.3f}" if values else "-"


def _max(values: list[float]) -> str:
    return f"{max(values):.3f}" if values else "-"


def write_games(path: Path, rows: list[tuple[str, Played]]) -> None:
    """Every game: board, number, X, O, winner and moves."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["board", "number", "x", "o", "winner", "moves"])
        for board, played in rows:
            writer.writerow(
                [board, played.number, played.x, played.o, played.winner or "", played.moves]
            )


def main() -> int:
    """Play every board asked for; print markdown."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    others = [name for name in names() if name != PLAYER]
    parser.add_argument("--boards", default=DEFAULT_BOARDS, help="such as 9x5,10x5,15x5")
    parser.add_argument("--opponents", default=",".join(others), help="comma-separated")
    parser.add_argument("--games", type=int, default=4, help="games per opponent (default 4)")
    parser.add_argument("--time-limit", type=float, default=1.0, help="seconds a move")
    parser.add_argument("--set", action="append", default=None, help="PLAYER.OPTION=VALUE")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--opening-moves",
        type=int,
        default=0,
        help="random moves near the centre that start each two games (default 0)",
    )
    parser.add_argument("--games-csv", type=Path, default=None, help="write every game")
    args = parser.parse_args()
    args.set = DEFAULT_SETTINGS if args.set is None else args.set
    opponents = [name.strip() for name in args.opponents.split(",") if name.strip()]
    print(f"`python benchmarks/bench_threats.py` on {datetime.now(UTC):%Y-%m-%d %H:%M} UTC:")
    print(describe_machine() + f" at the start; {args.jobs} games at a time.")
    print(
        f"{args.games} games per opponent, X taken in turn; {args.time_limit:g} s a move for the "
        f"players that take a time limit (mcts then stopped by time); other options: "
        f"{', '.join(args.set) or 'none'}."
    )
    if args.opening_moves:
        print(
            f"Each two games start from the same {args.opening_moves} random moves within "
            f"{OPENING_REACH} cells of the centre, {PLAYER} X in one and O in the other."
        )
    everything: list[tuple[str, Played]] = []
    for rules in parse_boards(args.boards):
        started = time.perf_counter()
        finished: list[Played] = []
        games = pairings(rules, opponents, args)
        for played in run_games(games, args.jobs):
            finished.append(played)
            print(f"  {rules.describe()}: {len(finished)}/{len(games)} games", file=sys.stderr)
        finished.sort(key=lambda played: played.number)
        everything += [(rules.describe(), played) for played in finished]
        print()
        print(table(rules, opponents, finished, time.perf_counter() - started))
        sys.stdout.flush()
    if args.games_csv is not None:
        write_games(args.games_csv, everything)
    print()
    print(describe_machine() + " at the end.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
