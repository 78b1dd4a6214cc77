"""``ttt-console review FILE``: every move of a saved game (``.ttt``) with the coach's mark.

Each line is printed as soon as its move is reviewed: the move's number, who played it, the
cell, the sign (``!`` best, ``?!`` inaccuracy, ``?`` mistake, ``??`` blunder, nothing for a
good move), the better move when there was one, and the verdict in words (``~`` marks an
estimate). ``--save`` writes the marks into the file as comments, which every reader skips.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ttt_qt.coach import SECONDS_PER_MOVE, Grade, MoveReview, review_moves
from ttt_qt.coach.marks_file import with_marks
from ttt_qt.engine import GameFormatError, SavedGame, cell_name, parse_saved_game

from .files import reason
from .options import positive_seconds

READ_FAILED = "ttt-console review: cannot read {path}: {reason}"
NOT_A_GAME = "ttt-console review: {path} is not a saved game: {error}"
SAVE_FAILED = "ttt-console review: cannot save the marks into {path}: {reason}"
NO_MOVES = "The game has no moves to review."
HEADING = "Review of {path} ({rules}), {count} moves; ~ marks an estimate."
SAVED = "The marks are saved in {path}."
TOTALS = "{player}: blunders {blunders}, mistakes {mistakes}, inaccuracies {inaccuracies}."


def configure(parser: argparse.ArgumentParser) -> None:
    """Add FILE, ``--seconds`` and ``--save``."""
    parser.add_argument("file", type=Path, metavar="FILE", help="a saved game (.ttt)")
    parser.add_argument(
        "--seconds",
        type=positive_seconds,
        default=SECONDS_PER_MOVE,
        metavar="S",
        help=f"thought per position (default {SECONDS_PER_MOVE:g})",
    )
    parser.add_argument("--save", action="store_true", help="write the marks into FILE as comments")


def run(args: argparse.Namespace) -> int:
    """Print the review of the game in ``args.file``; 1 when it cannot be read or saved."""
    path: Path = args.file
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        why = reason(error) if isinstance(error, OSError) else "it is not text"
        print(READ_FAILED.format(path=path, reason=why), file=sys.stderr)
        return 1
    try:
        saved = parse_saved_game(text)
    except GameFormatError as error:
        print(NOT_A_GAME.format(path=path, error=error), file=sys.stderr)
        return 1
    reviews = _print_review(path, saved, args.seconds)
    if args.save and reviews:
        try:
            path.write_text(with_marks(text, reviews), encoding="utf-8")
        except OSError as error:
            print(SAVE_FAILED.format(path=path, reason=reason(error)), file=sys.stderr)
            return 1
        print(SAVED.format(path=path))
    return 0


def _print_review(path: Path, saved: SavedGame, seconds: float) -> list[MoveReview]:
    """Print each move's line as it comes, then the totals of each side."""
    game = saved.game
    if not game.moves:
        print(NO_MOVES)
        return []
    print(HEADING.format(path=path, rules=game.rules.describe(), count=len(game.moves)))
    reviews = []
    for review in review_moves(game.rules, game.moves, seconds=seconds):
        reviews.append(review)
        print(format_line(review), flush=True)
    print()
    for player in ("X", "O"):
        grades = [review.grade for review in reviews if review.player == player]
        print(
            TOTALS.format(
                player=player,
                blunders=grades.count(Grade.BLUNDER),
                mistakes=grades.count(Grade.MISTAKE),
                inaccuracies=grades.count(Grade.INACCURACY),
            )
        )
    return reviews


def format_line(review: MoveReview) -> str:
    """One move's line: number, player, cell and sign, the better move, the verdict."""
    move = f"{review.number:>3}. {review.player} {cell_name(review.move):<3} {review.grade.sign:<2}"
    better = ""
    if review.grade not in (Grade.BEST, Grade.GOOD) and review.best is not None:
        better = f"better {cell_name(review.best)}"
    estimate = " " if review.exact else "~"
    return f"{move} {better:<10} {estimate} {review.sentence}".rstrip()
