"""An outside engine as a computer player: the ai ``Strategy`` protocol over ``EngineClient``.

``EngineStrategy.choose(board, limit)`` asks the engine for its move. A board has no order of
moves, so the player keeps the game as the engine knows it and finds the order of the board's
stones from it: the longest run of known moves the board still holds, then the other stones,
X and O in turn. The client then sends only what changed (``TURN``, ``TAKEBACK``, or the whole
board). A new board size or rule starts a new engine process; a failed engine is started again
on the next move, after the error has reached the caller.

In a fair opening (swap, swap2) the engine is asked with ``SWAP2BOARD`` (``swap2.py``), so
it is an ``ai.OpeningChooser``; an engine that does not play it (``UNKNOWN`` or ``ERROR``), or
answers what the opening does not allow there, leaves the decision to the built-in
``ai.BalancedOpening``, and the log says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ttt_qt.ai import BalancedOpening, Limit
from ttt_qt.engine import Board, Mark, Move, OpeningChoice, format_moves

from .client import EngineClient
from .errors import EngineBoardRefused, EngineCancelled, EngineError
from .swap2 import Swap2Answer
from .values import About, EndsOnExit, LogEntry, TimeControl
from .view import EngineView, read_view

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
        opening_log: what happened in its openings, in sentences (also sent to ``on_log``):
            each decision it made, or why the built-in opening player made it instead.
        last_view: its last move chosen by thinking, with the evaluation, depth and line it
            printed (``view.read_view``); None before one, and after a move it did not
            think of (a cancelled one, or a stone of its swap2 answer).
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
        self._built_in = BalancedOpening()
        self._stones_given: list[Move] = []  # the stones of its last swap2 answer, to play
        self.opening_log: list[str] = []  # sentences, also sent to on_log
        self.last_view: EngineView | None = None

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
        self.last_view = None
        given = self._given(board, 1)
        if given:
            return given[0]  # the fourth or sixth stone of its swap2 answer: it took white
        seconds = None if limit is None else limit.time
        cancel = None if limit is None else limit.cancel
        client = self._client_for(board.rules.size, seconds)
        try:
            move = client.play(game_order(board, client.moves), cancel)
            self.last_view = read_view(move, client.said, board.rules.size)
            return move
        except EngineCancelled:
            return _fallback(board)
        except EngineError:
            self._client = None
            raise

    def propose_stones(self, board: Board, count: int, limit: Limit | None = None) -> list[Move]:
        """The engine's opening stones: three on an empty board, or the two it gave.

        Raises:
            EngineError: the engine crashed, hung or printed garbage.
        """
        given = self._given(board, count)
        if given:
            return given
        if board.move_count == 0 and count == 3:
            answer = self._swap2(board, limit)
            if answer is not None and len(answer.stones) == 3 and _fit(board, answer.stones):
                return list(answer.stones)
            self._note(answer, "three stones")
        return self._built_in.propose_stones(board, count, limit)

    def choose_side(
        self, board: Board, choices: tuple[OpeningChoice, ...], limit: Limit | None = None
    ) -> OpeningChoice:
        """The engine's choice: ``SWAP`` takes black, one stone white, two stones ``two``.

        Raises:
            EngineError: the engine crashed, hung or printed garbage.
        """
        answer = self._swap2(board, limit)
        if answer is not None and _fit(board, answer.stones):
            chosen: dict[int, OpeningChoice] = {0: "black", 1: "white", 2: "two"}
            choice = chosen.get(len(answer.stones))
            if choice in choices:
                self._stones_given = list(answer.stones)
                self._say(f"The engine {self.name} {_chose_words(answer)}.")
                return choice
        self._note(answer, "one of " + ", ".join(choices))
        return self._built_in.choose_side(board, choices, limit)

    def _swap2(self, board: Board, limit: Limit | None) -> Swap2Answer | None:
        """The engine's answer to ``SWAP2BOARD`` on ``board``; None when it does not play it."""
        self._stones_given = []
        seconds = None if limit is None else limit.time
        cancel = None if limit is None else limit.cancel
        client = self._client_for(board.rules.size, seconds)
        try:
            return client.swap2(game_order(board, ()), cancel)
        except EngineError:
            self._client = None
            raise

    def _given(self, board: Board, count: int) -> list[Move]:
        """The ``count`` stones of its last swap2 answer when they fit ``board``, once."""
        given, self._stones_given = self._stones_given, []
        return given if len(given) == count and _fit(board, given) else []

    def _note(self, answer: Swap2Answer | None, wanted: str) -> None:
        """Say that the built-in opening player decides instead of the engine, and why."""
        if answer is None:
            why = "does not play the swap2 opening (SWAP2BOARD)"
        else:
            why = f"{_chose_words(answer)} where the opening needs {wanted}"
        self._say(f"The engine {self.name} {why}: the built-in opening player decides.")

    def _say(self, sentence: str) -> None:
        self.opening_log.append(sentence)
        if self._on_log is not None:
            self._on_log(LogEntry("message", sentence))

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


def _fit(board: Board, stones: Sequence[Move]) -> bool:
    """True when ``stones`` can be played on ``board`` in turn."""
    try:
        for stone in stones:
            board = board.play(stone)
    except ValueError:
        return False
    return True


def _chose_words(answer: Swap2Answer) -> str:
    """What a swap2 answer says, in words: ``took black``, ``placed H8 I9``."""
    if answer.swap:
        return "took black"
    if len(answer.stones) == 1:
        return f"took white and played {format_moves(answer.stones)}"
    return f"placed {format_moves(answer.stones)}"


def _fallback(board: Board) -> Move:
    centre = (board.rules.size - 1) / 2
    moves = board.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return min(moves, key=lambda move: (abs(move[0] - centre) + abs(move[1] - centre), move))
