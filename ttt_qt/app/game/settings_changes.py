"""How new settings reach the window's game: the person's choice, the overlay, the adaptation.

``SettingsChanges`` belongs to the game model. Settings the person applies either start a new
game (other rules or players) or apply to the game in progress (names, the move delay, the
evaluation overlay); the evaluation overlay also switches on and off by itself, asking for
the analysis it shows; and an adaptation ("Match my level", from the person's results) may
adjust the settings now and before each new game, to the level it sets for their rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ttt_qt.engine import Mark

from ..settings.app_settings import AppSettings, ComputerChoice, Mode

if TYPE_CHECKING:
    from .model import GameModel

Adaptation = Callable[[AppSettings], AppSettings]
"""Settings adjusted, such as the level of "Match my level" for their rules."""


class SettingsChanges:
    """The model's settings as they change: applied, the overlay switched, adapted."""

    def __init__(self, model: GameModel) -> None:
        """Change ``model``'s settings; no adaptation until ``set_adaptation``."""
        self._model = model
        self._adapt: Adaptation | None = None

    def apply(self, settings: AppSettings) -> None:
        """Use ``settings`` from now on.

        Settings that change the game (rules or players) start a new game; names, the move
        delay and the evaluation overlay apply to the game in progress.
        """
        model = self._model
        if model.is_shut_down:
            return
        settings = settings.normalized()
        same_game = settings.same_game_as(model.settings) and not model.is_reviewing
        if not same_game:
            settings = self.adapted(settings)  # the level of the new rules, at once
        model.review_mode.keep_settings()  # the person's choice now
        model._use_settings(settings)
        if same_game:
            model.board_changed.emit()
            if settings.show_evaluation:
                model.computer_turn.request_evaluation()
            return
        model.new_game()

    def replace_player(self, mark: Mark, choice: ComputerChoice) -> None:
        """Let ``choice`` play ``mark`` from this position on: the game goes on, not anew.

        For a person who carries on against a built-in player after an engine failed.
        """
        model = self._model
        settings = model.settings
        if model.is_shut_down or model.is_reviewing or settings.computer_for(mark) is None:
            return
        if settings.mode == Mode.COMPUTER_VS_COMPUTER and mark == "X":
            settings = replace(settings, computer_x=choice)
        elif settings.mode == Mode.COMPUTER_VS_COMPUTER:
            settings = replace(settings, computer_o=choice)
        else:
            settings = replace(settings, opponent=choice)
        model.review_mode.keep_settings()
        model._use_settings(settings.normalized())
        model._position_changed(announce=False)

    def show_evaluation(self, shown: bool) -> None:
        """Show or hide every free cell's value (the evaluation overlay)."""
        model = self._model
        if shown == model.settings.show_evaluation or model.is_shut_down:
            return
        model._use_settings(replace(model.settings, show_evaluation=shown), same_players=True)
        if not shown:
            model.analysis_ready.emit(None)
        elif (analysis := model.computer_turn.analysis) is not None:
            model.analysis_ready.emit(analysis)
        else:
            model.computer_turn.request_evaluation()

    def set_adaptation(self, adapt: Adaptation | None) -> None:
        """Let ``adapt`` adjust the settings now and before each new game, or stop (None).

        The window uses it to set the level of "Match my level" from the person's results.
        ``adapt`` must not hold the window or other Qt objects (a reference cycle through
        the model would leave them to Python's garbage collector, in any thread).
        """
        self._adapt = adapt
        self.adapt()

    def adapted(self, settings: AppSettings) -> AppSettings:
        """``settings`` as the adaptation adjusts them (the level for their rules), if any."""
        return settings if self._adapt is None else self._adapt(settings).normalized()

    def adapt(self) -> None:
        """Apply the adaptation to the model's settings; tell the views when it changed them."""
        model = self._model
        if model.is_shut_down:
            return
        adapted = self.adapted(model.settings)
        if adapted != model.settings:
            model._use_settings(adapted)
