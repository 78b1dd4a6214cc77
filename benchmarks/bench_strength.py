"""How strong the computer players are: ``mcts``'s targets and a round-robin of every pair.

``strength_table(games)`` returns markdown; run this file to print it
(``python benchmarks/bench_strength.py [--games N] [--jobs J]``).

- Targets: ``mcts`` with its default budget against ``random`` (at least 200 games on 3 x 3,
  normal and reverse) and against ``random`` and ``montecarlo`` (at its default 100 trials
  and with 1,000) on 5 x 5 (k = 4) and 7 x 7 (k = 5) (``games`` // 5 games there, at least
  10: a 7 x 7 game against Monte Carlo takes about 20 s).
- Round-robin: every pair of registered strategies on 3 x 3, 4 x 4, 5 x 5 (k = 4) and
  7 x 7 (k = 5), ``games`` games per pair, colours alternating, with quick budgets for the
  slow players (see ``ROUND_ROBIN_OPTIONS``) so that the table finishes in reasonable time.

Every player is created afresh for each game with its own seed, so a run is reproducible
except where a player searches against the clock (``perfect``).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ttt_qt.ai import create, info, names
from ttt_qt.engine import Board, Mark, Rules

ROUND_ROBIN_BOARDS = [Rules(3, 3), Rules(4, 4), Rules(5, 4), Rules(7, 5)]
ROUND_ROBIN_OPTIONS: dict[str, dict[str, Any]] = {
    "mcts": {"playouts": 500},
    "perfect": {"time_limit": 0.1},
}
MIN_3X3_GAMES = 200


@dataclass
class Tally:
    """Results of one series, from the first player's side, and its move times."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    move_seconds: list[float] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def add(self, other: Tally) -> None:
        self.wins += other.wins
        self.draws += other.draws
        self.losses += other.losses
        self.move_seconds += other.move_seconds


@dataclass(frozen=True)
class Series:
    """Games of ``player`` against ``opponent``: ``player`` takes X in even-numbered games."""

    player: str
    opponent: str
    rules: Rules
    games: int
    first_game: int = 0
    player_options: tuple[tuple[str, Any], ...] = ()
    opponent_options: tuple[tuple[str, Any], ...] = ()

    def sliced(self, parts: int) -> list[Series]:
        """The same games cut into ``parts`` slices, so that processes can share them."""
        size = -(-self.games // parts)
        return [
            replace(self, games=min(size, self.games - start), first_game=self.first_game + start)
            for start in range(0, self.games, size)
        ]


def quick_options(name: str) -> tuple[tuple[str, Any], ...]:
    """The round-robin budget of ``name`` (only options it has)."""
    known = {option.name for option in info(name).options}
    return tuple(
        (key, value) for key, value in ROUND_ROBIN_OPTIONS.get(name, {}).items() if key in known
    )


def play_series(series: Series) -> Tally:
    """Play the games of ``series``; the tally is from ``series.player``'s side."""
    tally = Tally()
    for game in range(series.first_game, series.first_game + series.games):
        mine = create(series.player, seed=10_000 + game, **dict(series.player_options))
        theirs = create(series.opponent, seed=20_000 + game, **dict(series.opponent_options))
        my_mark: Mark = "X" if game % 2 == 0 else "O"
        board = Board.empty(series.rules)
        while not board.is_over:
            if board.to_move == my_mark:
                started = time.perf_counter()
                move = mine.choose(board)
                tally.move_seconds.append(time.perf_counter() - started)
            else:
                move = theirs.choose(board)
            board = board.play(move)
        if board.winner is None:
            tally.draws += 1
        elif board.winner == my_mark:
            tally.wins += 1
        else:
            tally.losses += 1
    return tally


def play_all(all_series: list[Series], jobs: int) -> list[Tally]:
    """Play every series (sliced over ``jobs`` processes when more than one), in order."""
    if jobs <= 1:
        return [play_series(series) for series in all_series]
    slices = [part for series in all_series for part in series.sliced(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = iter(pool.map(play_series, slices))
    tallies = []
    for series in all_series:
        tally = Tally()
        for _ in series.sliced(jobs):
            tally.add(next(results))
        tallies.append(tally)
    return tallies


def targets(games: int, jobs: int = 1) -> str:
    """``mcts`` with its default budget against random and Monte Carlo players."""
    small = max(games, MIN_3X3_GAMES)
    big = max(10, games // 5)
    strong_montecarlo = (("trials", 1000),)
    rows = [
        Series("mcts", "random", Rules(3), small),
        Series("mcts", "random", Rules(3, reverse=True), small),
        Series("mcts", "random", Rules(5, 4), big),
        Series("mcts", "montecarlo", Rules(5, 4), big),
        Series("mcts", "montecarlo", Rules(5, 4), big, opponent_options=strong_montecarlo),
        Series("mcts", "random", Rules(7, 5), big),
        Series("mcts", "montecarlo", Rules(7, 5), big),
        Series("mcts", "montecarlo", Rules(7, 5), big, opponent_options=strong_montecarlo),
    ]
    lines = [
        "| board | mcts against | games | wins | draws | losses | mcts s/move: mean, worst |",
        "|---|---|---|---|---|---|---|",
    ]
    for series, tally in zip(rows, play_all(rows, jobs), strict=True):
        opponent = series.opponent
        if series.opponent_options:
            opponent += " (" + ", ".join(f"{k} {v:,}" for k, v in series.opponent_options) + ")"
        times = tally.move_seconds
        lines.append(
            f"| {series.rules.describe()} | {opponent} | {tally.games} | {tally.wins} "
            f"| {tally.draws} | {tally.losses} | {sum(times) / len(times):.2f}, {max(times):.2f} |"
        )
    return "\n".join(lines)


def round_robin(games: int, jobs: int = 1, players: Iterable[str] | None = None) -> str:
    """Every pair of strategies on every round-robin board, one table per board."""
    players = list(players or names())
    pairs = list(combinations(players, 2))
    all_series = [
        Series(first, second, rules, games, 0, quick_options(first), quick_options(second))
        for rules in ROUND_ROBIN_BOARDS
        for first, second in pairs
    ]
    results = iter(play_all(all_series, jobs))
    budgets = ", ".join(
        f"{name} {', '.join(f'{key}={value}' for key, value in options.items())}"
        for name, options in ROUND_ROBIN_OPTIONS.items()
    )
    parts = [
        f"Each cell: wins-draws-losses of the row player against the column player over "
        f"{games} games, colours alternating; quick budgets: {budgets}; others at their defaults."
    ]
    for rules in ROUND_ROBIN_BOARDS:
        grid: dict[tuple[str, str], Tally] = {}
        for first, second in pairs:
            tally = next(results)
            grid[first, second] = tally
            grid[second, first] = Tally(tally.losses, tally.draws, tally.wins)
        header = "| " + rules.describe() + " | " + " | ".join(players) + " | score |"
        lines = [header, "|---" * (len(players) + 2) + "|"]
        for row in players:
            cells = []
            points = 0.0
            for column in players:
                if row == column:
                    cells.append("-")
                    continue
                tally = grid[row, column]
                cells.append(f"{tally.wins}-{tally.draws}-{tally.losses}")
                points += tally.wins + tally.draws / 2
            total = games * (len(players) - 1)
            lines.append(f"| **{row}** | " + " | ".join(cells) + f" | {points / total:.0%} |")
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def strength_table(games: int, jobs: int = 1) -> str:
    """The targets table and the round-robin tables, as markdown."""
    started = time.perf_counter()
    text = (
        "### mcts with its default budget\n\n"
        + targets(games, jobs)
        + "\n\n### Round-robin\n\n"
        + round_robin(games, jobs)
    )
    return text + f"\n\n(strength tables measured in {time.perf_counter() - started:.0f} s)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per pair (default 100)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in (default 1)")
    parser.add_argument(
        "--only", choices=["targets", "round-robin"], help="print only one of the tables"
    )
    options = parser.parse_args()
    if options.only == "targets":
        print(targets(options.games, options.jobs))
    elif options.only == "round-robin":
        print(round_robin(options.games, options.jobs))
    else:
        print(strength_table(options.games, options.jobs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
