"""Reading an engine's name (``ABOUT``) off the window's thread, so that adding one never freezes.

``EngineProbe.start(path)`` checks the file, then runs ``ttt_qt.gomocup.probe`` in a thread of
its own (an engine may take seconds to start, and one that hangs is given up after the
client's start timeout); ``finished`` brings the ``About`` or one sentence saying why the
file is not an engine that works.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ttt_qt.gomocup import About, EngineError, probe

translate = QCoreApplication.translate
"""Qt's translation lookup; Qt's tools find the texts by the name ``translate``."""


def file_problem(path: str) -> str:
    """Why the file at ``path`` cannot be an engine's program, or "" when it may be one."""
    file = Path(path)
    if not file.exists():
        return translate("EnginesDialog", "There is no file at {path}.").format(path=path)
    if not file.is_file() or not os.access(file, os.X_OK):
        return translate(
            "EnginesDialog", "{name} is not a program that can be run (it is not executable)."
        ).format(name=file.name)
    return ""


class EngineProbe(QObject):
    """Reads what engines say of themselves, each in a thread of its own.

    Signals:
        finished(str, object): the path, and the engine's ``About`` or a sentence (str)
            saying why it could not be read.
    """

    finished = Signal(str, object)

    def start(self, path: str) -> None:
        """Start reading the engine at ``path``; ``finished`` brings the answer."""
        problem = file_problem(path)
        if problem:
            self.finished.emit(path, problem)
            return
        threading.Thread(target=self._run, args=(path,), daemon=True).start()

    def _run(self, path: str) -> None:
        """In the probe's thread: start the engine, read its name, end it."""
        result: About | str
        try:
            result = probe(path)
        except EngineError as error:
            result = str(error)
        except OSError as error:
            result = f"{Path(path).name}: {error.strerror or error}."
        try:
            self.finished.emit(path, result)  # queued to the window's thread
        except RuntimeError:  # the dialog went away meanwhile: nobody waits for the answer
            return
