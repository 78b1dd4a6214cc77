"""Motion: a new mark draws itself in, the winning line draws across the board; neither ever
holds up a click, the computer or a test, and nothing moves with animations off or when marks
come back by undo, redo or a review."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.helpers import WAIT_MS, ComputerScript, color_distance, count_pixels, widget_image
from ttt_qt.app import MainWindow
from ttt_qt.app.board.cell_button import CellButton
from ttt_qt.app.board.line_overlay import LineOverlay
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Move, Rules

MakeWindow = Callable[..., MainWindow]

RUNNING = QAbstractAnimation.State.Running

SOON_MS = 30
"""A moment after a click: the mark is still being drawn."""


def people(make_window: MakeWindow, **fields: object) -> MainWindow:
    return make_window(mode=Mode.HUMAN_VS_HUMAN, **fields)


def click(window: MainWindow, move: Move) -> CellButton:
    button = window.board_view.cell(move)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    return button


def ink(button: CellButton) -> int:
    """How many of the cell's pixels are its mark's ink."""
    mark = button.state.mark
    assert mark is not None
    image: QImage = button.grab().toImage()
    return count_pixels(image, button.theme.ink(mark))


def finish(button: CellButton) -> None:
    animation = button.mark_animation
    animation.setCurrentTime(animation.duration())


def gap_colour(window: MainWindow, first: Move, second: Move) -> QColor:
    """The colour between two neighbouring cells' centres, where only the line is drawn."""
    board = window.board_view
    a, b = board.cell(first), board.cell(second)
    gap = (a.mapTo(board, a.rect().center()) + b.mapTo(board, b.rect().center())) / 2
    return widget_image(board).pixelColor(round(gap.x()), round(gap.y()))


def running(window: MainWindow) -> list[Move]:
    return [b.cell for b in window.board_view.cells() if b.mark_animation.state() == RUNNING]


def test_a_mark_is_still_being_drawn_30_ms_after_a_click(make_window: MakeWindow) -> None:
    window = people(make_window)
    assert window.board_view.theme.name == "paper"
    button = click(window, (1, 1))
    assert window.model.board.mark_at((1, 1)) == "X"  # the game did not wait
    animation = button.mark_animation
    assert animation.state() == RUNNING
    animation.setCurrentTime(0)
    frame = ink(button)  # the last move's frame, in the mark's colour: no mark yet
    animation.setCurrentTime(SOON_MS)
    assert 0.0 < button.mark_progress < 1.0
    partly = ink(button) - frame
    finish(button)
    assert animation.state() != RUNNING
    whole = ink(button) - frame
    assert 0 < partly < 0.8 * whole


def test_an_o_sweeps_round(make_window: MakeWindow) -> None:
    window = people(make_window)
    click(window, (0, 0))
    button = click(window, (1, 1))
    assert button.state.mark == "O"
    button.mark_animation.setCurrentTime(0)
    frame = ink(button)
    button.mark_animation.setCurrentTime(button.mark_animation.duration() // 2)
    half = ink(button) - frame
    finish(button)
    assert 0 < half < 0.75 * (ink(button) - frame)


def test_with_animations_off_the_mark_is_whole_at_once(make_window: MakeWindow) -> None:
    animated = people(make_window)
    drawn = click(animated, (1, 1))
    finish(drawn)
    whole = ink(drawn)
    still = people(make_window, animations=False)
    button = click(still, (1, 1))
    assert button.mark_animation.state() != RUNNING
    assert button.mark_progress == 1.0
    assert button.size() == drawn.size()
    assert ink(button) == whole


def test_a_stone_settles(make_window: MakeWindow) -> None:
    window = people(make_window, size=9, win_length=5)
    assert window.board_view.theme.name == "go"
    button = click(window, (4, 4))
    button.mark_animation.setCurrentTime(SOON_MS)
    settling = button.grab().toImage()
    finish(button)
    assert button.grab().toImage() != settling


def test_a_click_during_an_animation_plays_at_once(make_window: MakeWindow) -> None:
    window = people(make_window)
    first = click(window, (0, 0))
    assert first.mark_animation.state() == RUNNING
    second = click(window, (1, 1))
    assert window.model.board.mark_at((1, 1)) == "O"
    assert window.model.board.to_move == "X"
    assert second.mark_animation.state() == RUNNING
    assert first.mark_animation.state() == RUNNING  # each mark finishes drawing on its own


def test_the_computers_move_draws_itself_in_too(
    qtbot: QtBot, make_window: MakeWindow, script: ComputerScript
) -> None:
    script.moves = [(1, 1)]
    window = make_window(mode=Mode.HUMAN_VS_COMPUTER, human_mark="X")
    computer_cell = window.board_view.cell((1, 1))
    with qtbot.waitSignal(computer_cell.mark_animation.stateChanged, timeout=WAIT_MS) as blocker:
        click(window, (0, 0))
    assert blocker.args is not None
    assert blocker.args[0] == RUNNING
    assert window.model.board.mark_at((1, 1)) == "O"


def test_undo_redo_and_new_game_show_marks_at_once(make_window: MakeWindow) -> None:
    window = people(make_window)
    for move in ((0, 0), (1, 1), (2, 2)):
        finish(click(window, move))
    assert running(window) == []
    window.model.undo()
    assert running(window) == []
    window.model.redo()
    assert window.model.board.mark_at((2, 2)) == "X"
    assert running(window) == []
    window.model.new_game()
    assert running(window) == []


def test_a_review_shows_its_moves_at_once(make_window: MakeWindow) -> None:
    window = people(make_window)
    game = Game(Rules(3, 3))
    for move in ((0, 0), (1, 1), (0, 1), (2, 2), (0, 2)):
        game.play(move)
    window.model.review_mode.review(game, window.model.settings)
    assert running(window) == []
    window.model.review_mode.back()
    window.model.review_mode.forward()
    assert window.model.board.mark_at((0, 2)) == "X"
    assert running(window) == []
    overlay = window.findChild(LineOverlay)
    assert overlay is not None
    assert overlay.animation.state() != RUNNING
    assert overlay.progress == 1.0


def test_the_winning_line_draws_across_the_board(make_window: MakeWindow) -> None:
    window = people(make_window)
    overlay = window.findChild(LineOverlay)
    assert overlay is not None
    for move in ((0, 0), (1, 0), (0, 1), (1, 1)):
        click(window, move)
    assert overlay.animation.state() != RUNNING
    click(window, (0, 2))
    assert window.model.board.completed_line is not None
    assert overlay.animation.state() == RUNNING
    overlay.animation.setCurrentTime(SOON_MS)
    assert 0.0 <= overlay.progress < 0.5
    theme = window.board_view.theme
    far = gap_colour(window, (0, 1), (0, 2))  # the line's far end: not drawn yet
    assert color_distance(far, theme.accent("X")) > 60
    overlay.animation.setCurrentTime(overlay.animation.duration())
    assert overlay.progress == 1.0
    assert color_distance(gap_colour(window, (0, 1), (0, 2)), theme.accent("X")) <= 36


def test_with_animations_off_the_line_is_whole_at_once(make_window: MakeWindow) -> None:
    window = people(make_window, animations=False)
    overlay = window.findChild(LineOverlay)
    assert overlay is not None
    for move in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)):
        click(window, move)
    assert window.model.board.completed_line is not None
    assert overlay.animation.state() != RUNNING
    assert overlay.progress == 1.0
