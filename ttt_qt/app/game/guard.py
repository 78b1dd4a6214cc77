"""``GameGuard``: nothing that ends the game in progress happens before the person agrees."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

from ttt_qt.engine import Game

from ..widgets.dialogs import DiscardQuestion, GameFate, carry_quit
from .model import GameModel
from .recorder import GameRecorder


class GameGuard(QObject):
    """Runs a command that would end the game in progress now, or once the person agrees.

    One question at a time, over ``window``; two computers' game waits while it is open.
    When the computer ends the game while it is open, ``game_ended`` says so in the question,
    which waits for the person's answer as before. With a ``recorder``, the question says
    what ending the game does to it in Statistics, and the game is recorded so (as
    abandoned) before the command runs.

    Signals:
        question_closed(): the question was answered (after the command ran, if chosen).
    """

    question_closed = Signal()

    def __init__(
        self, model: GameModel, window: QWidget, recorder: GameRecorder | None = None
    ) -> None:
        """Guard ``model``'s game; questions open over ``window``; ``recorder`` keeps it."""
        super().__init__(window)
        self._model = model
        self._recorder = recorder
        self._window = window
        self._action: Callable[[], object] | None = None
        self._question: DiscardQuestion | None = None
        self._saved: tuple[Game, str] | None = None

    def saved(self, game: Game, path: Path) -> None:
        """``game`` is in the file ``path``, saved there or opened from it.

        While the game in progress is that game, the questions say so.
        """
        self._saved = (game, path.name)

    def unless_game_in_progress(
        self, action: Callable[[], object], question: str, discard_text: str
    ) -> DiscardQuestion | None:
        """Run ``action`` now, or after the person agrees to end the game in progress.

        Returns the question box while it waits for an answer.
        """
        if not self._model.has_game_in_progress:
            action()
            return None
        # Kept here and run by a bound slot: PySide crashes deleting a box whose signal holds
        # a closure over the window.
        self._action = action
        fate = GameFate.NOT_COUNTED if self._recorder is None else self._recorder.fate()
        box = DiscardQuestion(self._window, question, discard_text, self._saved_in(), fate)
        carry_quit(box, self._window)  # quitting keeps the game, as Keep playing does
        box.discard_chosen.connect(self._on_discard_chosen)
        box.finished.connect(self._on_question_finished)
        self._question = box
        self._model.computer_turn.hold(True)
        box.open()
        return box

    def _saved_in(self) -> str | None:
        """The file the game in progress was saved to as it is now, if any."""
        if self._saved is None:
            return None
        game, name = self._saved
        shown = self._model.game
        same = game.rules == shown.rules and game.moves == shown.moves
        return name if same else None

    @property
    def is_asking(self) -> bool:
        """True while a question waits for the person's answer."""
        return self._question is not None

    def game_ended(self, headline: str) -> None:
        """The game ended while the question was open: it says so, and still waits."""
        if self._question is not None:
            self._question.tell_game_ended(headline)

    @Slot()
    def _on_question_finished(self) -> None:
        self._question = None
        self._model.computer_turn.hold(False)
        self.question_closed.emit()

    @Slot()
    def _on_discard_chosen(self) -> None:
        action, self._action = self._action, None
        if self._recorder is not None:
            self._recorder.record_abandoned()  # before the command: the next game knows
        if action is not None:
            action()
