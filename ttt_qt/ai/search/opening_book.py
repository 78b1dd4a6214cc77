"""Opening books: proven values of the first positions of 4 x 4 (k = 4) games, shipped as data.

Solving the empty 4 x 4 board takes the search most of a second; later positions are much
faster. The book holds the exact value of every position with few marks, one per symmetry
class, so that ``perfect`` plays the first moves and ``analyze`` values them at once.

Data format (``ttt_qt/ai/data/*.txt``): comment lines start with ``#``; every other line is
``<key in hex> <value>``, the key being ``me | opp << cells`` in canonical form (see
``symmetry``) with ``me`` the side to move, and the value ``+d`` (the mover wins in ``d`` plies),
``-d`` (the mover loses in ``d`` plies) or ``0`` (draw). Regenerate with
``python -m ttt_qt.ai.search.opening_book``.
"""

from __future__ import annotations

import sys
import threading
import time
from functools import cache

from ttt_qt.engine import Board, Rules

from .evaluation import MATE_BOUND, WIN
from .position import root_position
from .tables import symmetry_of

BOOKS: dict[Rules, tuple[str, int]] = {
    Rules(4, 4, reverse=False): ("book_4x4_k4.txt", 5),
    Rules(4, 4, reverse=True): ("book_4x4_k4_reverse.txt", 5),
}
"""Rules with a book: its data file and the most marks of the positions it holds."""

_lock = threading.Lock()


@cache
def load_book(file_name: str) -> dict[int, int]:
    """The book in ``file_name`` as canonical key -> plies code (see the module docstring)."""
    # Imported here: importlib.resources costs a start-up that 3 x 3 games need not pay.
    from importlib import resources  # noqa: PLC0415

    text = (resources.files("ttt_qt.ai") / "data" / file_name).read_text(encoding="ascii")
    book = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, code = line.split()
            book[int(key, 16)] = int(code)
    return book


def _score(code: int) -> int:
    """The search score (node at ply 0) of a plies code."""
    if code > 0:
        return WIN - code
    if code < 0:
        return -WIN - code
    return 0


def _code(score: int) -> int:
    """The plies code of an exact search score."""
    if score > MATE_BOUND:
        return WIN - score
    if score < -MATE_BOUND:
        return -(WIN + score)
    return 0


def _entries(rules: Rules) -> dict[int, int] | None:
    """The loaded book of ``rules``, or None when it has none."""
    if rules not in BOOKS:
        return None
    with _lock:
        return load_book(BOOKS[rules][0])


def book_move_scores(board: Board) -> dict[int, int] | None:
    """Exact scores (root at ply 0) of every legal cell of ``board``, or None outside the book."""
    book = _entries(board.rules)
    if book is None or board.is_over or board.move_count >= BOOKS[board.rules][1]:
        return None
    rules = board.rules
    cells = rules.cell_count
    symmetry = symmetry_of(rules.size)
    position = root_position(board)
    scores = {}
    for cell in range(cells):
        low = 1 << cell
        if (position.me | position.opp) & low:
            continue
        if position.my_threats & low:
            scores[cell] = 1 - WIN if rules.reverse else WIN - 1
            continue
        if position.left == 1:
            scores[cell] = 0
            continue
        key, _ = symmetry.canonical(position.opp | (position.me | low) << cells)
        code = book.get(key)
        if code is None:
            return None
        child = _score(code)
        if child > MATE_BOUND:
            scores[cell] = -child + 1
        elif child < -MATE_BOUND:
            scores[cell] = -child - 1
        else:
            scores[cell] = 0
    return scores


def build_book(rules: Rules, max_marks: int) -> dict[int, int]:
    """Solve every position with at most ``max_marks`` marks (one per symmetry class)."""
    from .driver import Searcher  # noqa: PLC0415 - the driver reads the books this module loads

    symmetry = symmetry_of(rules.size)
    cells = rules.cell_count
    book: dict[int, int] = {}
    searcher = Searcher(rules)
    frontier = [Board.empty(rules)]
    for _ in range(max_marks + 1):
        following: dict[int, Board] = {}
        for board in frontier:
            position = root_position(board)
            key, _ = symmetry.canonical(position.me | position.opp << cells)
            if key in book:
                continue
            book[key] = _code(searcher.solve(position))
            for move in board.legal_moves():
                child = board.play(move)
                if not child.is_over:
                    child_position = root_position(child)
                    child_key, _ = symmetry.canonical(
                        child_position.me | child_position.opp << cells
                    )
                    following.setdefault(child_key, child)
        frontier = list(following.values())
    return book


def write_book(rules: Rules, max_marks: int, path: str) -> int:
    """Build the book of ``rules`` and write it to ``path``; return its number of positions."""
    start = time.perf_counter()
    book = build_book(rules, max_marks)
    header = (
        f"# ttt_qt opening book: {rules.describe()}; every position with at most "
        f"{max_marks} marks,\n"
        f"# one per symmetry class; built by python -m ttt_qt.ai.search.opening_book "
        f"in {time.perf_counter() - start:.0f} s\n"
    )
    lines = [f"{key:x} {code}" for key, code in sorted(book.items())]
    with open(path, "w", encoding="ascii") as file:
        file.write(header + "\n".join(lines) + "\n")
    return len(book)


def main() -> None:
    """Rebuild every shipped book into ``ttt_qt/ai/data/``."""
    from importlib import resources  # noqa: PLC0415 - see load_book

    folder = resources.files("ttt_qt.ai") / "data"
    for rules, (file_name, max_marks) in BOOKS.items():
        count = write_book(rules, max_marks, str(folder / file_name))
        sys.stdout.write(f"{file_name}: {count} positions\n")


if __name__ == "__main__":
    main()
