"""Transposition tables shared by every search on the same rules, with a bounded size.

One table per rule set, kept for the few rule sets used most recently, so that a hint, the
computer's move and the next move all reuse one another's work. Each entry costs about
150 bytes (key, a 4-tuple and the dict slot), so the cap keeps every table together well
under 50 MB; a table that reaches its cap is emptied and fills again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from ttt_qt.engine import Rules

MAX_ENTRIES = 200_000
"""Entries per table before it is emptied."""

MAX_TABLES = 2
"""Rule sets whose tables are kept at once."""

Entry = tuple[int, int, int, int]
"""(depth searched, bound flag, score, best cell in the key's frame or -1)."""

_tables: OrderedDict[Rules, dict[int, Entry]] = OrderedDict()
_lock = threading.Lock()


def table_for(rules: Rules) -> dict[int, Entry]:
    """The transposition table of ``rules``, dropping the least recently used others."""
    with _lock:
        table = _tables.get(rules)
        if table is None:
            table = {}
            _tables[rules] = table
        _tables.move_to_end(rules)
        while len(_tables) > MAX_TABLES:
            _tables.popitem(last=False)
        return table


def clear_tables() -> None:
    """Forget every table (benchmarks use it to measure cold searches)."""
    with _lock:
        _tables.clear()
