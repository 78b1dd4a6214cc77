"""The textbook minimax over any game given by two functions, for the course modules.

Seed 000's ``MiniMax`` (``ttt_qt.compat.pa1``) and seeds 003/004's ``minimax``
(``ttt_qt.compat.cs50``) search boards that no game may reach (the courses' students write
such boards by hand), which the engine's search does not accept: both run this one minimax
over their own boards, each with its own scores. It is written in the negamax form (every
value is seen from the side to move, so the max and min levels of the textbook are one
``max`` of negated values) and remembers every position it scores. Pure Python.

The "show thinking" view (``ttt_qt.coach.thinking``) watches this very search: ``watched``
wraps the two things the search is handed (``children`` and ``memo``) so that an
``Observer`` hears every move searched, in order, and its value, while ``minimax`` itself is
unchanged, at no cost to the course modules. ``alphabeta`` is the same search with alpha-beta
pruning, which the view offers to compare; no player runs it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Iterator, MutableMapping
from typing import Generic, Protocol, TypeVar

State = TypeVar("State", bound=Hashable)
Move = TypeVar("Move")
State_contra = TypeVar("State_contra", contravariant=True)
Move_contra = TypeVar("Move_contra", contravariant=True)

Window = tuple[float, float]
"""The alpha-beta window ``(alpha, beta)`` a position is searched with, from its mover's side."""


class Observer(Protocol[State_contra, Move_contra]):
    """What a search tells, move by move, in the order it searches them."""

    def entered(self, move: Move_contra, state: State_contra, window: Window | None) -> None:
        """The search goes into ``move``, which leads to ``state`` (``window``: alpha-beta's)."""
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


class _WatchedMemo(MutableMapping[State, int], Generic[State, Move]):
    """``minimax``'s memory, telling an observer each value it is asked for or given.

    ``minimax`` asks the memory about every move's position before searching it, and stores
    the value once found: a value it has is a move left at once (``known``), a value stored
    is a move left after its search.
    """

    def __init__(self, memo: MutableMapping[State, int], observer: Observer[State, Move]) -> None:
        self._memo = memo
        self._observer = observer

    def get(self, key: State, default: int | None = None) -> int | None:  # type: ignore[override]
        value = self._memo.get(key)
        if value is not None:
            self._observer.left(value, True)
        return default if value is None else value

    def __getitem__(self, key: State) -> int:
        return self._memo[key]

    def __setitem__(self, key: State, value: int) -> None:
        self._memo[key] = value
        self._observer.left(value, False)

    def __delitem__(self, key: State) -> None:
        del self._memo[key]

    def __iter__(self) -> Iterator[State]:
        return iter(self._memo)

    def __len__(self) -> int:
        return len(self._memo)


def watched(
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
    observer: Observer[State, Move],
) -> tuple[Callable[[State], Iterator[tuple[Move, State]]], MutableMapping[State, int]]:
    """``children`` and ``memo`` for ``minimax``, telling ``observer`` every step of its search.

    ``minimax`` takes each move from ``children`` just before it searches it (``entered``),
    then asks ``memo`` for its position (a value there: ``left``, known) or searches it and
    stores its value (``left``).
    """

    def watched_children(state: State) -> Iterator[tuple[Move, State]]:
        for move, child in children(state):
            observer.entered(move, child, None)
            yield move, child

    return watched_children, _WatchedMemo(memo, observer)


def alphabeta(
    state: State,
    final: Callable[[State], int | None],
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
    observer: Observer[State, Move] | None = None,
) -> tuple[int, Move | None]:
    """``minimax`` with alpha-beta pruning: the same value and best move, fewer positions.

    A move's search stops as soon as one reply shows that the move is no better than one
    already found; the moves left are pruned (``observer.pruned``). Only exact values go to
    ``memo`` (a cut-off value is a bound).
    """
    return _alphabeta(state, final, children, memo, (-math.inf, math.inf), observer)


def _alphabeta(  # noqa: PLR0917 - the search's own state, passed down the recursion
    state: State,
    final: Callable[[State], int | None],
    children: Callable[[State], Iterable[tuple[Move, State]]],
    memo: MutableMapping[State, int],
    window: Window,
    observer: Observer[State, Move] | None,
) -> tuple[int, Move | None]:
    """``alphabeta`` within ``window``: a value outside it is only a bound."""
    value = final(state)
    if value is not None:
        return value, None
    best_value, best_move = 0, None
    moves = iter(children(state))
    for move, child in moves:
        alpha = window[0] if best_move is None else max(window[0], best_value)
        child_window = (-window[1], -alpha)
        if observer is not None:
            observer.entered(move, child, child_window)
        known = memo.get(child)
        if known is None:
            child_value = _alphabeta(child, final, children, memo, child_window, observer)[0]
            if child_window[0] < child_value < child_window[1]:
                memo[child] = child_value
        else:
            child_value = known
        if observer is not None:
            observer.left(child_value, known is not None)
        if best_move is None or -child_value > best_value:
            best_value, best_move = -child_value, move
        if best_value >= window[1]:
            if observer is not None:
                for other_move, other_child in moves:
                    observer.pruned(other_move, other_child)
            break
    return best_value, best_move
