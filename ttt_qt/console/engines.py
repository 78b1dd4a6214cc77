"""Outside Gomocup engines among the console's players: ``--engine PATH`` of arena and tournament.

Each engine is started once to read its ``ABOUT`` name, which (in lower case) names it among
the players, so that ``--x``, ``--o`` and ``--players`` accept it like a strategy's name. A
game then starts the engine again (``gomocup.EngineStrategy``) and ends it afterwards.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from pathlib import Path

from ttt_qt.ai import Strategy, create, names
from ttt_qt.engine import GomokuRule
from ttt_qt.gomocup import EngineError, EngineStrategy, TimeControl, probe

from .errors import UsageError

DEFAULT_ENGINE_TIME = 1.0
"""Seconds a move for an engine when nothing else says."""
ENGINE_GRACE = 3.0
"""Seconds past its time before an engine that has not answered is stopped (generous: an
engine such as Rapfi may pass a short time by most of a second, and a run should not end
for that)."""

Engines = Mapping[str, str]
"""Each engine's program path by its player name."""


def add_engine_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--engine PATH`` (repeatable)."""
    parser.add_argument(
        "--engine",
        action="append",
        default=[],
        type=Path,
        metavar="PATH",
        help="a Gomocup engine (a pbrain-* program) that joins the players under the name it"
        " gives (its ABOUT name in lower case); repeatable",
    )


def player_name(text: str) -> str:
    """A player's name as typed (any case): checked by ``check_players`` once engines are known."""
    return text.strip().lower()


def load_engines(paths: Sequence[Path], taken: Collection[str] = ()) -> dict[str, str]:
    """Each engine's player name (its ``ABOUT`` name in lower case) and program path.

    A name already taken (by a strategy or an earlier engine) gets ``-2``, ``-3``... after it.

    Raises:
        UsageError: an engine cannot be started or does not answer as the protocol says.
    """
    engines: dict[str, str] = {}
    for path in paths:
        try:
            about = probe(path)
        except EngineError as error:
            raise UsageError(str(error)) from None
        base = re.sub(r"\s+", "-", about.name.strip().lower()) or path.name.lower()
        name, number = base, 1
        while name in engines or name in taken:
            number += 1
            name = f"{base}-{number}"
        engines[name] = str(path)
    return engines


def check_players(players: Iterable[str], engines: Engines) -> None:
    """Raise UsageError for a name that is neither a strategy nor an engine."""
    known = [*names(), *engines]
    for name in players:
        if name not in known:
            raise UsageError(f"unknown computer player {name!r}; choose from {', '.join(known)}")


def make_player(
    name: str,
    engines: Engines,
    *,
    seed: int | None,
    options: Mapping[str, float] | None = None,
    engine_time: float = DEFAULT_ENGINE_TIME,
    rule: GomokuRule = "freestyle",
) -> Strategy:
    """The player ``name``: an engine (``engine_time`` seconds a move) or a strategy.

    An engine is told the gomoku ``rule`` (``INFO rule``).
    """
    if name in engines:
        control = TimeControl(engine_time, grace=ENGINE_GRACE)
        return EngineStrategy(engines[name], name=name, time_control=control, rule=rule)
    return create(name, seed=seed, **(options or {}))


def close_players(players: Iterable[Strategy]) -> None:
    """End the engines among ``players`` (strategies need nothing)."""
    for player in players:
        if isinstance(player, EngineStrategy):
            player.close()
