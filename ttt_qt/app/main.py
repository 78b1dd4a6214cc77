"""``ttt-qt`` and ``python -m ttt_qt``: start the desktop app (or its self-test)."""

from __future__ import annotations

import argparse
import gc
import signal
import sys
import traceback
from collections.abc import Callable
from types import FrameType, TracebackType

import ttt_qt

INTERRUPT_POLL_MS = 200
"""How often Python gets control while Qt waits for events, so that Ctrl+C is seen."""


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``ttt-qt``."""
    parser = argparse.ArgumentParser(
        prog="ttt-qt",
        description="Tic-tac-toe for the desktop: 3 x 3 to 10 x 10, k in a row, normal or "
        "reverse rules, against a person or computer players from dumb to perfect.",
    )
    parser.add_argument("file", nargs="?", help="a saved game to open (written by Save Game As)")
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
        from .self_test import run_self_test  # noqa: PLC0415  (the self-test loads only when asked)

        return run_self_test()
    return run_app(args.file)


def run_app(file: str | None = None) -> int:
    """Show the window (opening ``file`` if given) and run the event loop until it closes."""
    from PySide6.QtCore import QCoreApplication  # noqa: PLC0415  (--help stays fast)
    from PySide6.QtGui import QGuiApplication  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from .language import Translators, chosen_language  # noqa: PLC0415
    from .main_window import MainWindow  # noqa: PLC0415
    from .settings import SettingsStore  # noqa: PLC0415

    QCoreApplication.setOrganizationName(ttt_qt.ORGANIZATION_NAME)
    QCoreApplication.setApplicationName(ttt_qt.APPLICATION_NAME)
    QCoreApplication.setApplicationVersion(ttt_qt.__version__)
    QGuiApplication.setDesktopFileName(ttt_qt.APP_ID)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationDisplayName(ttt_qt.DISPLAY_NAME)
    _set_window_icon(app)
    translators = Translators(chosen_language(SettingsStore().load().language))
    window = MainWindow()
    window.show()
    if file:
        window.open_game_file(file)
    freeze_startup_objects()
    restore_signals = install_interrupt_handler(window.close)
    previous_hook = sys.excepthook
    sys.excepthook = _report_unexpected_error
    try:
        return app.exec()
    finally:
        sys.excepthook = previous_hook
        restore_signals()
        translators.remove()


def freeze_startup_objects() -> None:
    """Keep the objects made at start-up out of later garbage collections.

    Modules, classes and widgets live as long as the app. Without this, every full collection
    walks them all while holding the interpreter lock: a pause of tens of milliseconds in the
    computer's thread during a big search, which the window feels as a stutter.
    """
    gc.collect()
    gc.freeze()


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
    from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: PLC0415

    parent = QApplication.activeWindow()
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        "Unexpected error",
        f"ttt_qt ran into an unexpected problem and carried on:\n{error}",
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.open()
