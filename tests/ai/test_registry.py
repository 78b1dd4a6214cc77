"""The registry of players: names easiest first, clear errors, the facts a dialog shows, and a
player's module imported only when the first such player is made."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ttt_qt.ai import registry
from ttt_qt.ai.registry import OptionInfo, StrategyInfo
from ttt_qt.engine import Rules


def test_names_come_easiest_first_and_the_ladder_leaves_out_the_adapting_ones() -> None:
    names = registry.names()
    difficulties = [registry.info(name).difficulty for name in names]
    assert difficulties == sorted(difficulties)
    assert {"sequential", "random", "perfect", "adaptive"} <= set(names)
    fixed = registry.fixed_strength_names()
    assert "adaptive" not in fixed
    assert fixed == [name for name in names if not registry.info(name).adapts]


def test_an_unknown_name_is_refused_with_the_names_to_choose_from() -> None:
    with pytest.raises(ValueError, match=r"unknown strategy 'nobody'; choose from sequential, "):
        registry.info("nobody")
    with pytest.raises(ValueError, match="unknown strategy"):
        registry.create("nobody")


def test_an_unknown_option_is_refused_with_the_options_it_takes() -> None:
    with pytest.raises(ValueError, match=r"'montecarlo' has no option depth; it takes .*trials"):
        registry.create("montecarlo", depth=3)
    with pytest.raises(ValueError, match=r"'sequential' has no option trials$"):
        registry.create("sequential", trials=3)


def test_what_a_dialog_is_told() -> None:
    level = OptionInfo("level", "Level", 5, 0, 10, automatic=True)
    trials = OptionInfo("trials", "Trials", 100, 1, 1000)
    described = StrategyInfo(
        "demo", "Demo", "Plays the centre.", 2, (level, trials), big_board_summary="Plays near."
    )
    assert described.summary_for(Rules(3)) == "Plays the centre."
    assert described.summary_for(Rules(7, 5)) == "Plays near."
    assert described.chosen_options == (trials,)
    assert described.algorithm_words == "Demo"
    assert StrategyInfo("x", "X", "", 1, algorithm="tree search").algorithm_words == "tree search"
    plain = StrategyInfo("y", "Y", "Plays.", 1)
    assert plain.summary_for(Rules(9, 5)) == "Plays."


def test_a_players_module_is_imported_when_the_first_such_player_is_made() -> None:
    code = (
        "import sys, ttt_qt.ai as ai\n"
        "module = 'ttt_qt.ai.montecarlo.mcts'\n"
        "before = module in sys.modules\n"
        "player = ai.create('mcts', seed=1)\n"
        "print(before, module in sys.modules, type(player).__name__)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["False", "True", "MctsStrategy"]
