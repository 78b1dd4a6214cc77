"""The items of a computer picker: the levels of the rules in force, named as people name them.

Both pickers (``opponentPicker`` beside the board and Settings' ``StrategyPicker``) list the
levels of ``ttt_qt.ai.ladder`` for the rules in force — Beginner, Easy, Medium, Hard, Expert,
and Unbeatable where the search proves every move — then "Match my level", then any player
without measurements under its own name. Each item's data is the strategy that plays the level
(the one already chosen, when it plays at that level); its tooltip names the algorithm, how
long it takes, how it plays under these rules and what it proves.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QComboBox

from ttt_qt import ai
from ttt_qt.ai.strength import PROVERS
from ttt_qt.ai.threats import plays_as_perfect
from ttt_qt.engine import Rules

from ..computer.evaluation_text import fill
from ..computer.move_report import seconds_text
from ..settings.app_settings import ComputerChoice
from ..settings.engines import EngineEntry, engine_data, engines_play
from .strategy_texts import algorithm_words, level_name, strategy_name, strategy_summary

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``.

The texts here are in the "StrategyPicker" context, shared with the Settings picker."""

REVERSED_RULES = frozenset({"smart", "expert"})
"""The rule players whose rules turn around in reverse rules (their summaries say normal ones)."""

Options = Mapping[str, Mapping[str, float]]
"""Option values by strategy name, as a picker remembers them."""


def proof_note(name: str, rules: Rules) -> str:
    """Whether the strategy ``name`` proves its moves under ``rules`` (empty for the others)."""
    if name not in PROVERS:
        return ""
    if ai.proves(name, rules):
        return translate(
            "StrategyPicker",
            "On these rules its search proves the value of every position: it cannot be beaten.",
        )
    return translate(
        "StrategyPicker",
        "On these rules it can be beaten: it does not prove its moves from the start, and the "
        "window says when a move is proven.",
    )


def description(name: str, rules: Rules) -> str:
    """How the strategy plays under ``rules`` (turned round in reverse rules), what it proves."""
    notes = [strategy_summary(name, rules)]
    if rules.reverse and name in REVERSED_RULES:
        notes.append(
            translate(
                "StrategyPicker",
                "In reverse rules its rules turn around: it avoids completing a line of its own "
                "and leaves its opponent the cells that would complete one of the opponent's.",
            )
        )
    if name == "threats" and plays_as_perfect(rules):
        text = translate(
            "StrategyPicker",
            "On these rules it plays as %1: its threats need four or five in a row, "
            "normal rules and a board of 6 x 6 or more.",
        )
        notes.append(fill(text, computer_title("perfect", rules)))
    note = proof_note(name, rules)
    if note:
        notes.append(note)
    return "\n".join(notes)


def pace_line(title: str, name: str, values: Mapping[str, float]) -> str:
    """``title``, the algorithm and its pace: "Expert: threat search, up to 1.0 s a move.".

    ``values`` are the strategy's chosen options (missing ones take their defaults).
    """
    options = {option.name: option for option in ai.info(name).options}
    algorithm = algorithm_words(name)

    def value(option: str) -> float:
        return values.get(option, options[option].default)

    if "trials" in options:
        text = translate("StrategyPicker", "%1: %2, %3 random games a move.")
        return fill(text, title, algorithm, QLocale().toString(round(value("trials"))))
    if "playouts" in options:
        text = translate("StrategyPicker", "%1: %2, %3 random games a move.")
        return fill(text, title, algorithm, QLocale().toString(round(value("playouts"))))
    if "time_limit" in options:
        text = translate("StrategyPicker", "%1: %2, up to %3 s a move.")
        return fill(text, title, algorithm, seconds_text(value("time_limit")))
    return fill(translate("StrategyPicker", "%1: %2, answers at once."), title, algorithm)


def level_description(name: str, rules: Rules, values: Mapping[str, float]) -> str:
    """The tooltip of a level played by strategy ``name``: its level, algorithm, pace and play.

    A strategy without a level on ``rules`` is titled by its own name.
    """
    title = computer_title(name, rules)
    return f"{pace_line(title, name, values)}\n{description(name, rules)}"


def computer_title(name: str, rules: Rules) -> str:
    """The item text of strategy ``name`` on ``rules``: its level, else its own name."""
    level = ai.level_of(name, rules)
    return strategy_name(name) if level is None else level_name(level)


def level_items(
    rules: Rules, current: str | None, *, adapting: bool = True
) -> list[tuple[str, str]]:
    """``(item text, strategy)`` for every item of a picker under ``rules``, easiest first.

    A level is played by ``current`` when ``current`` plays at that level, else by the level's
    own strategy. Without ``adapting``, the strategies that follow a person's results are left
    out (two computers' game has no person to follow).
    """
    items = [
        (level_name(rung.level), current if current in rung.members else rung.strategy)
        for rung in ai.ladder(rules)
    ]
    ranked = {name for rung in ai.ladder(rules) for name in rung.members}
    for name in ai.names():
        if name in ranked or (ai.info(name).adapts and not adapting):
            continue
        items.append((strategy_name(name), name))
    return items


def fill_combo(
    combo: QComboBox,
    rules: Rules,
    current: str | None,
    remembered: Options,
    *,
    adapting: bool = True,
) -> None:
    """Put the items of ``level_items`` into ``combo`` (emptied first), each with its tooltip.

    An adapting strategy's tooltip is its summary; ``show_level`` adds its level once known.
    """
    combo.clear()
    for text, name in level_items(rules, current, adapting=adapting):
        combo.addItem(text, name)
        index = combo.count() - 1
        if ai.info(name).adapts:
            show_level(combo, index, None)
            continue
        describe_item(combo, index, name, rules, remembered.get(name, {}))


def describe_item(
    combo: QComboBox, index: int, name: str, rules: Rules, values: Mapping[str, float]
) -> None:
    """Give ``combo``'s item ``index`` (strategy ``name``) its level description as tooltip."""
    combo.setItemData(index, level_description(name, rules, values), Qt.ItemDataRole.ToolTipRole)


def level_of(choice: ComputerChoice) -> int | None:
    """The level ``choice`` plays at, when its strategy adapts to the person and it is set."""
    if choice.is_engine or not ai.info(choice.name).adapts:
        return None
    level = choice.option_values.get("level")
    return None if level is None else round(level)


def level_summary(name: str, level: float | None) -> str:
    """The summary of the adapting strategy ``name``, with its ``level`` when known."""
    summary = strategy_summary(name)
    if level is None:
        return summary
    return translate("StrategyPicker", "{summary} It plays at level {level} of {top} now.").format(
        summary=summary, level=round(level), top=ai.LEVEL_MAX
    )


def show_level(combo: QComboBox, index: int, level: int | None) -> None:
    """Show the adapting strategy at ``index`` of ``combo`` with its level (None: unknown)."""
    name = str(combo.itemData(index))
    label = strategy_name(name)
    spoken = label
    if level is not None:  # the level goes in the tooltip and the line under the picker: room
        spoken = translate("StrategyPicker", "{name}, level {level} of {top}").format(
            name=label, level=level, top=ai.LEVEL_MAX
        )
    combo.setItemText(index, label)
    combo.setItemData(index, level_summary(name, level), Qt.ItemDataRole.ToolTipRole)
    combo.setItemData(index, spoken, Qt.ItemDataRole.AccessibleTextRole)


def engine_tooltip(entry: EngineEntry) -> str:
    """The tooltip of an added engine's item: its name and version, and its program."""
    if entry.version:
        text = translate("StrategyPicker", "{name} {version}, an outside engine: {path}")
    else:
        text = translate("StrategyPicker", "{name}, an outside engine: {path}")
    return text.format(name=entry.name, version=entry.version, path=entry.path)


def add_engine_items(combo: QComboBox, rules: Rules, engines: tuple[EngineEntry, ...]) -> str:
    """Add the ``engines`` to ``combo`` by their names, where they play under ``rules``.

    Returns "" when they were added (or there are none), else the sentence that says where
    they play, for the combo's tooltip.
    """
    if not engines:
        return ""
    if not engines_play(rules):
        return translate(
            "StrategyPicker",
            "Added engines play five in a row on boards from 7 x 7 to 15 x 15, normal rules.",
        )
    for entry in engines:
        combo.addItem(entry.name, engine_data(entry.path))
        combo.setItemData(combo.count() - 1, engine_tooltip(entry), Qt.ItemDataRole.ToolTipRole)
    return ""
