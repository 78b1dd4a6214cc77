"""Seed 002 (the Monte Carlo mini-project): the provided ``TTTBoard`` module and the machine player.

The provided module's interface — ``TTTBoard(dim, reverse=False, board=None)`` with
``get_dim``, ``square``, ``get_empty_squares``, ``move``, ``check_win``, ``clone`` and
``__str__``; the constants ``EMPTY, PLAYERX, PLAYERO, DRAW = 1, 2, 3, 4``;
``switch_player`` and ``play_game`` — and the four Monte Carlo functions of the assignment,
``mc_trial``, ``mc_update_scores``, ``get_best_move`` and ``mc_move``, with the constants
``NTRIALS``, ``SCORE_CURRENT`` and ``SCORE_OTHER``. Boards are any square size; a player
wins with a whole row, column or diagonal (in ``reverse`` games that player loses). The
engine's line geometry decides who has a line.

Form, not history. Any ``dim`` x ``dim`` grid of ``EMPTY``, ``PLAYERX`` and ``PLAYERO`` is a
board, as in the provided module: the number of marks of each player and the order they were
played in are never checked, so a student's hand-written test board (X alone with a line, more
O than X, both players with a line, marks after a win) gets an answer. A grid of another shape
or with another value, a move off the board, and a scores grid whose shape is not the board's
raise ``ValueError``. Where the assignment leaves a choice:

- ``check_win``: a line beats a full board (the winner, not ``DRAW``). When both players have
  a line, the owner of the first one in the provided module's order wins: rows from the top,
  columns from the left, the diagonal from the top left corner, then the other diagonal (in a
  reverse game, the other player).
- ``mc_trial`` plays from ``player`` whatever the counts of marks; on a finished board it
  changes nothing.
- ``mc_update_scores`` scores a board from a completed game; on a board still in progress
  (``check_win`` is None) it adds nothing, as for a tie.
- ``get_best_move`` picks among the empty squares even on a finished board; a board without an
  empty square (which the assignment calls an error) raises ``ValueError``.
- ``mc_move`` therefore answers every board with an empty square (on a finished one the
  random games change nothing and every empty square scores 0), and raises on a full board.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ttt_qt.ai.defaults import NTRIALS as NTRIALS  # noqa: PLC0414 - the seed's names, kept here
from ttt_qt.ai.defaults import SCORE_CURRENT as SCORE_CURRENT  # noqa: PLC0414
from ttt_qt.ai.defaults import SCORE_OTHER as SCORE_OTHER  # noqa: PLC0414
from ttt_qt.ai.montecarlo.flat import add_seed_scores, pick_best

from .grid import first_line_owner
from .poc_ttt_text import CELL_SEPARATOR, MARKS, O_WINS, RULE_CHAR, TIE, X_WINS

EMPTY = 1
PLAYERX = 2
PLAYERO = 3
DRAW = 4

STRMAP = {EMPTY: MARKS["empty"], PLAYERX: MARKS["x"], PLAYERO: MARKS["o"]}
"""The letter printed for each square value."""

# Constants for the Monte Carlo simulator, under the seed's names: NTRIALS (number of trials
# to run), SCORE_CURRENT (score for squares played by the current player) and SCORE_OTHER
# (score for squares played by the other player). Their values are the machine player's
# defaults, defined once in ttt_qt/ai/defaults.py; set them here to experiment.

Grid = list[list[int]]
MoveFunction = Callable[["TTTBoard", int, int], tuple[int, int]]


class TTTBoard:
    """A ``dim`` x ``dim`` board whose squares hold ``EMPTY``, ``PLAYERX`` or ``PLAYERO``."""

    def __init__(
        self, dim: int, reverse: bool = False, board: Sequence[Sequence[int]] | None = None
    ):
        """Make an empty board, or a copy of the grid ``board`` (a list of ``dim`` rows).

        Raises:
            ValueError: ``dim`` is not a whole number from 1 up, or ``board`` is not ``dim``
                rows of ``dim`` squares, each ``EMPTY``, ``PLAYERX`` or ``PLAYERO``.
        """
        if isinstance(dim, bool) or not isinstance(dim, int) or dim < 1:
            raise ValueError(f"the board dimension is a whole number from 1 up, not {dim!r}")
        self._dim = dim
        self._reverse = bool(reverse)
        if board is None:
            self._board: Grid = [[EMPTY for _col in range(dim)] for _row in range(dim)]
        else:
            self._board = _checked_grid(board, dim)

    def __str__(self) -> str:
        """The squares row by row, separated by ``" | "``, with a rule of dashes between rows."""
        rows = [CELL_SEPARATOR.join(STRMAP[value] for value in row) for row in self._board]
        rule = RULE_CHAR * (4 * self._dim - 3)
        return ("\n" + rule + "\n").join(rows) + "\n"

    def get_dim(self) -> int:
        """The dimension of the board."""
        return self._dim

    def square(self, row: int, col: int) -> int:
        """The value (``EMPTY``, ``PLAYERX`` or ``PLAYERO``) of the square at ``(row, col)``."""
        return self._board[row][col]

    def get_empty_squares(self) -> list[tuple[int, int]]:
        """Every empty square as a ``(row, col)`` tuple, row by row."""
        return [
            (row, col)
            for row in range(self._dim)
            for col in range(self._dim)
            if self._board[row][col] == EMPTY
        ]

    def move(self, row: int, col: int, player: int) -> None:
        """Place ``player`` (``PLAYERX`` or ``PLAYERO``) at ``(row, col)``; nothing if it is taken.

        Raises:
            ValueError: the square is off the board or ``player`` is not a player.
        """
        if player not in (PLAYERX, PLAYERO):
            raise ValueError(f"the player is PLAYERX or PLAYERO, not {player!r}")
        if not (0 <= row < self._dim and 0 <= col < self._dim):
            raise ValueError(f"square {(row, col)} is off the {self._dim} x {self._dim} board")
        if self._board[row][col] == EMPTY:
            self._board[row][col] = player

    def check_win(self) -> int | None:
        """``PLAYERX`` or ``PLAYERO`` when that player has won, ``DRAW`` when the board is full.

        Returns None while the game is in progress. In a reverse game the player who fills a
        line loses, so the other one is returned. When both players have a line, the first
        line in the order rows, columns, diagonals decides.
        """
        squares = [value for row in self._board for value in row]
        owner = first_line_owner(squares, self._dim, (PLAYERX, PLAYERO))
        if owner is not None:
            return switch_player(owner) if self._reverse else owner
        if EMPTY not in squares:
            return DRAW
        return None

    def clone(self) -> TTTBoard:
        """An independent copy of the board."""
        return TTTBoard(self._dim, self._reverse, self._board)


def _checked_grid(board: Sequence[Sequence[int]], dim: int) -> Grid:
    """A copy of the grid ``board`` after checking its form (never its history).

    Raises:
        ValueError: ``board`` is not ``dim`` rows of ``dim`` squares, each ``EMPTY``,
            ``PLAYERX`` or ``PLAYERO``.
    """
    shape = f"a {dim} x {dim} board grid is a list of {dim} rows of {dim} squares"
    if not isinstance(board, list | tuple) or len(board) != dim:
        raise ValueError(f"{shape}, not {board!r}")
    grid: Grid = []
    for number, row in enumerate(board, start=1):
        if not isinstance(row, list | tuple) or len(row) != dim:
            raise ValueError(f"{shape}; row {number} is {row!r}")
        for value in row:
            if isinstance(value, bool) or not isinstance(value, int) or value not in STRMAP:
                raise ValueError(
                    f"a square holds EMPTY, PLAYERX or PLAYERO ({EMPTY}, {PLAYERX}, "
                    f"{PLAYERO}), not {value!r}"
                )
        grid.append(list(row))
    return grid


def _check_scores(scores: Sequence[Sequence[float]], dim: int) -> None:
    """Raise ``ValueError`` unless ``scores`` has the board's ``dim`` rows of ``dim`` numbers."""
    if len(scores) != dim or any(len(row) != dim for row in scores):
        raise ValueError(f"the scores grid has the board's dimensions, {dim} rows of {dim}")


def switch_player(player: int) -> int:
    """The other player: ``PLAYERO`` for ``PLAYERX`` and ``PLAYERX`` otherwise."""
    return PLAYERO if player == PLAYERX else PLAYERX


def play_game(mc_move_function: MoveFunction, ntrials: int, reverse: bool = False) -> None:
    """Play a 3 x 3 game of two machine players using ``mc_move_function``; print every board."""
    board = TTTBoard(3, reverse)
    curplayer = PLAYERX
    winner = None
    while winner is None:
        row, col = mc_move_function(board, curplayer, ntrials)
        board.move(row, col, curplayer)
        winner = board.check_win()
        curplayer = switch_player(curplayer)
        print(board)
        print()
    print({PLAYERX: X_WINS, PLAYERO: O_WINS}.get(winner, TIE))


def mc_trial(board: TTTBoard, player: int) -> None:
    """Play random moves on ``board``, ``player`` first, alternating, until the game is over.

    The board is modified in place; nothing is returned.
    """
    while board.check_win() is None:
        row, col = random.choice(board.get_empty_squares())
        board.move(row, col, player)
        player = switch_player(player)


def mc_update_scores(scores: list[list[float]], board: TTTBoard, player: int) -> None:
    """Add the scores of the finished ``board`` to the grid ``scores``, for the machine ``player``.

    A tie, or a board still in progress, scores nothing. When ``player`` won, its squares gain
    ``SCORE_CURRENT`` and the other player's squares lose ``SCORE_OTHER``; when it lost, its
    squares lose ``SCORE_CURRENT`` and the other player's gain ``SCORE_OTHER``. Empty squares
    score 0.

    Raises:
        ValueError: ``scores`` is not ``dim`` rows of ``dim`` numbers.
    """
    dim = board.get_dim()
    _check_scores(scores, dim)
    winner = board.check_win()
    if winner not in (PLAYERX, PLAYERO):
        return
    squares = ([board.square(row, col) for col in range(dim)] for row in range(dim))
    add_seed_scores(
        scores, squares, player, switch_player(player), winner == player,
        SCORE_CURRENT, SCORE_OTHER,
    )  # fmt: skip


def get_best_move(board: TTTBoard, scores: Sequence[Sequence[float]]) -> tuple[int, int]:
    """A random one of the empty squares with the highest score, as ``(row, col)``.

    Raises:
        ValueError: the board has no empty square, or ``scores`` is not the board's shape.
    """
    _check_scores(scores, board.get_dim())
    empty = board.get_empty_squares()
    if not empty:
        raise ValueError("the board has no empty square: there is no move")
    return pick_best(empty, lambda square: scores[square[0]][square[1]], random.choice)


def mc_move(board: TTTBoard, player: int, trials: int) -> tuple[int, int]:
    """The machine ``player``'s move on ``board`` after ``trials`` random games: ``(row, col)``."""
    dim = board.get_dim()
    scores = [[0.0 for _col in range(dim)] for _row in range(dim)]
    for _trial in range(trials):
        trial_board = board.clone()
        mc_trial(trial_board, player)
        mc_update_scores(scores, trial_board, player)
    return get_best_move(board, scores)
