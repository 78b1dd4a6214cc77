"""What each cell of the board shows, from the model's state in one pass.

Its mark, the last move's frame, the completed line, the hint, its value, the cursor, a
Renju sign and the coach's note. The board view asks ``cell_states`` at every refresh and
gives each cell button its state; nothing here draws or holds a widget.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ttt_qt.ai import SearchResult
from ttt_qt.engine import Board, Mark, Move, cell_name

from ..computer.evaluation_text import describe, short_label
from ..players.rule_texts import forbidden_text
from .cell_button import CellState

COLOUR_SCALE_SIZE = 8
"""From this board size on the evaluation is a colour scale, written only where it reads."""


@dataclass(frozen=True, slots=True)
class CellNote:
    """The coach's note on a cell: its text (``??``, ``1``), colour name, and words."""

    text: str
    colour: str = ""
    detail: str = ""


NO_NOTE = CellNote("")


@dataclass(frozen=True, slots=True)
class CellMarks:
    """What the view adds to the model's state: the cursor and the coach's notes.

    Attributes:
        cursor: the keyboard cursor's cell, or None while it is hidden.
        notes: the coach's notes by cell.
        note_hint: the coach's faint mark (a cell and whose), shown unless a hint is.
        size: the board's cells a side (big boards show values as colours).
    """

    cursor: Move | None = None
    notes: Mapping[Move, CellNote] | None = None
    note_hint: tuple[Move, Mark] | None = None
    size: int = 3


def cell_states(
    board: Board,
    last: Move | None,
    hint: Move | None,
    analysis: SearchResult | None,
    marks: CellMarks,
) -> dict[Move, CellState]:
    """Every cell's state on ``board``: ``last`` framed, ``hint`` faint, ``analysis``'s values.

    A cell with the coach's note or faint mark shows no value.
    """
    line = set(board.completed_line or ())
    values = analysis.moves if analysis is not None else {}
    notes = marks.notes or {}
    mover = board.to_move
    forbidden = forbidden_cells(board)
    states = {}
    for move in _cells(board):
        note = notes.get(move, NO_NOTE)
        coached = move in notes
        if marks.note_hint is not None and move == marks.note_hint[0] and hint is None:
            hint_mark: Mark | None = marks.note_hint[1]
            coached = True
        else:
            hint_mark = mover if move == hint else None
        # The coach speaks of the move before, for its player; a value is for the side to
        # move now: on the same cell the two would read as one.
        value = None if coached else values.get(move)
        states[move] = CellState(
            mark=board.mark_at(move),
            last_move=move == last,
            in_line=move in line,
            hint=hint_mark,
            value_label=short_label(value) if value is not None else "",
            value_kind=value.kind if value is not None else "",
            value_score=value.score if value is not None else 0.5,
            value_plies=value.plies if value is not None else None,
            value_detail=describe(cell_name(move), mover, value) if value is not None else "",
            cursor=move == marks.cursor,
            value_scale=marks.size >= COLOUR_SCALE_SIZE,
            forbidden=forbidden.get(move, ""),
            note=note.text,
            note_colour=note.colour,
            note_detail=note.detail,
        )
    return states


def _cells(board: Board) -> list[Move]:
    """Every cell of ``board``, row by row."""
    size = board.rules.size
    return [(row, col) for row in range(size) for col in range(size)]


def forbidden_cells(board: Board) -> dict[Move, str]:
    """The cells forbidden to the side to move (X under Renju), each with its reason in words."""
    if board.rules.rule != "renju" or board.is_over:
        return {}
    return {
        move: forbidden_text(board.forbidden_reason(move) or "") for move in board.forbidden_moves()
    }
