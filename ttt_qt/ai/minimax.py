"""The textbook minimax over any game given by two functions, for the course modules.

Seed 000's ``MiniMax`` (``ttt_qt.compat.pa1``) and seeds 003/004's ``minimax``
(``ttt_qt.compat.cs50``) search boards that no game may reach (the courses' students write
such boards by hand), which the engine's search does not accept: both run this one minimax
over their own boards, each with its own scores. It is written in the negamax form (every
value is seen from the side to move, so the max and min levels of the textbook are one
``max`` of negated values) and remembers every position it scores. Pure Python.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, MutableMapping
from typing import TypeVar

State = TypeVar("State", bound=Hashable)
Move = TypeVar("Move")


def minimax(
    state: State,
    final: Callable[[State], int | None],
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
) -> tuple[int, Move | None]:
    """The value of ``state`` for the side to move and its best move (None when it is final).

    Args:
        state: the position.
        final: the value of a finished position for the side to move, None while play goes on.
        children: each move from a position that is not finished and the position it leads to,
            the side to move then being the other one.
        memo: the values already known, by position; filled as positions are scored.

    The best move is the first of ``children``'s order among the moves of the best value.
    """
    value = final(state)
    if value is not None:
        return value, None
    best_value, best_move = 0, None
    for move, child in children(state):
        child_value = _value(child, final, children, memo)
        if best_move is None or -child_value > best_value:
            best_value, best_move = -child_value, move
    return best_value, best_move


def _value(
    state: State,
    final: Callable[[State], int | None],
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
) -> int:
    """The value of ``state`` for the side to move, remembered in ``memo``."""
    value = memo.get(state)
    if value is None:
        value = memo[state] = minimax(state, final, children, memo)[0]
    return value
