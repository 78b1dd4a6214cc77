"""The "show thinking" panel: how one of the course algorithms sees the current position.

A window beside the board (``thinkingPanel``) that follows the game: each new position, and
each change of algorithm or of alpha-beta pruning, sends the algorithm's work to the
computer's thread (``Computer.explain``) after any move the computer was asked for, so
neither the window nor the game waits; a position that changes first cancels the work, and
only the latest answer is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ttt_qt.ai import Limit
from ttt_qt.ai.montecarlo.flat import MonteCarloStrategy
from ttt_qt.ai.montecarlo.mcts import MctsStrategy
from ttt_qt.ai.threats.player import ThreatStrategy
from ttt_qt.coach.thinking import (
    COURSE_RULES,
    MinimaxTree,
    MonteCarloGrid,
    ThreatView,
    TreeSearchView,
    minimax_tree,
    monte_carlo_grid,
    threat_view,
    tree_search_view,
)
from ttt_qt.engine import Board

from ..game.model import GameModel
from ..players.build import build_strategy
from ..settings.app_settings import ComputerChoice
from ..widgets.screen_room import place_beside
from . import texts
from .minimax_model import MEANING, MOVE, VALUE, WINDOW, MinimaxTreeModel
from .pages import MovesTable, ScoreGrid

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""

MINIMAX, MONTE_CARLO, MCTS, THREATS = "minimax", "montecarlo", "mcts", "threats"
"""The algorithms, by their players' registry names (``minimax``: seed 003's)."""
SEED = 1
"""The random players' seed: the same position always shows the same thinking."""

Record = MinimaxTree | MonteCarloGrid | TreeSearchView | ThreatView


@dataclass(frozen=True, slots=True)
class Request:
    """One question to the computer's thread.

    Attributes:
        ticket: the panel's number for it; only the latest one's answer is shown.
        algorithm: ``minimax``, ``montecarlo``, ``mcts`` or ``threats``.
        board: the position.
        pruning: alpha-beta pruning for the minimax tree.
        choice: the game's computer player of the same algorithm, whose options (trials,
            playouts, think time) are used; None for the defaults.
    """

    ticket: int
    algorithm: str
    board: Board
    pruning: bool
    choice: ComputerChoice | None


def compute(request: Request, limit: Limit) -> tuple[int, Record]:
    """The record ``request`` asks for, with its ticket (run in the computer's thread)."""
    board = request.board
    if request.algorithm == MINIMAX:
        return request.ticket, minimax_tree(board, request.pruning)
    choice = request.choice or ComputerChoice(request.algorithm)
    player = build_strategy(choice, SEED)  # with the game's computer's options, if it plays
    if isinstance(player, MonteCarloStrategy):
        record: Record = monte_carlo_grid(board, player, limit)
    elif isinstance(player, MctsStrategy):
        record = tree_search_view(board, player, limit)
    elif isinstance(player, ThreatStrategy):
        record = threat_view(board, player, limit)
    else:
        raise ValueError(f"{request.algorithm} cannot show its thinking")
    return request.ticket, record


class ThinkingPanel(QDialog):
    """How the computer thinks about the position on the board; see the module docstring.

    Attributes:
        algorithm_combo: which algorithm to show (``thinkingAlgorithmCombo``).
        pruning_check: alpha-beta pruning for the minimax tree (``alphaBetaCheck``).
        replay_check: the tree's values as of the step chosen (``replayCheck``).
        tree_view: the minimax tree (``minimaxTree``); ``tree_model`` its model.
        grid: seed 002's scores (``monteCarloGrid``); ``moves_table`` the moves MCTS or the
            threat search considered (``consideredMovesTable``).
        summary: what the algorithm did (``thinkingSummaryLabel``).
        record: the record shown, once one arrived.
    """

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """Follow ``model``'s position; shown by ``show_thinking``."""
        super().__init__(parent)
        self.setObjectName("thinkingPanel")
        self.setWindowTitle(self.tr("How the computer thinks"))
        self.setAccessibleName(self.tr("How the computer thinks"))
        self._model = model
        self._ticket = 0
        self.record: Record | None = None
        self._build()
        model.board_changed.connect(self.refresh)
        model.computer.explanation_ready.connect(self._on_computer_explanation_ready)
        model.computer.explanation_failed.connect(self._on_computer_explanation_failed)

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.algorithm_combo = QComboBox(self)
        self.algorithm_combo.setObjectName("thinkingAlgorithmCombo")
        label = QLabel(self.tr("&Algorithm:"), self)
        label.setBuddy(self.algorithm_combo)
        self.algorithm_combo.setAccessibleName(self.tr("Algorithm"))
        top.addWidget(label)
        top.addWidget(self.algorithm_combo, 1)
        layout.addLayout(top)
        self.summary = QLabel(self)
        self.summary.setObjectName("thinkingSummaryLabel")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._minimax_page())
        self.grid = ScoreGrid()
        self.pages.addWidget(self.grid)
        moves = QWidget(self)
        moves_layout = QVBoxLayout(moves)
        moves_layout.setContentsMargins(0, 0, 0, 0)
        self.moves_table = MovesTable()
        self.line_label = QLabel(moves)
        self.line_label.setObjectName("principalLineLabel")
        self.line_label.setWordWrap(True)
        moves_layout.addWidget(self.moves_table, 1)
        moves_layout.addWidget(self.line_label)
        self.pages.addWidget(moves)
        layout.addWidget(self.pages, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.algorithm_combo.currentIndexChanged.connect(self.refresh)
        self.resize(640, 520)

    def _minimax_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.pruning_check = QCheckBox(self.tr("Alpha-&beta pruning"), page)
        self.pruning_check.setObjectName("alphaBetaCheck")
        self.pruning_check.setToolTip(
            self.tr(
                "Stop searching a move as soon as one reply shows it is no better than a move"
                " already found: the same choice, fewer positions; the moves left out are grey."
            )
        )
        self.pruning_check.toggled.connect(self.refresh)
        self.replay_check = QCheckBox(self.tr("Values as the search &finds them"), page)
        self.replay_check.setObjectName("replayCheck")
        self.replay_check.setToolTip(
            self.tr(
                "Show the tree as it stood at the step chosen: no value yet for the moves not"
                " reached, … for those whose replies are still being searched."
            )
        )
        self.replay_check.toggled.connect(self._follow_step)
        checks = QHBoxLayout()
        checks.addWidget(self.pruning_check)
        checks.addWidget(self.replay_check)
        checks.addStretch(1)
        layout.addLayout(checks)
        self.tree_model = MinimaxTreeModel(self)
        self.tree_view = QTreeView(page)
        self.tree_view.setObjectName("minimaxTree")
        self.tree_view.setAccessibleName(self.tr("Minimax search tree"))
        self.tree_view.setModel(self.tree_model)
        self.tree_view.setUniformRowHeights(True)
        self.tree_view.selectionModel().currentChanged.connect(self._on_tree_current_changed)
        self.tree_view.expanded.connect(self._fit_columns)
        layout.addWidget(self.tree_view, 1)
        self.legend = QLabel(texts.minimax_legend(), page)
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        steps = QHBoxLayout()
        self.previous_button = QPushButton(self.tr("Pre&vious step"), page)
        self.previous_button.setObjectName("previousStepButton")
        self.previous_button.setToolTip(self.tr("The move searched before this one"))
        self.next_button = QPushButton(self.tr("Ne&xt step"), page)
        self.next_button.setObjectName("nextStepButton")
        self.next_button.setToolTip(self.tr("The move searched after this one"))
        self.step_label = QLabel(page)
        self.step_label.setObjectName("stepLabel")
        self.previous_button.clicked.connect(partial(self.step, -1))
        self.next_button.clicked.connect(partial(self.step, 1))
        steps.addWidget(self.previous_button)
        steps.addWidget(self.next_button)
        steps.addWidget(self.step_label, 1)
        layout.addLayout(steps)
        return page

    # --- what is shown -------------------------------------------------------------------------

    def show_thinking(self) -> None:
        """Show the panel (or bring it forward) and think about the current position."""
        self.show()
        if QGuiApplication.platformName() != "offscreen":  # which cannot raise a window
            self.raise_()
            self.activateWindow()
        self.refresh()

    @property
    def algorithm(self) -> str:
        """The algorithm chosen."""
        return str(self.algorithm_combo.currentData() or THREATS)

    @Slot()
    def refresh(self) -> None:
        """Ask the computer for the chosen algorithm's thinking on the current position."""
        if not self.isVisible():
            return
        board = self._model.board
        self._offer_algorithms(board)
        self._ticket += 1
        self.record = None
        self.pages.setCurrentIndex({MINIMAX: 0, MONTE_CARLO: 1}.get(self.algorithm, 2))
        if board.is_over:
            self._clear()
            self.summary.setText(texts.game_over())
            return
        self.summary.setText(texts.working())
        algorithm = self.algorithm
        request = Request(
            self._ticket,
            algorithm,
            board,
            self.pruning_check.isChecked(),
            self._computer_playing(algorithm),
        )
        # Sent once the events of this change are handled: a computer to move asks for its
        # move first, so the panel never holds up the game.
        QTimer.singleShot(0, self, partial(self._send, request))

    def _send(self, request: Request) -> None:
        if request.ticket == self._ticket and request.board == self._model.board:
            self._model.computer.explain(partial(compute, request))

    def _offer_algorithms(self, board: Board) -> None:
        """The algorithms for the rules in force (seed 003's minimax only on its own game)."""
        wanted = [
            (MINIMAX, self.tr("Minimax (3 x 3)")),
            (MONTE_CARLO, self.tr("Monte Carlo")),
            (MCTS, self.tr("Monte Carlo tree search (MCTS)")),
            (THREATS, self.tr("Threat search")),
        ]
        if board.rules != COURSE_RULES:
            wanted = wanted[1:]
        present = [self.algorithm_combo.itemData(i) for i in range(self.algorithm_combo.count())]
        if present == [name for name, _ in wanted]:
            return
        current = self.algorithm_combo.currentData() or self._default_algorithm(board)
        self.algorithm_combo.blockSignals(True)
        self.algorithm_combo.clear()
        for name, text in wanted:
            self.algorithm_combo.addItem(text, name)
        found = self.algorithm_combo.findData(current)
        self.algorithm_combo.setCurrentIndex(max(found, 0))
        self.algorithm_combo.blockSignals(False)

    def _default_algorithm(self, board: Board) -> str:
        """The game's computer's algorithm when it has one here, else minimax on 3 x 3."""
        for mark in (board.to_move, "O" if board.to_move == "X" else "X"):
            choice = self._model.players.computer_for(mark)
            if choice is not None and choice.name in (MONTE_CARLO, MCTS, THREATS):
                return choice.name
        return MINIMAX if board.rules == COURSE_RULES else MCTS

    def _computer_playing(self, algorithm: str) -> ComputerChoice | None:
        """The game's computer player of ``algorithm``, if one plays it (for its options)."""
        for mark in ("X", "O"):
            choice = self._model.players.computer_for(mark)
            if choice is not None and choice.name == algorithm:
                return choice
        return None

    def _clear(self) -> None:
        self.tree_model.set_tree(None)
        self.grid.clear()
        self.grid.setRowCount(0)
        self.moves_table.setRowCount(0)
        self.line_label.clear()
        self.step_label.clear()

    @Slot(object)
    def _on_computer_explanation_ready(self, answer: object) -> None:
        if not isinstance(answer, tuple) or answer[0] != self._ticket:
            return  # an earlier request's: the panel has asked again since
        record: Record = answer[1]
        self.record = record
        self._clear()
        if isinstance(record, MinimaxTree):
            self._show_tree(record)
        elif isinstance(record, MonteCarloGrid):
            self.grid.show_grid(record)
            self.summary.setText(
                texts.grid_summary(
                    record.trials, record.player, record.move, record.scores[record.move]
                )
            )
        elif isinstance(record, TreeSearchView):
            self.moves_table.show_tree_search(record)
            self.summary.setText(
                texts.tree_search_summary(record.move, record.searched, record.visits)
            )
            self.line_label.setText(texts.principal_line(record.line))
        else:
            self.moves_table.show_threats(record)
            self.summary.setText(
                texts.threat_summary(record.move, record.proven, record.by_rule, record.seconds)
            )
            self.line_label.setText(texts.principal_line(record.line))

    @Slot(str)
    def _on_computer_explanation_failed(self, message: str) -> None:
        self.summary.setText(texts.failed(message))

    # --- the minimax tree ----------------------------------------------------------------------

    def _show_tree(self, tree: MinimaxTree) -> None:
        self.tree_model.set_tree(tree)
        self.tree_view.setColumnHidden(WINDOW, not tree.pruning)
        legend = [texts.minimax_legend()]
        if tree.pruning:
            legend.append(texts.pruning_legend())
        self.legend.setText("\n".join(legend))
        root = self.tree_model.index_of(tree.root)
        self.tree_view.expand(root)
        self._fit_columns()
        self.tree_view.setCurrentIndex(root)
        self.summary.setText(
            texts.minimax_summary(tree.move, len(tree.nodes) - 1, tree.known, tree.pruned)
        )

    @Slot()
    def _fit_columns(self) -> None:
        """Every text of the rows shown whole (deeper rows are indented further)."""
        for column in (MOVE, VALUE, MEANING, WINDOW):
            self.tree_view.resizeColumnToContents(column)

    @Slot(int)
    def step(self, direction: int) -> None:
        """Go to the next (1) or previous (-1) move in the search's order."""
        tree = self.tree_model.tree
        if tree is None:
            return
        node = self.tree_model.node(self.tree_view.currentIndex()) or tree.root
        parent = tree.parent(node)
        if node.order is None and parent is not None:  # a pruned move: from its parent
            node = parent
        order = node.order or 0
        target = tree.nodes[max(0, min(len(tree.nodes) - 1, order + direction))]
        index = self.tree_model.index_of(target)
        self.tree_view.setCurrentIndex(index)
        self.tree_view.scrollTo(index)

    @Slot()
    def _follow_step(self) -> None:
        """With ``replay_check``, the values as of the step chosen; else the whole search's.

        A pruned move chosen keeps the step shown before.
        """
        node = self.tree_model.node(self.tree_view.currentIndex())
        if not self.replay_check.isChecked():
            self.tree_model.set_step(None)
        elif node is not None and node.order is not None:
            self.tree_model.set_step(node.order)
        # Every row shown may have changed: the model's signal repaints only the top row.
        self.tree_view.viewport().update()
        self._fit_columns()  # a value, or a chosen move in bold, may want more room now

    @Slot(QModelIndex, QModelIndex)
    def _on_tree_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        tree = self.tree_model.tree
        node = self.tree_model.node(current)
        if tree is None or node is None:
            self.step_label.clear()
            return
        if node.order is None:
            text = self.tr("A pruned move: alpha-beta never searched it.")
        else:
            text = self.tr("Step {step} of {steps} in the search's order").format(
                step=texts.count(node.order + 1), steps=texts.count(len(tree.nodes))
            )
        self.step_label.setText(text)
        self._follow_step()
        self.previous_button.setEnabled(bool(node.order))
        self.next_button.setEnabled(node.order is None or node.order + 1 < len(tree.nodes))


def attach(action: QAction, model: GameModel, window: QWidget) -> None:
    """Let ``action`` open ``window``'s thinking panel on ``model``'s game."""
    action.triggered.connect(lambda: open_panel(model, window))


def open_panel(model: GameModel, window: QWidget) -> ThinkingPanel:
    """Show ``window``'s thinking panel, made on first use, and think about the position."""
    panel = window.findChild(ThinkingPanel, "thinkingPanel")
    if panel is None:
        panel = ThinkingPanel(model, window)
        place_beside(panel, window)
    panel.show_thinking()
    return panel
