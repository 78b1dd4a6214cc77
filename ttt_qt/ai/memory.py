"""What a player's searches remember from one move to the next: ``SearchMemory``.

Three things, all about one rule set at a time: the alpha-beta search's transposition table
(``search.tables``; about 40 MB when full), the positions ``perfect`` has solved with their best
moves, and the win/draw/loss prover of the rules it decides (``search.proof``; about 60 MB at
most). A player that searches owns one (it ``Remembers``); players handed the same one reuse
each other's work on purpose: ``PerfectStrategy(memory=...)`` (and ``ThreatStrategy``,
``AdaptiveStrategy``), or ``share_memory(create(name), memory)`` for a player from the registry;
``search`` and ``analyze`` take one too. The window shares one between the computer's moves
and the hints and evaluations of the position (``app.computer``). Nothing else is shared: a
new player, and ``search`` or ``analyze`` without a memory, start with empty tables.

It lives here, not in ``search/``, so that the window can make and pass one without importing
the search.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ttt_qt.engine import Board, Move, Rules

if TYPE_CHECKING:
    from .base import SearchResult
    from .search.proof import Prover
    from .search.tables import Entry

SOLVED_LIMIT = 20_000
"""Solved positions kept; one more forgets them all."""

Solved = tuple["SearchResult", list[Move]]
"""A solved position's search result and best moves."""


class SearchMemory:
    """The transposition table, solved positions and prover of the rules searched last.

    Asking about other rules forgets everything learned about the former ones. Thread-safe,
    for the window's thread and the computer's sharing one: the searches read and write the
    transposition table concurrently (one dict, whose every step is atomic in the interpreter),
    the solved positions and the prover are kept under a lock, and the prover serves one
    search at a time (``proving``).

    Attributes:
        proving: held by the search that uses the prover; ``search.proof`` does not wait for
            it (another search meanwhile does without the prover).
    """

    def __init__(self) -> None:
        """An empty memory."""
        self._lock = threading.Lock()
        self._rules: Rules | None = None
        self._transpositions: dict[int, Entry] = {}
        self._solved: dict[tuple[int, int], Solved] = {}
        self._prover: Prover | None = None
        self.proving = threading.Lock()

    def transpositions(self, rules: Rules) -> dict[int, Entry]:
        """The transposition table of ``rules`` (the search empties it when it is full)."""
        with self._lock:
            self._use(rules)
            return self._transpositions

    def solved(self, board: Board) -> Solved | None:
        """What a search without a depth cap found on ``board``, when it proved it."""
        with self._lock:
            self._use(board.rules)
            return self._solved.get((board.x_bits, board.o_bits))

    def keep_solved(self, board: Board, solved: Solved) -> None:
        """Remember ``solved`` for ``board`` (forgetting every other once ``SOLVED_LIMIT`` are)."""
        with self._lock:
            self._use(board.rules)
            if len(self._solved) >= SOLVED_LIMIT:
                self._solved.clear()
            self._solved[board.x_bits, board.o_bits] = solved

    def prover(self, rules: Rules) -> Prover | None:
        """The prover kept for ``rules``, or None (use it while holding ``proving``)."""
        with self._lock:
            self._use(rules)
            return self._prover

    def keep_prover(self, prover: Prover) -> None:
        """Keep ``prover`` (and its table) for the next searches of its rules."""
        with self._lock:
            self._use(prover.rules)
            self._prover = prover

    def _use(self, rules: Rules) -> None:
        """Forget what was learned about other rules than ``rules`` (the lock held)."""
        if rules != self._rules:
            self._rules = rules
            self._transpositions = {}
            self._solved = {}
            self._prover = None


@runtime_checkable
class Remembers(Protocol):
    """A player whose searches keep a ``SearchMemory`` (``perfect``, ``threats``, ``adaptive``).

    Attributes:
        memory: what its searches remember; set it to another player's to share theirs.
    """

    memory: SearchMemory


def share_memory(strategy: object, memory: SearchMemory) -> bool:
    """Let ``strategy`` search with ``memory`` from its next move; False if it keeps none."""
    if not isinstance(strategy, Remembers):
        return False
    strategy.memory = memory
    return True
