"""``ttt-qt --self-test``: prove that an installed or frozen app works, or say why it does not.

The self-test builds the real window (offscreen when there is no display, or on the current
platform), plays a short scripted game as X against the ``perfect`` computer by clicking the
board's cells, waits for every computer move from the worker thread (on the model's signals,
with a time limit, never sleeping), records the game in a records file and writes the PDF
report from it. Everything it writes goes to a temporary folder: the person's settings and
statistics are never touched. It prints one line and returns 0, or prints the reason and
returns 1.

Two environment variables serve the packaging tests and ``packaging/measure_start.py``:

- ``TTT_QT_SELF_TEST_SCREENSHOT=FILE`` saves a PNG of the window at the end of the game,
  grabbed from the screen (so under X11 it shows what the X server really displays);
- ``TTT_QT_SELF_TEST_FIRST_FRAME=1`` only shows the window, prints ``first frame`` once it has
  been painted and exits: the start-up time to the first frame, measured from outside.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QEventLoop,
    QObject,
    QSettings,
    QStandardPaths,
    QTimer,
    SignalInstance,
)
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton, QWidget

import ttt_qt
from ttt_qt.engine import Mark, Move
from ttt_qt.resources import app_icon

if TYPE_CHECKING:
    from .main_window import MainWindow

OPPONENT = "perfect"
"""The computer the self-test plays against."""

SCRIPT: tuple[Move, ...] = ((1, 1), (0, 0), (2, 2), (0, 2), (2, 0), (0, 1), (1, 0), (1, 2), (2, 1))
"""The person's moves in order of preference; a taken cell is skipped."""

STEP_TIMEOUT_MS = 30_000
"""The longest wait for one step (a computer move, the first frame, a dialog)."""

MIN_PDF_BYTES = 1_000
SCREENSHOT_ENV = "TTT_QT_SELF_TEST_SCREENSHOT"
FIRST_FRAME_ENV = "TTT_QT_SELF_TEST_FIRST_FRAME"


class SelfTestError(Exception):
    """A check of the self-test failed; the message says which and what was seen."""


def run_self_test() -> int:
    """Run the self-test; print the result and return 0 when every check passed, else 1."""
    screenshot = os.environ.get(SCREENSHOT_ENV) or None
    first_frame_only = os.environ.get(FIRST_FRAME_ENV) == "1"
    try:
        with tempfile.TemporaryDirectory(prefix="ttt-qt-self-test-") as folder:
            summary = _run(Path(folder), screenshot, first_frame_only)
    except SelfTestError as failure:
        print(f"ttt-qt self-test FAILED: {failure}", file=sys.stderr, flush=True)
        return 1
    except Exception as error:  # the self-test reports every failure, never a bare traceback
        traceback.print_exc(file=sys.stderr)
        print(
            f"ttt-qt self-test FAILED: unexpected {type(error).__name__}: {error}",
            file=sys.stderr,
            flush=True,
        )
        return 1
    print(summary, flush=True)
    return 0


def _check_opening_books() -> None:
    """Every opening book ``perfect`` plays from loads (a frozen app must bundle them)."""
    from ttt_qt.ai.search.opening_book import BOOKS, load_book  # noqa: PLC0415

    for file_name, _ in BOOKS.values():
        try:
            entries = load_book(file_name)
        except (OSError, ValueError) as error:
            raise SelfTestError(f"the opening book {file_name} cannot be read: {error}") from error
        if not entries:
            raise SelfTestError(f"the opening book {file_name} is empty")


def _run(folder: Path, screenshot: str | None, first_frame_only: bool) -> str:
    """Do every step in ``folder``; return the summary line or raise SelfTestError."""
    # Imported here so that a broken install is reported as a failed check, not a traceback.
    try:
        from ttt_qt import ai  # noqa: PLC0415

        from ..settings.app_settings import AppSettings, ComputerChoice, Mode  # noqa: PLC0415
        from ..settings.store import SettingsStore  # noqa: PLC0415
        from .main_window import MainWindow  # noqa: PLC0415
    except ImportError as error:
        raise SelfTestError(f"the app cannot be loaded: {error}") from error
    _check_opening_books()
    own_process = QApplication.instance() is None
    with _private_folders(folder, own_process):
        app = _application()
        store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        if OPPONENT not in ai.names():
            raise SelfTestError(f"no {OPPONENT!r} computer player; registered: {ai.names()}")
        store.save(
            AppSettings(
                mode=Mode.HUMAN_VS_COMPUTER,
                human_mark="X",
                opponent=ComputerChoice(OPPONENT),
                size=3,
                win_length=3,
                x_name="Self-test",
                o_name="Perfect",
            )
        )
        window = MainWindow(store)
        try:
            window.show()
            _wait_for_first_frame(window)
            if first_frame_only:
                return "first frame"
            started = time.monotonic()
            moves, winner = _play_scripted_game(window)
            duration = time.monotonic() - started
            _close_outcome_dialog(window)
            if screenshot:
                _save_screenshot(window, Path(screenshot))
            pdf_size = _write_report(window, folder, moves, winner, duration)
        finally:
            window.close()
            app.processEvents()
        if not window.model.is_shut_down:
            raise SelfTestError("closing the window did not stop the game model")
    result = "a tie" if winner is None else f"{winner} won"
    platform = QGuiApplication.platformName()
    return (
        f"ttt-qt self-test passed: 3 x 3 against {OPPONENT}, {result} after {len(moves)} moves;"
        f" PDF report {pdf_size} bytes; Qt platform {platform}"
    )


@contextmanager
def _private_folders(folder: Path, own_process: bool) -> Iterator[None]:
    """Send settings and data to ``folder`` for the duration, whatever the platform.

    The XDG variables cover Linux. Where they mean nothing (Windows, macOS), Qt's test mode
    moves the standard folders and ``QSettings.setPath`` the INI settings; both are global
    and cannot be read back, so they are only set when the self-test owns the process
    (``ttt-qt --self-test``), never inside a running application such as a test session.
    """
    saved = {name: os.environ.get(name) for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")}
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
    os.environ["XDG_DATA_HOME"] = str(folder / "data")
    if own_process:
        if not sys.platform.startswith("linux"):  # on Linux it would write under ~/.qttest
            QStandardPaths.setTestModeEnabled(True)
        ini_folder = str(folder / "ini")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ini_folder)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _application() -> QApplication:
    """The running QApplication, or a new one set up as ``ttt-qt`` sets up its own."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    if (
        sys.platform.startswith("linux")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    QApplication.setOrganizationName(ttt_qt.ORGANIZATION_NAME)
    QApplication.setApplicationName(ttt_qt.APPLICATION_NAME)
    QApplication.setApplicationVersion(ttt_qt.__version__)
    QGuiApplication.setDesktopFileName(ttt_qt.APP_ID)
    app = QApplication(sys.argv[:1] or ["ttt-qt"])
    app.setWindowIcon(app_icon())
    return app


def _wait_until(
    condition: Callable[[], bool],
    signals: Sequence[SignalInstance],
    what: str,
    timeout_ms: int = STEP_TIMEOUT_MS,
) -> None:
    """Run the event loop until ``condition()`` holds, checking it whenever a signal fires.

    Raises:
        SelfTestError: ``timeout_ms`` passed first (``what`` says what was awaited).
    """
    if condition():
        return
    loop = QEventLoop()

    def check(*_: object) -> None:
        if condition():
            loop.quit()

    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    for signal in signals:
        signal.connect(check)
    timer.start(timeout_ms)
    try:
        loop.exec()
    finally:
        timer.stop()
        for signal in signals:
            signal.disconnect(check)
    if not condition():
        raise SelfTestError(f"timed out after {timeout_ms / 1000:.0f} s waiting for {what}")


class _PaintWatcher(QObject):
    """Counts paint events of one widget and reports the first one through a callback."""

    def __init__(self, on_paint: Callable[[], None]) -> None:
        super().__init__()
        self.painted = False
        self._on_paint = on_paint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Note the first paint event, then let it through."""
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            # Report after this event is handled, when the frame has been drawn and flushed.
            QTimer.singleShot(0, self._on_paint)
        return False


def _wait_for_first_frame(window: QWidget) -> None:
    """Return once the window has been painted (and so shown) for the first time."""
    loop = QEventLoop()
    flushed: list[bool] = []

    def on_paint() -> None:
        flushed.append(True)
        loop.quit()

    watcher = _PaintWatcher(on_paint)
    window.installEventFilter(watcher)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(STEP_TIMEOUT_MS)
    try:
        loop.exec()
    finally:
        timer.stop()
        window.removeEventFilter(watcher)
    if not flushed:
        raise SelfTestError("the window was never painted")


def _play_scripted_game(window: MainWindow) -> tuple[tuple[Move, ...], Mark | None]:
    """Click the script's cells as X until the game ends; return the moves and the winner."""
    model = window.model
    thinking_seen: list[bool] = []
    model.thinking_changed.connect(lambda thinking: thinking_seen.append(bool(thinking)))
    signals = (model.board_changed, model.turn_changed, model.thinking_changed, model.game_over)
    for turn in range(len(SCRIPT)):
        _wait_until(
            lambda: model.board.is_over or model.accepts_moves,
            signals,
            f"the computer's answer before the person's move {turn + 1}",
        )
        board = model.board
        if board.is_over:
            break
        move = next(cell for cell in SCRIPT if cell in board.legal_moves())
        cell = window.findChild(QPushButton, f"cell_{move[0]}_{move[1]}")
        if cell is None:
            raise SelfTestError(f"no board cell named cell_{move[0]}_{move[1]}")
        cell.click()
        if model.board.mark_at(move) != "X":
            raise SelfTestError(f"clicking cell_{move[0]}_{move[1]} did not play X there")
    _wait_until(lambda: model.board.is_over, signals, "the end of the game")
    board = model.board
    if board.winner == "X":
        raise SelfTestError(f"the {OPPONENT} computer lost a game: {board.rows()}")
    if True not in thinking_seen:
        raise SelfTestError("the computer never reported thinking in its worker thread")
    return tuple(model.game.moves), board.winner


def _close_outcome_dialog(window: MainWindow) -> None:
    """Check that the outcome dialog came up with a message, then close it."""

    def find_dialog() -> QDialog | None:
        dialog = window.findChild(QDialog, "outcomeDialog")
        return dialog if dialog is not None and dialog.isVisible() else None

    _wait_until(
        lambda: find_dialog() is not None,
        (window.model.game_over,),
        "the outcome dialog",
    )
    dialog = find_dialog()
    assert dialog is not None  # _wait_until returned, so the condition held
    message = dialog.findChild(QLabel, "outcomeMessage")
    if message is None or not message.text():
        raise SelfTestError("the outcome dialog shows no message")
    dialog.reject()
    status = window.findChild(QLabel, "statusLabel")
    if status is None or not status.text():
        raise SelfTestError("the status label is missing or empty")


def _save_screenshot(window: QWidget, path: Path) -> None:
    """Save what the screen shows of ``window`` (rendered by the widget itself when offscreen)."""
    window.repaint()
    QApplication.processEvents()
    screen = window.screen()
    if QGuiApplication.platformName() == "offscreen" or screen is None:
        pixmap = window.grab()
    else:
        pixmap = screen.grabWindow(window.winId())
    image = pixmap.toImage()
    if image.isNull() or image.width() < 100 or image.height() < 100:
        raise SelfTestError(f"the screenshot is empty ({image.width()} x {image.height()})")
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.convertToFormat(QImage.Format.Format_RGB32).save(str(path)):
        raise SelfTestError(f"cannot write the screenshot {path}")


def _write_report(
    window: MainWindow,
    folder: Path,
    moves: tuple[Move, ...],
    winner: Mark | None,
    duration: float,
) -> int:
    """Record the game in a records file, write the PDF report from it; return its size."""
    try:
        from ttt_qt.stats import HUMAN, GameRecord, RecordStore  # noqa: PLC0415
        from ttt_qt.stats.report import write_pdf  # noqa: PLC0415
    except ImportError as error:
        raise SelfTestError(f"the statistics cannot be loaded: {error}") from error
    model = window.model
    record = GameRecord(
        played_at=datetime.now().astimezone(),
        rules=model.board.rules,
        x_name=model.player_name("X"),
        x_player=HUMAN,
        o_name=model.player_name("O"),
        o_player=OPPONENT,
        moves=moves,
        winner=winner,
        duration_seconds=duration,
    )
    store = RecordStore(folder / "records.sqlite3")
    try:
        if not store.add(record):
            raise SelfTestError(f"the game could not be recorded: {store.take_notice()}")
        games = store.games()
    finally:
        store.close()
    if len(games) != 1 or games[0].moves != moves:
        raise SelfTestError(f"the records file gave back {games!r}")
    pdf = folder / "report.pdf"
    write_pdf(games, pdf)
    content = pdf.read_bytes()
    if not content.startswith(b"%PDF-") or len(content) < MIN_PDF_BYTES:
        raise SelfTestError(f"the PDF report is not a PDF file ({len(content)} bytes)")
    return len(content)
