"""How fast the engine plays under each gomoku rule: moves per second through ``Board.play``.

Run from the repository: ``python benchmarks/bench_rules.py`` (``--rounds N``). Random games
on 15 x 15 and 7 x 7 with five in a row: each move is a random empty cell, played with
``Board.play`` (under Renju a cell forbidden to X is refused and another is tried), and
``is_over`` asked after it, as a game does. A second column asks ``legal_moves`` too before
each move, as the players do. The rate is the best of a few rounds. Run it on an older
checkout too (it measures freestyle alone where the engine has no other rule) to compare.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ttt_qt.engine import Board, IllegalMove, Rules

RULES = ("freestyle", "standard", "caro", "renju")
ROUND_SECONDS = 0.5


def rules_of(size: int, rule: str) -> Rules | None:
    """The rules of ``size`` with five in a row under ``rule``; None where the engine lacks it."""
    if rule == "freestyle":
        return Rules(size, 5)
    try:
        return Rules(size, 5, rule=rule)  # type: ignore[call-arg, arg-type, unused-ignore]
    except TypeError:
        return None


def moves_per_second(rules: Rules, with_legal_moves: bool, seconds: float) -> float:
    """Moves of random games played in ``seconds``, per second."""
    rng = random.Random(1)
    cells = [(row, col) for row in range(rules.size) for col in range(rules.size)]
    moves = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        board = Board.empty(rules)
        order = cells[:]
        rng.shuffle(order)
        while not board.is_over and order:
            if with_legal_moves:
                board.legal_moves()
            move = order.pop()
            try:
                board = board.play(move)
            except IllegalMove:
                continue
            moves += 1
    return moves / (time.perf_counter() - started)


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds per cell (best counts)")
    args = parser.parse_args()
    load = os.getloadavg()
    print(
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load[0]:.1f}; "
        f"Python {platform.python_version()}\n"
    )
    print("| board | rule | moves/s (play, is_over) | moves/s (with legal_moves) |")
    print("|---|---|---|---|")
    for size in (15, 7):
        for rule in RULES:
            rules = rules_of(size, rule)
            if rules is None:
                continue
            rates = [
                max(moves_per_second(rules, legal, ROUND_SECONDS) for _ in range(args.rounds))
                for legal in (False, True)
            ]
            print(f"| {size} x {size} | {rule} | {rates[0]:,.0f} | {rates[1]:,.0f} |")


if __name__ == "__main__":
    main()
