"""``mcts``: Monte Carlo tree search (UCT with RAVE) with solver backups, for every board size.

Each move runs iterations (select by UCT and RAVE, expand one child, play a few fast random
games out from it, back the results up) until ``playouts`` random games have been played,
on a tree whose nodes also know both sides' completing cells, so wins, forced blocks and,
in reverse rules, self-completing moves are handled exactly, and proven wins and losses
propagate to the root (see ``mcts_tree``). Before searching, the root is checked for a
winning move, a forced block, or (reverse rules) a single safe move; an empty board gets
the centre (in reverse rules, on odd boards). In normal rules with four or more in a row
the threat player's tools then look at the root (``root_threats``): a win by continuous
fours is played at once, the opponent's is stopped, and the line patterns of every cell
give the root's moves their prior.

The tree is kept between moves: its nodes are positions (a transposition table), so when the
next board descends from the last one (our move and the opponent's reply) the matching node
becomes the new root with all its statistics; positions that can no longer arise are dropped.
An optional ``time_limit`` (seconds, 0 for none) caps the search; without it the result
depends only on the seed and the boards asked about (the threat analysis has a fixed cap of
time that it only reaches in rare, very tactical positions).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ttt_qt.engine import Board, Move, Rules

from ..base import NO_LIMIT, Limit, make_rng, plays_legal, require_playable
from ..defaults import PLAYOUTS
from . import root_threats
from .mcts_tree import DRAW, LOSS, WIN, Node, SearchTree, move_between
from .playouts import PlayoutBoard, playout_board_for

MAX_PLAYOUTS = 200_000
"""The most playouts per move: each may add a node of roughly 1 kB to the tree."""
MAX_NODES = 250_000
"""Past this many remembered positions the tree starts afresh (about 250 MB at most)."""
MAX_TIME_LIMIT = 3600.0
THREAT_SHARE = 0.3
"""Share of a time limit given to the threat analysis of the root (``root_threats``)."""
THREAT_SECONDS = 0.25
"""The threat analysis's time at most without a time limit (it rarely needs a tenth of it)."""
CHECK_EVERY = 16
"""Iterations between looks at the limit (a few ms even on 10 x 10)."""
LINE_LENGTH = 12
"""Moves of the principal line that ``report`` follows at most."""


Proof = Literal["win", "draw", "loss"]
"""A proven value, for the side that plays the move."""


@dataclass(frozen=True, slots=True)
class RootMove:
    """One move the search tried from the position, as its tree knows it.

    Attributes:
        move: the move.
        visits: the random games that went through it.
        score: its mean reward for the side that plays it (1 a win, 1/2 a tie, 0 a loss), or
            that exact reward once proven.
        proven: ``win``, ``draw`` or ``loss`` for the side that plays it once proven, else None.
    """

    move: Move
    visits: int
    score: float
    proven: Proof | None


@dataclass(frozen=True, slots=True)
class TreeReport:
    """What the tree knows of a position after ``choose`` (``MctsStrategy.report``).

    Attributes:
        searched: False when the move was played without a search (a rule or a threat).
        visits: the random games behind the position, those kept from earlier moves included.
        moves: the moves tried, most visited first.
        line: the principal line: from the position, the most visited move at each step.
    """

    searched: bool
    visits: int
    moves: tuple[RootMove, ...]
    line: tuple[Move, ...]


_PROVEN_NAMES: dict[int, Proof] = {WIN: "win", DRAW: "draw", LOSS: "loss"}


class MctsStrategy:
    """UCT and RAVE with proofs, exact forced moves, root threat analysis and tree reuse."""

    name = "mcts"

    def __init__(
        self,
        seed: int | None = None,
        playouts: float = PLAYOUTS,
        time_limit: float = 0.0,
    ) -> None:
        """Search ``playouts`` iterations per move, stopping early after ``time_limit`` s if > 0."""
        if int(playouts) != playouts or not 1 <= playouts <= MAX_PLAYOUTS:
            raise ValueError(
                f"playouts must be a whole number from 1 to {MAX_PLAYOUTS}, not {playouts}"
            )
        if not 0 <= time_limit <= MAX_TIME_LIMIT:
            raise ValueError(f"time_limit must be from 0 to {MAX_TIME_LIMIT} s, not {time_limit}")
        self._rng = make_rng(seed)
        self.playouts = int(playouts)
        self.time_limit = float(time_limit)
        self._tree: SearchTree | None = None
        self._rules: Rules | None = None
        self.last_iterations = 0
        """Iterations run by the last ``choose`` (for tests and benchmarks)."""
        self.last_playouts = 0
        """Random games played by the last ``choose`` (a new leaf gets several)."""
        self.last_reused_visits = 0
        """Playouts already behind the root when the last ``choose`` began (tree reuse)."""
        self.last_searched = False
        """False when the last ``choose`` played a move without a search (a rule, a threat)."""

    @plays_legal
    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """The most visited safe move after the search, or an exact one when the root decides.

        ``limit.playouts`` and ``limit.time`` replace the options; ``limit.cancel`` stops early.
        """
        moves = require_playable(board)
        time_limit = self.time_limit if self.time_limit > 0 else None
        limit = (limit or NO_LIMIT).or_defaults(time_limit, None, self.playouts)
        limit = limit.for_a_move().started()
        self.last_iterations = 0
        self.last_playouts = 0
        self.last_reused_visits = 0
        self.last_searched = False
        tree = self._tree_for(board.rules)
        tables = tree.tables
        x, o = tables.geometry.pad(board.x_bits), tables.geometry.pad(board.o_bits)
        # Dropping unreachable positions can take a few ms on a big tree: not when cancelled.
        root = tree.root(x, o, prune=not limit.cancelled())
        self.last_reused_visits = root.visits
        forced = _forced_cells(root, tables, board.rules.reverse)
        if forced:
            return divmod(self._rng.choice(forced), board.rules.size)
        allowed: frozenset[int] = frozenset()
        if root_threats.applies(board):
            seconds = THREAT_SECONDS if limit.time is None else THREAT_SHARE * limit.time
            advice = root_threats.advise(
                board, Limit(time=seconds, cancel=limit.cancel, clock=limit.clock)
            )
            if advice.win is not None:
                return divmod(advice.win, board.rules.size)
            allowed = advice.allowed
            _take_advice(root, advice, tables)
        empties = tables.geometry.cells_in(tables.full & ~(x | o))
        filled = tables.geometry.cells_in(x | o)
        budget = limit.playouts or self.playouts
        self.last_searched = True
        last_look: float | None = None
        while self.last_playouts < budget and root.proven is None:
            if self.last_iterations % CHECK_EVERY == 0:
                # Stop, too, when a batch as long as the last would end after the deadline.
                now = 0.0 if limit.deadline is None else limit.clock()
                if limit.stopped_at(now, 0.0 if last_look is None else now - last_look):
                    break
                last_look = now
            self.last_playouts += tree.iterate(root, empties, filled)
            self.last_iterations += 1
        cell = _best_cell(root, tables, allowed)
        if cell is None:
            return self._rng.choice(moves)
        return divmod(cell, board.rules.size)

    def report(self, board: Board) -> TreeReport:
        """What the tree knows of ``board`` (the one ``choose`` was last asked about)."""
        tree = self._tree_for(board.rules)
        tables = tree.tables
        size = board.rules.size
        root = tree.root(
            tables.geometry.pad(board.x_bits), tables.geometry.pad(board.o_bits), False
        )
        moves = sorted(
            (
                RootMove(
                    divmod(move_between(root, child, tables), size),
                    child.visits,
                    _reward(child),
                    None if child.proven is None else _PROVEN_NAMES[child.proven],
                )
                for child in root.children
            ),
            key=lambda move: (-move.visits, move.move),
        )
        line: list[Move] = []
        node = root
        while node.children and len(line) < LINE_LENGTH:
            child = max(node.children, key=lambda child: (child.proven == WIN, child.visits))
            line.append(divmod(move_between(node, child, tables), size))
            node = child
        return TreeReport(self.last_searched, root.visits, tuple(moves), tuple(line))

    def _tree_for(self, rules: Rules) -> SearchTree:
        if self._tree is None or self._rules != rules or len(self._tree.nodes) > MAX_NODES:
            self._tree = SearchTree(playout_board_for(rules), rules.reverse, self._rng)
            self._rules = rules
        return self._tree


def _reward(node: Node) -> float:
    """The mean reward of ``node`` for its mover, or the exact one once proven."""
    if node.proven is not None:
        return {WIN: 1.0, DRAW: 0.5, LOSS: 0.0}[node.proven]
    return node.wins / node.visits if node.visits else 0.0


def _forced_cells(root: Node, tables: PlayoutBoard, reverse: bool) -> list[int]:
    """Moves to play without searching (empty when the position needs a search).

    The centre on an empty board (normal rules, or reverse rules on an odd board), a win
    now, a forced block, or the only safe move (reverse rules).
    """
    if root.mover_x:
        mover_threats, to_move_threats = root.x_threats, root.o_threats
    else:
        mover_threats, to_move_threats = root.o_threats, root.x_threats
    if not reverse and not root.x | root.o:
        # The opening: no playout tells the centre from its neighbours as well as geometry.
        middle = tables.size // 2
        rows = {middle, (tables.size - 1) // 2}
        return [row * tables.size + col for row in sorted(rows) for col in sorted(rows)]
    if reverse and not root.x | root.o and tables.size % 2 == 1:
        # The opening of reverse rules on an odd board: from the centre, X can answer every
        # move with its mirror image and so never be first to complete a line. On 3 x 3 it
        # is the only first move that does not lose, and playouts alone may miss that.
        middle = tables.size // 2
        return [middle * tables.size + middle]
    if reverse:
        if root.proven == WIN:  # every free cell completes our own line: any move loses
            return tables.geometry.cells_in(tables.full & ~(root.x | root.o))
        choices = root.untried + [move_between(root, child, tables) for child in root.children]
        return choices if len(choices) == 1 else []
    return tables.geometry.cells_in(to_move_threats or mover_threats)


def _take_advice(root: Node, advice: root_threats.RootAdvice, tables: PlayoutBoard) -> None:
    """Search only the moves that stop the opponent's VCF (if any), best prior first."""
    tried = {move_between(root, child, tables) for child in root.children}
    if advice.allowed:
        root.untried = [cell for cell in advice.allowed if cell not in tried]
        root.held_back = ()
    prior = advice.prior
    if prior:
        root.untried.sort(key=lambda cell: (prior.get(cell, 0.0), cell))
        root.ordered = True
        root.priors = prior
        for child in root.children:
            child.prior = prior.get(move_between(root, child, tables), 0.0)


def _best_cell(root: Node, tables: PlayoutBoard, allowed: frozenset[int]) -> int | None:
    """A proven win if there is one; else the most visited child not proven lost.

    When ``allowed`` is not empty, only its moves are chosen (they stop a threat).

    Once the root is decided as a draw, every remaining child is a proven draw too: then the
    one that scored best in the playouts gives a weaker opponent the most chances to go wrong.
    In a lost position the most visited child is the one that held out longest in the search.
    """
    children = root.children
    if allowed:
        children = [child for child in children if move_between(root, child, tables) in allowed]
    if not children:
        return root.untried[-1] if root.untried else None
    winning = [child for child in children if child.proven == WIN]
    alive = [child for child in children if child.proven != LOSS]
    if winning:
        best = max(winning, key=lambda child: child.visits)
    elif root.proven == DRAW and alive:
        best = max(alive, key=lambda child: child.wins / max(child.visits, 1))
    else:
        best = max(alive or children, key=lambda child: (child.visits, child.wins))
    return move_between(root, best, tables)
