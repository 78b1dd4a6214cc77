"""The three-stone 15 x 15 openings that Rapfi finds nearest even: ``bench_rapfi``'s openings.

Run from the repository: ``nice -n 10 python benchmarks/choose_openings.py`` (``--nodes N``,
``--count N``, ``--engine PATH``). The candidates are those of ``ai.opening``'s balanced
openings: a black stone (X) in the centre, a white one (O) beside it or diagonal to it, a
second black stone two to five steps from the centre (224 openings; once the board's
symmetries are taken out: 120). Rapfi, a separate GPL program spoken to in the Gomocup protocol,
searches each with a fixed number of nodes (``INFO max_node``: the same search on any machine
and under any load) and gives its evaluation for O, to move. Prints the machine, every
candidate by how far from even Rapfi found it, and the ``--count`` nearest (``distinct``: none
the same as one nearer but for X's second stone one cell away) as Python ready to paste into
``bench_rapfi.OPENINGS``. A benchmark (minutes of Rapfi's time), never a test.
"""

from __future__ import annotations

import argparse
import sys
from itertools import product
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from bench_rapfi import ENGINE, RULES, Rapfi, cell_name  # noqa: E402
from bench_tournament import describe_machine  # noqa: E402
from tables import markdown  # noqa: E402

from ttt_qt.ai.opening import turned  # noqa: E402
from ttt_qt.engine import Move  # noqa: E402

CENTRE = RULES.size // 2
PROVEN = 20_000
"""The magnitude a proven win or loss (``+M n`` / ``-M n``) sorts as: beyond any evaluation."""

Step = tuple[int, int]


def symmetries(step: Step) -> list[Step]:
    """``step`` (row, column from the centre) under the square's eight symmetries."""
    return [turned(step, turn) for turn in range(8)]


def candidates() -> list[tuple[Step, Step]]:
    """O's step and X's second step, one per class of openings alike by symmetry."""
    seen: set[tuple[Step, Step]] = set()
    found: list[tuple[Step, Step]] = []
    for white in ((0, 1), (1, 1)):
        for row, col in product(range(-5, 6), repeat=2):
            if max(abs(row), abs(col)) < 2:
                continue
            images = zip(symmetries(white), symmetries((row, col)), strict=True)
            canonical = min(images)
            if canonical not in seen:
                seen.add(canonical)
                found.append((white, (row, col)))
    return found


def stones(white: Step, black: Step) -> tuple[Move, Move, Move]:
    """The opening's three cells (X, O, X) on the 15 x 15 board."""
    return (
        (CENTRE, CENTRE),
        (CENTRE + white[0], CENTRE + white[1]),
        (CENTRE + black[0], CENTRE + black[1]),
    )


def as_number(evaluation: str) -> int:
    """Rapfi's evaluation as a number: a proven result as +-``PROVEN``, none printed as ``PROVEN``.

    Either way the opening sorts after every evaluated one.
    """
    if "M" in evaluation:
        return -PROVEN if evaluation.startswith("-") else PROVEN
    return int(evaluation) if evaluation else PROVEN


def distinct(openings: list[tuple[Move, Move, Move]], count: int) -> list[int]:
    """The first ``count`` of ``openings`` (their indexes), leaving out near repeats.

    An opening is a near repeat of one before it when O's stone is the same and X's second
    stone at most one cell away: the games from both would be much alike.
    """
    kept: list[int] = []
    for index, (_, white, black) in enumerate(openings):
        near = any(
            openings[other][1] == white
            and max(abs(openings[other][2][0] - black[0]), abs(openings[other][2][1] - black[1]))
            <= 1
            for other in kept
        )
        if not near:
            kept.append(index)
        if len(kept) == count:
            break
    return kept


def main() -> None:
    """Ask Rapfi about every candidate and print them nearest even first."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=3_000_000, help="Rapfi's nodes a position")
    parser.add_argument("--count", type=int, default=10, help="openings to keep")
    parser.add_argument("--engine", type=Path, default=ENGINE, help="path of pbrain-rapfi")
    args = parser.parse_args()
    if not args.engine.is_file():
        parser.error(f"no Rapfi at {args.engine}; pass --engine PATH")
    print(f"Machine: {describe_machine()}")
    print(f"Rapfi at {args.nodes:,} nodes a position, 15 x 15 freestyle, O to move\n")
    engine = Rapfi(args.engine, 60_000, args.nodes)
    scored: list[tuple[int, tuple[Move, Move, Move], str]] = []
    try:
        for white, black in candidates():
            opening = stones(white, black)
            _, _, evaluation = engine.reply(list(opening))
            scored.append((as_number(evaluation), opening, evaluation))
    finally:
        engine.close()
    scored.sort(key=lambda entry: (abs(entry[0]), entry[1]))
    rows = [
        [str(rank), " ".join(cell_name(move) for move in opening), text]
        for rank, (_, opening, text) in enumerate(scored, 1)
    ]
    print(markdown(["rank", "stones (X, O, X)", "Rapfi for O"], rows))
    print(f"\nThe {args.count} nearest even, near repeats left out (their ranks, evaluations):\n")
    for index in distinct([opening for _, opening, _ in scored], args.count):
        _, opening, text = scored[index]
        print(f"    {opening!r},  # {index + 1}: {text}")


if __name__ == "__main__":
    main()
