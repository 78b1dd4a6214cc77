"""The person's recorded results against an opponent that adapts ("Match my level").

The window and the simulation (``benchmarks/bench_adaptive.py``) read the level of the next
game the same way: the person's results against the strategy under the rules of the game,
oldest first, through ``ttt_qt.ai.level_from_results``. Standard library, engine and ai only.
"""

from __future__ import annotations

from collections.abc import Iterable

from ttt_qt import ai
from ttt_qt.ai.adaptive import PersonResult
from ttt_qt.engine import Rules, other

from .records import GameRecord


def results_against(games: Iterable[GameRecord], strategy: str, rules: Rules) -> list[PersonResult]:
    """The person's results in ``games`` against ``strategy`` under ``rules``, in order.

    Only games of one person against that computer count (whatever its options were); a
    game the person left before its end counts as lost.
    """
    results: list[PersonResult] = []
    for game in games:
        if game.rules != rules or len(game.humans) != 1:
            continue
        person = game.humans[0]
        if game.player_of(other(person)) != strategy:
            continue
        if game.abandoned:
            results.append("lost")
        elif game.winner is None:
            results.append("tied")
        else:
            results.append("won" if game.winner == person else "lost")
    return results


def matched_level(games: Iterable[GameRecord], strategy: str, rules: Rules) -> int:
    """The level of the next game against ``strategy`` under ``rules``, from ``games``."""
    return ai.level_from_results(results_against(games, strategy, rules))
