"""The two players of a game: a person (None) or a computer strategy built from the settings."""

from __future__ import annotations

from dataclasses import dataclass

from ttt_qt.ai import Strategy, create
from ttt_qt.engine import Mark

from ..settings.app_settings import AppSettings, ComputerChoice


@dataclass(frozen=True, slots=True)
class Players:
    """Who plays X and O: a strategy, or None for a person.

    Attributes:
        x: the X player's strategy, or None.
        o: the O player's strategy, or None.
    """

    x: Strategy | None
    o: Strategy | None

    def strategy_for(self, mark: Mark) -> Strategy | None:
        """The strategy that plays ``mark``, or None when a person does."""
        return self.x if mark == "X" else self.o

    def is_human(self, mark: Mark) -> bool:
        """True when a person plays ``mark``."""
        return self.strategy_for(mark) is None


def build_strategy(choice: ComputerChoice, seed: int | None = None) -> Strategy:
    """Create the strategy of ``choice``, without its options if they are refused."""
    try:
        return create(choice.name, seed=seed, **choice.option_values)
    except ValueError:
        return create(choice.name, seed=seed)


def build_players(settings: AppSettings, seed: int | None = None) -> Players:
    """The players that ``settings`` ask for (settings must be normalized)."""
    strategies: dict[Mark, Strategy | None] = {}
    for mark in ("X", "O"):
        choice = settings.computer_for(mark)
        strategies[mark] = None if choice is None else build_strategy(choice, seed)
    return Players(strategies["X"], strategies["O"])
