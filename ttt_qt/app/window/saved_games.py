"""``SavedGames``: the window's games on disk, opened and saved, and the one kept between runs.

A file keeps who played each side, and an opened game is played on and named by them. A file
that cannot be read or written gets a message and changes nothing. The game in progress is
kept in the settings file with its players and the time played, written to disk after every
move (so a crash or a killed app loses nothing), and taken up at the next start (two
computers' game comes back paused).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ttt_qt.engine import Game, GameFormatError, History, SavedGame, format_game

from ..game.files import (
    GameFileError,
    format_loss_text,
    read_game_file,
    unfinished_game,
    write_game_file,
)
from ..game.guard import GameGuard
from ..game.model import GameModel
from ..players import roles
from ..settings.app_settings import AppSettings
from ..settings.store import UNFINISHED_GAME_KEY, SettingsStore
from ..widgets import dialogs
from .outcome_teller import STATUS_MESSAGE_MS, OutcomeTeller


class SavedGames(QObject):
    """Opens and saves ``model``'s games, and keeps the unfinished one in ``store``.

    Signals:
        saved(str): the game was saved to this path.
    """

    saved = Signal(str)

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
        saved = self._read(path)
        if saved is None:
            return False
        self._open(saved, Path(path))
        return True

    def _read(self, path: str | Path) -> SavedGame | None:
        """The saved game at ``path``; None, with a message, when it cannot be opened."""
        try:
            return read_game_file(path)
        except GameFileError as error:
            dialogs.show_message(
                self._window,
                self.tr("Cannot open the game"),
                self.tr("{error}\n\nThe current game is kept.").format(error=error),
                QMessageBox.Icon.Warning,
            )
            return None

    def _open(self, saved: SavedGame, path: Path) -> None:
        """Play on with ``saved``, read from ``path``, with the players it names."""
        dialogs.remember_folder(path)
        self._outcomes.close()
        game = saved.game
        rules_before = self._model.settings.rules
        players = _seated_players(self._model.settings, saved)
        self._model.review_mode.load(game, players=players)
        self._guard.saved(game, path)  # as opened, the game is in that file
        # Who plays, named as in the window title: the file's players may not be the chosen ones.
        who = roles.describe_players(self._model.players)
        if game.rules == rules_before:
            message = self.tr("Opened {file}: {players}.").format(file=path.name, players=who)
        else:
            message = self.tr(
                "Opened {file}: {players}. Your next games keep its rules: {rules}."
            ).format(file=path.name, players=who, rules=roles.describe_rules(game.rules))
        self._window.statusBar().showMessage(message, STATUS_MESSAGE_MS)

    def save_file(self, path: str | Path) -> bool:
        """Save the game (up to the current move) to ``path``; False, with a message, on failure."""
        game = _played_game(self._model.game)
        try:
            write_game_file(path, game, roles.game_players(self._model.players))
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
        self.saved.emit(str(path))
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
        """Open the saved game at ``path``, asking first to end the game in progress.

        The file is read first: one that cannot be opened gets its message, and no question
        about a game it would not replace.
        """
        if self._guard.is_asking:
            return  # one question at a time: the one open stays
        saved = self._read(path)
        if saved is None:
            return
        self._guard.unless_game_in_progress(
            partial(self._open, saved, Path(path)),
            self.tr("Open {file} instead?").format(file=Path(path).name),
            self.tr("&Open it"),
        )

    def choose_and_save(self) -> None:
        """Ask where to save the game, then save it (first asking, when its format loses rules)."""
        path = dialogs.choose_save_path(self._window, self.tr("game.ttt", "suggested file name"))
        if not path:
            return
        loss = format_loss_text(path, self._model.game.rules)
        if loss is None:
            self.save_file(path)
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Save the game"), loss, parent=self._window
        )
        box.setObjectName("formatLossBox")
        save = box.addButton(self.tr("&Save anyway"), QMessageBox.ButtonRole.AcceptRole)
        save.setObjectName("saveAnywayButton")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("cancelSaveButton")
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialogs.make_room_for_title(box)
        dialogs.carry_quit(box, self._window)
        box.finished.connect(lambda _result: box.clickedButton() is save and self.save_file(path))
        box.open()

    def resume_unfinished(self) -> bool:
        """Take up the game left in progress when the window last closed; True if there was one.

        It is played on under its rules by the players it was played by. Two computers' game
        comes back paused, for the person to see where it was. A kept game that does not read
        is told among the settings that could not be read.
        """
        text = self._store.load_unfinished_game()
        played = self._store.load_unfinished_seconds()
        self._store.save_unfinished_game(None)
        try:
            saved = unfinished_game(text)
        except GameFormatError:
            self._store.mark_unreadable(UNFINISHED_GAME_KEY)
            return False
        if saved is None:
            return False
        players = _seated_players(self._model.settings, saved)
        self._model.review_mode.load(saved.game, resumed=True, players=players)
        if played is not None:
            self._model.clock.resume(played)
        self._model.set_paused(True)  # only two computers' game pauses
        return True

    def keep_unfinished(self) -> None:
        """Keep a game in progress for the next start, with its players and the time played.

        Forget it when there is none.
        """
        history = self._model.game
        in_progress = self._model.has_game_in_progress
        players = roles.game_players(self._model.players)
        self._store.save_unfinished_game(
            format_game(_played_game(history), players) if in_progress else None,
            self._model.clock.duration_seconds,
        )

    def _choose_and_open(self) -> None:
        path = dialogs.choose_open_path(self._window)
        if path:
            self.open_file(path)


def _played_game(history: History) -> Game:
    """The game up to the current move, with its opening and the choices made (no redo)."""
    return Game(history.rules, history.moves, history.opening, history.choices)


def _seated_players(base: AppSettings, saved: SavedGame) -> AppSettings | None:
    """The players of ``saved`` by their seats in the opening, as the model keeps them.

    A file names who held each mark at the end; after a choice that swapped the seats, the
    first seat's player (the model's X player) is the one the file names for O.
    """
    players = roles.players_of_saved_game(base, saved)
    if players is None or not saved.game.swapped:
        return players
    return roles.swapped_players(players)
