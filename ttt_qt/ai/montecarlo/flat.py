"""``montecarlo``: seed 002's machine player — score the squares over random playouts.

For each of ``trials`` random games from the current position the finished board is scored
as the seed says: a tie scores nothing; if the player to move (the "current" player) won,
each of its squares gains ``score_current`` and each of the other player's squares loses
``score_other``; if it lost, its squares lose ``score_current`` and the other's gain
``score_other``. The move is a random empty square among those with the highest total.
In reverse rules "won" means the engine's winner (the side that did *not* complete a line),
as in the seed's reverse variant; and, as every player here must, it does not complete its
own line while another move exists.

The seed leaves the constants to the student; ours are those of the course module
``ttt_qt.compat.poc_ttt`` (100 trials, both scores 1), and ``trials`` raises the strength
(1,000 trials take about 0.1 s on 7 x 7). The playouts are the
fast bitboard ones of ``playout.py``, and the per-square totals are kept as bit-sliced
counters, so a trial costs a few big-integer operations on top of its playout.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ttt_qt.engine import Board, Mark, Move, other

from ..base import NO_LIMIT, Limit, make_rng, plays_legal, require_playable
from ..defaults import NTRIALS, SCORE_CURRENT, SCORE_OTHER
from ..rules.tactics import empty_mask, sides
from .playouts import NO_LINE, O_LINE, X_LINE, line_maker_wins, playout_board_for

MAX_TRIALS = 1_000_000
MAX_SCORE = 1000.0
MAX_TIME_LIMIT = 3600.0
CANCEL_CHECK_EVERY = 64
"""Trials between looks at the limit (64 playouts take a few ms even on 10 x 10)."""


def score_finished_board(
    board: Board,
    player: Mark,
    score_current: float = SCORE_CURRENT,
    score_other: float = SCORE_OTHER,
) -> list[list[float]]:
    """Seed 002's ``mc_update_scores`` for one finished board: the grid of square scores.

    ``player`` is the machine player (the "current" player); empty squares score 0.
    """
    size = board.rules.size
    scores = [[0.0] * size for _ in range(size)]
    if board.winner is not None:
        add_seed_scores(
            scores, board.rows(), player, other(player), board.winner == player,
            score_current, score_other,
        )  # fmt: skip
    return scores


Square = TypeVar("Square")
Choice = TypeVar("Choice")


def add_seed_scores(  # noqa: PLR0917 - the seed's five quantities, and where they go
    scores: list[list[float]],
    squares: Iterable[Iterable[Square]],
    player: Square,
    opponent: Square,
    won: bool,
    score_current: float,
    score_other: float,
) -> None:
    """Add seed 002's scores of a game ``player`` ``won`` (or lost) to the grid ``scores``.

    ``squares`` are the finished board's rows (each square ``player``'s, ``opponent``'s or
    empty): when ``player`` won its squares gain ``score_current`` and ``opponent``'s lose
    ``score_other``; when it lost, the reverse; empty squares score 0. Both this player and
    ``ttt_qt.compat.poc_ttt.mc_update_scores`` (the seed's own function) score with it.
    """
    sign = 1.0 if won else -1.0
    for row, values in enumerate(squares):
        for col, square in enumerate(values):
            if square == player:
                scores[row][col] += sign * score_current
            elif square == opponent:
                scores[row][col] -= sign * score_other


def pick_best(
    candidates: Sequence[Choice], score: Callable[[Choice], float], choice: Callable[..., Choice]
) -> Choice:
    """Seed 002's ``get_best_move``: ``choice`` among the ``candidates`` of the highest ``score``.

    ``choice`` is a random generator's ``choice`` (the player's own generator, or the
    ``random`` module's for the seed's functions, whose sequence students' tests replay).
    """
    best = max(score(candidate) for candidate in candidates)
    return choice([candidate for candidate in candidates if score(candidate) == best])


class CellCounter:
    """How many of many added masks hold each bit, kept as bit planes.

    Plane ``i`` holds bit ``i`` of every cell's count, so adding a mask is a binary ripple
    carry over the planes: about two big-integer operations on average.
    """

    __slots__ = ("_planes",)

    def __init__(self) -> None:
        self._planes: list[int] = []

    def add(self, mask: int) -> None:
        """Count one more for every bit set in ``mask``."""
        planes = self._planes
        level = 0
        while mask:
            if level == len(planes):
                planes.append(mask)
                return
            plane = planes[level]
            planes[level] = plane ^ mask
            mask &= plane
            level += 1

    def count(self, bit: int) -> int:
        """How many added masks held ``bit``."""
        return sum(1 << level for level, plane in enumerate(self._planes) if plane & bit)


@dataclass(frozen=True, slots=True)
class ScoredChoice:
    """A move of the Monte Carlo player and the trials behind it (``choose_scored``).

    Attributes:
        move: the square chosen.
        scores: the seed's total score of every empty square after the trials.
        trials: the random games played (fewer than asked when stopped early).
    """

    move: Move
    scores: Mapping[Move, float]
    trials: int


class MonteCarloStrategy:
    """Seed 002's Monte Carlo player with fast playouts; reproducible for a given seed."""

    name = "montecarlo"

    def __init__(
        self,
        seed: int | None = None,
        trials: float = NTRIALS,
        score_current: float = SCORE_CURRENT,
        score_other: float = SCORE_OTHER,
        time_limit: float = 0.0,
    ) -> None:
        """Play ``trials`` random games per move, scoring squares with the two weights.

        With ``time_limit`` > 0 (seconds) it plays random games until that time has passed,
        ``trials`` then being only a cap (raise it to ``MAX_TRIALS`` for a pure time budget).
        """
        if int(trials) != trials or not 1 <= trials <= MAX_TRIALS:
            raise ValueError(f"trials must be a whole number from 1 to {MAX_TRIALS}, not {trials}")
        for label, value in (("score_current", score_current), ("score_other", score_other)):
            if not 0 <= value <= MAX_SCORE:
                raise ValueError(f"{label} must be from 0 to {MAX_SCORE}, not {value}")
        if not 0 <= time_limit <= MAX_TIME_LIMIT:
            raise ValueError(f"time_limit must be from 0 to {MAX_TIME_LIMIT} s, not {time_limit}")
        self._rng = make_rng(seed)
        self.trials = int(trials)
        self.score_current = float(score_current)
        self.score_other = float(score_other)
        self.time_limit = float(time_limit)
        self.last_trials = 0
        """Random games played by the last ``choose`` or ``scores`` (for tests and benchmarks)."""

    @plays_legal
    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """A random empty square among the best scored (after the trials, or when stopped).

        ``limit.playouts`` replaces ``trials``; ``limit.time`` and ``limit.cancel`` stop early.
        """
        return self.choose_scored(board, limit).move

    def choose_scored(self, board: Board, limit: Limit | None = None) -> ScoredChoice:
        """``choose``'s move with the grid of scores and the number of trials it came from."""
        scores = self.scores(board, limit)
        move = pick_best(_allowed_moves(board), scores.__getitem__, self._rng.choice)
        return ScoredChoice(move, scores, self.last_trials)

    def scores(self, board: Board, limit: Limit | None = None) -> dict[Move, float]:
        """The seed's total score of every empty square after the trials (or as far as they got)."""
        require_playable(board)
        time_limit = self.time_limit if self.time_limit > 0 else None
        limit = (limit or NO_LIMIT).or_defaults(time_limit, None, self.trials)
        limit = limit.for_a_move().started()
        rules = board.rules
        tables = playout_board_for(rules)
        x, o = tables.geometry.pad(board.x_bits), tables.geometry.pad(board.o_bits)
        empties = tables.geometry.cells_in(tables.full & ~(x | o))
        filled = tables.geometry.cells_in(x | o)
        x_to_move = board.to_move == "X"
        won_mine, won_theirs, lost_mine, lost_theirs = (CellCounter() for _ in range(4))
        run_to_end = tables.run_to_end
        rng = self._rng
        mover_code = X_LINE if x_to_move else O_LINE
        self.last_trials = 0
        for trial in range(limit.playouts or self.trials):
            if trial % CANCEL_CHECK_EVERY == 0 and limit.stopped():
                break
            self.last_trials += 1
            result, x_end, o_end = run_to_end(x, o, empties, filled, rng)
            if result == NO_LINE:
                continue
            mine, theirs = (x_end, o_end) if x_to_move else (o_end, x_end)
            if line_maker_wins(result, rules.reverse) == mover_code:
                won_mine.add(mine)
                won_theirs.add(theirs)
            else:
                lost_mine.add(mine)
                lost_theirs.add(theirs)
        return {
            divmod(cell, rules.size): self.score_current
            * (won_mine.count(bit) - lost_mine.count(bit))
            + self.score_other * (lost_theirs.count(bit) - won_theirs.count(bit))
            for cell in empties
            for bit in (tables.cell_bits[cell],)
        }


def _allowed_moves(board: Board) -> list[Move]:
    """Every legal move, but in reverse rules none that completes our own line if avoidable."""
    moves = board.legal_moves()
    if not board.rules.reverse:
        return moves
    mine, theirs = sides(board)
    poison = board.rules.geometry.completing_cells(mine, theirs) & empty_mask(board)
    size = board.rules.size
    safe = [move for move in moves if not poison >> (move[0] * size + move[1]) & 1]
    return safe or moves
