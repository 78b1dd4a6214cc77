"""Who played a side of a recorded game, described from the record alone.

A side is a person or a computer strategy with its strength options (those the person
chooses: an automatic option such as the level of "Match my level" never splits an
opponent). Records written before the options were kept, or before the window named the
person "You", still describe well: a computer side is named by its strategy's friendly
name (``ttt_qt.ai.info``), never by the name stored with it; a person playing the computer
is "You"; two people keep their stored names.

People pick the computer by its level on the rules in play ("Hard"), while records keep the
strategy ("perfect"); so a computer is shown as both, its level on the game's rules first:
"Hard (Perfect)" (``computer_name``, the one place that makes this name). A strategy without
a level there ("Match my level", one from another version) is its name alone.

``Side`` is a value (kind, names, level, options) so the window can word it through
``tr()``; ``str(side)`` is the English wording the console and the PDF use, and
``strategy_text`` the strategy with its options alone, as the CSV keeps it.
Standard library, engine and ai only: no Qt.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache

from ttt_qt import ai
from ttt_qt.engine import Mark, Rules

from .records import ENGINE_PREFIX, HUMAN, GameRecord, Options

YOU = "You"
"""The English name of the person in a game against the computer."""

UNIT_PHRASES = {
    "trials": "{value} random games a move",
    "playouts": "{value} playouts a move",
    "time_limit": "{value} s a move",
}
"""The options said with their unit rather than their label ("200 random games a move");
``wording.option_words`` says the same in the reader's language."""

LEVEL_NAME = "{level} ({strategy})"
"""A computer with a level on the game's rules: its level, then its strategy ("Hard (Perfect)");
``wording.side_parts`` passes the reader's wording of it to ``computer_name``."""


class SideKind(enum.Enum):
    """Who played a side."""

    YOU = "you"
    """The person, in a game against the computer."""
    PERSON = "person"
    """One of two people, known by the name they set."""
    COMPUTER = "computer"
    """A computer strategy."""


@dataclass(frozen=True)
class OptionText:
    """One strength option of a computer side, ready to show.

    Attributes:
        name: the option's keyword (``trials``).
        label: its label from the registry (``Random games per move``).
        value: the value as text (``200``, ``0.5``).
    """

    name: str
    label: str
    value: str

    def __str__(self) -> str:
        phrase = UNIT_PHRASES.get(self.name)
        return phrase.format(value=self.value) if phrase else f"{self.label}: {self.value}"


@dataclass(frozen=True)
class Side:
    """One side of a game as people read it.

    Attributes:
        kind: you, a person, or a computer.
        name: the person's name (``Bob``) or the strategy's registry name (``perfect``).
        label: what to call the side: "You", the person's name, or the strategy's
            friendly name (its registry name when the strategy is unknown).
        options: the computer's options that differ from the strategy's defaults.
        level: the computer's level on the game's rules (``ttt_qt.ai.level_of``), or None:
            a person, a strategy that adapts or is unknown, or rules not given.
    """

    kind: SideKind
    name: str
    label: str
    options: tuple[OptionText, ...] = ()
    level: ai.Level | None = None

    @property
    def identity(self) -> tuple[str, ...]:
        """What makes two sides the same opponent (names of people, strategy, level, options).

        The level only tells games apart when their rules are not (a summary over every rule
        set): "Hard (Perfect)" on 15 x 15 is not "Unbeatable (Perfect)" on 3 x 3.
        """
        if self.kind is SideKind.YOU:
            return (self.kind.value,)
        values = tuple(f"{option.name}={option.value}" for option in self.options)
        level = () if self.level is None else (f"level:{self.level.name}",)
        return (self.kind.value, self.name, *level, *values)

    @property
    def is_computer(self) -> bool:
        """True for a computer strategy."""
        return self.kind is SideKind.COMPUTER

    @property
    def options_text(self) -> str:
        """The options in English, ``200 random games a move; ...`` (empty for none)."""
        return "; ".join(str(option) for option in self.options)

    @property
    def display_name(self) -> str:
        """The side's name in English, without options: ``You``, ``Bob``, ``Hard (Perfect)``."""
        return computer_name(self) if self.is_computer else self.label

    @property
    def strategy_text(self) -> str:
        """The side without its level, as the CSV keeps it: ``Perfect · 0.5 s a move``."""
        return _with_options(self.label, self.options_text)

    def __str__(self) -> str:
        """``You``, ``Bob``, ``Hard (Perfect)``, ``Hard (Monte Carlo) · 10 s a move``."""
        return _with_options(self.display_name, self.options_text)


def _with_options(name: str, options: str) -> str:
    return f"{name} · {options}" if options else name


def computer_name(side: Side, words: Callable[[str], str] = str, pattern: str = LEVEL_NAME) -> str:
    """What people call a computer side, without its options: "Hard (Perfect)".

    Its level on the game's rules with its strategy after it, or the strategy alone where it
    has no level ("Match my level"). ``words`` says a level's or strategy's English name in
    the reader's language, ``pattern`` is ``LEVEL_NAME`` in it (both English by default).
    """
    strategy = words(side.label)
    if side.level is None:
        return strategy
    return pattern.format(level=words(side.level.label), strategy=strategy)


def is_computer_game(game: GameRecord) -> bool:
    """True when no person played (computer against computer)."""
    return not game.humans


def side_of(game: GameRecord, mark: Mark) -> Side:
    """The side that played ``mark`` in ``game`` (a computer with its level on its rules)."""
    player = game.player_of(mark)
    if player == HUMAN:
        if len(game.humans) == 1:
            return Side(SideKind.YOU, YOU, YOU)
        name = game.name_of(mark)
        return Side(SideKind.PERSON, name, name)
    return computer_side(player, game.options_of(mark), game.rules)


def computer_side(
    strategy: str, options: Options | Mapping[str, float] = (), rules: Rules | None = None
) -> Side:
    """The side of ``strategy`` playing with ``options`` (those equal to a default left out).

    With ``rules``, the side has the strategy's level on them (``ttt_qt.ai.level_of``).
    """
    pairs = options.items() if isinstance(options, Mapping) else options
    return _computer_side(strategy, tuple(sorted(pairs)), rules)


@cache  # thousands of arena games share a few strategies: describe each one once
def _computer_side(strategy: str, pairs: Options, rules: Rules | None) -> Side:
    if strategy.startswith(ENGINE_PREFIX):  # an outside engine: known by the name it gives
        return Side(SideKind.COMPUTER, strategy, strategy[len(ENGINE_PREFIX) :])
    try:
        known = ai.info(strategy)
    except ValueError:  # a strategy of another version: show what the record says
        return Side(
            SideKind.COMPUTER,
            strategy,
            strategy,
            tuple(OptionText(name, name, number_text(value)) for name, value in pairs),
        )
    level = None if rules is None else ai.level_of(strategy, rules)
    given = dict(pairs)
    shown = []
    for option in known.options:
        value = given.pop(option.name, None)
        # An automatic option (the level of "Match my level") changes from game to game
        # with the person's results: the same opponent whatever its value.
        if value is None or option.automatic or math.isclose(value, option.default):
            continue
        shown.append(OptionText(option.name, option.label, number_text(value)))
    # Options this version does not know (a record from another version): as recorded.
    shown += [OptionText(name, name, number_text(value)) for name, value in given.items()]
    return Side(SideKind.COMPUTER, strategy, known.label, tuple(shown), level)


def number_text(value: float) -> str:
    """``200`` for a whole number, else up to four significant digits (``0.25``)."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.4g}"
