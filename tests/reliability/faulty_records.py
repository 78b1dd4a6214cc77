"""What the records-file fault tests share: ``ttt-console stats`` run in this process, a window
for two people over a records file with its notices, and earlier games put in a file."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.stats.factories import record
from ttt_qt.app.settings.app_settings import AppSettings, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.console.main import main
from ttt_qt.stats import RecordStore

from .window_child import X_WINS

# --- the console ------------------------------------------------------------------------------


def stats(*argv: str) -> tuple[int, str, str]:
    """``ttt-console stats ARGV`` in this process: its exit code, standard output and error."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["stats", *argv])
    return code, out.getvalue(), err.getvalue()


def keep_games(path: Path, count: int) -> None:
    """Put games 1 to ``count`` in the records file at ``path``, in one write."""
    with RecordStore(path) as store:
        assert store.add_many([record(number) for number in range(1, count + 1)])


# --- the window -------------------------------------------------------------------------------


class Session:
    """A window for two people over the default (or a given) records file, and its notices."""

    def __init__(self, qtbot: QtBot, records: RecordStore | None = None) -> None:
        SettingsStore().save(AppSettings(mode=Mode.HUMAN_VS_HUMAN).normalized())
        self.window = MainWindow(record_store=records)
        qtbot.addWidget(self.window)
        self.notices: list[str] = []
        self.window.recorder.notice_ready.connect(self.notices.append)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.qtbot = qtbot

    def wait_for_notice(self) -> str:
        self.qtbot.waitUntil(lambda: len(self.notices) == 1)
        box = self.window.findChild(QMessageBox, "messageBox")
        assert box is not None and box.windowTitle() == "Statistics"
        assert box.text() == self.notices[0]
        box.close()
        return self.notices[0]

    def play_a_game(self) -> None:
        self.window.model.new_game()
        for move in X_WINS:
            assert self.window.model.play(move)
        assert self.window.model.board.winner == "X"

    def run_numbers(self) -> list[int]:
        return [game.id for game in self.window.recorder.store.games()]

    def close(self) -> None:
        self.window.close()


def recorded(path: Path) -> list[int]:
    """The run numbers of the games in the records file at ``path``."""
    with RecordStore(path) as store:
        return [game.id for game in store.games()]


def earlier_games(path: Path, count: int) -> None:
    """Put games 1 to ``count`` in the records file at ``path`` (its folder made), one by one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with RecordStore(path) as store:
        for number in range(1, count + 1):
            assert store.add(record(number))
