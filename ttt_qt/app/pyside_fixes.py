"""A guard against reference-counting bugs of some PySide6 releases on Python 3.11 (seen in 6.12.0).

In PySide6 6.12.0, every Qt method that returns nothing (``setText``, ``update``,
``processEvents``, ...) hands back ``None`` without the reference it owes, and
``SignalInstance.emit`` does the same with ``True``. On Python 3.12 and later these objects are
immortal and nothing happens; on Python 3.11 each call removes one reference that was never
added, and after some thousands of calls the interpreter aborts with "Fatal Python error:
none_dealloc" (or bool_dealloc). The cure is a PySide6 without the bug; until then ``install``
checks whether the running PySide6 has it and, only then, gives ``None``, ``True`` and
``False`` so many references that they can never run out, which is what Python 3.12 does for
them by design. Nothing changes on a sound PySide6 or on Python 3.12 and later.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

SPARE_REFERENCES = 1 << 40
"""References added to each singleton: more calls than any session can make."""

_PROBE_CALLS = 8
_installed = False


class _Probe(QObject):
    """Makes a few calls that return ``None`` and ``True`` to see whether references go missing."""

    pinged = Signal()


def references_go_missing() -> bool:
    """True when PySide6 calls drop references to ``None`` or ``True`` that they never took."""
    if sys.version_info >= (3, 12):
        return False  # None, True and False are immortal
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(_PROBE_CALLS):
        probe.setObjectName("probe")
        probe.pinged.emit()
    lost_none = none_before - sys.getrefcount(None)
    lost_true = true_before - sys.getrefcount(True)
    return lost_none >= _PROBE_CALLS or lost_true >= _PROBE_CALLS


def install() -> bool:
    """Make ``None``, ``True`` and ``False`` unkillable if PySide6 needs it; True if it did."""
    global _installed  # noqa: PLW0603  (once per process)
    if not _installed and references_go_missing():
        for singleton in (None, True, False):
            # ob_refcnt is the first field of every object in CPython's release builds.
            count = ctypes.c_ssize_t.from_address(id(singleton))
            count.value += SPARE_REFERENCES
        _installed = True
    return _installed
