"""The textbook minimax of the course documents, as the benchmark's baseline.

As in seeds 003/004 (CS50's ``tictactoe.py``): a list of three lists, ``result`` deep-copies
the board for every move, ``minimax`` recurses through ``max_value``/``min_value`` over the
whole game tree with no pruning and no memory. Kept deliberately plain: it is the yardstick.
"""

from __future__ import annotations

import copy
import math

X = "X"
O = "O"  # noqa: E741 - the course's own name for the mark
EMPTY = None

Cell = str | None
Grid = list[list[Cell]]


def initial_state() -> Grid:
    return [[EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]


def player(board: Grid) -> str:
    x_count = sum(row.count(X) for row in board)
    o_count = sum(row.count(O) for row in board)
    return X if x_count == o_count else O


def actions(board: Grid) -> set[tuple[int, int]]:
    return {(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY}


def result(board: Grid, action: tuple[int, int]) -> Grid:
    i, j = action
    if board[i][j] is not EMPTY:
        raise ValueError("cell taken")
    new_board = copy.deepcopy(board)
    new_board[i][j] = player(board)
    return new_board


def winner(board: Grid) -> str | None:
    lines = [list(row) for row in board]
    lines += [[board[i][j] for i in range(3)] for j in range(3)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[i][2 - i] for i in range(3)])
    for line in lines:
        if line[0] is not EMPTY and line.count(line[0]) == 3:
            return line[0]
    return None


def terminal(board: Grid) -> bool:
    return winner(board) is not None or all(cell is not EMPTY for row in board for cell in row)


def utility(board: Grid) -> int:
    won = winner(board)
    return 1 if won == X else -1 if won == O else 0


def max_value(board: Grid) -> float:
    if terminal(board):
        return utility(board)
    value = -math.inf
    for action in actions(board):
        value = max(value, min_value(result(board, action)))
    return value


def min_value(board: Grid) -> float:
    if terminal(board):
        return utility(board)
    value = math.inf
    for action in actions(board):
        value = min(value, max_value(result(board, action)))
    return value


def minimax(board: Grid) -> tuple[int, int] | None:
    """The optimal action for the player to move (None on a finished board)."""
    if terminal(board):
        return None
    moves = sorted(actions(board))
    if player(board) == X:
        return max(moves, key=lambda action: min_value(result(board, action)))
    return min(moves, key=lambda action: max_value(result(board, action)))
