"""A match of one of this app's players against an outside Gomocup engine (Rapfi by default).

``python benchmarks/bench_engine_match.py [--games N] [--time S] [--engine-time S] ...``
plays ``--games`` games on ``--size`` (15 by default), colours alternating (the app's player
is X in the odd games), through ``ttt_qt.gomocup``'s client: the app's player gets ``--time``
seconds a move, the engine ``--engine-time`` (its ``INFO timeout_turn``). It prints the
machine, one row per game (who played X, the winner, the moves, each side's average and
longest think) and the totals. ``--rule`` is the game's rule: the board the app's player
plays on and that judges the games follows it, and the engine is told it (``INFO rule``).
``--openings N`` plays the first N openings of ``bench_rapfi.OPENINGS`` (three stones each)
twice, the app's player taking X once and O once, instead of ``--games`` from the empty
board (where two players that do not vary repeat one game).
Rapfi is looked for in ``shared/engines/rapfi/`` beside the repository or a folder above it.
Long runs: a benchmark, never a test; run it with ``nice`` on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from bench_rapfi import OPENINGS, find_rapfi  # noqa: E402
from tables import markdown  # noqa: E402

from ttt_qt.ai import Strategy, create  # noqa: E402
from ttt_qt.ai.selfplay import play_out  # noqa: E402
from ttt_qt.engine import Board, Mark, Move, Rules, other  # noqa: E402
from ttt_qt.gomocup import EngineError, EngineStrategy, TimeControl  # noqa: E402


@dataclass(frozen=True)
class GameRow:
    """One game: who was X, the winner's name (or "draw"), moves, think times per side."""

    number: int
    x: str
    winner: str
    moves: int
    ours: tuple[float, ...]
    theirs: tuple[float, ...]


def play_match(args: argparse.Namespace, engine: Path) -> tuple[str, list[GameRow]]:
    """Play the games; the engine's name and one row per game."""
    rules = Rules(args.size, 5, rule=args.rule)
    rows: list[GameRow] = []
    control = TimeControl(turn=args.engine_time, grace=args.grace)
    games = 2 * args.openings if args.openings else args.games
    with EngineStrategy(engine, time_control=control, rule=args.rule) as theirs:
        theirs.open(args.size)  # started before the clock runs: its think times are moves only
        for number in range(1, games + 1):
            ours = create(args.player, seed=number, time_limit=args.time)
            our_mark: Mark = "X" if number % 2 else "O"
            their_mark = other(our_mark)
            players: dict[Mark, Strategy] = {our_mark: ours, their_mark: theirs}
            opening: tuple[Move, ...] = OPENINGS[(number - 1) // 2] if args.openings else ()
            start = Board.from_moves(rules, opening)
            board, played, thinking = play_out(start, players)
            moves = [*opening, *played]
            name = theirs.client.name if theirs.client else engine.name
            names = {our_mark: args.player, their_mark: name}
            rows.append(
                GameRow(
                    number,
                    names["X"],
                    names[board.winner] if board.winner else "draw",
                    len(moves),
                    thinking[our_mark],
                    thinking[their_mark],
                )
            )
            print(f"game {number}: {rows[-1].winner} won in {len(moves)} moves", file=sys.stderr)
        return name, rows


def seconds(times: tuple[float, ...] | list[float]) -> str:
    """Average and longest think, ``0.998 / 1.012``."""
    return f"{sum(times) / len(times):.3f} / {max(times):.3f}" if times else "-"


def report(args: argparse.Namespace, name: str, rows: list[GameRow]) -> str:
    """The machine, the games and the totals as markdown."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    machine = (
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load[0]:.1f} {load[1]:.1f}"
        f" {load[2]:.1f}; Python {platform.python_version()}"
    )
    ours_all = [t for row in rows for t in row.ours]
    theirs_all = [t for row in rows for t in row.theirs]
    wins = sum(row.winner == args.player for row in rows)
    draws = sum(row.winner == "draw" for row in rows)
    table = markdown(
        ("game", "X", "winner", "moves", f"{args.player} s/move (avg / max)", f"{name} s/move"),
        [
            (row.number, row.x, row.winner, row.moves, seconds(row.ours), seconds(row.theirs))
            for row in rows
        ],
    )
    return "\n".join(
        [
            f"Machine: {machine}",
            f"{args.player} at {args.time:g} s a move against {name} at {args.engine_time:g} s"
            f" a move ({args.rule}), {args.size} x {args.size}, {len(rows)} games",
            "",
            table,
            "",
            f"Totals: {args.player} won {wins}, {name} won {len(rows) - wins - draws},"
            f" draws {draws}; think per move: {args.player} {seconds(ours_all)},"
            f" {name} {seconds(theirs_all)}",
        ]
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", type=Path, default=None, help="the engine (default: Rapfi)")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--player", default="threats", help="the app's player (default threats)")
    parser.add_argument("--time", type=float, default=1.0, help="the app's seconds a move")
    parser.add_argument("--engine-time", type=float, default=0.05, help="the engine's seconds")
    parser.add_argument("--grace", type=float, default=3.0, help="seconds past its time")
    parser.add_argument("--rule", default="freestyle", help="freestyle, standard, renju, caro")
    parser.add_argument(
        "--openings", type=int, default=0, help="balanced openings, each with both colours"
    )
    args = parser.parse_args()
    engine = args.engine or find_rapfi()
    if engine is None:
        print("no engine: pass --engine PATH (Rapfi was not found in shared/)", file=sys.stderr)
        return 2
    started = time.perf_counter()
    try:
        name, rows = play_match(args, engine)
    except EngineError as error:
        print(error, file=sys.stderr)
        return 1
    print(report(args, name, rows))
    print(f"\n({time.perf_counter() - started:.0f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
