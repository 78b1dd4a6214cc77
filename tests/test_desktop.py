"""``ttt-qt``'s command line, the app's start with a saved game, and Ctrl+C during a search."""

from __future__ import annotations

import ctypes
import gc
import os
import signal
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

import ttt_qt
import ttt_qt.desktop as main_module
from ttt_qt.app import MainWindow
from ttt_qt.app.computer.process_settings import apply_process_settings
from ttt_qt.app.settings.app_settings import AppSettings, ComputerChoice
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.desktop import (
    NO_DISPLAY_EXIT,
    display_problem,
    install_interrupt_handler,
    main,
    missing_xcb_library,
    run_app,
    x_server_answers,
)


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
    fake = types.ModuleType("ttt_qt.app.window.self_test")
    fake.run_self_test = lambda: 7  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ttt_qt.app.window.self_test", fake)
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


def test_a_game_macos_sends_to_the_running_app_is_opened(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "sent.ttt"
    path.write_text(
        "ttt_qt game 1\nsize 5\nwin_length 4\nrules normal\nmoves C3\n", encoding="utf-8"
    )
    seen: list[tuple[int, tuple[tuple[int, int], ...]]] = []

    def send_look_and_close() -> None:
        app = QApplication.instance()
        assert app is not None
        QApplication.sendEvent(app, QFileOpenEvent(str(path)))
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append((widget.model.board.rules.size, widget.model.game.moves))
                widget.close()

    QTimer.singleShot(0, send_look_and_close)
    try:
        assert run_app() == 0
    finally:
        gc.unfreeze()
    assert seen == [(5, ((2, 2),))]


def test_a_bad_file_on_the_command_line_gets_a_message_and_a_fresh_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "notes.ttt"
    path.write_text("shopping list\n", encoding="utf-8")
    messages: list[str] = []

    def look_and_close() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                messages.append(widget.text())
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                assert widget.model.game.moves == ()
                widget.close()

    QTimer.singleShot(0, look_and_close)
    try:
        assert run_app(str(path)) == 0
    finally:
        gc.unfreeze()
    assert len(messages) == 1
    assert "notes.ttt is not a ttt_qt game" in messages[0]


LINUX = "linux"


def test_no_display_at_all_is_named() -> None:
    problem = display_problem({}, LINUX)
    assert problem is not None
    assert "no display" in problem and "DISPLAY" in problem


@pytest.mark.parametrize(
    "environ",
    [
        {"QT_QPA_PLATFORM": "offscreen"},
        {"QT_QPA_PLATFORM": "wayland;xcb"},
        {"WAYLAND_DISPLAY": "wayland-0"},
    ],
)
def test_another_platform_or_wayland_is_left_to_qt(environ: dict[str, str]) -> None:
    assert display_problem(environ, LINUX) is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_always_have_a_screen(platform: str) -> None:
    assert display_problem({}, platform) is None


def test_xcb_asked_for_without_a_display_is_named() -> None:
    problem = display_problem({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w"}, LINUX)
    assert problem is not None and "no display" in problem


def test_a_missing_xcb_library_is_named_with_the_packages_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(main_module, "missing_xcb_library", lambda: "libxcb-cursor.so.0")
    problem = display_problem({"DISPLAY": ":0"}, LINUX)
    assert problem is not None
    assert "libxcb-cursor.so.0 is missing or damaged" in problem
    assert "sudo apt install libegl1" in problem and "libxcb-cursor0" in problem


def test_a_display_nobody_answers_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_module, "missing_xcb_library", lambda: None)
    problem = display_problem({"DISPLAY": ":4242"}, LINUX)
    assert problem == (
        "the X display :4242 does not answer (is DISPLAY right, and is the server up?)"
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")
def test_the_installed_xcb_plugin_loads() -> None:
    # CI installs the xcb libraries (.ci/system-packages); elsewhere they may be missing.
    missing = missing_xcb_library()
    if missing is not None and os.environ.get("CI") != "true":
        pytest.skip(f"{missing} is not installed here (.ci/system-packages installs it)")
    assert missing is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")
def test_a_broken_xcb_plugin_is_left_for_qt_to_report(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake = tmp_path / "platforms" / "libqxcb.so"
    fake.parent.mkdir()
    fake.write_bytes(b"not a library")
    monkeypatch.setenv("QT_PLUGIN_PATH", str(tmp_path))
    assert missing_xcb_library() is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="libxcb is Linux's")
def test_x_server_answers_is_false_for_a_display_with_no_server() -> None:
    try:
        ctypes.CDLL("libxcb.so.1")
    except OSError:
        pytest.skip("libxcb is not installed here")
    assert x_server_answers(":4243") is False


def test_main_without_a_display_prints_one_line_and_fails(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", LINUX)
    assert main([]) == NO_DISPLAY_EXIT
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("ttt-qt: there is no display")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="no display exists on Linux only")
def test_the_program_without_a_display_exits_instead_of_aborting() -> None:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    result = subprocess.run(
        [sys.executable, "-m", "ttt_qt"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == NO_DISPLAY_EXIT
    assert result.stdout == ""
    assert result.stderr.startswith("ttt-qt: there is no display")
    assert result.stderr.count("\n") == 1


@pytest.fixture
def process_settings() -> Iterator[None]:
    """The process-wide settings ``run_app`` applies, for a window made without it; undone after."""
    restore = apply_process_settings()
    yield
    restore()


@pytest.mark.usefixtures("process_settings")
def test_ctrl_c_closes_the_window(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    # Whatever handled SIGINT before (Python's default, or "ignore" in a background job).
    before = signal.getsignal(signal.SIGINT)
    restore = install_interrupt_handler(window.close)
    try:
        assert signal.getsignal(signal.SIGINT) is not before
        os.kill(os.getpid(), signal.SIGINT)
        qtbot.waitUntil(lambda: not window.isVisible())
    finally:
        restore()
    assert window.model.is_shut_down
    assert signal.getsignal(signal.SIGINT) is before


DRIVER = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from ttt_qt.app import MainWindow
from ttt_qt.desktop import main

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
