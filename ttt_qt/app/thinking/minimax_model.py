"""The course minimax's search tree as a Qt item model, for a ``QTreeView``.

Rows are the moves searched (and, with alpha-beta pruning, those left unsearched, greyed and
in italics), each under the position it was played from, in the search's order; the view asks
only for the rows it shows, so a tree of thousands of moves costs nothing until opened.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QGuiApplication, QPalette

from ttt_qt.coach.thinking import MinimaxNode, MinimaxTree

from . import texts

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

MOVE, VALUE, MEANING, WINDOW = range(4)
"""The columns."""

Index = QModelIndex | QPersistentModelIndex


class MinimaxTreeModel(QAbstractItemModel):
    """A ``MinimaxTree`` as rows and columns: move, value, meaning, alpha-beta window."""

    def __init__(self, parent: QObject | None = None) -> None:
        """An empty model; ``set_tree`` fills it."""
        super().__init__(parent)
        self._tree: MinimaxTree | None = None
        self._step: int | None = None
        # Per node (by id): the step at which the search reaches it, and the step after
        # which its value is known (the last step of its subtree).
        self._steps: dict[int, tuple[int, int]] = {}

    @property
    def tree(self) -> MinimaxTree | None:
        """The tree shown, if any."""
        return self._tree

    def set_tree(self, tree: MinimaxTree | None) -> None:
        """Show ``tree`` (None: nothing)."""
        self.beginResetModel()
        self._tree = tree
        self._steps = {} if tree is None else search_steps(tree.root)
        self.endResetModel()

    @property
    def step(self) -> int | None:
        """The step of the search shown, or None for the whole search."""
        return self._step

    def set_step(self, step: int | None) -> None:
        """Show the values as the search knew them after ``step`` (None: when it ended).

        A move the search has not reached yet shows no value, one whose replies it is still
        searching shows "…", and a pruned move shows once its siblings have cut it off.
        """
        if step == self._step:
            return
        self._step = step
        if self._tree is not None:
            # The top row only: a view repaints just the rows a signal names, so the view
            # showing a step repaints the rest itself (ThinkingPanel._follow_step).
            self.dataChanged.emit(self.index(0, MOVE), self.index(0, WINDOW))

    def _choice_made(self, node: MinimaxNode) -> bool:
        """True once the search has chosen among ``node`` and its siblings at the step shown."""
        above = None if self._tree is None else self._tree.parent(node)
        return self._progress(above or node) == "done"

    def _progress(self, node: MinimaxNode) -> str:
        """The node at the step shown: "done", "searching" or "unseen"."""
        reached, known = self._steps.get(id(node), (0, 0))
        if self._step is None or known <= self._step:
            return "done"
        return "searching" if reached <= self._step else "unseen"

    def node(self, index: Index) -> MinimaxNode | None:
        """The node of ``index`` (None for the invisible top)."""
        if not index.isValid():
            return None
        return cast(MinimaxNode, index.internalPointer())

    def index_of(self, node: MinimaxNode, column: int = MOVE) -> QModelIndex:
        """The index of ``node``'s row."""
        row = 0 if self._tree is None else self._tree.row(node)
        return self.createIndex(row, column, node)

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        """Qt's child lookup."""
        if self._tree is None or not self.hasIndex(row, column, parent):
            return QModelIndex()
        above = self.node(parent)
        node = self._tree.root if above is None else above.children[row]
        return self.createIndex(row, column, node)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        """Qt's parent lookup."""
        node = self.node(index)
        above = None if node is None or self._tree is None else self._tree.parent(node)
        return QModelIndex() if above is None else self.index_of(above)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's name
        """The moves under ``parent`` (one row, the position, at the top)."""
        if self._tree is None or parent.column() > 0:
            return 0
        above = self.node(parent)
        return 1 if above is None else len(above.children)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's name
        """Move, value, meaning, window."""
        return 4

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """The texts, the grey of pruned moves, the bold of chosen ones."""
        node = self.node(index)
        if node is None:
            return None
        progress = self._progress(node)
        if role == Qt.ItemDataRole.DisplayRole:
            column = index.column()
            if progress != "done" and column in (VALUE, MEANING):
                return "\u2026" if progress == "searching" and column == VALUE else ""
            if progress == "unseen" and column == WINDOW:
                return ""
            return (texts.node_move, texts.node_value, texts.node_meaning, texts.node_window)[
                column
            ](node)
        if role == Qt.ItemDataRole.ToolTipRole or (
            role == Qt.ItemDataRole.AccessibleTextRole and index.column() == MOVE
        ):
            return texts.node_spoken(node)  # the whole row, where a screen reader enters it
        if role == Qt.ItemDataRole.ForegroundRole and (node.pruned or progress == "unseen"):
            return QGuiApplication.palette().brush(
                QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text
            )
        if role == Qt.ItemDataRole.FontRole and (node.pruned or node.chosen):
            font = QFont()
            font.setItalic(node.pruned)
            font.setBold(node.chosen and self._choice_made(node))
            return font
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        """The column titles."""
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            translate("Thinking", "Move"),
            translate("Thinking", "Value"),
            translate("Thinking", "Meaning"),
            translate("Thinking", "Alpha-beta window"),
        )[section]


def search_steps(root: MinimaxNode) -> dict[int, tuple[int, int]]:
    """Per node (by ``id``): the step the search reaches it, and the step its value is known.

    A node's value is known after the last step of its subtree. A pruned move is reached
    and known when the searched sibling before it is known: that reply cut it off.
    """
    steps: dict[int, tuple[int, int]] = {}

    def walk(node: MinimaxNode, reached: int) -> int:
        known = reached
        for child in node.children:
            if child.order is None:  # pruned: cut off once the reply before it was known
                steps[id(child)] = (known, known)
            else:
                known = max(known, walk(child, child.order))
        steps[id(node)] = (reached, known)
        return known

    walk(root, root.order or 0)
    return steps
