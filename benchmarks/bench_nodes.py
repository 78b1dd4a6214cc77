"""Benchmark of the search's node functions and the copies ``ai/search/nodes.py`` keeps for speed.

Run from the repository: ``python benchmarks/bench_nodes.py`` (``--repeat N``). Two tables:

1. Node counts and CPU time of fixed searches (cold tables; the best of ``--repeat`` runs):
   the figures that must not change when the node functions are restructured.
2. What the kept copies buy:
   - ``frontier`` scores the children of depth-1 nodes in place. The alternative lists them
     with ``children_of`` and calls ``limited`` at depth 0 on each (the per-child update then
     exists once).
   - ``exact`` lists its children inline. The alternative calls ``children_of`` (with the
     ordering weights), the per-child update then existing once more; this script builds that
     ``exact`` from the source of ``build_exact``, so that it always measures the current one.
   - ``exact`` is a node function of its own (9 arguments, no evaluation, no estimates) beside
     ``limited``: the time per node of each on the same positions.
"""

from __future__ import annotations

import argparse
import inspect
import os
import platform
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from tables import markdown  # noqa: E402

from ttt_qt.ai import Limit, analyze  # noqa: E402
from ttt_qt.ai.search import PerfectStrategy, Searcher  # noqa: E402
from ttt_qt.ai.search import nodes as nodes_module  # noqa: E402
from ttt_qt.ai.search.evaluation import INFINITY  # noqa: E402
from ttt_qt.ai.search.nodes import Frontier, LimitedSearch, build_children  # noqa: E402
from ttt_qt.ai.search.position import NodeContext, Position, root_position  # noqa: E402
from ttt_qt.engine import Board, Move, Rules  # noqa: E402


def best_of(repeat: int, run: Callable[[], int]) -> tuple[int, float]:
    """(nodes, least CPU seconds) of ``run`` over ``repeat`` cold runs (each run makes its own
    player or searcher, whose tables start empty)."""
    best = float("inf")
    nodes = 0
    for _ in range(repeat):
        start = time.process_time()
        nodes = run()
        best = min(best, time.process_time() - start)
    return nodes, best


def solve(rules: Rules) -> Callable[[], int]:
    def run() -> int:
        searcher = Searcher(rules)
        searcher.solve(root_position(Board.empty(rules)))
        return searcher.nodes

    return run


def perfect(rules: Rules, depth: int, moves: list[Move]) -> Callable[[], int]:
    def run() -> int:
        player = PerfectStrategy(seed=1, time_limit=1000.0, max_depth=depth)
        player.choose(Board.from_moves(rules, moves))
        assert player.last_result is not None
        return player.last_result.nodes

    return run


def analysis(rules: Rules, moves: list[Move]) -> Callable[[], int]:
    def run() -> int:
        return analyze(Board.from_moves(rules, moves), Limit(time=1000.0)).nodes

    return run


CASES: list[tuple[str, Callable[[], int]]] = [
    ("solve empty 4 x 4", solve(Rules(4, 4))),
    ("solve empty 4 x 4, reverse", solve(Rules(4, 4, reverse=True))),
    ("perfect, depth 5, empty 7 x 7 (k = 5)", perfect(Rules(7, 5), 5, [])),
    ("perfect, depth 6, empty 5 x 5 (k = 4)", perfect(Rules(5, 4), 6, [])),
    ("perfect, depth 5, reverse 5 x 5 after C3", perfect(Rules(5, 4, reverse=True), 5, [(2, 2)])),
    ("perfect, depth 4, 10 x 10 (k = 5) after F6", perfect(Rules(10, 5), 4, [(5, 5)])),
    (
        "analyze 4 x 4 after A1 B2 C3 D4 A4",
        analysis(Rules(4, 4), [(0, 0), (1, 1), (2, 2), (3, 3), (3, 0)]),
    ),
    (
        "analyze reverse 4 x 4 after B2 C3 B3 C2 A1",
        analysis(Rules(4, 4, reverse=True), [(1, 1), (2, 2), (2, 1), (1, 2), (0, 0)]),
    ),
]


def calling_frontier(context: NodeContext, recurse: list[LimitedSearch]) -> Frontier:
    """The alternative to ``build_frontier``: list the children, call ``limited`` on each."""
    children_of = build_children(context)
    neighbours = context.neighbours

    def frontier(  # noqa: PLR0917
        me: int,
        opp: int,
        my_threats: int,
        opp_threats: int,
        ev: int,
        live: int,
        near: int,
        left: int,
        moves: int,
        alpha: int,
        beta: int,
        ply: int,
    ) -> tuple[int, int, int, int]:
        best, best_cell, lower = -INFINITY, -1, alpha
        children = sorted(children_of(me, opp, moves, -1), key=lambda child: child[1])
        for _, cell, low, delta, threats, died in children:  # cell order, as ``frontier``
            score = -recurse[0](
                opp,
                me | low,
                opp_threats & ~low,
                (my_threats & ~low) | threats,
                -(ev + delta),
                live - died,
                near | neighbours[cell],
                left - 1,
                0,
                -beta,
                -lower,
                ply + 1,
            )
            if score > best:
                best, best_cell = score, cell
                if score > lower:
                    lower = score
                    if lower >= beta:
                        break
        return best, best_cell, 0, 0  # ``limited`` counts the children it is called on

    return frontier


def frontier_rows(repeat: int) -> list[list[object]]:
    """The depth-limited searches of table 1 with the frontier inline, then calling."""
    rows: list[list[object]] = []
    original = nodes_module.build_limited
    for name, run in CASES[2:6]:
        inline_nodes, inline_time = best_of(repeat, run)

        def with_calls(
            context: NodeContext,
            poll: Callable[[], None],
            exact: nodes_module.ExactSearch,
            make_frontier: object = None,
        ) -> tuple[LimitedSearch, Callable[[], tuple[int, int]]]:
            return original(context, poll, exact, calling_frontier)

        nodes_module.build_limited = with_calls
        try:
            calling_nodes, calling_time = best_of(repeat, run)
        finally:
            nodes_module.build_limited = original
        rows.append(
            [
                name,
                f"{inline_nodes:,} / {inline_time * 1000:.1f} ms",
                f"{calling_nodes:,} / {calling_time * 1000:.1f} ms",
                f"{calling_time / inline_time:.2f}x",
            ]
        )
    return rows


INLINE_CHILDREN = (
    "            children = []\n",
    "            children.sort(reverse=True)\n",
)
"""The first and last lines of ``exact``'s inline listing of its children."""


def exact_calling_children() -> Callable[..., tuple[nodes_module.ExactSearch, Callable[[], int]]]:
    """``build_exact`` with the inline listing of the children replaced by ``children_of``."""
    source = inspect.getsource(nodes_module.build_exact)
    start = source.index(INLINE_CHILDREN[0])
    end = source.index(INLINE_CHILDREN[1]) + len(INLINE_CHILDREN[1])
    source = (
        source[:start] + "            children = children_of(me, opp, batch, -1)\n" + source[end:]
    )
    old_loop = "for _, cell, low, threats, died in children:"
    assert old_loop in source, "build_exact changed: update this benchmark"
    source = source.replace(old_loop, "for _, cell, low, _, threats, died in children:")
    source = source.replace(
        "    table_get = table.get\n",
        "    table_get = table.get\n"
        "    children_of = build_children(\n"
        "        context._replace(value=context.order_value, gain=context.order_gain)\n"
        "    )\n",
        1,
    )
    namespace = dict(vars(nodes_module))
    exec(source, namespace)  # the benchmark's variant of our own function
    built: Callable[..., tuple[nodes_module.ExactSearch, Callable[[], int]]]
    built = namespace["build_exact"]
    return built


def children_rows(repeat: int) -> list[list[object]]:
    """The exact searches of table 1 with ``exact``'s children inline, then by ``children_of``."""
    rows: list[list[object]] = []
    original = nodes_module.build_exact
    calling = exact_calling_children()
    cases = CASES[:2] + [(f"exact, {name}", run) for name, run in exact_cases()]
    for name, run in cases:
        inline_nodes, inline_time = best_of(repeat, run)
        nodes_module.build_exact = calling
        try:
            calling_nodes, calling_time = best_of(repeat, run)
        finally:
            nodes_module.build_exact = original
        assert calling_nodes == inline_nodes, "the two listings differ"
        rows.append(
            [
                name,
                f"{inline_nodes:,} / {inline_time * 1000:.1f} ms",
                f"{calling_nodes:,} / {calling_time * 1000:.1f} ms",
                f"{calling_time / inline_time:.2f}x",
            ]
        )
    return rows


def exact_cases() -> list[tuple[str, Callable[[], int]]]:
    """``exact`` alone to the end on the 4 x 4 positions of the per-node table."""
    cases: list[tuple[str, Callable[[], int]]] = []
    for rules in (Rules(4, 4), Rules(4, 4, reverse=True)):
        position = root_position(Board.from_moves(rules, [(0, 0), (1, 1)]))

        def by_exact(rules: Rules = rules, position: Position = position) -> int:
            searcher = Searcher(rules)
            searcher.solve(position)
            return searcher.nodes

        cases.append((f"{rules.describe()} after A1 B2", by_exact))
    return cases


def per_node_rows(repeat: int) -> list[list[object]]:
    """Time per node of ``exact`` and of ``limited`` on the same 4 x 4 positions."""
    rows: list[list[object]] = []
    for rules in (Rules(4, 4), Rules(4, 4, reverse=True)):
        board = Board.from_moves(rules, [(0, 0), (1, 1)])
        position = root_position(board)

        def by_exact(rules: Rules = rules, position: Position = position) -> int:
            searcher = Searcher(rules)
            searcher.solve(position)
            return searcher.nodes

        def by_limited(rules: Rules = rules, position: Position = position) -> int:
            # One ply short of the cells left: ``limited`` never hands over to ``exact``.
            searcher = Searcher(rules)
            for cell in searcher.ordered_cells(position):
                searcher.move_value(position, cell, position.left - 1)
            return searcher.nodes

        exact_nodes, exact_time = best_of(repeat, by_exact)
        limited_nodes, limited_time = best_of(repeat, by_limited)
        exact_us = exact_time / exact_nodes * 1e6
        limited_us = limited_time / limited_nodes * 1e6
        rows.append(
            [
                f"{rules.describe()} after A1 B2",
                f"{exact_nodes:,} nodes, {exact_us:.2f} µs/node",
                f"{limited_nodes:,} nodes, {limited_us:.2f} µs/node",
                f"{limited_us / exact_us:.2f}x",
            ]
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per search (best counts)")
    options = parser.parse_args(argv)
    print("# ttt_qt search nodes benchmark\n")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{platform.platform()}, {os.cpu_count()} CPUs, load {load:.1f}; "
        f"Python {platform.python_version()}\n"
    )
    print(f"## Fixed searches (cold tables, best CPU time of {options.repeat})\n")
    rows = []
    for name, run in CASES:
        nodes, seconds = best_of(options.repeat, run)
        rows.append([name, f"{nodes:,}", f"{seconds * 1000:.1f} ms"])
    print(markdown(["search", "nodes", "CPU time"], rows), end="\n\n")
    print("## The frontier scored in place, or by a call of `limited` per child\n")
    headers = ["search", "in place (nodes / time)", "a call per child", "cost of the call"]
    print(markdown(headers, frontier_rows(options.repeat)), end="\n\n")
    print("## `exact`'s children listed inline, or by a call of `children_of`\n")
    headers = ["search", "inline (nodes / time)", "by `children_of`", "cost of the call"]
    print(markdown(headers, children_rows(options.repeat)), end="\n\n")
    print("## `exact` and `limited` per node (the same positions, searched to the end)\n")
    headers = ["position", "exact", "limited (depth = cells left - 1)", "limited / exact"]
    print(markdown(headers, per_node_rows(options.repeat)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
