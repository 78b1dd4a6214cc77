"""Players built on random playouts: seed 002's flat Monte Carlo and a tree search (MCTS)."""

from ..defaults import NTRIALS, PLAYOUTS, SCORE_CURRENT, SCORE_OTHER
from . import mcts_tree, playouts
from .flat import MonteCarloStrategy
from .mcts import MctsStrategy

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
