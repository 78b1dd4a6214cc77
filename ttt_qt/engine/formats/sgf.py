"""Smart Game Format (SGF, ``.sgf``) for gomoku, as FF[4] gives it with ``GM[4]``.

A game reads::

    (;FF[4]GM[4]SZ[15]RU[renju]PB[Ann]PW[ttt_qt threats]C[a comment]
    ;B[hh];W[ii];B[hi])

``SZ`` is the board size (``SZ[15]`` or ``SZ[15:15]``); each move is ``B`` (black, the first
player, X here) or ``W`` with the column and the row as letters from ``a`` at the top left.
``PB`` and ``PW`` name the players; ``RU`` the rule: ``freestyle``, ``standard``, ``renju``
or ``caro`` as written here, also ``gomoku`` (freestyle), ``exactly five`` (standard) and
``RIF`` (Renju) when read, any case. Comments (``C``) and every other property are skipped;
of several variations, the first (the main line) is read. Stones set up rather than played
(``AB``, ``AW``) are refused.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

from ..errors import GameFormatError
from ..players import SavedGame
from ..rules import GomokuRule, usual_win_length
from ..types import Move
from .moves import board_rules, lost_opening, played, player_name, saved_game

_LETTERS = string.ascii_lowercase
_RULE_WORDS: dict[str, GomokuRule] = {
    "freestyle": "freestyle",
    "gomoku": "freestyle",
    "free": "freestyle",
    "standard": "standard",
    "exactly five": "standard",
    "exact5": "standard",
    "renju": "renju",
    "rif": "renju",
    "caro": "caro",
}
_PROPERTY = re.compile(r"\s*([A-Za-z]+)\s*")
_SETUP = ("AB", "AW", "AE")

Node = dict[str, list[str]]
"""A node's properties: each name with its values."""


def parse_sgf(text: str) -> SavedGame:
    """The game of an SGF text's main line, with its players when it names both.

    Raises:
        GameFormatError: the text is not an SGF gomoku game, or a move cannot be played.
    """
    nodes = _main_line(text.lstrip("\ufeff"))
    root = nodes[0]
    game_type = _one(root, "GM", "1")
    if game_type != "4":
        raise GameFormatError(f"not a gomoku game: SGF game type GM[{game_type}], not GM[4]")
    width, height = _size(_one(root, "SZ", "15"))
    rules = board_rules(width, height, _rule(root.get("RU")))
    moves: list[Move] = []
    for node in nodes:
        if any(name in node for name in _SETUP):
            raise GameFormatError("the file sets stones up (AB, AW) rather than playing them")
        for colour in ("B", "W"):
            for value in node.get(colour, []):
                number = len(moves) + 1
                turn = "B" if number % 2 else "W"
                if colour != turn:
                    raise GameFormatError(
                        f"move {number} is {colour}'s, but it is {turn}'s turn: ttt_qt plays"
                        " games where the players take turns, black first",
                        move=number,
                    )
                moves.append(_point(value, number, colour))
    return saved_game(played(rules, moves), _one(root, "PB", ""), _one(root, "PW", ""))


def format_sgf(saved: SavedGame) -> str:
    """``saved`` as an SGF text: FF[4], GM[4], the size, the rule, the players, the moves."""
    rules = saved.game.rules
    root = f"(;FF[4]GM[4]CA[UTF-8]AP[ttt_qt]SZ[{rules.size}]RU[{rules.rule}]"
    for key, player in (("PB", saved.x), ("PW", saved.o)):
        name = player_name(player)
        if name:
            root += f"{key}[{_escape(name)}]"
    moves = [
        f";{'B' if number % 2 == 0 else 'W'}[{_LETTERS[col]}{_LETTERS[row]}]"
        for number, (row, col) in enumerate(saved.game.moves)
    ]
    return root + "\n" + "".join(moves) + ")\n"


def lost_in_sgf(saved: SavedGame) -> str | None:
    """What an SGF file cannot keep of ``saved`` (its line length or reverse rules), or None."""
    rules = saved.game.rules
    if rules.win_length != usual_win_length(rules.size):
        return f"{rules.win_length} in a row"
    return "reverse rules" if rules.reverse else lost_opening(saved)


def _main_line(text: str) -> list[Node]:
    """The nodes of the first game's main line.

    The main line follows the first variation at every branch down to its last node, so it
    ends at the first ``)``.
    """
    start = text.find("(")
    if start < 0 or not text[start + 1 :].lstrip().startswith(";"):
        raise GameFormatError("not an SGF game: it must begin with '(;'")
    nodes: list[Node] = []
    for token, (name, values) in _tokens(text[start:]):
        if token == ")":
            return nodes
        if token == ";":
            nodes.append({})
        elif token == "property":
            nodes[-1].setdefault(name, []).extend(values)
    raise GameFormatError("the SGF game is cut short: a ')' is missing")


def _tokens(text: str) -> Iterator[tuple[str, tuple[str, list[str]]]]:
    """``(``, ``)``, ``;`` and properties (with their name and values), in order."""
    at = 0
    nothing: tuple[str, list[str]] = ("", [])
    while at < len(text):
        char = text[at]
        if char in "();":
            yield char, nothing
            at += 1
        elif char.isspace():
            at += 1
        else:
            found = _PROPERTY.match(text, at)
            if found is None or not text.startswith("[", found.end()):
                raise GameFormatError(f"the SGF text is broken near '{text[at : at + 12]}'")
            name = found.group(1).upper()
            values, at = _values(text, found.end())
            yield "property", (name, values)


def _values(text: str, at: int) -> tuple[list[str], int]:
    """The ``[...]`` values from ``at`` (escapes undone) and where they end."""
    values = []
    while at < len(text) and text[at] == "[":
        value, at = [], at + 1
        while at < len(text) and text[at] != "]":
            if text[at] == "\\" and at + 1 < len(text):
                at += 1
            value.append(text[at])
            at += 1
        if at >= len(text):
            raise GameFormatError("the SGF text is broken: a ']' is missing")
        values.append("".join(value))
        at += 1
        while at < len(text) and text[at].isspace():
            at += 1
    return values, at


def _one(node: Node, name: str, default: str) -> str:
    """The first value of property ``name``, stripped (``default`` when it is not there)."""
    values = node.get(name)
    return values[0].strip() if values else default


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition(":")
    if not (width.isdigit() and (height or width).isdigit()):
        raise GameFormatError(f"SZ[{text}] is not a board size")
    return int(width), int(height or width)


def _rule(values: list[str] | None) -> GomokuRule:
    if not values:
        return "freestyle"
    word = " ".join(values[0].lower().split())
    if word not in _RULE_WORDS:
        raise GameFormatError(
            f"RU[{values[0]}] is not a rule ttt_qt plays: freestyle, standard, renju or caro"
        )
    return _RULE_WORDS[word]


def _point(value: str, number: int, colour: str) -> Move:
    """The cell of move ``value`` (such as ``hh``), or GameFormatError."""
    text = value.strip().lower()
    if len(text) != 2 or any(char not in _LETTERS for char in text):
        raise GameFormatError(
            f"move {number}: {colour}[{value}] is not a point (two letters, like hh)",
            move=number,
        )
    return _LETTERS.index(text[1]), _LETTERS.index(text[0])


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")
