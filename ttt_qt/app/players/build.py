"""The two players of a game: a person (None) or a computer strategy built from the settings."""

from __future__ import annotations

from dataclasses import dataclass

from ttt_qt.ai import Strategy, create
from ttt_qt.engine import Mark, Rules

from ..settings.app_settings import AppSettings, ComputerChoice
from ..settings.engines import engine_rule
from .engine_player import WindowEngine, engines_among


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

    def engine_for(self, mark: Mark) -> WindowEngine | None:
        """The outside engine that plays ``mark``, if one does."""
        strategy = self.strategy_for(mark)
        return strategy if isinstance(strategy, WindowEngine) else None

    @property
    def engines(self) -> list[WindowEngine]:
        """The outside engines among the players."""
        return engines_among((self.x, self.o))


def build_strategy(
    choice: ComputerChoice, seed: int | None = None, rules: Rules | None = None
) -> Strategy:
    """Create the strategy of ``choice``, without its options if they are refused.

    An engine is told the gomoku rule of ``rules`` (freestyle without them); its process
    starts at its first move.
    """
    if choice.is_engine:
        return WindowEngine(choice.engine, choice.name, engine_rule(rules or Rules(15, 5)))
    try:
        return create(choice.name, seed=seed, **choice.option_values)
    except ValueError:
        return create(choice.name, seed=seed)


def build_players(
    settings: AppSettings, seed: int | None = None, keep: Players | None = None
) -> Players:
    """The players that ``settings`` ask for (settings must be normalized).

    An engine of ``keep`` (the players so far) that ``settings`` still choose for its mark
    plays on, its process and its game kept, told the rule of the new rules.
    """
    strategies: dict[Mark, Strategy | None] = {}
    for mark in ("X", "O"):
        choice = settings.computer_for(mark)
        kept = None if keep is None else keep.engine_for(mark)
        if choice is not None and kept is not None and choice.engine == kept.path:
            kept.rule = engine_rule(settings.rules)
            strategies[mark] = kept
            continue
        strategies[mark] = None if choice is None else build_strategy(choice, seed, settings.rules)
    return Players(strategies["X"], strategies["O"])
