"""Seed 002's provided GUI: a person against the student's move function, in a window."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from ttt_qt.compat.poc_ttt import EMPTY, PLAYERO, PLAYERX, TTTBoard, mc_move
from ttt_qt.compat.poc_ttt_gui import MachineGameWindow, run_gui

WAIT_MS = 20_000


def window_for(qtbot: QtBot, player: int, move_function, dim: int = 3) -> MachineGameWindow:  # type: ignore[no-untyped-def]
    window = MachineGameWindow(dim, player, move_function, 50, False)
    qtbot.addWidget(window)
    window.show()
    return window


def marks(window: MachineGameWindow, player: int) -> int:
    board = window.board
    size = board.get_dim()
    return sum(board.square(r, c) == player for r in range(size) for c in range(size))


def click(window: MachineGameWindow, row: int, col: int) -> None:
    button = window.findChild(QPushButton, f"square_{row}_{col}")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_person_plays_against_the_course_mc_move(qtbot: QtBot) -> None:
    window = window_for(qtbot, PLAYERX, mc_move)
    qtbot.waitUntil(lambda: not window.machine_thinking, timeout=WAIT_MS)
    assert marks(window, PLAYERX) == 1  # the machine is X: it moved first
    assert window.status.text() == "Your move (O)."
    free = window.board.get_empty_squares()[0]
    click(window, *free)
    assert window.board.square(*free) == PLAYERO
    qtbot.waitUntil(lambda: marks(window, PLAYERX) == 2, timeout=WAIT_MS)


def test_a_move_function_that_fails_is_said_and_the_window_stays(qtbot: QtBot) -> None:
    def mc_move(board: TTTBoard, player: int, trials: int) -> tuple[int, int]:
        raise ValueError("not written yet")

    window = window_for(qtbot, PLAYERX, mc_move)
    qtbot.waitUntil(lambda: not window.machine_thinking, timeout=WAIT_MS)
    assert window.status.text() == (
        "mc_move raised ValueError: not written yet. New game starts again."
    )
    assert window.isVisible() and marks(window, PLAYERX) == 0


def test_a_square_that_is_not_free_is_refused(qtbot: QtBot) -> None:
    window = window_for(qtbot, PLAYERO, lambda board, player, trials: (0, 0))
    click(window, 0, 0)
    qtbot.waitUntil(lambda: not window.machine_thinking, timeout=WAIT_MS)
    assert "returned (0, 0), which is not an empty square" in window.status.text()
    assert window.board.square(0, 0) == PLAYERX and marks(window, PLAYERO) == 0


def test_a_slow_move_function_leaves_the_window_working(qtbot: QtBot) -> None:
    gate = threading.Event()

    def slow(board: TTTBoard, player: int, trials: int) -> tuple[int, int]:
        gate.wait(WAIT_MS / 1000)
        return board.get_empty_squares()[0]

    window = window_for(qtbot, PLAYERX, slow, dim=4)
    assert window.machine_thinking and window.status.text() == "The machine (X) is thinking…"
    click(window, 1, 1)  # ignored while the machine thinks, and the window still answers
    assert window.board.square(1, 1) == EMPTY
    gate.set()
    qtbot.waitUntil(lambda: not window.machine_thinking, timeout=WAIT_MS)
    assert window.board.square(0, 0) == PLAYERX


def test_run_gui_inside_a_running_application_returns_with_the_window_shown(
    qtbot: QtBot,
) -> None:
    run_gui(3, PLAYERO, mc_move, 10, True)
    shown = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, MachineGameWindow) and w.isVisible()
    ]
    assert len(shown) == 1
    shown[0].close()
    with pytest.raises(ValueError, match="PLAYERX or PLAYERO"):
        run_gui(3, EMPTY, mc_move, 10)
