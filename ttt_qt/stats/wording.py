"""Sides and rules in the reader's language: one wording for the window, its tables and the PDF.

Qt's translation (``QCoreApplication.translate``) names them: the window installs the person's
language, the console none, so the console reads English. The contexts are those of the texts'
first home ("Roles", "StatsTables", "Strategies"), which the translations already hold.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ttt_qt.engine import Rules

from .records import GameRecord
from .sides import OptionText, Side, SideKind, computer_name

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def rules_words(rules: Rules) -> str:
    """The game played: "3 x 3, 3 in a row" or "5 x 5, 4 in a row, reverse rules".

    A gomoku rule other than freestyle is named: "15 x 15, 5 in a row, Renju".
    """
    if rules.rule == "standard":
        text = translate("Roles", "{size} x {size}, {length} in a row, standard (exactly five)")
        return text.format(size=rules.size, length=rules.win_length)
    if rules.rule == "renju":
        text = translate("Roles", "{size} x {size}, {length} in a row, Renju")
        return text.format(size=rules.size, length=rules.win_length)
    if rules.rule == "caro":
        text = translate("Roles", "{size} x {size}, {length} in a row, Caro")
        return text.format(size=rules.size, length=rules.win_length)
    if rules.reverse:
        return translate("Roles", "{size} x {size}, {length} in a row, reverse rules").format(
            size=rules.size, length=rules.win_length
        )
    return translate("Roles", "{size} x {size}, {length} in a row").format(
        size=rules.size, length=rules.win_length
    )


def side_parts(side: Side) -> tuple[str, str]:
    """A side's name ("You", "Bob", "Hard (Perfect)") and its options in words (often empty).

    A computer is named by its level on the game's rules, its strategy after it
    (``sides.computer_name``); one without a level there by its strategy ("Match my level").
    """
    if side.kind is SideKind.YOU:
        return translate("StatsTables", "You"), ""
    if side.kind is SideKind.PERSON:
        return side.label, ""
    options = translate("StatsTables", "; ", "between a computer's options").join(
        option_words(option) for option in side.options
    )
    name = computer_name(
        side,
        lambda text: translate("Strategies", text),
        translate("StatsTables", "{level} ({strategy})", "a computer: its level, its strategy"),
    )
    return name, options


def option_words(option: OptionText) -> str:
    """A computer's option in a few words: "200 random games a move", "10 s a move".

    The budgets say their unit (``sides.UNIT_PHRASES``, here translated); any other option is
    its label and value ("Level: 3").
    """
    if option.name == "trials":
        return translate("StatsTables", "{value} random games a move").format(value=option.value)
    if option.name == "playouts":
        return translate("StatsTables", "{value} playouts a move").format(value=option.value)
    if option.name == "time_limit":
        return translate("StatsTables", "{value} s a move").format(value=option.value)
    return translate("StatsTables", "{option}: {value}").format(
        option=translate("Strategies", option.label), value=option.value
    )


def side_text(side: Side) -> str:
    """Who played a side: "You", "Bob", "Hard (Perfect)", "Medium (Monte Carlo) · 10 s a move"."""
    name, options = side_parts(side)
    if not options:
        return name
    return translate("StatsTables", "{name} · {options}").format(name=name, options=options)


def run_note(game: GameRecord) -> str:
    """What sets a game apart in the table of runs, or "" for a whole game that ended.

    "Abandoned", "Continued from run 1 after move 4", or both.
    """
    if game.is_continuation and game.continues is not None:
        if game.abandoned:
            text = translate("StatsTables", "Abandoned; continued from run {run} after move {move}")
        else:
            text = translate("StatsTables", "Continued from run {run} after move {move}")
        return text.format(run=game.continues, move=game.from_move)
    if game.is_continuation:
        if game.abandoned:
            text = translate(
                "StatsTables", "Abandoned; continued from another game after move {move}"
            )
        else:
            text = translate("StatsTables", "Continued from another game after move {move}")
        return text.format(move=game.from_move)
    return translate("StatsTables", "Abandoned", "one game's note") if game.abandoned else ""


def run_footnote(run: int, note: str) -> str:
    """A run's note under the table of runs: "Run 4: Continued from run 1 after move 4"."""
    return translate("StatsTables", "Run {run}: {note}").format(run=run, note=note)
