"""The puzzle set: its file reads, is intact, and holds puzzles from 3 x 3 to 15 x 15."""

from __future__ import annotations

from collections import Counter

import pytest

from ttt_qt.coach.puzzles import (
    DIGEST_PREFIX,
    PuzzleDataError,
    difficulty,
    find_puzzle,
    format_puzzle,
    format_puzzle_file,
    load_puzzles,
    parse_puzzle,
    parse_puzzle_file,
)


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
    # Wins by fours of every length the issue asks for, 3 to 9 moves, and by threes in 3 or 4.
    assert {p.n for p in puzzles if p.kind == "vcf"} == set(range(3, 10))
    assert {p.n for p in puzzles if p.kind == "vct"} == {3, 4}


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
