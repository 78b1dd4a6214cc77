"""Transposition tables shared by every search on the same rules, with a bounded size.

One table for the rule set in use, so that a hint, the computer's move and the next move all
reuse one another's work; switching to other rules starts a new table. An entry costs about
200 bytes (measured: the key, a 4-tuple of ints and the dict slot), so a full table of
``MAX_ENTRIES`` takes about 40 MB; a table that reaches its cap is emptied and fills again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from ttt_qt.engine import Rules

MAX_ENTRIES = 200_000
"""Entries per table before it is emptied."""

MAX_TABLES = 1
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
