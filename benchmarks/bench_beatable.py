"""Can a person beat each computer player on 3 x 3? An adversary that tries every reply says.

Run from the repository: ``python benchmarks/bench_beatable.py [--seeds N] [--players a,b]``.
For each player and each seed (0 to N - 1), the adversary plays every legal move at each of
its turns, as X and as O, while the player answers each position with a fresh player of that
seed (so its answer depends on the position and the seed alone). A seed is *beatable* when
some line of the adversary's moves wins. The strength table (``ttt_qt/ai/strength.py``)
takes "never beaten" from here for 3 x 3. Prints a markdown table; a benchmark, not a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from ttt_qt.ai import create, info, names  # noqa: E402
from ttt_qt.engine import Board, Mark, Rules  # noqa: E402


def beatable(name: str, seed: int, rules: Rules, player_mark: Mark) -> bool:
    """True when some line of the adversary's moves beats ``name`` (seed ``seed``)."""

    @cache
    def reply(board: Board) -> Board:
        return board.play(create(name, seed=seed).choose(board))

    def adversary_wins(board: Board) -> bool:
        if board.is_over:
            return board.winner is not None and board.winner != player_mark
        if board.to_move == player_mark:
            return adversary_wins(reply(board))
        return any(adversary_wins(board.play(move)) for move in board.legal_moves())

    return adversary_wins(Board.empty(rules))


def main() -> None:
    """Print, for each player, how many seeds an adversary can beat as X and as O."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--players", default=",".join(names()))
    parser.add_argument("--reverse", action="store_true")
    args = parser.parse_args()
    rules = Rules(3, 3, args.reverse)
    load = os.getloadavg()
    print(f"`python benchmarks/bench_beatable.py --seeds {args.seeds}`: {rules.describe()};")
    print(f"{platform.platform()}, load {load[0]:.1f}; Python {platform.python_version()}.\n")
    print("| Player | seeds beaten, player X | seeds beaten, player O | never beaten | time |")
    print("|---|---:|---:|---|---:|")
    for name in args.players.split(","):
        started = time.perf_counter()
        as_x = sum(beatable(name, seed, rules, "X") for seed in range(args.seeds))
        as_o = sum(beatable(name, seed, rules, "O") for seed in range(args.seeds))
        never = "yes" if as_x == as_o == 0 else "no"
        print(
            f"| {info(name).label} | {as_x} of {args.seeds} | {as_o} of {args.seeds} | {never} "
            f"| {time.perf_counter() - started:.1f} s |",
            flush=True,
        )


if __name__ == "__main__":
    main()
