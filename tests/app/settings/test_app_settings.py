"""``AppSettings`` and ``ComputerChoice``: values kept in range, and what makes two settings
the same game."""

from __future__ import annotations

from ttt_qt import ai
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice


def test_option_values_are_clamped_to_their_range() -> None:
    choice = ComputerChoice("montecarlo", (("trials", 10**9), ("score_other", -3.0))).normalized()
    assert choice.option_values == {"trials": 1_000_000, "score_other": 0.0}
    assert isinstance(choice.option_values["trials"], int)


def test_an_option_left_out_and_the_same_option_at_its_default_are_the_same_game() -> None:
    default = ai.info("perfect").options[0]
    bare = AppSettings(opponent=ComputerChoice("perfect"))
    spelled = AppSettings(opponent=ComputerChoice("perfect", ((default.name, default.default),)))
    other = AppSettings(opponent=ComputerChoice("perfect", ((default.name, default.default + 1),)))
    assert bare.same_game_as(spelled) and spelled.same_game_as(bare)
    assert not bare.same_game_as(other)
    assert not bare.same_game_as(AppSettings(opponent=ComputerChoice("threats")))
    level_1 = AppSettings(opponent=ComputerChoice("adaptive", (("level", 1.0),)))
    level_9 = AppSettings(opponent=ComputerChoice("adaptive", (("level", 9.0),)))
    assert level_1.same_game_as(level_9)  # the app sets the level; the person did not choose
