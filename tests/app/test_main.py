"""``ttt-qt``'s command line, the app's start with a saved game, and Ctrl+C during a search."""

from __future__ import annotations

import gc
import os
import signal
import subprocess
import sys
import types
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import ttt_qt
from ttt_qt.app import MainWindow
from ttt_qt.app.main import install_interrupt_handler, main, run_app
from ttt_qt.app.settings import AppSettings, ComputerChoice, SettingsStore


def test_version_and_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert f"ttt-qt {ttt_qt.__version__}" in capsys.readouterr().out
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "usage: ttt-qt" in out and "--self-test" in out and "file" in out


def test_a_bad_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--no-such-option"]) == 2
    assert "unrecognized arguments: --no-such-option" in capsys.readouterr().err


def test_self_test_is_dispatched(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("ttt_qt.app.self_test")
    fake.run_self_test = lambda: 7  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ttt_qt.app.self_test", fake)
    assert main(["--self-test"]) == 7


def test_the_app_opens_a_saved_game_given_on_the_command_line(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "saved.ttt"
    path.write_text(
        "ttt_qt game 1\nsize 4\nwin_length 3\nrules normal\nmoves A1 B2\n", encoding="utf-8"
    )
    seen: list[tuple[tuple[int, int], ...]] = []

    def look_and_close() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append(widget.model.game.moves)
                widget.close()

    QTimer.singleShot(0, look_and_close)
    try:
        assert run_app(str(path)) == 0
    finally:
        gc.unfreeze()  # run_app keeps its start-up objects out of collections; not the tests'
    assert seen == [((0, 0), (1, 1))]


def test_ctrl_c_closes_the_window(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    restore = install_interrupt_handler(window.close)
    try:
        os.kill(os.getpid(), signal.SIGINT)
        qtbot.waitUntil(lambda: not window.isVisible())
    finally:
        restore()
    assert window.model.is_shut_down
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


DRIVER = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from ttt_qt.app import MainWindow
from ttt_qt.app.main import main

def ready():
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    print("ready", [w.model.is_thinking for w in windows], flush=True)

QTimer.singleShot(0, ready)
sys.exit(main([]))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX")
def test_ctrl_c_during_a_search_exits_cleanly(tmp_path: Path) -> None:
    # The computer opens on 7 x 7 with up to 30 s to think: Ctrl+C comes mid-search.
    config = Path(os.environ["XDG_CONFIG_HOME"])
    ini = config / ttt_qt.ORGANIZATION_NAME / f"{ttt_qt.APPLICATION_NAME}.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    store = SettingsStore(QSettings(str(ini), QSettings.Format.IniFormat))
    store.save(
        AppSettings(
            human_mark="O",
            opponent=ComputerChoice("perfect", (("time_limit", 30.0),)),
            size=7,
            win_length=5,
        ).normalized()
    )
    store.sync()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen(
        [sys.executable, "-c", DRIVER],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "ready [True]"  # the computer is thinking
        process.send_signal(signal.SIGINT)
        code = process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    _, errors = process.communicate()
    assert code == 0, errors
    assert "Destroyed while thread" not in errors
    assert "Traceback" not in errors
