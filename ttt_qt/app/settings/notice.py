"""What the window says once when the settings file was damaged: which settings were reset.

The settings are named as people know them ("language", "unfinished game"), never by their
keys in the file, and listed the way the window's language lists things.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from .store import SettingsRepair

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def _setting_names() -> dict[str, str]:
    """The name people know each stored setting by, by its key; some keys share one name."""
    players = translate("SettingsNotice", "players")
    names = translate("SettingsNotice", "player names")
    rules = translate("SettingsNotice", "rules of the game")
    game = translate("SettingsNotice", "unfinished game")
    statistics = translate("SettingsNotice", "Statistics choices")
    return {
        "game/mode": players,
        "game/human_mark": players,
        "computer/opponent": players,
        "computer/x": players,
        "computer/o": players,
        "computer/move_delay_ms": translate("SettingsNotice", "move delay"),
        "rules/size": rules,
        "rules/win_length": rules,
        "rules/reverse": rules,
        "players/x_name": names,
        "players/o_name": names,
        "view/show_evaluation": translate("SettingsNotice", "evaluation"),
        "view/language": translate("SettingsNotice", "language"),
        "view/theme": translate("SettingsNotice", "board theme"),
        "view/animations": translate("SettingsNotice", "animations"),
        "window/geometry": translate("SettingsNotice", "window size"),
        "game/unfinished": game,
        "game/unfinished_seconds": game,
        "stats/include_computer_games": statistics,
        "stats/last": statistics,
    }


def reset_names(repair: SettingsRepair) -> list[str]:
    """The people's names of the settings ``repair`` reset, each once, players first."""
    names: list[str] = []
    for key, name in _setting_names().items():
        if key in repair.keys and name not in names:
            names.append(name)
    return names


def reset_notice(repair: SettingsRepair) -> str:
    """One sentence for the status bar: some settings could not be read and were reset."""
    names = reset_names(repair)
    if not names:
        return translate("SettingsNotice", "Some settings could not be read and were reset.")
    listed = QLocale().createSeparatedList(names)
    if repair.unknown:
        return translate(
            "SettingsNotice", "Some settings could not be read and were reset, among them: {list}."
        ).format(list=listed)
    return translate(
        "SettingsNotice", "Some settings could not be read and were reset: {list}."
    ).format(list=listed)
