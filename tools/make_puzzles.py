"""Make the puzzle set that ``ttt_qt.coach.puzzles`` reads (``ttt_qt/coach/data/puzzles.txt``).

Run from the repository: ``nice -n 10 python tools/make_puzzles.py [--seed S] [--big N]``.
The same seed and counts write the same file: every choice comes from one seeded generator,
and what a search keeps is decided by depths and a count of moves played, not by a time
(the time limits are far above what the searches take, so that they only guard the run).

- 3 x 3, normal and reverse rules: every position (one per symmetry class) where exactly one
  move wins in 1 or 2 moves, by ``analyze``; a seeded sample of them.
- 15 x 15, five in a row: positions of games between two seeded ``expert`` players after a
  random opening, where the side to move wins by continuous fours (3 to 9 moves) or by fours
  and threes (3 or 4 moves) with exactly one first move (``puzzle_proof.ThreatProver``,
  within ``MOVE_BUDGET`` moves played per position).
- 15 x 15, the long wins by continuous fours (7 to 9 moves, one first move), which those
  games rarely hold: from positions of 24 to 40 random stones in the middle of the board.

Every puzzle is then proven by ``puzzle_proof.prove``, as the tests re-prove it; one that
fails (its first move also wins faster than the search found, say) is left out.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
if str(REPOSITORY) not in sys.path:
    sys.path.insert(0, str(REPOSITORY))  # run as a script: this checkout's package

from ttt_qt.ai import Limit, analyze, create  # noqa: E402
from ttt_qt.ai.base import SearchStopped  # noqa: E402
from ttt_qt.ai.threats.position import Position  # noqa: E402
from ttt_qt.coach.puzzle_proof import ThreatProver, prove, winning_line_exact  # noqa: E402
from ttt_qt.coach.puzzles import (  # noqa: E402
    DATA_FILE,
    Kind,
    Puzzle,
    difficulty,
    format_puzzle_file,
)
from ttt_qt.coach.sentences import moves_to_win  # noqa: E402
from ttt_qt.engine import Board, Move, Rules  # noqa: E402

DATA_PATH = REPOSITORY / "ttt_qt" / "coach" / "data" / DATA_FILE
SMALL_COUNT = {False: 180, True: 100}
"""3 x 3 puzzles kept, by reverse rules."""
BIG_COUNT = 40
"""15 x 15 puzzles kept (``--big`` changes it)."""
LONG_COUNT = 12
"""15 x 15 wins by continuous fours in 7 to 9 moves kept (``--long`` changes it); at most
half of them in 7."""
LONG_SHORTEST = 7
PROOF_SECONDS = 120.0
MOVE_BUDGET = 40_000
"""Moves the threat searches may play per position and kind before it is passed over (a
count, not a time, so that every machine keeps the same puzzles)."""


def symmetric_keys(rules: Rules, moves: list[Move]) -> tuple[tuple[frozenset[Move], ...], ...]:
    """The X and O cells of the position under the 8 symmetries of the square."""
    last = rules.size - 1
    maps: list[Callable[[int, int], Move]] = [
        lambda r, c: (r, c),
        lambda r, c: (c, last - r),
        lambda r, c: (last - r, last - c),
        lambda r, c: (last - c, r),
        lambda r, c: (r, last - c),
        lambda r, c: (c, r),
        lambda r, c: (last - r, c),
        lambda r, c: (last - c, last - r),
    ]
    return tuple(
        (frozenset(f(*m) for m in moves[::2]), frozenset(f(*m) for m in moves[1::2])) for f in maps
    )


def canonical(rules: Rules, moves: list[Move]) -> tuple[tuple[Move, ...], ...]:
    """One key per symmetry class of the position after ``moves``."""
    return min((tuple(sorted(xs)), tuple(sorted(os))) for xs, os in symmetric_keys(rules, moves))


def small_positions(rules: Rules) -> Iterator[list[Move]]:
    """Every 3 x 3 game prefix that reaches a new position (one per symmetry class)."""
    seen: set[object] = set()
    stack: list[list[Move]] = [[]]
    while stack:
        moves = stack.pop()
        key = canonical(rules, moves)
        if key in seen:
            continue
        seen.add(key)
        board = Board.from_moves(rules, moves)
        if board.is_over:
            continue
        yield moves
        stack.extend([*moves, move] for move in reversed(board.legal_moves()))


def exact_puzzle(board: Board, moves: list[Move], n_range: range) -> Puzzle | None:
    """The puzzle of a solved position when exactly one move wins, in N of ``n_range``."""
    result = analyze(board, Limit(time=30.0))
    if not result.proven:
        return None
    winners = [move for move, value in result.moves.items() if value.kind == "win"]
    if len(winners) != 1:
        return None
    n = moves_to_win(result.moves[winners[0]])
    if n not in n_range:
        return None
    line = winning_line_exact(board.play(winners[0]), Limit(time=30.0))
    kind: Kind = "exact"
    rules = board.rules
    return Puzzle("", rules, tuple(moves), n, (winners[0], *line), kind, difficulty(rules, n, kind))


def small_puzzles(rng: random.Random) -> list[Puzzle]:
    """A seeded sample of the 3 x 3 puzzles, normal and reverse."""
    chosen: list[Puzzle] = []
    for reverse in (False, True):
        rules = Rules(3, 3, reverse)
        found = [
            puzzle
            for moves in small_positions(rules)
            if (puzzle := exact_puzzle(Board.from_moves(rules, moves), moves, range(1, 3)))
        ]
        rng.shuffle(found)
        chosen += found[: SMALL_COUNT[reverse]]
        print(f"3 x 3 {'reverse' if reverse else 'normal'}: {len(found)} found", file=sys.stderr)
    return chosen


def big_game(rng: random.Random, rules: Rules) -> list[Move]:
    """A game of two seeded ``expert`` players after two to four random moves near the centre."""
    x, o = create("expert", seed=rng.randrange(10**6)), create("expert", seed=rng.randrange(10**6))
    middle = rules.size // 2
    board, moves = Board.empty(rules), []
    for _ in range(rng.randint(2, 4)):
        move = (middle + rng.randint(-2, 2), middle + rng.randint(-2, 2))
        if board.mark_at(move) is None:
            moves.append(move)
            board = board.play(move)
    while not board.is_over and len(moves) < 90:
        move = (x if board.to_move == "X" else o).choose(board)
        moves.append(move)
        board = board.play(move)
    return moves


THREAT_KINDS = (("vcf", range(3, 10)), ("vct", range(3, 5)))
"""The wins by threats a puzzle may ask for, and their numbers of moves."""


def threat_puzzle(
    board: Board, moves: list[Move], kinds: tuple[tuple[str, range], ...] = THREAT_KINDS
) -> Puzzle | None:
    """The puzzle of a gomoku position when one first move wins by threats (see the docstring).

    A win within the shortest N of ``kinds`` counts as one in that N.
    """
    for kind, n_range in kinds:
        prover = ThreatProver(board, Limit(time=600.0), vct=kind == "vct", budget=MOVE_BUDGET)
        position = prover.position
        if position.fives(position.to_move) or position.fives(3 - position.to_move):
            return None
        try:
            for n in n_range:
                line = prover.attacker_wins(n)
                if line is not None:
                    break
            else:
                continue
            if prover.others_win(line[0], n) is not None:
                return None
        except SearchStopped:
            return None
        winning = played_out(board, [prover.move(cell) for cell in line])
        rules = board.rules
        puzzle_kind: Kind = kind  # type: ignore[assignment]
        return Puzzle(
            "", rules, tuple(moves), n, winning, puzzle_kind, difficulty(rules, n, puzzle_kind)
        )
    return None


def played_out(board: Board, line: list[Move]) -> tuple[Move, ...]:
    """A winning ``line`` played to the end: a double threat gets its block and completion."""
    attacker = 1 if board.to_move == "X" else 2
    for move in line:
        board = board.play(move)
    moves = list(line)
    while not board.is_over:
        position = Position(board)
        cell = position.move(min(position.fives(attacker)))
        moves.append(cell)
        board = board.play(cell)
    return tuple(moves)


def big_puzzles(rng: random.Random, count: int) -> list[Puzzle]:
    """``count`` 15 x 15 puzzles, at most one per game.

    At most ``count // 4`` of one kind and N, so that longer wins are kept when the games
    have them.
    """
    rules = Rules(15, 5)
    found: list[Puzzle] = []
    per_class: dict[tuple[str, int], int] = {}
    while len(found) < count:
        moves = big_game(rng, rules)
        for turn in range(9, len(moves)):
            board = Board.from_moves(rules, moves[:turn])
            puzzle = threat_puzzle(board, moves[:turn])
            if puzzle is None or per_class.get((puzzle.kind, puzzle.n), 0) >= count // 4:
                continue
            per_class[puzzle.kind, puzzle.n] = per_class.get((puzzle.kind, puzzle.n), 0) + 1
            found.append(puzzle)
            print(f"15 x 15: {len(found)} ({puzzle.kind} in {puzzle.n})", file=sys.stderr)
            break
    return found


def random_stones(rng: random.Random, rules: Rules) -> list[Move] | None:
    """24 to 40 random moves in the middle 9 x 9 of the board; None when one completes a line."""
    middle = rules.size // 2
    area = [(r, c) for r in range(middle - 4, middle + 5) for c in range(middle - 4, middle + 5)]
    board, moves = Board.empty(rules), []
    for _ in range(rng.randint(24, 40)):
        move = rng.choice([cell for cell in area if board.mark_at(cell) is None])
        board = board.play(move)
        if board.is_over:
            return None
        moves.append(move)
    return moves


def long_puzzles(rng: random.Random, count: int) -> list[Puzzle]:
    """``count`` 15 x 15 wins by continuous fours in 7 to 9 moves, at most half in 7."""
    rules = Rules(15, 5)
    found: list[Puzzle] = []
    sevens = 0
    while len(found) < count:
        moves = random_stones(rng, rules)
        if moves is None:
            continue
        board = Board.from_moves(rules, moves)
        puzzle = threat_puzzle(board, moves, (("vcf", range(3, 10)),))
        if puzzle is None or puzzle.n < LONG_SHORTEST:
            continue
        if puzzle.n == LONG_SHORTEST:
            if sevens >= count // 2:
                continue
            sevens += 1
        found.append(puzzle)
        print(f"15 x 15 long: {len(found)} (vcf in {puzzle.n})", file=sys.stderr)
    return found


def main() -> int:
    """Make the set and write it (the puzzles that fail their proof are left out, and said)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--big", type=int, default=BIG_COUNT, help="15 x 15 puzzles to make")
    parser.add_argument(
        "--long", type=int, default=LONG_COUNT, help="15 x 15 wins by fours in 7 to 9 to make"
    )
    parser.add_argument("--output", type=Path, default=DATA_PATH)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    puzzles = small_puzzles(rng) + big_puzzles(rng, args.big) + long_puzzles(rng, args.long)
    puzzles.sort(key=lambda puzzle: (puzzle.difficulty, puzzle.rules.size, puzzle.moves))
    proven = []
    for puzzle in puzzles:
        problem = prove(puzzle, Limit(time=PROOF_SECONDS))
        if problem is None:
            proven.append(puzzle)
        else:
            print(f"left out, {puzzle.title()}: {problem}", file=sys.stderr)
    named = [
        Puzzle(f"p{number:04d}", p.rules, p.moves, p.n, p.line, p.kind, p.difficulty)
        for number, p in enumerate(proven, start=1)
    ]
    comments = [f"ttt_qt puzzles: {len(named)}, made by tools/make_puzzles.py --seed {args.seed}"]
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(format_puzzle_file(named, comments), encoding="ascii")
    print(f"{len(named)} puzzles written to {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
