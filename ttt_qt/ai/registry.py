"""The registry of computer players by name, with the facts a settings dialog shows about them.

A player is registered with its description and where its class lives (``"module:Class"``):
the module is imported when the first such player is created, so that the names, descriptions
and options are at hand (a settings dialog, ``--help``) without importing every search, and a
process that plays ``smart`` never imports the threat search (``benchmarks/bench_import.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from ttt_qt.engine import Rules

from .base import Strategy

Factory = Callable[..., Strategy]


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """One tunable option of a strategy, such as Monte Carlo trials.

    Attributes:
        name: the keyword passed to ``create``.
        label: a short label for a settings dialog.
        default: the value used when the option is not given.
        minimum: the smallest accepted value.
        maximum: the largest accepted value.
        automatic: set by the app, not chosen by the person (the level of "Match my level",
            which follows the person's results): settings dialogs leave it out, and the
            statistics count every value as the same opponent.
        help: a sentence on what the option does, for a settings dialog's tooltip.
    """

    name: str
    label: str
    default: float
    minimum: float
    maximum: float
    automatic: bool = False
    help: str = ""


@dataclass(frozen=True, slots=True)
class StrategyInfo:
    """What a person is told about a strategy.

    Attributes:
        name: the registry name, such as ``perfect``.
        label: the name people see, such as ``Perfect`` (also the computer's name in a game).
        summary: one sentence on how it plays.
        difficulty: 1 (easiest) to 5 (strongest), for the order of the lists (easiest first) and
            for rules without measurements; the levels people see depend on the rules and come
            from ``levels.ladder`` (README: strength ladder).
        options: the options ``create`` accepts.
        adapts: its strength follows the person's results (through an automatic ``level``
            option); ``difficulty`` is then the strongest it gets.
        algorithm: how it plays in a few words, for a level's description ("threat search");
            ``label`` when not given.
        big_board_summary: ``summary`` for boards bigger than 3 x 3, when the player plays
            them otherwise (its 3 x 3 rules name cells that only 3 x 3 has).
    """

    name: str
    label: str
    summary: str
    difficulty: int
    options: tuple[OptionInfo, ...] = ()
    adapts: bool = False
    algorithm: str = ""
    big_board_summary: str = ""

    def summary_for(self, rules: Rules) -> str:
        """The sentence on how it plays under ``rules``."""
        if rules.size > 3 and self.big_board_summary:
            return self.big_board_summary
        return self.summary

    @property
    def algorithm_words(self) -> str:
        """How it plays in a few words ("threat search"), or its label."""
        return self.algorithm or self.label

    @property
    def chosen_options(self) -> tuple[OptionInfo, ...]:
        """The options a person chooses (every option but the automatic ones)."""
        return tuple(option for option in self.options if not option.automatic)


_FACTORIES: dict[str, Factory | str] = {}
_INFOS: dict[str, StrategyInfo] = {}


def register(info: StrategyInfo, factory: Factory | str) -> None:
    """Add a strategy; ``factory(seed=..., **options)`` builds one.

    ``factory`` may be given as ``"package.module:Name"``: that module is imported when the
    first such strategy is created.
    """
    _FACTORIES[info.name] = factory
    _INFOS[info.name] = info


def _factory(name: str) -> Factory:
    """The factory of strategy ``name``, its module imported if it was given by path."""
    factory = _FACTORIES[name]
    if isinstance(factory, str):
        module, _, attribute = factory.partition(":")
        loaded: Factory = getattr(import_module(module), attribute)
        _FACTORIES[name] = factory = loaded
    return factory


def names() -> list[str]:
    """Every strategy name, easiest first."""
    return [name for name, _ in sorted(_INFOS.items(), key=lambda item: item[1].difficulty)]


def fixed_strength_names() -> list[str]:
    """Every strategy name whose strength does not follow the person (what a ladder ranks)."""
    return [name for name in names() if not _INFOS[name].adapts]


def info(name: str) -> StrategyInfo:
    """The description of strategy ``name``; ValueError for an unknown name."""
    try:
        return _INFOS[name]
    except KeyError:
        raise ValueError(f"unknown strategy {name!r}; choose from {', '.join(names())}") from None


def create(name: str, seed: int | None = None, **options: Any) -> Strategy:
    """Build the strategy ``name``; ValueError for an unknown name or option."""
    known = info(name)
    allowed = {option.name for option in known.options}
    unknown = set(options) - allowed
    if unknown:
        raise ValueError(
            f"strategy {name!r} has no option {', '.join(sorted(unknown))}"
            f"{'; it takes ' + ', '.join(sorted(allowed)) if allowed else ''}"
        )
    return _factory(name)(seed=seed, **options)
