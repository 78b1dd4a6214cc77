"""The Gomocup (Piskvork) protocol's wire format: coordinates, commands and the lines of answers.

Petr Laštovička's specification (``protocl2en.htm``), which Piskvork, qpiskvork and the Gomocup
tournaments follow: one command a line; a cell is ``x,y`` with ``x`` the column and ``y`` the
row, both from 0 (this app's moves are ``(row, col)``, so the two are swapped here and nowhere
else); ``BOARD`` sends ``x,y,field`` lines (1 the stone of the side to move, 2 the opponent's)
and ``DONE``. Nothing here reads or writes a pipe: ``client`` speaks it to an outside engine,
``brain`` answers it as ``ttt-pbrain``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from ttt_qt.engine import Move

OWN = 1
"""``BOARD`` field of a stone of the side to move."""
OPPONENT = 2
"""``BOARD`` field of a stone of the other side."""
UNLIMITED_MS = 2_147_483_647
"""``INFO time_left`` of a match without a clock."""

RULE_NUMBERS: dict[str, int] = {"freestyle": 0, "standard": 1, "renju": 4, "caro": 8}
"""``INFO rule`` of each gomoku rule (a bit mask: 1 exactly five, 2 continuous game, 4 Renju,
8 Caro)."""

_CELL = re.compile(r"\s*(-?\d+)\s*,\s*(-?\d+)\s*")
_BOARD_LINE = re.compile(r"\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*")
_ABOUT_PAIR = re.compile(r'\s*([A-Za-z_]+)\s*=\s*"([^"]*)"\s*,?')


class ProtocolError(ValueError):
    """A line that does not follow the protocol (a cell, a command or an answer)."""


def rule_number(rule: str) -> int:
    """The ``INFO rule`` number of a gomoku rule by name; ValueError for an unknown rule."""
    try:
        return RULE_NUMBERS[rule]
    except KeyError:
        known = ", ".join(RULE_NUMBERS)
        raise ValueError(f"unknown gomoku rule {rule!r}; choose from {known}") from None


def rule_name(number: int) -> str | None:
    """The gomoku rule of an ``INFO rule`` number, or None for a number no rule here has."""
    return next((name for name, value in RULE_NUMBERS.items() if value == number), None)


def format_cell(move: Move) -> str:
    """``(row, col)`` as the protocol's ``x,y`` (column first)."""
    row, col = move
    return f"{col},{row}"


def parse_cell(text: str, width: int, height: int | None = None) -> Move:
    """The protocol's ``x,y`` as ``(row, col)`` on a board ``width`` x ``height`` cells.

    Raises:
        ProtocolError: the text is not two numbers, or the cell is off the board.
    """
    match = _CELL.fullmatch(text)
    if match is None:
        raise ProtocolError(f"{text.strip()!r} is not a cell written x,y")
    x, y = int(match.group(1)), int(match.group(2))
    if not (0 <= x < width and 0 <= y < (width if height is None else height)):
        raise ProtocolError(f"{x},{y} is off the board")
    return (y, x)


def is_cell(text: str) -> bool:
    """True when ``text`` has the form of a cell, ``x,y`` (on or off the board)."""
    return _CELL.fullmatch(text) is not None


def board_lines(moves: Sequence[Move]) -> list[str]:
    """``BOARD``, one ``x,y,field`` line per move in the order played, and ``DONE``.

    The side to move is the one after the last move: its stones are field 1.
    """
    mover_parity = len(moves) % 2
    lines = ["BOARD"]
    for index, move in enumerate(moves):
        field = OWN if index % 2 == mover_parity else OPPONENT
        lines.append(f"{format_cell(move)},{field}")
    lines.append("DONE")
    return lines


def parse_board_line(text: str, size: int) -> tuple[Move, int]:
    """One ``x,y,field`` line of ``BOARD`` as ``((row, col), field)``.

    Raises:
        ProtocolError: the line is not three numbers, the cell is off the board, or the
            field is not 1, 2 or 3.
    """
    match = _BOARD_LINE.fullmatch(text)
    if match is None:
        raise ProtocolError(f"{text.strip()!r} is not a board line written x,y,field")
    x, y, field = (int(group) for group in match.groups())
    if not (0 <= x < size and 0 <= y < size):
        raise ProtocolError(f"{x},{y} is off the board")
    if field not in (1, 2, 3):
        raise ProtocolError(f"{field} is not a board field (1, 2 or 3)")
    return (y, x), field


@dataclass(frozen=True, slots=True)
class Command:
    """One command line as a brain reads it: the word in capitals and the rest.

    Attributes:
        name: the command, upper case (``START``, ``TURN``, ``INFO`` ...).
        argument: what follows it, stripped ("" when nothing does).
    """

    name: str
    argument: str


def parse_command(line: str) -> Command:
    """Split a command line into its word (upper case) and argument."""
    word, _, rest = line.strip().partition(" ")
    return Command(word.upper(), rest.strip())


LineKind = Literal["cell", "ok", "message", "debug", "error", "unknown", "suggest", "other"]
"""What a line from an engine is: a move, ``OK``, one of the engine's own messages, or
anything else (``ABOUT``'s answer, or garbage where a move was expected)."""

_KEYWORDS: dict[str, LineKind] = {
    "MESSAGE": "message",
    "DEBUG": "debug",
    "ERROR": "error",
    "UNKNOWN": "unknown",
    "SUGGEST": "suggest",
}


@dataclass(frozen=True, slots=True)
class EngineLine:
    """One line an engine printed, sorted by what it is.

    Attributes:
        kind: see ``LineKind``.
        text: for a message (``MESSAGE``, ``DEBUG``, ``ERROR``, ``UNKNOWN``, ``SUGGEST``) the
            words after the keyword; otherwise the whole line, stripped.
    """

    kind: LineKind
    text: str


def classify(line: str) -> EngineLine:
    """Sort a line from an engine (keywords in any case, as the specification allows)."""
    stripped = line.strip()
    word, _, rest = stripped.partition(" ")
    upper = word.upper()
    if upper == "OK" and not rest:
        return EngineLine("ok", stripped)
    if upper in _KEYWORDS:
        return EngineLine(_KEYWORDS[upper], rest.strip())
    if is_cell(stripped):
        return EngineLine("cell", stripped)
    return EngineLine("other", stripped)


def parse_about(text: str) -> dict[str, str]:
    """``ABOUT``'s ``key="value", ...`` as a mapping with the keys in lower case.

    An old engine's plain text (no ``key="value"``) gives ``{"name": text}``.
    """
    pairs = {key.lower(): value for key, value in _ABOUT_PAIR.findall(text)}
    if not pairs and text.strip():
        return {"name": text.strip()}
    return pairs


def format_about(fields: Iterable[tuple[str, str]]) -> str:
    """``ABOUT``'s answer: ``key="value"`` pairs joined by ``, `` (quotes in values dropped)."""
    return ", ".join(f'{key}="{value.replace(chr(34), "")}"' for key, value in fields)
