"""The course modules' minimax watched (``watched``) and with alpha-beta (``alphabeta``):
the same answers as the plain search, and every step told in the search's order."""

from __future__ import annotations

from collections.abc import Iterator

from tests.helpers import reachable_positions
from ttt_qt.ai.minimax import Window, alphabeta, minimax, watched
from ttt_qt.coach.thinking import course_state
from ttt_qt.compat import cs50
from ttt_qt.engine import Rules

Pile = int
"""A take-away game: a pile of stones, take one or two, whoever takes the last one wins."""


def final(pile: Pile) -> int | None:
    return -1 if pile == 0 else None  # the player to move has nothing left: lost


def children(pile: Pile) -> Iterator[tuple[int, Pile]]:
    for take in (1, 2):
        if take <= pile:
            yield take, pile - take


class Log:
    """An observer that writes down what it is told."""

    def __init__(self) -> None:
        self.events: list[tuple[object, ...]] = []

    def entered(self, move: int, state: Pile, window: Window | None) -> None:
        self.events.append(("enter", move, state, window))

    def left(self, value: int, known: bool) -> None:
        self.events.append(("leave", value, known))

    def pruned(self, move: int, state: Pile) -> None:
        self.events.append(("pruned", move, state))


def test_a_watched_search_tells_each_step_in_order_and_answers_the_same() -> None:
    log = Log()
    children_watched, memo = watched(children, {}, log)
    assert minimax(3, final, children_watched, memo) == minimax(3, final, children, {}) == (-1, 1)
    assert log.events == [
        ("enter", 1, 2, None),  # take one: a pile of 2 for the opponent
        ("enter", 1, 1, None),
        ("enter", 1, 0, None),
        ("leave", -1, False),  # the pile of 0: lost for the player to move there
        ("leave", 1, False),
        ("enter", 2, 0, None),
        ("leave", -1, True),  # the empty pile again: remembered
        ("leave", 1, False),
        ("enter", 2, 1, None),
        ("leave", 1, True),  # a pile of 1: remembered
    ]


class Forgetful(dict[Pile, int]):
    """A memory that keeps nothing, so that every position is searched where it is met."""

    def __setitem__(self, key: Pile, value: int) -> None:
        return


def test_alpha_beta_cuts_a_refuted_move_and_tells_the_moves_left_out() -> None:
    log = Log()
    assert alphabeta(4, final, children, Forgetful(), log) == minimax(4, final, children, {})
    assert log.events[0] == ("enter", 1, 3, (-float("inf"), float("inf")))
    # Taking one wins (a pile of 3 is lost for the opponent). Then, after taking two, the
    # opponent's first reply (take one, leaving 1) already wins for it: taking two is no
    # better than the win found, so the opponent's other reply (take two) is never searched.
    infinity = float("inf")
    assert log.events[-7:] == [
        ("enter", 2, 2, (-infinity, -1)),
        ("enter", 1, 1, (1, infinity)),
        ("enter", 1, 0, (-infinity, -1)),
        ("leave", -1, False),
        ("leave", 1, False),
        ("pruned", 2, 0),
        ("leave", -1, False),
    ]


def test_alpha_beta_agrees_with_the_course_minimax_on_3_by_3() -> None:
    """Every position after two moves (the biggest trees) and every fifth one after that."""
    positions = reachable_positions(Rules())
    early = [board for board in positions if board.move_count == 2]
    for board in early + positions[::5]:
        if board.is_over or board.move_count < 2:
            continue
        state = course_state(board)
        assert cs50.minimax_value(state, pruning=True) == cs50.minimax_value(state)
