"""One window per person, in-process: the lock one window holds, and the requests a later start
leaves for it (the two real starts are in tests/reliability/test_single_instance.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile
from pytestqt.qtbot import QtBot

from ttt_qt.app.window.single_instance import (
    LOCK_NAME,
    REQUESTS,
    RequestWatcher,
    WindowLock,
    hand_over,
)

WAIT_MS = 60_000


def test_the_lock_is_held_by_one_window_at_a_time(tmp_path: Path) -> None:
    first = WindowLock(tmp_path)
    assert first.acquired
    assert not QLockFile(str(tmp_path / LOCK_NAME)).tryLock(0)
    first.release()
    second = WindowLock(tmp_path)
    assert second.acquired
    second.release()


def test_a_folder_where_no_lock_can_be_made_lets_the_window_open(
    qtbot: QtBot, tmp_path: Path
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("where the settings folder should be", encoding="utf-8")
    lock = WindowLock(blocker / "ttt_qt")
    assert lock.acquired
    lock.release()
    watcher = RequestWatcher(blocker / "ttt_qt")  # watches nothing, and does not fail
    assert not hand_over(blocker / "ttt_qt", None)
    del watcher


def test_a_request_reaches_the_watching_window(qtbot: QtBot, tmp_path: Path) -> None:
    hand_over(tmp_path, None)  # left before the window watched: taken all the same
    watcher = RequestWatcher(tmp_path)
    with qtbot.waitSignal(watcher.requested, timeout=WAIT_MS) as shown:
        pass
    assert shown.args == [""]
    game = tmp_path / "game.ttt"
    with qtbot.waitSignal(watcher.requested, timeout=WAIT_MS) as opened:
        assert hand_over(tmp_path, str(game))
    assert opened.args == [str(game.resolve())]
    assert list((tmp_path / REQUESTS).iterdir()) == []
