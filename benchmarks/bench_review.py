"""How long the coach's review of a 60-move 15 x 15 game takes at the default think time.

Run from the repository: ``nice -n 10 python benchmarks/bench_review.py`` (``--games N``,
``--seconds S`` per position, ``--moves M``). Each game is played by two seeded ``expert``
players (five in a row) and cut at ``M`` moves (60 by default); the table gives, per game,
the seconds of the whole review, the slowest position, and the marks found. The target of
issue 32 is at most 20 s a game at the default think time (``coach.SECONDS_PER_MOVE``).
This is a benchmark, never a test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from bench_tournament import describe_machine  # noqa: E402
from tables import markdown  # noqa: E402

from ttt_qt.ai import create  # noqa: E402
from ttt_qt.coach import SECONDS_PER_MOVE, Grade, review_moves  # noqa: E402
from ttt_qt.engine import Board, Move, Rules  # noqa: E402


def expert_game(seed: int, moves: int) -> list[Move]:
    """A game of two seeded ``expert`` players on 15 x 15, at most ``moves`` long."""
    board = Board.empty(Rules(15, 5))
    players = {"X": create("expert", seed=seed), "O": create("expert", seed=seed + 1000)}
    played: list[Move] = []
    while not board.is_over and len(played) < moves:
        move = players[board.to_move].choose(board)
        played.append(move)
        board = board.play(move)
    return played


def main() -> None:
    """Review the games and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=SECONDS_PER_MOVE)
    args = parser.parse_args()
    rules = Rules(15, 5)
    rows = []
    for seed in range(1, args.games + 1):
        moves = expert_game(seed, args.moves)
        started = last = time.perf_counter()
        slowest = 0.0
        grades = []
        for review in review_moves(rules, moves, seconds=args.seconds):
            now = time.perf_counter()
            slowest, last = max(slowest, now - last), now
            grades.append(review.grade)
        total = time.perf_counter() - started
        counts = " ".join(
            f"{grade.sign}{grades.count(grade)}"
            for grade in (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)
        )
        rows.append([seed, len(moves), f"{total:.1f}", f"{slowest:.2f}", counts])
    print(describe_machine())
    print(f"review of 15 x 15 games, {args.seconds:g} s per position at most")
    print()
    print(markdown(["seed", "moves", "review s", "slowest move s", "marks"], rows))


if __name__ == "__main__":
    main()
