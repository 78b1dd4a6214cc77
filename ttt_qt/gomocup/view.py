"""What an engine says of its move besides the move: its evaluation, its depth and its line.

The protocol carries only the move. Most engines also print ``MESSAGE`` lines while they
think, each in a form of its own; Rapfi's, for example::

    MESSAGE Speed 1003K | Depth 18-38 | Eval -122 | Node 471K | Time 470ms
    MESSAGE Bestline G8 G10 H10 I7 G9

``read_view`` picks out the words that engines share (``Eval``, ``ev`` or ``score``, a
number or a proven result such as ``+M43``, a win in 43 plies;
``Depth``; ``Bestline`` or ``pv`` followed by cells such as ``G8``, the column's letter and
the row counted from 1 at the top, as this app names cells) and leaves the rest to the
engine log. An engine that prints none of them gives a view with its move alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ttt_qt.engine import Move

_EVALUATION = re.compile(r"\b(?:eval|ev|score)\s*[:=]?\s*([+-]?)(m?)(\d+)\b", re.IGNORECASE)
_DEPTH = re.compile(r"\bdepth\s*[:=]?\s*(\d+(?:-\d+)?)\b", re.IGNORECASE)
_LINE = re.compile(r"\b(?:bestline|pv)\s*[:=]?\s*((?:[a-z]\d{1,2}\b\s*)+)", re.IGNORECASE)
_CELL = re.compile(r"([a-z])(\d{1,2})", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class EngineView:
    """An engine's move with what it said of the position, where it said it.

    Attributes:
        move: the move it chose.
        evaluation: its score of the position for the side it moved for, in its own units
            (Rapfi's are about a hundred to a stone's worth), or None.
        mate: a win it proved for that side, in plies (``+M43``: 43), or a loss (negative);
            None when it proved neither.
        depth: how deep it searched, as it wrote it ("18" or "18-38"), or None.
        line: the moves it expects, its own first, or empty.
    """

    move: Move
    evaluation: int | None = None
    depth: str | None = None
    line: tuple[Move, ...] = ()
    mate: int | None = None


def read_view(move: Move, messages: Sequence[str], size: int) -> EngineView:
    """The view of ``move`` from the engine's ``messages`` (the latest word of each kind wins).

    A line is kept only when its cells are on a ``size`` board and it starts with ``move``.
    """
    evaluation: int | None = None
    mate: int | None = None
    depth: str | None = None
    line: tuple[Move, ...] = ()
    for message in messages:
        if found := _EVALUATION.search(message):
            sign, proven, number = found.groups()
            value = -int(number) if sign == "-" else int(number)
            evaluation, mate = (None, value) if proven else (value, None)
        if found := _DEPTH.search(message):
            depth = found.group(1)
        if found := _LINE.search(message):
            cells = _cells(found.group(1), size)
            if cells and cells[0] == move:
                line = cells
    return EngineView(move, evaluation, depth, line, mate)


def _cells(text: str, size: int) -> tuple[Move, ...]:
    """``G8 G10 …`` as moves, or empty when one of them is off a ``size`` board."""
    cells = []
    for letter, number in _CELL.findall(text):
        row, col = int(number) - 1, ord(letter.lower()) - ord("a")
        if not (0 <= row < size and 0 <= col < size):
            return ()
        cells.append((row, col))
    return tuple(cells)
