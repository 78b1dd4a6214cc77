"""Seed 002's provided GUI: ``run_gui`` plays a machine player's move function in a window.

``run_gui(board_dim, player, move_function, ntrials, reverse)`` opens a board of
``board_dim`` squares a side on which a person plays against the machine ``player``
(``PLAYERX`` or ``PLAYERO``); the machine's moves come from ``move_function(board, player,
ntrials)`` (the student's ``mc_move``), called with a copy of the ``TTTBoard``. Whatever
that function does wrong (an exception, a square that is taken or off the board) is said
in the window, and the game waits; it never closes the window. The move function runs
outside the window's thread, so a slow one never freezes it.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .poc_ttt import DRAW, EMPTY, PLAYERO, PLAYERX, TTTBoard, switch_player

MoveFunction = Callable[[TTTBoard, int, int], tuple[int, int]]
NAMES = {PLAYERX: "X", PLAYERO: "O"}
"""The players as the window names them, and marks their squares."""


def run_gui(
    board_dim: int, player: int, move_function: MoveFunction, ntrials: int, reverse: bool = False
) -> None:
    """Play ``move_function`` as ``player`` against a person until the window is closed."""
    if player not in NAMES:
        raise ValueError(f"the machine player is PLAYERX or PLAYERO, not {player!r}")
    running = QApplication.instance()  # a test's or a notebook's: its loop shows the window
    app = running or QApplication(sys.argv[:1])
    window = MachineGameWindow(board_dim, player, move_function, ntrials, reverse)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    if running is None:
        app.exec()


class _Bridge(QObject):
    """Carries the machine's answer from its thread to the window's."""

    answered = Signal(int, object)  # the game's number, and a move or an error message


class MachineGameWindow(QWidget):
    """A person against a machine player's move function, on a ``TTTBoard``.

    Attributes:
        board: the game's board.
        status: the line that says whose move it is, the result, or what went wrong.
    """

    def __init__(
        self, dim: int, player: int, move_function: MoveFunction, ntrials: int, reverse: bool
    ) -> None:
        """A new game; the machine moves at once when it is ``PLAYERX``."""
        super().__init__()
        self.setWindowTitle("Tic-Tac-Toe (Monte Carlo)")
        self._dim, self._machine, self._reverse = dim, player, reverse
        self._move_function, self._ntrials = move_function, ntrials
        self._game_number = 0
        self._thinking = False
        self._bridge = _Bridge(self)
        self._bridge.answered.connect(self._on_machine_answered)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self._buttons: dict[tuple[int, int], QPushButton] = {}
        grid = QGridLayout()
        for row in range(dim):
            for col in range(dim):
                button = QPushButton(self)
                button.setObjectName(f"square_{row}_{col}")
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
                button.setMinimumSize(48, 48)
                button.setStyleSheet("font-size: 24pt;")
                button.clicked.connect(lambda _=False, at=(row, col): self._on_square_clicked(at))
                grid.addWidget(button, row, col)
                self._buttons[(row, col)] = button
        new_game = QPushButton("New game", self)
        new_game.clicked.connect(self.new_game)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(new_game)
        layout = QVBoxLayout(self)
        layout.addLayout(grid, 1)
        layout.addLayout(bottom)
        self.resize(120 * dim, 120 * dim + 40)
        self.new_game()

    @property
    def person(self) -> int:
        """The person's player: the one the machine is not."""
        return switch_player(self._machine)

    @property
    def machine_thinking(self) -> bool:
        """True while the move function has not answered."""
        return self._thinking

    def new_game(self) -> None:
        """Start again on an empty board (a machine still thinking is no longer waited for)."""
        self._game_number += 1
        self.board = TTTBoard(self._dim, self._reverse)
        self._thinking = False
        self._show()
        if self._machine == PLAYERX:
            self._ask_machine()

    def _on_square_clicked(self, square: tuple[int, int]) -> None:
        if self._thinking or self.board.check_win() is not None:
            return
        if self.board.square(*square) != EMPTY:
            self.status.setText(f"That square is taken. Your move ({NAMES[self.person]}).")
            return
        self.board.move(*square, self.person)
        self._show()
        if self.board.check_win() is None:
            self._ask_machine()

    def _ask_machine(self) -> None:
        self._thinking = True
        self.status.setText(f"The machine ({NAMES[self._machine]}) is thinking…")
        number, board = self._game_number, self.board.clone()
        threading.Thread(target=self._think, args=(number, board), daemon=True).start()

    def _think(self, number: int, board: TTTBoard) -> None:
        """In the machine's thread: call the move function and send back what it gave."""
        try:
            answer: object = self._move_function(board, self._machine, self._ntrials)
        except Exception as error:  # the student's code: said in the window, never a crash
            answer = f"{type(error).__name__}: {error}"
        self._bridge.answered.emit(number, answer)

    def _on_machine_answered(self, number: int, answer: object) -> None:
        if number != self._game_number:
            return  # an answer for a game since replaced
        self._thinking = False
        name = getattr(self._move_function, "__name__", "the move function")
        if isinstance(answer, str):
            self.status.setText(f"{name} raised {answer}. New game starts again.")
            return
        if answer not in self.board.get_empty_squares():
            self.status.setText(
                f"{name} returned {answer!r}, which is not an empty square of the board."
                " New game starts again."
            )
            return
        row, col = answer
        self.board.move(row, col, self._machine)
        self._show()

    def _show(self) -> None:
        for (row, col), button in self._buttons.items():
            button.setText(NAMES.get(self.board.square(row, col), ""))
        winner = self.board.check_win()
        if winner is None:
            if not self._thinking:
                self.status.setText(f"Your move ({NAMES[self.person]}).")
        elif winner == DRAW:
            self.status.setText("Tie! New game plays again.")
        else:
            who = "You win" if winner == self.person else "The machine wins"
            self.status.setText(f"{NAMES[winner]} wins! {who}. New game plays again.")
