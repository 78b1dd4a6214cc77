"""Build the frozen app with each exclusion group kept in turn, and print what each one saves.

    python packaging/measure_size.py            # one-folder builds, about 25 s each
    python packaging/measure_size.py --onefile  # also the one-file size with and without trimming

Builds go to a temporary folder; the table (Markdown) gives the one-folder size with every
exclusion, the size with one group kept (``TTT_QT_KEEP=<group>``), and the difference: what that
group saves. "strip" is the debug symbols that ``build.spec`` strips on Linux.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from trim import EXCLUSIONS  # noqa: E402


def build(work: Path, keep: str, onefile: bool) -> tuple[int, float]:
    """Build with ``TTT_QT_KEEP=keep``; return (bytes on disk, seconds the build took)."""
    dist = work / "dist"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work / "build"), "build.spec"]
    if onefile:
        command += ["--", "--onefile"]
    env = {**os.environ, "TTT_QT_KEEP": keep, "TTT_QT_ONEFILE": ""}
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)
    seconds = time.perf_counter() - start
    target = dist / "ttt-qt"
    if target.is_file():
        return target.stat().st_size, seconds
    files = (path for path in target.rglob("*") if path.is_file() and not path.is_symlink())
    return sum(path.stat().st_size for path in files), seconds


def megabytes(size: int) -> str:
    """Bytes as MB with one decimal."""
    return f"{size / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    """Build every variant and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--onefile", action="store_true", help="also measure one-file builds")
    options = parser.parse_args(argv)
    groups = [exclusion.name for exclusion in EXCLUSIONS] + ["strip"]
    everything = ",".join(groups)
    with tempfile.TemporaryDirectory(prefix="ttt-qt-size-") as folder:
        work = Path(folder)
        trimmed, seconds = build(work / "trimmed", "", onefile=False)
        print(f"one folder, everything trimmed: {megabytes(trimmed)} (built in {seconds:.0f} s)")
        print("| left out | what it is | one folder with it kept | saved |")
        print("| --- | --- | ---: | ---: |")
        reasons = {exclusion.name: exclusion.reason for exclusion in EXCLUSIONS}
        reasons["strip"] = "debug symbols in the Python library and other ELF files (Linux)"
        for group in groups:
            kept, _ = build(work / group, group, onefile=False)
            print(
                f"| {group} | {reasons[group]} | {megabytes(kept)} | {megabytes(kept - trimmed)} |",
                flush=True,
            )
        untrimmed, _ = build(work / "untrimmed", everything, onefile=False)
        print(f"| all of them | | {megabytes(untrimmed)} | {megabytes(untrimmed - trimmed)} |")
        if options.onefile:
            small, seconds = build(work / "onefile", "", onefile=True)
            large, _ = build(work / "onefile-untrimmed", everything, onefile=True)
            print(f"one file: {megabytes(small)} trimmed (built in {seconds:.0f} s),")
            print(f"{megabytes(large)} untrimmed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
