"""The computer players: one protocol, one file per strategy, and a registry by name.

Pure Python; nothing here imports Qt.
"""

from .base import Strategy
from .random_player import RandomStrategy
from .registry import OptionInfo, StrategyInfo, create, info, names, register
from .sequential import SequentialStrategy

register(
    StrategyInfo("sequential", "Dumb (first free cell)", "Takes the first free cell in order.", 1),
    SequentialStrategy,
)
register(
    StrategyInfo("random", "Random", "Plays any free cell at random.", 1),
    RandomStrategy,
)

__all__ = [
    "OptionInfo",
    "Strategy",
    "StrategyInfo",
    "create",
    "info",
    "names",
    "register",
]
