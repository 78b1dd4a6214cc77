"""Build the opening books that ``ttt_qt.ai.search.opening_book`` reads (``ttt_qt/ai/data/``).

Run from the repository: ``python tools/build_books.py`` rebuilds every book, ``python
tools/build_books.py book_5x5_k4.txt`` the books named. The 4 x 4 books take a few minutes,
the 5 x 5 book about ten (see ``docs/solving_5x5.md``). After a rebuild, run ``python3 tasks.py
test --slow``, which re-proves the books.

The 4 x 4 books come from the exact search alone. Boards of at least ``PROVER_MIN_CELLS``
cells are built in two steps: the prover decides win, draw or loss, and the won and lost
positions go to ``search``, whose deepening proves the number of plies of a win or a loss; the
drawn positions of the last layer also get up to ``EDGE_MOVES`` cells that keep the draw. The
data format is described in ``opening_book``'s docstring.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
if str(REPOSITORY) not in sys.path:
    sys.path.insert(0, str(REPOSITORY))  # run as a script: build this checkout's books

from ttt_qt.ai.base import Limit  # noqa: E402
from ttt_qt.ai.memory import SearchMemory  # noqa: E402
from ttt_qt.ai.search.driver import Searcher, search  # noqa: E402
from ttt_qt.ai.search.evaluation import MATE_BOUND, WIN  # noqa: E402
from ttt_qt.ai.search.opening_book import BOOKS  # noqa: E402
from ttt_qt.ai.search.position import root_position  # noqa: E402
from ttt_qt.ai.search.proof import DRAW, Prover  # noqa: E402
from ttt_qt.ai.search.tables import symmetry_of  # noqa: E402
from ttt_qt.engine import Board, Rules  # noqa: E402

DATA_FOLDER = REPOSITORY / "ttt_qt" / "ai" / "data"
"""Where the books are written: this checkout's data, whichever ``ttt_qt`` is installed."""

EDGE_MOVES = 2
"""Drawing moves kept per drawn position of a prover-built book's last layer."""

DECIDED_SECONDS = 300.0
"""The longest a book build may search for the plies of a won or lost position."""

PROVER_MIN_CELLS = 25
"""Books of boards with at least this many cells decide values with the prover first."""


def plies_code(score: int) -> int:
    """The book's plies code of an exact search score (root at ply 0)."""
    if score > MATE_BOUND:
        return WIN - score
    if score < -MATE_BOUND:
        return -(WIN + score)
    return 0


def build_book(
    rules: Rules, max_marks: int, edge_moves: dict[int, tuple[int, ...]] | None = None
) -> dict[int, int]:
    """Solve every position with at most ``max_marks`` marks (one per symmetry class).

    Books built with the prover also fill ``edge_moves`` (when given): for each drawn position
    with ``max_marks`` marks, up to ``EDGE_MOVES`` cells that keep the draw, in the canonical
    frame, so that ``perfect`` answers one more move from the book.
    """
    symmetry = symmetry_of(rules.size)
    cells = rules.cell_count
    book: dict[int, int] = {}
    solve, keep_draw = _solver(rules)
    frontier = [Board.empty(rules)]
    for marks in range(max_marks + 1):
        following: dict[int, Board] = {}
        for board in frontier:
            position = root_position(board)
            key, _ = symmetry.canonical(position.me | position.opp << cells)
            if key in book:
                continue
            book[key] = solve(board)
            if marks == max_marks:
                if edge_moves is not None and keep_draw is not None and book[key] == 0:
                    turn = symmetry.canonical(position.me | position.opp << cells)[1]
                    edge_moves[key] = tuple(
                        sorted(symmetry.cell_map[turn][cell] for cell in keep_draw(board))
                    )
                continue
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


def _solver(
    rules: Rules,
) -> tuple[Callable[[Board], int], Callable[[Board], list[int]] | None]:
    """``solve(board)``, the plies code of a position (see ``opening_book``'s docstring).

    And for books built with the prover ``keep_draw(board)``: cells that keep a drawn
    position's draw.
    """
    if rules.cell_count < PROVER_MIN_CELLS:
        searcher = Searcher(rules)
        return (lambda board: plies_code(searcher.solve(root_position(board)))), None
    prover = Prover(rules)
    memory = SearchMemory()  # the searches of one book build on each other's tables

    def solve(board: Board) -> int:
        value = prover.prove(board).value
        if value == DRAW:
            return 0
        result = search(board, Limit(time=DECIDED_SECONDS), memory=memory)
        kind = "win" if value > DRAW else "loss"
        if not result.proven or result.value is None or result.value.kind != kind:
            raise RuntimeError(f"no proven {kind} in {DECIDED_SECONDS} s for {board!r}")
        plies = result.value.plies or 0
        return plies if value > DRAW else -plies

    def keep_draw(board: Board) -> list[int]:
        value, moves = prover.best_moves(board, EDGE_MOVES)
        if value != DRAW:
            raise RuntimeError(f"{board!r} is not a draw")
        return [row * rules.size + col for row, col in moves]

    return solve, keep_draw


def write_book(rules: Rules, max_marks: int, path: Path) -> int:
    """Build the book of ``rules`` and write it to ``path``; return its number of positions."""
    start = time.perf_counter()
    edge_moves: dict[int, tuple[int, ...]] = {}
    book = build_book(rules, max_marks, edge_moves)
    header = (
        f"# ttt_qt opening book: {rules.describe()}; every position with at most "
        f"{max_marks} marks,\n"
        f"# one per symmetry class; built by python tools/build_books.py "
        f"in {time.perf_counter() - start:.0f} s\n"
    )
    lines = [
        f"{key:x} {code}" + "".join(f" {cell}" for cell in edge_moves.get(key, ()))
        for key, code in sorted(book.items())
    ]
    path.write_text(header + "\n".join(lines) + "\n", encoding="ascii")
    return len(book)


def main(argv: list[str] | None = None) -> None:
    """Rebuild the books named in ``argv`` (default: the command line), or all of them."""
    wanted = set(sys.argv[1:] if argv is None else argv)
    known = [file_name for file_name, _ in BOOKS.values()]
    unknown = sorted(wanted - set(known))
    if unknown:
        raise SystemExit(
            f"unknown book {', '.join(unknown)}: the books are {', '.join(known)} "
            "(name some of them, or none to rebuild all)"
        )
    for rules, (file_name, max_marks) in BOOKS.items():
        if wanted and file_name not in wanted:
            continue
        count = write_book(rules, max_marks, DATA_FOLDER / file_name)
        sys.stdout.write(f"{file_name}: {count} positions\n")


if __name__ == "__main__":
    main()
