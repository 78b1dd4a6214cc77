"""``threats``: the computer player for four or five in a row on big boards (normal rules).

Its threat searches follow the gomoku rule in force (``position``): a five counts where the
rule lets it win, and X's forbidden cells under Renju are no four, no three and no block.

One move, in stages that share the think time:

1. complete a line, or block the opponent's;
2. win by continuous fours (VCF) when such a win exists;
3. when the opponent would win by continuous fours, keep only the moves that stop it
   (when a stop exists among the cells of its attack, the fours of both sides and the
   opponent's threes);
4. otherwise win by threes and fours (VCT), searched deeper and deeper while its share of
   time lasts, or keep only the moves that stop the opponent's short VCT (on boards up to
   ``VCT_STOPS_MAX_SIZE``: on 15 x 15 the final search defends better with that time);
5. otherwise play a move that sets up continuous fours that no reply stops (a quiet move,
   or a four whose block leaves them standing), when one of the cells best for our own
   lines does (among the stops of step 3, if any);
6. leave out the moves after which a quiet reply of the opponent sets up continuous fours
   that no move stops;
7. then, with the time left, over those moves or over the ``ROOT_WIDTH`` cells worth most
   to both sides: ``perfect``'s alpha-beta search (bitboards, iterative deepening, the cells
   next to a stone below the root), or on the biggest freestyle boards
   (``uses_pattern_search``) the ``PatternSearch``, which reads its moves and its leaves off
   the cells' shapes and sees what steps 5 and 6 look for, so that they are left out there.

A four of our own stops nothing by itself: after the opponent's block it counts as a stop
only when the threat is gone or another move stops it. The first move takes the centre, the
second touches the first stone diagonally.

Steps 3, 4 (the opponent's VCT) and 6 are the defence, in ``defence``.

Reverse rules turn every threat upside down: a four is a liability, and a game is decided
by which side runs out of safe cells late in the game, which threat sequences cannot see.
There (and on boards too small or lines too short for threats to matter, see ``scope``) the
player hands the move to ``perfect``, which searches the game tree itself. Its ``memory``
(``ai.memory.SearchMemory``) serves both its final search and that ``perfect``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from ttt_qt.engine import Board, IllegalMove, Move

from ..base import (
    Limit,
    MoveValue,
    Poller,
    SearchResult,
    SearchStopped,
    allowed,
    as_the_rule_allows,
    exact_value,
    proven_value,
    require_playable,
)
from ..defaults import THREATS_TIME_LIMIT
from ..memory import SearchMemory
from ..search import PerfectStrategy, search
from .defence import safe_from_set_ups, stops_of_attack, stops_of_vct
from .pattern_search import PatternSearch
from .position import CHECK_EVERY, Position
from .roots import root_moves, uses_pattern_search
from .scope import plays_as_perfect
from .threat_space import ThreatSearch

DEFAULT_TIME_LIMIT = THREATS_TIME_LIMIT
"""Seconds of thought per move unless told otherwise."""
SAFETY = 0.9
"""Share of the time limit actually used, so the answer comes within it."""
VCT_DEPTH = 3
"""Attacker moves of our own VCT at most with 1 s of think time or less; see
``own_vct_depth`` for longer think times."""
MAX_VCT_DEPTH = 7
"""Attacker moves of our own VCT at most, whatever the think time."""
OWN_VCT_VCF_DEPTH = 6
"""Fours in a row that end our own VCT."""
OWN_SET_UP_SHARE = 0.25
OWN_SET_UP_WIDTH = 16
"""Share of the time left, and the cells tried (best for our lines first), for a quiet move
of our own that sets up a VCF no reply stops."""
VCT_STOPS_MAX_SIZE = 14
"""Boards up to this size keep only the moves that stop the opponent's VCT (``stops_of_vct``).
On 15 x 15 that stage spends about half the second trying candidate cells against the
opponent's VCTs; without it the final search, given that time and every root move, scored
more against Rapfi at each budget tried: 13.5 points of 20 instead of 12 at 1,800 nodes a
move, 10 instead of 7.5 to 8 at 2,000, 11 instead of 8 at 2,200, 1 instead of 0 at 50 ms
(benchmarks/bench_rapfi.md). The stops on 9 x 9 and 10 x 10 are tested. On 13 x 13 the
player without the stage scored 1.5 and 3 points of 20 more at 2,000 and 1,800 nodes: two
samples, not yet enough, so boards up to 14 x 14 keep it."""
LEAST_SEARCH_TIME = 0.001
"""Seconds the final search gets when the stages before it used up the time (it then
returns its first move, best by its own ordering)."""


class ThreatStrategy:
    """Threat-space search and alpha-beta for k in a row; see the module docstring.

    Attributes:
        time_limit: seconds per move.
        max_depth: plies of the final search and VCT attacker moves at most (None: no
            limit).
        last_stage: which stage chose the last move (``line``, ``vcf``, ``vct``, ``set-up``,
            ``search``, ``perfect`` or ``opening``).
        last_result: how the last move was found: proven (a line completed, a win by
            continuous fours, or ``perfect``'s proof) or only the best move found; None
            after an opening move (a rule, not a search).
    """

    name = "threats"

    @property
    def memory(self) -> SearchMemory:
        """What its searches remember (``perfect``'s, where it plays, too); set it to share."""
        return self._fallback.memory

    @memory.setter
    def memory(self, memory: SearchMemory) -> None:
        self._fallback.memory = memory

    def __init__(
        self,
        seed: int | None = None,
        time_limit: float = DEFAULT_TIME_LIMIT,
        *,
        memory: SearchMemory | None = None,
        max_depth: int | None = None,
    ) -> None:
        """Think ``time_limit`` seconds a move; ``seed`` goes to ``perfect`` where it plays.

        ``max_depth`` caps the final search's plies and the VCT attacker moves (None: the time
        alone stops them), so a test can ask for a quick, reproducible answer. The searches use
        ``memory`` (another player's, to share it), or a memory of its own.
        """
        if not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds, not {time_limit!r}")
        if max_depth is not None and max_depth < 1:
            raise ValueError(f"max_depth must be 1 or more, not {max_depth!r}")
        self.time_limit = float(time_limit)
        self.max_depth = max_depth
        self._depth = max_depth
        self._vct_depth = VCT_DEPTH
        self._fallback = PerfectStrategy(seed=seed, time_limit=self.time_limit, memory=memory)
        self.last_stage = ""
        self.last_result: SearchResult | None = None
        self._proof: MoveValue | None = None

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """Pick a move for the side to move (see the module docstring).

        ``limit.time`` (when given) replaces ``time_limit``, ``limit.depth`` ``max_depth``;
        ``limit.cancel`` stops the thinking. ``last_result`` then says whether the move is
        proven: a VCF is a proof (the defender's replies are forced), and so is the final
        search when it proves the move's value; a VCT is not.
        """
        started = time.perf_counter()
        self._proof = None
        move = allowed(board, self._choose(board, limit))
        if self.last_stage == "perfect":
            self.last_result = self._fallback.last_result
            return move
        if self.last_stage == "opening":
            self.last_result = None  # a rule, not a search: nothing to report
            return move
        value = self._proof or proven_value(board, move)
        self.last_result = self._under_rule(
            board,
            SearchResult(
                move=move,
                value=value,
                proven=value is not None,
                line=(move,),
                moves={move: value} if value is not None else {},
                seconds=time.perf_counter() - started,
                source="forced" if self.last_stage == "line" else "search",
            ),
        )
        return move

    @staticmethod
    def _under_rule(board: Board, result: SearchResult) -> SearchResult:
        """``result`` as the rule allows: a move that ends the game keeps its exact value."""
        if result.value is not None and result.value.plies == 1:
            return result  # proven by the engine itself (proven_value)
        return as_the_rule_allows(board, result)

    def _choose(self, board: Board, limit: Limit | None) -> Move:
        legal = require_playable(board)
        rules = board.rules
        budget = (limit or Limit()).or_defaults(self.time_limit, self.max_depth, None)
        if plays_as_perfect(rules):
            self.last_stage = "perfect"
            return self._fallback.choose(board, budget)
        if len(legal) == 1:
            self.last_stage = "line"
            return legal[0]
        if board.move_count == 0:
            self.last_stage = "opening"
            middle = rules.size // 2
            return (middle, middle)
        if board.move_count == 1:
            self.last_stage = "opening"
            return _diagonal_reply(board)
        seconds = budget.time or self.time_limit
        poll = Poller(replace(budget, time=seconds * SAFETY).started(), CHECK_EVERY)
        self._depth = budget.depth
        self._vct_depth = min(own_vct_depth(seconds), self._depth or MAX_VCT_DEPTH)
        return self._think(board, poll)

    def _think(self, board: Board, poll: Poller) -> Move:
        position = Position(board, poll)
        me = position.to_move
        # Under Renju the threat searches leave out X's overlines, and X's double fours and
        # double threes as their patterns read them; the engine's forbidden cells are checked
        # here too, so what the searches find is played only when legal.
        forbidden = {position.index(move) for move in board.forbidden_moves()}
        forced = [
            cell for cell in position.fives(me) or position.fives(3 - me) if cell not in forbidden
        ]
        if forced:
            self.last_stage = "line"
            return position.move(min(forced))
        vcf = vcf_win(board, poll, 0.2)
        if vcf is not None:
            self.last_stage = "vcf"
            self._proof = vcf[1]
            return vcf[0]
        found = stops_of_attack(board, poll, 0.35, lambda search: search.vcf())
        roots = [cell for cell in found[0] if cell not in forbidden] if found else []
        if not roots:
            win = self._deepening_vct(board, poll)
            if win is not None and position.index(win) not in forbidden:
                self.last_stage = "vct"
                return win
        patterned = uses_pattern_search(board.rules)
        set_up = None
        if not patterned:
            share, run = OWN_SET_UP_SHARE, partial(_set_up, allowed=roots)
            set_up = self._threat_stage(board, poll, share, run)
        if set_up and set_up[0] not in forbidden:
            self.last_stage = "set-up"
            return position.move(set_up[0])
        if len(roots) != 1 and board.rules.size <= VCT_STOPS_MAX_SIZE:
            roots = stops_of_vct(board, poll, roots, self._depth) or roots
        roots = [cell for cell in roots if cell not in forbidden]
        if not roots:
            ranked = root_moves(position, patterned=patterned)
            roots = [cell for cell in ranked if cell not in forbidden]
        if not roots:
            roots = [position.index(move) for move in board.legal_moves()]
        self.last_stage = "search"
        if patterned:
            return self._pattern_search(poll, position, roots)
        if len(roots) > 1:
            roots = safe_from_set_ups(board, poll, roots) or roots
        return self._search(board, poll, position, roots)

    def _search(self, board: Board, poll: Poller, position: Position, roots: list[int]) -> Move:
        """The best of ``roots`` (cells of ``position``) by ``search_among`` with the time left.

        It replaced the threat player's own alpha-beta over the same roots (README, "The
        final search"): 74% of the points instead of 60% in 72 games from varied openings
        against ``expert``, ``mcts`` and ``perfect`` on 9 x 9 and 10 x 10.
        """
        left = max(poll.limit.left(), LEAST_SEARCH_TIME)
        limit = replace(poll.limit, time=left, depth=self._depth, deadline=None)
        result = search_among(board, position, roots, limit, self.memory)
        if result.proven and result.value is not None:
            self._proof = result.value
        assert result.move is not None  # the board is not over
        return result.move

    def _pattern_search(self, poll: Poller, position: Position, roots: list[int]) -> Move:
        """The best of ``roots`` (cells of ``position``) by the ``PatternSearch``, the time left.

        The search plays and undoes its moves on ``position`` itself (the stages before it
        only read it), which ``poll`` already watches.
        """
        if len(roots) == 1:
            return position.move(roots[0])
        poll.stage(1.0)  # all the time left
        searcher = PatternSearch(position)
        cell, _ = searcher.best(roots, self._depth)
        return position.move(cell)

    def _threat_stage(
        self,
        board: Board,
        poll: Poller,
        share: float,
        run: Callable[[ThreatSearch], list[int] | None],
    ) -> list[int] | None:
        """Run one threat search with ``share`` of the time left; its line of cells, or None."""
        poll.stage(share)
        position = Position(board, poll)
        search = ThreatSearch(position)
        try:
            return run(search)
        except SearchStopped:
            return None

    def _deepening_vct(self, board: Board, poll: Poller) -> Move | None:
        """VCT searched one attacker move deeper at a time, with a fifth of the time left."""
        poll.stage(0.2)
        position = Position(board, poll)
        search = ThreatSearch(position)
        try:
            for depth in range(1, self._vct_depth + 1):
                line = search.vct(depth, OWN_VCT_VCF_DEPTH)
                if line:
                    return position.move(line[0])
        except SearchStopped:
            return None
        return None


def own_vct_depth(seconds: float) -> int:
    """Attacker moves of our own VCT looked for with ``seconds`` of think time.

    ``VCT_DEPTH`` below 2 s, one more each time the think time doubles, ``MAX_VCT_DEPTH`` at
    most. At 1 s a deeper VCT (7 threats, with twice the share of the time) won no more games
    over 72 (README, "Playing O"); with 4 s, VCTs 4 and 5 threats deep that the player did not
    look for were found in 0.13 and 0.65 s (benchmarks/threats_as_o_2026-11-26.md). The
    deepening stage keeps its share of the time whatever the depth.
    """
    doublings = math.floor(math.log2(seconds)) if seconds >= 1 else 0
    return min(VCT_DEPTH + doublings, MAX_VCT_DEPTH)


def search_among(
    board: Board,
    position: Position,
    cells: list[int],
    limit: Limit,
    memory: SearchMemory | None = None,
) -> SearchResult:
    """``perfect``'s alpha-beta search of ``board`` within ``limit``, among ``cells`` only.

    ``cells`` are indices of ``position`` (the padded board of ``board``); the rest of the
    tree is searched as ``perfect`` searches it, with ``memory`` (None: an empty one).
    """
    size = board.rules.size
    moves = (position.move(cell) for cell in cells)
    return search(board, limit, among={row * size + col for row, col in moves}, memory=memory)


def _diagonal_reply(board: Board) -> Move:
    """The second move: touching the first stone diagonally, on the side of the centre.

    The usual answer in five in a row: it blocks two of the first stone's lines at once.
    """
    size = board.rules.size
    row, col = divmod(board.x_bits.bit_length() - 1, size)
    centre = (size - 1) / 2
    cells = [
        (row + d_row, col + d_col)
        for d_row in (-1, 1)
        for d_col in (-1, 1)
        if 0 <= row + d_row < size and 0 <= col + d_col < size
    ]
    return min(cells, key=lambda cell: (abs(cell[0] - centre) + abs(cell[1] - centre), cell))


def vcf_win(board: Board, poll: Poller, share: float) -> tuple[Move, MoveValue] | None:
    """The first move of a win by continuous fours for the side to move, and its proven value.

    Searched with ``share`` of the time left; None when there is none, when the time runs
    out first, or when the rule refuses the line (``plies_to_win``).
    """
    poll.stage(share)
    position = Position(board, poll)
    try:
        line = ThreatSearch(position).vcf()
    except SearchStopped:
        return None
    plies = plies_to_win(board, [position.move(cell) for cell in line or ()])
    if not line or plies is None:
        return None
    return position.move(line[0]), exact_value("win", plies)


def plies_to_win(board: Board, line: list[Move]) -> int | None:
    """The plies of a VCF ``line`` (fours and forced blocks) until the line is complete.

    A line ends with the completing move, or with a move that leaves two completing cells
    (then one block and the completion follow). None when the rules refuse a move of it (a
    cell forbidden to X under Renju) or it does not win under them (an overline under
    standard, a blocked five under Caro): then it is no VCF. None for an empty line too.
    """
    if not line:
        return None
    mover = board.to_move
    try:
        for move in line:
            board = board.play(move)
    except IllegalMove:
        return None
    if board.is_over:
        return len(line) if board.winner == mover else None
    return len(line) + 2


def _set_up(search: ThreatSearch, allowed: list[int]) -> list[int] | None:
    """A move after which we have a VCF that no reply of the opponent stops, as ``[cell]``.

    Most such moves are quiet; a four counts when its block leaves the VCF standing. The
    ``OWN_SET_UP_WIDTH`` cells best for our lines are tried, only ``allowed`` ones when it is
    not empty (the stops of the opponent's VCF). Such a move wins unless a stop lies outside
    the cells tried (those of the VCF and both sides' threats), so it is not reported as
    proven.
    """
    position = search.position
    worth = position.worth[position.to_move]
    cells = sorted(allowed or position.candidates, key=lambda cell: -worth[cell])
    for cell in cells[:OWN_SET_UP_WIDTH]:
        if search.sets_up(cell):
            return [cell]
    return None
