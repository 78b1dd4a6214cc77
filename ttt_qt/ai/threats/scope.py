"""Where the threat player plays its own game, and where it hands every move to ``perfect``.

Apart from the player (``player``), so that the levels (``ai.levels``) and the window can ask
without importing the threat search and the alpha-beta search behind it.
"""

from __future__ import annotations

from ttt_qt.engine import Rules

MIN_SIZE = 6
MIN_WIN_LENGTH = 4
"""Smaller boards and shorter lines go to ``perfect``."""


def plays_as_perfect(rules: Rules) -> bool:
    """True when the player hands every move to ``perfect`` under ``rules``.

    Reverse rules (threats turn into liabilities there), boards smaller than ``MIN_SIZE`` and
    lines shorter than ``MIN_WIN_LENGTH`` (too small for threats to matter); see ``player``.
    """
    return rules.reverse or rules.size < MIN_SIZE or rules.win_length < MIN_WIN_LENGTH
