"""The textbook minimax over any game given by two functions, for the course modules.

Seed 000's ``MiniMax`` (``ttt_qt.compat.pa1``) and seeds 003/004's ``minimax``
(``ttt_qt.compat.cs50``) search boards that no game may reach (the courses' students write
such boards by hand), which the engine's search does not accept: both run this one minimax
over their own boards, each with its own scores. It is written in the negamax form (every
value is seen from the side to move, so the max and min levels of the textbook are one
``max`` of negated values) and remembers every position it scores. Pure Python.

Two options serve the "show thinking" view (``ttt_qt.coach.thinking``), which runs this very
function: ``pruning`` turns on alpha-beta pruning (a move's search stops as soon as a reply
shows the move is no better than one already found; only exact values are remembered), and
``observer`` is told every step of the search in its order. The course modules use neither:
without them the search and its answer are those of the plain minimax, and the observer costs
one test of ``None`` per move searched.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, MutableMapping
from typing import Protocol, TypeVar

State = TypeVar("State", bound=Hashable)
Move = TypeVar("Move")
State_contra = TypeVar("State_contra", contravariant=True)
Move_contra = TypeVar("Move_contra", contravariant=True)

Window = tuple[float, float]
"""The alpha-beta window ``(alpha, beta)`` a position is searched with, from its mover's side."""


class Observer(Protocol[State_contra, Move_contra]):
    """What a search tells, move by move, in the order it searches them."""

    def entered(self, move: Move_contra, state: State_contra, window: Window | None) -> None:
        """The search goes into ``move``, which leads to ``state`` (``window``: with pruning)."""
        ...

    def left(self, value: int, known: bool) -> None:
        """The move entered last and not left yet is worth ``value`` to the side to move after it.

        ``known``: the value was remembered from earlier in the search, not searched again.
        """
        ...

    def pruned(self, move: Move_contra, state: State_contra) -> None:
        """``move`` of the position being searched is left unsearched (alpha-beta cut-off)."""
        ...


def minimax(
    state: State,
    final: Callable[[State], int | None],
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
    *,
    pruning: bool = False,
    observer: Observer[State, Move] | None = None,
) -> tuple[int, Move | None]:
    """The value of ``state`` for the side to move and its best move (None when it is final).

    Args:
        state: the position.
        final: the value of a finished position for the side to move, None while play goes on.
        children: each move from a position that is not finished and the position it leads to,
            the side to move then being the other one.
        memo: the values already known, by position; filled as positions are scored.
        pruning: search with alpha-beta pruning (same value and best move, fewer positions).
        observer: told every move searched, its value, and every move pruned.

    The best move is the first of ``children``'s order among the moves of the best value.
    """
    window = (-math.inf, math.inf) if pruning else None
    return _search(state, final, children, memo, window, observer)


def _search(  # noqa: PLR0917 - the search's own state, passed down the recursion
    state: State,
    final: Callable[[State], int | None],
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
    window: Window | None,
    observer: Observer[State, Move] | None,
) -> tuple[int, Move | None]:
    """``minimax`` within ``window`` (None: no pruning); with one, a value outside it is a bound."""
    value = final(state)
    if value is not None:
        return value, None
    best_value, best_move = 0, None
    moves = iter(children(state))
    for move, child in moves:
        child_window = None
        if window is not None:
            alpha = window[0] if best_move is None else max(window[0], best_value)
            child_window = (-window[1], -alpha)
        if observer is not None:
            observer.entered(move, child, child_window)
        child_value = _value(child, final, children, memo, child_window, observer)
        if best_move is None or -child_value > best_value:
            best_value, best_move = -child_value, move
        if window is not None and best_value >= window[1]:
            if observer is not None:
                for other_move, other_child in moves:
                    observer.pruned(other_move, other_child)
            break
    return best_value, best_move


def _value(  # noqa: PLR0917 - as _search
    state: State,
    final: Callable[[State], int | None],
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
    window: Window | None,
    observer: Observer[State, Move] | None,
) -> int:
    """The value of ``state`` for the side to move, remembered in ``memo`` when exact."""
    value = memo.get(state)
    if value is not None:
        if observer is not None:
            observer.left(value, True)
        return value
    value = _search(state, final, children, memo, window, observer)[0]
    if window is None or window[0] < value < window[1]:
        memo[state] = value
    if observer is not None:
        observer.left(value, False)
    return value
