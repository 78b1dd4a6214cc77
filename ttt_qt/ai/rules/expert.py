"""``expert``: the rule-based player that never loses on 3 x 3 (seed 000's "SmartAI").

Normal rules, in order (Newell and Simon's rules): win; block; fork (make two threats at
once); block a fork — by a forcing two-in-a-row whose forced reply gives the opponent no
fork, or by taking the fork cell; centre; the corner opposite the opponent's; an empty
corner; an empty side. On larger boards the first four rules are the same and a line
evaluation (attack plus defence, weighted by marks already in each open line) replaces the
3 x 3 cell order.

Reverse rules (completing a line loses): never complete an own line while another move
exists; take a move that leaves the opponent only losing moves; on 3 x 3, X takes the centre
and then mirrors O through it (mirrored moves can never complete an X line first); leave the
opponent's losing cells empty; avoid moves that let the opponent force a loss; then prefer
cells whose lines are already dead for us.
"""

from __future__ import annotations

from ttt_qt.engine import Board, Geometry, Move

from ..base import Limit, make_rng, plays_legal, require_playable
from .tactics import (
    best_cells,
    cells_of,
    empty_mask,
    fork_cells,
    reverse_forcing,
    reverse_safe,
    sides,
    to_move,
)

CENTRE_3 = 4
CORNERS_3 = (0, 2, 6, 8)
SIDES_3 = (1, 3, 5, 7)
ATTACK_BASE = 5
DEFENCE_SHARE = 0.8


def expert_moves(board: Board) -> list[Move]:
    """Every move the first applicable rule allows (``expert`` picks one of them at random)."""
    require_playable(board)
    mask = _reverse_rules(board) if board.rules.reverse else _normal_rules(board)
    return [to_move(cell, board.rules.size) for cell in cells_of(mask)]


class ExpertStrategy:
    """Seed 000's SmartAI: rule-based, never loses on 3 x 3 in normal rules."""

    name = "expert"

    def __init__(self, seed: int | None = None) -> None:
        """Use a private generator seeded with ``seed`` to choose among equally good moves."""
        self._rng = make_rng(seed)

    @plays_legal
    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """A move allowed by the first rule that applies (rules take well under 50 ms)."""
        return self._rng.choice(expert_moves(board))


# --- normal rules ------------------------------------------------------------------------------


def _normal_rules(board: Board) -> int:
    geometry = board.rules.geometry
    mine, theirs = sides(board)
    empty = empty_mask(board)
    win = geometry.completing_cells(mine, theirs) & empty
    if win:
        return win
    block = geometry.completing_cells(theirs, mine) & empty
    if block:
        return block
    fork = fork_cells(mine, theirs, empty, geometry)
    if fork:
        return fork
    their_forks = fork_cells(theirs, mine, empty, geometry)
    if their_forks:
        return _block_fork(mine, theirs, empty, their_forks, geometry)
    if board.rules.size == 3:
        return _classic_order(mine, theirs, empty)
    return _best_by_evaluation(mine, theirs, empty, geometry)


def _block_fork(mine: int, theirs: int, empty: int, their_forks: int, geometry: Geometry) -> int:
    """Moves that stop every opponent fork, best kind first; the fork cells as a last resort."""
    forcing = 0
    quiet = 0
    for cell in cells_of(empty):
        bit = 1 << cell
        threats = geometry.new_completing_cells(mine, theirs, cell)
        if threats:
            # The opponent must answer on the threat cell; that answer must not fork us.
            reply = threats & -threats
            answer = geometry.new_completing_cells(theirs, mine | bit, reply.bit_length() - 1)
            if not answer & (answer - 1):
                forcing |= bit
        # The opponent has no completing cell here (we would have blocked it), and our
        # mark cannot give it one.
        elif not fork_cells(theirs, mine | bit, empty & ~bit, geometry, existing=0):
            quiet |= bit
    good = forcing | quiet
    return (good & their_forks) or forcing or quiet or their_forks


def _classic_order(mine: int, theirs: int, empty: int) -> int:
    """Centre, opposite corner, empty corner, empty side (3 x 3 only)."""
    if empty >> CENTRE_3 & 1:
        return 1 << CENTRE_3
    opposite = 0
    for corner in CORNERS_3:
        if theirs >> corner & 1 and empty >> (8 - corner) & 1:
            opposite |= 1 << (8 - corner)
    if opposite:
        return opposite
    corners = sum(1 << cell for cell in CORNERS_3) & empty
    return corners or sum(1 << cell for cell in SIDES_3) & empty


def _best_by_evaluation(mine: int, theirs: int, empty: int, geometry: Geometry) -> int:
    """The cells with the highest attack-plus-defence value over their open lines."""
    values = {}
    for cell in cells_of(empty):
        value = 0.0
        for line in geometry.lines_through[cell]:
            if not line & theirs:
                value += ATTACK_BASE ** (line & mine).bit_count()
            if not line & mine:
                value += DEFENCE_SHARE * ATTACK_BASE ** (line & theirs).bit_count()
        values[cell] = value
    return best_cells(values)


# --- reverse rules -----------------------------------------------------------------------------


def _reverse_rules(board: Board) -> int:
    geometry = board.rules.geometry
    mine, theirs = sides(board)
    empty = empty_mask(board)
    safe = reverse_safe(mine, theirs, empty, geometry)
    if not safe:
        return empty  # every move completes a line: a forced loss
    forcing = reverse_forcing(mine, theirs, empty, geometry)
    if forcing:
        return forcing
    if board.rules.size == 3 and board.to_move == "X":
        mirror = _mirror_move(mine, theirs, empty) & safe
        if mirror:
            return mirror
    candidates = safe & ~geometry.completing_cells(theirs, mine) or safe
    candidates = _not_forced_after(mine, theirs, empty, candidates, geometry) or candidates
    return _quietest(mine, theirs, candidates, geometry)


def _mirror_move(mine: int, theirs: int, empty: int) -> int:
    """X's drawing plan on 3 x 3 reverse: the centre, then the cell opposite O's last reply."""
    if empty >> CENTRE_3 & 1 and not theirs:
        return 1 << CENTRE_3
    if not mine >> CENTRE_3 & 1:
        return 0
    found = 0
    for cell in cells_of(theirs):
        if empty >> (8 - cell) & 1:
            found |= 1 << (8 - cell)
    return found


def _not_forced_after(
    mine: int, theirs: int, empty: int, candidates: int, geometry: Geometry
) -> int:
    """The candidates after which the opponent has no reply that leaves us only losing moves."""
    kept = 0
    for cell in cells_of(candidates):
        bit = 1 << cell
        if not reverse_forcing(theirs, mine | bit, empty & ~bit, geometry):
            kept |= bit
    return kept


def _quietest(mine: int, theirs: int, candidates: int, geometry: Geometry) -> int:
    """The candidates that add least to our own open lines (lines already dead cost nothing)."""
    return best_cells(
        {
            cell: -sum(
                ATTACK_BASE ** (line & mine).bit_count()
                for line in geometry.lines_through[cell]
                if not line & theirs
            )
            for cell in cells_of(candidates)
        }
    )
