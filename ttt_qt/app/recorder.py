"""Keeps every game finished in the window in the statistics records (one store per window).

Each record says who played each side: a person, or the computer strategy with the options
it played with (its strength), so the statistics can tell opponents apart.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QObject, Signal, Slot

from ttt_qt.engine import Mark
from ttt_qt.stats import GameRecord, RecordStore
from ttt_qt.stats.records import Options

from . import roles
from .model import GameModel


class GameRecorder(QObject):
    """Writes a record each time the model's game ends for the first time.

    Attributes:
        store: the records, shared with the statistics dialog.

    Signals:
        notice_ready(str): something about the records the person should be told once, such
            as a damaged file moved aside or a disk that cannot be written.
        recorded(): a game was added to the records.
    """

    notice_ready = Signal(str)
    recorded = Signal()

    def __init__(self, model: GameModel, store: RecordStore | None = None) -> None:
        """Record ``model``'s games in ``store`` (the default records file when not given)."""
        super().__init__(model)
        self._model = model
        self.store = store if store is not None else RecordStore.open_default()
        model.game_finished.connect(self._on_model_game_finished)

    def record_of_current_game(self) -> GameRecord:
        """The record of the model's finished game.

        Raises:
            ValueError: the game cannot be recorded (the records refuse it).
        """
        model = self._model
        settings = model.settings
        return GameRecord(
            played_at=datetime.now().astimezone(),
            rules=model.board.rules,
            x_name=roles.record_name(model.players, "X"),
            x_player=settings.player_kind("X"),
            o_name=roles.record_name(model.players, "O"),
            o_player=settings.player_kind("O"),
            moves=model.game.moves,
            winner=model.board.winner,
            duration_seconds=model.clock.duration_seconds,
            x_options=self._options_of("X"),
            o_options=self._options_of("O"),
        )

    def _options_of(self, mark: Mark) -> Options:
        """The options of the computer that plays ``mark`` (none for a person)."""
        choice = self._model.settings.computer_for(mark)
        return () if choice is None else choice.options

    def pass_on_notice(self) -> None:
        """Emit ``notice_ready`` if the records have something to say (each thing once)."""
        notice = self.store.take_notice()
        if notice:
            self.notice_ready.emit(notice)

    def close(self) -> None:
        """Close the records file."""
        self.store.close()

    @Slot()
    def _on_model_game_finished(self) -> None:
        try:
            record = self.record_of_current_game()
        except ValueError as error:
            self.notice_ready.emit(
                self.tr("This game could not be added to the statistics: {reason}").format(
                    reason=error
                )
            )
            return
        self.store.add(record)
        self.recorded.emit()
        self.pass_on_notice()
