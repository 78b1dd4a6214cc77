"""Opening books: proven values of the first positions of 4 x 4 and 5 x 5 games, shipped as data.

Solving the empty 4 x 4 board takes the search most of a second, the empty 5 x 5 board (k = 4)
a few seconds of the win/draw/loss prover (see ``proof``); later positions are much faster. The
book holds the exact value of every position with few marks, one per symmetry class, so that
``perfect`` plays the first moves and ``analyze`` values them at once.

The 4 x 4 books come from the exact search alone. The 5 x 5 book is built in two steps: the
prover decides win, draw or loss, and the won and lost positions (after a weak early move) go
to ``search``, whose deepening proves the number of plies of a win or a loss.

Data format (``ttt_qt/ai/data/*.txt``): comment lines start with ``#``; every other line is
``<key in hex> <value> [<cell> ...]``, the key being ``me | opp << cells`` in canonical form (see
``symmetry``) with ``me`` the side to move, and the value ``+d`` (the mover wins in ``d``
plies), ``-d`` (the mover loses in ``d`` plies) or ``0`` (draw). The drawn positions of a
prover-built book's last layer also list cells (indices in the canonical frame) that keep the
draw. This module only reads the books; ``tools/build_books.py`` (outside the package) builds
them: ``python tools/build_books.py [file name ...]``.

A book is constant data: each file is parsed once in a process, when first needed, and then
only read, by every player alike (two threads asking for it at once may both parse it; one
result is kept). Nothing a search learns is kept here: that is a player's ``SearchMemory``.
"""

from __future__ import annotations

from functools import cache

from ttt_qt.engine import Board, Rules

from .evaluation import MATE_BOUND, WIN
from .position import root_position
from .tables import symmetry_of

BOOK_5X5_MARKS = 3
"""The 5 x 5 book holds the positions with at most this many marks."""

BOOKS: dict[Rules, tuple[str, int]] = {
    Rules(4, 4, reverse=False): ("book_4x4_k4.txt", 5),
    Rules(4, 4, reverse=True): ("book_4x4_k4_reverse.txt", 5),
    Rules(5, 4, reverse=False): ("book_5x5_k4.txt", BOOK_5X5_MARKS),
}
"""Rules with a book: its data file and the most marks of the positions it holds."""


@cache
def _parse(file_name: str) -> tuple[dict[int, int], dict[int, tuple[int, ...]]]:
    """The codes and the edge moves of the book in ``file_name`` (see the module docstring)."""
    # Imported here: importlib.resources costs a start-up that 3 x 3 games need not pay.
    from importlib import resources  # noqa: PLC0415

    text = (resources.files("ttt_qt.ai") / "data" / file_name).read_text(encoding="ascii")
    book = {}
    moves = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, code, *cells = line.split()
            book[int(key, 16)] = int(code)
            if cells:
                moves[int(key, 16)] = tuple(int(cell) for cell in cells)
    return book, moves


def load_book(file_name: str) -> dict[int, int]:
    """The book in ``file_name`` as canonical key -> plies code (see the module docstring)."""
    return _parse(file_name)[0]


def load_edge_moves(file_name: str) -> dict[int, tuple[int, ...]]:
    """The book's drawing moves of its last layer: canonical key -> cells (canonical frame)."""
    return _parse(file_name)[1]


def _score(code: int) -> int:
    """The search score (node at ply 0) of a plies code."""
    if code > 0:
        return WIN - code
    if code < 0:
        return -WIN - code
    return 0


def _entries(rules: Rules) -> dict[int, int] | None:
    """The loaded book of ``rules``, or None when it has none."""
    if rules not in BOOKS:
        return None
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


def book_edge_moves(board: Board) -> list[int] | None:
    """Cells that keep the draw in a drawn position of the book's last layer, or None."""
    if board.rules not in BOOKS or board.is_over:
        return None
    file_name, max_marks = BOOKS[board.rules]
    if board.move_count != max_marks:
        return None
    moves = load_edge_moves(file_name)
    position = root_position(board)
    symmetry = symmetry_of(board.rules.size)
    key, turn = symmetry.canonical(position.me | position.opp << board.rules.cell_count)
    cells = moves.get(key)
    if cells is None:
        return None
    return sorted(symmetry.inverse_map[turn][cell] for cell in cells)
