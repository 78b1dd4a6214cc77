"""Keeps every game played in the window in the statistics records (one store per window).

Each record says who played each side: a person, or the computer strategy with the options
it played with (its strength), so the statistics can tell opponents apart. A game is kept
when it ends, or as abandoned when the person ends it before (``record_abandoned``); a game
played on from a reviewed one is kept as its continuation (the run and the move it left at).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QObject, Signal, Slot

from ttt_qt.engine import Mark
from ttt_qt.stats import HUMAN, GameRecord, RecordStore
from ttt_qt.stats.records import Options

from ..players import roles
from ..players.match_level import adapts
from ..widgets.dialogs import GameFate
from .model import GameModel


class GameRecorder(QObject):
    """Writes a record each time the model's game ends for the first time, or is abandoned.

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
        # The run of the recorded game under review, and where the game shown came from:
        # (the run it continues or None, the moves it took over) after Play from here.
        self._reviewed_run: int | None = None
        self._origin: tuple[int | None, int] | None = None
        self._abandoned = False  # the game shown is in the records as abandoned already
        model.game_finished.connect(self._on_model_game_finished)
        model.game_replaced.connect(self._on_model_game_replaced)
        model.played_on.connect(self._on_model_played_on)
        model.board_changed.connect(self._on_model_board_changed)

    def reviewing(self, run: int | None) -> None:
        """The game just put under review is the recorded game ``run`` (None: not a record).

        A game played on from it is kept as its continuation.
        """
        self._reviewed_run = run

    def record_of_current_game(self, *, abandoned: bool = False) -> GameRecord:
        """The record of the model's game: finished, or ``abandoned`` where it stands.

        Raises:
            ValueError: the game cannot be recorded (the records refuse it).
        """
        model = self._model
        players = model.players  # who held each mark, after a fair opening's swap too
        continues, from_move = self._origin or (None, 0)
        return GameRecord(
            played_at=datetime.now().astimezone(),
            rules=model.board.rules,
            x_name=roles.record_name(players, "X"),
            x_player=players.player_kind("X"),
            o_name=roles.record_name(players, "O"),
            o_player=players.player_kind("O"),
            moves=model.game.moves,
            winner=None if abandoned else model.board.winner,
            duration_seconds=model.clock.duration_seconds,
            x_options=self._options_of("X"),
            o_options=self._options_of("O"),
            abandoned=abandoned,
            continues=continues,
            from_move=from_move,
        )

    def fate(self) -> GameFate:
        """What ending the game in progress now would do to it in Statistics.

        A game in progress that a person plays and whose result is not counted yet is kept
        as abandoned; against Match my level that is the person's loss. Two computers'
        game, one whose result is in Statistics already (taken back by Undo), or one opened
        from a file and left before anything was played in it (the file still holds it; it was
        counted when it was left the first time) is not kept.
        """
        model = self._model
        settings = model.settings
        person = HUMAN in (settings.player_kind("X"), settings.player_kind("O"))
        if not (model.has_game_in_progress and person) or model.clock.stopped:
            return GameFate.NOT_COUNTED
        if model.review_mode.untouched_since_opened:
            return GameFate.NOT_COUNTED
        return GameFate.LOSS_FOR_MATCH_LEVEL if adapts(settings) else GameFate.ABANDONED

    @Slot()
    def record_abandoned(self) -> None:
        """Keep the game in progress as abandoned, when ``fate`` says it counts.

        Called when the person agrees to end it, before the command that ends it runs (so
        that Match my level's next game already knows). A game kept so is not kept again
        if it goes on after all (an Open Game whose file chooser was cancelled).
        """
        if self.fate() is GameFate.NOT_COUNTED or self._abandoned:
            return
        if self._add(abandoned=True):
            self._abandoned = True

    def _options_of(self, mark: Mark) -> Options:
        """The options of the computer that holds ``mark`` (none for a person)."""
        choice = self._model.players.computer_for(mark)
        return () if choice is None else choice.options

    def pass_on_notice(self) -> None:
        """Emit ``notice_ready`` if the records have something to say (each thing once)."""
        notice = self.store.take_notice()
        if notice:
            self.notice_ready.emit(notice)

    def close(self) -> None:
        """Close the records file."""
        self.store.close()

    def _add(self, *, abandoned: bool = False) -> bool:
        """Add the model's game to the records; False (with a notice) when it was refused."""
        try:
            record = self.record_of_current_game(abandoned=abandoned)
        except ValueError as error:
            self.notice_ready.emit(
                self.tr("This game could not be added to the statistics: {reason}").format(
                    reason=error
                )
            )
            return False
        self.store.add(record)
        self.recorded.emit()
        self.pass_on_notice()
        return True

    @Slot()
    def _on_model_game_finished(self) -> None:
        if not self._abandoned:
            self._add()

    @Slot()
    def _on_model_game_replaced(self) -> None:
        self._reviewed_run = None
        self._origin = None
        self._abandoned = False

    @Slot(int)
    def _on_model_played_on(self, moves: int) -> None:
        # From the very start, the whole game is played here: not a continuation.
        self._origin = (self._reviewed_run, moves) if moves else None
        self._abandoned = False

    @Slot()
    def _on_model_board_changed(self) -> None:
        # Undo below the move played on from: the moves from there on are this game's own.
        if self._origin is not None and len(self._model.game.moves) < self._origin[1]:
            moves = len(self._model.game.moves)
            self._origin = (self._origin[0], moves) if moves else None
