"""A computer in the person's place against Match my level, recorded as the window records:
short series move the level the right way."""

from __future__ import annotations

from pathlib import Path

from ttt_qt.ai import START_LEVEL, Limit
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, RecordStore
from ttt_qt.stats.level_simulation import StandIn, simulate
from ttt_qt.stats.levels import matched_level, results_against


def test_a_short_series_lowers_the_level_for_a_weak_stand_in(tmp_path: Path) -> None:
    with RecordStore(tmp_path / "records.sqlite3") as store:
        played = simulate(StandIn("random"), Rules(), 12, store, seed=2)
        assert played[0].level == START_LEVEL
        assert [game.person for game in played[:2]] == ["X", "O"]
        assert matched_level(store.games(), "adaptive", Rules()) < START_LEVEL
        assert [game.level for game in played] == [
            game.o_options[0][1] if game.x_player == HUMAN else game.x_options[0][1]
            for game in store.games()
        ]


def test_a_short_series_raises_the_level_for_a_strong_stand_in(tmp_path: Path) -> None:
    with RecordStore(tmp_path / "records.sqlite3") as store:
        simulate(StandIn("perfect", limit=Limit(time=0.1)), Rules(), 12, store, seed=2)
        assert matched_level(store.games(), "adaptive", Rules()) > START_LEVEL
        results = results_against(store.games(), "adaptive", Rules())
        assert "lost" not in results
