"""The outside (Gomocup) engines a person added in Settings, and where they may play.

An engine is kept by the path of its program and the name and version it gave (``ABOUT``)
when it was added; the app starts it by that path and never copies it. Engines play five in a
row on boards from 7 x 7 to 15 x 15 (the Gomocup protocol's game), normal rules only.
"""

from __future__ import annotations

from dataclasses import dataclass

from ttt_qt.engine import Rules

ENGINE_MIN_SIZE = 7
ENGINE_MAX_SIZE = 15
ENGINE_WIN_LENGTH = 5
"""The games an engine plays here: five in a row on 7 x 7 to 15 x 15 boards."""

ENGINE_DATA = "engine:"
"""The item data of an engine in a picker: this prefix and the engine's path."""


@dataclass(frozen=True, slots=True)
class EngineEntry:
    """An engine the person added.

    Attributes:
        name: the name it gives itself (``ABOUT``), such as ``Rapfi``.
        version: its version as it gives it, or "".
        path: the path of its program.
    """

    name: str
    version: str
    path: str


def engines_play(rules: Rules) -> bool:
    """True when engines may play under ``rules``: five in a row on 7 x 7 to 15 x 15, normal."""
    return (
        rules.win_length == ENGINE_WIN_LENGTH
        and ENGINE_MIN_SIZE <= rules.size <= ENGINE_MAX_SIZE
        and not rules.reverse
    )


def engine_rule(rules: Rules) -> str:
    """The gomoku rule an engine is told (``INFO rule``) for a game under ``rules``: theirs.

    An engine that does not play it says so at its first move (Rapfi has no Caro), and the
    window offers a built-in level instead.
    """
    return rules.rule


def engine_data(path: str) -> str:
    """The picker item data of the engine at ``path``."""
    return ENGINE_DATA + path


def engine_path(data: object) -> str | None:
    """The engine's path when ``data`` is an engine's item data, else None."""
    if isinstance(data, str) and data.startswith(ENGINE_DATA):
        return data[len(ENGINE_DATA) :]
    return None


def find_engine(engines: tuple[EngineEntry, ...], path: str) -> EngineEntry | None:
    """The entry of ``engines`` at ``path``, if any."""
    return next((entry for entry in engines if entry.path == path), None)
