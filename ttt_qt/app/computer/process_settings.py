"""The process-wide settings that keep the window responsive while the computer thinks.

The window's thread and the computer's thread share one interpreter. Two of its settings decide
how long the window may wait for it during a search, and they are process-wide, so the app sets
them once, at start-up, before the window is made (``main.run_app`` calls
``apply_process_settings``); the computer and its worker never change them. Tests that make a
window or a ``Computer`` without ``run_app`` apply them through a fixture.

- The switch interval (``SWITCH_INTERVAL_S``): how soon a thread that holds the interpreter
  hands it to one that asks.
- The garbage collector: automatic collections are off. A long search keeps a tree of millions
  of objects for the next move, and a full collection over it holds the interpreter, and so
  the window, for 100-200 ms. The app collects at moments it chooses instead: in the window's
  thread before each of the computer's jobs (``collect_then_freeze``, called by ``Computer``),
  and at start-up once the window is up; and what a job leaves alive is frozen after it
  (moved out of every later collection) without being scanned (``worker.ComputerWorker``).
  That is safe because the searches make no reference cycles (a test runs every player and
  ``analyze`` with the collector off and finds no cyclic garbage).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable

SWITCH_INTERVAL_S = 0.0005
"""How soon the computer's thread hands the interpreter to the window when it asks (Python's
default is 5 ms). The window runs Python for every cell it paints; on 15 x 15 a full repaint
during a search asks for the interpreter 225 times, and at 5 ms a time the window stood still
for up to a second (``benchmarks/bench_responsiveness.py``: worst gap 315-934 ms in the first
search after the window appeared; 11-14 ms at 0.5 ms). A thread that nobody waits for is never
interrupted, so searches lose nothing while the window is idle."""


def apply_process_settings() -> Callable[[], None]:
    """Set the switch interval and turn automatic collection off; return a function that undoes it.

    ``ttt-qt`` calls it once, as it starts (see the module docstring).
    """
    interval = sys.getswitchinterval()
    collecting = gc.isenabled()
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    gc.disable()

    def restore() -> None:
        sys.setswitchinterval(interval)
        if collecting:
            gc.enable()

    return restore


def collect_then_freeze() -> None:
    """Collect what became garbage since the last collection, then freeze what is still alive.

    Before each job, this collection frees the cycles the window made since the last one (it
    scans only what was made since then: a few milliseconds), so none of them is ever frozen
    with the job's objects. At start-up it keeps the modules, classes and widgets, which live
    as long as the app, out of every later collection.

    It must run in the window's thread (``computer.Computer`` calls it as it submits a job):
    the cycles it frees may hold Qt widgets, and a widget destroyed in the computer's thread
    crashed the process (a segmentation fault inside this collection, once in a few runs of
    the window's tests).
    """
    gc.collect()
    gc.freeze()
