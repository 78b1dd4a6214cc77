"""Which puzzle next: one near the person's rating, and the puzzle of the day."""

from __future__ import annotations

import datetime
import hashlib
import random
from collections.abc import Collection, Sequence
from typing import Literal

from .puzzles import Puzzle
from .rating import Rating

NEAREST = 8
"""The next puzzle is drawn from this many puzzles nearest the rating."""

PuzzleSet = Literal["all", "small", "small-reverse", "fours", "threats"]
PUZZLE_SETS: tuple[PuzzleSet, ...] = ("all", "small", "small-reverse", "fours", "threats")
"""The sets a person may keep to: every puzzle, the small boards' (normal and reverse rules),
the wins by continuous fours and the wins by fours and threes."""


def in_set(puzzle: Puzzle, chosen: PuzzleSet) -> bool:
    """Whether ``puzzle`` belongs to the set ``chosen``."""
    if chosen == "all":
        return True
    if puzzle.kind == "exact":
        return chosen == ("small-reverse" if puzzle.rules.reverse else "small")
    return chosen == ("fours" if puzzle.kind == "vcf" else "threats")


def next_puzzle(
    puzzles: Sequence[Puzzle],
    rating: Rating,
    done: Collection[str] = (),
    rng: random.Random | None = None,
    chosen: PuzzleSet = "all",
) -> Puzzle:
    """A puzzle of the set ``chosen`` near ``rating``: one of the ``NEAREST`` closest to it.

    Only puzzles not yet ``done`` (by id) while some are left; every puzzle when the set has
    none.

    Raises:
        ValueError: there are no puzzles.
    """
    if not puzzles:
        raise ValueError("there are no puzzles")
    puzzles = [puzzle for puzzle in puzzles if in_set(puzzle, chosen)] or list(puzzles)
    left = [puzzle for puzzle in puzzles if puzzle.id not in done] or list(puzzles)
    left.sort(key=lambda puzzle: (abs(puzzle.difficulty - rating.rating), puzzle.id))
    return (rng or random.Random()).choice(left[:NEAREST])


def puzzle_of_the_day(puzzles: Sequence[Puzzle], day: datetime.date) -> Puzzle:
    """The puzzle of ``day``: the same for everyone on that day, from its date alone.

    Raises:
        ValueError: there are no puzzles.
    """
    if not puzzles:
        raise ValueError("there are no puzzles")
    number = int.from_bytes(hashlib.sha256(day.isoformat().encode("ascii")).digest()[:8], "big")
    ordered = sorted(puzzles, key=lambda puzzle: puzzle.id)
    return ordered[number % len(ordered)]
