"""The proof of a puzzle: its first move wins in N against every defence, and no other does.

Two ways, as for the review (``assessment.uses_analysis``):

- the boards the alpha-beta search solves (3 x 3, reverse rules, 4 x 4 and 5 x 5, the last
  cells of any board): ``analyze`` values every legal move exactly; the puzzle holds when
  exactly one move wins, in N moves;
- gomoku and the like: an AND-OR search over the threat searches. The attacker's moves are
  those of a win by continuous fours (VCF: an exact proof, every defence being forced) or
  the first move of a win by fours and threes (VCT); at each defender node *every* empty
  cell is tried as the reply, and the attacker must win after each within the moves left.
  No other first move may win within N by the same searches: after each, the defender
  must have a reply (a pass, or one of the likeliest ``DEFENCE_WIDTH`` defences) that leaves
  the attacker no five, no VCF of at most N - 1 moves and no VCT of a few threats.

Both stop by one ``Limit``; a proof cut short proves nothing.
"""

from __future__ import annotations

from ttt_qt.ai.base import Limit, Poller, SearchStopped
from ttt_qt.ai.search import analyze
from ttt_qt.ai.threats.position import CHECK_EVERY, Position
from ttt_qt.ai.threats.threat_space import ThreatSearch
from ttt_qt.engine import Board, Move

from .assessment import uses_analysis
from .puzzles import Puzzle
from .sentences import moves_to_win

UNIQUE_VCT_DEPTH = 3
"""Attacker threats of the VCTs looked for after another first move."""
DEFENCE_WIDTH = 12
"""Replies tried after another first move, the likeliest defences first."""


def prove(puzzle: Puzzle, limit: Limit | None = None) -> str | None:
    """None when ``puzzle`` is proven, else why not (in words)."""
    board = puzzle.board
    if board.is_over:
        return "the game is already over"
    started = (limit or Limit()).started(60.0)
    try:
        if uses_analysis(board):
            return _prove_exact(board, puzzle.n, puzzle.solution, started)
        return _prove_by_threats(board, puzzle, started)
    except SearchStopped:
        return "out of time"


def _prove_exact(board: Board, n: int, first: Move, limit: Limit) -> str | None:
    """The proof by ``analyze``: exactly ``first`` wins, in ``n`` moves."""
    result = analyze(board, limit)
    if not result.proven:
        return "not every move's value was proven in time"
    winners = sorted(move for move, value in result.moves.items() if value.kind == "win")
    if winners != [first]:
        return f"the winning moves are {winners}, not only {first}"
    found = moves_to_win(result.moves[first])
    return None if found == n else f"the win takes {found} moves, not {n}"


def winning_line_exact(board: Board, limit: Limit) -> list[Move]:
    """The winning line on a solved board: fastest wins against the longest defence."""
    line: list[Move] = []
    while not board.is_over:
        result = analyze(board, limit)
        assert result.move is not None
        line.append(result.move)
        board = board.play(result.move)
    return line


class ThreatProver:
    """The AND-OR search of the module docstring on one position (left as found).

    Attributes:
        board: the root position.
        vct: whether the attacker may play threes (a VCT) as well as fours.
    """

    def __init__(self, board: Board, limit: Limit, *, vct: bool, budget: int | None = None) -> None:
        """Search ``board`` within ``limit`` and, when given, ``budget`` moves played.

        Both raise ``SearchStopped``; a budget stops at the same point on every machine.
        """
        self.board = board
        self.vct = vct
        poll = Poller(limit, CHECK_EVERY)
        self.played = 0

        def count() -> None:
            self.played += 1
            if budget is not None and self.played > budget:
                raise SearchStopped
            poll()

        self.position = Position(board, count)
        self.search = ThreatSearch(self.position)

    def move(self, cell: int) -> Move:
        """The board cell of a position cell."""
        return self.position.move(cell)

    def cell(self, move: Move) -> int:
        """The position cell of a board cell."""
        return self.position.index(move)

    def attacker_wins(self, n: int) -> list[int] | None:
        """The attacker (to move) wins within ``n`` own moves whatever the defence: a line."""
        position = self.position
        me = position.to_move
        if n <= 0:
            return None
        wins = position.fives(me)
        if wins:
            return [min(wins)]
        if n == 1:
            return None
        line = self.search.vcf()
        if line and self._attacker_moves(line) <= n:
            return line
        if not self.vct or position.fives(3 - me):
            return None
        first = self.search.vct(n - 1, n - 1)
        if not first:
            return None
        return self.after_move(first[0], n)

    def after_move(self, cell: int, n: int) -> list[int] | None:
        """The line when the attacker's ``cell`` wins within ``n`` own moves, or None."""
        self._play(cell)
        try:
            rest = self.defender_loses(n - 1)
        finally:
            self._undo(cell)
        return None if rest is None else [cell, *rest]

    def defender_loses(self, n: int) -> list[int] | None:
        """Every reply of the defender (to move) loses within ``n`` attacker moves.

        Returns the line after the likeliest defence, or None.
        """
        position = self.position
        me = position.to_move
        if position.fives(me) or n <= 0:
            return None
        principal: list[int] | None = None
        for reply in self._replies():
            self._play(reply)
            try:
                line = self.attacker_wins(n)
            finally:
                self._undo(reply)
            if line is None:
                return None
            if principal is None:
                principal = [reply, *line]
        return principal

    def others_win(self, first: int, n: int) -> Move | None:
        """Another first move that may win within ``n`` moves (see the module docstring)."""
        position = self.position
        me = position.to_move
        for cell in position.empty_cells():
            if cell == first:
                continue
            if position.fives(me) and cell in position.fives(me):
                return self.move(cell)
            self._play(cell)
            try:
                held = bool(position.fives(3 - me)) or self._defended(n - 1)
            finally:
                self._undo(cell)
            if not held:
                return self.move(cell)
        return None

    def _defended(self, n: int) -> bool:
        """The defender (to move) has a reply that leaves no win of ``n`` moves by the searches.

        A pass is tried first, then the likeliest ``DEFENCE_WIDTH`` replies.
        """
        position = self.position
        position.pass_turn()
        try:
            if not self._threat_within(n):
                return True
        finally:
            position.pass_turn()
        for reply in self._replies()[:DEFENCE_WIDTH]:
            self._play(reply)
            try:
                if not self._threat_within(n):
                    return True
            finally:
                self._undo(reply)
        return False

    def _threat_within(self, n: int) -> bool:
        """The side to move has a five, a VCF of at most ``n`` moves, or a short VCT."""
        position = self.position
        if position.fives(position.to_move):
            return True
        line = self.search.vcf()
        if line and self._attacker_moves(line) <= n:
            return True
        depth = min(UNIQUE_VCT_DEPTH, n - 1)
        return depth >= 1 and bool(self.search.vct(depth, n))

    def _replies(self) -> list[int]:
        """Every empty cell, the likeliest defences first (blocks, fours, the threat's cells)."""
        position = self.position
        me, attacker = position.to_move, 3 - position.to_move
        first = position.fives(attacker) + position.fours(me) + position.fours(attacker)
        first += sorted(position.candidates, key=lambda cell: -position.worth[attacker][cell])
        ordered = list(dict.fromkeys(first))
        seen = set(ordered)
        return ordered + [cell for cell in position.empty_cells() if cell not in seen]

    def _attacker_moves(self, line: list[int]) -> int:
        """The moves of the side to move in a VCF ``line``, with the completion it leaves."""
        position = self.position
        attacker = position.to_move
        completed = False
        played: list[int] = []
        try:
            for index, cell in enumerate(line):
                if index % 2 == 0:
                    completed = cell in position.fives(attacker)
                position.play(cell)
                played.append(cell)
        finally:
            for cell in reversed(played):
                position.undo(cell)
        return (len(line) + 1) // 2 + (0 if completed else 1)

    def _play(self, cell: int) -> None:
        self.position.play(cell)

    def _undo(self, cell: int) -> None:
        self.position.undo(cell)


def _prove_by_threats(board: Board, puzzle: Puzzle, limit: Limit) -> str | None:
    """The threat proof of ``puzzle``: its first move wins in N, no faster, and alone."""
    prover = ThreatProver(board, limit, vct=puzzle.kind == "vct")
    first = prover.cell(puzzle.solution)
    if prover.after_move(first, puzzle.n) is None:
        return f"the first move does not win in {puzzle.n} against every defence"
    if puzzle.n > 1 and prover.after_move(first, puzzle.n - 1) is not None:
        return f"the first move wins faster than in {puzzle.n}"
    other = prover.others_win(first, puzzle.n)
    if other is not None:
        return f"another first move may win too: {other}"
    return None
