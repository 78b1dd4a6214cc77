"""An added engine as the window's player: ``EngineStrategy`` with a log a person can read.

The engine's process starts at its first move (in the computer's thread) and lives as long
as the player: the model closes it when the players change, and when the window closes. The
lines the engine prints besides its moves (``MESSAGE``, ``ERROR``, ``DEBUG``…) are kept here
across restarts of the engine after a failure, for the window's engine log.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable

from ttt_qt.ai import Strategy
from ttt_qt.gomocup import EngineStrategy, LogEntry, TimeControl

ENGINE_TURN_SECONDS = 1.0
"""An engine's time a move in the window (``INFO timeout_turn``)."""
ENGINE_GRACE_SECONDS = 3.0
"""Seconds past its time before an engine that gives no move counts as hung."""
LOG_LINES = 500
"""Lines of an engine's messages kept for the log."""


class WindowEngine(EngineStrategy):
    """An added engine playing in the window (or giving hints), with its messages kept.

    Attributes:
        title: the engine's name as people see it (``Rapfi``).
        path: the path of its program.
    """

    def __init__(self, path: str, title: str, rule: str) -> None:
        """The engine at ``path``, named ``title``, told ``rule``; it starts at its first move."""
        self._lines: deque[LogEntry] = deque(maxlen=LOG_LINES)
        self._lock = threading.Lock()
        super().__init__(
            path,
            name=title.lower(),
            time_control=TimeControl(ENGINE_TURN_SECONDS, None, ENGINE_GRACE_SECONDS),
            rule=rule,
            on_log=self._keep,
        )
        self.title = title
        self.path = path

    def _keep(self, entry: LogEntry) -> None:
        """Called in the computer's thread for each message the engine prints."""
        with self._lock:
            self._lines.append(entry)

    @property
    def messages(self) -> list[LogEntry]:
        """The engine's messages so far, oldest first (from any thread)."""
        with self._lock:
            return list(self._lines)

    @property
    def pid(self) -> int | None:
        """The process id of the running engine, or None when none runs."""
        client = self.client
        return client.pid if client is not None and client.running else None


def engines_among(strategies: Iterable[Strategy | None]) -> list[WindowEngine]:
    """The engines among ``strategies``, each once."""
    found: list[WindowEngine] = []
    for strategy in strategies:
        if isinstance(strategy, WindowEngine) and strategy not in found:
            found.append(strategy)
    return found
