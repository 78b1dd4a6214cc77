"""The Gomocup (Piskvork) protocol: outside engines as players, and ``ttt-pbrain`` serving ours.

- ``protocol``: the wire format (cells ``x,y`` with the column first, commands, ``BOARD``
  lines, ``ABOUT``), no input or output.
- ``process``: an engine's process, in its own process group, always ended.
- ``values``: ``TimeControl`` (an engine's clock), ``About``, ``LogEntry``.
- ``client``: ``EngineClient``, one outside engine playing a game (``TURN``, ``TAKEBACK``,
  ``BOARD``, the clock, the engine's messages), every failure one ``EngineError``.
- ``player``: ``EngineStrategy``, such an engine as an ai ``Strategy``; ``probe`` reads its name.
- ``brain`` and ``pbrain``: ``ttt-pbrain``, this app's player answering a manager.

Pure Python; nothing here imports Qt.
"""

from .client import EngineClient
from .errors import (
    EngineBoardRefused,
    EngineCancelled,
    EngineCrashed,
    EngineError,
    EngineIllegalMove,
    EngineProtocolError,
    EngineStartError,
    EngineTimeout,
)
from .player import EngineStrategy, probe
from .values import About, LogEntry, TimeControl

__all__ = [
    "About",
    "EngineBoardRefused",
    "EngineCancelled",
    "EngineClient",
    "EngineCrashed",
    "EngineError",
    "EngineIllegalMove",
    "EngineProtocolError",
    "EngineStartError",
    "EngineStrategy",
    "EngineTimeout",
    "LogEntry",
    "TimeControl",
    "probe",
]
