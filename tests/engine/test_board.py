from __future__ import annotations

import pytest
from hypothesis import given

from tests.helpers import games
from ttt_qt.engine import Board, IllegalMove, Move, PositionError, Rules, geometry


def lines_of(board: Board, bits: int) -> list[int]:
    return [
        line
        for line in geometry(board.rules.size, board.rules.win_length).lines
        if bits & line == line
    ]


def test_empty_board() -> None:
    board = Board.empty()
    assert board.to_move == "X"
    assert board.legal_moves() == [(r, c) for r in range(3) for c in range(3)]
    assert board.winner is None
    assert not board.is_over
    assert board.outcome is None
    assert board.move_count == 0


def test_turns_alternate_and_play_returns_a_new_board() -> None:
    empty = Board.empty()
    after = empty.play((1, 1))
    assert empty.mark_at((1, 1)) is None
    assert after.mark_at((1, 1)) == "X"
    assert after.to_move == "O"
    assert after.play((0, 0)).mark_at((0, 0)) == "O"


def test_row_win() -> None:
    board = Board.from_moves(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    assert board.winner == "X"
    assert board.is_over
    assert board.completed_line == ((0, 0), (0, 1), (0, 2))
    assert board.legal_moves() == []
    assert board.outcome is not None and board.outcome.loser == "O"


def test_reverse_rules_the_player_completing_a_line_loses() -> None:
    board = Board.from_moves(Rules(reverse=True), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    assert board.winner == "O"
    assert board.completed_line == ((0, 0), (0, 1), (0, 2))


def test_full_board_without_a_line_is_a_tie() -> None:
    moves = [(1, 1), (0, 0), (0, 2), (2, 0), (1, 0), (1, 2), (0, 1), (2, 1), (2, 2)]
    board = Board.from_moves(Rules(), moves)
    assert board.is_over and board.is_full
    assert board.winner is None
    assert board.outcome is not None and board.outcome.is_tie


def test_win_on_the_last_cell_is_a_win_not_a_tie() -> None:
    moves = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 1), (2, 0), (2, 2)]
    board = Board.from_moves(Rules(), moves)
    assert board.is_full
    assert board.winner == "X"


def test_diagonals_and_k_in_a_row_on_a_big_board() -> None:
    rules = Rules(7, 4)
    x_moves = [(2, 5), (3, 4), (4, 3), (5, 2)]
    moves: list[Move] = []
    for i, move in enumerate(x_moves):
        moves.append(move)
        if i < 3:
            moves.append((6, i))
    board = Board.from_moves(rules, moves)
    assert board.winner == "X"
    assert board.completed_line == ((2, 5), (3, 4), (4, 3), (5, 2))


def _row_of_nine() -> list[Move]:
    """X fills row 8 but its middle cell, O the top row's every other cell; X last, in E8."""
    x_moves = [(7, col) for col in (0, 1, 2, 3, 5, 6, 7, 8)]
    o_moves = [(0, col) for col in range(0, 15, 2)]
    moves = [move for pair in zip(x_moves, o_moves, strict=True) for move in pair]
    return [*moves, (7, 4)]


def test_a_run_longer_than_the_win_length_counts_whole() -> None:
    rules = Rules(15, 5)
    moves = _row_of_nine()
    whole = tuple((7, col) for col in range(9))
    board = Board.empty(rules)
    for move in moves:
        board = board.play(move)
    assert board.winner == "X"
    assert board.completed_line == whole
    assert Board.from_moves(rules, moves).completed_line == whole


def test_a_move_that_completes_two_directions_names_one_line() -> None:
    rules = Rules(3)
    # X: A1 B1 (row 1) and C2 C3 (column C); its last move, C1, completes both.
    board = Board.from_moves(
        rules, [(0, 0), (1, 0), (0, 1), (1, 1), (1, 2), (2, 0), (2, 2), (2, 1), (0, 2)]
    )
    line = board.completed_line
    assert line is not None and len(line) == 3
    assert line in (((0, 0), (0, 1), (0, 2)), ((0, 2), (1, 2), (2, 2)))


@pytest.mark.parametrize("move", [(3, 0), (0, 3), (-1, 0), (0, -1)])
def test_off_board_moves_are_illegal(move: Move) -> None:
    with pytest.raises(IllegalMove, match="off the 3 x 3 board"):
        Board.empty().play(move)


@pytest.mark.parametrize("move", ["A1", (1,), (1, 2, 3), (1.0, 2), (True, 0), None])
def test_malformed_moves_are_illegal(move: object) -> None:
    with pytest.raises(IllegalMove):
        Board.empty().play(move)  # type: ignore[arg-type]


def test_occupied_cell_and_finished_game_are_illegal() -> None:
    board = Board.empty().play((0, 0))
    with pytest.raises(IllegalMove, match="already taken"):
        board.play((0, 0))
    won = Board.from_moves(Rules(), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    with pytest.raises(IllegalMove, match="game is over"):
        won.play((2, 2))
    assert isinstance(IllegalMove("x"), ValueError)


def test_from_rows_and_equality() -> None:
    board = Board.from_rows(Rules(), ["X.O", ".X.", "..."])
    assert board == Board.from_moves(Rules(), [(0, 0), (0, 2), (1, 1)])
    assert hash(board) == hash(Board.from_moves(Rules(), [(1, 1), (0, 2), (0, 0)]))
    assert board != Board.from_rows(Rules(reverse=True), ["X.O", ".X.", "..."])
    assert board.to_move == "O"
    assert "X . O" in str(board)


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (["XX.", "...", "..."], "X has as many marks as O or one more"),
        (["O..", "...", "..."], "X has as many marks as O or one more"),
        (["XXX", "OO.", "O.."], "play went on"),  # X won, then O moved again
        (["XXX", "OOO", "..."], "play went on"),
        (["XQ.", "...", "..."], "unknown mark"),
        (["X..", "..."], "expected 3 rows"),
    ],
)
def test_impossible_positions_are_rejected(rows: list[str], message: str) -> None:
    with pytest.raises(PositionError, match=message):
        Board.from_rows(Rules(), rows)


def test_a_double_line_made_by_one_move_is_possible() -> None:
    board = Board.from_rows(Rules(), ["XXX", "OXO", "XOO"])
    assert board.winner == "X"


def test_two_separate_lines_cannot_come_from_one_move() -> None:
    with pytest.raises(PositionError, match="play went on"):
        Board.from_rows(Rules(4, 3), ["XXXO", "OO.X", "XXXO", "OO.."])


def test_bits_outside_the_board_are_rejected() -> None:
    with pytest.raises(PositionError, match="outside"):
        Board(Rules(), 1 << 9, 0)
    with pytest.raises(PositionError, match="both"):
        Board(Rules(), 1, 1)


@given(games())
def test_winner_agrees_with_the_lines(game: tuple[Rules, list[Move]]) -> None:
    rules, moves = game
    board = Board.from_moves(rules, moves)
    x_lines, o_lines = lines_of(board, board.x_bits), lines_of(board, board.o_bits)
    assert not (x_lines and o_lines)
    completer = "X" if x_lines else "O" if o_lines else None
    if completer is None:
        assert board.winner is None
        assert board.is_over == (len(moves) == rules.cell_count)
    else:
        assert board.is_over
        # the completer made the last move
        assert completer == ("X" if len(moves) % 2 == 1 else "O")
        expected = ({"X": "O", "O": "X"}[completer]) if rules.reverse else completer
        assert board.winner == expected


@given(games())
def test_play_never_changes_its_board(game: tuple[Rules, list[Move]]) -> None:
    rules, moves = game
    board = Board.empty(rules)
    for move in moves:
        snapshot = (board.x_bits, board.o_bits, board.to_move, board.winner, board.legal_moves())
        nxt = board.play(move)
        assert (
            board.x_bits,
            board.o_bits,
            board.to_move,
            board.winner,
            board.legal_moves(),
        ) == snapshot
        assert nxt.mark_at(move) == board.to_move
        board = nxt


@given(games())
def test_rebuilding_from_the_marks_gives_the_same_board(game: tuple[Rules, list[Move]]) -> None:
    rules, moves = game
    board = Board.from_moves(rules, moves)
    rebuilt = Board(rules, board.x_bits, board.o_bits)
    assert rebuilt == board
    assert (rebuilt.winner, rebuilt.is_over, rebuilt.to_move) == (
        board.winner,
        board.is_over,
        board.to_move,
    )
    assert set(rebuilt.legal_moves()) == set(board.legal_moves())
    rows = ["".join(mark or "." for mark in row) for row in board.rows()]
    assert Board.from_rows(rules, rows) == board


@given(games())
def test_legal_moves_are_the_empty_cells_in_order(game: tuple[Rules, list[Move]]) -> None:
    rules, moves = game
    board = Board.from_moves(rules, moves)
    if board.is_over:
        assert board.legal_moves() == []
    else:
        empty = [
            (r, c)
            for r in range(rules.size)
            for c in range(rules.size)
            if board.mark_at((r, c)) is None
        ]
        assert board.legal_moves() == empty
