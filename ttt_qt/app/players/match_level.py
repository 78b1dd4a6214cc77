"""The level of "Match my level" in the window: read from the person's recorded results.

Before each game against an opponent whose strength adapts (``ttt_qt.ai.info(name).adapts``),
the window reads the person's results against it under the rules of the game from the
statistics records, and sets its ``level`` option to what ``ttt_qt.ai.level_from_results``
says. The records store that level with each game; the statistics still count one opponent.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from ttt_qt import ai
from ttt_qt.stats import GameRecord, RecordStore
from ttt_qt.stats.levels import matched_level

from ..settings.app_settings import AppSettings, ComputerChoice, Mode


def adapts(settings: AppSettings) -> bool:
    """True when the person plays an opponent whose strength follows their results."""
    opponent = settings.opponent
    return (
        settings.mode == Mode.HUMAN_VS_COMPUTER
        and not opponent.is_engine
        and ai.info(opponent.name).adapts
    )


def match_level(settings: AppSettings, games: Iterable[GameRecord]) -> AppSettings:
    """``settings`` with the adapting opponent's level set from ``games`` (else unchanged)."""
    if not adapts(settings):
        return settings
    opponent = settings.opponent
    level = matched_level(games, opponent.name, settings.rules)
    values = opponent.option_values | {"level": float(level)}
    return replace(settings, opponent=ComputerChoice(opponent.name, tuple(sorted(values.items()))))


def adaptation(store: RecordStore) -> Callable[[AppSettings], AppSettings]:
    """The model's adaptation: ``match_level`` over the person's games kept in ``store``.

    It holds the store alone, not the window, so no reference cycle keeps Qt objects for
    Python's garbage collector (which may run in the computer's thread).
    """

    def adapt(settings: AppSettings) -> AppSettings:
        if not adapts(settings):
            return settings
        return match_level(settings, store.games(include_computer_games=False))

    return adapt
