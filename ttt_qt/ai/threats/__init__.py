"""The threat-aware player for four and five in a row on big boards (see ``player``).

Line patterns (``patterns``), a position that keeps every cell's shapes up to date
(``position``), threat-space search (``threat_space``), alpha-beta (``alphabeta``) and the
time budget (``clock``). Pure Python; nothing here imports Qt.
"""

from .player import DEFAULT_TIME_LIMIT, ThreatStrategy

__all__ = ["DEFAULT_TIME_LIMIT", "ThreatStrategy"]
