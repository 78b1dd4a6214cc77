"""How the computer thinks about a position: records for the "show thinking" view. No Qt.

Each record comes from the very code a player runs, through the small observation hooks that
code offers (never a second copy of an algorithm); the players are passed in, so the window
shows the game's own computer with its options:

- ``minimax_tree``: seed 003's ``minimax`` (``ttt_qt.compat.cs50``) on 3 x 3, the course
  modules' one minimax (``ttt_qt.ai.minimax``) with its scores, watched as it searches
  (``watched``), as a tree of every move it searched in its order, each with its value and the
  moves it knew already; or the same search with alpha-beta pruning (``alphabeta``), with the
  moves it left unsearched. ``cs50.minimax`` runs that search on boards no game
  reaches; on the boards of a game it asks the engine's search, which proves the same values.
- ``monte_carlo_grid``: seed 002's Monte Carlo player (``montecarlo``,
  ``MonteCarloStrategy.choose_scored``): the score of every square after its trials, their
  number and the move taken.
- ``tree_search_view``: ``mcts`` (``MctsStrategy.report`` after its move): the moves tried
  with their visits and rewards, and the line it expects.
- ``threat_view``: ``threats``: its ``SearchResult``: the move, the principal line and the
  values of the moves it looked at.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from ttt_qt.ai import Limit, MoveValue, SearchResult
from ttt_qt.ai.minimax import Window
from ttt_qt.ai.montecarlo.flat import MonteCarloStrategy
from ttt_qt.ai.montecarlo.mcts import MctsStrategy, RootMove
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.compat import cs50
from ttt_qt.engine import Board, Mark, Move, Rules

COURSE_RULES = Rules(3, 3)
"""The only rules of seed 003's project: 3 x 3, three in a row, normal rules."""

Bound = Literal["exact", "at least", "at most"]
"""How a value under alpha-beta is known: exactly, or only as a bound (the search was cut)."""


@dataclass(eq=False, slots=True)
class MinimaxNode:
    """One position of the course minimax's search: the move that led to it and its value.

    Attributes:
        move: the move into this position (None at the root).
        mover: who played ``move`` (at the root: the side to move).
        depth: moves from the root (0 at the root).
        value: the position's worth for ``mover`` (at the root: for the side to move); None
            for a pruned move, which was never searched. A win scores the free cells left at
            its end plus one (a quicker win scores more), a loss minus that, a tie 0.
        bound: with pruning, whether ``value`` is exact or only a bound for ``mover``.
        window: the alpha-beta window ``(alpha, beta)`` of ``move``, seen from ``mover``:
            alpha is what ``mover`` is already sure of through another move, beta what the
            opponent is; a value at most alpha or at least beta is only a bound. None without
            pruning, and at the root.
        known: the value was remembered from earlier in the search, not searched again.
        pruned: alpha-beta left this move unsearched.
        order: the place of this node in the search order (the root is 0); None when pruned.
        chosen: the move the search picks at its parent (the first of the best values).
        children: the moves searched from here (and those pruned), in the search's order.

    A node knows its children, not its parent (``MinimaxTree.parent`` does): the records
    make no reference cycle, which the computer's thread would keep alive for good.
    """

    move: Move | None
    mover: Mark
    depth: int
    value: int | None = None
    bound: Bound = "exact"
    window: Window | None = None
    known: bool = False
    pruned: bool = False
    order: int | None = None
    chosen: bool = False
    children: list[MinimaxNode] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class MinimaxTree:
    """The course minimax's search of one position.

    Attributes:
        root: the position searched.
        nodes: every searched node in the search's order (``root`` first).
        move: the move the search picks (None on a finished board).
        pruning: whether alpha-beta pruning was on.
        pruned: the moves alpha-beta left unsearched.
        known: the moves whose value was remembered.
        parents: the position each move was played from.
    """

    root: MinimaxNode
    nodes: tuple[MinimaxNode, ...]
    move: Move | None
    pruning: bool
    pruned: int
    known: int
    parents: Mapping[MinimaxNode, MinimaxNode]

    def parent(self, node: MinimaxNode) -> MinimaxNode | None:
        """The position ``node``'s move was played from (None for the root)."""
        return self.parents.get(node)

    def row(self, node: MinimaxNode) -> int:
        """``node``'s place among its parent's children (0 for the root)."""
        parent = self.parents.get(node)
        return 0 if parent is None else parent.children.index(node)

    @property
    def line(self) -> tuple[Move, ...]:
        """The principal line: the chosen move at each level from the root."""
        line: list[Move] = []
        node = self.root
        while True:
            chosen = [child for child in node.children if child.chosen]
            if not chosen or chosen[0].move is None:
                return tuple(line)
            node = chosen[0]
            line.append(chosen[0].move)


class _TreeBuilder:
    """A ``ttt_qt.ai.minimax`` observer that builds the tree of ``MinimaxNode``."""

    def __init__(self, root: MinimaxNode) -> None:
        self._stack = [root]
        self.nodes = [root]
        self.parents: dict[MinimaxNode, MinimaxNode] = {}
        self.pruned_count = 0
        self.known_count = 0

    def _child(self, index: int, state: cs50.Cells, pruned: bool) -> MinimaxNode:
        parent = self._stack[-1]
        mark = state[index]
        assert mark is not None  # the move's own cell
        node = MinimaxNode(divmod(index, 3), "X" if mark == cs50.X else "O", parent.depth + 1)
        self.parents[node] = parent
        node.pruned = pruned
        parent.children.append(node)
        return node

    def entered(self, move: int, state: cs50.Cells, window: Window | None) -> None:
        node = self._child(move, state, pruned=False)
        # The window seen from the side that played the move (the reply searched saw it negated).
        node.window = None if window is None else (-window[1], -window[0])
        node.order = len(self.nodes)
        self.nodes.append(node)
        self._stack.append(node)

    def left(self, value: int, known: bool) -> None:
        node = self._stack.pop()
        node.value = -value
        node.known = known
        self.known_count += known
        if node.window is not None and not known:
            alpha, beta = node.window
            if node.value <= alpha:  # a reply refuted it: no better than a move found before
                node.bound = "at most"
            elif node.value >= beta:  # better than the opponent allows: the opponent avoids it
                node.bound = "at least"

    def pruned(self, move: int, state: cs50.Cells) -> None:
        self._child(move, state, pruned=True)
        self.pruned_count += 1


def course_state(board: Board) -> cs50.State:
    """``board`` as seed 003's board: three rows of ``X``, ``O`` or ``EMPTY``."""
    return [list(row) for row in board.rows()]


def minimax_tree(board: Board, pruning: bool = False) -> MinimaxTree:
    """The tree of seed 003's minimax on ``board`` (3 x 3, three in a row, normal rules).

    Raises:
        ValueError: the board is not of seed 003's game.
    """
    if board.rules != COURSE_RULES:
        raise ValueError("seed 003's minimax plays 3 x 3, three in a row, normal rules only")
    state = course_state(board)
    root = MinimaxNode(None, board.to_move, 0, order=0)
    builder = _TreeBuilder(root)
    root.value, move = cs50.minimax_value(state, pruning=pruning, observer=builder)
    _mark_chosen(root)
    return MinimaxTree(
        root,
        tuple(builder.nodes),
        move,
        pruning,
        builder.pruned_count,
        builder.known_count,
        builder.parents,
    )


def _mark_chosen(root: MinimaxNode) -> None:
    """Mark at every searched position the first child of the best value (the search's pick)."""
    stack = [root]
    while stack:
        node = stack.pop()
        searched = [child for child in node.children if child.value is not None]
        if searched:
            best = max(child.value for child in searched if child.value is not None)
            next(child for child in searched if child.value == best).chosen = True
        stack.extend(searched)


@dataclass(frozen=True, slots=True)
class MonteCarloGrid:
    """Seed 002's Monte Carlo player on one position.

    Attributes:
        board: the position (its marks fill the squares that are not scored).
        player: the machine player, the side to move.
        scores: the seed's total score of every empty square after the trials.
        trials: the random games played.
        move: the square taken: a random one among the best scored.
    """

    board: Board
    player: Mark
    scores: Mapping[Move, float]
    trials: int
    move: Move


def monte_carlo_grid(
    board: Board, player: MonteCarloStrategy | None = None, limit: Limit | None = None
) -> MonteCarloGrid:
    """Let the Monte Carlo ``player`` (a new one, seeded 0, by default) choose on ``board``."""
    player = player or MonteCarloStrategy(seed=0)
    choice = player.choose_scored(board, limit)
    return MonteCarloGrid(board, board.to_move, choice.scores, choice.trials, choice.move)


@dataclass(frozen=True, slots=True)
class TreeSearchView:
    """``mcts`` on one position.

    Attributes:
        move: the move it plays.
        searched: False when it played without a search (a win, a block, the opening's centre
            or, with four or five in a row, a threat it saw first).
        visits: the random games behind the position (those kept from earlier moves included).
        moves: the moves considered, most visited first.
        line: the principal line it expects, from the position.
    """

    move: Move
    searched: bool
    visits: int
    moves: tuple[RootMove, ...]
    line: tuple[Move, ...]


def tree_search_view(
    board: Board, player: MctsStrategy | None = None, limit: Limit | None = None
) -> TreeSearchView:
    """Let the MCTS ``player`` (a new one, seeded 0, by default) choose on ``board``."""
    player = player or MctsStrategy(seed=0)
    move = player.choose(board, limit)
    report = player.report(board)
    line = report.line if report.searched and report.line[:1] == (move,) else (move,)
    return TreeSearchView(move, report.searched, report.visits, report.moves, line)


@dataclass(frozen=True, slots=True)
class ThreatView:
    """The ``threats`` player on one position, from its ``SearchResult``.

    Attributes:
        move: the move it plays.
        line: the principal line: the move and the replies it expects (a threat sequence when a
            win by fours or threes decided it).
        moves: the moves it looked at, with their values, best first.
        proven: the move's value is exact.
        value: the move's value, when it has one.
        depth: plies searched in the last finished round.
        nodes: positions visited.
        seconds: time taken.
        by_rule: the move came from a rule, not a search (the first moves).
    """

    move: Move
    line: tuple[Move, ...]
    moves: tuple[tuple[Move, MoveValue], ...]
    proven: bool
    value: MoveValue | None
    depth: int
    nodes: int
    seconds: float
    by_rule: bool

    @classmethod
    def of(cls, move: Move, result: SearchResult | None) -> ThreatView:
        """The view of ``move``, chosen by the search that gave ``result`` (None: by a rule)."""
        if result is None:
            return cls(move, (move,), (), False, None, 0, 0, 0.0, True)
        ranked = sorted(result.moves.items(), key=lambda item: (-_key(item[1]), item[0]))
        return cls(
            move,
            result.line or (move,),
            tuple(ranked),
            result.proven,
            result.value,
            result.depth,
            result.nodes,
            result.seconds,
            False,
        )


def threat_view(
    board: Board, player: ThreatStrategy | None = None, limit: Limit | None = None
) -> ThreatView:
    """Let the threat ``player`` (a new one, seeded 0, by default) choose on ``board``."""
    player = player or ThreatStrategy(seed=0)
    move = player.choose(board, limit)
    return ThreatView.of(move, player.last_result)


def _key(value: MoveValue) -> float:
    """A single number that orders values as ``MoveValue.sort_key`` does (better is larger)."""
    score, tie = value.sort_key()
    return score * 1000 + tie
