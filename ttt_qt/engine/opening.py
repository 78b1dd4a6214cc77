"""Fair openings of five in a row (swap, swap2): whose decision it is, and who holds X after it.

The board's marks stay X (black, the first stone) and O (white); what an opening changes is
which *player* holds X. The two players sit in two seats: ``first``, who places the first
stones (tentatively black, X), and ``second`` (tentatively white, O).

- ``swap``: the first player places three stones (X, O, X); the second chooses a colour
  (``black`` or ``white``); then the game goes on with O's move.
- ``swap2`` (the Gomocup tournament opening): the first player places three stones; the
  second chooses ``black``, ``white``, or ``two``: places two more stones (O, then X) and
  leaves the choice of colour (``black`` or ``white``) to the first player.

Everything here is a pure function of the opening, the stones on the board and the choices
made so far, so a game's history (``Game``) holds the choices and asks these functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .rules import MAX_SIZE, Rules
from .types import Mark

Opening = Literal["none", "swap", "swap2"]
"""How a game opens: ``none`` (X moves first, the usual game), ``swap`` or ``swap2``."""

OPENINGS: tuple[Opening, ...] = get_args(Opening)
"""Every opening, ``none`` first."""

OpeningChoice = Literal["black", "white", "two"]
"""A decision of the opening: take black (X), take white (O), or place two more stones."""

OPENING_CHOICES: tuple[OpeningChoice, ...] = get_args(OpeningChoice)
"""Every choice, in the order a window offers them."""

Seat = Literal["first", "second"]
"""A player's seat: ``first`` places the first stones (X unless a choice swaps the seats)."""

OPENING_NAMES: dict[Opening, str] = {"none": "no opening rule", "swap": "swap", "swap2": "swap2"}
"""Each opening's name in an English sentence."""

OPENING_STONES = 3
"""The stones the first player places before the first choice."""
MORE_STONES = 2
"""The stones ``two`` adds under swap2 before the first player chooses."""

OpeningAction = Literal["place", "choose"]
"""What the seat to act does: place the next stone, or make a choice."""


@dataclass(frozen=True, slots=True)
class OpeningTurn:
    """One decision of the opening.

    Attributes:
        seat: who decides.
        action: ``place`` (the next stone, of the board's side to move) or ``choose``.
        choices: for ``choose``, the choices allowed; empty for ``place``.
    """

    seat: Seat
    action: OpeningAction
    choices: tuple[OpeningChoice, ...] = ()


def check_opening(opening: object, rules: Rules) -> Opening:
    """``opening`` when ``rules`` allow it; ValueError with one sentence otherwise.

    Swap and swap2 are played on 15 x 15 with five in a row, under freestyle, standard or Renju.
    """
    for known in OPENINGS:
        if opening == known:
            if known != "none" and not opening_allowed(rules):
                raise ValueError(
                    f"the {known} opening is played on {MAX_SIZE} x {MAX_SIZE} with five in a"
                    f" row under freestyle, standard or Renju, not {rules.describe()}"
                )
            return known
    raise ValueError(f"the opening must be one of {', '.join(OPENINGS)}, not {opening!r}")


def opening_allowed(rules: Rules) -> bool:
    """True when swap and swap2 may be played under ``rules``."""
    return (
        rules.size == MAX_SIZE
        and rules.win_length == 5
        and not rules.reverse
        and rules.rule in ("freestyle", "standard", "renju")
    )


def opening_turn(
    opening: Opening, stones: int, choices: tuple[OpeningChoice, ...]
) -> OpeningTurn | None:
    """The opening's decision due with ``stones`` on the board after ``choices``; None once over.

    ``choices`` must be legal ones (``Game`` checks each as it is made).
    """
    if opening == "none":
        return None
    if not choices:
        if stones < OPENING_STONES:
            return OpeningTurn("first", "place")
        allowed: tuple[OpeningChoice, ...] = ("black", "white")
        return OpeningTurn("second", "choose", allowed + (("two",) if opening == "swap2" else ()))
    if choices[0] == "two" and len(choices) == 1:
        if stones < OPENING_STONES + MORE_STONES:
            return OpeningTurn("second", "place")
        return OpeningTurn("first", "choose", ("black", "white"))
    return None


def choice_stones(index: int) -> int:
    """The stones on the board when choice ``index`` (0 or 1) is made."""
    return OPENING_STONES + MORE_STONES * index


def is_swapped(choices: tuple[OpeningChoice, ...]) -> bool:
    """True when ``choices`` leave the first seat with O (white) and the second with X."""
    if not choices or choices[-1] == "two":
        return False
    chooser: Seat = "second" if len(choices) == 1 else "first"
    takes_black = choices[-1] == "black"
    return takes_black == (chooser == "second")


def mark_of(seat: Seat, swapped: bool) -> Mark:
    """The mark ``seat`` holds: the first seat holds X unless the seats are ``swapped``."""
    return "X" if (seat == "first") != swapped else "O"


def seat_of(mark: Mark, swapped: bool) -> Seat:
    """The seat holding ``mark``."""
    return "first" if (mark == "X") != swapped else "second"


def describe_choice(choice: OpeningChoice) -> str:
    """A choice in an English sentence's words: ``takes black``, ``places two more stones``."""
    return {
        "black": "takes black",
        "white": "takes white",
        "two": "places two more stones",
    }[choice]
