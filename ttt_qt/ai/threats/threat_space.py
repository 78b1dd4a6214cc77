"""Threat-space search: wins by continuous fours (VCF) and by threes and fours (VCT).

The attacker plays only threats. After a four the defender has a single reply (the cell
that completes the line), so a VCF is an exact proof. After an open three the defender may
play any cell where the attacker would make a four (the cells that can stop the three),
or a four of its own; the attacker must win against every one of those replies (after a
defender's four the attacker blocks it and the defender must answer the old threats
again). Both searches fail (return None) when the defender can complete a line first.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import TypeVar

from ttt_qt.engine import Board

from ..base import Poller, SearchStopped
from .patterns import SURE_WIN_SCORE
from .position import Position

VCF_DEPTH = 12
"""Attacker fours tried in a row at most."""
VCT_WIDTH = 8
"""Attacker threes tried at each VCT node, best first."""
INNER_VCF_DEPTH = 2
"""Fours in a row looked for at the VCT's inner nodes."""
REPLY_WIDTH = 8
"""The opponent's best replies tried when looking for one that sets up a VCF."""

Found = TypeVar("Found")


class ThreatSearch:
    """VCF and VCT searches on one position (restored after each search that finishes).

    Attributes:
        position: the position searched; it must be left as found.
    """

    def __init__(self, position: Position) -> None:
        self.position = position
        self._vcf_failed: dict[int, int] = {}
        self._vct_failed: dict[int, int] = {}

    def vcf(self, depth: int = VCF_DEPTH) -> list[int] | None:
        """A win for the side to move by continuous fours: the moves of both sides, or None."""
        position = self.position
        attacker = position.to_move
        wins = position.fives(attacker)
        if wins:
            return [wins[0]]
        if depth <= 0 or self._vcf_failed.get(position.hash, 0) >= depth:
            return None
        threats = position.fives(3 - attacker)
        if len(threats) > 1:
            return None
        moves = position.fours(attacker)
        if threats:
            moves = [move for move in moves if move == threats[0]]
        worth = position.worth[attacker]
        moves.sort(key=lambda cell: -worth[cell])
        for move in moves:
            position.play(move)
            line = self._answer_four(depth)
            position.undo(move)
            if line is not None:
                return [move, *line]
        self._vcf_failed[position.hash] = depth
        return None

    def _answer_four(self, depth: int) -> list[int] | None:
        """The defender, to move, blocks the four; the attacker goes on with ``vcf``."""
        position = self.position
        defender = position.to_move
        if position.fives(defender):
            return None
        wins = position.fives(3 - defender)
        if len(wins) >= 2:
            return []
        if not wins:
            return None
        block = wins[0]
        if position.forbidden(block, defender):
            return []  # Renju: X may not block there
        position.play(block)
        line = self.vcf(depth - 1)
        position.undo(block)
        return None if line is None else [block, *line]

    def vct(self, depth: int, vcf_depth: int = VCF_DEPTH) -> list[int] | None:
        """A win for the side to move by threes and fours: its first moves, or None.

        Long runs of fours are looked for at the leaves (``depth`` 0) only: above them the
        fours are VCT moves like the threes, and a short VCF check suffices.
        """
        line = self.vcf(vcf_depth if depth <= 0 else min(INNER_VCF_DEPTH, vcf_depth))
        if line is not None:
            return line
        position = self.position
        attacker = position.to_move
        if depth <= 0 or self._vct_failed.get(position.hash, 0) >= depth:
            return None
        threats = position.fives(3 - attacker)
        if len(threats) > 1:
            return None
        if threats:
            # The defender made a four: block it, and the defender must still answer the
            # threats we had made before.
            block = threats[0]
            position.play(block)
            won = self._answer_three(depth, vcf_depth, None)
            position.undo(block)
            return [block] if won else None
        moves = position.threes(attacker)
        worth = position.worth[attacker]
        moves.sort(key=lambda cell: -worth[cell])
        for move in moves[:VCT_WIDTH]:
            position.play(move)
            won = self._answer_three(depth, vcf_depth, move)
            position.undo(move)
            if won:
                return [move]
        self._vct_failed[position.hash] = depth
        return None

    def _answer_three(self, depth: int, vcf_depth: int, threat: int | None) -> bool:
        """True when the attacker wins against every defence of the threat just made.

        The defences are the defender's fours and the cells where the attacker would make a
        four on the lines through ``threat`` (the move that made the threat), or anywhere
        when it is None.
        """
        position = self.position
        defender = position.to_move
        attacker = 3 - defender
        if position.fives(defender):
            return False
        wins = position.fives(attacker)
        if len(wins) >= 2:
            return True
        if wins:
            replies = wins
        else:
            worth = position.worth[attacker]
            if not any(worth[cell] >= SURE_WIN_SCORE for cell in position.candidates):
                return False  # the move threatens nothing the defender must answer
            fours = position.fours(attacker)
            if threat is not None:
                near = position.along(threat)
                fours = [cell for cell in fours if cell in near]
            replies = _refutations_first(
                {*fours, *position.fours(defender)},
                position.worth[defender],
                position.worth[attacker],
            )
        if position.rule == "renju":
            replies = [cell for cell in replies if not position.forbidden(cell, defender)]
        for reply in replies:
            position.play(reply)
            line = self.vct(depth - 1, vcf_depth)
            position.undo(reply)
            if line is None:
                return False
        return True

    def stops_among(
        self, cells: list[int], attack: Callable[[ThreatSearch], object]
    ) -> tuple[list[int], list[int] | None]:
        """The cells of ``cells`` after which ``attack``, run for the opponent, finds nothing.

        Each cell is played for the side to move and the opponent's ``attack`` (a VCF or VCT
        search) tried. Returns the stops and, when the time ran out, the cells not yet
        checked (None when every cell was checked; the position is then left as found).
        """
        stops: list[int] = []
        for checked, cell in enumerate(cells):
            try:
                if self._stops(cell, attack):
                    stops.append(cell)
            except SearchStopped:
                return stops, cells[checked:]
        return stops, None

    def _stops(self, cell: int, attack: Callable[[ThreatSearch], object]) -> bool:
        """True when ``cell``, played for the side to move, leaves the opponent's attack nothing.

        A cell that makes a four only delays the attack: the opponent blocks it, and then
        the four stopped the attack only if the attack is gone or another cell stops it.
        """
        position = self.position
        position.play(cell)
        opponent = position.to_move
        ours = position.fives(3 - opponent)
        if len(ours) == 1 and not position.fives(opponent):
            block = ours[0]
            position.play(block)
            held = self._gone_or_stopped(attack)
            position.undo(block)
        else:
            held = not attack(self)
        position.undo(cell)
        return held

    def _gone_or_stopped(self, attack: Callable[[ThreatSearch], object]) -> bool:
        """With the side to move to play: the opponent's ``attack`` is gone, or a cell stops it."""
        position = self.position
        position.pass_turn()
        line = attack(self)
        position.pass_turn()
        if not isinstance(line, list) or not line:
            return True
        return any(self._stops(cell, attack) for cell in self.defences(line))

    def allows_set_up(self, cell: int, width: int = REPLY_WIDTH) -> bool:
        """True when ``cell`` lets the opponent set up a win by fours that we cannot stop.

        After ``cell`` for the side to move, each of the opponent's ``width`` best replies
        is tried; it sets up a VCF when we then have no VCF of our own and no move stops its.

        Raises SearchStopped (the position is then not restored) when the limit stops it.
        """
        position = self.position
        position.play(cell)
        opponent = position.to_move
        ours = position.fives(3 - opponent)
        if position.fives(opponent):
            found = True
        else:
            best = position.best_cells()
            legal = (reply for reply in best if not position.forbidden(reply, opponent))
            replies = ours[:1] or list(islice(legal, width))
            found = any(self.sets_up(reply) for reply in replies)
        position.undo(cell)
        return found

    def sets_up(self, cell: int) -> bool:
        """True when ``cell``, played for the side to move, sets up a VCF that cannot be stopped.

        That is: the opponent then has no VCF of its own, and no move of the opponent (among
        the cells of the VCF and both sides' threats) leaves the side that played ``cell``
        without one. Raises SearchStopped (the position is then not restored) when the limit
        stops it.
        """
        position = self.position
        position.play(cell)
        unstoppable = False
        if not self.vcf():
            position.pass_turn()
            line = self.vcf()
            position.pass_turn()
            if line:
                stops, unchecked = self.stops_among(self.defences(line), ThreatSearch.vcf)
                if unchecked is not None:
                    raise SearchStopped
                unstoppable = not stops
        position.undo(cell)
        return unstoppable

    def defences(self, attacker_line: list[int]) -> list[int]:
        """Cells worth trying against a threat sequence: its cells and both sides' fours."""
        position = self.position
        me = position.to_move
        cells = {*attacker_line, *position.fours(me), *position.fours(3 - me)}
        cells |= set(position.threes(3 - me))
        return sorted(cell for cell in cells if position.cells[cell] == 0)


def opponents_attack(
    board: Board, poll: Poller, attack: Callable[[ThreatSearch], Found]
) -> tuple[ThreatSearch, Found]:
    """A search on ``board``, and what ``attack`` (a VCF or VCT) finds for the side not to move.

    The turn is passed to that side for the attack, and given back after it.

    Raises:
        SearchStopped: ``poll`` said stop.
    """
    position = Position(board, poll)
    search = ThreatSearch(position)
    position.pass_turn()
    found = attack(search)
    position.pass_turn()
    return search, found


def _refutations_first(replies: set[int], mine: list[int], theirs: list[int]) -> list[int]:
    """The defender's ``replies``, the likeliest refutations first (ties in board order).

    One reply that refutes the threat ends the search of a node, so the order decides how
    much of a failed VCT is searched. The best cells for the defender's own lines (``mine``,
    counting twice) and against the attacker's (``theirs``) come first: in
    ``bench_threat_speed.py``'s stop search this plays 2.7 times fewer moves than the order of
    the cells on the board against VCTs of three threats, 5.2 times fewer against four, for
    the same stops.
    """
    return sorted(replies, key=lambda cell: (-(2 * mine[cell] + theirs[cell]), cell))
