"""``SavedGames``: the window's games on disk, opened and saved, and the one kept between runs.

A file that cannot be read or written gets a message and changes nothing. The game in
progress is kept in the settings file with the time played, written to disk after every move
(so a crash or a killed app loses nothing), and taken up at the next start (two computers'
game comes back paused).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ttt_qt.engine import Game, format_game

from . import dialogs, roles
from .game_files import GameFileError, read_game_file, unfinished_game, write_game_file
from .game_guard import GameGuard
from .model import GameModel
from .outcome_teller import STATUS_MESSAGE_MS, OutcomeTeller
from .settings_store import SettingsStore


class SavedGames(QObject):
    """Opens and saves ``model``'s games, and keeps the unfinished one in ``store``."""

    def __init__(
        self,
        model: GameModel,
        store: SettingsStore,
        window: QMainWindow,
        guard: GameGuard,
        outcomes: OutcomeTeller,
    ) -> None:
        """Open and save over ``window``; tell ``guard`` what was saved."""
        super().__init__(window)
        self._model = model
        self._store = store
        self._window = window
        self._guard = guard
        self._outcomes = outcomes
        model.board_changed.connect(self._keep_as_it_goes)

    def _keep_as_it_goes(self) -> None:
        """Write the game in progress to disk after each change (not once the window closed)."""
        if not self._model.is_shut_down:
            self.keep_unfinished()
            self._store.sync()

    def open_file(self, path: str | Path) -> bool:
        """Open the saved game at ``path`` now; a bad file gets a message and the game is kept."""
        try:
            game = read_game_file(path)
        except GameFileError as error:
            dialogs.show_message(
                self._window,
                self.tr("Cannot open the game"),
                self.tr("{error}\n\nThe current game is kept.").format(error=error),
                QMessageBox.Icon.Warning,
            )
            return False
        dialogs.remember_folder(path)
        self._outcomes.close()
        rules_before = self._model.settings.rules
        self._model.load_game(game)
        self._guard.saved(game, Path(path))  # as opened, the game is in that file
        if game.rules == rules_before:
            message = self.tr("Opened {file}").format(file=Path(path).name)
        else:
            message = self.tr("Opened {file}: {rules}, the rules of your next games too").format(
                file=Path(path).name, rules=roles.describe_rules(game.rules)
            )
        self._window.statusBar().showMessage(message, STATUS_MESSAGE_MS)
        return True

    def save_file(self, path: str | Path) -> bool:
        """Save the game (up to the current move) to ``path``; False, with a message, on failure."""
        history = self._model.game
        game = Game(history.rules, history.moves)
        try:
            write_game_file(path, game)
        except GameFileError as error:
            dialogs.show_message(
                self._window,
                self.tr("Cannot save the game"),
                str(error),
                QMessageBox.Icon.Warning,
            )
            return False
        dialogs.remember_folder(path)
        self._guard.saved(game, Path(path))
        self._window.statusBar().showMessage(
            self.tr("Saved {file}").format(file=Path(path).name), STATUS_MESSAGE_MS
        )
        return True

    def choose_and_open(self) -> None:
        """Ask for a saved game (asking first to end the game in progress), then open it."""
        self._guard.unless_game_in_progress(
            self._choose_and_open, self.tr("Open a saved game instead?"), self.tr("&Open a game…")
        )

    def open_file_asking(self, path: str | Path) -> None:
        """Open the saved game at ``path``, asking first to end the game in progress."""
        if self._guard.is_asking:
            return  # one question at a time: the one open stays
        self._guard.unless_game_in_progress(
            partial(self.open_file, path),
            self.tr("Open {file} instead?").format(file=Path(path).name),
            self.tr("&Open it"),
        )

    def choose_and_save(self) -> None:
        """Ask where to save the game, then save it."""
        path = dialogs.choose_save_path(self._window, self.tr("game.ttt", "suggested file name"))
        if path:
            self.save_file(path)

    def resume_unfinished(self) -> bool:
        """Take up the game left in progress when the window last closed; True if there was one.

        Two computers' game comes back paused, for the person to see where it was.
        """
        text = self._store.load_unfinished_game()
        played = self._store.load_unfinished_seconds()
        self._store.save_unfinished_game(None)
        game = unfinished_game(text, self._model.settings.rules)
        if game is not None:
            self._model.load_game(game, resumed=True)
            if played is not None:
                self._model.clock.resume(played)
            self._model.set_paused(True)  # only two computers' game pauses
        return game is not None

    def keep_unfinished(self) -> None:
        """Keep a game in progress for the next start, with the time played (or forget it)."""
        history = self._model.game
        in_progress = self._model.has_game_in_progress
        self._store.save_unfinished_game(
            format_game(Game(history.rules, history.moves)) if in_progress else None,
            self._model.clock.duration_seconds,
        )

    def _choose_and_open(self) -> None:
        path = dialogs.choose_open_path(self._window)
        if path:
            self.open_file(path)
