"""Fit the pattern search's evaluation to the outcomes of Rapfi's own games (Texel tuning).

Run from the repository, in two steps::

    nice -n 10 python benchmarks/tune_evaluation.py games --first 1000 --count 222 --save a.jsonl
    nice -n 10 python benchmarks/tune_evaluation.py games --first 5000 --count 265 --save b.jsonl
    python benchmarks/tune_evaluation.py fit --shapes-only --with-proven a.jsonl b.jsonl

(the games and the fit of the weights in ``pattern_search``; the two ``games`` side by side,
one a core, take about four minutes).

``games`` has Rapfi (a separate GPL program, ``--engine PATH``; nothing of it is part of this
repository) play both sides of 15 x 15 freestyle games from random openings (three to five
stones within three cells of the centre, one opening per seed) at ``--nodes`` nodes a move, and
appends each game as a JSON line: its seed, moves and winner, and Rapfi's evaluation before
each of its moves. Rapfi at a fixed node count plays the same game from the same opening, so
the openings are what make the games differ, and a seed's game can be played again.

``fit`` replays the games through a ``Position`` and, for each position after the opening that
the evaluation would score (no five to complete, no open four or two fours to make for the
side to move, no double threat it scores as all but won, the opponent no five to complete)
and that Rapfi judged without proving a win or a loss (``--with-proven``: or proving one),
counts the terms of ``patterns.TERMS`` over the candidate cells (``--shapes-only``: the
pairs of shapes left out), for the side to move and for its opponent.
Logistic regressions (Newton's method, a small L2 penalty) fit one weight per term and side
to the game's result for the side to move, and to Rapfi's evaluation of the position (turned
into a chance by the curve that best fits Rapfi's evaluations to the results). Games whose
seed is a multiple of 5 are held out. Prints the log-loss of the results, fitted and held
out, for today's evaluation (``pattern_search.MOVER_TERMS`` and ``OPPONENT_TERMS``, only its
scale fitted) and for the two fits, and every weight on the evaluation's scale
(``pattern_search.POINTS_PER_LOG_ODDS``), ready to paste.

Pure Python (about 35 s for 3,500 games); a benchmark, never a test.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from bench_rapfi import ENGINE, RULES, Rapfi  # noqa: E402
from bench_tournament import describe_machine  # noqa: E402
from tables import markdown  # noqa: E402

from ttt_qt.ai.threats.pattern_search import (  # noqa: E402
    MOVER_TERMS,
    OPPONENT_TERMS,
    POINTS_PER_LOG_ODDS,
)
from ttt_qt.ai.threats.patterns import (  # noqa: E402
    DOUBLE_THREE_SCORE,
    FOUR,
    PAIR_TERMS,
    SURE_WIN_SCORE,
    TERMS,
    WIN_SCORE,
    cell_terms,
)
from ttt_qt.ai.threats.position import Position  # noqa: E402
from ttt_qt.engine import Board, Move  # noqa: E402

CENTRE = (7, 7)
HELD_OUT_EVERY = 5
"""Games whose seed is a multiple of this are held out of the fit, to measure it."""
PENALTY = 1.0
"""The L2 penalty on the weights (in log-odds per term, summed over the positions)."""


def random_opening(seed: int) -> list[Move]:
    """Three to five stones: the centre, then cells at most three rows and columns from it."""
    rng = random.Random(seed)
    stones = [CENTRE]
    count = rng.choice((3, 4, 5))
    while len(stones) < count:
        cell = (CENTRE[0] + rng.randint(-3, 3), CENTRE[1] + rng.randint(-3, 3))
        if cell not in stones:
            stones.append(cell)
    return stones


def play_games(engine: Rapfi, first: int, count: int, save: Path) -> None:
    """Rapfi plays both sides from the openings of seeds ``first`` on; each game is a line."""
    with save.open("a") as handle:
        for seed in range(first, first + count):
            moves = random_opening(seed)
            opening = len(moves)
            board = Board.from_moves(RULES, moves)
            evaluations = []
            while not board.is_over:
                move, _, evaluation = engine.reply(moves)
                evaluations.append(evaluation)
                board = board.play(move)
                moves.append(move)
            record = {
                "seed": seed,
                "opening": opening,
                "moves": moves,
                "winner": board.winner,
                "evaluations": evaluations,
            }
            handle.write(json.dumps(record) + "\n")
            handle.flush()


TERM_TABLE = tuple(cell_terms(code) for code in range(8**4))
"""Per cell code, how many of each of ``patterns.TERMS`` the cell holds."""


def features(position: Position) -> list[float] | None:
    """The side to move's and its opponent's term counts, or None when the evaluation is not asked.

    None when the side to move completes a line, makes an open four or two fours, or holds a
    double threat against an opponent without a four (``evaluate`` scores that as all but
    won), and when the opponent has a line to complete (the move is forced).
    """
    me = position.to_move
    mine, theirs = position.worth[me], position.worth[3 - me]
    candidates = position.candidates
    my_best = max((mine[cell] for cell in candidates), default=0)
    if my_best >= SURE_WIN_SCORE or any(theirs[cell] >= WIN_SCORE for cell in candidates):
        return None
    if my_best >= DOUBLE_THREE_SCORE and all(
        position.shapes[3 - me][cell] < FOUR for cell in candidates
    ):
        return None
    counts = [0.0] * (2 * len(TERMS))
    for offset, codes in ((0, position.codes[me]), (len(TERMS), position.codes[3 - me])):
        for cell in candidates:
            for term, count in enumerate(TERM_TABLE[codes[cell]]):
                counts[offset + term] += count
    return counts


class Sample(NamedTuple):
    """One scored position: its game's seed, its features, the result and Rapfi's evaluation."""

    seed: int
    features: list[float]
    result: float
    """1 when the side to move won the game, 0 when it lost, 0.5 for a draw."""
    evaluation: int | None
    """Rapfi's evaluation for the side to move, in its own units; None for a win or loss it
    proved."""
    proven_win: bool
    """True when Rapfi proved a win for the side to move."""


def samples(path: Path, with_proven: bool = False) -> Iterator[Sample]:
    """The positions of the games in ``path`` that the evaluation scores and Rapfi judged.

    Left out: the opening's positions (Rapfi was not asked) and, unless ``with_proven``,
    those where Rapfi's search proved a win or a loss (the search's business, not the
    evaluation's).
    """
    for game, index, position, _ in replayed(path):
        evaluation = game["evaluations"][index]
        found = features(position)
        proven = "M" in evaluation
        if found is not None and evaluation and (with_proven or not proven):
            mover = "X" if position.to_move == 1 else "O"
            result = 0.5 if game["winner"] is None else float(game["winner"] == mover)
            score = None if proven else int(evaluation)
            yield Sample(game["seed"], found, result, score, evaluation.startswith("+"))


def replayed(path: Path) -> Iterator[tuple[dict[str, Any], int, Position, Move]]:
    """Each move after the opening of each game in ``path``, with the position before it.

    Yields the game (as ``games`` wrote it), the move's index after the opening, the position
    and the move, which is played on the position when the next is asked for.
    """
    for line in path.read_text().splitlines():
        game = json.loads(line)
        moves = [(row, col) for row, col in game["moves"]]
        opening = game["opening"]
        position = Position(Board.from_moves(RULES, moves[:opening]))
        for index, move in enumerate(moves[opening:]):
            yield game, index, position, move
            position.play(position.index(move))


def sigmoid(value: float) -> float:
    """The logistic function, safe for large arguments."""
    if value < -40:
        return 0.0
    if value > 40:
        return 1.0
    return 1 / (1 + math.exp(-value))


def log_loss(rows: Sequence[list[float]], results: Sequence[float], weights: list[float]) -> float:
    """The mean cross-entropy of the predictions ``sigmoid(weights . row)``."""
    total = 0.0
    for row, result in zip(rows, results, strict=True):
        p = min(max(sigmoid(dot(weights, row)), 1e-9), 1 - 1e-9)
        total -= result * math.log(p) + (1 - result) * math.log(1 - p)
    return total / len(rows)


def fit(rows: Sequence[list[float]], results: Sequence[float], steps: int = 12) -> list[float]:
    """Logistic regression by Newton's method with an L2 penalty: one weight per column."""
    width = len(rows[0])
    weights = [0.0] * width
    for _ in range(steps):
        gradient = [PENALTY * w for w in weights]
        hessian = [[PENALTY if i == j else 0.0 for j in range(width)] for i in range(width)]
        for row, result in zip(rows, results, strict=True):
            p = sigmoid(dot(weights, row))
            error, curve = p - result, p * (1 - p)
            nonzero = [(i, x) for i, x in enumerate(row) if x]
            for i, x in nonzero:
                gradient[i] += error * x
                hessian_row = hessian[i]
                for j, y in nonzero:
                    hessian_row[j] += curve * x * y
        step = solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
    return weights


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix``^-1 ``vector`` by Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(size):
            if row != column and rows[row][column]:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def report(paths: list[Path], shapes_only: bool, with_proven: bool) -> None:
    """Fit on the games in ``paths`` and print the comparison and the weights.

    ``shapes_only`` leaves the pairs of shapes out of the fit (their weights 0);
    ``with_proven`` keeps the positions Rapfi proved (a proven win its evaluation's 1).
    """
    train: list[Sample] = []
    test: list[Sample] = []
    for path in paths:
        for sample in samples(path, with_proven):
            if shapes_only:
                sample.features[:] = [
                    0.0 if index % len(TERMS) in PAIR_TERMS.values() else value
                    for index, value in enumerate(sample.features)
                ]
            (test if sample.seed % HELD_OUT_EVERY == 0 else train).append(sample)
    if not train or not test:
        sys.exit("too few games to fit and to hold out: play more with the games command")
    games = len({sample.seed for sample in train + test})
    print(f"{games} games: {len(train)} positions fitted, {len(test)} held out\n")
    rows = [[*sample.features, 1.0] for sample in train]
    results = [sample.result for sample in train]
    scored = [sample for sample in train if sample.evaluation is not None]
    rapfi_scale, _ = fit(
        [[sample.evaluation or 0, 1.0] for sample in scored], [sample.result for sample in scored]
    )
    judged = [
        float(sample.proven_win)
        if sample.evaluation is None
        else sigmoid(rapfi_scale * sample.evaluation)
        for sample in train
    ]
    today = [*MOVER_TERMS, *(-weight for weight in OPPONENT_TERMS)]
    scale, bias = fit([[dot(today, row), 1.0] for row in rows], results)
    fits = {
        "today's (its scale fitted)": [*(scale * weight for weight in today), bias],
        "fitted to the results": fit(rows, results),
        "fitted to Rapfi's evaluations": fit(rows, judged),
    }
    held_out = [[*sample.features, 1.0] for sample in test]
    held_out_results = [sample.result for sample in test]
    print(
        markdown(
            ("evaluation", "log-loss of the results, fitted", "held out"),
            [
                (
                    name,
                    f"{log_loss(rows, results, weights):.4f}",
                    f"{log_loss(held_out, held_out_results, weights):.4f}",
                )
                for name, weights in fits.items()
            ],
        )
    )
    print(f"\nRapfi's evaluation: {1 / rapfi_scale:.0f} of its units per unit of log-odds.")
    print(f"Today's evaluation: {1 / scale:,.0f} points per unit of log-odds.")
    print(f"The fitted weights, at {POINTS_PER_LOG_ODDS:,} points per unit of log-odds:\n")
    print(weights_table(fits))


def dot(weights: Sequence[float], row: Sequence[float]) -> float:
    """The sum of the products, as far as the shorter of the two goes."""
    return sum(weight * value for weight, value in zip(weights, row, strict=False))


def weights_table(fits: dict[str, list[float]]) -> str:
    """Per term, today's weights and those of each fit (``POINTS_PER_LOG_ODDS`` a unit)."""
    half = len(TERMS)
    names = list(fits)[1:]
    headers = ["term", "mover today", *(f"mover, {name}" for name in names)]
    headers += ["opponent today", *(f"opponent, {name}" for name in names)]
    rows = [
        (
            term,
            MOVER_TERMS[i],
            *(round(fits[name][i] * POINTS_PER_LOG_ODDS) for name in names),
            OPPONENT_TERMS[i],
            *(round(-fits[name][half + i] * POINTS_PER_LOG_ODDS) for name in names),
        )
        for i, term in enumerate(TERMS)
    ]
    return markdown(tuple(headers), rows)


def main() -> None:
    """Play games or fit, as the command line says."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    games = commands.add_parser("games", help="Rapfi plays both sides; append the games")
    games.add_argument("--first", type=int, default=0, help="seed of the first opening")
    games.add_argument("--count", type=int, default=100, help="games to play")
    games.add_argument("--nodes", type=int, default=30_000, help="Rapfi's nodes a move")
    games.add_argument("--engine", type=Path, default=ENGINE, help="path of pbrain-rapfi")
    games.add_argument("--save", type=Path, required=True, help="JSON lines file to append to")
    fitting = commands.add_parser("fit", help="fit the evaluation to the games")
    fitting.add_argument("files", type=Path, nargs="+", help="files written by games")
    fitting.add_argument(
        "--shapes-only", action="store_true", help="leave the pairs of shapes out (weights 0)"
    )
    fitting.add_argument(
        "--with-proven", action="store_true", help="keep the positions Rapfi proved"
    )
    args = parser.parse_args()
    print(f"Machine: {describe_machine()}\n")
    if args.command == "games":
        if not args.engine.is_file():
            parser.error(f"no Rapfi at {args.engine}; pass --engine PATH")
        engine = Rapfi(args.engine, 10_000, args.nodes, RULES)
        try:
            play_games(engine, args.first, args.count, args.save)
        finally:
            engine.close()
    else:
        missing = [str(path) for path in args.files if not path.is_file()]
        if missing:
            parser.error(f"no such file: {', '.join(missing)}")
        report(args.files, args.shapes_only, args.with_proven)


if __name__ == "__main__":
    main()
