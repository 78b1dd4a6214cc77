"""A game in progress: the rules, the moves played, undo and redo."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .board import Board, Outcome
from .errors import IllegalMove
from .rules import Rules
from .types import Move


@dataclass(frozen=True, slots=True)
class History:
    """A game as a value: its rules, the moves played and the moves that redo would replay.

    Attributes:
        rules: the rules of the game.
        moves: the moves played, oldest first.
        redo_moves: the moves taken back that redo would replay, next first.
    """

    rules: Rules
    moves: tuple[Move, ...] = ()
    redo_moves: tuple[Move, ...] = ()

    @property
    def last_move(self) -> Move | None:
        """The most recent move, or None at the start."""
        return self.moves[-1] if self.moves else None

    @property
    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return bool(self.moves)

    @property
    def can_redo(self) -> bool:
        """True when a taken-back move can be replayed."""
        return bool(self.redo_moves)

    def game(self) -> Game:
        """A new ``Game`` at this point, with the same redo list."""
        game = Game(self.rules, self.moves + self.redo_moves)
        for _ in self.redo_moves:
            game.undo()
        return game


class Game:
    """A sequence of boards from the empty one, with undo and redo.

    Attributes:
        rules: the rules of the game.
    """

    def __init__(self, rules: Rules | None = None, moves: Iterable[Move] = ()) -> None:
        """Start a game under ``rules`` and play ``moves`` (IllegalMove on a bad one)."""
        self.rules = rules or Rules()
        self._boards: list[Board] = [Board.empty(self.rules)]
        self._moves: list[Move] = []
        self._undone: list[Move] = []
        for move in moves:
            self.play(move)

    @property
    def board(self) -> Board:
        """The current board."""
        return self._boards[-1]

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played so far, oldest first."""
        return tuple(self._moves)

    @property
    def redo_moves(self) -> tuple[Move, ...]:
        """The moves that ``redo`` would replay, next first."""
        return tuple(reversed(self._undone))

    @property
    def boards(self) -> tuple[Board, ...]:
        """Every board from the empty one to the current one."""
        return tuple(self._boards)

    @property
    def last_move(self) -> Move | None:
        """The most recent move, or None at the start."""
        return self._moves[-1] if self._moves else None

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.board.outcome

    @property
    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return bool(self._moves)

    @property
    def can_redo(self) -> bool:
        """True when a taken-back move can be replayed."""
        return bool(self._undone)

    def play(self, move: Move) -> Board:
        """Play ``move`` for the side to move; clears the redo list. Raises IllegalMove."""
        board = self.board.play(move)
        self._boards.append(board)
        self._moves.append(move)
        self._undone.clear()
        return board

    def undo(self) -> Move:
        """Take back the last move and return it. Raises IllegalMove when there is none."""
        if not self._moves:
            raise IllegalMove("there is no move to undo")
        self._boards.pop()
        move = self._moves.pop()
        self._undone.append(move)
        return move

    def redo(self) -> Move:
        """Replay the last move taken back and return it. Raises IllegalMove when there is none."""
        if not self._undone:
            raise IllegalMove("there is no move to redo")
        move = self._undone.pop()
        self._boards.append(self.board.play(move))
        self._moves.append(move)
        return move

    def history(self) -> History:
        """The game so far as an immutable value."""
        return History(self.rules, self.moves, self.redo_moves)

    def copy(self) -> Game:
        """An independent copy, redo list included."""
        game = Game(self.rules)
        game._boards = list(self._boards)
        game._moves = list(self._moves)
        game._undone = list(self._undone)
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.rules, self._moves) == (other.rules, other._moves)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"Game({self.rules!r}, moves={self._moves!r})"
