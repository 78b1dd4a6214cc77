"""``ttt-console puzzle``: tactics puzzles in the terminal; ``--list`` prints the set.

One puzzle after another, each near the person's puzzle rating (Glicko-2, kept for the
session: ``--rating`` gives the start), or the one asked for (``--id``, ``--daily``). The
person types a cell; ``hint`` shows the area of the winning move, then the move itself;
``solution`` plays the winning line out; ``next`` skips; ``quit`` ends. A puzzle counts as
solved when the first move typed is the winning one and no hint was taken; one skipped
before any move or hint does not count.
"""

from __future__ import annotations

import argparse
import datetime
import random
from typing import Literal

from ttt_qt.coach.picker import next_puzzle, puzzle_of_the_day
from ttt_qt.coach.puzzles import Puzzle, PuzzleDataError, find_puzzle, load_puzzles
from ttt_qt.coach.rating import Rating, update
from ttt_qt.engine import Board, CellNameError, Move, cell_name, parse_cell
from ttt_qt.engine.cells import COLUMN_LETTERS

from .options import whole_number

PROMPT = "Your move (a cell like {example}), or hint, solution, next, quit: "
RIGHT = "Right: {cell} wins."
WRONG = "Not {cell}: it does not win in {n}. Try again."
TAKEN = "{cell} is taken. Try again."
NOT_UNDERSTOOD = "Type a cell such as {example}, or hint, solution, next or quit."
AREA_HINT = "Hint: the winning move is between {low} and {high}."
MOVE_HINT = "Hint: the winning move is {cell}."
LINE = "The winning line: {line}"
RATING = "Your puzzle rating: {rating} (give or take {deviation})."
NO_SUCH_PUZZLE = "ttt-console puzzle: there is no puzzle {name}; --list shows them"
DAMAGED = "ttt-console puzzle: {error}"
AGAIN = "Another puzzle? [Y/n] "
Result = Literal["solved", "failed", "skipped", "quit"]
"""How a puzzle ended: skipped (``next`` before any move or hint) counts for nothing."""
SMALL_HINT_MAX_SIZE = 5
"""Up to this board size the area hint is 2 x 2 cells, on bigger boards 3 x 3."""


def configure(parser: argparse.ArgumentParser) -> None:
    """Add ``--list``, ``--id``, ``--daily``, ``--rating`` and ``--seed``."""
    parser.add_argument("--list", action="store_true", help="print the puzzles, one a line")
    parser.add_argument("--id", default=None, metavar="ID", help="play this puzzle (like p0042)")
    parser.add_argument("--daily", action="store_true", help="play today's puzzle")
    parser.add_argument(
        "--rating",
        type=whole_number,
        default=round(Rating().rating),
        metavar="R",
        help="your puzzle rating to start from (default %(default)s)",
    )
    parser.add_argument(
        "--seed", type=whole_number, default=None, metavar="S", help="pick puzzles reproducibly"
    )


def run(args: argparse.Namespace) -> int:
    """List the puzzles, or play them until the person quits; 1 when the set is damaged."""
    try:
        puzzles = load_puzzles()
    except PuzzleDataError as error:
        print(DAMAGED.format(error=error))
        return 1
    if args.list:
        for puzzle in puzzles:
            print(puzzle.summary())
        return 0
    first: Puzzle | None = None
    if args.id is not None:
        first = find_puzzle(puzzles, args.id)
        if first is None:
            print(NO_SUCH_PUZZLE.format(name=args.id))
            return 1
    elif args.daily:
        first = puzzle_of_the_day(puzzles, datetime.date.today())
    rng = random.Random(args.seed)
    rating = Rating(rating=float(args.rating))
    done: set[str] = set()
    puzzle = first or next_puzzle(puzzles, rating, done, rng)
    while True:
        result = play_puzzle(puzzle)
        if result == "quit":
            return 0
        done.add(puzzle.id)
        if result != "skipped":
            rating = update(rating, puzzle.difficulty, 1.0 if result == "solved" else 0.0)
            print(RATING.format(rating=rating.rounded, deviation=round(rating.deviation)))
            if input(AGAIN).strip().lower() not in ("", "y", "yes"):
                return 0
        puzzle = next_puzzle(puzzles, rating, done, rng)


def play_puzzle(puzzle: Puzzle) -> Result:
    """Play one puzzle: solved, failed (a hint, a wrong move, the solution), skipped or quit."""
    board = puzzle.board
    print()
    print(f"Puzzle {puzzle.id} ({puzzle.rules.describe()}, difficulty {puzzle.difficulty})")
    print(format_board(board))
    print(puzzle.title())
    example = cell_name(puzzle.solution if puzzle.rules.size <= 3 else (0, 0))
    clean, hints = True, 0
    while True:
        answer = input(PROMPT.format(example=example)).strip().lower()
        if answer == "quit":
            return "quit"
        if answer == "next":
            return "skipped" if clean else "failed"
        if answer == "solution":
            print(LINE.format(line=" ".join(cell_name(move) for move in puzzle.line)))
            return "failed"
        if answer == "hint":
            print(hint(puzzle, hints))
            hints, clean = min(hints + 1, 1), False
            continue
        move = _cell(answer, board, puzzle)
        if move is None:
            continue
        if move == puzzle.solution:
            print(RIGHT.format(cell=cell_name(move)))
            print(LINE.format(line=" ".join(cell_name(step) for step in puzzle.line)))
            print(format_board(_played(board, puzzle.line)))
            return "solved" if clean else "failed"
        print(WRONG.format(cell=cell_name(move), n=puzzle.n))
        clean = False


def _cell(answer: str, board: Board, puzzle: Puzzle) -> Move | None:
    """The empty cell the person typed, or None (after saying what is wrong)."""
    try:
        move = parse_cell(answer, puzzle.rules.size)
    except CellNameError:
        print(NOT_UNDERSTOOD.format(example=cell_name((0, 0))))
        return None
    if board.mark_at(move) is not None:
        print(TAKEN.format(cell=cell_name(move)))
        return None
    return move


def hint(puzzle: Puzzle, given: int) -> str:
    """The first hint (the area of the winning move), then the second (the move)."""
    if given:
        return MOVE_HINT.format(cell=cell_name(puzzle.solution))
    size = puzzle.rules.size
    span = 2 if size <= SMALL_HINT_MAX_SIZE else 3
    row, col = puzzle.solution
    top = min(max(row - span // 2, 0), size - span)
    left = min(max(col - span // 2, 0), size - span)
    low, high = (top, left), (top + span - 1, left + span - 1)
    return AREA_HINT.format(low=cell_name(low), high=cell_name(high))


def _played(board: Board, line: tuple[Move, ...]) -> Board:
    for move in line:
        board = board.play(move)
    return board


def format_board(board: Board) -> str:
    """The board as text: column letters on top, row numbers on the left, ``.`` for empty."""
    size = board.rules.size
    header = "    " + " ".join(COLUMN_LETTERS[:size])
    rows = [
        f"{row + 1:>3} " + " ".join(mark or "." for mark in marks)
        for row, marks in enumerate(board.rows())
    ]
    return "\n".join([header, *rows])
