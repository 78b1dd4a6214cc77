"""A window that plays games in a child process and reports on stdout (for the fault tests).

    python -m tests.reliability.window_child RECORDS SETTINGS GAMES
    python -m tests.reliability.window_child RECORDS SETTINGS forever

Builds the real ``MainWindow`` (offscreen) for two people over the records file RECORDS and the
settings file SETTINGS, and plays games that X wins through the model, as clicks would. After
each game it prints ``game <n> saving=<bool>`` (the record is committed by then: the window's
recorder writes it as the game ends). With a number it then prints one JSON line: the notices
the window showed and the run numbers of the games it lists. With ``forever`` it plays on until
it is killed.
"""

from __future__ import annotations

import itertools
import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from ttt_qt.app.settings.app_settings import AppSettings, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.stats import RecordStore

X_WINS = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def main(records: str, settings_file: str, games: str) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = SettingsStore(QSettings(settings_file, QSettings.Format.IniFormat))
    settings.save(AppSettings(mode=Mode.HUMAN_VS_HUMAN).normalized())
    window = MainWindow(settings, RecordStore(records))
    notices: list[str] = []
    window.recorder.notice_ready.connect(notices.append)
    window.show()
    QCoreApplication.processEvents()  # the start-up notice comes from the event loop
    count = itertools.count(1) if games == "forever" else range(1, int(games) + 1)
    for number in count:
        window.model.new_game()
        for move in X_WINS:
            window.model.play(move)
        QCoreApplication.processEvents()
        print(f"game {number} saving={window.recorder.store.is_saving}", flush=True)
    boxes = [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]
    report = {
        "notices": notices,
        "boxes": boxes,
        "games": [game.id for game in window.recorder.store.games()],
    }
    print(json.dumps(report), flush=True)
    window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
