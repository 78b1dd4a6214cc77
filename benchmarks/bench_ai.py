"""Benchmark of the computer players; prints markdown tables.

Run from the repository: ``python benchmarks/bench_ai.py`` (``--quick`` for a smaller run,
``--games N`` for the round-robin strength table). Sections: the machine; the ``perfect``
targets (cold start, cache, textbook baseline, 4 x 4 proofs, search depth, budgets, cancel);
time per move of every strategy on every board; playouts; round-robin strength.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import timeit
import tracemalloc
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import textbook_minimax  # noqa: E402
from tables import markdown  # noqa: E402

from ttt_qt.ai import Limit, Strategy, analyze, create, names  # noqa: E402
from ttt_qt.ai.memory import SearchMemory, share_memory  # noqa: E402
from ttt_qt.ai.search import PerfectStrategy, Searcher  # noqa: E402
from ttt_qt.ai.search.opening_book import BOOKS  # noqa: E402
from ttt_qt.ai.search.position import root_position  # noqa: E402
from ttt_qt.engine import Board, Rules, other  # noqa: E402

BOARDS = [Rules(3, 3), Rules(4, 4), Rules(5, 4), Rules(7, 5)]
PYCACHE = Path(tempfile.gettempdir()) / "ttt_qt_bench_pycache"
COLD_START = (
    "import time; t0, c0 = time.perf_counter(), time.process_time(); "
    "from ttt_qt.ai import create; from ttt_qt.engine import Board; "
    "create('perfect', seed=1).choose(Board.empty()); "
    "print(time.perf_counter() - t0, time.process_time() - c0)"
)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def machine_table() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rows = [
        ("date", datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")),
        ("platform", platform.platform()),
        ("CPU", cpu_model()),
        ("cores", os.cpu_count()),
        ("load average (1 min) at start", f"{load:.2f}"),
        ("Python", f"{platform.python_implementation()} {platform.python_version()}"),
    ]
    return markdown(["machine", ""], rows)


def time_call(call: Callable[[], object]) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def peak_memory(call: Callable[[], object]) -> int:
    tracemalloc.start()
    try:
        call()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def play_game(players: dict[str, Strategy], rules: Rules, timed: set[str]) -> list[float]:
    """Play one game; the time of every move made by the sides in ``timed``."""
    board = Board.empty(rules)
    times = []
    while not board.is_over:
        player = players[board.to_move]
        start = time.perf_counter()
        move = player.choose(board)
        if board.to_move in timed:
            times.append(time.perf_counter() - start)
        board = board.play(move)
    return times


# --- perfect's targets ----------------------------------------------------------------------


def cold_start(runs: int) -> tuple[float, float, float]:
    """Median seconds for the empty 3 x 3 board in a fresh process: import + first move
    (wall clock, then CPU time), and the whole process with interpreter start-up."""
    inside, cpu, whole = [], [], []
    # As in a normal installation, modules load from compiled bytecode: allow writing it (to
    # a private folder, not the source tree); the first run below compiles it.
    env = dict(os.environ, PYTHONPATH=str(HERE.parent), PYTHONPYCACHEPREFIX=str(PYCACHE))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-c", COLD_START], check=True, env=env, capture_output=True)
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-c", COLD_START], check=True, env=env, capture_output=True, text=True
        )
        whole.append(time.perf_counter() - start)
        wall, processor = done.stdout.split()
        inside.append(float(wall))
        cpu.append(float(processor))
    return statistics.median(inside), statistics.median(cpu), statistics.median(whole)


def repeated_call() -> float:
    player = PerfectStrategy(seed=1)
    board = Board.empty().play((1, 1))
    player.choose(board)
    loops = 20_000
    return min(timeit.repeat(lambda: player.choose(board), number=loops, repeat=5)) / loops


def empty_4x4_proof(reverse: bool) -> list[object]:
    rules = Rules(4, 4, reverse=reverse)
    board = Board.empty(rules)
    searcher = Searcher(rules)
    seconds = time_call(lambda: searcher.solve(root_position(board)))
    value = searcher.solve(root_position(board))
    entries = len(searcher.table)
    memory = peak_memory(lambda: Searcher(rules).solve(root_position(board)))
    player = PerfectStrategy(seed=1)
    book_seconds = time_call(lambda: player.choose(board))
    assert player.last_result is not None
    return [
        rules.describe(),
        "draw" if value == 0 else value,
        f"{ms(seconds)}, {searcher.nodes} nodes",
        f"{entries} entries, peak {mib(memory)}",
        f"{ms(book_seconds)} ({player.last_result.source})",
    ]


def game_move_times(rules: Rules, games: int) -> tuple[list[float], bool]:
    """Times of every perfect move over games against perfect and random; all proven?

    The players share one memory, which warms from game to game, as the window's does.
    """
    times: list[float] = []
    proven = True
    memory = SearchMemory()
    for seed in range(games):
        perfect = PerfectStrategy(seed=seed, memory=memory)
        for mark in ("X", "O"):
            players: dict[str, Strategy] = {mark: perfect, other(mark): create("random", seed=seed)}
            board = Board.empty(rules)
            while not board.is_over:
                start = time.perf_counter()
                move = players[board.to_move].choose(board)
                if board.to_move == mark:
                    times.append(time.perf_counter() - start)
                    assert perfect.last_result is not None
                    proven = proven and perfect.last_result.proven
                board = board.play(move)
    both = {
        "X": PerfectStrategy(seed=games, memory=memory),
        "O": PerfectStrategy(seed=games + 1, memory=memory),
    }
    times += play_game(dict(both), rules, {"X", "O"})
    return times, proven


def depth_rows(games: int) -> list[list[object]]:
    rows = []
    for rules in (Rules(5, 4), Rules(7, 5), Rules(10, 5)):
        depths, times = [], []
        for seed in range(games):
            perfect = PerfectStrategy(seed=seed, time_limit=0.2)
            opponent = create("random", seed=seed)
            board = Board.empty(rules)
            while not board.is_over:
                if board.to_move == "X":
                    start = time.perf_counter()
                    move = perfect.choose(board)
                    times.append(time.perf_counter() - start)
                    assert perfect.last_result is not None
                    if not perfect.last_result.proven:
                        depths.append(perfect.last_result.depth)
                else:
                    move = opponent.choose(board)
                board = board.play(move)
        rows.append(
            [
                rules.describe(),
                len(times),
                statistics.median(depths) if depths else "-",
                min(depths) if depths else "-",
                ms(max(times)),
            ]
        )
    return rows


def budget_rows() -> list[list[object]]:
    rows = []
    for rules in (Rules(4, 3, reverse=True), Rules(5, 4), Rules(5, 4, reverse=True), Rules(7, 5)):
        player = PerfectStrategy(seed=1)
        board = Board.empty(rules)
        seconds = time_call(partial(player.choose, board))
        result = player.last_result
        assert result is not None
        label = result.value.label if result.value is not None else "-"
        rows.append([rules.describe(), ms(seconds), result.proven, result.depth, label])
    return rows


def cancel_rows() -> list[list[object]]:
    """How long each strategy takes to return once its cancel flag is set."""
    rows: list[list[object]] = []
    board = Board.empty(Rules(10, 5)).play((5, 5))
    for name in names():
        player = create(name, seed=1)
        if isinstance(player, PerfectStrategy):
            player.time_limit = 30.0
        cancel = threading.Event()
        finished = threading.Event()

        def run(
            player: Strategy = player,
            cancel: threading.Event = cancel,
            finished: threading.Event = finished,
        ) -> None:
            player.choose(board, Limit(cancel=cancel))
            finished.set()

        thread = threading.Thread(target=run)
        start = time.perf_counter()
        thread.start()
        if finished.wait(0.3):
            rows.append([name, f"done in {ms(time.perf_counter() - start)}, before any cancel"])
            thread.join()
            continue
        cancel.set()
        cancelled = time.perf_counter()
        thread.join()
        rows.append([name, ms(time.perf_counter() - cancelled)])
    return rows


def perfect_section(quick: bool) -> str:
    parts = ["## perfect: targets\n"]
    inside, cpu, whole = cold_start(3 if quick else 7)
    repeat = repeated_call()
    textbook = time_call(lambda: textbook_minimax.minimax(textbook_minimax.initial_state()))
    ours = time_call(lambda: PerfectStrategy(seed=1).choose(Board.empty()))
    rows: list[list[object]] = [
        [
            "empty 3 x 3, fresh process (bytecode compiled): import + first move",
            ms(inside),
            "< 50 ms",
        ],
        ["the same in CPU time (less sensitive to a busy machine)", ms(cpu), "-"],
        ["the same, whole process with interpreter start-up", ms(whole), "-"],
        ["repeated call on a position already seen", f"{repeat * 1e6:.1f} µs", "< 20 µs"],
        ["textbook minimax (lists, deep copy, no pruning), empty 3 x 3", ms(textbook), "-"],
        ["perfect, empty 3 x 3, cold tables, same run", ms(ours), "-"],
        ["speed-up over the textbook minimax", f"{textbook / ours:,.0f}x", ">= 1000x"],
    ]
    for reverse in (False, True):
        rules = Rules(4, 4, reverse=reverse)
        times, proven = game_move_times(rules, 2 if quick else 6)
        rows.append(
            [
                f"{rules.describe()}: each of {len(times)} moves (median / worst); "
                f"all proven: {proven}",
                f"{ms(statistics.median(times))} / {ms(max(times))}",
                "< 300 ms",
            ]
        )
    parts.append(markdown(["measurement", "result", "target"], rows))
    parts.append("\n\n### Empty 4 x 4 proved by search alone (no book)\n")
    book_note = ", ".join(
        f"{r.describe()}: {f} (positions up to {m} marks)" for r, (f, m) in BOOKS.items()
    )
    parts.append(
        markdown(
            ["rules", "value", "search time", "transposition table", "perfect with the book"],
            [empty_4x4_proof(False), empty_4x4_proof(True)],
        )
    )
    parts.append(f"\nBooks: {book_note}.\n")
    parts.append("\n### Depth reached in 200 ms per move (unproven moves, games against random)\n")
    parts.append(
        markdown(
            ["rules", "moves", "median depth", "lowest depth", "worst time"],
            depth_rows(1 if quick else 3),
        )
    )
    parts.append("\n\n### Positions not solvable in the default 1 s budget (first move)\n")
    parts.append(markdown(["rules", "time", "proven", "depth", "value"], budget_rows()))
    parts.append("\n\n### Cancel latency (10 x 10, k = 5; cancel set 0.3 s into the move)\n")
    parts.append(markdown(["strategy", "returned after"], cancel_rows()))
    return "\n".join(parts)


def analysis_rows() -> list[list[object]]:
    """Time of ``analyze`` with its default budget on a few positions."""
    positions = [
        ("empty 3 x 3", Board.empty()),
        ("empty 4 x 4 (book)", Board.empty(Rules(4, 4))),
        (
            "4 x 4 after A1 B2 C3 D4 A4",
            Board.from_moves(Rules(4, 4), [(0, 0), (1, 1), (2, 2), (3, 3), (3, 0)]),
        ),
        (
            "reverse 4 x 4 after B2 C3 B3 C2 A1",
            Board.from_moves(Rules(4, 4, reverse=True), [(1, 1), (2, 2), (2, 1), (1, 2), (0, 0)]),
        ),
        ("7 x 7, k = 5, after D4", Board.empty(Rules(7, 5)).play((3, 3))),
    ]
    rows: list[list[object]] = []
    for label, board in positions:
        start = time.perf_counter()
        result = analyze(board)
        rows.append([label, ms(time.perf_counter() - start), result.proven, result.depth])
    return rows


def rate(player: Strategy, seconds: float) -> float | None:
    """Nodes or playouts per second of the last move, where the strategy tells."""
    if isinstance(player, PerfectStrategy):
        result = player.last_result
        if result is None or result.source != "search" or seconds <= 0:
            return None
        return result.nodes / seconds
    for attribute in ("last_iterations", "last_playouts", "trials"):
        count = getattr(player, attribute, None)
        if isinstance(count, int) and count > 0:
            return count / seconds if seconds > 0 else None
    return None


def strategy_rows(games: int) -> list[list[object]]:
    """Per strategy and board: time per move, nodes or playouts per second, peak memory.

    The games of one strategy on one board share a memory (as the window's do); the peak
    memory is a fresh player's first move.
    """
    rows: list[list[object]] = []
    for name in names():
        for rules in BOARDS:
            shared = SearchMemory()
            times: list[float] = []
            rates: list[float] = []
            for game in range(games):
                player = create(name, seed=game)
                share_memory(player, shared)
                opponent = create("random", seed=game)
                mark = "X" if game % 2 == 0 else "O"
                board = Board.empty(rules)
                while not board.is_over:
                    mover = player if board.to_move == mark else opponent
                    start = time.perf_counter()
                    move = mover.choose(board)
                    seconds = time.perf_counter() - start
                    if mover is player:
                        times.append(seconds)
                        per_second = rate(player, seconds)
                        if per_second is not None:
                            rates.append(per_second)
                    board = board.play(move)
            board = Board.empty(rules).play((1, 1))
            fresh = create(name, seed=0)
            memory = peak_memory(partial(fresh.choose, board))
            rows.append(
                [
                    name,
                    rules.describe(),
                    len(times),
                    ms(statistics.median(times)),
                    ms(max(times)),
                    f"{statistics.median(rates):,.0f}" if rates else "-",
                    mib(memory),
                ]
            )
    return rows


def players_tables(games: int, jobs: int) -> str:
    """The playout and strength tables of the players' benchmarks."""
    parts = []
    try:
        parts.append("## Playouts\n\n" + importlib.import_module("bench_playouts").playout_table())
    except ImportError as error:
        parts.append(f"## Playouts\n\n(benchmarks/bench_playouts.py is not available: {error})")
    try:
        strength_table = importlib.import_module("bench_strength").strength_table
        parts.append(
            f"## Strength ({games} games per pair in the round-robin)\n\n"
            + strength_table(games, jobs=jobs)
        )
    except ImportError as error:
        parts.append(
            f"## Round-robin strength\n\n(benchmarks/bench_strength.py is not available: {error})"
        )
    return "\n\n".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and repetitions")
    parser.add_argument("--games", type=int, default=None, help="games per pair (strength table)")
    parser.add_argument(
        "--jobs", type=int, default=1, help="processes for the strength games (results only)"
    )
    parser.add_argument(
        "--only",
        choices=["perfect", "strategies", "players"],
        action="append",
        help="run only these sections (repeatable)",
    )
    options = parser.parse_args(argv)
    sections = set(options.only or ["perfect", "strategies", "players"])
    games = options.games or (20 if options.quick else 100)
    started = time.perf_counter()
    print("# ttt_qt AI benchmark\n")
    print(machine_table(), end="\n\n")
    if "perfect" in sections:
        print(perfect_section(options.quick), end="\n\n")
        print("### analyze() with its default 1 s budget (cold tables)\n")
        print(markdown(["position", "time", "proven", "depth"], analysis_rows()), end="\n\n")
    if "strategies" in sections:
        per_config = 1 if options.quick else 2
        print(f"## Time per move ({per_config} games per board against random, default options)\n")
        headers = [
            "strategy",
            "board",
            "moves",
            "median",
            "worst",
            "nodes or playouts/s",
            "peak memory",
        ]
        print(markdown(headers, strategy_rows(per_config)), end="\n\n")
    if "players" in sections:
        print(players_tables(games, options.jobs), end="\n\n")
    print(f"Benchmark time: {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
