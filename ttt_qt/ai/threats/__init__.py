"""The threat-aware player for four and five in a row on big boards (see ``player``).

Line patterns (``patterns``), a position that keeps every cell's shapes up to date
(``position``) and threat-space search (``threat_space``); the final choice among the moves
the threat stages leave is ``perfect``'s alpha-beta search (``ai.search``). Pure Python; nothing
here imports Qt.

This package exports only the player's scope (``scope.plays_as_perfect``), which the levels ask
about on every board: the player itself (``player.ThreatStrategy``) is imported by the registry
when the first one is created, with the searches it needs.
"""

from .scope import plays_as_perfect

__all__ = ["plays_as_perfect"]
