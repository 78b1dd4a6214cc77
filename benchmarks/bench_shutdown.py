"""How fast, and how cleanly, the app exits when it is interrupted in the middle of a search.

The real app runs in a child process (offscreen) with settings that make the computer search
7 x 7 (5 in a row) for up to a minute. Once a search is under way, the child is sent Ctrl+C
(SIGINT) or SIGTERM, or its window is closed. The table gives, per way of ending, the seconds
from the signal (or the close) until the process has exited, the exit codes, and how many runs
printed "QThread: Destroyed while thread is still running" or anything else unexpected.

    python benchmarks/bench_shutdown.py [--runs N]
"""

from __future__ import annotations

import argparse
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

# The helpers that start the app and watch it are the shutdown tests' own.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from machine import describe_machine

from tests.reliability.app_process import (
    THREAD_WARNING,
    Exit,
    computer_thread_cpu_ticks,
    read_stamp,
    start_app,
    start_launcher,
    thinking_settings,
    wait_for_exit,
    write_settings,
)


def by_signal(strategy: str, number: int) -> Callable[[Path], Exit]:
    def run(home: Path) -> Exit:
        write_settings(home, thinking_settings(strategy))
        app = start_launcher(home)
        read_stamp(app, "thinking")
        sent = time.monotonic()
        app.send_signal(number)
        return wait_for_exit(app, sent)

    return run


def by_closing(home: Path) -> Exit:
    write_settings(home, thinking_settings("mcts"))
    app = start_launcher(home, "--close-when-thinking")
    read_stamp(app, "thinking")
    return wait_for_exit(app, read_stamp(app, "closing"))


def real_command(home: Path) -> Exit:
    """``python -m ttt_qt`` untouched; the search is seen as its computer thread's CPU time."""
    write_settings(home, thinking_settings("mcts"))
    app = start_app(home)
    while computer_thread_cpu_ticks(app.pid) < 20 and app.poll() is None:
        time.sleep(0.01)
    sent = time.monotonic()
    app.send_signal(signal.SIGINT)
    return wait_for_exit(app, sent)


WAYS: dict[str, Callable[[Path], Exit]] = {
    "Ctrl+C during mcts (computer vs computer)": by_signal("mcts", signal.SIGINT),
    "Ctrl+C during perfect (it opens)": by_signal("perfect", signal.SIGINT),
    "SIGTERM during mcts": by_signal("mcts", signal.SIGTERM),
    "window closed during mcts": by_closing,
}
if sys.platform.startswith("linux"):
    WAYS["Ctrl+C to python -m ttt_qt itself"] = real_command


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per way of ending")
    args = parser.parse_args()
    print("Machine:", describe_machine("offscreen"))
    print("Seconds from the signal (or the close) until the process exited:\n")
    header = f"{'how it ended':42} {'runs':>4} {'min s':>6} {'median s':>8} {'max s':>6} "
    header += f"{'exit codes':>10} {'QThread warnings':>16} {'other stderr':>12}"
    print(header)
    print("-" * len(header))
    slowest = 0.0
    for name, way in WAYS.items():
        exits: list[Exit] = []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as home:
                try:
                    exits.append(way(Path(home)))
                except (AssertionError, subprocess.TimeoutExpired) as error:
                    print(f"{name}: {error}")
        if not exits:
            continue
        seconds = [e.seconds for e in exits]
        slowest = max(slowest, *seconds)
        codes = ",".join(sorted({str(e.code) for e in exits}))
        warnings = sum(THREAD_WARNING in e.errors for e in exits)
        other = sum(bool(e.unexpected_errors) for e in exits)
        print(
            f"{name:42} {len(exits):>4} {min(seconds):>6.2f} {statistics.median(seconds):>8.2f} "
            f"{max(seconds):>6.2f} {codes:>10} {warnings:>16} {other:>12}"
        )
        for e in exits:
            for line in e.unexpected_errors:
                print(f"    stderr: {line}")
    print(f"\nSlowest exit: {slowest:.2f} s (asked: within 1 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
