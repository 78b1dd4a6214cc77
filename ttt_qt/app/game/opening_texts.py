"""What the status line says during a fair opening (swap, swap2).

Who places which stone, who chooses, and what a choice was.

Each sentence is whole, so that it can be translated as it stands (context "OpeningTexts").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ttt_qt.engine import Mark, OpeningChoice
from ttt_qt.engine.opening import MORE_STONES, OPENING_STONES, OpeningTurn

from ..players import roles
from ..settings.app_settings import AppSettings

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def stones_left(turn: OpeningTurn, stones: int) -> int:
    """The stones still to place in the placing ``turn`` with ``stones`` on the board."""
    goal = OPENING_STONES if turn.seat == "first" else OPENING_STONES + MORE_STONES
    return goal - stones


def turn_text(
    players: AppSettings,
    mark: Mark,
    turn: OpeningTurn,
    board_mark: Mark,
    stones: int,
    *,
    thinking: bool,
) -> str:
    """Who acts in the opening and how: the player holding ``mark`` places or chooses.

    ``board_mark`` is the colour of the next stone (X black, O white).
    """
    name = roles.player_name(players, mark)
    computer = players.computer_for(mark) is not None
    if turn.action == "choose":
        if computer or thinking:
            return translate("OpeningTexts", "{name} is choosing a side…").format(name=name)
        return _choice_text(players, mark, name, turn)
    if computer or thinking:
        return translate("OpeningTexts", "{name} is placing the opening stones…").format(name=name)
    count = stones_left(turn, stones)
    if roles.is_you(players, mark):
        if board_mark == "X":
            text = translate("OpeningTexts", "Opening: place a black stone (X), {count} to go.")
        else:
            text = translate("OpeningTexts", "Opening: place a white stone (O), {count} to go.")
        return text.format(count=count)
    if board_mark == "X":
        text = translate("OpeningTexts", "Opening: {name} places a black stone (X), {count} to go.")
    else:
        text = translate("OpeningTexts", "Opening: {name} places a white stone (O), {count} to go.")
    return text.format(name=name, count=count)


def _choice_text(players: AppSettings, mark: Mark, name: str, turn: OpeningTurn) -> str:
    """The choices open to a person: theirs ("Your choice: ...") or another person's."""
    two = "two" in turn.choices
    if roles.is_you(players, mark):
        if two:
            return translate(
                "OpeningTexts", "Your choice: play black, play white or place two more stones."
            )
        return translate("OpeningTexts", "Your choice: play black or play white.")
    if two:
        text = translate(
            "OpeningTexts", "{name} chooses: play black, play white or place two more stones."
        )
    else:
        text = translate("OpeningTexts", "{name} chooses: play black or play white.")
    return text.format(name=name)


def choice_text(name: str, choice: OpeningChoice) -> str:
    """What a choice was, said after it: "Medium took white."."""
    if choice == "black":
        text = translate("OpeningTexts", "{name} took black.")
    elif choice == "white":
        text = translate("OpeningTexts", "{name} took white.")
    else:
        text = translate("OpeningTexts", "{name} will place two more stones.")
    return text.format(name=name)


def why_text() -> str:
    """One sentence on why the choice exists, beside the choice buttons."""
    return translate(
        "OpeningTexts",
        "Swap2 keeps the first stones fair: the other player picks a side after seeing them.",
    )


def swap_why_text() -> str:
    """The same sentence for swap."""
    return translate(
        "OpeningTexts",
        "Swap keeps the first stones fair: the other player picks a side after seeing them.",
    )
