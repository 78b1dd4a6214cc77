"""A game in progress: the rules, the opening's choices, the moves played, undo and redo."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .board import Board, Outcome
from .errors import IllegalMove
from .opening import (
    OPENING_NAMES,
    Opening,
    OpeningChoice,
    OpeningTurn,
    Seat,
    check_opening,
    is_swapped,
    opening_turn,
    seat_of,
)
from .rules import Rules
from .types import Move

Step = Move | OpeningChoice
"""One step of a game: a move ``(row, col)``, or a choice of the opening (a word)."""


@dataclass(frozen=True, slots=True)
class History:
    """A game as a value: its rules, the moves played and the moves that redo would replay.

    Attributes:
        rules: the rules of the game.
        moves: the moves played, oldest first.
        redo_moves: the moves taken back that redo would replay, next first.
        opening: the game's opening (``none``, ``swap`` or ``swap2``).
        choices: the opening's choices made, oldest first.
        redo_choices: the choices taken back that redo would make again, next first.
    """

    rules: Rules
    moves: tuple[Move, ...] = ()
    redo_moves: tuple[Move, ...] = ()
    opening: Opening = "none"
    choices: tuple[OpeningChoice, ...] = ()
    redo_choices: tuple[OpeningChoice, ...] = ()

    @property
    def last_move(self) -> Move | None:
        """The most recent move, or None at the start."""
        return self.moves[-1] if self.moves else None

    @property
    def can_undo(self) -> bool:
        """True when there is a step to take back."""
        return bool(self.moves or self.choices)

    @property
    def can_redo(self) -> bool:
        """True when a taken-back step can be replayed."""
        return bool(self.redo_moves or self.redo_choices)

    def game(self) -> Game:
        """A new ``Game`` at this point, with the same redo list."""
        game = Game(
            self.rules,
            self.moves + self.redo_moves,
            self.opening,
            self.choices + self.redo_choices,
        )
        for _ in range(len(self.redo_moves) + len(self.redo_choices)):
            game.undo()
        return game


class Game:
    """A sequence of boards from the empty one, with the opening's choices, undo and redo.

    Undo and redo take back and replay one step: a move, or a choice of the opening.

    Attributes:
        rules: the rules of the game.
        opening: the game's opening (``none`` unless given; see ``engine.opening``).
    """

    def __init__(
        self,
        rules: Rules | None = None,
        moves: Iterable[Move] = (),
        opening: Opening = "none",
        choices: Iterable[OpeningChoice] = (),
    ) -> None:
        """Start a game under ``rules`` and ``opening``; play ``moves`` with ``choices``.

        Each choice is made as soon as it is due, before the next move. Raises IllegalMove
        on a bad move or choice (a choice left over too), ValueError on an opening the rules
        do not allow.
        """
        self.rules = rules or Rules()
        self.opening: Opening = check_opening(opening, self.rules)
        self._boards: list[Board] = [Board.empty(self.rules)]
        self._steps: list[Step] = []
        self._undone: list[Step] = []
        pending = list(choices)
        for move in moves:
            self._make_due_choices(pending)
            self.play(move)
        self._make_due_choices(pending)
        if pending:
            raise IllegalMove(f"the choice {pending[0]!r} is not due in this game's opening")

    def _make_due_choices(self, pending: list[OpeningChoice]) -> None:
        """Make the first of ``pending`` while a choice is due."""
        while pending and self.choice_due:
            self.choose(pending.pop(0))

    @property
    def board(self) -> Board:
        """The current board."""
        return self._boards[-1]

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played so far, oldest first."""
        return tuple(step for step in self._steps if not isinstance(step, str))

    @property
    def choices(self) -> tuple[OpeningChoice, ...]:
        """The opening's choices made so far, oldest first."""
        return tuple(step for step in self._steps if isinstance(step, str))

    @property
    def redo_moves(self) -> tuple[Move, ...]:
        """The moves that ``redo`` would replay, next first."""
        return tuple(step for step in reversed(self._undone) if not isinstance(step, str))

    @property
    def redo_choices(self) -> tuple[OpeningChoice, ...]:
        """The choices that ``redo`` would make again, next first."""
        return tuple(step for step in reversed(self._undone) if isinstance(step, str))

    @property
    def boards(self) -> tuple[Board, ...]:
        """Every board from the empty one to the current one."""
        return tuple(self._boards)

    @property
    def last_move(self) -> Move | None:
        """The most recent move, or None at the start."""
        moves = self.moves
        return moves[-1] if moves else None

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.board.outcome

    @property
    def can_undo(self) -> bool:
        """True when there is a step to take back."""
        return bool(self._steps)

    @property
    def can_redo(self) -> bool:
        """True when a taken-back step can be replayed."""
        return bool(self._undone)

    @property
    def opening_turn(self) -> OpeningTurn | None:
        """The opening's decision due now (place a stone, or choose), None once it is over."""
        return opening_turn(self.opening, self.board.move_count, self.choices)

    @property
    def choice_due(self) -> bool:
        """True when the opening waits for a choice (no move may be played)."""
        turn = self.opening_turn
        return turn is not None and turn.action == "choose"

    @property
    def swapped(self) -> bool:
        """True when the choices made leave the first seat with O and the second with X."""
        return is_swapped(self.choices)

    @property
    def seat_to_act(self) -> Seat:
        """The seat whose turn it is: to place a stone, to choose, or to move."""
        turn = self.opening_turn
        if turn is not None:
            return turn.seat
        return seat_of(self.board.to_move, self.swapped)

    def describe(self) -> str:
        """The rules' description, and the opening when there is one: ``..., swap2``."""
        text = self.rules.describe()
        return text if self.opening == "none" else f"{text}, {OPENING_NAMES[self.opening]}"

    def play(self, move: Move) -> Board:
        """Play ``move`` for the side to move; clears the redo list. Raises IllegalMove.

        While the opening waits for a choice no move may be played.
        """
        turn = self.opening_turn
        if turn is not None and turn.action == "choose":
            raise IllegalMove(
                f"the {self.opening} opening waits for the {turn.seat} player's choice"
            )
        board = self.board.play(move)
        self._boards.append(board)
        self._steps.append(move)
        self._undone.clear()
        return board

    def choose(self, choice: OpeningChoice) -> None:
        """Make the opening's ``choice`` now due; clears the redo list. Raises IllegalMove."""
        turn = self.opening_turn
        if turn is None or turn.action != "choose":
            raise IllegalMove("no choice of the opening is due now")
        if choice not in turn.choices:
            allowed = ", ".join(turn.choices)
            raise IllegalMove(f"the choice must be one of {allowed}, not {choice!r}")
        self._steps.append(choice)
        self._undone.clear()

    def undo(self) -> Step:
        """Take back the last step (a move or a choice) and return it.

        Raises IllegalMove when there is none.
        """
        if not self._steps:
            raise IllegalMove("there is no move to undo")
        step = self._steps.pop()
        if not isinstance(step, str):
            self._boards.pop()
        self._undone.append(step)
        return step

    def redo(self) -> Step:
        """Replay the last step taken back and return it. Raises IllegalMove when there is none."""
        if not self._undone:
            raise IllegalMove("there is no move to redo")
        step = self._undone.pop()
        if not isinstance(step, str):
            self._boards.append(self.board.play(step))
        self._steps.append(step)
        return step

    def history(self) -> History:
        """The game so far as an immutable value."""
        return History(
            self.rules,
            self.moves,
            self.redo_moves,
            self.opening,
            self.choices,
            self.redo_choices,
        )

    def copy(self) -> Game:
        """An independent copy, redo list included."""
        game = Game(self.rules, opening=self.opening)
        game._boards = list(self._boards)
        game._steps = list(self._steps)
        game._undone = list(self._undone)
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.rules, self.opening, self._steps) == (other.rules, other.opening, other._steps)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        if self.opening == "none":
            return f"Game({self.rules!r}, moves={list(self.moves)!r})"
        return (
            f"Game({self.rules!r}, moves={list(self.moves)!r}, opening={self.opening!r},"
            f" choices={list(self.choices)!r})"
        )
