"""Take the README's screenshots of the window, offscreen, from scripted positions.

    python docs/screenshots/take_app_screenshots.py [--all FOLDER]

Writes ``app-7x7-evaluation.png``, ``app-3x3-outcome.png``, ``thinking-minimax.png`` (the
"show thinking" panel) and the board themes (each theme
on 3 x 3 and 15 x 15, in a light and a dark palette: ``themes/*.png`` and the sheet of all of
them, ``themes.png``) next to this script; with ``--all FOLDER`` also a 3 x 3 game in progress
against ``perfect`` and the settings dialog, into FOLDER. Settings and records go to a
temporary folder, never the person's own.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from ttt_qt.app import MainWindow
from ttt_qt.app.settings.app_settings import THEMES, AppSettings, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.thinking.panel import open_panel
from ttt_qt.coach.thinking import MinimaxTree
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
    """A window with ``settings``, its settings and records kept in ``folder``.

    Animations are off: a still picture shows every mark and line whole.
    """
    store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    store.save(replace(settings, animations=False).normalized())
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
    window.model.computer_turn.request_hint()
    wait_until(
        lambda: (
            window.model.computer_turn.hint is not None
            and window.model.computer_turn.analysis is not None
        )
    )
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
    window.model.computer_turn.request_hint()
    wait_until(lambda: window.model.computer_turn.hint is not None)
    settle()
    save(window, None, path)
    window.close()


def thinking_3x3(folder: Path, path: Path) -> None:
    """Show thinking on 3 x 3: seed 003's minimax tree with alpha-beta, a pruned move in view."""
    window = open_window(folder, replace(AppSettings(), mode=Mode.HUMAN_VS_HUMAN), (820, 560))
    play(window, [(0, 0), (1, 1), (2, 2)])
    panel = open_panel(window.model, window)
    wait_until(lambda: panel.record is not None)
    panel.pruning_check.setChecked(True)
    wait_until(lambda: isinstance(panel.record, MinimaxTree) and panel.record.pruning)
    tree = panel.record
    assert isinstance(tree, MinimaxTree)
    cut = next(node for node in tree.nodes if any(child.pruned for child in node.children))
    index = panel.tree_model.index_of(cut)
    panel.tree_view.setCurrentIndex(index)
    panel.tree_view.expand(index)
    panel.tree_view.scrollTo(index)
    settle()
    save(panel, None, path)
    window.close()


def settings_dialog(folder: Path, path: Path) -> None:
    """The settings dialog."""
    window = open_window(folder, AppSettings(), (820, 560))
    dialog = window.open_settings()
    settle()
    save(dialog, None, path)
    dialog.reject()
    window.close()


THEME_GAMES: dict[int, list[Move]] = {
    3: [(1, 1), (0, 1), (0, 0), (2, 2), (2, 0), (1, 0), (0, 2)],
    15: [
        (7, 7),
        (7, 8),
        (6, 6),
        (8, 8),
        (5, 5),
        (4, 4),
        (6, 8),
        (5, 8),
        (8, 6),
        (9, 5),
        (6, 7),
        (6, 5),
        (7, 6),
        (5, 6),
        (8, 7),
        (9, 8),
        (4, 7),
        (3, 7),
        (5, 7),
    ],
}
"""A game won by X per board size, drawn by every theme."""


def dark_palette() -> QPalette:
    """A dark palette like the desktops' dark styles, for the dark screenshots."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, color in (
        (roles.Window, "#2b2d30"),
        (roles.WindowText, "#e6e6e6"),
        (roles.Base, "#1f2023"),
        (roles.AlternateBase, "#2b2d30"),
        (roles.Text, "#e6e6e6"),
        (roles.Button, "#35373b"),
        (roles.ButtonText, "#e6e6e6"),
        (roles.Highlight, "#3d8ee0"),
        (roles.HighlightedText, "#ffffff"),
        (roles.ToolTipBase, "#35373b"),
        (roles.ToolTipText, "#e6e6e6"),
        (roles.PlaceholderText, "#9a9a9a"),
    ):
        palette.setColor(role, QColor(color))
    return palette


def theme_shot(folder: Path, theme: str, size: int, path: Path) -> None:
    """A finished game on ``size`` x ``size`` in ``theme``."""
    settings = replace(
        AppSettings(), mode=Mode.HUMAN_VS_HUMAN, size=size, win_length=3 if size == 3 else 5
    )
    window = open_window(folder, replace(settings, theme=theme), (1000, 760))
    play(window, THEME_GAMES[size])
    wait_until(lambda: window.model.board.is_over)
    if window.outcome_dialog is not None:
        window.outcome_dialog.hide()
    settle()
    save(window, None, path)
    window.close()


def themes(folder: Path, out: Path, app: QApplication) -> None:
    """Every theme on 3 x 3 and 15 x 15, light and dark; then one sheet of them all."""
    out.mkdir(parents=True, exist_ok=True)
    light = app.palette()
    shots: list[Path] = []
    for shade, palette in (("light", light), ("dark", dark_palette())):
        app.setPalette(palette)
        for theme in THEMES:
            for size in THEME_GAMES:
                shots.append(out / f"{theme}-{size}x{size}-{shade}.png")
                theme_shot(folder, theme, size, shots[-1])
    app.setPalette(light)
    contact_sheet(shots, out.parent / "themes.png", columns=len(THEME_GAMES) * 2)


def contact_sheet(shots: list[Path], path: Path, columns: int, width: int = 480) -> None:
    """The ``shots`` scaled to ``width`` pixels, in rows of ``columns``, as one picture."""
    images = [
        QImage(str(shot)).scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        for shot in shots
    ]
    height = max(image.height() for image in images)
    rows = -(-len(images) // columns)
    sheet = QImage(columns * width, rows * height, QImage.Format.Format_RGB32)
    sheet.fill(QColor("white"))
    painter = QPainter(sheet)
    for index, image in enumerate(images):
        row, column = divmod(index, columns)
        painter.drawImage(column * width, row * height, image)
    painter.end()
    sheet.save(str(path))
    print(f"wrote {path}")


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
        thinking_3x3(folder, HERE / "thinking-minimax.png")
        themes(folder, HERE / "themes", app)
        if args.all:
            args.all.mkdir(parents=True, exist_ok=True)
            against_perfect(folder, args.all / "app-3x3-perfect.png")
            settings_dialog(folder, args.all / "app-settings.png")
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
