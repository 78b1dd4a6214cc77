"""No engine process outlives the app: Ctrl+C, SIGTERM or a closed window while it thinks.

The app runs in a child process (offscreen) against an outside engine that never answers and
ignores ``END`` (``fake_brain.py hang``), as X, so that it is thinking from the start. Once the
engine's process runs, the app is interrupted; it must exit cleanly, and the engine with it.
"""

from __future__ import annotations

import signal
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers import engine_program, process_alive
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice, Mode
from ttt_qt.app.settings.engines import EngineEntry

from .app_process import THREAD_WARNING, read_stamp, start_launcher, wait_for_exit, write_settings

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads /proc to find the engine's process"
)


def engine_settings(home: Path) -> AppSettings:
    """A person (O) against a hung engine (X) on 9 x 9, five in a row."""
    entry = EngineEntry("Fake hang", "1", str(engine_program(home, "hang")))
    return AppSettings(
        mode=Mode.HUMAN_VS_COMPUTER,
        human_mark="O",
        opponent=ComputerChoice(entry.name, (), entry.path),
        size=9,
        win_length=5,
        engines=(entry,),
    ).normalized()


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


@pytest.mark.parametrize("how", ["SIGINT", "SIGTERM", "close"])
def test_the_engine_ends_with_the_app(qtbot: QtBot, tmp_path: Path, how: str) -> None:
    settings = engine_settings(tmp_path)
    assert settings.opponent.is_engine
    write_settings(tmp_path, settings)
    app = start_launcher(tmp_path, *(["--close-when-thinking"] if how == "close" else []))
    read_stamp(app, "thinking")
    qtbot.waitUntil(lambda: bool(children_of(app.pid)), timeout=20_000)
    engines = children_of(app.pid)
    sent = time.monotonic()
    if how == "close":
        sent = read_stamp(app, "closing")
    else:
        app.send_signal(getattr(signal, how))
    exit = wait_for_exit(app, sent)
    assert exit.code == 0, exit.errors
    assert THREAD_WARNING not in exit.errors
    assert "Traceback" not in exit.errors
    assert not any(process_alive(pid) for pid in engines)
