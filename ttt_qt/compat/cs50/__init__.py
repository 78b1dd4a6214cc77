"""Seeds 003 and 004 (the CS50 AI Minimax project): ``tictactoe.py``'s functions on the engine.

Boards are lists of three rows of ``X``, ``O`` or ``EMPTY``, as the project fixes them; each
function reads the board through the engine's ``Board`` (which checks every rule), and
``minimax`` asks the registry's ``perfect`` player, so it answers even the empty board in
milliseconds. ``python -m ttt_qt.compat.cs50`` plays against a person in the terminal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ttt_qt.ai import create
from ttt_qt.engine import Board, Rules

X = "X"
O = "O"  # noqa: E741  (the project's own name)
EMPTY = None

Cell = str | None
State = list[list[Cell]]
Action = tuple[int, int]

_RULES = Rules()
_SIZE = _RULES.size


def initial_state() -> State:
    """The starting state of the board: three rows of three ``EMPTY`` cells."""
    return [[EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]


def _engine_board(board: Sequence[Sequence[Cell]]) -> Board:
    """The engine's board for a project board.

    Raises:
        ValueError: the board is not three rows of three ``X``, ``O`` or ``EMPTY``, or no
            legal game reaches it.
    """
    if len(board) != _SIZE or any(len(row) != _SIZE for row in board):
        raise ValueError("a board is a list of three rows of three cells")
    x_bits = o_bits = 0
    for row_number, row in enumerate(board):
        for col_number, cell in enumerate(row):
            bit = 1 << (row_number * _SIZE + col_number)
            if cell == X:
                x_bits |= bit
            elif cell == O:
                o_bits |= bit
            elif cell is not EMPTY:
                raise ValueError(f"a cell holds X, O or EMPTY (None), not {cell!r}")
    return Board(_RULES, x_bits, o_bits)


def player(board: State) -> str:
    """The player whose turn it is: ``X`` on the initial board, then alternating."""
    return _engine_board(board).to_move


def actions(board: State) -> set[Action]:
    """The set of every possible action ``(i, j)``: the empty cells (none once the game is over)."""
    return set(_engine_board(board).legal_moves())


def result(board: State, action: Action) -> State:
    """The board after the player to move takes ``action``; ``board`` itself is never modified.

    Raises:
        ValueError: the action is not valid: an occupied cell, a cell off the board (negative
            indices included), not a pair of whole numbers, or a move after the game ended.
    """
    after = _engine_board(board).play(action)
    return [[after.mark_at((row, col)) for col in range(_SIZE)] for row in range(_SIZE)]


def winner(board: State) -> str | None:
    """The winner of the board, ``X`` or ``O``, or None (game in progress or a tie)."""
    return _engine_board(board).winner


def terminal(board: State) -> bool:
    """True when the game is over: somebody won or every cell is filled."""
    return _engine_board(board).is_over


def utility(board: State) -> int:
    """1 when ``X`` has won, -1 when ``O`` has won, 0 otherwise (a tie)."""
    return {X: 1, O: -1}.get(winner(board) or "", 0)


def minimax(board: State) -> Action | None:
    """The optimal action for the player to move, or None on a terminal board."""
    position = _engine_board(board)
    if position.is_over:
        return None
    row, col = create("perfect").choose(position)
    return row, col
