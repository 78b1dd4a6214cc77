"""Keeping ``AppSettings`` in ``QSettings``, with the window geometry and a few other choices.

``SettingsStore`` reads every field on its own and falls back to the default for any value that
is missing or corrupt, so a damaged settings file never stops the app; ``repair`` then says
once what was reset (a ``SettingsRepair``), so the person is told.
"""

from __future__ import annotations

import json
import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

import ttt_qt
from ttt_qt.coach.rating import PuzzleAttempt
from ttt_qt.engine import Mark, usual_win_length
from ttt_qt.engine.opening import OPENINGS, Opening
from ttt_qt.engine.rules import GOMOKU_RULES, GomokuRule

from .app_settings import THEMES, AppSettings, ComputerChoice, Mode, is_finite_number
from .engines import EngineEntry
from .language import language as find_language


@dataclass(frozen=True, slots=True)
class SettingsRepair:
    """What ``SettingsStore.repair`` found in a damaged settings file, and where it kept it.

    Attributes:
        keys: the known settings that could not be read and took their defaults, such as
            ``view/language`` or ``game/unfinished`` (the game left in progress), sorted.
        unknown: the file also held entries or lines of no known setting, or could not be
            read at all, so that more may have been reset than ``keys`` says.
        kept: the copy of the damaged file, or None when it could not be copied aside.
    """

    keys: tuple[str, ...]
    unknown: bool
    kept: Path | None


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
        self._damaged = False  # lines of no setting, or a file Qt could not read
        self._notice_given = False

    @property
    def file_name(self) -> str:
        """Where the settings live."""
        return self._qsettings.fileName()

    def load(self) -> AppSettings:
        """The saved settings; any missing or corrupt value takes its default. Never raises."""
        defaults = AppSettings()
        self._unreadable = [key for key in self._qsettings.allKeys() if key not in _KNOWN_KEYS]
        damaged_keys, damaged_lines = _damaged_lines(Path(self.file_name))
        self._unreadable += sorted(damaged_keys)
        # Qt's FormatError for lines the look above found (and named) already says no more.
        unread = self._qsettings.status() != QSettings.Status.NoError
        self._damaged = damaged_lines or (unread and not damaged_keys)
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
            rule=read("rules/rule", defaults.rule, _parse_rule),
            opening=read("rules/opening", defaults.opening, _parse_opening),
            x_name=read("players/x_name", defaults.x_name, str),
            o_name=read("players/o_name", defaults.o_name, str),
            move_delay_ms=read("computer/move_delay_ms", defaults.move_delay_ms, _parse_int),
            show_evaluation=read("view/show_evaluation", defaults.show_evaluation, _parse_bool),
            language=read("view/language", defaults.language, _parse_language),
            theme=read("view/theme", defaults.theme, _parse_theme),
            animations=read("view/animations", defaults.animations, _parse_bool),
            engines=read("engines/list", defaults.engines, _parse_engines),
            analyst=read("engines/analyst", defaults.analyst, str),
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

    def load_puzzle_attempts(self) -> list[PuzzleAttempt]:
        """The puzzle attempts kept here by versions before the records kept them, oldest first."""
        value = self._qsettings.value(PUZZLE_ATTEMPTS_KEY)
        attempts = []
        for part in value.split(";") if isinstance(value, str) else []:
            fields = part.split()
            if len(fields) == 3 and fields[1].isdigit() and fields[2] in ("0", "1"):
                attempts.append(PuzzleAttempt(fields[0], int(fields[1]), fields[2] == "1"))
        return attempts

    def add_puzzle_attempt(self, attempt: PuzzleAttempt) -> None:
        """Keep one more puzzle attempt (as versions before the records kept them)."""
        kept = [*self.load_puzzle_attempts(), attempt]
        text = ";".join(f"{a.puzzle_id} {a.difficulty} {int(a.solved)}" for a in kept)
        self._qsettings.setValue(PUZZLE_ATTEMPTS_KEY, text)

    def take_puzzle_attempts(self) -> list[PuzzleAttempt]:
        """The attempts kept here by earlier versions, forgotten here (the records keep them)."""
        attempts = self.load_puzzle_attempts()
        self._qsettings.remove(PUZZLE_ATTEMPTS_KEY)
        return attempts

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

    def mark_unreadable(self, key: str) -> None:
        """Count ``key`` among the settings that could not be read (``repair`` tells of it)."""
        if key not in self._unreadable:
            self._unreadable.append(key)

    def repair(self, settings: AppSettings) -> SettingsRepair | None:
        """Once, after ``load`` met unreadable entries: replace the file, say what was reset.

        The damaged file is copied aside first, and ``settings`` written in its place.
        """
        if self._notice_given or not (self._unreadable or self._damaged):
            return None
        self._notice_given = True
        damaged = Path(self.file_name)
        copy = damaged.with_name(f"{damaged.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            shutil.copy2(damaged, copy)
            kept: Path | None = copy
        except OSError:
            kept = None
        self._qsettings.clear()
        self.save(settings)
        self.sync()
        known = sorted({key for key in self._unreadable if key in _KNOWN_KEYS})
        unknown = self._damaged or any(key not in _KNOWN_KEYS for key in self._unreadable)
        return SettingsRepair(tuple(known), unknown, kept)


def _damaged_lines(path: Path) -> tuple[set[str], bool]:
    """What of the INI file at ``path`` Qt skips or garbles without a word.

    Qt reads what it can: it drops a line that is no ``[section]``, no ``key=value`` and no
    comment, and takes bytes that are not UTF-8 as replacement characters. Returns the known
    keys such a line begins with (``view/language`` for "language de" under ``[view]``), and
    whether any other line was damaged.
    """
    try:
        with path.open("rb") as file:
            data = file.read(MAX_SETTINGS_BYTES)
    except OSError:
        return set(), False  # none yet, or unreadable: Qt's status says so
    keys: set[str] = set()
    unknown = False
    section = ""
    for raw in data.decode("utf-8", errors="replace").splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        if "=" in line and not any(mark in line for mark in ("\ufffd", "\x00")):
            continue
        word = re.match(r"[A-Za-z_]+", line)
        key = f"{section}/{word.group()}" if word else ""
        if key in _KNOWN_KEYS:
            keys.add(key)
        else:
            unknown = True
    return keys, unknown


MAX_SETTINGS_BYTES = 4_000_000
"""How much of the settings file is looked through for damage (a few kilobytes are usual)."""


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
        "rules/rule": settings.rule,
        "rules/opening": settings.opening,
        "players/x_name": settings.x_name,
        "players/o_name": settings.o_name,
        "view/show_evaluation": "true" if settings.show_evaluation else "false",
        "view/language": settings.language,
        "view/theme": settings.theme,
        "view/animations": "true" if settings.animations else "false",
        "engines/list": _format_engines(settings.engines),
        "engines/analyst": settings.analyst,
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


def _parse_rule(value: object) -> GomokuRule:
    text = str(value).strip().lower()
    for rule in GOMOKU_RULES:
        if text == rule:
            return rule
    raise ValueError(f"not a gomoku rule: {text!r}")


def _parse_opening(value: object) -> Opening:
    text = str(value).strip().lower()
    for opening in OPENINGS:
        if text == opening:
            return opening
    raise ValueError(f"not an opening: {text!r}")


def _parse_theme(value: object) -> str:
    text = str(value).strip()
    if text and text not in THEMES:
        raise ValueError(f"not a board theme: {text!r}")
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
        sorted(
            (str(key), float(number)) for key, number in options.items() if is_finite_number(number)
        )
    )
    engine = data.get("engine", "")
    if not isinstance(engine, str):
        raise ValueError("an engine is given by the path of its program")
    return ComputerChoice(data["name"], pairs, engine)


def _format_choice(choice: ComputerChoice) -> str:
    data: dict[str, object] = {"name": choice.name, "options": dict(choice.options)}
    if choice.is_engine:
        data["engine"] = choice.engine
    return json.dumps(data, sort_keys=True)


def _parse_engines(value: object) -> tuple[EngineEntry, ...]:
    data = json.loads(str(value))
    if not isinstance(data, list):
        raise ValueError("the engines are a JSON list")
    entries = []
    for item in data:
        if not isinstance(item, dict) or not all(
            isinstance(item.get(key), str) for key in ("name", "version", "path")
        ):
            raise ValueError("an engine is a JSON object with a name, a version and a path")
        entries.append(EngineEntry(item["name"], item["version"], item["path"]))
    return tuple(entries)


def _format_engines(engines: tuple[EngineEntry, ...]) -> str:
    return json.dumps(
        [{"name": entry.name, "version": entry.version, "path": entry.path} for entry in engines]
    )


UNFINISHED_GAME_KEY = "game/unfinished"
UNFINISHED_SECONDS_KEY = "game/unfinished_seconds"
"""Where a game left in progress waits for the next start, and how long it had been played."""

STATS_COMPUTER_GAMES_KEY = "stats/include_computer_games"
STATS_LAST_KEY = "stats/last"
"""The Statistics window's choices (``StatsView``); 0 games means all of them."""
PUZZLE_ATTEMPTS_KEY = "puzzles/attempts"
"""The puzzle attempts: "id difficulty solved" (0 or 1), separated by ";"."""

_KNOWN_KEYS = frozenset(_values_of(AppSettings())) | {
    "window/geometry",
    UNFINISHED_GAME_KEY,
    UNFINISHED_SECONDS_KEY,
    STATS_COMPUTER_GAMES_KEY,
    STATS_LAST_KEY,
    PUZZLE_ATTEMPTS_KEY,
}
"""Every key ``SettingsStore`` writes; anything else in the file is unreadable to it."""
