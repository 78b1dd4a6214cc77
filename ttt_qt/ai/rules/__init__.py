"""Rule-based players: fixed rules over the board's lines, no search."""

from . import tactics
from .expert import ExpertStrategy, expert_moves
from .random_player import RandomStrategy
from .sequential import SequentialStrategy
from .smart import SmartStrategy

__all__ = [
    "ExpertStrategy",
    "RandomStrategy",
    "SequentialStrategy",
    "SmartStrategy",
    "expert_moves",
    "tactics",
]
