"""The desktop app in a child process: its settings written beforehand, readiness, its exit.

Shared by the shutdown and fault tests and by ``benchmarks/bench_shutdown.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings.store import SettingsStore

ROOT = Path(__file__).resolve().parents[2]
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"
THREAD_WARNING = "QThread: Destroyed while thread is still running"
LONG_SEARCH = 60.0
"""Seconds a search may take: far longer than any test waits, so it is always cut short."""


def environment(home: Path) -> dict[str, str]:
    """The environment of a child whose settings and records live under ``home``."""
    env = dict(os.environ)
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    return env


def settings_store(home: Path) -> SettingsStore:
    """The app's own settings wrapper over the settings file the child will read."""
    path = home / "config" / "ttt_qt" / "ttt_qt.ini"
    return SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))


def write_settings(home: Path, settings: AppSettings) -> None:
    """Save ``settings`` where the app started with ``environment(home)`` finds them."""
    store = settings_store(home)
    store.save(settings)
    store.sync()


def thinking_settings(strategy: str) -> AppSettings:
    """7 x 7, 5 in a row, with a computer that searches for a long time on its first move.

    ``mcts`` plays both sides (computer vs computer, no pause); ``perfect`` plays X against
    a person, so it opens the game.
    """
    if strategy == "mcts":
        choice = ComputerChoice("mcts", (("playouts", 2_000_000), ("time_limit", LONG_SEARCH)))
        return AppSettings(
            mode=Mode.COMPUTER_VS_COMPUTER,
            computer_x=choice,
            computer_o=choice,
            size=7,
            win_length=5,
            move_delay_ms=0,
        ).normalized()
    choice = ComputerChoice(strategy, (("time_limit", 30.0),))
    return AppSettings(
        mode=Mode.HUMAN_VS_COMPUTER, human_mark="O", opponent=choice, size=7, win_length=5
    ).normalized()


def start_launcher(home: Path, *arguments: str) -> subprocess.Popen[str]:
    """Start the real app through ``tests.reliability.app_launcher`` (which reports readiness)."""
    return subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.app_launcher", *arguments],
        cwd=ROOT,
        env=environment(home),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def start_app(home: Path, *arguments: str) -> subprocess.Popen[str]:
    """Start ``python -m ttt_qt`` itself, exactly as a person's terminal would."""
    return subprocess.Popen(
        [sys.executable, "-m", "ttt_qt", *arguments],
        cwd=home,
        env=environment(home),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def read_stamp(process: subprocess.Popen[str], word: str) -> float:
    """Read the launcher's next line, which must be ``<word> <monotonic seconds>``."""
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith(word + " "):
        process.kill()
        _, errors = process.communicate()
        raise AssertionError(f"expected {word!r} from the app, got {line!r}; stderr:\n{errors}")
    return float(line.split()[1])


def computer_thread_cpu_ticks(pid: int) -> int:
    """CPU ticks used so far by the app's thread named ``computerThread`` (Linux /proc)."""
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            if (task / "comm").read_text().strip() != "computerThread":
                continue
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        return int(fields[11]) + int(fields[12])  # utime + stime
    return 0


@dataclass(frozen=True)
class Exit:
    """How a child ended: its exit code, its standard error, and seconds from ``since``."""

    code: int
    errors: str
    seconds: float

    @property
    def unexpected_errors(self) -> list[str]:
        """Lines of standard error other than the offscreen platform's size-hint notice."""
        return [line for line in self.errors.splitlines() if line and line != OFFSCREEN_NOISE]


def wait_for_exit(process: subprocess.Popen[str], since: float, timeout: float = 30) -> Exit:
    """Wait (at most ``timeout`` seconds) for the child to end."""
    try:
        _, errors = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        _, errors = process.communicate()
        raise AssertionError(f"the app did not exit within {timeout} s:\n{errors}") from None
    return Exit(process.returncode, errors, time.monotonic() - since)
