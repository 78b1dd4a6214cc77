"""The app's settings: one frozen dataclass, normalized so that any value it holds is sound.

``AppSettings`` is a value: the settings dialog edits a copy and the model applies the copy.
``settings_store.SettingsStore`` keeps it in ``QSettings``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from ttt_qt import ai
from ttt_qt.engine import MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH, Mark, Rules, usual_win_length
from ttt_qt.engine.opening import OPENINGS, Opening, opening_allowed
from ttt_qt.engine.rules import GOMOKU_RULES, GomokuRule
from ttt_qt.stats import ENGINE_PREFIX

from .engines import EngineEntry, engines_play, find_engine
from .language import language as find_language

DEFAULT_OPPONENT = "smart"
"""The computer a person meets on first run: it wins and blocks, but a careful beginner who
sets up two threats at once beats it, and one who blocks its lines draws."""

DEFAULT_COMPUTER_X = "smart"
"""The computer that opens in computer vs computer, when it is registered."""

DEFAULT_COMPUTER_O = "perfect"
"""The computer that answers in computer vs computer, when it is registered."""

THEMES = ("paper", "go", "high-contrast")
"""The board's looks, as stored in the settings and given as the theme picker's item data."""

MAX_NAME_LENGTH = 40
MAX_MOVE_DELAY_MS = 3000
HUMAN = "human"
"""The player kind of a person, as recorded in statistics."""
PLAYER_FIELDS = ("mode", "human_mark", "opponent", "computer_x", "computer_o", "x_name", "o_name")
"""The settings that say who plays (``AppSettings.with_players_of``)."""


class Mode(StrEnum):
    """Who plays: a person against the computer, two people, or two computers."""

    HUMAN_VS_COMPUTER = "human_vs_computer"
    HUMAN_VS_HUMAN = "human_vs_human"
    COMPUTER_VS_COMPUTER = "computer_vs_computer"

    @property
    def label(self) -> str:
        """A short name for menus and the settings dialog."""
        if self == Mode.HUMAN_VS_COMPUTER:
            return QCoreApplication.translate("Mode", "You vs the computer")
        if self == Mode.HUMAN_VS_HUMAN:
            return QCoreApplication.translate("Mode", "Two people")
        return QCoreApplication.translate("Mode", "Computer vs computer")


def fallback_strategy(preferred: str) -> str:
    """``preferred`` when it is registered, else the strongest registered strategy."""
    known = ai.names()
    if preferred in known:
        return preferred
    return known[-1]


@dataclass(frozen=True, slots=True)
class ComputerChoice:
    """A computer player: a registered strategy and the values of its options, or an engine.

    Attributes:
        name: the strategy's registry name, such as ``perfect``; for an engine, the name it
            gives itself (``Rapfi``).
        options: ``(option name, value)`` pairs, sorted by name; missing options take defaults.
        engine: the path of an outside engine's program, or "" for a strategy.
    """

    name: str = DEFAULT_OPPONENT
    options: tuple[tuple[str, float], ...] = ()
    engine: str = ""

    @property
    def is_engine(self) -> bool:
        """True when an outside engine plays, rather than one of the app's strategies."""
        return bool(self.engine)

    @property
    def option_values(self) -> dict[str, float]:
        """The options as keyword arguments for ``ttt_qt.ai.create``."""
        return dict(self.options)

    def plays_like(self, other: ComputerChoice | None) -> bool:
        """True when ``other`` is the same strategy with the same chosen option values.

        An option left out counts as its default; the level of "Match my level" is set by the
        app, not chosen, so it does not count.
        """
        return other is not None and self._chosen_values() == other._chosen_values()

    def _chosen_values(self) -> tuple[str, dict[str, float]]:
        given = self.option_values
        if self.is_engine:
            return self.engine, {}
        if self.name not in ai.names():
            return self.name, given
        chosen = ai.info(self.name).chosen_options
        return self.name, {option.name: given.get(option.name, option.default) for option in chosen}

    def normalized(self, preferred: str = DEFAULT_OPPONENT) -> ComputerChoice:
        """A registered strategy with only its own options, each clamped to its range.

        An engine stays as it is (``AppSettings.normalized`` checks that it was added).
        """
        if self.is_engine:
            return ComputerChoice(" ".join(self.name.split()) or self.engine, (), self.engine)
        name = self.name if self.name in ai.names() else fallback_strategy(preferred)
        given = dict(self.options) if name == self.name else {}
        values: list[tuple[str, float]] = []
        for option in ai.info(name).options:
            value = given.get(option.name)
            if value is None or not is_finite_number(value):
                continue
            clamped = min(max(float(value), option.minimum), option.maximum)
            if is_integer_option(option):
                clamped = round(clamped)
            values.append((option.name, clamped))
        return ComputerChoice(name, tuple(sorted(values)))


def _same_player(first: ComputerChoice | None, second: ComputerChoice | None) -> bool:
    """Both people, or two computers that play alike."""
    return first is second is None or (first is not None and first.plays_like(second))


@dataclass(frozen=True, slots=True)
class AppSettings:
    """Everything a person chooses in the settings dialog.

    Attributes:
        mode: who plays.
        human_mark: the person's mark against the computer (X always moves first).
        opponent: the computer in person vs computer.
        computer_x: the X computer in computer vs computer.
        computer_o: the O computer in computer vs computer.
        size: cells per side, 3 to 15.
        win_length: cells in a winning line, 3 to ``size``; the board's usual value
            (``usual_win_length``) unless the person chose another.
        reverse: reverse ("misère") rules: whoever completes a line loses.
        rule: the gomoku rule (``freestyle``, ``standard``, ``renju``, ``caro``); only five in
            a row on 7 x 7 to 15 x 15 in normal rules plays another than freestyle
            (``rule_allowed``).
        x_name: the X player's name.
        o_name: the O player's name.
        move_delay_ms: the pause before each move in computer vs computer, so a person can watch.
        show_evaluation: show every free cell's value on the board.
        language: the code of the language the app speaks (``de``, ``pt_BR``), or "" to
            follow the system; a change takes effect at the next start.
        theme: the board's look chosen by the person (``paper``, ``go``, ``high-contrast``),
            or "" to follow the rules and the system (see ``effective_theme``).
        animations: marks draw themselves and the winning line draws across the board.
        engines: the outside engines added, in the order they were added.
        analyst: the path of the engine that gives hints, or "" for the built-in analysis.
        opening: the fair opening (``none``, ``swap``, ``swap2``); only 15 x 15 five in a row
            under freestyle, standard or Renju plays another than none (``game_opening``).
    """

    mode: Mode = Mode.HUMAN_VS_COMPUTER
    human_mark: Mark = "X"
    opponent: ComputerChoice = field(default_factory=ComputerChoice)
    computer_x: ComputerChoice = field(default_factory=lambda: ComputerChoice(DEFAULT_COMPUTER_X))
    computer_o: ComputerChoice = field(default_factory=lambda: ComputerChoice(DEFAULT_COMPUTER_O))
    size: int = 3
    win_length: int = 3
    reverse: bool = False
    rule: GomokuRule = "freestyle"
    x_name: str = "Bob"
    o_name: str = "Alice"
    move_delay_ms: int = 600
    show_evaluation: bool = False
    language: str = ""
    theme: str = ""
    animations: bool = True
    engines: tuple[EngineEntry, ...] = ()
    analyst: str = ""
    opening: Opening = "none"

    @property
    def game_opening(self) -> Opening:
        """The opening of the next game: the one chosen when the rules allow it, else none."""
        return self.opening if opening_allowed(self.rules) else "none"

    @property
    def rules(self) -> Rules:
        """The rules of the next game."""
        allowed = rule_allowed(self.rule, self.size, self.win_length, self.reverse)
        rule: GomokuRule = self.rule if allowed else "freestyle"
        return Rules(self.size, self.win_length, self.reverse, rule=rule)

    def computer_for(self, mark: Mark) -> ComputerChoice | None:
        """The computer that plays ``mark``, or None when a person plays it."""
        if self.mode == Mode.HUMAN_VS_HUMAN:
            return None
        if self.mode == Mode.COMPUTER_VS_COMPUTER:
            return self.computer_x if mark == "X" else self.computer_o
        return None if mark == self.human_mark else self.opponent

    def player_kind(self, mark: Mark) -> str:
        """``"human"``, the strategy name, or ``engine:`` and an engine's name (for statistics)."""
        choice = self.computer_for(mark)
        if choice is None:
            return HUMAN
        return f"{ENGINE_PREFIX}{choice.name}" if choice.is_engine else choice.name

    def name_of(self, mark: Mark) -> str:
        """The name set for ``mark``'s person (used when two people play)."""
        return self.x_name if mark == "X" else self.o_name

    def same_game_as(self, other: AppSettings) -> bool:
        """True when ``other`` would play the same game: the same rules and the same players.

        Names, the move delay and the evaluation overlay can change during a game; an option
        left out and the same option at its default value play alike.
        """
        same_opening = self.game_opening == other.game_opening
        return (
            same_opening
            and self.rules == other.rules
            and all(
                _same_player(self.computer_for(mark), other.computer_for(mark))
                for mark in ("X", "O")
            )
        )

    def with_game_of(self, other: AppSettings) -> AppSettings:
        """A copy that plays ``other``'s game: its rules, opening and players, and the rest of this.

        The rest (names, move delay, evaluation overlay, language) may change during a game.
        """
        names = (self.x_name, self.o_name)
        game = self.with_players_of(other).with_rules(other.rules)
        return replace(game, x_name=names[0], o_name=names[1], opening=other.opening)

    def with_players_of(self, other: AppSettings) -> AppSettings:
        """A copy with ``other``'s players: mode, the person's mark, the computers, the names."""
        return replace(self, **{name: getattr(other, name) for name in PLAYER_FIELDS})

    def with_rules(self, rules: Rules) -> AppSettings:
        """A copy playing under ``rules``."""
        return replace(
            self,
            size=rules.size,
            win_length=rules.win_length,
            reverse=rules.reverse,
            rule=rules.rule,
        )

    def normalized(self) -> AppSettings:
        """A copy with every field in range: a valid board, registered strategies, sane names."""
        size = _clamp_int(self.size, MIN_SIZE, MAX_SIZE, 3)
        win_length = _clamp_int(self.win_length, MIN_WIN_LENGTH, size, usual_win_length(size))
        reverse = bool(self.reverse)
        rule = self.rule if rule_allowed(self.rule, size, win_length, reverse) else "freestyle"
        engines = _clean_engines(self.engines)
        usable = engines if engines_play(Rules(size, win_length, reverse)) else ()

        def computer(choice: ComputerChoice, preferred: str) -> ComputerChoice:
            if choice.is_engine and find_engine(usable, choice.engine) is None:
                choice = ComputerChoice(preferred)
            return choice.normalized(preferred)

        return AppSettings(
            mode=self.mode if isinstance(self.mode, Mode) else Mode.HUMAN_VS_COMPUTER,
            human_mark=self.human_mark if self.human_mark in ("X", "O") else "X",
            opponent=computer(self.opponent, DEFAULT_OPPONENT),
            computer_x=computer(self.computer_x, DEFAULT_COMPUTER_X),
            computer_o=computer(self.computer_o, DEFAULT_COMPUTER_O),
            size=size,
            win_length=win_length,
            reverse=reverse,
            rule=rule,
            x_name=_clean_name(self.x_name, "Bob"),
            o_name=_clean_name(self.o_name, "Alice"),
            move_delay_ms=_clamp_int(self.move_delay_ms, 0, MAX_MOVE_DELAY_MS, 600),
            show_evaluation=bool(self.show_evaluation),
            language=self.language if find_language(self.language) else "",
            theme=self.theme if self.theme in THEMES else "",
            animations=bool(self.animations),
            engines=engines,
            analyst=self.analyst if find_engine(engines, self.analyst) else "",
            opening=next((known for known in OPENINGS if known == self.opening), "none"),
        )

    def engine_choice(self, path: str) -> ComputerChoice | None:
        """The computer player of the added engine at ``path``, if it was added."""
        entry = find_engine(self.engines, path)
        return None if entry is None else ComputerChoice(entry.name, (), entry.path)


def rule_allowed(rule: object, size: int, win_length: int, reverse: bool) -> bool:
    """True when ``rule`` is a gomoku rule that a ``size`` board, ``win_length`` and mode allow.

    Freestyle is played everywhere; the others on five in a row, 7 x 7 to 15 x 15, normal rules.
    """
    if rule not in GOMOKU_RULES:
        return False
    try:
        Rules(size, win_length, reverse, rule=rule)
    except ValueError:
        return False
    return True


def effective_theme(theme: str, win_length: int, high_contrast: bool = False) -> str:
    """The look the board takes: the person's ``theme``, or else one that suits the game.

    High contrast when the system asks for it; else paper for three and four in a row and the
    go board from five in a row on.
    """
    if theme in THEMES:
        return theme
    if high_contrast:
        return "high-contrast"
    return "go" if win_length >= 5 else "paper"


def default_settings() -> AppSettings:
    """The first-run settings, with strategies that are registered right now."""
    return AppSettings().normalized()


def is_finite_number(value: object) -> bool:
    """True for an int or a float (not a bool) that is finite."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(float(value))
    )


def is_integer_option(option: ai.OptionInfo) -> bool:
    """True when an option takes whole numbers (its default and range are ints), like trials."""
    values = (option.default, option.minimum, option.maximum)
    return all(isinstance(value, int) and not isinstance(value, bool) for value in values)


def _clamp_int(value: object, low: int, high: int, default: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        return default
    return min(max(value, low), high)


def _clean_engines(engines: object) -> tuple[EngineEntry, ...]:
    """The engines of ``engines`` with a path and a name, each path once, in order."""
    if not isinstance(engines, tuple | list):
        return ()
    kept: dict[str, EngineEntry] = {}
    for entry in engines:
        if isinstance(entry, EngineEntry) and entry.path and entry.path not in kept:
            name = " ".join(str(entry.name).split())[:MAX_NAME_LENGTH] or entry.path
            kept[entry.path] = EngineEntry(name, " ".join(str(entry.version).split()), entry.path)
    return tuple(kept.values())


def _clean_name(name: object, default: str) -> str:
    if not isinstance(name, str):
        return default
    cleaned = " ".join(name.split())[:MAX_NAME_LENGTH]
    return cleaned or default
