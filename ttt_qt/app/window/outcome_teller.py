"""``OutcomeTeller``: how a finished game is told to the person, and when.

The outcome dialog (the result, Play again) opens when the game ends, unless the person is
busy choosing settings or answering a question. Then the question says that the game ended,
and the dialog waits until they are done; if a new game took the finished one's place in the
meantime, the status bar says how that one ended.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect, Qt, Signal, Slot
from PySide6.QtWidgets import QMainWindow

from ttt_qt.engine import Outcome

from ..board.view import BoardView
from ..dialogs.outcome_dialog import OutcomeDialog
from ..game.guard import GameGuard
from ..game.model import GameModel
from ..widgets import dialogs

STATUS_MESSAGE_MS = 10_000
"""How long a message stays in the window's status bar."""


class OutcomeTeller(QObject):
    """Opens the outcome dialog when the game ends, or once the person is done choosing.

    Choosing: the Settings dialog (``settings_open``) or the guard's question.

    Signals:
        coach_requested(): the dialog's Review with coach was chosen.
    """

    coach_requested = Signal()

    def __init__(
        self, model: GameModel, guard: GameGuard, window: QMainWindow, board: BoardView
    ) -> None:
        """Tell ``model``'s outcomes over ``window``, the dialog centred on ``board``'s cells."""
        super().__init__(window)
        self._model = model
        self._guard = guard
        self._window = window
        self._board = board
        self._dialog: OutcomeDialog | None = None
        self._waiting: tuple[Outcome, str] | None = None  # the outcome and its headline
        self._settings_open = False
        guard.question_closed.connect(self.tell_waiting)

    @property
    def dialog(self) -> OutcomeDialog | None:
        """The open outcome dialog, if any."""
        return self._dialog

    def game_over(self, outcome: Outcome) -> None:
        """The game ended: say so now, or once the person is done (the question says it now)."""
        headline = self._model.texts.outcome_message(outcome)
        if self._guard.is_asking or self._settings_open:
            self._guard.game_ended(headline)
            self._waiting = (outcome, headline)
            return
        self._show(outcome)

    def settings_open(self, shown: bool) -> None:
        """The Settings dialog opened (True) or closed: an outcome meanwhile waits for it."""
        self._settings_open = shown
        if not shown:
            self.tell_waiting()

    @Slot()
    def tell_waiting(self) -> None:
        """The person is done with Settings and questions: how the game ended, if it did."""
        if self._waiting is None or self._guard.is_asking or self._settings_open:
            return
        (outcome, headline), self._waiting = self._waiting, None
        if self._model.board.is_over:
            self._show(outcome)
        else:  # a new game took its place
            self._window.statusBar().showMessage(
                self.tr("The last game ended before the new one: {result}").format(result=headline),
                STATUS_MESSAGE_MS,
            )

    def close(self) -> None:
        """Close the outcome dialog, if open."""
        if self._dialog is not None:
            dialog, self._dialog = self._dialog, None
            dialog.close()

    def _show(self, outcome: Outcome) -> None:
        """The outcome dialog of the game over on the board: the result, and Play again."""
        self.close()
        model = self._model
        dialog = OutcomeDialog(
            model.texts.outcome_message(outcome), model.outcome_explanation(outcome), self._window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialogs.carry_quit(dialog, self._window)
        dialog.accepted.connect(model.new_game)
        dialog.finished.connect(self._on_dialog_finished)
        dialog.coach_requested.connect(self.coach_requested)
        self._dialog = dialog
        dialog.open()
        dialog.place_over(self._cells_on_screen(), self._window)

    def _cells_on_screen(self) -> QRect:
        """The board's cells, from the first to the last, in global coordinates."""
        last = self._board.board_size - 1
        first_cell, last_cell = self._board.cell((0, 0)), self._board.cell((last, last))
        top_left = first_cell.mapToGlobal(QPoint(0, 0))
        bottom_right = last_cell.mapToGlobal(QPoint(last_cell.width() - 1, last_cell.height() - 1))
        return QRect(top_left, bottom_right)

    @Slot()
    def _on_dialog_finished(self) -> None:
        self._dialog = None
