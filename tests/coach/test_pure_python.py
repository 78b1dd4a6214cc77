"""``ttt_qt.coach`` works with PySide6 unavailable: it never imports Qt."""

from __future__ import annotations

from tests.helpers import run_without_qt

USE = """
from ttt_qt.coach import review_game
from ttt_qt.coach.marks_file import with_marks
from ttt_qt.coach.picker import next_puzzle
from ttt_qt.coach.puzzle_proof import prove
from ttt_qt.coach.puzzles import load_puzzles
from ttt_qt.coach.rating import Rating
from ttt_qt.engine import Rules

reviews = review_game(Rules(), [(1, 1), (0, 1), (0, 0)])
assert len(reviews) == 3 and with_marks("", reviews).count("# coach ") == 3
puzzle = next_puzzle(load_puzzles(), Rating())
assert prove(next(p for p in load_puzzles() if p.rules.size == 3)) is None
print("pure coach")
"""


def test_the_coach_imports_and_works_with_qt_blocked() -> None:
    completed = run_without_qt(USE)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.strip() == "pure coach"
