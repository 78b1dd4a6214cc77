"""One window per person: a second start hands its game file to the window already open.

Two windows on the same settings would each keep their own unfinished game, and the last
one closed would overwrite the other's. So the first window holds a lock file in the folder
of the settings file (``WindowLock``); a later start that finds it held leaves a request
there (``hand_over``: the game file to open, or nothing) and ends. The window watches that
folder and takes each request: it comes to the front and opens the file, asking first when
a game is in progress. Qt's core module does all of it (QtNetwork's local sockets are left
out of the double-click app).
"""

from __future__ import annotations

import contextlib
import uuid
from pathlib import Path

from PySide6.QtCore import (
    QFileSystemWatcher,
    QLockFile,
    QObject,
    QSaveFile,
    QTimer,
    Signal,
    Slot,
)

LOCK_NAME = "window.lock"
REQUESTS = "requests"
REQUEST_SUFFIX = ".request"


class WindowLock:
    """The lock a window holds while it is open; ``acquired`` is False when another has it."""

    def __init__(self, folder: Path) -> None:
        """Try to take the lock in ``folder`` (a lock left by a crash is taken over).

        A folder where no lock can be made (read-only, full) counts as taken by this window:
        it opens, as it would have without the lock.
        """
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            self.acquired = True
            self._held = False
            return
        self.acquired = self._held = self._lock.tryLock(0)
        if not self.acquired and self._lock.error() != QLockFile.LockError.LockFailedError:
            self.acquired = True  # no lock file could be written: nobody else holds it

    def release(self) -> None:
        """Let the next start open a window."""
        if self._held:
            self._lock.unlock()
            self._held = False
        self.acquired = False


def hand_over(folder: Path, file: str | None) -> bool:
    """Leave the window open on ``folder`` a request to show itself and open ``file``.

    False when the request could not be written (then this start opens its own window).
    """
    requests = folder / REQUESTS
    try:
        requests.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    request = QSaveFile(str(requests / f"{uuid.uuid4().hex}{REQUEST_SUFFIX}"))
    text = (str(Path(file).resolve()) if file else "").encode("utf-8")
    if not request.open(QSaveFile.OpenModeFlag.WriteOnly) or request.write(text) != len(text):
        request.cancelWriting()
        return False
    return request.commit()


class RequestWatcher(QObject):
    """Takes the requests later starts leave for this window.

    Signals:
        requested(str): a later start asked to be shown; its game file, or "" for none.
    """

    requested = Signal(str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        """Watch ``folder``'s requests; those already there are taken once the loop runs.

        A start that found the lock held while this window was still opening has left its
        request before the watching began.
        """
        super().__init__(parent)
        self._requests = folder / REQUESTS
        # Without the folder nothing can be asked of this window; it works all the same.
        with contextlib.suppress(OSError):
            self._requests.mkdir(parents=True, exist_ok=True)
        self._watcher = QFileSystemWatcher(self)
        if self._requests.is_dir():
            self._watcher.addPath(str(self._requests))
        self._watcher.directoryChanged.connect(self._on_directory_changed)
        QTimer.singleShot(0, self, lambda: self._on_directory_changed(str(self._requests)))

    @Slot(str)
    def _on_directory_changed(self, _folder: str) -> None:
        for request in sorted(self._requests.glob(f"*{REQUEST_SUFFIX}")):
            try:
                text = request.read_text(encoding="utf-8", errors="replace").strip()
                request.unlink()
            except OSError:
                continue  # taken by another watcher, or not readable: nothing to do
            self.requested.emit(text)
