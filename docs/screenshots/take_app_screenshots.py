"""Take the README's screenshots of the window, offscreen, from scripted positions.

    python docs/screenshots/take_app_screenshots.py [--all FOLDER]

Writes ``app-7x7-evaluation.png`` and ``app-3x3-outcome.png`` next to this script; with
``--all FOLDER`` also a 3 x 3 game in progress against ``perfect`` and the settings dialog,
into FOLDER. Settings and records go to a temporary folder, never the person's own.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QPoint, QSettings, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QWidget

from ttt_qt.app import MainWindow
from ttt_qt.app.settings import AppSettings, Mode, SettingsStore
from ttt_qt.engine import Move
from ttt_qt.stats import RecordStore

HERE = Path(__file__).resolve().parent


def wait_until(condition: object, timeout_ms: int = 30_000) -> None:
    """Run the event loop until ``condition()`` is true (or the time is up)."""
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: loop.quit() if condition() else None)  # type: ignore[operator]
    poll.start(5)
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    poll.stop()


def settle() -> None:
    """Let pending layout and paint events run."""
    loop = QEventLoop()
    QTimer.singleShot(100, loop.quit)
    loop.exec()


def save(window: QWidget, dialog: QWidget | None, path: Path) -> None:
    """Save the window, with ``dialog`` painted where it stands over it."""
    picture = window.grab()
    if dialog is not None:
        painter = QPainter(picture)
        offset = dialog.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0))
        painter.drawPixmap(offset, dialog.grab())
        painter.end()
    picture.save(str(path))
    print(f"wrote {path}")


def open_window(folder: Path, settings: AppSettings, size: tuple[int, int]) -> MainWindow:
    """A window with ``settings``, its settings and records kept in ``folder``."""
    store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    store.save(settings.normalized())
    window = MainWindow(store, RecordStore(folder / "records.sqlite3"))
    window.resize(*size)
    window.show()
    settle()
    return window


def play(window: MainWindow, moves: list[Move]) -> None:
    """Play ``moves`` through the model."""
    for move in moves:
        window.model.play(move)


def evaluation_7x7(folder: Path, path: Path) -> None:
    """7 x 7, 5 in a row, with the evaluation overlay and a hint for X."""
    settings = replace(
        AppSettings(), mode=Mode.HUMAN_VS_HUMAN, size=7, win_length=5, show_evaluation=True
    )
    window = open_window(folder, settings, (900, 640))
    play(window, [(3, 3), (4, 3), (2, 4), (4, 2)])
    window.model.request_hint()
    wait_until(lambda: window.model.hint is not None and window.model.analysis is not None)
    settle()
    save(window, None, path)
    window.close()


def outcome_3x3(folder: Path, path: Path) -> None:
    """3 x 3 at the end of a game: the completed line and the outcome dialog."""
    window = open_window(folder, replace(AppSettings(), mode=Mode.HUMAN_VS_HUMAN), (820, 560))
    play(window, [(0, 0), (1, 0), (1, 1), (2, 0), (2, 2)])
    settle()
    save(window, window.outcome_dialog, path)
    window.close()


def against_perfect(folder: Path, path: Path) -> None:
    """3 x 3 in progress against the perfect computer, with a hint."""
    window = open_window(folder, AppSettings(), (820, 560))
    for move in [(1, 1), (0, 2)]:
        wait_until(lambda: window.model.accepts_moves)
        if move in window.model.board.legal_moves():
            window.model.play(move)
    wait_until(lambda: window.model.accepts_moves)
    window.model.request_hint()
    wait_until(lambda: window.model.hint is not None)
    settle()
    save(window, None, path)
    window.close()


def settings_dialog(folder: Path, path: Path) -> None:
    """The settings dialog."""
    window = open_window(folder, AppSettings(), (820, 560))
    dialog = window.open_settings()
    settle()
    save(dialog, None, path)
    dialog.reject()
    window.close()


def main() -> int:
    """Take the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", metavar="FOLDER", type=Path, help="also take the other two")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        evaluation_7x7(folder, HERE / "app-7x7-evaluation.png")
        outcome_3x3(folder, HERE / "app-3x3-outcome.png")
        if args.all:
            args.all.mkdir(parents=True, exist_ok=True)
            against_perfect(folder, args.all / "app-3x3-perfect.png")
            settings_dialog(folder, args.all / "app-settings.png")
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
