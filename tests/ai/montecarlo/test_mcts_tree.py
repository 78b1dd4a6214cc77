"""``mcts``'s search tree: positions shared by every move order, proofs backed up to the root,
and the positions a move leaves behind dropped."""

from __future__ import annotations

import random

from ttt_qt.ai.montecarlo.mcts_tree import DRAW, LOSS, WIN, Node, SearchTree, move_between
from ttt_qt.ai.montecarlo.playouts import playout_board_for
from ttt_qt.engine import Board, Move, Rules


def tree_and_root(rules: Rules, moves: list[Move]) -> tuple[SearchTree, Node, list[int], list[int]]:
    tables = playout_board_for(rules)
    board = Board.from_moves(rules, moves)
    tree = SearchTree(tables, rules.reverse, random.Random(3))
    x, o = tables.geometry.pad(board.x_bits), tables.geometry.pad(board.o_bits)
    root = tree.root(x, o)
    empties = tables.geometry.cells_in(tables.full & ~(x | o))
    return tree, root, empties, tables.geometry.cells_in(x | o)


def solve(tree: SearchTree, root: Node, empties: list[int], filled: list[int]) -> int | None:
    for _ in range(20_000):
        if root.proven is not None:
            break
        tree.iterate(root, empties, filled)
    return root.proven


def test_after_a_corner_opening_the_position_is_proven_a_draw() -> None:
    tree, root, empties, filled = tree_and_root(Rules(3), [(0, 0)])
    assert solve(tree, root, empties, filled) == DRAW
    # Only the centre holds for O: every other reply is proven a win for X (a loss for O).
    centre = [child for child in root.children if child.o == tree.tables.cell_bits[4]]
    assert [child.proven for child in centre] == [DRAW]
    assert all(child.proven == LOSS for child in root.children if child not in centre)


def test_a_position_won_for_the_side_to_move_is_lost_for_the_mover() -> None:
    # X: A1, O: B1, X to move: X forks and wins, so O (who moved last) is proven lost.
    tree, root, empties, filled = tree_and_root(Rules(3), [(0, 0), (0, 1)])
    assert solve(tree, root, empties, filled) == LOSS
    assert any(child.proven == WIN for child in root.children)  # X's winning move is proven


def test_one_position_is_one_node_whatever_the_move_order() -> None:
    tree, root, empties, filled = tree_and_root(Rules(3), [])
    for _ in range(300):
        tree.iterate(root, empties, filled)
    tables = tree.tables
    one = Board.from_moves(Rules(3), [(0, 0), (1, 1), (0, 1)])
    other = Board.from_moves(Rules(3), [(0, 1), (1, 1), (0, 0)])
    pad = tables.geometry.pad
    assert tree.root(pad(one.x_bits), pad(one.o_bits), prune=False) is tree.root(
        pad(other.x_bits), pad(other.o_bits), prune=False
    )


def test_a_new_root_drops_the_positions_it_cannot_reach() -> None:
    tree, root, empties, filled = tree_and_root(Rules(4, 3), [])
    for _ in range(200):
        tree.iterate(root, empties, filled)
    before = len(tree.nodes)
    pad = tree.tables.geometry.pad
    corner = Board.from_moves(Rules(4, 3), [(0, 0)])
    tree.root(pad(corner.x_bits), pad(corner.o_bits))
    assert 0 < len(tree.nodes) < before
    assert all(node.x & pad(corner.x_bits) for node in tree.nodes.values())


def test_the_move_between_a_node_and_its_child_is_the_cell_played() -> None:
    tree, root, empties, filled = tree_and_root(Rules(3), [])
    for _ in range(50):
        tree.iterate(root, empties, filled)
    for child in root.children:
        cell = move_between(root, child, tree.tables)
        assert child.x == root.x | tree.tables.cell_bits[cell]
