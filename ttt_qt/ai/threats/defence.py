"""The threat player's defence: the moves that stop the opponent's wins by fours and threes.

Each search runs on the opponent's attack "were it to move" (``threat_space.opponents_attack``)
with a share of the time left (``Poller.stage``), and keeps what it found when the time runs
out: the stops of a VCF or of a VCT searched one attacker move deeper at a time, and the
moves after which no quiet reply of the opponent sets up a VCF we cannot stop. The player
(``player``) narrows its root moves with them.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from functools import partial

from ttt_qt.engine import Board

from ..base import Poller, SearchStopped
from .position import Position
from .threat_space import ThreatSearch, opponents_attack

OPPONENT_VCT_DEPTH = 4
"""Attacker moves of the opponent's VCT that we look for and stop."""
OPPONENT_VCF_DEPTH = 4
"""Fours in a row that end the opponent's VCT in that check."""
FEW_STOPS = 4
"""When at most this many moves stop the opponent's deepest VCT looked for, its VCT one
attacker move deeper is looked for among them (a cheap check of a few cells)."""
SET_UP_SHARE = 0.3
"""Share of the time left for checking that no reply sets up a VCF we cannot stop."""


def safe_from_set_ups(board: Board, poll: Poller, roots: list[int]) -> list[int]:
    """The roots after which no reply of the opponent sets up a VCF we cannot stop.

    A quiet reply that prepares a win by fours is beyond the threat searches and
    often beyond the alpha-beta horizon. The roots not checked when the time runs out
    are kept.
    """
    poll.stage(SET_UP_SHARE)
    search = ThreatSearch(Position(board, poll))
    safe: list[int] = []
    for checked, root in enumerate(roots):
        try:
            if not search.allows_set_up(root):
                safe.append(root)
        except SearchStopped:
            return safe + roots[checked:]
    return safe


def stops_of_vct(
    board: Board, poll: Poller, allowed: list[int], max_attackers: int | None = None
) -> list[int] | None:
    """The moves that stop the opponent's VCT of one attacker move, then two, three, four.

    A deeper search runs when the time allows; its stops also stop the shallower VCTs,
    so they replace the shallower ones when it finds some (or, out of time before it
    finds one, the moves it has not ruled out do). Only ``allowed`` moves are tried when
    it is not empty. A move that stops a deeper VCT stops the shallower ones too, so the
    shallower stops are tried first, then the other moves. With at most ``FEW_STOPS``
    stops of the deepest VCT, the VCT one attacker move deeper is looked for too.
    ``max_attackers`` caps the depth (the player's ``max_depth``).
    """
    deepest = min(OPPONENT_VCT_DEPTH, max_attackers or OPPONENT_VCT_DEPTH)
    roots: list[int] | None = None
    for attackers in range(1, deepest + 2):
        if attackers > deepest and not (roots and len(roots) <= FEW_STOPS):
            break
        share = 0.5 if attackers < deepest else 0.6
        attack = partial(_opponent_vct, depth=attackers)
        found = stops_of_attack(board, poll, share, attack, roots or allowed)
        if found is not None and roots and not found[0]:
            # None of the shallower stops stops this VCT: look among the other moves.
            found = stops_of_attack(board, poll, share, attack, allowed, ruled_out=set(roots))
        if found is None:
            break
        cells, sure = found
        if cells:
            roots = cells  # sure stops, or (out of time) the moves not ruled out
        if not sure:
            break
    return roots


def stops_of_attack(
    board: Board,
    poll: Poller,
    share: float,
    attack: Callable[[ThreatSearch], object],
    allowed: list[int] | None = None,
    *,
    ruled_out: Container[int] = frozenset(),
) -> tuple[list[int], bool] | None:
    """The moves after which the opponent's ``attack`` (a VCF or VCT search) finds nothing.

    The cells that stop the attack are looked for among the cells of the attack and the
    threats of both sides, then among every other candidate cell (only ``allowed`` ones
    when it is not empty, never ``ruled_out`` ones). The answer is the
    cells and whether they are sure stops (every cell was checked, or the time ran out
    after some stops were found: those are kept). No cells means no restriction: the
    opponent has no such win, or no move stops it (then the search picks the most
    stubborn move); None that the time ran out before the attack was found. When the
    time runs out before a stop is found, the cells not yet ruled out are kept.
    """
    poll.stage(share)
    try:
        search, line = opponents_attack(board, poll, attack)
    except SearchStopped:
        return None
    if not isinstance(line, list) or not line:
        return [], True
    position = search.position
    me = position.to_move
    mine, theirs = position.worth[me], position.worth[3 - me]
    narrow = search.defences(line)
    seen = set(narrow)
    groups = [narrow, [cell for cell in position.candidates if cell not in seen]]
    for number, group in enumerate(groups):
        group.sort(key=lambda cell: -(mine[cell] + theirs[cell]))
        groups[number] = [
            cell for cell in group if (not allowed or cell in allowed) and cell not in ruled_out
        ]
    sure: list[int] = []
    for number, group in enumerate(groups):
        found, unchecked = search.stops_among(group, attack)
        sure += found
        if unchecked is not None:
            # Out of time: the stops found so far are sure; without one, keep the
            # cells not yet ruled out.
            later = [cell for rest in groups[number + 1 :] for cell in rest]
            return (sure, True) if sure else (unchecked + later, False)
        if sure:
            break
    return sure, True


def _opponent_vct(search: ThreatSearch, depth: int) -> list[int] | None:
    """The opponent's VCT of ``depth`` attacker moves, ended by short VCFs."""
    return search.vct(depth, OPPONENT_VCF_DEPTH)
