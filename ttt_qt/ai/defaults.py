"""The players' default options, which the registry shows without importing the players.

Defined here once: the players, the registry and ``ttt_qt.compat.poc_ttt`` take them from here.
Pure Python, no imports, so that ``import ttt_qt.ai`` stays light.
"""

NTRIALS = 100
"""Random games per move (the seed's ``NTRIALS``, the value ``ttt_qt.compat.poc_ttt`` uses)."""
SCORE_CURRENT = 1.0
"""Score for squares of the player choosing the move (the seed's ``SCORE_CURRENT``)."""
SCORE_OTHER = 1.0
"""Score for squares of the other player (the seed's ``SCORE_OTHER``)."""
PLAYOUTS = 8000
"""MCTS's random games per move by default: well under a second on 7 x 7 on a modest machine."""
SEARCH_TIME_LIMIT = 1.0
"""Seconds of thought per move of the alpha-beta search (``perfect``) unless told otherwise."""
THREATS_TIME_LIMIT = 1.0
"""Seconds of thought per move of the threat search (``threats``) unless told otherwise."""
