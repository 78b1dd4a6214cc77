"""``analyze``: the value of every legal move, for hints and the board's evaluation overlay.

Each legal move is searched with a full window, one ply deeper per round (``driver.deepen``);
moves that a symmetry of the position maps onto each other are searched once. On the boards
of the opening books (4 x 4 and 5 x 5 with k = 4) the book answers the first moves at once.
Past them, the moves that keep a draw are proven as ``perfect`` proves its own: from the
book's last layer, or (5 x 5, k = 4) by the prover with most of the time; a draw is what the
alpha-beta rounds alone rarely prove there, and the window must not call "not proven" a move
the computer has just called a proven draw.
"""

from __future__ import annotations

import time

from ttt_qt.engine import Board, Move

from ..base import NO_LIMIT, Limit, MoveValue, SearchResult, SearchStopped, Source
from ..memory import SearchMemory
from .driver import (
    DEFAULT_TIME,
    PROVED_MOVES,
    PROVER_SHARE,
    Searcher,
    centre_distances,
    deepen,
)
from .evaluation import move_value
from .opening_book import book_edge_moves, book_move_scores
from .position import root_position
from .proof import DRAW, PROVED_RULES, prove_best_moves
from .tables import symmetry_of


def analyze(
    board: Board, limit: Limit | None = None, memory: SearchMemory | None = None
) -> SearchResult:
    """The value of every legal move of ``board`` within ``limit`` (1 s unless it says).

    ``moves`` holds every legal move; ``move`` and ``value`` are the best move's, the most
    promising of equally valued ones (first in the search's move order, or nearest the centre
    from the opening book); ``proven`` says whether every value is exact. The search reads and
    adds to ``memory`` (a player's, to share its work; an empty one of its own when None).
    """
    if board.is_over:
        return SearchResult(None, None, proven=True)
    rules = board.rules
    left = rules.cell_count - board.move_count
    started = time.perf_counter()
    book = book_move_scores(board)
    if book is not None:
        values = {
            divmod(cell, rules.size): move_value(score, True, left, rules)
            for cell, score in sorted(book.items())
        }
        distance = centre_distances(rules.size)
        preference = sorted(
            values, key=lambda move: (distance[move[0] * rules.size + move[1]], move)
        )
        return analysis_result(values, 0, 0, started, "book", preference=preference)

    limit = (limit or NO_LIMIT).started(DEFAULT_TIME)
    memory = SearchMemory() if memory is None else memory
    drawing = proven_draws(board, limit.share(PROVER_SHARE), memory)
    searcher = Searcher(rules, limit, memory)
    try:
        position = root_position(board)
        symmetry = symmetry_of(rules.size)
        stabilizer = symmetry.stabilizer(position.me | position.opp << rules.cell_count)
        representative = {
            divmod(cell, rules.size): symmetry.orbit_representative(cell, stabilizer)
            for cell in range(rules.cell_count)
            if not (position.me | position.opp) >> cell & 1
        }
        order = [
            cell for cell in searcher.ordered_cells(position) if cell in representative.values()
        ]
        # The proven draws are exact from the start: the rounds search only the other moves.
        scores: dict[int, tuple[int, bool]] = {representative[move]: (0, True) for move in drawing}
        finished_depth = 0

        def search_round(depth: int) -> bool:
            nonlocal scores, finished_depth
            deeper = dict(scores)
            try:
                for cell in order:
                    if cell in scores and scores[cell][1]:
                        continue
                    before = searcher.estimates
                    score = searcher.move_value(position, cell, depth)
                    deeper[cell] = (score, searcher.proves(score, before))
            except SearchStopped:
                # Keep what this unfinished round proved; estimates of mixed depths would not
                # compare fairly, so the others keep the last full round's.
                scores.update((cell, value) for cell, value in deeper.items() if value[1])
                raise
            scores = deeper
            finished_depth = depth
            return all(exact for _, exact in scores.values())

        last = left if limit.depth is None else min(limit.depth, left)
        deepen(range(1, last + 1), limit, search_round)
        for cell in order:
            if cell not in scores:
                scores[cell] = searcher.static_value(position, cell)
        values = {}
        for move, cell in sorted(representative.items()):
            score, exact = scores[cell]
            values[move] = move_value(score, exact, left, rules)
        rank = {cell: place for place, cell in enumerate(order)}
        preference = sorted(values, key=lambda move: (rank[representative[move]], move))
        return analysis_result(
            values, finished_depth, searcher.nodes, started, "search", preference=preference
        )
    finally:
        searcher.close()


def proven_draws(board: Board, limit: Limit, memory: SearchMemory) -> set[Move]:
    """Moves of ``board`` proven to keep a draw as ``perfect`` proves them, or none.

    From the book's last layer, or on the rules the prover decides, from ``memory``'s prover
    (within ``limit``, its deadline set: on time, it names up to ``PROVED_MOVES`` moves when
    the position is a draw).
    """
    size = board.rules.size
    edge = book_edge_moves(board)
    if edge is not None:
        return {divmod(cell, size) for cell in edge}
    if board.rules not in PROVED_RULES:
        return set()
    proved = prove_best_moves(board, limit, PROVED_MOVES, memory=memory)
    if proved is None or proved[0] != DRAW:
        return set()
    return set(proved[1])


def analysis_result(
    values: dict[Move, MoveValue],
    depth: int,
    nodes: int,
    started: float,
    source: Source,
    *,
    preference: list[Move],
) -> SearchResult:
    """The SearchResult of an analysis that valued every move in ``values``.

    Its ``move`` is the first of the best moves in ``preference`` (every move, most promising
    first), so that among equal values it names the one a player would look at first, such
    as the centre of an empty board, not the first in row-major order.
    """
    best = max(values.values(), key=MoveValue.sort_key)
    move = next(move for move in preference if values[move].sort_key() == best.sort_key())
    return SearchResult(
        move=move,
        value=best,
        proven=all(value.proven for value in values.values()),
        depth=depth,
        nodes=nodes,
        line=(move,),
        moves=values,
        seconds=time.perf_counter() - started,
        source=source,
    )
