"""Fit the pattern search's move order to the moves Rapfi chose in its own games.

Run from the repository, on the games ``tune_evaluation.py games`` wrote::

    python benchmarks/tune_move_order.py a.jsonl b.jsonl c.jsonl

The weights in ``pattern_search.ORDER_MOVER_TERMS`` and ``ORDER_OPPONENT_TERMS`` were fitted
to 3,589 games of ``games`` at 30,000 nodes a move, in three files: seeds 10,000 to 11,499,
20,000 to 21,499, and 1,000 to 1,266 with 5,000 to 5,321.

It replays the games through a ``Position`` and keeps each position after the opening where
the search would order quiet moves (``by_promise``): no five or open four for the side to
move to make, none of the opponent's to block, no open three of the opponent's to answer. In
each, every candidate cell is described by its code for the side to move and for the
opponent, and a conditional logit (a softmax over the candidates of how promising each is,
``patterns.TERMS`` counted in the two codes, one weight per term and side) is fitted to the
cell Rapfi played, by gradient ascent (Adam) with a small L2 penalty. Games whose seed is a
multiple of 5 are held out. Prints, for the evaluation's tables (``MOVER_TERMS`` and
``OPPONENT_TERMS``, the order before), today's order and the fit, how often Rapfi's move was
first, among the first 3, 5, ``WIDTH`` (the moves a quiet node looks at) and 15, on the
positions held out; then the fitted weights in thousandths of a unit of log-odds, ready to
paste.

Pure Python (about 2.5 minutes for 3,500 games); a benchmark, never a test.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from bench_tournament import describe_machine  # noqa: E402
from tables import markdown  # noqa: E402
from tune_evaluation import TERM_TABLE, replayed  # noqa: E402

from ttt_qt.ai.threats.pattern_search import (  # noqa: E402
    MOVER_TERMS,
    OPPONENT_TERMS,
    ORDER_MOVER_TERMS,
    ORDER_OPPONENT_TERMS,
    WIDTH,
)
from ttt_qt.ai.threats.patterns import SURE_WIN_SCORE, TERMS  # noqa: E402
from ttt_qt.ai.threats.position import Position  # noqa: E402

HELD_OUT_EVERY = 5
"""Games whose seed is a multiple of this are held out of the fit."""
STEPS = 150
"""Steps of gradient ascent."""
LEARNING_RATE = 0.1
PENALTY = 1e-4
"""The L2 penalty on the weights, per position."""
RANKS = (1, 3, 5, WIDTH, 15)
"""How far down the order Rapfi's move is looked for."""


class Choice(NamedTuple):
    """One quiet position: its game's seed, its candidates' codes, and the one Rapfi played."""

    seed: int
    codes: list[tuple[int, int]]
    """Per candidate cell: its code for the side to move and for the opponent."""
    chosen: int
    """The index in ``codes`` of Rapfi's move."""


def choices(path: Path) -> Iterator[Choice]:
    """The positions of the games in ``path`` where the search orders quiet moves."""
    for game, _, position, move in replayed(path):
        cell = position.index(move)
        candidates = list(position.candidates)
        if cell in candidates and is_quiet(position):
            own, other = position.codes[position.to_move], position.codes[3 - position.to_move]
            codes = [(own[candidate], other[candidate]) for candidate in candidates]
            yield Choice(game["seed"], codes, candidates.index(cell))


def is_quiet(position: Position) -> bool:
    """True when neither side can make an open four or better (no threat to make or answer)."""
    me = position.to_move
    mine, theirs = position.worth[me], position.worth[3 - me]
    return all(
        mine[cell] < SURE_WIN_SCORE and theirs[cell] < SURE_WIN_SCORE
        for cell in position.candidates
    )


def code_scores(weights: Sequence[float], codes: set[int]) -> dict[int, float]:
    """Per code of ``codes``, the sum of its terms under ``weights`` (one per term)."""
    return {
        code: sum(weight * count for weight, count in zip(weights, TERM_TABLE[code], strict=True))
        for code in codes
    }


def gradient(weights: list[float], data: Sequence[Choice]) -> tuple[float, list[float]]:
    """The mean log-likelihood of Rapfi's moves under ``weights`` and its gradient.

    The gradient is gathered per code first (the chosen cell's code less each candidate's,
    weighed by its probability), then turned into terms: far fewer codes than candidates.
    """
    half = len(TERMS)
    own_scores = code_scores(weights[:half], {own for choice in data for own, _ in choice.codes})
    other_scores = code_scores(
        weights[half:], {other for choice in data for _, other in choice.codes}
    )
    own_mass: dict[int, float] = {}
    other_mass: dict[int, float] = {}
    likelihood = 0.0
    for choice in data:
        scores = [own_scores[own] + other_scores[other] for own, other in choice.codes]
        top = max(scores)
        exps = [math.exp(score - top) for score in scores]
        total = sum(exps)
        likelihood += scores[choice.chosen] - top - math.log(total)
        for (own, other), value in zip(choice.codes, exps, strict=True):
            own_mass[own] = own_mass.get(own, 0.0) - value / total
            other_mass[other] = other_mass.get(other, 0.0) - value / total
        own, other = choice.codes[choice.chosen]
        own_mass[own] += 1
        other_mass[other] += 1
    slope = [0.0] * (2 * half)
    for offset, masses in ((0, own_mass), (half, other_mass)):
        for code, mass in masses.items():
            for term, count in enumerate(TERM_TABLE[code]):
                slope[offset + term] += mass * count
    size = len(data)
    return likelihood / size, [
        value / size - PENALTY * w for value, w in zip(slope, weights, strict=True)
    ]


def fit(data: Sequence[Choice]) -> list[float]:
    """The weights (mover's terms, then the opponent's) that make Rapfi's moves likeliest."""
    weights = [0.0] * (2 * len(TERMS))
    first = [0.0] * len(weights)
    second = [0.0] * len(weights)
    for step in range(1, STEPS + 1):
        _, slope = gradient(weights, data)
        for i, value in enumerate(slope):
            first[i] = 0.9 * first[i] + 0.1 * value
            second[i] = 0.999 * second[i] + 0.001 * value * value
            mean, spread = first[i] / (1 - 0.9**step), second[i] / (1 - 0.999**step)
            weights[i] += LEARNING_RATE * mean / (math.sqrt(spread) + 1e-8)
    return weights


def hit_rates(weights: Sequence[float], data: Sequence[Choice]) -> list[float]:
    """Per rank of ``RANKS``, the share of ``data`` where Rapfi's move is that far up or higher."""
    half = len(TERMS)
    own_scores = code_scores(weights[:half], {own for choice in data for own, _ in choice.codes})
    other_scores = code_scores(
        weights[half:], {other for choice in data for _, other in choice.codes}
    )
    hits = [0] * len(RANKS)
    for choice in data:
        scores = [own_scores[own] + other_scores[other] for own, other in choice.codes]
        above = sum(score > scores[choice.chosen] for score in scores)
        for i, rank in enumerate(RANKS):
            hits[i] += above < rank
    return [hit / len(data) for hit in hits]


def report(paths: list[Path]) -> None:
    """Fit on the games in ``paths`` and print how each order ranks Rapfi's moves held out."""
    train: list[Choice] = []
    test: list[Choice] = []
    for path in paths:
        for choice in choices(path):
            (test if choice.seed % HELD_OUT_EVERY == 0 else train).append(choice)
    if not train or not test:
        sys.exit("too few games to fit and to hold out: play more with tune_evaluation.py games")
    print(f"{len(train)} quiet positions fitted, {len(test)} held out\n")
    fitted = fit(train)
    orders: dict[str, Sequence[float]] = {
        "the evaluation's tables": [*MOVER_TERMS, *OPPONENT_TERMS],
        "today's order": [*ORDER_MOVER_TERMS, *ORDER_OPPONENT_TERMS],
        "fitted": fitted,
    }
    rows = [
        (name, *(f"{rate:.1%}" for rate in hit_rates(weights, test)))
        for name, weights in orders.items()
    ]
    headers = ("order", "Rapfi's move first", *(f"among the first {rank}" for rank in RANKS[1:]))
    print(markdown(headers, rows))
    half = len(TERMS)
    print("\nFitted, in thousandths of a unit of log-odds:\n")
    print(f"ORDER_MOVER_TERMS = {tuple(round(w * 1000) for w in fitted[:half])}")
    print(f"ORDER_OPPONENT_TERMS = {tuple(round(w * 1000) for w in fitted[half:])}")


def main() -> None:
    """Fit the move order to the games the command line names."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="+", help="files written by tune_evaluation.py")
    args = parser.parse_args()
    missing = [str(path) for path in args.files if not path.is_file()]
    if missing:
        parser.error(f"no such file: {', '.join(missing)}")
    print(f"Machine: {describe_machine()}\n")
    report(args.files)


if __name__ == "__main__":
    main()
