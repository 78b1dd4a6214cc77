"""``ttt-qt`` and ``python -m ttt_qt``: the desktop app's command line, which starts the window.

It sits outside ``ttt_qt.app`` so that ``--help``, ``--version`` and the display checks answer
before any of the window's modules (or Qt's widgets) load; ``run_app`` imports them.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import signal
import sys
import traceback
from collections.abc import Callable, Mapping
from pathlib import Path
from types import FrameType, TracebackType
from typing import TYPE_CHECKING

import ttt_qt

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QObject

INTERRUPT_POLL_MS = 200
"""How often Python gets control while Qt waits for events, so that Ctrl+C is seen."""

NO_DISPLAY_EXIT = 1
"""The exit code when there is no screen to show the window on."""

XCB_PACKAGES = (
    "libegl1 libgl1 libfontconfig1 libdbus-1-3 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4"
    " libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1"
)
"""Debian packages Qt's X11 (xcb) platform needs beyond a minimal system (README's Quick start)."""


ALREADY_OPEN = "{app} is already open: its window was asked to come to the front{file}."
"""Said by a second start, which hands its game file to the window already open and ends."""


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``ttt-qt``."""
    parser = argparse.ArgumentParser(
        prog="ttt-qt",
        description="Tic-tac-toe for the desktop: 3 x 3 to 15 x 15, k in a row, normal or "
        "reverse rules, against a person or computer players from dumb to perfect.",
    )
    parser.add_argument(
        "file",
        nargs="?",
        help="a game to open: a .ttt file (written by Save Game As), Piskvork's .psq or SGF's .sgf",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="play a short game offscreen through the window and report whether all is well",
    )
    parser.add_argument("--version", action="version", version=f"ttt-qt {ttt_qt.__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the app; return its exit code (0 when the window was closed normally)."""
    try:
        args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    except SystemExit as stop:  # --help, --version, or a usage error already printed
        return stop.code if isinstance(stop.code, int) else 2
    if args.self_test:
        from .app.window.self_test import run_self_test  # noqa: PLC0415  (the self-test loads only when asked)

        return run_self_test()
    problem = display_problem(os.environ, sys.platform)
    if problem is not None:
        # Qt would abort (exit 134) with a message about plugins; say what is wrong instead.
        print(f"ttt-qt: {problem}", file=sys.stderr)
        return NO_DISPLAY_EXIT
    return run_app(args.file)


def display_problem(environ: Mapping[str, str], platform: str) -> str | None:
    """Why the window cannot be shown here (one sentence), or None when Qt should manage.

    Only X11 on Linux and other Unix systems is checked: Windows and macOS always have their
    platform, a Wayland session or a chosen platform (``QT_QPA_PLATFORM=offscreen``...) is
    left to Qt. Without DISPLAY and WAYLAND_DISPLAY there is no screen at all; with DISPLAY,
    Qt's xcb plugin needs its libraries and an X server that answers.
    """
    if platform in ("win32", "darwin", "cygwin"):
        return None
    requested = [
        name.split(":")[0].strip()
        for name in environ.get("QT_QPA_PLATFORM", "").split(";")
        if name.strip()
    ]
    if requested and requested[0] != "xcb":
        return None
    display = environ.get("DISPLAY", "")
    if not requested and environ.get("WAYLAND_DISPLAY"):
        return None
    if not display:
        return (
            "there is no display to show the window on (DISPLAY and WAYLAND_DISPLAY are not set):"
            " start it in a desktop session, or over ssh with X forwarding (ssh -X)"
        )
    missing = missing_xcb_library()
    if missing is not None:
        return (
            f"Qt's X11 support cannot start: {missing} is missing or damaged;"
            f" on Debian or Ubuntu install it with: sudo apt install {XCB_PACKAGES}"
        )
    if not x_server_answers(display):
        return f"the X display {display} does not answer (is DISPLAY right, and is the server up?)"
    return None


def missing_xcb_library() -> str | None:
    """The first system library that Qt's xcb platform plugin lacks, or None if it loads.

    Loading the plugin the way Qt will makes the system's loader name the missing library.
    If the plugin itself cannot be found, Qt reports that better than a guess would.
    """
    plugin = _xcb_plugin_path()
    if plugin is None:
        return None
    try:
        ctypes.CDLL(str(plugin))
    except OSError as error:
        # "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"
        name = str(error).partition(": ")[0].strip()
        if name and name != str(plugin):
            return name
    return None


def _xcb_plugin_path() -> Path | None:
    from PySide6.QtCore import QLibraryInfo  # noqa: PLC0415

    folders = [path for path in os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if path]
    folders.append(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    for folder in folders:
        candidate = Path(folder, "platforms", "libqxcb.so")
        if candidate.is_file():
            return candidate
    return None


def x_server_answers(display: str) -> bool:
    """Whether the X server of ``display`` accepts a connection (libxcb, as Qt would connect)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # cannot ask: let Qt try
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(connection) and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection:
            xcb.xcb_disconnect(connection)


def run_app(file: str | None = None) -> int:
    """Show the window (opening ``file`` if given) and run the event loop until it closes."""
    from PySide6.QtCore import QCoreApplication  # noqa: PLC0415  (--help stays fast)
    from PySide6.QtGui import QGuiApplication  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from .app.computer.process_settings import apply_process_settings, collect_then_freeze  # noqa: PLC0415
    from .app.settings.language import Translators, chosen_language  # noqa: PLC0415
    from .app.settings.store import SettingsStore  # noqa: PLC0415
    from .app.window.main_window import MainWindow  # noqa: PLC0415
    from .app.window.single_instance import RequestWatcher, WindowLock, hand_over  # noqa: PLC0415

    QCoreApplication.setOrganizationName(ttt_qt.ORGANIZATION_NAME)
    QCoreApplication.setApplicationName(ttt_qt.APPLICATION_NAME)
    QCoreApplication.setApplicationVersion(ttt_qt.__version__)
    QGuiApplication.setDesktopFileName(ttt_qt.APP_ID)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationDisplayName(ttt_qt.DISPLAY_NAME)
    _set_window_icon(app)
    folder = Path(SettingsStore().file_name).parent  # one window per settings file
    lock = WindowLock(folder)
    if not lock.acquired and hand_over(folder, file):
        print(ALREADY_OPEN.format(app=ttt_qt.DISPLAY_NAME, file=f" to open {file}" if file else ""))
        return 0
    translators = Translators(chosen_language(SettingsStore().load().language))
    restore_process = apply_process_settings()  # once, before the computer's thread starts
    window = MainWindow()
    window.show()
    if file:
        window.open_game_file(file)
    requests = RequestWatcher(folder, window)
    requests.requested.connect(window.come_forward)
    forwarder = install_file_open_handler(app, window.come_forward)
    collect_then_freeze()  # the start-up objects live as long as the app: never scan them again
    restore_signals = install_interrupt_handler(window.close)
    previous_hook = sys.excepthook
    sys.excepthook = _report_unexpected_error
    try:
        return app.exec()
    finally:
        app.removeEventFilter(forwarder)
        sys.excepthook = previous_hook
        restore_signals()
        translators.remove()
        lock.release()
        restore_process()


def install_interrupt_handler(close: Callable[[], object]) -> Callable[[], None]:
    """Make Ctrl+C (SIGINT) and SIGTERM call ``close``; return a function that undoes it.

    Qt's event loop runs in C++, where Python never sees a signal; a timer hands control to
    the interpreter a few times a second so that the handler runs promptly.
    """
    from PySide6.QtCore import QTimer  # noqa: PLC0415

    def handle(number: int, frame: FrameType | None) -> None:
        # Python runs a handler wherever the GUI thread runs Python, even inside a widget's
        # paintEvent; closing there leaves Qt flushing a window that has no handle any more.
        # The event loop closes the window once the current event is done.
        QTimer.singleShot(0, close)

    wanted = [signal.SIGINT] + ([signal.SIGTERM] if hasattr(signal, "SIGTERM") else [])
    previous = {number: signal.signal(number, handle) for number in wanted}
    timer = QTimer()
    timer.setObjectName("interruptPollTimer")
    timer.timeout.connect(_let_python_run)
    timer.start(INTERRUPT_POLL_MS)

    def restore() -> None:
        timer.stop()
        for number, handler in previous.items():
            signal.signal(number, handler)

    return restore


def install_file_open_handler(app: QCoreApplication, open_file: Callable[[str], object]) -> QObject:
    """Open the saved games macOS sends while the app runs (Finder, Dock); return the filter.

    The first game of a start arrives as a command-line argument (the bundle's argv emulation);
    later ones come as ``QFileOpenEvent``s to the application object.
    """
    from PySide6.QtCore import QEvent, QObject  # noqa: PLC0415
    from PySide6.QtGui import QFileOpenEvent  # noqa: PLC0415

    class FileOpenForwarder(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if isinstance(event, QFileOpenEvent) and event.file():
                open_file(event.file())
                return True
            return super().eventFilter(watched, event)

    forwarder = FileOpenForwarder(app)
    forwarder.setObjectName("fileOpenForwarder")
    app.installEventFilter(forwarder)
    return forwarder


def _let_python_run() -> None:
    """An empty slot: entering Python is enough for pending signal handlers to run."""


def _set_window_icon(app: object) -> None:
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from ttt_qt.resources import app_icon  # noqa: PLC0415

    if isinstance(app, QApplication):
        try:
            app.setWindowIcon(app_icon())
        except (OSError, ValueError):  # a damaged install: run without an icon rather than fail
            return


def _report_unexpected_error(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    """Show an unexpected error as a message (the details go to stderr for a bug report)."""
    traceback.print_exception(kind, error, trace, file=sys.stderr)
    from PySide6.QtCore import QCoreApplication  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: PLC0415

    parent = QApplication.activeWindow()
    text = QCoreApplication.translate(
        "main", "{name} ran into an unexpected problem and carried on:\n{error}"
    ).format(name=ttt_qt.DISPLAY_NAME, error=error)
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        QCoreApplication.translate("main", "Unexpected error"),
        text,
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.open()
