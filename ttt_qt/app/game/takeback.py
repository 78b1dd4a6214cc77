"""Undo and redo in the window's game: how far they go, and when they may.

``TakeBack`` belongs to the game model and works on its game. Against the computer, undo takes
back moves until a person is to act again (a move, an opening stone or an opening's choice),
and redo replays up to the person's next turn; in a game between two computers both step one
move at a time, while the game is paused or once it is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ttt_qt.engine import Mark

from .play_state import PlayState

if TYPE_CHECKING:
    from .model import GameModel


class TakeBack:
    """The model's undo and redo."""

    def __init__(self, model: GameModel) -> None:
        """Undo and redo on ``model``'s game."""
        self._model = model

    def can_undo(self) -> bool:
        """True when undo would take back a person's move, or a move of two computers' game."""
        model = self._model
        game = model._game
        if not model._live:
            return False
        if model._watching:
            return (model.is_paused or model.board.is_over) and game.can_undo
        if game.opening != "none":
            return self._person_has_acted()
        # X makes the odd-numbered moves: a person's move is on the list when X is a person
        # and a move was made, or O is a person and two were.
        made = len(game.moves)
        return (model.is_human("X") and made >= 1) or (model.is_human("O") and made >= 2)

    def can_redo(self) -> bool:
        """True when a taken-back move can be replayed (in a paused game between computers)."""
        model = self._model
        if not model._live or (model._watching and not model.is_paused):
            return False
        return model._game.can_redo

    def undo(self) -> bool:
        """Take back moves until a person is to act again; False when there is nothing to undo.

        In a game between two computers, one move, and the game is then paused, so that the
        computers play on only when told to.
        """
        model = self._model
        if not self.can_undo():
            return False
        if model._watching:
            model._state = PlayState.PAUSED
        while model._game.can_undo:
            model._game.undo()
            if model._watching or model.is_human(model.acting_mark):
                break
        model._position_changed(announce=False)
        return True

    def redo(self) -> bool:
        """Replay taken-back moves up to a person's turn; False when there is nothing to redo."""
        model = self._model
        if not self.can_redo():
            return False
        model._game.redo()
        while model._game.can_redo and not (model._watching or model.is_human(model.acting_mark)):
            model._game.redo()
        if model.board.is_over and not model.clock.stopped:
            # The end of a game played on from a review, replayed: the reviewed game's own
            # result, in Statistics already. The game counts no other result after it.
            model.clock.stop()
        model._position_changed(announce=False)
        return True

    def _person_has_acted(self) -> bool:
        """True when a person made one of the game's steps (a stone, a move or a choice)."""
        game = self._model._game.copy()
        while game.can_undo:
            game.undo()
            # Before a step, the seat to act is the one that made it; the players are by seat.
            seat_mark: Mark = "X" if game.seat_to_act == "first" else "O"
            if self._model.seats.strategy_for(seat_mark, swapped=False) is None:
                return True
        return False
