"""Review mode's Play from here: each side stays with who played it, and the person's own
settings come back at the next new game unless they chose others meanwhile."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tests.helpers import (
    settings_for,
)
from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import Mode
from ttt_qt.engine import Game, Rules

MakeWindow = Callable[..., MainWindow]


def test_play_from_here_keeps_each_side_with_who_played_it(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    played_by = settings_for(opponent="perfect", human_mark="O")  # Unbeatable (X) vs You (O)
    window.model.review_mode.review(Game(Rules(), [(1, 1), (0, 0), (2, 2)]), played_by)
    assert window.model.status_text() == "Review: move 3 of 3. Next to play: you (O)"
    window.model.review_mode.to(2)
    assert window.model.status_text() == "Review: move 2 of 3. Next to play: Unbeatable (X)"
    window.model.review_mode.play_from_here()
    settings = window.model.settings
    assert (settings.mode, settings.human_mark) == (Mode.HUMAN_VS_COMPUTER, "O")
    assert settings.opponent.name == "perfect"
    assert window.model.is_human("O") and not window.model.is_human("X")


def test_a_new_game_after_playing_on_from_a_review_has_the_persons_settings(
    make_window: MakeWindow,
) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN, size=7, win_length=5, x_name="Ann")
    own = window.model.settings
    played_by = settings_for(opponent="perfect", human_mark="O")
    window.model.review_mode.review(Game(Rules(), [(1, 1), (0, 0)]), played_by)
    window.model.review_mode.play_from_here()
    assert window.model.settings.opponent.name == "perfect"
    assert window.model.board.rules == Rules()
    window.model.new_game()
    assert window.model.settings == own
    assert window.model.board.rules == Rules(7, 5)
    assert window.statusBar().currentMessage() == (
        "Back to your settings: Ann (X) vs Alice (O), 7 x 7, 5 in a row."
    )
    window.model.new_game()  # once only
    assert window.model.settings == own


def test_settings_chosen_while_playing_on_from_a_review_stay(make_window: MakeWindow) -> None:
    window = make_window(mode=Mode.HUMAN_VS_HUMAN)
    played_by = settings_for(opponent="perfect", human_mark="O")
    window.model.review_mode.review(Game(Rules(), [(1, 1), (0, 0)]), played_by)
    window.model.review_mode.play_from_here()
    chosen = replace(window.model.settings, size=5, win_length=4)
    window.model.apply_settings(chosen)
    window.model.new_game()
    assert window.model.settings == chosen.normalized()
    assert window.model.settings.opponent.name == "perfect"
