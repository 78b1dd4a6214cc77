"""Seed 000 (PA 1): the ``Board``, ``Player``, ``AI``, ``SmartAI`` and ``MiniMax`` classes.

A student's ``tictac.py`` runs unchanged on top of this module::

    from ttt_qt.compat.pa1 import Board, Player, AI, SmartAI, MiniMax

The board keeps the seed's attributes (``board``, a list of nine one-character strings,
``" "`` for an empty cell; ``winner``, ``"X"``, ``"O"`` or ``""``) and the engine's line
geometry decides who has a line. ``AI`` plays the registry's ``random`` player, ``SmartAI``
its ``expert`` player (rule-based, never loses), and ``MiniMax`` the seed's recursive
``minimax(self, board, self_player, start)``, which never loses either.

Form, not history. A student's tests fill ``board.board`` freely, so any list of nine cells
holding ``" "``, ``"X"`` or ``"O"`` is a board, even one no game reaches (X alone with a line,
more O than X, both signs with a line, marks after a win); only a ``board`` of another length
or with another value raises ``ValueError`` (``set`` already refuses other cells and signs).
Where the seed leaves a choice:

- ``isdone`` is True when a sign fills a line or no cell is empty. When both signs have a
  line, ``winner`` is the sign of the first line met in the order rows 1 to 3, columns A to C,
  the diagonal A1-C3, then C1-A3 (the order of the seed's eight winning cases); a line beats
  a full board (a winner, not a tie).
- A computer player moves for its own sign whatever the counts of marks say, as the seed's
  ``choose(board)`` does. Where a game can reach the board with that sign to move, ``AI``
  and ``SmartAI`` ask the registry's ``random`` and ``expert`` players; elsewhere ``AI`` picks
  a random empty cell and ``SmartAI`` the seed's minimax move (the heuristics are the
  engine's, which only knows positions a game reaches; minimax never loses either).
  ``MiniMax`` runs the seed's recursion on any board.
- On a board where ``isdone`` is True every computer player raises ``ValueError`` (there is no
  move to choose), even when some cells are still empty.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ttt_qt.ai import Strategy, create
from ttt_qt.ai.minimax import minimax
from ttt_qt.engine import Mark, PositionError, cell_name

from .grid import engine_board, first_line_owner, mask_of
from .pa1_text import CELL_PROMPT, COMPUTER_PROMPT, WRONG_CHOICE, format_board

CELLS = tuple(cell_name(divmod(index, 3)) for index in range(9))
"""The cell names in the order of ``Board.board``: ``A1``, ``B1``, ``C1``, ``A2``, ... ``C3``."""

SIGNS = ("X", "O")
_INDEX = {name: index for index, name in enumerate(CELLS)}


def _index(cell: object) -> int | None:
    """The list index of a cell name such as ``a1`` (any case), or None for anything else."""
    if not isinstance(cell, str):
        return None
    return _INDEX.get(cell.strip().upper())


def _other(sign: str) -> str:
    return "O" if sign == "X" else "X"


def checked_cells(board: Board) -> list[str]:
    """``board.board`` once it is checked to be nine cells of ``" "``, ``"X"`` or ``"O"``.

    Raises:
        ValueError: ``board.board`` is not a list of nine such cells.
    """
    cells = board.board
    if (
        not isinstance(cells, list)
        or len(cells) != len(CELLS)
        or any(cell not in (*SIGNS, board.sign) for cell in cells)
    ):
        raise ValueError(
            f"board.board is a list of nine cells, each 'X', 'O' or ' ' (empty), not {cells!r}"
        )
    return cells


class Board:
    """The 3 x 3 board of seed 000.

    Attributes:
        sign: the mark of an empty cell, a space.
        size: cells per side, 3.
        board: nine one-character strings, ``A1``, ``B1``, ``C1``, ``A2``, ... ``C3``.
        winner: the winner's sign after ``isdone``, or ``""``.
    """

    def __init__(self) -> None:
        self.sign = " "
        self.size = 3
        self.board = list(self.sign * self.size**2)
        self.winner = ""

    def get_size(self) -> int:
        """The board size, 3."""
        return self.size

    def get_winner(self) -> str:
        """The winner's sign, ``"X"`` or ``"O"``, as the last ``isdone`` found it; else ``""``."""
        return self.winner

    def set(self, cell: str, sign: str) -> None:
        """Mark ``cell`` (``A1`` ... ``C3``, any case) with ``X``, ``O``, or a space to clear it.

        Raises:
            ValueError: the cell name or the sign is not one of those.
        """
        index = _index(cell)
        if index is None:
            raise ValueError(f"{cell!r} is not a cell: give A1, B1, C1, A2 ... C3")
        if sign not in (*SIGNS, self.sign):
            raise ValueError(f"{sign!r} is not a sign: give X, O, or a space to clear the cell")
        self.board[index] = sign

    def isempty(self, cell: str) -> bool:
        """True when ``cell`` names a cell (``A1`` ... ``C3``, any case) that holds no mark."""
        index = _index(cell)
        return index is not None and self.board[index] == self.sign

    def isdone(self) -> bool:
        """True when a sign fills a line or no cell is empty; sets ``winner`` (``""`` for none).

        When both signs have a line, the first line in the order rows, columns, diagonals
        names the winner.

        Raises:
            ValueError: ``board`` is not a list of nine ``" "``, ``"X"`` or ``"O"``.
        """
        cells = checked_cells(self)
        self.winner = first_line_owner(cells, self.size, SIGNS) or ""
        return bool(self.winner) or self.sign not in cells

    def show(self) -> None:
        """Draw the board."""
        print(format_board(checked_cells(self)))


class Player:
    """A person at the keyboard.

    Attributes:
        name: the player's name, such as ``Bob``.
        sign: the player's sign, ``X`` or ``O``.
    """

    def __init__(self, name: str, sign: str) -> None:
        self.name = name
        self.sign = sign

    def get_sign(self) -> str:
        """The player's sign."""
        return self.sign

    def get_name(self) -> str:
        """The player's name."""
        return self.name

    def choose(self, board: Board) -> None:
        """Ask for a cell until the answer names an empty one, then mark it.

        Raises:
            EOFError: the input ended before a valid cell was given.
        """
        while True:
            cell = input(CELL_PROMPT.format(name=self.name, sign=self.sign)).strip().upper()
            if board.isempty(cell):
                board.set(cell, self.sign)
                return
            print(WRONG_CHOICE)


class AI(Player):
    """Seed 000's AI: a random empty cell (the registry's ``random`` player).

    Like every computer player here it prints the prompt a person would see, then its cell.

    Attributes:
        board: the board given when the player was made (kept as the seed's signature has it).
        strategy_name: the registry name of the player that picks the cells.
    """

    strategy_name = "random"

    def __init__(
        self, name: str, sign: str, board: Board | None = None, *, seed: int | None = None
    ) -> None:
        super().__init__(name, sign)
        self.board = board
        self._strategy: Strategy = create(self.strategy_name, seed=seed)
        self._rng = random.Random(seed)

    def choose(self, board: Board) -> None:
        """Print the prompt, pick a cell, print it and mark it.

        Raises:
            ValueError: the game on ``board`` is already over, or ``board`` is malformed.
        """
        cell = self.pick(board)
        self.announce()
        print(cell)
        board.set(cell, self.sign)

    def announce(self) -> None:
        """Print the cell prompt the way the seed's computer players do."""
        print(COMPUTER_PROMPT.format(name=self.name, sign=self.sign))

    def pick(self, board: Board) -> str:
        """The name of the cell this player picks on ``board`` for its own sign.

        Raises:
            ValueError: the game is over, or ``board`` is malformed.
        """
        if board.isdone():
            raise ValueError("the game is over: there is no cell to choose")
        to_move: Mark = "X" if self.sign == "X" else "O"
        try:
            view = engine_board(mask_of(board.board, "X"), mask_of(board.board, "O"), to_move)
        except PositionError:
            return self.pick_anywhere(board)
        return cell_name(self._strategy.choose(view))

    def pick_anywhere(self, board: Board) -> str:
        """The cell picked on a board that no game reaches with this sign to move: a random one."""
        return self._rng.choice([cell for cell in CELLS if board.isempty(cell)])


class SmartAI(AI):
    """Seed 000's SmartAI: win, block, fork, block forks, centre, corners — never loses.

    The registry's ``expert`` player.
    """

    strategy_name = "expert"

    def pick_anywhere(self, board: Board) -> str:
        """The cell picked on a board that no game reaches with this sign to move.

        The seed's minimax move: the rule-based player only knows positions a game reaches.
        """
        return str(search(board, self.sign, True, True))


class MiniMax(AI):
    """Seed 000's MiniMax: the recursive minimax of the assignment; never loses.

    Scores are memoized by position, so a whole game takes milliseconds.
    """

    def choose(self, board: Board) -> None:
        """Print the prompt, run ``minimax`` from the start level, print the cell and mark it.

        Raises:
            ValueError: the game on ``board`` is already over.
        """
        if board.isdone():
            raise ValueError("the game is over: there is no cell to choose")
        self.announce()
        cell = MiniMax.minimax(self, board, True, True)
        print(cell)
        board.set(str(cell), self.sign)

    def minimax(self, board: Board, self_player: bool, start: bool) -> int | str | None:
        """The seed's recursion: a score (1 win, 0 tie, -1 loss for self), or at the start a cell.

        Args:
            board: the board; cells are marked and unmarked while searching, and left as found.
            self_player: True when it is this player's turn on ``board``.
            start: True at the top level, which returns the best cell instead of a score.
        """
        return search(board, self.sign, self_player, start)


def search(board: Board, sign: str, self_player: bool, start: bool) -> int | str | None:
    """The seed's minimax for the player of ``sign``: a score, or at the start level a cell.

    Scores are 1 when ``sign`` wins, 0 for a tie and -1 for a loss; the players take turns
    from ``self_player``, whatever the counts of marks. The search is the course modules' one
    minimax (``ttt_qt.ai.minimax``, which remembers every position it scores) over the cells
    as they are; at the start level the cell is the first of the best in the order A1, B1,
    C1, A2 ... C3, as the seed's loop over the cells finds it.
    """
    if board.isdone():
        if board.get_winner() == sign:
            return 1
        if board.get_winner() == "":
            return 0
        return -1
    mover = sign if self_player else _other(sign)
    value, index = minimax((tuple(board.board), mover), _final, _children, _VALUES)
    if start:
        return None if index is None else CELLS[index]
    return value if self_player else -value


Position = tuple[tuple[str, ...], str]
"""The cells and the sign to move."""

_VALUES: dict[Position, int] = {}
"""The values ``minimax`` found, by position, for the sign to move."""


def _final(position: Position) -> int | None:
    """The value of a finished position for the sign to move; None while play goes on.

    1 when the sign to move has a line (the first line as ``isdone`` finds them), -1 when the
    other sign has, 0 for a full board.
    """
    cells, mover = position
    winner = first_line_owner(cells, 3, SIGNS)
    if winner:
        return 1 if winner == mover else -1
    return None if " " in cells else 0


def _children(position: Position) -> Iterator[tuple[int, Position]]:
    """Each empty cell's index and the position once the sign to move has marked it."""
    cells, mover = position
    for index, cell in enumerate(cells):
        if cell == " ":
            yield index, ((*cells[:index], mover, *cells[index + 1 :]), _other(mover))
