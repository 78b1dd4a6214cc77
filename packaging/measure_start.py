"""Time the frozen app from start to its first painted frame, and print a table.

    python packaging/measure_start.py dist/ttt-qt/ttt-qt dist-onefile/ttt-qt
    python packaging/measure_start.py --runs 11 --platform xcb dist/ttt-qt/ttt-qt

Each run starts ``EXECUTABLE --self-test`` with ``TTT_QT_SELF_TEST_FIRST_FRAME=1``: the app builds
its window, shows it, prints ``first frame`` once the window has been painted, and exits. The
time is taken here, from just before the process starts to the moment that line arrives, so it
includes everything a person waits for (a one-file build unpacking itself, Python starting,
Qt loading). One warm-up run is not counted. ``--platform xcb`` runs under a private Xvfb X
server; the default ``offscreen`` needs no display. Any other command works too (for example
``--command "python -m ttt_qt"`` to time the app from source).
"""

from __future__ import annotations

import argparse
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time
from contextlib import ExitStack
from pathlib import Path

try:
    import resource
except ImportError:  # Windows
    resource = None  # type: ignore[assignment]

sys.path.insert(0, str(Path(__file__).resolve().parent))

from xvfb import virtual_display

FIRST_FRAME_LINE = "first frame"
RUN_TIMEOUT_S = 60.0


def time_to_first_frame(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Start ``command``; return (seconds to the first-frame line, processor seconds).

    The processor seconds (user + system, the whole run to its exit) grow less than the wall
    time on a busy machine, so they hint at what a quiet one would show.
    """
    cpu_before = _children_cpu_seconds()
    start = time.perf_counter()
    process = subprocess.Popen(
        command,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    elapsed: float | None = None
    for line in process.stdout:
        if line.strip() == FIRST_FRAME_LINE:
            elapsed = time.perf_counter() - start
            break
    _, errors = process.communicate(timeout=RUN_TIMEOUT_S)
    if elapsed is None or process.returncode != 0:
        raise RuntimeError(f"{shlex.join(command)} exited {process.returncode}: {errors.strip()}")
    return elapsed, _children_cpu_seconds() - cpu_before


def _children_cpu_seconds() -> float:
    """User and system time of the finished child processes (0 where Python cannot tell)."""
    if resource is None:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def machine() -> str:
    """One line about the machine: CPU, cores, load, operating system."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load average {os.getloadavg()[0]:.1f}"
    return f"{cpu}, {os.cpu_count()} cores{load}; {platform.platform()}"


def main(argv: list[str] | None = None) -> int:
    """Measure each executable (or command) and print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("executables", nargs="*", help="frozen ttt-qt executables to time")
    parser.add_argument("--command", action="append", default=[], help="a command line to time")
    parser.add_argument("--runs", type=int, default=7, help="counted runs per executable")
    parser.add_argument("--platform", default="offscreen", help="Qt platform: offscreen or xcb")
    options = parser.parse_args(argv)
    commands = [[str(Path(exe).resolve())] for exe in options.executables]
    commands += [shlex.split(text) for text in options.command]
    sizes = [size_text(Path(exe)) for exe in options.executables] + ["-"] * len(options.command)
    if not commands:
        parser.error("name at least one executable or --command")
    print(f"machine: {machine()}; Qt platform {options.platform}")
    print("| command | size | median | min | max | processor time (median) | runs |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    with ExitStack() as stack:
        env = {**os.environ, "QT_QPA_PLATFORM": options.platform}
        env["TTT_QT_SELF_TEST_FIRST_FRAME"] = "1"
        if options.platform == "xcb":
            env["DISPLAY"] = stack.enter_context(virtual_display())
        for command, size in zip(commands, sizes, strict=True):
            full = [*command, "--self-test"]
            time_to_first_frame(full, env)  # warm-up: fills the file cache
            runs = [time_to_first_frame(full, env) for _ in range(options.runs)]
            times = [wall for wall, _ in runs]
            cpu = statistics.median(processor for _, processor in runs)
            print(
                f"| `{shlex.join(command)}` | {size}"
                f" | {statistics.median(times):.2f} s | {min(times):.2f} s"
                f" | {max(times):.2f} s | {cpu:.2f} s | {len(times)} |",
                flush=True,
            )
    return 0


def size_text(executable: Path) -> str:
    """The size of a one-file executable, or of a one-folder build's folder, in MB."""
    folder = executable.parent
    one_folder = (folder / "_internal").is_dir()
    paths = folder.rglob("*") if one_folder else [executable]
    total = sum(path.stat().st_size for path in paths if path.is_file() and not path.is_symlink())
    return f"{total / 1e6:.1f} MB"


if __name__ == "__main__":
    sys.exit(main())
