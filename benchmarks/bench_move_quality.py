"""How good ``threats``'s moves are by Rapfi's judgement: this code and another, side by side.

Run from the repository: ``nice -n 10 python benchmarks/bench_move_quality.py`` (``--against
REV``, ``main`` by default; ``--seconds S``, 1; ``--judge-nodes N``, 200,000; ``--positions
N``, all). A match against Rapfi (``bench_rapfi.py``) is 20 games of which most repeat when
the player changes a little, so a change must gain several points of 20 to show. This
benchmark asks about single moves instead, on many positions: ``threats`` (``S`` seconds a
move) chooses a move in each position of ``POSITIONS`` (15 x 15 freestyle middle games from
its games against Rapfi, ``threats`` to move, no forced block among them), in each version's
own process (the ``ttt_qt`` package of ``REV`` is exported as ``bench_threat_nodes.py``
does). Rapfi, the judge, searches ``N`` nodes a move (the same search on any machine, about
0.2 s by default) and gives its evaluation of each position before the move (the value of
its own best move there, for ``threats``) and after it (for itself, so negated). The loss of
a move is the first minus the second, each clamped to ``CLAMP`` (a win Rapfi proves counts
as ``CLAMP``): 0 for the move Rapfi would play, more the worse the move.

Prints the machine and a markdown table per version: the average and median loss, the
moves that lost more than ``BIG_LOSS``, the moves into a win Rapfi proves for itself from a
position it did not prove won, how often the move was Rapfi's, and the average think. Rapfi
is a separate program started by path (``bench_rapfi.find_rapfi``). A benchmark, never a
test.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent
sys.path[:0] = [str(HERE)]

from bench_threat_nodes import export, run_on  # noqa: E402

POSITIONS = HERE / "data" / "rapfi_middle_games.txt"
"""One position a line, its moves from X's first as cell names (``H8``); ``#`` starts a note."""
SIZE = 15
CLAMP = 1000
"""Rapfi's evaluations are clamped to plus or minus this; a proven win counts as this."""
BIG_LOSS = 300
"""A move that loses more than this (about a clear edge in Rapfi's scale) is a mistake."""

Move = tuple[int, int]


def cell_of(name: str) -> Move:
    """``(7, 7)`` for ``H8``: the column letter from A, the row number from 1."""
    return int(name[1:]) - 1, ord(name[0].upper()) - ord("A")


def positions(limit: int | None = None) -> list[list[Move]]:
    """The moves of each position of ``POSITIONS`` (the first ``limit`` ones, or all)."""
    found = []
    for line in POSITIONS.read_text().splitlines():
        text = line.split("#", 1)[0].split()
        if text:
            found.append([cell_of(name) for name in text])
    return found[:limit]


def choose_moves(seconds: float, limit: int | None = None) -> dict[str, Any]:
    """``threats``'s move in every position and the seconds it took, in this process."""
    from ttt_qt.ai import create  # noqa: PLC0415 - the version under test, imported first
    from ttt_qt.engine import Board, Rules  # noqa: PLC0415

    rules = Rules(SIZE, 5)
    moves, times = [], []
    for number, position in enumerate(positions(limit)):
        player = create("threats", seed=number, time_limit=seconds)
        started = time.perf_counter()
        moves.append(player.choose(Board.from_moves(rules, position)))
        times.append(time.perf_counter() - started)
    return {"moves": moves, "seconds": times}


def score(evaluation: str) -> int | None:
    """Rapfi's evaluation string as a number clamped to ``CLAMP``; None when it gave none."""
    if not evaluation:
        return None
    sign = -1 if evaluation.startswith("-") else 1
    if "M" in evaluation:
        return sign * CLAMP
    return max(-CLAMP, min(CLAMP, int(evaluation)))


def judge(rapfi: Any, position: list[Move], move: Move) -> int | None:
    """The evaluation, for the side that played ``move`` in ``position``, after it."""
    after = score(rapfi.reply([*position, move])[2])
    return None if after is None else -after


def row(
    label: str, chosen: dict[str, Any], before: list[tuple[Move, int | None]], after: list[Any]
) -> tuple[object, ...]:
    """The table row of one version: its moves' losses against Rapfi's own values."""
    losses, big, into_loss, same = [], 0, 0, 0
    for (best, value), move, value_after in zip(before, chosen["moves"], after, strict=True):
        same += tuple(move) == best
        if value is None or value_after is None:
            continue
        loss = max(0, value - value_after)
        losses.append(loss)
        big += loss > BIG_LOSS
        into_loss += value_after == -CLAMP and value > -CLAMP
    think = chosen["seconds"]
    return (
        label,
        len(losses),
        f"{statistics.fmean(losses):.1f}",
        f"{statistics.median(losses):.0f}",
        big,
        into_loss,
        f"{same} of {len(before)}",
        f"{1000 * statistics.fmean(think):.0f} ms",
    )


def main() -> None:
    """Export the other revision, let both choose, let Rapfi judge, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="main", help="the git revision compared")
    parser.add_argument("--seconds", type=float, default=1.0, help="threats's think time")
    parser.add_argument("--judge-nodes", type=int, default=200_000, help="Rapfi's nodes a move")
    parser.add_argument("--positions", type=int, help="only the first N positions")
    args = parser.parse_args()
    if args.seconds <= 0 or args.judge_nodes < 1:
        parser.error("--seconds and --judge-nodes must be positive")
    sys.path[:0] = [str(REPOSITORY)]
    from bench_rapfi import ENGINE, Rapfi  # noqa: PLC0415
    from bench_tournament import describe_machine  # noqa: PLC0415
    from tables import markdown  # noqa: PLC0415

    from ttt_qt.engine import Rules  # noqa: PLC0415

    if not ENGINE.is_file():
        parser.error(f"no Rapfi at {ENGINE}")
    print(f"Machine: {describe_machine()}")
    print(
        f"threats at {args.seconds:g} s a move on {len(positions(args.positions))} positions,"
        f" judged by Rapfi at {args.judge_nodes:,} nodes a move\n"
    )
    call = f"bench_move_quality.choose_moves({args.seconds!r}, {args.positions!r})"
    with tempfile.TemporaryDirectory() as folder:
        try:
            export(args.against, Path(folder))
        except subprocess.CalledProcessError:
            parser.error(f"git cannot export the revision {args.against!r}")
        versions = {
            args.against: run_on(Path(folder), call),
            "this worktree": run_on(REPOSITORY, call),
        }
    rapfi = Rapfi(ENGINE, 10_000, args.judge_nodes, Rules(SIZE, 5))
    try:
        before = []
        for position in positions(args.positions):
            best, _, evaluation = rapfi.reply(position)
            before.append((best, score(evaluation)))
        rows = []
        for label, chosen in versions.items():
            after = [
                judge(rapfi, position, tuple(move))
                for position, move in zip(positions(args.positions), chosen["moves"], strict=True)
            ]
            rows.append(row(label, chosen, before, after))
    finally:
        rapfi.close()
    headers = (
        "code",
        "positions judged",
        "average loss",
        "median loss",
        f"losses over {BIG_LOSS}",
        "into a proven loss",
        "Rapfi's move",
        "average think",
    )
    print(markdown(headers, rows))


if __name__ == "__main__":
    main()
