"""What can go wrong with an outside engine: one exception type each, with one sentence to show.

Every exception is an ``EngineError``; its message is a sentence a window can show as it is
("The engine Rapfi stopped answering: it took longer than 1.2 s."). Whatever happened, the
client has already stopped the engine's process when one of these reaches the caller (except
``EngineCancelled``, after which the engine may go on).
"""

from __future__ import annotations


class EngineError(Exception):
    """An outside engine could not give what was asked of it."""


class EngineStartError(EngineError):
    """The engine's program could not be started, or refused the board (``ERROR`` to START)."""


class EngineBoardRefused(EngineStartError):
    """The engine answered ``START`` with ``ERROR``: it does not play on that board."""


class EngineCrashed(EngineError):
    """The engine's process ended when an answer was expected."""


class EngineTimeout(EngineError):
    """The engine did not answer within its time and the grace after it."""


class EngineProtocolError(EngineError):
    """The engine printed a line the protocol has no place for (garbage), or refused a command."""


class EngineIllegalMove(EngineError):
    """The engine played a cell that is taken or off the board."""


class EngineCancelled(EngineError):
    """A stop was requested while the engine was thinking (the caller's, not the engine's)."""
