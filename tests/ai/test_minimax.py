"""The one minimax of the course modules, on a game small enough to know by heart."""

from __future__ import annotations

from collections.abc import Iterator

from ttt_qt.ai.minimax import minimax

# Take one or two counters from a heap; whoever cannot take loses. A heap that is a multiple
# of three is lost for the side to move, any other heap is won by leaving a multiple of three.


def final(heap: int) -> int | None:
    return -1 if heap == 0 else None


def children(heap: int) -> Iterator[tuple[int, int]]:
    for take in (1, 2):
        if take <= heap:
            yield take, heap - take


def test_a_finished_position_has_its_value_and_no_move() -> None:
    assert minimax(0, final, children, {}) == (-1, None)


def test_each_heap_gets_its_known_value_and_a_winning_move() -> None:
    for heap in range(1, 13):
        value, move = minimax(heap, final, children, {})
        if heap % 3:
            assert (value, move) == (1, heap % 3)  # leaves a multiple of three
        else:
            assert value == -1


def test_among_equal_moves_the_first_in_the_childrens_order_is_kept() -> None:
    assert minimax(3, final, children, {}) == (-1, 1)


def test_the_memo_keeps_every_position_scored_below_the_root() -> None:
    memo: dict[int, int] = {}
    minimax(7, final, children, memo)
    assert memo == {heap: (1 if heap % 3 else -1) for heap in range(7)}
    memo[6] = 1  # a remembered value is believed, not computed again
    assert minimax(7, final, children, memo) == (-1, 1)
