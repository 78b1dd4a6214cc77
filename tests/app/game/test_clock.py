"""The clock of one game: its time from start to first end, a game taken up again, and whether
its result counts (on a monotonic clock, here a fake one)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ttt_qt.app.game import clock as clock_module
from ttt_qt.app.game.clock import GameClock


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def time(monkeypatch: pytest.MonkeyPatch) -> FakeTime:
    fake = FakeTime()
    monkeypatch.setattr(clock_module, "time", SimpleNamespace(monotonic=fake.monotonic))
    return fake


def test_a_game_runs_until_its_first_end(time: FakeTime) -> None:
    clock = GameClock()
    time.now += 12.5
    assert clock.duration_seconds == 12.5 and not clock.stopped
    clock.stop()
    time.now += 30
    assert clock.duration_seconds == 12.5
    assert clock.stopped and clock.counted
    clock.stop(counted=False)  # a later end changes nothing
    assert clock.counted and clock.duration_seconds == 12.5


def test_a_game_over_already_is_not_counted(time: FakeTime) -> None:
    clock = GameClock()
    clock.stop(counted=False)
    assert clock.stopped and not clock.counted


def test_a_restart_and_a_game_taken_up_again(time: FakeTime) -> None:
    clock = GameClock()
    time.now += 50
    clock.stop()
    clock.restart()
    assert not clock.stopped and not clock.counted and clock.duration_seconds == 0
    clock.resume(42.0)
    time.now += 3
    assert clock.duration_seconds == 45.0
