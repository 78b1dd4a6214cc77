"""``analyze`` by the threat player's own searches, where it ends with the ``PatternSearch``.

On 15 x 15 freestyle (``roots.uses_pattern_search``) hints and the board's evaluation
overlay ask what the ``threats`` player itself would see, not ``perfect``'s search, which it
outplays there. Every legal move gets a value:

- a move that completes our line: a win in 1;
- the first move of a win by continuous fours (``ThreatSearch.vcf``, a share of the time):
  a proven win;
- every other move: the ``PatternSearch``'s score one ply deep, where its wins and losses
  are proven (the replies below are forced: a move that leaves the opponent a five to
  complete, or an open four to make, loses);
- the moves the player itself would search (``roots.root_moves``) and the ``WIDTH`` best
  after one ply: searched with a full window one ply deeper a round while the time lasts
  (a round stopped half-way keeps the round before); the other moves read no better than
  the worst of these, so that the hint is one of them.

The ``PatternSearch``'s scores are estimates (its quiet moves are cut to the best few), shown
as the side to move's chances through a logistic curve (``chances``); the wins and losses it
finds beyond the proven ones read as 99% and 1%.
"""

from __future__ import annotations

import math
import time

from ttt_qt.engine import Board, Move

from ..base import (
    NO_LIMIT,
    Limit,
    MoveValue,
    Poller,
    SearchResult,
    SearchStopped,
    exact_value,
)
from ..defaults import SEARCH_TIME_LIMIT
from ..search.analysis import analysis_result
from .pattern_search import MATE_BOUND, POINTS_PER_LOG_ODDS, WIN, PatternSearch
from .player import vcf_win
from .position import CHECK_EVERY, Position
from .roots import ROOT_WIDTH, root_moves

EXACT_MAX_LEFT = 12
"""Positions with at most this many empty cells go to ``perfect``'s analysis
(``ai.analyze``), which solves them."""
VCF_SHARE = 0.2
"""Share of the time that looks for our win by continuous fours."""
WIDTH = ROOT_WIDTH
"""Cells searched deeper besides the player's own root moves (``roots.root_moves``): those
best after one ply."""
SCALE = POINTS_PER_LOG_ODDS
"""Score units for odds of e on the curve from ``PatternSearch`` scores to chances
(``chances``): the evaluation's own, fitted to the results of Rapfi's games, so that a
score reads as the share of such positions that the side to move went on to win (an
opponent's open three, its two open-four cells worth 35,512 against the side to move, about
17%)."""


def analyze(board: Board, limit: Limit | None = None) -> SearchResult:
    """The value of every legal move of ``board`` within ``limit`` (1 s unless it says).

    For 15 x 15 freestyle, five in a row, once a stone is down (the first move has no cell
    near a stone: ``ai.analyze`` answers it with ``perfect``'s search, as it does the last
    ``EXACT_MAX_LEFT`` empty cells). ``move`` is the best move, first in the last round's
    order among equals; ``proven`` is True only when every value is.
    """
    started = time.perf_counter()
    if board.is_over:
        return SearchResult(None, None, proven=True)
    limit = (limit or NO_LIMIT).started(SEARCH_TIME_LIMIT)
    poll = Poller(limit, CHECK_EVERY)
    position = Position(board, poll)
    if not position.candidates:
        raise ValueError("the threat analysis needs a stone on the board")
    fives = position.fives(position.to_move)
    values = {position.move(cell): exact_value("win", 1) for cell in fives}
    if not values:
        win = vcf_win(board, poll, VCF_SHARE)
        if win is not None:
            values[win[0]] = win[1]
    scores = _one_ply(board, [move for move in board.legal_moves() if move not in values])
    for move, score in scores.items():
        if abs(score) > MATE_BOUND:
            values[move] = _proven(score)
    ranked = [position.index(move) for move in sorted(scores, key=lambda move: -scores[move])]
    deep = _deep_cells(position, ranked, values)
    poll.stage(1.0)
    search = PatternSearch(position)
    last = limit.depth or board.rules.cell_count - board.move_count
    depth = _deepen(search, deep, scores, last) if deep else 0
    deep_moves = [position.move(cell) for cell in deep]
    floor = min((scores[move] for move in deep_moves), default=WIN)
    for move, score in scores.items():
        if move not in values:
            values[move] = estimate(score if move in deep_moves else min(score, floor))
    ranked_moves = [position.move(cell) for cell in ranked]
    preference = list(dict.fromkeys((*deep_moves, *ranked_moves, *values)))
    return analysis_result(values, depth, search.nodes, started, "search", preference=preference)


def estimate(score: int) -> MoveValue:
    """The MoveValue of a ``PatternSearch`` score that is not a proof: the mover's chances."""
    percent = round(chances(score) * 100)
    return MoveValue("estimate", None, percent / 100, f"{percent}%")


def chances(score: int) -> float:
    """The side to move's expected result (0.01 to 0.99) for a ``PatternSearch`` score."""
    if abs(score) > MATE_BOUND:
        return 0.99 if score > 0 else 0.01
    odds = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, score / SCALE))))
    return min(0.99, max(0.01, odds))


def _proven(score: int) -> MoveValue:
    """The MoveValue of a win or loss that a one-ply ``PatternSearch`` score proves."""
    return exact_value("win" if score > 0 else "loss", WIN - abs(score))


def _deep_cells(position: Position, ranked: list[int], values: dict[Move, MoveValue]) -> list[int]:
    """The cells to search deeper, less those of a move whose value is known.

    The player's own root moves, then the ``WIDTH`` best of ``ranked`` (after one ply).
    """
    cells = dict.fromkeys((*root_moves(position, patterned=True), *ranked[:WIDTH]))
    return [cell for cell in cells if position.move(cell) not in values]


def _one_ply(board: Board, moves: list[Move]) -> dict[Move, int]:
    """Each move's ``PatternSearch`` score one ply deep, by a search of its own (no limit).

    A search of its own per move keeps one move's wins and losses, which are exact one ply
    deep (``PatternSearch.value``), from a table entry of another at another distance.
    """
    position = Position(board)
    return {move: PatternSearch(position).value(position.index(move), 1) for move in moves}


def _deepen(search: PatternSearch, cells: list[int], scores: dict[Move, int], last: int) -> int:
    """Score ``cells`` one ply deeper a round, best first, up to ``last`` plies or the limit.

    ``scores`` (by move) gets each finished round's scores, and ``cells`` its order; returns
    the plies of the last round finished (1: the scores it was given).
    """
    position = search.position
    depth = 1
    try:
        for plies in range(2, last + 1):
            deeper = {cell: search.value(cell, plies) for cell in cells}
            scores.update((position.move(cell), score) for cell, score in deeper.items())
            cells.sort(key=lambda cell: -deeper[cell])
            depth = plies
    except SearchStopped:
        pass
    return depth
