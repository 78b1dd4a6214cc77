"""The threat-aware player for four and five in a row on big boards (see ``player``).

Line patterns (``patterns``), a position that keeps every cell's shapes up to date
(``position``) and threat-space search (``threat_space``); the final choice among the moves
the threat stages leave is ``perfect``'s alpha-beta search (``ai.search``). Pure Python; nothing
here imports Qt.
"""

from .player import DEFAULT_TIME_LIMIT, ThreatStrategy, plays_as_perfect

__all__ = ["DEFAULT_TIME_LIMIT", "ThreatStrategy", "plays_as_perfect"]
