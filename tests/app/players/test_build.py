"""The two players of a game built from the settings: a person is None, a computer its strategy
with its options, or without options it refuses."""

from __future__ import annotations

from dataclasses import replace

from ttt_qt.app.players.build import Players, build_players, build_strategy
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode


def test_against_the_computer_one_side_is_a_person() -> None:
    settings = replace(AppSettings(), human_mark="O", opponent=ComputerChoice("random"))
    players = build_players(settings.normalized(), seed=1)
    assert players.is_human("O") and not players.is_human("X")
    strategy = players.strategy_for("X")
    assert strategy is not None and strategy.name == "random"


def test_two_people_and_two_computers() -> None:
    people = build_players(replace(AppSettings(), mode=Mode.HUMAN_VS_HUMAN).normalized())
    assert people == Players(None, None)
    machines = replace(
        AppSettings(),
        mode=Mode.COMPUTER_VS_COMPUTER,
        computer_x=ComputerChoice("sequential"),
        computer_o=ComputerChoice("montecarlo", (("trials", 7),)),
    ).normalized()
    built = build_players(machines, seed=3)
    x, o = built.strategy_for("X"), built.strategy_for("O")
    assert x is not None and o is not None
    assert (x.name, o.name) == ("sequential", "montecarlo")
    assert getattr(o, "trials", None) == 7


def test_options_a_strategy_refuses_are_left_out() -> None:
    strategy = build_strategy(ComputerChoice("sequential", (("trials", 5),)), seed=2)
    assert strategy.name == "sequential"
