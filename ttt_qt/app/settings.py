"""The app's settings: one frozen dataclass, and one typed wrapper over ``QSettings`` to keep it.

``AppSettings`` is a value: the settings dialog edits a copy and the model applies the copy.
``SettingsStore`` reads every field on its own and falls back to the default for any value that
is missing or corrupt, so a damaged settings file never stops the app; ``take_notice`` then
says once what was ignored, so the person is told.
"""

from __future__ import annotations

import json
import math
import shutil
import time
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

import ttt_qt
from ttt_qt import ai
from ttt_qt.engine import MAX_SIZE, MIN_SIZE, MIN_WIN_LENGTH, Mark, Rules, usual_win_length

from .language import language as find_language
from .strategy_texts import strategy_name

DEFAULT_OPPONENT = "smart"
"""The computer a person meets on first run: it wins and blocks, but a careful beginner who
sets up two threats at once beats it, and one who blocks its lines draws."""

DEFAULT_COMPUTER_X = "smart"
"""The computer that opens in computer vs computer, when it is registered."""

DEFAULT_COMPUTER_O = "perfect"
"""The computer that answers in computer vs computer, when it is registered."""

MAX_NAME_LENGTH = 40
MAX_MOVE_DELAY_MS = 3000
HUMAN = "human"
"""The player kind of a person, as recorded in statistics."""


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
    """A computer player: a registered strategy and the values of its options.

    Attributes:
        name: the strategy's registry name, such as ``perfect``.
        options: ``(option name, value)`` pairs, sorted by name; missing options take defaults.
    """

    name: str = DEFAULT_OPPONENT
    options: tuple[tuple[str, float], ...] = ()

    @property
    def option_values(self) -> dict[str, float]:
        """The options as keyword arguments for ``ttt_qt.ai.create``."""
        return dict(self.options)

    @property
    def label(self) -> str:
        """The strategy's name for people ("Perfect"), or its registry name when it is unknown."""
        return strategy_name(self.name)

    def plays_like(self, other: ComputerChoice | None) -> bool:
        """True when ``other`` is the same strategy with the same chosen option values.

        An option left out counts as its default; the level of "Match my level" is set by the
        app, not chosen, so it does not count.
        """
        return other is not None and self._chosen_values() == other._chosen_values()

    def _chosen_values(self) -> tuple[str, dict[str, float]]:
        given = self.option_values
        if self.name not in ai.names():
            return self.name, given
        chosen = ai.info(self.name).chosen_options
        return self.name, {option.name: given.get(option.name, option.default) for option in chosen}

    def normalized(self, preferred: str = DEFAULT_OPPONENT) -> ComputerChoice:
        """A registered strategy with only its own options, each clamped to its range."""
        name = self.name if self.name in ai.names() else fallback_strategy(preferred)
        given = dict(self.options) if name == self.name else {}
        values: list[tuple[str, float]] = []
        for option in ai.info(name).options:
            value = given.get(option.name)
            if value is None or not _is_number(value):
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
        x_name: the X player's name.
        o_name: the O player's name.
        move_delay_ms: the pause before each move in computer vs computer, so a person can watch.
        show_evaluation: show every free cell's value on the board.
        language: the code of the language the app speaks (``de``, ``pt_BR``), or "" to
            follow the system; a change takes effect at the next start.
    """

    mode: Mode = Mode.HUMAN_VS_COMPUTER
    human_mark: Mark = "X"
    opponent: ComputerChoice = field(default_factory=ComputerChoice)
    computer_x: ComputerChoice = field(default_factory=lambda: ComputerChoice(DEFAULT_COMPUTER_X))
    computer_o: ComputerChoice = field(default_factory=lambda: ComputerChoice(DEFAULT_COMPUTER_O))
    size: int = 3
    win_length: int = 3
    reverse: bool = False
    x_name: str = "Bob"
    o_name: str = "Alice"
    move_delay_ms: int = 600
    show_evaluation: bool = False
    language: str = ""

    @property
    def rules(self) -> Rules:
        """The rules of the next game."""
        return Rules(self.size, self.win_length, self.reverse)

    def computer_for(self, mark: Mark) -> ComputerChoice | None:
        """The computer that plays ``mark``, or None when a person plays it."""
        if self.mode == Mode.HUMAN_VS_HUMAN:
            return None
        if self.mode == Mode.COMPUTER_VS_COMPUTER:
            return self.computer_x if mark == "X" else self.computer_o
        return None if mark == self.human_mark else self.opponent

    def player_kind(self, mark: Mark) -> str:
        """``"human"`` or the strategy name of the player of ``mark`` (for statistics)."""
        choice = self.computer_for(mark)
        return HUMAN if choice is None else choice.name

    def name_of(self, mark: Mark) -> str:
        """The name set for ``mark``'s person (used when two people play)."""
        return self.x_name if mark == "X" else self.o_name

    def same_game_as(self, other: AppSettings) -> bool:
        """True when ``other`` would play the same game: the same rules and the same players.

        Names, the move delay and the evaluation overlay can change during a game; an option
        left out and the same option at its default value play alike.
        """
        return self.rules == other.rules and all(
            _same_player(self.computer_for(mark), other.computer_for(mark)) for mark in ("X", "O")
        )

    def with_game_of(self, other: AppSettings) -> AppSettings:
        """A copy that plays ``other``'s game: its rules and players, and the rest of this copy.

        The rest (names, move delay, evaluation overlay, language) may change during a game.
        """
        names = (self.x_name, self.o_name)
        game = self.with_players_of(other).with_rules(other.rules)
        return replace(game, x_name=names[0], o_name=names[1])

    def with_players_of(self, other: AppSettings) -> AppSettings:
        """A copy with ``other``'s players: mode, the person's mark, the computers, the names."""
        return replace(
            self,
            mode=other.mode,
            human_mark=other.human_mark,
            opponent=other.opponent,
            computer_x=other.computer_x,
            computer_o=other.computer_o,
            x_name=other.x_name,
            o_name=other.o_name,
        )

    def with_rules(self, rules: Rules) -> AppSettings:
        """A copy playing under ``rules``."""
        return replace(self, size=rules.size, win_length=rules.win_length, reverse=rules.reverse)

    def normalized(self) -> AppSettings:
        """A copy with every field in range: a valid board, registered strategies, sane names."""
        size = _clamp_int(self.size, MIN_SIZE, MAX_SIZE, 3)
        return AppSettings(
            mode=self.mode if isinstance(self.mode, Mode) else Mode.HUMAN_VS_COMPUTER,
            human_mark=self.human_mark if self.human_mark in ("X", "O") else "X",
            opponent=self.opponent.normalized(DEFAULT_OPPONENT),
            computer_x=self.computer_x.normalized(DEFAULT_COMPUTER_X),
            computer_o=self.computer_o.normalized(DEFAULT_COMPUTER_O),
            size=size,
            win_length=_clamp_int(self.win_length, MIN_WIN_LENGTH, size, usual_win_length(size)),
            reverse=bool(self.reverse),
            x_name=_clean_name(self.x_name, "Bob"),
            o_name=_clean_name(self.o_name, "Alice"),
            move_delay_ms=_clamp_int(self.move_delay_ms, 0, MAX_MOVE_DELAY_MS, 600),
            show_evaluation=bool(self.show_evaluation),
            language=self.language if find_language(self.language) else "",
        )


def default_settings() -> AppSettings:
    """The first-run settings, with strategies that are registered right now."""
    return AppSettings().normalized()


@dataclass(frozen=True, slots=True)
class StatsView:
    """What the Statistics window shows, kept from one opening to the next.

    Attributes:
        include_computer_games: games between two computer players are counted too.
        last: only that many recent games are shown, or None for all of them.
    """

    include_computer_games: bool = False
    last: int | None = None


class SettingsStore:
    """Reads and writes ``AppSettings`` and the window geometry in ``QSettings``.

    An INI file in the user's config folder on every platform (no Windows registry), named by
    ``ttt_qt.ORGANIZATION_NAME`` and ``APPLICATION_NAME``; tests redirect it with
    ``QSettings.setPath``.
    """

    def __init__(self, qsettings: QSettings | None = None) -> None:
        """Use ``qsettings``, or the app's own settings file."""
        self._qsettings = qsettings or QSettings(
            QSettings.Format.IniFormat,
            QSettings.Scope.UserScope,
            ttt_qt.ORGANIZATION_NAME,
            ttt_qt.APPLICATION_NAME,
        )
        self._unreadable: list[str] = []
        self._notice_given = False

    @property
    def file_name(self) -> str:
        """Where the settings live."""
        return self._qsettings.fileName()

    def load(self) -> AppSettings:
        """The saved settings; any missing or corrupt value takes its default. Never raises."""
        defaults = AppSettings()
        self._unreadable = [key for key in self._qsettings.allKeys() if key not in _KNOWN_KEYS]
        read = self._read
        size = read("rules/size", defaults.size, _parse_int)
        loaded = AppSettings(
            mode=read("game/mode", defaults.mode, lambda text: Mode(str(text))),
            human_mark=read("game/human_mark", defaults.human_mark, _parse_mark),
            opponent=read("computer/opponent", defaults.opponent, _parse_choice),
            computer_x=read("computer/x", defaults.computer_x, _parse_choice),
            computer_o=read("computer/o", defaults.computer_o, _parse_choice),
            size=size,
            win_length=read("rules/win_length", usual_win_length(size), _parse_int),
            reverse=read("rules/reverse", defaults.reverse, _parse_bool),
            x_name=read("players/x_name", defaults.x_name, str),
            o_name=read("players/o_name", defaults.o_name, str),
            move_delay_ms=read("computer/move_delay_ms", defaults.move_delay_ms, _parse_int),
            show_evaluation=read("view/show_evaluation", defaults.show_evaluation, _parse_bool),
            language=read("view/language", defaults.language, _parse_language),
        )
        return loaded.normalized()

    def save(self, settings: AppSettings) -> None:
        """Store ``settings`` (written to disk by Qt; call ``sync`` to force it now)."""
        for key, value in _values_of(settings).items():
            self._qsettings.setValue(key, value)

    def load_geometry(self) -> QByteArray | None:
        """The saved window geometry, or None."""
        value = self._qsettings.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def load_unfinished_game(self) -> str | None:
        """The game left unfinished when the window last closed, in the saved-game format."""
        value = self._qsettings.value(UNFINISHED_GAME_KEY)
        return value if isinstance(value, str) and value else None

    def load_unfinished_seconds(self) -> float | None:
        """The seconds the unfinished game had been played before the window closed, if known."""
        seconds = self._read(UNFINISHED_SECONDS_KEY, None, float)
        return seconds if isinstance(seconds, float) and 0 <= seconds < 1e9 else None

    def save_unfinished_game(self, text: str | None, seconds: float | None = None) -> None:
        """Keep ``text`` (a game in the saved-game format) for the next start; None forgets it.

        ``seconds``: how long it has been played, so that its record counts the time before
        the restart too.
        """
        if text is None:
            self._qsettings.remove(UNFINISHED_GAME_KEY)
            self._qsettings.remove(UNFINISHED_SECONDS_KEY)
            return
        self._qsettings.setValue(UNFINISHED_GAME_KEY, text)
        if seconds is not None:
            self._qsettings.setValue(UNFINISHED_SECONDS_KEY, seconds)

    def load_stats_view(self) -> StatsView:
        """The Statistics window's choices as last left; defaults where unreadable."""
        include = self._read(STATS_COMPUTER_GAMES_KEY, False, _parse_bool)
        last = self._read(STATS_LAST_KEY, 0, _parse_int)
        return StatsView(bool(include), last if isinstance(last, int) and last > 0 else None)

    def save_stats_view(self, view: StatsView) -> None:
        """Remember the Statistics window's choices for its next opening."""
        self._qsettings.setValue(STATS_COMPUTER_GAMES_KEY, view.include_computer_games)
        self._qsettings.setValue(STATS_LAST_KEY, view.last or 0)

    def save_geometry(self, geometry: QByteArray) -> None:
        """Remember the window geometry."""
        self._qsettings.setValue("window/geometry", geometry)

    def sync(self) -> None:
        """Write pending changes to disk now."""
        self._qsettings.sync()

    def _read(self, key: str, default: Any, parse: Any) -> Any:
        value = self._qsettings.value(key)
        if value is None:
            return default
        try:
            return parse(value)
        except (TypeError, ValueError, KeyError):
            self._unreadable.append(key)
            return default

    def repair(self, settings: AppSettings) -> str | None:
        """Once, after ``load`` met unreadable entries: replace the file, say what happened.

        The damaged file is copied aside first, and ``settings`` written in its place.
        """
        if self._notice_given or not self._unreadable:
            return None
        self._notice_given = True
        shown = ", ".join(sorted(self._unreadable)[:3])
        if len(self._unreadable) > 3:
            shown += f" and {len(self._unreadable) - 3} more"
        damaged = Path(self.file_name)
        kept = damaged.with_name(f"{damaged.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            shutil.copy2(damaged, kept)
            where = f"The damaged file was kept as {kept}."
        except OSError as error:
            where = f"The damaged file {damaged} could not be copied aside ({error.strerror})."
        self._qsettings.clear()
        self.save(settings)
        self.sync()
        return (
            f"Some saved settings could not be read ({shown}); the defaults are used for them. "
            + where
        )


def _values_of(settings: AppSettings) -> dict[str, str]:
    """The text ``SettingsStore.save`` writes for each key."""
    return {
        "game/mode": settings.mode.value,
        "game/human_mark": settings.human_mark,
        "computer/opponent": _format_choice(settings.opponent),
        "computer/x": _format_choice(settings.computer_x),
        "computer/o": _format_choice(settings.computer_o),
        "computer/move_delay_ms": str(settings.move_delay_ms),
        "rules/size": str(settings.size),
        "rules/win_length": str(settings.win_length),
        "rules/reverse": "true" if settings.reverse else "false",
        "players/x_name": settings.x_name,
        "players/o_name": settings.o_name,
        "view/show_evaluation": "true" if settings.show_evaluation else "false",
        "view/language": settings.language,
    }


def _parse_int(value: object) -> int:
    text = str(value).strip()
    if not text.lstrip("-").isdigit() or len(text) > 6:
        raise ValueError(f"not a whole number: {text!r}")
    return int(text)


def _parse_bool(value: object) -> bool:
    text = str(value).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    raise ValueError(f"not true or false: {text!r}")


def _parse_language(value: object) -> str:
    text = str(value).strip()
    if text and find_language(text) is None:
        raise ValueError(f"not a language the app speaks: {text!r}")
    return text


def _parse_mark(value: object) -> Mark:
    text = str(value).strip().upper()
    if text == "X":
        return "X"
    if text == "O":
        return "O"
    raise ValueError(f"not a mark: {text!r}")


def _parse_choice(value: object) -> ComputerChoice:
    data = json.loads(str(value))
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        raise ValueError("a computer player is a JSON object with a name")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ValueError("options are a JSON object")
    pairs = tuple(
        sorted((str(key), float(number)) for key, number in options.items() if _is_number(number))
    )
    return ComputerChoice(data["name"], pairs)


def _format_choice(choice: ComputerChoice) -> str:
    return json.dumps({"name": choice.name, "options": dict(choice.options)}, sort_keys=True)


def _is_number(value: object) -> bool:
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


def _clean_name(name: object, default: str) -> str:
    if not isinstance(name, str):
        return default
    cleaned = " ".join(name.split())[:MAX_NAME_LENGTH]
    return cleaned or default


UNFINISHED_GAME_KEY = "game/unfinished"
UNFINISHED_SECONDS_KEY = "game/unfinished_seconds"
"""Where a game left in progress waits for the next start, and how long it had been played."""

STATS_COMPUTER_GAMES_KEY = "stats/include_computer_games"
STATS_LAST_KEY = "stats/last"
"""The Statistics window's choices (``StatsView``); 0 games means all of them."""

_KNOWN_KEYS = frozenset(_values_of(AppSettings())) | {
    "window/geometry",
    UNFINISHED_GAME_KEY,
    UNFINISHED_SECONDS_KEY,
    STATS_COMPUTER_GAMES_KEY,
    STATS_LAST_KEY,
}
"""Every key ``SettingsStore`` writes; anything else in the file is unreadable to it."""
