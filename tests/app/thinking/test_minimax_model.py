"""The course minimax's tree as a Qt item model: one row for the position at the top, a row per
move under it, each row's texts, and the pruned moves grey and the chosen ones bold."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from ttt_qt.app.thinking import texts
from ttt_qt.app.thinking.minimax_model import MEANING, MOVE, VALUE, WINDOW, MinimaxTreeModel
from ttt_qt.coach.thinking import MinimaxNode, MinimaxTree, minimax_tree
from ttt_qt.engine import Board, Rules

# X to move with two in the top row: few positions to walk.
LATE = Board.from_moves(Rules(3), [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (2, 0)])
# X in the corners A1 and C3, O in the centre: alpha-beta prunes there.
CORNERS_AND_CENTRE = Board.from_moves(Rules(3), [(0, 0), (1, 1), (2, 2)])


def test_an_empty_model_has_no_rows(qapp: QApplication) -> None:
    model = MinimaxTreeModel()
    assert model.tree is None
    assert model.rowCount() == 0
    assert model.columnCount() == 4


def test_the_position_on_top_and_its_moves_under_it(qapp: QApplication) -> None:
    tree = minimax_tree(LATE)
    model = MinimaxTreeModel()
    model.set_tree(tree)
    assert model.tree is tree
    assert model.rowCount() == 1
    top = model.index(0, MOVE)
    assert model.node(top) is tree.root
    assert model.rowCount(top) == len(tree.root.children)
    first = model.index(0, MOVE, top)
    child = tree.root.children[0]
    assert model.node(first) is child
    assert model.parent(first) == top
    assert model.parent(top) == QModelIndex()
    assert model.index_of(child) == first
    assert model.data(first) == texts.node_move(child)
    assert model.data(model.index(0, VALUE, top)) == texts.node_value(child)
    assert model.data(model.index(0, MEANING, top)) == texts.node_meaning(child)
    assert model.data(model.index(0, WINDOW, top)) == texts.node_window(child)
    assert model.data(first, Qt.ItemDataRole.ToolTipRole) == texts.node_spoken(child)
    assert model.headerData(VALUE, Qt.Orientation.Horizontal) == "Value"


def test_the_chosen_move_is_bold_and_a_pruned_one_grey(qapp: QApplication) -> None:
    model = MinimaxTreeModel()
    tree = minimax_tree(CORNERS_AND_CENTRE, pruning=True)
    model.set_tree(tree)
    chosen = [node for node in tree.nodes if node.chosen]
    assert chosen
    font = model.data(model.index_of(chosen[0]), Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.bold()
    walk, pruned = [tree.root], []
    while walk:
        node = walk.pop()
        walk.extend(node.children)
        pruned += [child for child in node.children if child.pruned]
    assert pruned and tree.pruned > 0  # alpha-beta left some moves out here
    index = model.index_of(pruned[0])
    assert model.data(index, Qt.ItemDataRole.ForegroundRole) is not None
    italic = model.data(index, Qt.ItemDataRole.FontRole)
    assert isinstance(italic, QFont) and italic.italic()
    model.set_tree(None)
    assert model.rowCount() == 0


def test_a_step_shows_the_values_as_the_search_knew_them(qapp: QApplication) -> None:
    tree = minimax_tree(CORNERS_AND_CENTRE, pruning=True)
    model = MinimaxTreeModel()
    model.set_tree(tree)
    first = tree.root.children[0]
    assert first.order == 1 and first.children  # the first reply has replies of its own
    model.set_step(1)  # just reached: its replies are still to search
    assert model.step == 1
    assert model.data(model.index_of(tree.root, VALUE)) == "\u2026"
    assert model.data(model.index_of(first, VALUE)) == "\u2026"
    assert model.data(model.index_of(first, MEANING)) == ""
    last = tree.root.children[-1]
    assert last.order is None or last.order > 1
    assert model.data(model.index_of(last, VALUE)) == ""  # not reached yet
    assert model.data(model.index_of(last, MOVE)) == texts.node_move(last)  # named, greyed
    grey = model.data(model.index_of(last, MOVE), Qt.ItemDataRole.ForegroundRole)
    assert grey is not None

    # Once every reply below the first move is searched, its value is known.
    done = max(node.order or 0 for node in tree.nodes if _below(tree, node, first))
    model.set_step(done)
    assert model.data(model.index_of(first, VALUE)) == texts.node_value(first)
    assert model.data(model.index_of(tree.root, VALUE)) == "\u2026"

    # A move chosen among its siblings is bold only once they are all searched.
    chosen = next(
        child
        for node in tree.nodes
        for child in node.children
        if child.chosen and child is not node.children[-1] and not node.children[-1].pruned
    )
    model.set_step(None)
    font = model.data(model.index_of(chosen), Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.bold()
    model.set_step(chosen.order)
    font = model.data(model.index_of(chosen), Qt.ItemDataRole.FontRole)
    assert font is None or (isinstance(font, QFont) and not font.bold())

    model.set_step(None)  # the whole search: every value, the pruned moves said so
    assert model.data(model.index_of(tree.root, VALUE)) == texts.node_value(tree.root)
    pruned = next(node for node in tree.nodes for child in node.children if child.pruned)
    cut = next(child for child in pruned.children if child.pruned)
    assert model.data(model.index_of(cut, MEANING)) == texts.node_meaning(cut)


def _below(tree: MinimaxTree, node: MinimaxNode, top: MinimaxNode) -> bool:
    current: MinimaxNode | None = node
    while current is not None:
        if current is top:
            return True
        current = tree.parent(current)
    return False
