"""Rules of a game (size, win length, normal or reverse, gomoku rule) and their geometry."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .geometry import Geometry, geometry

MIN_SIZE = 3
MAX_SIZE = 15
MIN_WIN_LENGTH = 3

GomokuRule = Literal["freestyle", "standard", "renju", "caro"]
"""The rule of five in a row: who wins with which line, and which moves are forbidden.

- ``freestyle``: k or more in a row wins (every board; the only rule below five in a row).
- ``standard``: exactly five wins; an overline (six or more) does not, for either player.
- ``renju``: X (black, first) wins with exactly five and may not play a double three, a
  double four or an overline; O (white) wins with five or more, without restrictions.
- ``caro``: five or more wins unless the opponent's stones block it at both ends.
"""

GOMOKU_RULES: tuple[GomokuRule, ...] = get_args(GomokuRule)
"""Every gomoku rule, freestyle first."""

GOMOKU_MIN_SIZE = 7
"""The smallest board the gomoku rules other than freestyle are played on."""


def usual_win_length(size: int) -> int:
    """The win length people expect on a ``size`` board: 3 on 3 x 3, 4 up to 5 x 5, then 5."""
    if size <= 3:
        return 3
    return 4 if size <= 5 else 5


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Rules:
    """The rules of one game: an N x N board, k in a row, normal or reverse ("misère").

    In reverse rules whoever completes a line loses. Five in a row on boards from 7 x 7 to
    15 x 15 may follow a gomoku rule other than freestyle (``GomokuRule``), in normal rules.

    Attributes:
        size: cells per side, 3 to 15 (the gomoku board).
        win_length: cells in a line, 3 to ``size``; the board size when not given.
        reverse: True for reverse (misère) rules.
        rule: the gomoku rule, ``freestyle`` (k or more in a row wins) unless given.
    """

    size: int
    win_length: int
    reverse: bool
    rule: GomokuRule

    def __init__(
        self,
        size: int = 3,
        win_length: int | None = None,
        reverse: bool = False,
        rule: GomokuRule = "freestyle",
    ) -> None:
        if isinstance(size, bool) or not isinstance(size, int):
            raise ValueError(f"board size must be a whole number, not {size!r}")
        if not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"board size must be from {MIN_SIZE} to {MAX_SIZE}, not {size}")
        length = size if win_length is None else win_length
        if isinstance(length, bool) or not isinstance(length, int):
            raise ValueError(f"win length must be a whole number, not {length!r}")
        if not MIN_WIN_LENGTH <= length <= size:
            raise ValueError(
                f"win length must be from {MIN_WIN_LENGTH} to the board size {size}, not {length}"
            )
        if not isinstance(reverse, bool):
            raise ValueError(f"reverse must be True or False, not {reverse!r}")
        _check_rule(rule, size, length, reverse)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "win_length", length)
        object.__setattr__(self, "reverse", reverse)
        object.__setattr__(self, "rule", rule)

    @property
    def geometry(self) -> Geometry:
        """The precomputed line masks of these rules."""
        return geometry(self.size, self.win_length)

    @property
    def cell_count(self) -> int:
        """Number of cells on the board."""
        return self.size * self.size

    @property
    def is_freestyle(self) -> bool:
        """True under freestyle: k or more in a row wins, no move is forbidden."""
        return self.rule == "freestyle"

    def describe(self) -> str:
        """A short description, such as ``3 x 3, 3 in a row`` or ``5 x 5, 4 in a row, reverse``.

        A gomoku rule other than freestyle is named: ``15 x 15, 5 in a row, Renju``.
        """
        text = f"{self.size} x {self.size}, {self.win_length} in a row"
        if self.reverse:
            return text + ", reverse"
        return text if self.is_freestyle else f"{text}, {RULE_NAMES[self.rule]}"

    def __repr__(self) -> str:
        text = f"Rules(size={self.size}, win_length={self.win_length}, reverse={self.reverse}"
        return text + (")" if self.is_freestyle else f", rule={self.rule!r})")


RULE_NAMES: dict[GomokuRule, str] = {
    "freestyle": "freestyle",
    "standard": "standard",
    "renju": "Renju",
    "caro": "Caro",
}
"""Each rule's name in an English sentence."""


def _check_rule(rule: object, size: int, win_length: int, reverse: bool) -> None:
    """ValueError unless ``rule`` is a gomoku rule that these board, length and mode allow."""
    if rule not in GOMOKU_RULES:
        raise ValueError(f"the rule must be one of {', '.join(GOMOKU_RULES)}, not {rule!r}")
    if rule == "freestyle":
        return
    if win_length != 5 or size < GOMOKU_MIN_SIZE:
        raise ValueError(
            f"the {rule} rule is five in a row on boards from {GOMOKU_MIN_SIZE} x"
            f" {GOMOKU_MIN_SIZE} to {MAX_SIZE} x {MAX_SIZE}, not {win_length} in a row on"
            f" {size} x {size}"
        )
    if reverse:
        raise ValueError(f"the {rule} rule has no reverse version")
