"""Piskvork's game files (``.psq``), as Piskvork and the Gomocup tournaments write them.

A file reads::

    Piskvorky 15x15, 11:11, 0
    8,8,1000
    9,9,850
    8,9,1200
    pbrain-one.exe
    pbrain-two.exe
    -1

The first line gives the board (width x height); the numbers after it are Piskvork's own
(written here as ``11:11, 0``, ignored when read). Each move is ``x,y,time``: the column and
the row counted from 1 at the top left, and the milliseconds the player thought (0 when not
known; a move without a time reads too). First player first, moves alternate. After the moves
come the names of the players (or the engines' files), first player's first, and numbers that
Piskvork keeps (ignored when read). The file says nothing of the rule: a game read from it is
freestyle with the usual line (five from 6 x 6 on), and a game written to it loses any other
rules (``lost_in_psq`` says which).
"""

from __future__ import annotations

import re

from ..errors import GameFormatError
from ..players import SavedGame
from ..rules import usual_win_length
from ..types import Move
from .moves import board_rules, lost_opening, played, player_name, saved_game

_HEADER = re.compile(r"piskvorky\s+(\d{1,4})\s*x\s*(\d{1,4})\b.*", re.IGNORECASE)
_MOVE = re.compile(r"(-?\d{1,4})\s*,\s*(-?\d{1,4})(?:\s*,\s*-?\d{1,12})?")
_NUMBER = re.compile(r"-?\d{1,12}")


def parse_psq(text: str) -> SavedGame:
    """The game of a ``.psq`` text, with its players when it names two.

    Raises:
        GameFormatError: the text is not a Piskvork game, or a move cannot be played.
    """
    lines = [line.strip() for line in text.lstrip("\ufeff").splitlines()]
    lines = [line for line in lines if line]
    header = _HEADER.fullmatch(lines[0]) if lines else None
    if header is None:
        raise GameFormatError(
            "not a Piskvork game: the first line must be like 'Piskvorky 15x15, 11:11, 0'",
            line=1,
        )
    rules = board_rules(int(header.group(1)), int(header.group(2)))
    moves: list[Move] = []
    rest = lines[1:]
    while rest:
        found = _MOVE.fullmatch(rest[0])
        if found is None:
            break
        x, y = int(found.group(1)), int(found.group(2))
        moves.append((y - 1, x - 1))
        rest = rest[1:]
    names = [line for line in rest if not _NUMBER.fullmatch(line)]
    if len(names) > 2:
        raise GameFormatError(f"'{names[0]}' is not a move: give x,y,time, like 8,8,0")
    game = played(rules, moves)
    x_name, o_name = [*names, "", ""][:2]
    return saved_game(game, x_name, o_name)


def format_psq(saved: SavedGame, times: list[int] | None = None) -> str:
    """``saved`` as a ``.psq`` text (Windows line ends, as Piskvork writes them).

    ``times`` are the milliseconds of each move (0 when not given).
    """
    game = saved.game
    size = game.rules.size
    lines = [f"Piskvorky {size}x{size}, 11:11, 0"]
    for number, (row, col) in enumerate(game.moves):
        spent = times[number] if times and number < len(times) else 0
        lines.append(f"{col + 1},{row + 1},{spent}")
    names = [player_name(saved.x), player_name(saved.o)]
    if names[0] and names[1]:
        lines += [names[0], names[1]]
    lines.append("-1")
    return "\r\n".join(lines) + "\r\n"


def lost_in_psq(saved: SavedGame) -> str | None:
    """What a ``.psq`` file cannot keep of ``saved`` (its rules), in a few words, or None."""
    rules = saved.game.rules
    if rules.win_length != usual_win_length(rules.size):
        return f"{rules.win_length} in a row"
    if rules.reverse:
        return "reverse rules"
    if not rules.is_freestyle:
        return f"the {rules.rule} rule"
    return lost_opening(saved)
