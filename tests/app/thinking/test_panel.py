"""The "show thinking" panel: opened by keyboard, the minimax tree with its steps and pruning,
seed 002's grid, MCTS and the threat search, a new position, and the work in the computer's
thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QMenu,
    QTableWidget,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import ComputerChoice, Mode
from ttt_qt.app.thinking.minimax_model import MinimaxTreeModel
from ttt_qt.app.thinking.panel import ThinkingPanel
from ttt_qt.coach.thinking import MinimaxTree, MonteCarloGrid, ThreatView, TreeSearchView

MakeWindow = Callable[..., MainWindow]


def open_by_keyboard(qtbot: QtBot, window: MainWindow) -> ThinkingPanel:
    """Press T in the window and wait for the panel's first answer."""
    computer = window.model.computer
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts reach the active window only
    with qtbot.waitSignal(computer.explanation_ready, timeout=WAIT_MS):
        QTest.keyClick(window, Qt.Key.Key_T)
    panel = window.findChild(ThinkingPanel, "thinkingPanel")
    assert panel is not None and panel.isVisible()
    qtbot.waitUntil(lambda: panel.record is not None, timeout=WAIT_MS)
    return panel


def corners_and_centre(qtbot: QtBot, make_window: MakeWindow) -> tuple[MainWindow, ThinkingPanel]:
    """Two people's game after X A1, O B2, X C3, with the panel open on its minimax tree."""
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    for move in ((0, 0), (1, 1), (2, 2)):
        window.model.play(move)
    return window, open_by_keyboard(qtbot, window)


def choose(qtbot: QtBot, window: MainWindow, panel: ThinkingPanel, algorithm: str) -> None:
    combo = panel.findChild(QComboBox, "thinkingAlgorithmCombo")
    assert combo is not None
    index = combo.findData(algorithm)
    assert index >= 0, algorithm
    with qtbot.waitSignal(window.model.computer.explanation_ready, timeout=WAIT_MS):
        combo.setCurrentIndex(index)
    qtbot.waitUntil(lambda: panel.record is not None, timeout=WAIT_MS)


def test_the_panel_opens_by_keyboard_with_seed_003s_tree(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    assert window.window_actions.show_thinking.text() == "Show &Thinking…"
    move_menu = window.menuBar().actions()[1].menu()
    assert isinstance(move_menu, QMenu)
    assert window.window_actions.show_thinking in move_menu.actions()
    window.model.play((1, 1))
    panel = open_by_keyboard(qtbot, window)
    assert isinstance(panel.record, MinimaxTree)
    tree = panel.findChild(QTreeView, "minimaxTree")
    assert tree is not None and tree.accessibleName()
    model = tree.model()
    assert isinstance(model, MinimaxTreeModel)
    root = model.index(0, 0, QModelIndex())
    assert model.rowCount(root) == 8  # O's eight replies to X in the centre
    assert "O to move" in str(model.data(root))
    assert tree.isExpanded(root)
    first = model.index(0, 0, root)
    assert model.data(first) == "A1 by O"
    assert model.data(model.index(0, 1, root)) == "0"
    assert model.data(model.index(0, 2, root)) == "draw"
    edge = model.index(1, 2, root)  # B1: a loss for O
    assert model.data(edge) == "O loses"
    assert "A1 by O" in str(model.data(first, Qt.ItemDataRole.AccessibleTextRole))
    assert "draws" not in panel.summary.text() and "A1" in panel.summary.text()


def test_a_student_steps_through_the_search_in_its_order(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    _window, panel = corners_and_centre(qtbot, make_window)
    record = panel.record
    assert isinstance(record, MinimaxTree)
    tree = panel.tree_view
    model = panel.tree_model
    assert not panel.previous_button.isEnabled()
    for expected in record.nodes[1:6]:
        QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert model.node(tree.currentIndex()) is expected
        assert tree.isExpanded(tree.currentIndex().parent())
    assert panel.step_label.text() == f"Step 6 of {len(record.nodes):,} in the search's order"
    QTest.keyClick(panel.previous_button, Qt.Key.Key_Space)
    assert model.node(tree.currentIndex()) is record.nodes[4]


def test_alpha_beta_greys_the_pruned_moves(qtbot: QtBot, make_window: MakeWindow) -> None:
    window, panel = corners_and_centre(qtbot, make_window)
    plain = panel.record
    assert isinstance(plain, MinimaxTree)
    with qtbot.waitSignal(window.model.computer.explanation_ready, timeout=WAIT_MS):
        panel.pruning_check.click()
    qtbot.waitUntil(lambda: panel.record is not plain and panel.record is not None)
    pruned = panel.record
    assert isinstance(pruned, MinimaxTree) and pruned.pruning and pruned.pruned > 0
    assert not panel.tree_view.isColumnHidden(3)
    model = panel.tree_model
    node = next(node for node in pruned.nodes for child in node.children if child.pruned)
    child = next(child for child in node.children if child.pruned)
    index = model.index_of(child)
    grey = QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    brush, font = (
        model.data(index, role)
        for role in (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.FontRole)
    )
    assert isinstance(brush, QBrush) and brush.color() == grey
    assert isinstance(font, QFont) and font.italic()
    assert model.data(model.index_of(child, 2)) == "pruned: never searched"
    assert f"{pruned.pruned:,} moves unsearched" in panel.summary.text()


def test_seed_002s_grid_shows_the_scores_the_trials_and_the_move(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        mode=Mode.HUMAN_VS_COMPUTER, opponent=ComputerChoice("montecarlo", (("trials", 50.0),))
    )
    qtbot.waitUntil(lambda: not window.model.is_thinking, timeout=WAIT_MS)
    window.model.play((0, 0))
    qtbot.waitUntil(lambda: window.model.board.move_count == 2, timeout=WAIT_MS)
    panel = open_by_keyboard(qtbot, window)  # the game's computer's algorithm comes first
    grid = panel.record
    assert isinstance(grid, MonteCarloGrid) and grid.trials == 50  # the opponent's own trials
    table = panel.findChild(QTableWidget, "monteCarloGrid")
    assert table is not None and table.isVisible() and table.rowCount() == 3
    row, col = grid.move
    chosen, corner = table.item(row, col), table.item(0, 0)
    assert chosen is not None and corner is not None
    assert chosen.font().bold()
    assert "the move taken" in str(chosen.data(Qt.ItemDataRole.AccessibleTextRole))
    assert corner.text() == "X"
    assert "50 random games" in panel.summary.text()


def test_mcts_and_the_threat_search_show_their_moves_and_line(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        mode=Mode.HUMAN_VS_HUMAN, size=7, win_length=5, opponent=ComputerChoice("mcts")
    )
    for move in ((3, 3), (2, 2)):
        window.model.play(move)
    window.window_actions.show_thinking.trigger()
    panel = window.findChild(ThinkingPanel, "thinkingPanel")
    assert panel is not None
    combo = panel.algorithm_combo
    assert combo.findData("minimax") == -1  # seed 003's minimax is for 3 x 3 only
    choose(qtbot, window, panel, "mcts")
    view = panel.record
    assert isinstance(view, TreeSearchView)
    table = panel.findChild(QTableWidget, "consideredMovesTable")
    assert table is not None and table.rowCount() == len(view.moves) > 0
    assert panel.line_label.text().startswith("Principal line: ")
    choose(qtbot, window, panel, "threats")
    threats = panel.record
    assert isinstance(threats, ThreatView)
    assert table.rowCount() >= 1
    assert panel.line_label.text().startswith("Principal line: ")


def test_the_panel_follows_a_new_position_and_never_blocks_the_window(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    panel = open_by_keyboard(qtbot, window)
    first = panel.record
    assert isinstance(first, MinimaxTree) and first.root.mover == "X"
    with qtbot.waitSignal(window.model.computer.explanation_ready, timeout=WAIT_MS):
        window.model.play((1, 1))
        # Asked, not yet answered: the work is in the computer's thread, the window goes on.
        assert panel.record is None and panel.summary.text() == "Thinking…"
    qtbot.waitUntil(lambda: panel.record is not None, timeout=WAIT_MS)
    second = panel.record
    assert isinstance(second, MinimaxTree) and second.root.mover == "O"
    panel.close()
    window.model.play((0, 0))  # a closed panel asks for nothing
    assert panel.record is second


def test_the_tree_columns_fit_their_texts(qtbot: QtBot, make_window: MakeWindow) -> None:
    _window, panel = corners_and_centre(qtbot, make_window)
    view, model = panel.tree_view, panel.tree_model
    root = model.index(0, 0, QModelIndex())
    metrics = view.fontMetrics()
    for column in (1, 2):
        text = str(model.data(model.index(5, column, root)))  # C1 by O: -3, O loses
        assert view.columnWidth(column) >= metrics.horizontalAdvance(text)


def test_every_control_of_the_panel_has_a_name_for_screen_readers(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    panel = open_by_keyboard(qtbot, window)
    assert panel.accessibleName() == "How the computer thinks"
    reached = []
    for algorithm in ("minimax", "montecarlo", "mcts"):
        if algorithm != "minimax":
            choose(qtbot, window, panel, algorithm)
        for widget in panel.findChildren(QWidget):
            if not widget.isVisibleTo(panel) or not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                continue
            text = widget.text() if isinstance(widget, QAbstractButton) else ""
            assert widget.accessibleName() or text, widget.objectName()
            reached.append(widget.objectName())
    for name in ("thinkingAlgorithmCombo", "minimaxTree", "nextStepButton", "monteCarloGrid"):
        assert name in reached
    assert "consideredMovesTable" in reached


def test_the_computer_to_move_is_asked_for_its_move_before_the_panels_work(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()  # you (X) against the computer (O)
    open_by_keyboard(qtbot, window)
    computer = window.model.computer
    asked: list[str] = []
    for name in ("choose_move", "explain"):
        method = getattr(computer, name)

        def logged(*args: Any, name: str = name, method: Any = method) -> None:
            asked.append(name)
            method(*args)

        monkeypatch.setattr(computer, name, logged)
    window.model.play((1, 1))
    qtbot.waitUntil(lambda: "explain" in asked, timeout=WAIT_MS)
    assert asked[:2] == ["choose_move", "explain"]


def test_the_panels_numbers_follow_the_language_and_keep_their_sign_in_arabic() -> None:
    from PySide6.QtCore import QLocale

    from ttt_qt.app.thinking import texts

    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
        assert texts.count(8000) == "8.000"
        assert texts.seconds_text(0.55) == "0,55"
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert texts.count(8000) == "8,000"
        # A sign stays before its number in right-to-left text; zero has none to keep.
        assert texts.number(-4) == "\u200e\u22124"
        assert texts.number(3) == "\u200e+3"
        assert texts.number(0) == "0"
    finally:
        QLocale.setDefault(before)


def test_values_as_the_search_finds_them_follow_the_steps(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    _window, panel = corners_and_centre(qtbot, make_window)
    record = panel.record
    assert isinstance(record, MinimaxTree)
    model, root = panel.tree_model, panel.tree_model.index_of(record.root, 1)
    assert model.data(root) != "\u2026"  # the whole search, as before
    panel.replay_check.click()
    assert model.step == 0 and model.data(root) == "\u2026"
    QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert model.step == 1
    panel.replay_check.click()
    assert model.step is None and model.data(root) != "\u2026"
