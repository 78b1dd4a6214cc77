"""The puzzle dialog's words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ttt_qt.coach.picker import PuzzleSet
from ttt_qt.coach.puzzles import Puzzle
from ttt_qt.coach.rating import Rating
from ttt_qt.engine import Move, cell_name

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


SMALL_HINT_MAX_SIZE = 7
"""Up to this board size the area hint is 2 x 2 cells, on bigger boards 3 x 3."""


def title(puzzle: Puzzle) -> str:
    """The question, such as "X to play and win in 2 moves"."""
    if puzzle.n == 1:
        return translate("Coach", "{mark} to play and win in 1 move").format(mark=puzzle.to_move)
    return translate("Coach", "{mark} to play and win in {n} moves").format(
        mark=puzzle.to_move, n=puzzle.n
    )


def set_name(chosen: PuzzleSet) -> str:
    """A set of puzzles in the picker, such as "Wins by fours (15 x 15)"."""
    names = {
        "all": translate("Coach", "All puzzles"),
        "small": translate("Coach", "3 x 3"),
        "small-reverse": translate("Coach", "3 x 3, reverse rules"),
        "fours": translate("Coach", "Wins by fours (15 x 15)"),
        "threats": translate("Coach", "Wins by fours and threes (15 x 15)"),
    }
    return names[chosen]


def about(puzzle: Puzzle) -> str:
    """The puzzle's name, rules and difficulty."""
    return translate(
        "Coach", "Puzzle {id} · {size} x {size}, {length} in a row{reverse} · difficulty {level}"
    ).format(
        id=puzzle.id,
        size=puzzle.rules.size,
        length=puzzle.rules.win_length,
        reverse=translate("Coach", ", reverse rules") if puzzle.rules.reverse else "",
        level=puzzle.difficulty,
    )


class Coach(QObject):
    """The coach's texts that count, with their plural forms (lupdate reads them from ``tr``)."""

    def rating(self, attempts: int) -> str:
        """The rating's line, with ``attempts`` puzzles counted (%n)."""
        return self.tr("Your puzzle rating: {rating} (± {deviation}, %n puzzles)", "", attempts)


_PLURALS = Coach()


def rating_text(rating: Rating, attempts: int) -> str:
    """The person's puzzle rating with its uncertainty."""
    return _PLURALS.rating(attempts).format(
        rating=rating.rounded, deviation=round(rating.deviation)
    )


def area_hint(puzzle: Puzzle) -> tuple[str, tuple[Move, ...]]:
    """The first hint: the free cells of the area (2 x 2 or 3 x 3) of the winning move.

    Named one by one ("one of B3, C3"): an area's corners may be taken cells.
    """
    size = puzzle.rules.size
    span = 2 if size <= SMALL_HINT_MAX_SIZE else 3
    row, col = puzzle.solution
    top = min(max(row - span // 2, 0), size - span)
    left = min(max(col - span // 2, 0), size - span)
    board = puzzle.board
    area = ((top + r, left + c) for r in range(span) for c in range(span))
    cells = tuple(cell for cell in area if board.mark_at(cell) is None)
    text = translate("Coach", "Hint: the winning move is one of {cells}.").format(
        cells=", ".join(cell_name(cell) for cell in cells)
    )
    return text, cells


def line_text(line: tuple[Move, ...]) -> str:
    """A line of moves by their cell names."""
    return " ".join(cell_name(move) for move in line)
