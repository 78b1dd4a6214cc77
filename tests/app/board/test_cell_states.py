"""What each cell shows, from the game's state: marks, the last move, the line, the hint,
the values, the cursor, Renju's signs and the coach's notes."""

from __future__ import annotations

from tests.helpers import FAR_STONES, stones
from ttt_qt.ai import MoveValue, SearchResult
from ttt_qt.app.board.cell_states import CellMarks, CellNote, cell_states
from ttt_qt.engine import Board, Rules


def test_marks_the_last_move_the_line_the_hint_and_the_cursor() -> None:
    board = Board.from_moves(Rules(3), [(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)])
    states = cell_states(board, (0, 2), None, None, CellMarks(cursor=(2, 0)))
    assert len(states) == 9
    assert states[(1, 1)].mark == "O"
    assert states[(0, 2)].last_move and not states[(0, 0)].last_move
    assert {move for move, state in states.items() if state.in_line} == {(0, 0), (0, 1), (0, 2)}
    assert states[(2, 0)].cursor
    hinted = cell_states(Board.from_moves(Rules(3), [(0, 0)]), None, (1, 1), None, CellMarks())
    assert hinted[(1, 1)].hint == "O"
    assert all(state.hint is None for move, state in hinted.items() if move != (1, 1))


def test_the_values_of_an_analysis_are_written_on_their_cells() -> None:
    board = Board.empty(Rules(3))
    win = MoveValue("win", 5, 1.0, "Win in 5")
    analysis = SearchResult(move=(1, 1), value=win, proven=True, moves={(1, 1): win})
    states = cell_states(board, None, None, analysis, CellMarks(size=3))
    assert states[(1, 1)].value_kind == "win"
    assert states[(1, 1)].value_plies == 5
    assert states[(1, 1)].value_label != ""
    assert "B2" in states[(1, 1)].value_detail
    assert states[(0, 0)].value_label == "" and states[(0, 0)].value_score == 0.5
    assert not states[(1, 1)].value_scale
    big = cell_states(Board.empty(Rules(9, 5)), None, None, None, CellMarks(size=9))
    assert big[(4, 4)].value_scale


def test_cells_forbidden_to_x_under_renju_carry_the_reason() -> None:
    board = stones(Rules(15, 5, rule="renju"), [(7, 5), (7, 6), (5, 7), (6, 7)], FAR_STONES[:4])
    states = cell_states(board, None, None, None, CellMarks(size=15))
    assert states[(7, 7)].forbidden == "double three"
    assert sum(bool(state.forbidden) for state in states.values()) == len(board.forbidden_moves())


def test_the_coachs_notes_and_its_faint_mark_give_way_to_a_hint() -> None:
    board = Board.from_moves(Rules(3), [(0, 0)])
    notes = {(0, 0): CellNote("??", "red", "a blunder")}
    marks = CellMarks(notes=notes, note_hint=((1, 1), "O"))
    states = cell_states(board, None, None, None, marks)
    assert (states[(0, 0)].note, states[(0, 0)].note_colour) == ("??", "red")
    assert states[(0, 0)].note_detail == "a blunder"
    assert states[(1, 1)].hint == "O"
    with_hint = cell_states(board, None, (2, 2), None, marks)
    assert with_hint[(1, 1)].hint is None and with_hint[(2, 2)].hint == "O"


def test_a_cell_the_coach_marks_shows_no_value_of_the_side_to_move() -> None:
    # After X's A1, the coach draws X's better move B2 faintly and its line's next step C3;
    # the values are O's, the side to move: none of them on those two cells.
    board = Board.from_moves(Rules(3), [(0, 0)])
    win = MoveValue("win", 1, 1.0, "Win in 1")
    values = {(1, 1): win, (2, 2): win, (0, 1): win}
    analysis = SearchResult(move=(1, 1), value=win, proven=True, moves=values)
    marks = CellMarks(notes={(2, 2): CellNote("2", "blue", "")}, note_hint=((1, 1), "X"))
    states = cell_states(board, None, None, analysis, marks)
    assert states[(1, 1)].hint == "X" and states[(1, 1)].value_label == ""
    assert states[(2, 2)].note == "2" and states[(2, 2)].value_label == ""
    assert states[(0, 1)].value_label != ""
