"""``CoachReview``: the coach's review of the game on the board, run in the computer's thread.

The review is one job of ``Computer.run_apart``: stepping through the reviewed game (a new
generation at every step) leaves it running; Stop, another game or closing the window stops
it. Each move's review comes back as soon as it is known (``ttt_qt.coach.review_moves`` is a
generator), queued to the window's thread, so the marks fill in move by move. Every review
carries a number: a late result of a stopped one is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from ttt_qt.ai.base import Limit
from ttt_qt.coach import MoveReview, first_error, review_moves
from ttt_qt.engine import Mark, Move, Rules

from ..game.model import GameModel
from ..settings.app_settings import Mode


class CoachReview(QObject):
    """The review of the game shown in review mode, move by move.

    Attributes:
        reviews: the moves' reviews found so far, in order (move number 1 first).
        total: how many moves the review covers (0 when there is none).

    Signals:
        changed(): a move's review arrived, or the review started, stopped, ended or was cleared.
        failed(str): the review stopped on an error; the message says why.
    """

    changed = Signal()
    failed = Signal(str)
    _found = Signal(int, object)  # emitted in the computer's thread: review number, MoveReview
    _ended = Signal(int, str)  # review number, "" or the error's message

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        """Review the games of ``model`` on its computer's thread."""
        super().__init__(parent)
        self._model = model
        self.reviews: list[MoveReview] = []
        self.total = 0
        self._moves: tuple[Move, ...] = ()
        self._number = 0
        self._stop: threading.Event | None = None
        self._found.connect(self._on_found)
        self._ended.connect(self._on_ended)
        model.game_replaced.connect(self.clear)
        model.review_changed.connect(self._on_model_review_changed)

    @property
    def is_running(self) -> bool:
        """True from ``start`` until the last move is reviewed, or the review is stopped."""
        return self._stop is not None

    @property
    def is_active(self) -> bool:
        """True while a review runs or its marks are shown."""
        return self.total > 0

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves of the game reviewed."""
        return self._moves

    def review_of(self, number: int) -> MoveReview | None:
        """The review of move ``number`` (from 1), once known."""
        if 1 <= number <= len(self.reviews):
            return self.reviews[number - 1]
        return None

    def start(self) -> bool:
        """Review every move of the game shown (in review mode); False when there is none."""
        model = self._model
        history = model.game
        moves = tuple(history.moves + history.redo_moves)
        if not model.is_reviewing or not moves:
            return False
        self.clear()
        self._number += 1
        self._moves = moves
        self.total = len(moves)
        self._stop = model.computer.run_apart(self._work(self._number, history.rules, moves))
        self.changed.emit()
        return True

    def stop(self) -> None:
        """Stop the review; the marks found so far stay."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None
            self._number += 1  # what is still on its way is dropped
            self.changed.emit()

    @Slot()
    def clear(self) -> None:
        """Stop the review and forget its marks (another game is shown)."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._number += 1
        had = self.total > 0
        self.reviews, self.total, self._moves = [], 0, ()
        if had:
            self.changed.emit()

    def try_again_ply(self) -> int | None:
        """How many moves lead to the position before the person's first mistake, or None.

        The person: the side (or the sides) a person played; with no person, either side.
        """
        players = self._model.players
        marks: list[Mark] = ["X", "O"]
        if players.mode == Mode.HUMAN_VS_COMPUTER:
            marks = [players.human_mark]
        found = [ply for mark in marks if (ply := first_error(self.reviews, mark)) is not None]
        return min(found) if found else None

    def try_again(self) -> bool:
        """Play on, against the same opponent, from before the person's first mistake."""
        ply = self.try_again_ply()
        if ply is None or not self._model.is_reviewing:
            return False
        self._model.review_mode.to(ply)
        return self._model.review_mode.play_from_here()

    def _work(self, number: int, rules: Rules, moves: Sequence[Move]) -> _Work:
        return _Work(self, number, rules, tuple(moves))

    @Slot(int, object)
    def _on_found(self, number: int, review: object) -> None:
        if number == self._number and isinstance(review, MoveReview):
            self.reviews.append(review)
            self.changed.emit()

    @Slot(int, str)
    def _on_ended(self, number: int, error: str) -> None:
        if number != self._number:
            return
        self._stop = None
        self.changed.emit()
        if error:
            self.failed.emit(error)

    @Slot(bool)
    def _on_model_review_changed(self, reviewing: bool) -> None:
        if not reviewing:
            self.clear()


class _Work:
    """The review's job in the computer's thread: each move's review sent as it is found."""

    def __init__(self, owner: CoachReview, number: int, rules: Rules, moves: tuple[Move, ...]):
        self._owner, self._number, self._rules, self._moves = owner, number, rules, moves

    def __call__(self, cancel: threading.Event) -> object:
        error = ""
        try:
            for review in review_moves(self._rules, self._moves, Limit(cancel=cancel)):
                self._owner._found.emit(self._number, review)
        except Exception as failure:  # a search's bug must not reach the person as a traceback
            error = f"{type(failure).__name__}: {failure}"
        self._owner._ended.emit(self._number, error)
        return None
