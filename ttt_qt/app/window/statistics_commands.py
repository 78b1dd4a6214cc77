"""The Statistics dialog from the window, and the review of a game chosen there.

The dialog stays open beside the board (a game just finished shows in it at once) and keeps
its view (the table's sort and filter) with the settings. A game chosen in it is shown on the
board read-only, each side played by whoever played it, after asking when a game is in
progress; declining brings the dialog back to the front.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot

from ttt_qt.engine import Game
from ttt_qt.stats import GameRecord, StoredGame

from ..players import roles
from ..settings.app_settings import AppSettings
from ..settings.store import SettingsStore
from ..stats.dialog import StatsDialog
from ..widgets import dialogs

if TYPE_CHECKING:
    from .main_window import MainWindow

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


class StatisticsCommands(QObject):
    """Opens the window's Statistics dialog (one at a time) and reviews the games chosen there.

    Attributes:
        dialog: the open Statistics dialog, or None.
    """

    def __init__(self, window: MainWindow, store: SettingsStore) -> None:
        super().__init__(window)
        self._window = window
        self._store = store
        self.dialog: StatsDialog | None = None
        window.recorder.recorded.connect(self._on_recorder_recorded)

    def open(self) -> StatsDialog:
        """Open the Statistics dialog without blocking (or bring the open one to the front)."""
        window = self._window
        if self.dialog is not None:
            dialogs.bring_to_front(self.dialog)
            return self.dialog
        dialog = StatsDialog(window.recorder.store, window, self._store.load_stats_view())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialogs.carry_quit(dialog, window)
        window.coach.attach_statistics(dialog)
        dialog.record_review_requested.connect(self.review_record)
        dialog.finished.connect(self._on_dialog_finished)
        self.dialog = dialog
        dialog.open()
        return dialog

    def review_game(
        self,
        game: Game,
        x_name: str,
        o_name: str,
        players: AppSettings | None = None,
        run: int | None = None,
    ) -> None:
        """Show the finished ``game`` read-only (see ``MainWindow.review_game``)."""
        window = self._window
        if players is None:
            players = roles.players_of_game(window.model.settings, x_name, o_name)
        chosen = players

        def review() -> None:
            window.outcomes.close()
            window.model.review_mode.review(game, chosen)
            window.recorder.reviewing(run)
            dialogs.bring_to_front(window)

        box = window.guard.unless_game_in_progress(
            review,
            translate("MainWindow", "Review this game?"),
            translate("MainWindow", "&Review the game"),
        )
        if box is not None:
            box.keep_chosen.connect(self._on_review_declined)

    @Slot(object)
    def review_record(self, record: GameRecord) -> None:
        """Review a recorded game, with each side played by whoever played it."""
        settings = self._window.model.settings
        seats = [
            roles.seat_of_record(settings, kind, name, options)
            for kind, name, options in (
                (record.x_player, record.x_name, record.x_options),
                (record.o_player, record.o_name, record.o_options),
            )
        ]
        players = roles.players_of_game(settings, seats[0], seats[1])
        run = record.id if isinstance(record, StoredGame) else None
        self.review_game(record.game(), record.x_name, record.o_name, players, run)

    @Slot()
    def _on_review_declined(self) -> None:
        if self.dialog is not None:  # where the person chose the game: back in view
            dialogs.bring_to_front(self.dialog)

    @Slot()
    def _on_recorder_recorded(self) -> None:
        if self.dialog is not None:  # open beside the board: the new game shows at once
            self.dialog.refresh()

    @Slot()
    def _on_dialog_finished(self) -> None:
        if self.dialog is not None:
            self._store.save_stats_view(self.dialog.view)
        self.dialog = None
