"""The proof of a puzzle by the searches: the set's puzzles hold, wrong ones do not."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ttt_qt.ai import Limit
from ttt_qt.coach.puzzle_proof import prove
from ttt_qt.coach.puzzles import Puzzle, load_puzzles
from ttt_qt.engine import Rules, parse_moves

SAMPLE_SEED = 32
"""The seed of the sample that the quick test re-proves."""


def test_a_seeded_sample_is_proven_again() -> None:
    puzzles = load_puzzles()
    rng = random.Random(SAMPLE_SEED)
    small = [p for p in puzzles if p.rules.size == 3]
    big = sorted((p for p in puzzles if p.kind == "vcf"), key=lambda p: (p.n, p.id))
    for puzzle in [*rng.sample(small, 8), *big[:2], big[-1]]:  # the longest too (0.5 s)
        assert prove(puzzle, Limit(time=120.0)) is None, puzzle.id


@pytest.mark.slow
def test_every_puzzle_is_proven_again() -> None:
    failures = {}
    for puzzle in load_puzzles():
        problem = prove(puzzle, Limit(time=300.0))
        if problem is not None:
            failures[puzzle.id] = problem
    assert not failures


def test_a_wrong_solution_or_length_is_not_proven() -> None:
    rules = Rules(3, 3)
    # X: A1 B2 C2, O: C1 A2 B1; X to move wins at C3 at once, and nowhere else.
    moves = tuple(parse_moves("A1 C1 B2 A2 C2 B1", rules))
    puzzle = Puzzle("t1", rules, moves, 1, ((2, 2),), "exact", 1)
    assert prove(puzzle) is None
    assert "not only" in (prove(replace(puzzle, line=((2, 0),))) or "")
    assert "takes 1 moves, not 2" in (prove(replace(puzzle, n=2)) or "")


def test_a_wrong_15x15_solution_is_not_proven() -> None:
    vcf = next(p for p in load_puzzles() if p.kind == "vcf")
    other = next(move for move in vcf.board.legal_moves() if move != vcf.solution)
    assert prove(replace(vcf, line=(other,)), Limit(time=60.0)) is not None
    assert prove(replace(vcf, n=vcf.n + 1), Limit(time=60.0)) is not None
