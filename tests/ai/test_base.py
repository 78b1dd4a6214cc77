"""One way to stop: the ``Limit`` (deadline, cancel flag, one clock), ``Poller`` and
``SearchStopped``, which every search uses the same way."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

import pytest

from tests.helpers import StepClock
from ttt_qt.ai import Limit, create, info, names
from ttt_qt.ai.base import Poller, SearchStopped
from ttt_qt.ai.search import Searcher
from ttt_qt.ai.search.position import root_position
from ttt_qt.ai.search.proof import Prover
from ttt_qt.ai.threats.position import Position
from ttt_qt.ai.threats.threat_space import ThreatSearch
from ttt_qt.engine import Board, Rules


def cancelled() -> threading.Event:
    event = threading.Event()
    event.set()
    return event


def test_started_counts_the_time_from_now_on_the_limits_clock() -> None:
    clock = StepClock(1.0)
    limit = Limit(time=2.5, clock=clock).started()
    assert limit.deadline == 3.5  # read at 1 s
    assert limit.left() == pytest.approx(1.5)  # read at 2 s
    assert not limit.stopped()  # 3 s
    assert limit.stopped()  # 4 s: past the deadline
    with pytest.raises(SearchStopped):
        limit.check()


def test_started_keeps_a_sooner_deadline_and_takes_a_default_only_without_either() -> None:
    clock = StepClock(1.0)
    assert Limit(time=10.0, deadline=5.0, clock=clock).started().deadline == 5.0
    assert Limit(deadline=5.0, clock=clock).started(100.0).deadline == 5.0
    assert Limit(clock=clock).started(2.0).deadline == clock.readings + 2.0
    before = clock.readings
    unlimited = Limit(clock=clock).started()
    assert unlimited.deadline is None
    assert unlimited.left() == math.inf
    assert not unlimited.stopped()
    assert clock.readings == before  # nothing to time: the clock is not read


def test_a_move_keeps_back_a_reserve_for_its_answer_a_tenth_of_a_short_time_at_most() -> None:
    assert Limit(time=1.0, depth=3).for_a_move() == Limit(time=0.98, depth=3)
    assert Limit(time=10.0).for_a_move().time == pytest.approx(9.98)
    assert Limit(time=0.05).for_a_move().time == pytest.approx(0.045)
    assert Limit(depth=3).for_a_move() == Limit(depth=3)  # no time: nothing to keep back


def test_stopped_at_looks_ahead_of_a_reading_the_caller_made() -> None:
    clock = StepClock(1.0)
    limit = Limit(deadline=10.0, clock=clock)
    assert not limit.stopped_at(9.0)
    assert not limit.stopped_at(9.0, ahead=0.5)
    assert limit.stopped_at(9.0, ahead=1.0)  # a batch as long would end at the deadline
    assert limit.stopped_at(10.0)
    assert not Limit(clock=clock).stopped_at(1e9, ahead=1e9)  # no deadline
    assert Limit(deadline=10.0, cancel=cancelled()).stopped_at(0.0)
    assert clock.readings == 0  # the caller's reading: the clock is not read again


def test_a_stage_shares_the_time_left_and_never_ends_past_the_deadline() -> None:
    clock = StepClock(1.0)
    limit = Limit(deadline=11.0, clock=clock)
    assert limit.share(0.5).deadline == 6.0  # read at 1 s: half of the 10 s left
    assert limit.share(2.0).deadline == 11.0
    assert Limit().share(0.5).deadline is None


def test_the_cancel_flag_stops_whatever_the_time() -> None:
    limit = Limit(time=1000.0, cancel=cancelled()).started()
    assert limit.cancelled()
    assert limit.stopped()
    with pytest.raises(SearchStopped):
        limit.check()
    assert Limit(cancel=threading.Event()).stopped() is False


def test_options_fill_only_the_unset_parts_and_keep_the_rest() -> None:
    cancel, clock = threading.Event(), StepClock(1.0)
    limit = Limit(depth=3, cancel=cancel, deadline=7.0, clock=clock).or_defaults(2.0, 9, 50)
    assert (limit.time, limit.depth, limit.playouts) == (2.0, 3, 50)
    assert (limit.cancel, limit.deadline, limit.clock) == (cancel, 7.0, clock)


def test_a_poller_looks_at_its_stage_every_few_steps() -> None:
    clock = StepClock(1.0)
    poll = Poller(Limit(deadline=100.0, clock=clock), 4)
    for _ in range(7):
        poll()
    assert clock.readings == 1  # at the 4th step only
    poll.stage(0.0)  # read at 2 s: a stage with no time at all
    with pytest.raises(SearchStopped):
        poll()  # the 8th step
    assert poll.limit.deadline == 100.0


BOARD = Board.from_moves(Rules(5, 4), [(2, 2), (1, 1)])
THREATS = Board.from_moves(Rules(10, 5), [(4, 4), (5, 5), (4, 5), (6, 4), (3, 6)])


def exact(limit: Limit) -> object:
    return Searcher(BOARD.rules, limit).solve(root_position(BOARD))


def limited(limit: Limit) -> object:
    searcher, position = Searcher(BOARD.rules, limit), root_position(BOARD)
    return searcher.move_value(position, 12, 8)


def proof(limit: Limit) -> object:
    return Prover(BOARD.rules, limit).prove(BOARD)


def threat_space(limit: Limit) -> object:
    return ThreatSearch(Position(THREATS, Poller(limit, 1))).vct(4, 8)


SEARCHES: list[Callable[[Limit], object]] = [exact, limited, proof, threat_space]


@pytest.mark.parametrize("run", SEARCHES, ids=lambda run: run.__name__)
@pytest.mark.parametrize(
    "limit",
    [Limit(deadline=time.perf_counter()), Limit(cancel=cancelled())],
    ids=["deadline passed", "cancelled"],
)
def test_every_search_stops_by_the_one_exception(
    run: Callable[[Limit], object], limit: Limit
) -> None:
    with pytest.raises(SearchStopped):
        run(limit)


TIMED = [name for name in names() if any(o.name == "time_limit" for o in info(name).options)]
BIG = Board.from_moves(Rules(10, 5), [(4, 4), (5, 5), (4, 5)])


@pytest.mark.parametrize("name", TIMED)
def test_every_timed_strategy_reads_the_limits_clock_and_stops_when_it_says(name: str) -> None:
    # Each reading of this clock is a million seconds after the last: the first look at the
    # deadline after it is set finds it passed. A strategy timing itself on another clock
    # would never read it (or think for its full default time).
    clock = StepClock(1e6)
    move = create(name, seed=1).choose(BIG, Limit(time=1.0, clock=clock))
    assert move in BIG.legal_moves()
    assert clock.readings >= 2
