"""The driver of the alpha-beta search: a session, iterative deepening, and the best moves.

A session is a ``Searcher``; ``deepen`` is the one deepening loop; ``search`` answers the best
moves of a position (for ``perfect``). ``analysis.analyze``, the value of every move, runs on
the same session and loop. Each works with a ``SearchMemory`` (``ai.memory``: the transposition
table, and the prover's): the one it is given, so that a player's searches build on one
another, or an empty one of its own.

Both deepen one ply per round until the answer is proven or the limit stops the search (its
deadline passes or its cancel flag is set: then the last finished round counts), and stop early
when the time left would not allow another round.

``search``: the first move of a round gets a full window; every other move is first tested with
a null window at the best score so far (is it at least as good?) and searched again only when it
is, so that *all* the moves sharing the best score are known exactly: the caller breaks ties
among them with its own random generator, which keeps a seeded player deterministic whatever
the transposition table already holds. A round is exact when no estimate entered it, or when it
found a win or a loss that counts as proven (see ``Searcher.proves``). Small boards try an
exact search first.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Iterable
from dataclasses import replace
from functools import cache

from ttt_qt.engine import Board, Move, Rules

from ..base import NO_LIMIT, Limit, SearchResult, SearchStopped, Source
from ..defaults import SEARCH_TIME_LIMIT
from ..memory import SearchMemory
from .evaluation import INFINITY, MATE_BOUND, WIN, move_value
from .nodes import build_nodes
from .opening_book import book_edge_moves, book_move_scores
from .position import (
    ORDER_FIRST,
    SELECTIVE_MIN_SIZE,
    SYMMETRY_MAX_MARKS,
    Position,
    play,
    root_position,
)
from .proof import DRAW, PROVED_RULES, prove_best_moves
from .tables import Entry, symmetry_of

NEXT_ROUND_FACTOR = 2
"""Deepening stops when the time left is less than this many times the last round's: the
next one, at least that much longer, would not finish."""

EXACT_FIRST_MAX_CELLS = 16
"""Boards of at most this many cells (3 x 3, 4 x 4) go to an exact search first; bigger
boards deepen step by step (a round as deep as the cells left is exact as well)."""

EXACT_ONLY_MAX_LEFT = 12
"""On those boards, positions with at most this many empty cells give the exact search the
whole budget: they are solved in milliseconds."""

PROVED_MOVES = 2
"""On rules the prover decides, the moves that keep the value it looks for (in a fixed order):
finding every one would cost a proof per move; two leave the player a choice."""

PROVER_SHARE = 0.75
"""The share of the budget the prover gets; if it does not finish, the deepening has the rest."""

DEFAULT_TIME = SEARCH_TIME_LIMIT
"""Seconds of thought when a limit gives none."""


class Searcher:
    """One search session on one rule set: its limit, transposition table and node counters.

    Attributes:
        rules: the rules searched.
        limit: what stops the search (its deadline set); a stage of the search may replace it.
        table: the transposition table: ``memory``'s for ``rules``, or an empty one.
    """

    def __init__(
        self, rules: Rules, limit: Limit = NO_LIMIT, memory: SearchMemory | None = None
    ) -> None:
        """Search ``rules`` until ``limit`` stops it (SearchStopped), with ``memory``'s table."""
        self.rules = rules
        self.limit = limit
        self.table: dict[int, Entry] = {} if memory is None else memory.transpositions(rules)
        self._nodes = build_nodes(rules, self.poll, self.table)

    @property
    def nodes(self) -> int:
        """Nodes visited so far."""
        return self._nodes.counts()[0]

    @property
    def estimates(self) -> int:
        """Horizon estimates and pruned moves so far (unchanged over a search: it was exact)."""
        return self._nodes.counts()[1]

    def proves(self, score: int, estimates_before: int) -> bool:
        """Whether a search that returned ``score`` and began at ``estimates_before`` proved it.

        A search that made no estimate is exact. A win or loss found despite estimates is a
        proof too, except on boards where the depth-limited search skips far cells (a skipped
        cell might have refuted it); an immediate win always is.
        """
        if self.estimates == estimates_before or score >= WIN - 1:
            return True
        return abs(score) > MATE_BOUND and self.rules.size < SELECTIVE_MIN_SIZE

    def poll(self) -> None:
        """Raise SearchStopped once the limit is reached (the node functions call it)."""
        self.limit.check()

    def move_value(
        self,
        position: Position,
        cell: int,
        depth: int,
        alpha: int = -INFINITY,
        beta: int = INFINITY,
    ) -> int:
        """The score (root at ply 0) of playing ``cell`` in ``position``, searched ``depth`` plies.

        Fail-soft: a score at or below ``alpha`` is an upper bound, at or above ``beta`` a lower
        bound. Raises SearchStopped when stopped.
        """
        low = 1 << cell
        if low & position.my_threats:
            return 1 - WIN if self.rules.reverse else WIN - 1
        if position.left == 1:
            return 0
        child = self.child(position, cell)
        return -self._nodes.limited(
            child.me,
            child.opp,
            child.my_threats,
            child.opp_threats,
            child.ev,
            child.live,
            child.near,
            child.left,
            depth - 1,
            -beta,
            -alpha,
            1,
        )

    def solve(self, position: Position) -> int:
        """The exact score of ``position`` (root at ply 0); SearchStopped when stopped."""
        return self._nodes.exact(
            position.me,
            position.opp,
            position.my_threats,
            position.opp_threats,
            position.live,
            position.left,
            -INFINITY,
            INFINITY,
            0,
        )

    def static_value(self, position: Position, cell: int) -> tuple[int, bool]:
        """A quick score of playing ``cell`` without searching, and whether it is exact."""
        if position.my_threats >> cell & 1:
            return (1 - WIN if self.rules.reverse else WIN - 1), True
        if position.left == 1:
            return 0, True
        return -self.child(position, cell).ev, False

    def close(self) -> None:
        """End the session: its node functions let go of each other and of the searcher.

        Each node function refers to itself and to the searcher's ``poll``, which makes
        reference cycles; broken here, a finished search leaves no garbage that only the cycle
        collector could free (the computer's thread relies on that, see ``app.worker``).
        """
        self._nodes.release()

    def child(self, position: Position, cell: int) -> Position:
        """The node after the mover plays ``cell`` (which must not complete one of its lines)."""
        return play(self.rules, position, cell)

    def ordered_cells(self, position: Position) -> list[int]:
        """The legal cells of ``position``, most promising first (the table's best move first).

        Among equally promising cells the one nearer the centre comes first.
        """
        key = position.me | position.opp << self.rules.cell_count
        entry = self.table.get(key)
        best = entry[3] if entry is not None else -1
        scored = []
        centre_distance = centre_distances(self.rules.size)
        empty = self.rules.geometry.full & ~(position.me | position.opp)
        for cell in range(self.rules.cell_count):
            if empty >> cell & 1:
                if self.rules.reverse and position.my_threats >> cell & 1:
                    score = -ORDER_FIRST
                elif not self.rules.reverse and position.my_threats >> cell & 1:
                    score = 2 * ORDER_FIRST
                else:
                    score = self.child(position, cell).ev * -1 - position.ev
                    if position.opp_threats >> cell & 1 and not self.rules.reverse:
                        score += ORDER_FIRST // 2
                if cell == best:
                    score += ORDER_FIRST
                scored.append((-score, centre_distance[cell], cell))
        scored.sort()
        return [cell for *_, cell in scored]


@cache
def centre_distances(size: int) -> tuple[int, ...]:
    """Per cell of a ``size`` x ``size`` board, twice its distance from the centre.

    The distance counts rows plus columns; doubled, it is a whole number on even boards too.
    """
    return tuple(
        abs(2 * row - size + 1) + abs(2 * col - size + 1)
        for row in range(size)
        for col in range(size)
    )


def principal_line(
    board: Board, move: Move, length: int, table: dict[int, Entry]
) -> tuple[Move, ...]:
    """``move`` and the best replies ``table`` knows after it (``length`` moves at most)."""
    rules = board.rules
    symmetry = symmetry_of(rules.size)
    symmetry_min_left = rules.cell_count - SYMMETRY_MAX_MARKS.get(rules.size, -1)
    position = root_position(board)
    cell = move[0] * rules.size + move[1]
    line = [cell]
    while len(line) < length and not position.my_threats >> cell & 1:
        position = play(rules, position, cell)
        key, turn = position.me | position.opp << rules.cell_count, 0
        if position.left >= symmetry_min_left:
            key, turn = symmetry.canonical(key)
        entry = table.get(key)
        if entry is None or entry[3] < 0 or not position.left:
            break
        cell = symmetry.inverse_map[turn][entry[3]] if turn else entry[3]
        if (position.me | position.opp) >> cell & 1:
            break
        line.append(cell)
    return tuple(divmod(cell, rules.size) for cell in line)


def deepen(depths: Iterable[int], limit: Limit, search_round: Callable[[int], bool]) -> None:
    """Run ``search_round(depth)`` for each depth in turn, the one loop of both questions.

    It stops after a round that returns True (its answer is exact), when a round is stopped
    (``SearchStopped``), or when the time left before ``limit``'s deadline is less than
    ``NEXT_ROUND_FACTOR`` times the last round's.
    """
    for depth in depths:
        started = limit.clock()
        try:
            if search_round(depth):
                return
        except SearchStopped:
            return
        now = limit.clock()
        if limit.deadline is not None and limit.deadline - now < NEXT_ROUND_FACTOR * (
            now - started
        ):
            return


def search(
    board: Board,
    limit: Limit | None = None,
    among: Collection[int] | None = None,
    memory: SearchMemory | None = None,
) -> SearchResult:
    """The best moves of ``board`` (not over) within ``limit``; see the module docstring.

    ``moves`` holds every move with the best score; ``move`` is the first of them. With
    ``among`` (cells as ``row * size + column``), only those of the legal moves are searched
    at the root (another player's stages have ruled out the rest) and the prover is skipped;
    the moves below the root are searched as usual. The search reads and adds to ``memory``
    (an empty memory of its own when None).
    """
    started = time.perf_counter()
    limit = (limit or NO_LIMIT).started(DEFAULT_TIME)
    memory = SearchMemory() if memory is None else memory
    searcher = Searcher(board.rules, limit, memory)
    try:
        position = root_position(board)
        order = searcher.ordered_cells(position)
        if among is not None:
            order = [cell for cell in order if cell in among]
            if not order:
                raise ValueError(f"none of the cells {sorted(among)} is a legal move")
        found: tuple[list[int], int, bool, int] = ([order[0]], 0, False, 0)
        last = position.left if limit.depth is None else min(limit.depth, position.left)
        if last == position.left and board.rules in PROVED_RULES and among is None:
            proved = prove_best_moves(board, limit.share(PROVER_SHARE), PROVED_MOVES, memory=memory)
            if proved is not None:
                value, moves, proof_nodes = proved
                cells = sorted(row * board.rules.size + col for row, col in moves)
                if value == DRAW:
                    result = _result(
                        board, cells, 0, True, position.left, started=started, searcher=searcher
                    )
                    return replace(result, nodes=result.nodes + proof_nodes)
                # Every move in ``cells`` keeps the win (or all lose): the rounds below look
                # for the fastest win (the longest defence) among them.
                order = [cell for cell in order if cell in cells]
                found = ([order[0]], 0, False, 0)
        if last == position.left and board.rules.cell_count <= EXACT_FIRST_MAX_CELLS:
            # Small enough to try solving outright: an exact search skips the heuristic
            # rounds, which cut off little; if it runs out of its share of the budget, its
            # exact subtrees stay in the table for the rounds that follow.
            share = 1.0 if position.left <= EXACT_ONLY_MAX_LEFT else 0.5
            searcher.limit = limit.share(share)
            try:
                cells, score = _best_cells(searcher, position, order, position.left)
            except SearchStopped:
                searcher.limit = limit
            else:
                return _result(
                    board,
                    sorted(cells),
                    score,
                    True,
                    position.left,
                    started=started,
                    searcher=searcher,
                )

        def search_round(depth: int) -> bool:
            nonlocal order, found
            estimates_before = searcher.estimates
            cells, score = _best_cells(searcher, position, order, depth)
            exact = searcher.proves(score, estimates_before)
            found = (sorted(cells), score, exact, depth)
            order = cells + [cell for cell in order if cell not in cells]
            return exact

        deepen(range(1, last + 1), limit, search_round)
        return _result(board, *found, started=started, searcher=searcher)
    finally:
        searcher.close()


def _best_cells(
    searcher: Searcher, position: Position, order: list[int], depth: int
) -> tuple[list[int], int]:
    """One round of ``depth`` plies: the best cells (best first) and their score."""
    best_cells: list[int] = []
    best = -INFINITY
    for cell in order:
        if not best_cells:
            best = searcher.move_value(position, cell, depth)
            best_cells.append(cell)
            continue
        score = searcher.move_value(position, cell, depth, best - 1, best)
        if score < best:
            continue
        score = searcher.move_value(position, cell, depth, best - 1, INFINITY)
        if score > best:
            best, best_cells = score, [cell]
        elif score == best:
            best_cells.append(cell)
    return best_cells, best


def _result(
    board: Board,
    cells: list[int],
    score: int,
    proven: bool,
    depth: int,
    *,
    started: float,
    searcher: Searcher | None = None,
    source: Source = "search",
) -> SearchResult:
    """The SearchResult of the best ``cells`` of ``board``, which share ``score``."""
    rules = board.rules
    value = move_value(score, proven, rules.cell_count - board.move_count, rules)
    moves = {divmod(cell, rules.size): value for cell in cells}
    first = divmod(cells[0], rules.size)
    line: tuple[Move, ...] = (first,)  # the book's answers: no search, no table
    if searcher is not None:
        line = principal_line(board, first, max(1, depth), searcher.table)
    return SearchResult(
        move=first,
        value=value,
        proven=proven,
        depth=depth,
        nodes=searcher.nodes if searcher is not None else 0,
        line=line,
        moves=moves,
        seconds=time.perf_counter() - started,
        source=source,
    )


def book_search(board: Board) -> SearchResult | None:
    """Proven best moves of ``board`` from the opening book, or None outside it.

    Inside the book every best move; at a drawn position of its last layer, the drawing moves
    the book keeps there.
    """
    started = time.perf_counter()
    scores = book_move_scores(board)
    if scores is None:
        edge = book_edge_moves(board)
        if edge is None:
            return None
        return _result(board, edge, 0, True, 0, started=started, source="book")
    best = max(scores.values())
    cells = [cell for cell, score in sorted(scores.items()) if score == best]
    return _result(board, cells, best, True, 0, started=started, source="book")
