"""A guard against a reference-counting bug in some PySide6 releases (seen in 6.12.0).

There, ``SignalInstance.emit`` returns ``True`` without taking a reference to it. On Python
versions before 3.12, where ``True`` is an ordinary object, every ``emit`` from Python code
then removes one reference that was never added, and after some thousands of signals the
interpreter aborts with "Fatal Python error: bool_dealloc". ``install`` checks whether the
running PySide6 has the bug and, only then, wraps ``emit`` to put the missing reference back.
It changes nothing on a sound PySide6, nor on Python 3.12 and later.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance

_installed = False


class _Probe(QObject):
    """Emits one signal to see whether ``emit`` loses a reference to its result."""

    pinged = Signal()


def emit_loses_a_reference() -> bool:
    """True when ``SignalInstance.emit`` returns a bool without a reference of its own."""
    probe = _Probe()
    before = sys.getrefcount(True) + sys.getrefcount(False)
    for _ in range(4):
        probe.pinged.emit()
    after = sys.getrefcount(True) + sys.getrefcount(False)
    lost = before - after
    if lost > 0:
        _give_back(True, lost)  # undo the probe's own damage
    return lost > 0


def install() -> bool:
    """Wrap ``emit`` when the bug is present (once per process); return True if it was wrapped."""
    global _installed  # noqa: PLW0603  (one patch per process)
    if _installed or not emit_loses_a_reference():
        return _installed
    original = SignalInstance.emit

    def emit(self: SignalInstance, *args: Any) -> Any:
        result = original(self, *args)
        if result is True or result is False:
            _give_back(result, 1)
        return result

    emit.__doc__ = original.__doc__
    SignalInstance.emit = emit  # type: ignore[method-assign]
    _installed = True
    return True


def _give_back(value: bool, count: int) -> None:
    """Add ``count`` references to the bool singleton ``value``."""
    increment = ctypes.pythonapi.Py_IncRef
    increment.argtypes = [ctypes.py_object]
    increment.restype = None
    for _ in range(count):
        increment(value)
