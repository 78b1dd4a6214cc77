"""The search tree of ``mcts``: UCT with solver backups and exact forced-move rules.

Each node is the position after one move and keeps, besides the UCT statistics, the
completing cells of both sides, updated incrementally from its parent. They give exact
shortcuts that make the tree tactically sound at almost no cost:

- normal rules: if the side to move can complete a line, the node is lost for the side that
  just moved; if the side that just moved has two completing cells (and the side to move
  none), it is won; with exactly one, the only move worth trying is to block it;
- reverse rules: moves that complete one's own line lose at once and are never tried; if
  every free cell does, the node is won for the side that just moved.

Proven results propagate up (MCTS-Solver): a node is lost for its mover as soon as one
child is won for the side to move, and decided once every child is decided (the best of
them). Rewards are 1 for a win, 1/2 for a tie and 0 for a loss, seen from the side that
made the move into the node.

Each new leaf gets ``LEAF_PLAYOUTS`` random games, which share the cost of the walk down
the tree. Every game also feeds RAVE (all moves as first): a node keeps, for each of its
children, how the games went in which the child's mover took the child's cell at any later
point, tree and playout moves alike; selection blends that value with the child's own mean,
trusting it less as the child's own playouts grow (weight ``n~ / (n~ + n + RAVE_BIAS n n~)``).
Since the many games through a node all speak of each cell, a move's worth is known long
before its own playouts are many, which is what makes flat Monte Carlo strong for its cost.

In normal rules the search is guided by a line value of each move (attack plus defence over
the lines through its cell, 4 to the power of the marks already there): a node's moves are
expanded best first, it gets about ``sqrt(visits)`` children (progressive widening), and a
bias of ``PRIOR_BIAS * value / visits`` favours good moves until their playouts speak.
On boards from 6 x 6 cells more than two steps from every mark are held back until every
nearer move has been proven no better. Reverse rules, where quiet far cells are often
best, expand moves in random order.
"""

from __future__ import annotations

import math
import random

from .playouts import NO_LINE, O_LINE, X_LINE, PlayoutBoard, line_maker_wins

WIN = 1
"""Proven: the side that moved into the node wins with best play."""
DRAW = 0
"""Proven: best play from the node is a tie."""
LOSS = -1
"""Proven: the side that moved into the node loses with best play."""

EXPLORATION = 0.8
"""The UCT exploration constant (rewards lie in [0, 1])."""

WIDEN_BASE = 2
WIDEN = 1.0
"""A guided node may have ``WIDEN_BASE + WIDEN * sqrt(visits)`` children."""
PRIOR_BASE = 4.0
"""A line holding m of the mover's marks and none of the opponent's is worth PRIOR_BASE ** m."""
PRIOR_DEFENCE = 0.9
"""Blocking a line of the opponent's is worth this share of building one's own."""
PRIOR_BIAS = 4.0
"""Weight of the line value in selection; it fades as 1 / visits."""

FOCUS_MIN_SIZE = 6
"""From this board size on (normal rules), moves far from every mark are held back."""
FOCUS_RADIUS = 2
"""Cells within this many king steps of a mark count as near."""

LEAF_PLAYOUTS = 4
"""Random games played from each new leaf: they share the cost of walking down the tree."""
RAVE_BIAS = 0.002
"""How fast the all-moves-as-first value gives way to a move's own playouts (RAVE's b^2)."""

_PROVEN_MEAN = {WIN: math.inf, DRAW: 0.5, LOSS: -math.inf}


def move_between(parent: Node, child: Node, tables: PlayoutBoard) -> int:
    """The cell index of the move that leads from ``parent`` to ``child``."""
    return tables.cell_of_bit[(child.x | child.o) ^ (parent.x | parent.o)]


class Node:
    """A position in the search graph: its boards, the moves to try, and statistics.

    Attributes:
        mover_x: True when X made the last move (X has more marks).
        x: X's padded marks; o: O's padded marks.
        x_threats: cells where X would complete a line; o_threats: the same for O.
        children: the expanded children.
        untried: candidate moves (cell indices) not expanded yet.
        held_back: free cells far from every mark, offered only if the near ones all fail.
        visits: playouts through this node.
        wins: total reward of those playouts for the mover.
        mean: ``wins / visits``, or the exact value once proven (+inf, 1/2, -inf).
        spread: ``1 / sqrt(visits)`` (0 once proven), the UCT exploration factor.
        proven: WIN, DRAW or LOSS once decided, else None.
    """

    __slots__ = (
        "amaf_visits",
        "amaf_wins",
        "child_bits",
        "children",
        "held_back",
        "mean",
        "mover_x",
        "o",
        "o_threats",
        "ordered",
        "prior",
        "priors",
        "proven",
        "spread",
        "untried",
        "visits",
        "wins",
        "x",
        "x_threats",
    )

    def __init__(self, mover_x: bool, x: int, o: int) -> None:
        self.mover_x = mover_x
        self.x = x
        self.o = o
        self.x_threats = 0
        self.o_threats = 0
        self.children: list[Node] = []
        self.child_bits: list[int] = []
        self.amaf_visits: list[int] = []
        self.amaf_wins: list[float] = []
        self.untried: list[int] = []
        self.held_back: tuple[int, ...] = ()
        self.ordered = False
        self.prior = 0.0
        self.priors: dict[int, float] = {}
        self.visits = 0
        self.wins = 0.0
        self.mean = 0.0
        self.spread = 1.0
        self.proven: int | None = None

    def add_child(self, child: Node, bit: int) -> None:
        """Append an expanded child reached by playing the cell of padded ``bit``."""
        self.children.append(child)
        self.child_bits.append(bit)
        self.amaf_visits.append(0)
        self.amaf_wins.append(0.0)

    def decide(self, value: int) -> None:
        """Record a proven value; selection then sees its exact worth."""
        self.proven = value
        self.mean = _PROVEN_MEAN[value]
        self.spread = 0.0


class SearchTree:
    """UCT iterations over a graph of positions for one rule set, with a private generator.

    Positions reached by different move orders share one node (a transposition table), so
    statistics and proofs are pooled; statistics are backed up along the path taken.
    """

    def __init__(self, tables: PlayoutBoard, reverse: bool, rng: random.Random) -> None:
        """Search boards of ``tables``' geometry under normal or ``reverse`` rules."""
        self.tables = tables
        self.reverse = reverse
        # On big boards in normal rules the fight is where the marks are: searching far
        # cells only after the near ones have all been proven no better keeps the tree
        # deep without giving up exactness. In reverse rules far cells are often best.
        self.focus = not reverse and tables.size >= FOCUS_MIN_SIZE
        self.guided = not reverse
        self.rng = rng
        self.leaf_playouts = LEAF_PLAYOUTS
        self.nodes: dict[int, Node] = {}
        self._o_shift = tables.full.bit_length()
        counts = range(tables.win_length + 1)
        self._attack = tuple(PRIOR_BASE**marks for marks in counts)
        self._defence = tuple(PRIOR_DEFENCE * PRIOR_BASE**marks for marks in counts)

    def root(self, x: int, o: int, prune: bool = True) -> Node:
        """The node of padded boards ``x``, ``o`` (not over), kept from earlier searches if known.

        With ``prune``, positions that can no longer arise (not reachable from this one) are
        dropped.
        """
        if prune:
            self.nodes = {
                key: node for key, node in self.nodes.items() if node.x & x == x and node.o & o == o
            }
        key = x << self._o_shift | o
        node = self.nodes.get(key)
        if node is None:
            tables = self.tables
            node = Node(x.bit_count() > o.bit_count(), x, o)
            node.x_threats = tables.geometry.completing_cells(x, o)
            node.o_threats = tables.geometry.completing_cells(o, x)
            self._set_moves(node, tables.geometry.cells_in(tables.full & ~(x | o)))
            self.nodes[key] = node
        return node

    def iterate(self, root: Node, root_empties: list[int], root_filled: list[int]) -> int:
        """One iteration: select, expand one child, play out, back up rewards and proofs.

        Returns the playouts made (``leaf_playouts`` from a new leaf, else 1 for a proof).
        """
        node = root
        path = [root]
        cells: list[int] = []
        cell_of_bit = self.tables.cell_of_bit
        while node.proven is None and not self._expands(node):
            child = self._select(node)
            if child is None:
                break  # every child so far is lost: widen now
            cells.append(cell_of_bit[(child.x | child.o) ^ (node.x | node.o)])
            path.append(child)
            node = child
        if node.proven is None:
            untried = node.untried
            if self.guided:
                if not node.ordered:
                    self._order_by_prior(node)
                cell = untried.pop()
            else:
                index = int(self.rng.random() * len(untried))
                cell = untried[index]
                untried[index] = untried[-1]
                untried.pop()
            cells.append(cell)
            empties = root_empties.copy()
            for taken in cells:
                empties.remove(taken)
            child = self._child(node, cell, empties)
            if node.priors and not child.visits:
                child.prior = node.priors.get(cell, 0.0)
            node.add_child(child, self.tables.cell_bits[cell])
            path.append(child)
            if child.proven is None:
                filled = root_filled + cells
                run_to_end, rng, reverse = self.tables.run_to_end, self.rng, self.reverse
                outcomes = []
                for _ in range(self.leaf_playouts):
                    result, x_end, o_end = run_to_end(child.x, child.o, empties, filled, rng)
                    outcomes.append((line_maker_wins(result, reverse), x_end, o_end))
            else:
                outcomes = [(_proven_winner(child), child.x, child.o)]
        else:
            outcomes = [(_proven_winner(node), node.x, node.o)]
        for winner, x_end, o_end in outcomes:
            _back_up_amaf(path, winner, x_end, o_end)
            _back_up(path, winner)
        if path[-1].proven is not None:
            _prove_upwards(path)
        return len(outcomes)

    def _expands(self, node: Node) -> bool:
        """True when the next visit of ``node`` should add a child rather than select one.

        Guided search widens progressively: a node gets about ``WIDEN * sqrt(visits)``
        children, the most promising (by their line value) first.
        """
        if not node.untried:
            return False
        if not self.guided or not node.children:
            return True
        return len(node.children) < WIDEN_BASE + WIDEN * math.sqrt(node.visits)

    def _order_by_prior(self, node: Node) -> None:
        """Sort ``node.untried`` so that the cell with the best line value comes last."""
        if node.mover_x:
            mine, theirs = node.o, node.x
        else:
            mine, theirs = node.x, node.o
        through = self.tables.lines_through
        attack, defence = self._attack, self._defence
        values = {}
        for cell in node.untried:
            value = 0.0
            for line in through[cell]:
                if line & theirs:
                    if not line & mine:
                        value += defence[(line & theirs).bit_count()]
                else:
                    value += attack[(line & mine).bit_count()]
            values[cell] = value
        node.untried.sort(key=values.__getitem__)
        node.ordered = True
        top = max(values.values(), default=0.0) or 1.0
        node.priors = {cell: value / top for cell, value in values.items()}

    def _select(self, node: Node) -> Node | None:
        """The child with the best UCT value (proven children count at their exact value).

        None when every child is proven lost for the chooser and untried moves remain.
        """
        scale = EXPLORATION * math.sqrt(math.log(node.visits))
        best = node.children[0]
        best_value = -math.inf
        bias = PRIOR_BIAS
        amaf_visits, amaf_wins = node.amaf_visits, node.amaf_wins
        for index, child in enumerate(node.children):
            spread = child.spread
            if not spread:
                value = child.mean  # proven: its exact worth
            else:
                mean = child.mean
                seen = amaf_visits[index]
                if seen:
                    visits = child.visits
                    beta = seen / (seen + visits + RAVE_BIAS * seen * visits)
                    mean += beta * (amaf_wins[index] / seen - mean)
                value = mean + spread * (scale + bias * child.prior * spread)
            if value > best_value:
                best, best_value = child, value
        if best_value == -math.inf and node.untried:
            return None
        return best

    def _child(self, parent: Node, cell: int, empties: list[int]) -> Node:
        """The node after the side to move at ``parent`` plays ``cell``; ``empties`` come after."""
        tables = self.tables
        bit = tables.cell_bits[cell]
        mover_x = not parent.mover_x
        x, o = (parent.x | bit, parent.o) if mover_x else (parent.x, parent.o | bit)
        key = x << self._o_shift | o
        known = self.nodes.get(key)
        if known is not None:
            return known
        child = Node(mover_x, x, o)
        self.nodes[key] = child
        mine, theirs = (x, o) if mover_x else (o, x)
        if tables.geometry.completes_line(mine, cell):
            child.decide(LOSS if self.reverse else WIN)
            return child
        if not empties:
            child.decide(DRAW)
            return child
        gained = tables.geometry.new_completing_cells(mine, theirs, cell)
        if mover_x:
            child.x_threats = (parent.x_threats | gained) & ~bit
            child.o_threats = parent.o_threats & ~bit
        else:
            child.o_threats = (parent.o_threats | gained) & ~bit
            child.x_threats = parent.x_threats & ~bit
        self._set_moves(child, empties)
        return child

    def _set_moves(self, node: Node, empties: list[int]) -> None:
        """Fill ``node.untried`` with the moves worth trying, or decide the node at once."""
        if node.mover_x:
            mover_threats, to_move_threats = node.x_threats, node.o_threats
        else:
            mover_threats, to_move_threats = node.o_threats, node.x_threats
        if self.reverse:
            if to_move_threats:
                bits = self.tables.cell_bits
                node.untried = [cell for cell in empties if not bits[cell] & to_move_threats]
                if not node.untried:
                    node.decide(WIN)  # every free cell completes a line of the side to move
            else:
                node.untried = empties[:]
            return
        if to_move_threats:
            node.decide(LOSS)  # the side to move completes a line next
        elif mover_threats & (mover_threats - 1):
            node.decide(WIN)  # two cells to block, one move to block them with
        elif mover_threats:
            node.untried = [self.tables.cell_of_bit[mover_threats]]
        elif self.focus and (node.x | node.o):
            near = self.tables.geometry.around(node.x | node.o, FOCUS_RADIUS)
            bits = self.tables.cell_bits
            node.untried = [cell for cell in empties if bits[cell] & near]
            node.held_back = tuple(cell for cell in empties if not bits[cell] & near)
        else:
            node.untried = empties[:]


def _back_up(path: list[Node], winner: int) -> None:
    """Add one playout's reward to every node of ``path``."""
    sqrt = math.sqrt
    for step in path:
        step.visits += 1
        if winner == NO_LINE:
            step.wins += 0.5
        elif (winner == X_LINE) == step.mover_x:
            step.wins += 1.0
        if step.proven is None:
            step.mean = step.wins / step.visits
            step.spread = 1.0 / sqrt(step.visits)


def _back_up_amaf(path: list[Node], winner: int, x_end: int, o_end: int) -> None:
    """Credit every child move that its chooser also played later in this iteration (RAVE).

    ``x_end`` and ``o_end`` are the final boards of the iteration (tree moves and playout).
    """
    for node in path[:-1]:
        to_move_x = not node.mover_x
        played = (x_end if to_move_x else o_end) & ~(node.x | node.o)
        if winner == NO_LINE:
            reward = 0.5
        elif (winner == X_LINE) == to_move_x:
            reward = 1.0
        else:
            reward = 0.0
        visits, wins = node.amaf_visits, node.amaf_wins
        for index, bit in enumerate(node.child_bits):
            if bit & played:
                visits[index] += 1
                wins[index] += reward


def _proven_winner(node: Node) -> int:
    """The playout-style winner code of a decided node."""
    if node.proven == DRAW:
        return NO_LINE
    mover_wins = node.proven == WIN
    return X_LINE if mover_wins == node.mover_x else O_LINE


def _prove_upwards(path: list[Node]) -> None:
    """Propagate the proof of ``path[-1]`` towards the root as far as it decides parents."""
    for depth in range(len(path) - 1, 0, -1):
        child, parent = path[depth], path[depth - 1]
        if child.proven is None or parent.proven is not None:
            return
        if child.proven == WIN:
            parent.decide(LOSS)  # the side to move at parent has a winning move
            continue
        if parent.untried:
            return
        best = LOSS
        for sibling in parent.children:
            if sibling.proven is None:
                return
            best = max(best, sibling.proven)
        if parent.held_back:
            # Every near move is decided and none wins: the far ones must be tried too.
            parent.untried = list(parent.held_back)
            parent.held_back = ()
            parent.ordered = False
            return
        parent.decide(-best)
