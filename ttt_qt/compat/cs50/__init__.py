"""Seeds 003 and 004 (the CS50 AI Minimax project): ``tictactoe.py``'s functions on the engine.

Boards are lists of three rows of ``X``, ``O`` or ``EMPTY``, as the project fixes them.
``python -m ttt_qt.compat.cs50`` plays against a person in the terminal.

Form, not history. The project asks only for "a list that contains three rows, each with
three values of either X, O, or EMPTY", and students test their functions with boards written
by hand, many of which no game reaches (X has a line and O no mark, O has more marks than X,
both players have a line, play went on after a win). Every function here answers every such
board by the project's definitions; only a board of the wrong shape or with another value in a
cell, and an invalid action given to ``result``, raise ``ValueError`` (the project asks
``result`` to raise on an invalid action). The engine stays strict: it is asked only about
boards a game can reach.

Where the definitions alone leave a choice, this module decides:

- ``player``: the parity of the number of marks, ``X`` when it is even and ``O`` when it is
  odd. X moves first and "the player alternates with each additional move": this is the only
  rule under which that holds on every board, so ``player(result(board, action))`` is always
  the other player and a textbook minimax (max and min levels taking turns) agrees with
  ``player`` at every level. On boards a game reaches it is the usual rule (X when the
  counts are equal, O when X has one more). Terminal boards get the same answer (the project
  accepts any there).
- ``actions``: every empty cell, on every board, terminal ones included ("possible moves are
  any cells on the board that do not already have an X or an O in them"; the project accepts
  any answer on a terminal board, and this one keeps ``actions`` and ``result`` in step).
- ``result``: a valid action is a pair ``(i, j)`` (a tuple or a list) of whole numbers from 0 to
  2 naming an empty cell; the mark placed is ``player(board)``. A cell that is empty is a valid
  action even on a terminal board (the action is defined by the cells, not by history);
  anything else raises ``ValueError``.
- ``winner``: the player who has three in a row. The project assumes at most one winner; when
  both players have a line, the owner of the first line met scanning rows from the top, then
  columns from the left, then the diagonal from the top left corner, then the other diagonal,
  is returned. That is the order in which the Monte Carlo course's provided
  ``TTTBoard.check_win`` (seed 002) and most students' ``winner`` look at lines; it names a
  player, so ``terminal`` is True ("someone has won") and ``utility`` is that player's 1 or
  -1, all three consistent.
- ``terminal``: True when ``winner`` names a player or no cell is ``EMPTY``.
- ``utility``: 1 when ``winner`` is ``X``, -1 when it is ``O``, else 0; on a board that is not
  terminal (which the project says will not be asked) that is 0, as nobody has a line.
- ``minimax``: None on a terminal board; otherwise a move that is optimal for
  ``player(board)`` in the game that ``player``, ``actions``, ``result``, ``terminal`` and
  ``utility`` define from that board. Where a game can reach the board, the registry's
  ``perfect`` player answers (milliseconds, even on the empty board). Elsewhere the course
  modules' plain minimax (``ttt_qt.ai.minimax``) over the project's own board searches it (at
  most nine empty cells, every position remembered: a few milliseconds), preferring the
  quickest win and the slowest loss among moves of equal value. Both would find moves of the
  same value on a board a game reaches, since every position played on from such a board is
  reachable too.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ttt_qt.ai import create
from ttt_qt.ai.minimax import Observer, alphabeta, watched
from ttt_qt.ai.minimax import minimax as textbook_minimax
from ttt_qt.engine import Board, PositionError, Rules

from ..grid import first_line_owner

X = "X"
O = "O"  # noqa: E741  (the project's own name)
EMPTY = None

Cell = str | None
State = list[list[Cell]]
Action = tuple[int, int]
Cells = tuple[Cell, ...]
"""The nine cells of a checked board, row by row."""

_RULES = Rules()
_SIZE = _RULES.size
_SPOTS = tuple((row, col) for row in range(_SIZE) for col in range(_SIZE))


def initial_state() -> State:
    """The starting state of the board: three rows of three ``EMPTY`` cells."""
    return [[EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]


def _cells(board: Sequence[Sequence[Cell]]) -> Cells:
    """The nine cells of ``board``, row by row, after checking its form (never its history).

    Raises:
        ValueError: the board is not three rows (lists or tuples) of three cells, each ``X``,
            ``O`` or ``EMPTY`` (None).
    """
    shape = "a board is a list of three rows, each a list of three cells"
    if not isinstance(board, list | tuple) or len(board) != _SIZE:
        raise ValueError(f"{shape}, not {board!r}")
    cells: list[Cell] = []
    for number, row in enumerate(board, start=1):
        if not isinstance(row, list | tuple) or len(row) != _SIZE:
            raise ValueError(f"{shape}; row {number} is {row!r}")
        for cell in row:
            if cell is not EMPTY and not (isinstance(cell, str) and cell in (X, O)):
                raise ValueError(f"a cell holds X, O or EMPTY (None), not {cell!r}")
            cells.append(cell)
    return tuple(cells)


def _rows(cells: Cells) -> State:
    return [list(cells[row * _SIZE : (row + 1) * _SIZE]) for row in range(_SIZE)]


def _marked(cells: Cells, index: int, mark: str) -> Cells:
    """``cells`` with ``mark`` in the cell at ``index``."""
    return (*cells[:index], mark, *cells[index + 1 :])


def _player(cells: Cells) -> str:
    return X if sum(cell is not EMPTY for cell in cells) % 2 == 0 else O


def _winner(cells: Cells) -> str | None:
    return first_line_owner(cells, _SIZE, (X, O))


def _terminal(cells: Cells) -> bool:
    return _winner(cells) is not None or EMPTY not in cells


def player(board: State) -> str:
    """The player whose turn it is: ``X`` after an even number of marks, ``O`` after an odd one."""
    return _player(_cells(board))


def actions(board: State) -> set[Action]:
    """The set of every possible action ``(i, j)``: every cell that holds neither X nor O."""
    cells = _cells(board)
    return {spot for spot, cell in zip(_SPOTS, cells, strict=True) if cell is EMPTY}


def _index(action: object) -> int:
    """The cell index of a valid action's cell (not yet checked to be empty).

    Raises:
        ValueError: ``action`` is not a pair of whole numbers from 0 to 2.
    """
    if isinstance(action, tuple | list) and len(action) == 2:
        row, col = action
        if all(isinstance(n, int) and not isinstance(n, bool) for n in (row, col)):
            if 0 <= row < _SIZE and 0 <= col < _SIZE:
                return int(row) * _SIZE + int(col)
            raise ValueError(f"the action {action!r} is off the board: i and j are 0, 1 or 2")
    raise ValueError(f"an action is a tuple (i, j) of whole numbers from 0 to 2, not {action!r}")


def result(board: State, action: Action) -> State:
    """The board after ``player(board)`` takes ``action``; ``board`` itself is never modified.

    Raises:
        ValueError: the board is malformed, or the action is not valid: not a pair of whole
            numbers, a cell off the board (negative indices included) or an occupied cell.
    """
    cells = _cells(board)
    index = _index(action)
    if cells[index] is not EMPTY:
        raise ValueError(f"the action {tuple(action)} is not valid: that cell holds {cells[index]}")
    return _rows(_marked(cells, index, _player(cells)))


def winner(board: State) -> str | None:
    """``X`` or ``O`` for the player with three in a row, else None (in progress or a tie).

    When both players have a line, the one whose line comes first (rows, columns, diagonals).
    """
    return _winner(_cells(board))


def terminal(board: State) -> bool:
    """True when the game is over: somebody has three in a row or every cell is filled."""
    return _terminal(_cells(board))


def utility(board: State) -> int:
    """1 when ``X`` has won, -1 when ``O`` has won, 0 otherwise (a tie)."""
    return {X: 1, O: -1}.get(_winner(_cells(board)) or "", 0)


def minimax(board: State) -> Action | None:
    """An optimal action for ``player(board)``, or None on a terminal board."""
    cells = _cells(board)
    if _terminal(cells):
        return None
    x_bits = sum(1 << index for index, cell in enumerate(cells) if cell == X)
    o_bits = sum(1 << index for index, cell in enumerate(cells) if cell == O)
    try:
        position = Board(_RULES, x_bits, o_bits)
    except PositionError:
        return _SPOTS[_best_index(cells)]
    row, col = create("perfect").choose(position)
    return row, col


_VALUES: dict[Cells, int] = {}
"""The values ``_final`` and ``minimax`` found, by position, for the player to move."""


def _best_index(cells: Cells) -> int:
    """The index of the best empty cell for the player to move (the first among equals).

    The course modules' one minimax (``ttt_qt.ai.minimax``) over the project's own board.
    """
    index = textbook_minimax(cells, _final, _children, _VALUES)[1]
    assert index is not None  # only asked about boards that are not terminal
    return index


def minimax_value(
    board: State, *, pruning: bool = False, observer: Observer[Cells, int] | None = None
) -> tuple[int, Action | None]:
    """The course minimax's value of ``board`` for ``player(board)`` and its first best action.

    Not one of the project's functions: the window's "show thinking" view runs here the search
    that ``minimax`` runs on a board no game reaches (``_best_index``), on any board, with a
    memory of its own, an ``observer`` told every step (moves as cell indices 0 to 8, row by
    row; positions as their nine cells), and with ``pruning`` the same search with alpha-beta
    pruning (``ttt_qt.ai.minimax.alphabeta``). A win of the player to move scores the empty
    cells left plus one, a loss minus that, a tie 0.
    """
    cells = _cells(board)
    memo: dict[Cells, int] = {}
    if pruning:
        found = alphabeta(cells, _final, _children, memo, observer)
    elif observer is None:
        found = textbook_minimax(cells, _final, _children, memo)
    else:
        children, watched_memo = watched(_children, memo, observer)
        found = textbook_minimax(cells, _final, children, watched_memo)
    value, index = found
    return value, None if index is None else _SPOTS[index]


def _final(cells: Cells) -> int | None:
    """The value of a finished board for the player to move, None while play goes on.

    Winning sooner and losing later score more: a win of the player to move scores
    ``empty cells + 1``, a loss minus that, a tie 0.
    """
    if not _terminal(cells):
        return None
    won = _winner(cells)
    if won is None:
        return 0
    value = cells.count(EMPTY) + 1
    return value if won == _player(cells) else -value


def _children(cells: Cells) -> Iterator[tuple[int, Cells]]:
    """Each empty cell's index and the board once the player to move has marked it."""
    mover = _player(cells)
    for index, cell in enumerate(cells):
        if cell is EMPTY:
            yield index, _marked(cells, index, mover)
