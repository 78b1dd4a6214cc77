"""An outside engine as a computer player: the ai ``Strategy`` protocol over ``EngineClient``.

``EngineStrategy.choose(board, limit)`` asks the engine for its move. A board has no order of
moves, so the player keeps the game as the engine knows it and finds the order of the board's
stones from it: the longest run of known moves the board still holds, then the other stones,
X and O in turn. The client then sends only what changed (``TURN``, ``TAKEBACK``, or the whole
board). A new board size or rule starts a new engine process; a failed engine is started again
on the next move, after the error has reached the caller.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ttt_qt.ai import Limit
from ttt_qt.engine import Board, Mark, Move

from .client import EngineClient
from .errors import EngineBoardRefused, EngineCancelled, EngineError
from .values import About, EndsOnExit, LogEntry, TimeControl

PROBE_SIZES = (15, 20)
"""The boards an engine is started on to read its name: 15 x 15, else Gomocup's 20 x 20."""


def probe(program: str | Path | Sequence[str]) -> About:
    """Start ``program``, read what it says of itself (``ABOUT``), and end it.

    Raises:
        EngineError: it cannot be started, refuses both boards, or fails before answering.
    """
    for size in PROBE_SIZES[:-1]:
        try:
            with EngineClient(program, size) as client:
                return client.about
        except EngineBoardRefused:
            continue
    with EngineClient(program, PROBE_SIZES[-1]) as client:
        return client.about


def game_order(board: Board, known: Sequence[Move]) -> list[Move]:
    """The stones of ``board`` as a game in order: the longest run of ``known`` it holds first.

    The other stones follow, X and O in turn, each side's in row-major order.
    """
    prefix = 0
    while prefix < len(known) and board.mark_at(known[prefix]) == _mark_of(prefix):
        prefix += 1
    while True:
        order = _interleave(board, list(known[:prefix]))
        if order is not None:
            return order
        prefix -= 1


def _mark_of(index: int) -> Mark:
    return "X" if index % 2 == 0 else "O"


def _interleave(board: Board, start: list[Move]) -> list[Move] | None:
    taken = set(start)
    rest: dict[Mark, list[Move]] = {"X": [], "O": []}
    for row in range(board.rules.size):
        for col in range(board.rules.size):
            mark = board.mark_at((row, col))
            if mark is not None and (row, col) not in taken:
                rest[mark].append((row, col))
    order = start
    while rest["X"] or rest["O"]:
        side = rest[_mark_of(len(order))]
        if not side:
            return None
        order.append(side.pop(0))
    return order


class EngineStrategy(EndsOnExit):
    """An outside Gomocup engine as one more computer player.

    Attributes:
        name: the player's name (the engine's ``ABOUT`` name in lower case, when given).
        program: the engine's program (a path, or a program and its arguments).
        time_control: the engine's clock; a ``Limit`` with ``time`` sets its time a move.
        rule: the gomoku rule sent as ``INFO rule``; a change starts the engine again at the
            next move.
    """

    def __init__(
        self,
        program: str | Path | Sequence[str],
        *,
        name: str | None = None,
        time_control: TimeControl | None = None,
        rule: str = "freestyle",
        on_log: Callable[[LogEntry], None] | None = None,
    ) -> None:
        """A player for ``program``; the engine starts at the first move."""
        self.program = program
        first = program if isinstance(program, str | Path) else program[0]
        self.name = name or Path(first).name.lower()
        self.time_control = time_control or TimeControl()
        self.rule = rule
        self._on_log = on_log
        self._client: EngineClient | None = None

    @property
    def client(self) -> EngineClient | None:
        """The running engine (None before the first move and after a failure)."""
        return self._client

    def choose(self, board: Board, limit: Limit | None = None) -> Move:
        """The engine's move on ``board`` within ``limit`` (its ``time`` and ``cancel``).

        Once ``limit``'s cancel flag is set, returns at once a legal move of its own (the
        free cell nearest the centre): the engine's answer is collected before its next move.

        Raises:
            EngineError: the engine crashed, hung, printed garbage or played a taken cell.
        """
        seconds = None if limit is None else limit.time
        cancel = None if limit is None else limit.cancel
        client = self._client_for(board.rules.size, seconds)
        try:
            return client.play(game_order(board, client.moves), cancel)
        except EngineCancelled:
            return _fallback(board)
        except EngineError:
            self._client = None
            raise

    def open(self, size: int) -> EngineClient:
        """Start the engine for a ``size`` board now, rather than at the first move.

        Raises:
            EngineError: it cannot be started, or fails before answering.
        """
        return self._client_for(size, None)

    def _client_for(self, size: int, seconds: float | None) -> EngineClient:
        client = self._client
        if client is not None and (
            client.size != size or client.rule != self.rule or not client.running
        ):
            client.close()
            client = self._client = None
        if client is None:
            control = self.time_control
            if seconds is not None:
                control = TimeControl(seconds, control.match, control.grace)
            client = self._client = EngineClient(
                self.program, size, rule=self.rule, time_control=control, on_log=self._on_log
            )
        elif seconds is not None:
            client.set_turn_time(seconds)
        return client

    def stop(self) -> None:
        """Interrupt the engine's move under way (from any thread)."""
        if self._client is not None:
            self._client.stop()

    def close(self) -> None:
        """End the engine's process (the next move starts a new one)."""
        client, self._client = self._client, None
        if client is not None:
            client.close()


def _fallback(board: Board) -> Move:
    centre = (board.rules.size - 1) / 2
    moves = board.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return min(moves, key=lambda move: (abs(move[0] - centre) + abs(move[1] - centre), move))
