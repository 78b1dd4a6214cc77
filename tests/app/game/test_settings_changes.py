"""New settings reaching the window's game: names apply to the game in progress, new rules
start a new one, the overlay switches, and an adaptation adjusts the settings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pytestqt.qtbot import QtBot

from ttt_qt.app.game.model import GameModel
from ttt_qt.app.settings.app_settings import AppSettings, Mode

MakeModel = Callable[..., GameModel]


def test_new_names_keep_the_game_new_rules_start_another(make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    model.play((1, 1))
    changes = model.settings_changes
    changes.apply(replace(model.settings, x_name="Zoe"))
    assert model.settings.x_name == "Zoe"
    assert model.game.moves == ((1, 1),)
    changes.apply(replace(model.settings, size=4))
    assert model.board.rules.size == 4 and not model.game.moves


def test_the_overlay_switches_on_and_off(qtbot: QtBot, make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    changes = model.settings_changes
    with qtbot.waitSignal(model.analysis_ready, timeout=20_000) as ready:
        changes.show_evaluation(True)
    assert model.settings.show_evaluation and ready.args[0] is not None
    with qtbot.waitSignal(model.analysis_ready) as hidden:
        changes.show_evaluation(False)
    assert hidden.args == [None] and not model.settings.show_evaluation


def test_an_adaptation_adjusts_now_and_for_new_rules(make_model: MakeModel) -> None:
    model = make_model(mode=Mode.HUMAN_VS_HUMAN)
    changes = model.settings_changes

    def named(settings: AppSettings) -> AppSettings:
        return replace(settings, o_name=f"Level of {settings.size}")

    assert changes.adapted(model.settings) == model.settings  # none yet
    changes.set_adaptation(named)
    assert model.settings.o_name == "Level of 3"
    changes.apply(replace(model.settings, size=5))
    assert model.settings.o_name == "Level of 5"
    changes.set_adaptation(None)
    assert changes.adapted(replace(model.settings, o_name="Ben")).o_name == "Ben"
