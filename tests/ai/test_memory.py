"""``SearchMemory``: each player searches with its own tables, or with one shared on purpose."""

from __future__ import annotations

import threading

import pytest

from ttt_qt.ai import Limit, analyze, create, names
from ttt_qt.ai.memory import Remembers, SearchMemory, share_memory
from ttt_qt.ai.search import PerfectStrategy, search
from ttt_qt.engine import Board, Rules

MIDGAME_4X4 = Board.from_moves(Rules(4, 4), [(0, 0), (1, 1), (2, 2), (3, 3), (3, 0), (0, 3)])
"""Past the 4 x 4 book: its moves are searched, and solved within a test's time."""


def test_searches_without_a_memory_share_nothing() -> None:
    first = search(MIDGAME_4X4, Limit(time=60.0))
    second = search(MIDGAME_4X4, Limit(time=60.0))
    assert first.proven and second.proven
    assert second.nodes == first.nodes  # the second one found no table left by the first


def test_a_search_given_the_memory_of_an_analysis_builds_on_its_tables() -> None:
    memory = SearchMemory()
    cold = search(MIDGAME_4X4, Limit(time=60.0))
    analyze(MIDGAME_4X4, Limit(time=60.0), memory)
    warm = search(MIDGAME_4X4, Limit(time=60.0), memory=memory)
    assert warm.best_moves() == cold.best_moves()
    assert warm.value == cold.value
    assert warm.nodes < cold.nodes


def test_a_new_player_starts_with_empty_tables() -> None:
    first = PerfectStrategy(seed=1, time_limit=60.0)
    first.choose(MIDGAME_4X4)
    again = PerfectStrategy(seed=1, time_limit=60.0)
    again.choose(MIDGAME_4X4)
    assert first.last_result is not None and again.last_result is not None
    assert again.last_result.source == "search"
    assert again.last_result.nodes == first.last_result.nodes
    assert again.memory is not first.memory


def test_players_given_one_memory_reuse_each_others_solved_positions() -> None:
    memory = SearchMemory()
    solver = PerfectStrategy(seed=1, time_limit=60.0, memory=memory)
    solver.choose(MIDGAME_4X4)
    assert solver.last_result is not None
    for name, options in (("perfect", {}), ("threats", {}), ("adaptive", {"level": 10})):
        player = create(name, seed=2, **options)
        assert share_memory(player, memory)
        assert isinstance(player, Remembers) and player.memory is memory
        assert player.choose(MIDGAME_4X4) in solver.last_result.best_moves()
        # threats (and adaptive, through it) hand this board to perfect: already solved
        explained = getattr(player, "last_result", None)
        if name != "adaptive":
            assert explained is not None and explained.source == "cache", name


@pytest.mark.parametrize("name", ["sequential", "random", "smart", "expert", "montecarlo", "mcts"])
def test_players_that_do_not_search_keep_no_memory(name: str) -> None:
    assert name in names()
    player = create(name, seed=1)
    assert not isinstance(player, Remembers)
    assert not share_memory(player, SearchMemory())


def test_a_memory_keeps_one_rule_set_at_a_time() -> None:
    memory = SearchMemory()
    three = memory.transpositions(Rules())
    three[1] = (1, 1, 0, -1)
    assert memory.transpositions(Rules()) is three
    four = memory.transpositions(Rules(4, 4))
    assert four == {}
    assert memory.transpositions(Rules()) == {}  # back to 3 x 3: the old table is gone


def test_a_memory_forgets_its_solved_positions_at_its_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("ttt_qt.ai.memory.SOLVED_LIMIT", 2)
    memory = SearchMemory()
    boards = [Board.empty().play((0, cell)) for cell in range(3)]
    result = search(boards[0])
    for board in boards:
        memory.keep_solved(board, (result, [(1, 1)]))
    assert memory.solved(boards[0]) is None and memory.solved(boards[1]) is None
    assert memory.solved(boards[2]) == (result, [(1, 1)])


def test_two_threads_searching_with_one_memory_find_the_true_values() -> None:
    expected = search(MIDGAME_4X4, Limit(time=60.0))
    memory = SearchMemory()
    results = []

    def analyse() -> None:
        results.append(analyze(MIDGAME_4X4, Limit(time=60.0), memory))

    thread = threading.Thread(target=analyse)
    thread.start()
    player = PerfectStrategy(seed=1, time_limit=60.0, memory=memory)
    move = player.choose(MIDGAME_4X4)
    thread.join()
    assert move in expected.best_moves()
    assert player.last_result is not None and player.last_result.value == expected.value
    (analysis,) = results
    best = {move for move, value in analysis.moves.items() if value == expected.value}
    assert best == set(expected.best_moves())
