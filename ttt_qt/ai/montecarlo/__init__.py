"""Players built on random playouts: seed 002's flat Monte Carlo and a tree search (MCTS)."""

from . import mcts_tree, playouts
from .flat import NTRIALS, SCORE_CURRENT, SCORE_OTHER, MonteCarloStrategy
from .mcts import PLAYOUTS, MctsStrategy

__all__ = [
    "NTRIALS",
    "PLAYOUTS",
    "SCORE_CURRENT",
    "SCORE_OTHER",
    "MctsStrategy",
    "MonteCarloStrategy",
    "mcts_tree",
    "playouts",
]
