"""The puzzle set: its file reads and is intact, and its puzzles are proven by the searches."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from ttt_qt.ai import Limit
from ttt_qt.coach.puzzle_proof import prove
from ttt_qt.coach.puzzles import (
    DIGEST_PREFIX,
    Puzzle,
    PuzzleDataError,
    difficulty,
    find_puzzle,
    format_puzzle,
    format_puzzle_file,
    load_puzzles,
    parse_puzzle,
    parse_puzzle_file,
)
from ttt_qt.engine import Rules, parse_moves

SAMPLE_SEED = 32
"""The seed of the sample that the quick test re-proves."""


def test_the_set_has_300_puzzles_from_3x3_to_15x15() -> None:
    puzzles = load_puzzles()
    assert len(puzzles) >= 300
    assert len({puzzle.id for puzzle in puzzles}) == len(puzzles)
    boards = Counter((p.rules.size, p.rules.reverse) for p in puzzles)
    assert boards[3, False] and boards[3, True] and boards[15, False]
    for puzzle in puzzles:
        assert not puzzle.board.is_over
        assert puzzle.board.play(puzzle.solution).mark_at(puzzle.solution) == puzzle.to_move
        if puzzle.rules.size == 3:
            assert puzzle.kind == "exact" and puzzle.n in (1, 2)
        else:
            assert puzzle.kind in ("vcf", "vct") and 3 <= puzzle.n <= 9
        assert puzzle.difficulty == difficulty(puzzle.rules, puzzle.n, puzzle.kind)
    assert [p.difficulty for p in puzzles] == sorted(p.difficulty for p in puzzles)


def test_the_winning_lines_end_the_game_with_a_win() -> None:
    for puzzle in load_puzzles():
        board = puzzle.board
        for move in puzzle.line:
            board = board.play(move)
        assert board.is_over and board.winner == puzzle.to_move, puzzle.id


def test_a_line_round_trips_and_a_damaged_file_is_refused() -> None:
    puzzles = load_puzzles()[:5]
    for puzzle in puzzles:
        assert parse_puzzle(format_puzzle(puzzle)) == puzzle
    text = format_puzzle_file(puzzles, ["a comment"])
    assert text.startswith(DIGEST_PREFIX)
    assert parse_puzzle_file(text) == list(puzzles)
    with pytest.raises(PuzzleDataError, match="digest"):
        parse_puzzle_file(text.replace(" | ", " |  ", 1))
    with pytest.raises(PuzzleDataError, match="not a puzzle line"):
        parse_puzzle("p1 3 3 sideways 1 exact 900 | B2 | A1")
    with pytest.raises(PuzzleDataError, match="not a puzzle line"):
        parse_puzzle("p1 3 3 normal 1 exact 900 | B2 B2 | A1")


def test_find_puzzle_by_id() -> None:
    puzzles = load_puzzles()
    assert find_puzzle(puzzles, puzzles[3].id.upper()) == puzzles[3]
    assert find_puzzle(puzzles, "nothing") is None


def test_a_seeded_sample_is_proven_again() -> None:
    puzzles = load_puzzles()
    rng = random.Random(SAMPLE_SEED)
    small = [p for p in puzzles if p.rules.size == 3]
    big = sorted((p for p in puzzles if p.kind == "vcf"), key=lambda p: (p.n, p.id))
    for puzzle in [*rng.sample(small, 8), *big[:2]]:
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
