"""The Settings dialog from the window: opening it, and what its OK does to the game.

Accepting settings that change the game (rules, players) starts a new game, after asking
when a game is in progress; what may change during a game (names, delay, language) applies
at once whatever the answer. Two computers' game waits while the dialog is open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot

from ..dialogs.settings_dialog import SettingsDialog
from ..settings.notice import reset_notice
from ..settings.store import SettingsStore
from ..widgets import dialogs
from .outcome_teller import STATUS_MESSAGE_MS

if TYPE_CHECKING:
    from .main_window import MainWindow

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


class SettingsCommands(QObject):
    """Opens the window's Settings dialog (one at a time) and applies what it gives.

    Attributes:
        dialog: the open Settings dialog, or None.
    """

    def __init__(self, window: MainWindow, store: SettingsStore) -> None:
        super().__init__(window)
        self._window = window
        self._store = store
        self.dialog: SettingsDialog | None = None

    def open(self) -> SettingsDialog:
        """Open the Settings dialog without blocking (or bring the open one to the front)."""
        window = self._window
        if self.dialog is not None:
            dialogs.bring_to_front(self.dialog)
            return self.dialog
        dialog = SettingsDialog(window.model.settings, window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialogs.carry_quit(dialog, window)
        dialog.accepted.connect(self._on_dialog_accepted)
        dialog.finished.connect(self._on_dialog_finished)
        self.dialog = dialog
        window.model.computer_turn.hold(True)
        window.outcomes.settings_open(True)
        dialog.open()
        return dialog

    @Slot()
    def pass_on_notice(self) -> None:
        """Say in the status line when the saved settings had to be repaired at start-up."""
        repair = self._store.repair(self._window.model.settings)
        if repair is not None:
            self._window.status_line.say_notice(reset_notice(repair))

    @Slot()
    def _on_dialog_accepted(self) -> None:
        if self.dialog is None:
            return
        model = self._window.model
        settings = self.dialog.settings()
        if settings.same_game_as(model.settings) and not model.is_reviewing:
            model.apply_settings(settings)
            return
        # What may change during the game (names, delay, language) applies whatever the answer.
        now = settings.with_game_of(model.settings)
        if now != model.settings and not model.is_reviewing:
            model.apply_settings(now)
        box = self._window.guard.unless_game_in_progress(
            lambda: model.apply_settings(settings),
            translate(
                "MainWindow",
                "Start a new game with the new settings? If you keep playing, the rules and "
                "players stay as they were.",
            ),
            translate("MainWindow", "Start a &new game"),
        )
        if box is not None:
            box.keep_chosen.connect(self._on_declined)

    @Slot()
    def _on_declined(self) -> None:
        self._window.statusBar().showMessage(
            translate("MainWindow", "The rules and players were not changed; your game goes on."),
            STATUS_MESSAGE_MS,
        )

    @Slot()
    def _on_dialog_finished(self) -> None:
        self.dialog = None
        self._window.model.computer_turn.hold(False)
        self._window.outcomes.settings_open(False)
