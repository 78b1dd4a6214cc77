"""Review mode: a finished game shown read-only, stepped through, and played on from a move.

``ReviewMode`` belongs to the game model and works on its game: it shows a game at its last
move under the players who played it, steps back and forward, and turns the position shown
into a live game ("Play from here"). Playing on, like opening a game from a file, puts that
game's players in the settings for that game only; ``ReviewMode`` keeps the person's own
settings meanwhile and gives them back at the next new game, unless the person chose other
settings in between.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ttt_qt.engine import Game, Mark, Move, Rules

from ..settings.app_settings import AppSettings

if TYPE_CHECKING:
    from .model import GameModel


class ReviewMode:
    """The model's review mode, and the person's settings while a replayed game goes on."""

    def __init__(self, model: GameModel) -> None:
        """Review games on ``model``; the model's own state says whether it is in review."""
        self._model = model
        self._players = model.settings
        # The person's own settings while a game played on from a review uses its players.
        self._settings_after_replay: AppSettings | None = None
        self._opened: tuple[Game, int] | None = None  # a game opened from a file, its moves
        # A game played on from a review, the reviewed game's moves to its end, and the
        # number of moves it was played on from.
        self._played_on: tuple[Game, tuple[Move, ...], int] | None = None

    @property
    def players(self) -> AppSettings:
        """Who played the game reviewed (or last reviewed)."""
        return self._players

    def review(self, game: Game, players: AppSettings) -> None:
        """Show ``game`` read-only at its last move; ``back`` and ``forward`` step.

        ``players`` says who played it (mode, the person's mark, computers, names): the names
        shown in review, and the players who go on with ``play_from_here``.
        """
        model = self._model
        if model.is_shut_down:
            return
        model._take_game(game.copy())
        # Under the game's rules: a computer is named by its level on them.
        self._players = players.with_rules(game.rules).normalized()
        model._set_reviewing(True)
        model._position_changed(announce=False)

    def back(self) -> bool:
        """In review mode, step one move back."""
        game = self._model._game
        if not (self._model.is_reviewing and game.can_undo):
            return False
        game.undo()
        self._model._position_changed(announce=False)
        return True

    def forward(self) -> bool:
        """In review mode, step one move forward."""
        game = self._model._game
        if not (self._model.is_reviewing and game.can_redo):
            return False
        game.redo()
        self._model._position_changed(announce=False)
        return True

    def to(self, ply: int) -> None:
        """In review mode, show the position after ``ply`` moves."""
        model = self._model
        game = model._game
        while model.is_reviewing and len(game.moves) > ply and game.can_undo:
            game.undo()
        while model.is_reviewing and len(game.moves) < ply and game.can_redo:
            game.redo()
        model._position_changed(announce=False)

    @property
    def can_play_from_here(self) -> bool:
        """True when the reviewed position can become a live game: one not over yet."""
        model = self._model
        return model.is_reviewing and not (model.is_shut_down or model.board.is_over)

    def play_from_here(self) -> bool:
        """Turn the reviewed position into a live game; each side stays with who played it.

        The players and rules are this game's only: the next new game goes back to the
        settings the person had, unless the person changes settings in between. A finished
        position has nothing to play on: False, and the review stays.
        """
        if not self.can_play_from_here:
            return False
        model = self._model
        settings = model.settings.with_players_of(self._players).with_rules(model.game.rules)
        if settings != model.settings:
            if self._settings_after_replay is None:
                self._settings_after_replay = model.settings
            model._use_settings(settings)
        history = model.game
        self._played_on = (model._game, history.moves + history.redo_moves, len(history.moves))
        model.clock.restart()
        model._set_reviewing(False)
        model.played_on.emit(len(model.game.moves))
        model._position_changed(announce=False)
        return True

    def load(
        self, game: Game, *, resumed: bool = False, players: AppSettings | None = None
    ) -> None:
        """Continue ``game`` (opened from a file) as a live game under its own rules.

        ``players``: who played it, when known (mode, the person's mark, computers, names);
        they play it on and are named in it, and the next new game goes back to the person's
        players, as after Play from here. The rules stay for the next games too.
        ``resumed``: it is the game left unfinished when the window last closed; a last move
        by the computer is then said as played before.
        """
        model = self._model
        if model.is_shut_down:
            return
        self._open_settings(game.rules, players)
        model._take_game(game.copy())
        if resumed:
            model.texts.forget(resumed_at=len(game.moves))
        else:
            self._opened = (model._game, len(game.moves))
        model.clock.restart()
        if model.board.is_over:
            model.clock.stop(counted=False)  # finished before it was opened: not played here
        model._set_reviewing(False)
        model._position_changed(announce=False)

    @property
    def at_reviewed_end(self) -> bool:
        """True when the computer alone took a game played on from a review to its old end.

        The same moves to the same end, none of them a person's since Play from here: that
        result is the reviewed game's, in Statistics already (as when Redo replays them).
        """
        model, played_on = self._model, self._played_on
        if played_on is None or played_on[0] is not model._game:
            return False
        game, reviewed, start = played_on
        marks: tuple[Mark, Mark] = ("X", "O")
        return game.moves == reviewed and not any(
            model.is_human(marks[ply % 2]) for ply in range(start, len(reviewed))
        )

    @property
    def untouched_since_opened(self) -> bool:
        """True for a game opened from a file in which nothing was played (or taken back) since.

        Leaving it leaves nothing of the person's: the file still holds it as it was.
        """
        opened, game = self._opened, self._model._game
        return opened is not None and opened[0] is game and len(game.moves) == opened[1]

    def _open_settings(self, rules: Rules, players: AppSettings | None) -> None:
        """Settings for a game opened from a file: its ``rules``, and its ``players`` if known.

        The players are that game's only, as after Play from here; the rules stay.
        """
        model = self._model
        own = model.settings
        if self._settings_after_replay is not None:  # the players of a game played on before
            own = own.with_players_of(self._settings_after_replay)
        self._settings_after_replay = None  # the person chose this game's rules now
        if rules != own.rules:
            own = model.settings_changes.adapted(own.with_rules(rules))
        settings = own if players is None else own.with_players_of(players).normalized()
        if settings != own:
            self._settings_after_replay = own
        if settings != model.settings:
            model._use_settings(settings)

    def keep_settings(self) -> None:
        """The person chose the settings in force: the next new game keeps them."""
        self._settings_after_replay = None

    @property
    def own_settings(self) -> AppSettings:
        """The person's settings, kept for the next start.

        Their own players and rules, even while a game goes on with those of a reviewed or
        opened game.
        """
        own, settings = self._settings_after_replay, self._model.settings
        if own is None:
            return settings
        return settings.with_players_of(own).with_rules(own.rules)

    @property
    def playing_on(self) -> bool:
        """True while a game played on from a review (or opened) has players not the person's."""
        return self._settings_after_replay is not None

    def take_back_own_settings(self) -> bool:
        """Back to the players and rules of the person's settings after a game played on.

        True when that changed the settings.
        """
        own = self._settings_after_replay
        self._settings_after_replay = None
        if own is None:
            return False
        model = self._model
        settings = model.settings_changes.adapted(
            model.settings.with_players_of(own).with_rules(own.rules)
        )
        if settings == model.settings:
            return False
        model._use_settings(settings)
        return True
