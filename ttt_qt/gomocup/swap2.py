"""``SWAP2BOARD``: the swap2 opening's extension of the Gomocup protocol (no input or output).

The manager sends ``SWAP2BOARD``, the stones so far, one a line, and ``DONE``:

- no stone: the engine answers the first three stones, ``7,7 8,7 9,9`` (black, white, black);
- three stones: ``SWAP`` (it takes black), one cell (it takes white and that is its fourth
  stone) or two cells (the fourth and fifth stones: the other player chooses the colour);
- five stones: ``SWAP`` (it takes black) or one cell (it takes white: the sixth stone).

The Gomocup announcement of 2020 writes the stones as ``x,y``; Rapfi, which played that
tournament, reads them as ``BOARD``'s ``x,y,field`` lines (field 1 the stones of the side to
move, 2 the other's), so that is what is sent, and both forms are read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ttt_qt.engine import Move

from .protocol import (
    ProtocolError,
    board_lines,
    format_cell,
    is_cell,
    parse_board_line,
    parse_cell,
)

COMMAND = "SWAP2BOARD"
SWAP = "SWAP"


@dataclass(frozen=True, slots=True)
class Swap2Answer:
    """An engine's answer to ``SWAP2BOARD``.

    Attributes:
        swap: True for ``SWAP``: the engine takes black, the side that does not move next.
        stones: the cells it gave otherwise (three, two or one), in the order to play.
    """

    swap: bool
    stones: tuple[Move, ...] = ()


def swap2board_lines(moves: Sequence[Move]) -> list[str]:
    """``SWAP2BOARD``, one ``x,y,field`` line per stone in the order played, and ``DONE``."""
    return [COMMAND, *board_lines(moves)[1:]]


def parse_swap2_answer(text: str, size: int) -> Swap2Answer:
    """An engine's answer line: ``SWAP`` or cells separated by spaces.

    Raises:
        ProtocolError: anything else, or a cell off the board.
    """
    words = text.split()
    if [word.upper() for word in words] == [SWAP]:
        return Swap2Answer(True)
    if not 1 <= len(words) <= 3 or not all(is_cell(word) for word in words):
        raise ProtocolError(f"{text.strip()[:60]!r} is not SWAP or one to three cells")
    return Swap2Answer(False, tuple(parse_cell(word, size) for word in words))


def format_swap2_answer(answer: Swap2Answer) -> str:
    """The answer line of ``answer``: ``SWAP`` or its cells ``x,y`` separated by spaces."""
    return SWAP if answer.swap else " ".join(format_cell(stone) for stone in answer.stones)


def parse_swap2_stone(text: str, size: int) -> Move:
    """One stone line of ``SWAP2BOARD``: ``x,y`` or ``x,y,field``.

    Raises:
        ProtocolError: neither form, or a cell off the board.
    """
    if is_cell(text):
        return parse_cell(text, size)
    return parse_board_line(text, size)[0]
