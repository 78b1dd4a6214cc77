"""One cell of the board: its name for tests and for screen readers, what it shows, a mark that
draws itself in, and the keys it plays or passes on to the board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from ttt_qt.app.board.cell_button import CellButton, CellState
from ttt_qt.app.board.cell_shape import MIN_CELL_PIXELS
from ttt_qt.app.board.theme import board_theme


def make_cell(qtbot: QtBot, move: tuple[int, int] = (1, 2)) -> CellButton:
    cell = CellButton(move)
    qtbot.addWidget(cell)
    cell.resize(80, 80)
    return cell


def test_a_cell_is_named_by_its_place_and_says_what_it_holds(qtbot: QtBot) -> None:
    cell = make_cell(qtbot)
    assert cell.objectName() == "cell_1_2"
    assert cell.accessibleName() == "C2, empty"
    assert cell.minimumSize().width() == MIN_CELL_PIXELS
    cell.set_state(CellState(mark="O", last_move=True, in_line=True))
    assert cell.accessibleName() == "C2, O"
    assert cell.text() == "O"
    assert cell.accessibleDescription() == "last move, completed line"
    cell.set_state(CellState(value_label="Win in 3", value_detail="X wins in 3 moves"))
    assert cell.accessibleDescription() == "X wins in 3 moves"
    assert cell.toolTip() == "X wins in 3 moves"
    assert cell.state.value_label == "Win in 3"


def test_a_value_is_written_only_on_a_free_cell(qtbot: QtBot) -> None:
    cell = make_cell(qtbot)
    assert not cell.value_text_shown()
    cell.set_state(CellState(value_label="Draw", value_kind="draw"))
    assert cell.value_text_shown()
    cell.set_state(CellState(mark="X", value_label="Draw", value_kind="draw"))
    assert not cell.value_text_shown()


def test_a_new_mark_draws_itself_in(qtbot: QtBot) -> None:
    cell = make_cell(qtbot)
    cell.draw_in()  # nothing to draw on an empty cell
    assert cell.mark_progress == 1.0
    cell.set_state(CellState(mark="X"))
    cell.draw_in()
    assert cell.mark_progress < 1.0
    qtbot.waitUntil(lambda: cell.mark_progress == 1.0)


def test_return_plays_and_the_arrows_go_on_to_the_board(qtbot: QtBot) -> None:
    cell = make_cell(qtbot)
    used: list[bool] = []
    cell.keyboard_used.connect(lambda: used.append(True))
    with qtbot.waitSignal(cell.clicked):
        QTest.keyClick(cell, Qt.Key.Key_Return)
    assert used == [True]
    with qtbot.assertNotEmitted(cell.clicked):
        QTest.keyClick(cell, Qt.Key.Key_Left)
    assert used == [True, True]


def test_a_theme_is_taken_once(qtbot: QtBot) -> None:
    cell = make_cell(qtbot)
    go = board_theme("go", QPalette())
    cell.set_theme(go)
    assert cell.theme == go
