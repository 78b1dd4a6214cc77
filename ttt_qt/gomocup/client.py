"""An outside Gomocup engine as this program's opponent: one process, one game at a time.

``EngineClient`` starts a ``pbrain-*`` program (``process.EngineProcess``), sends ``START``
and the ``INFO`` limits, reads ``ABOUT``, and answers one question: given the moves of the
game so far, what does the engine play? ``play`` tells the engine only what changed since it
last heard: ``TURN`` when the game grew by one move, ``TAKEBACK`` then ``TURN`` after an undo,
``RESTART`` and ``BEGIN`` or ``BOARD`` otherwise. Every line the engine prints besides its
moves (``MESSAGE``, ``DEBUG``, ``ERROR``, ``UNKNOWN``, ``SUGGEST``) goes to ``log``.

Whatever goes wrong (a crash, a hang past the turn's time and the grace, garbage, a taken
cell, ``ERROR`` to ``START``) raises an ``errors.EngineError`` with one sentence to show, and
the process is ended first. ``stop`` (from any thread) interrupts a wait with
``EngineCancelled``; the engine's late answer is collected before the next command.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import NoReturn

from ttt_qt.engine import Move

from . import errors, protocol
from .process import EngineProcess
from .swap2 import Swap2Answer, parse_swap2_answer, swap2board_lines
from .values import About, EndsOnExit, LogEntry, TimeControl, command_of

START_TIMEOUT = 10.0
"""Seconds an engine has to answer ``START`` and ``ABOUT`` (loading tables can take a while)."""
MAX_TAKEBACKS = 4
"""Moves taken back one by one at most; a bigger change sends the whole board again."""
LOG_LINES = 500
"""Lines of the engine's messages kept."""
TRANSCRIPT_LINES = 2000
"""Lines of the whole exchange kept."""
ENDED_WAIT = 0.5
"""Seconds to wait for the exit status of an engine whose output has ended."""
POLL = 0.05
"""Seconds between two looks at the stop request while waiting for an answer."""


class EngineClient(EndsOnExit):
    """One running outside engine, playing one game at a time on an N x N board.

    Attributes:
        size: the board's cells a side (``START``).
        rule: the gomoku rule by name (``INFO rule``).
        time_control: the engine's clock (``set_turn_time`` changes its time a move).
        about: what the engine said of itself.
        log: the engine's messages, oldest first (the last ``LOG_LINES``).
        transcript: every line sent (``> START 15``) and read (``< OK``), the last
            ``TRANSCRIPT_LINES``, for a person who wants to see the whole exchange.
        moves: the game as the engine knows it (its own moves included).
        said: the ``MESSAGE`` texts it printed while choosing its last move, in order.
    """

    def __init__(
        self,
        program: str | Path | Sequence[str],
        size: int,
        *,
        rule: str = "freestyle",
        time_control: TimeControl | None = None,
        max_memory: int = 0,
        game_type: int = 1,
        on_log: Callable[[LogEntry], None] | None = None,
    ) -> None:
        """Start the engine and set up a game on a ``size`` x ``size`` board.

        ``rule`` is a gomoku rule by name (``protocol.RULE_NUMBERS``); ``on_log`` is called
        with each message as it is read, in the thread that waits for the engine.

        Raises:
            EngineStartError: the program cannot be run, or refuses the board.
            EngineError: it crashed, hung or printed garbage while starting.
        """
        self._command = command_of(program)
        self._label = Path(self._command[0]).name
        self.size = size
        self.rule = rule
        self.time_control = time_control or TimeControl()
        self.log: deque[LogEntry] = deque(maxlen=LOG_LINES)
        self.transcript: deque[str] = deque(maxlen=TRANSCRIPT_LINES)
        self.moves: list[Move] = []
        self.said: list[str] = []
        self.about = About(self._label)
        self._on_log = on_log
        self._cancel = threading.Event()
        self._outer_cancel: threading.Event | None = None
        self._fresh = True
        self._pending: float | None = None  # deadline of an answer left behind by a stop
        self._time_left = self.time_control.match
        self._takes_back = True
        self._settings = (max_memory, game_type, protocol.rule_number(rule))
        self._launch()

    def _launch(self) -> None:
        """Start the engine's process and set up the game (``START``, ``ABOUT``, ``INFO``)."""
        try:
            self._process = EngineProcess(self._command)
        except OSError as error:
            raise errors.EngineStartError(
                f"The engine {self._label} could not be started: {error.strerror or error}."
            ) from None
        try:
            self._start(*self._settings)
        except BaseException:
            self._process.kill()
            raise

    # Starting and ending ------------------------------------------------------------------

    def _start(self, max_memory: int, game_type: int, rule: int) -> None:
        self._send(f"START {self.size}")
        deadline = time.monotonic() + START_TIMEOUT
        answer = self._answer(deadline, what="answer to START")
        if answer.kind in ("error", "unknown"):
            raise errors.EngineBoardRefused(
                f"The engine {self._label} refused a {self.size} x {self.size} board: "
                f"{answer.text or 'it gave no reason'}."
            )
        if answer.kind != "ok":
            raise self._garbage(answer, "OK")
        self._send("ABOUT")
        answer = self._answer(deadline, what="answer to ABOUT")
        if answer.kind == "other":
            fields = protocol.parse_about(answer.text)
            self.about = About(fields.get("name", self._label), fields.get("version", ""), fields)
        turn_ms = round(self.time_control.turn * 1000)
        match = self.time_control.match
        self._send(
            f"INFO timeout_turn {turn_ms}",
            f"INFO timeout_match {0 if match is None else round(match * 1000)}",
            f"INFO max_memory {max_memory}",
            f"INFO game_type {game_type}",
            f"INFO rule {rule}",
        )

    @property
    def name(self) -> str:
        """The engine's name as it gives it (``ABOUT``), or its program's file name."""
        return self.about.name

    @property
    def pid(self) -> int:
        """The engine's process id."""
        return self._process.pid

    @property
    def running(self) -> bool:
        """True while the engine's process runs."""
        return self._process.running

    def close(self) -> None:
        """End the engine: ``END``, then terminate and kill its process group if it lingers."""
        self._process.close()

    def stop(self) -> None:
        """Interrupt the wait for a move (from any thread): it raises ``EngineCancelled``."""
        self._cancel.set()

    # Playing ------------------------------------------------------------------------------

    def play(self, moves: Sequence[Move], cancel: threading.Event | None = None) -> Move:
        """The engine's move after ``moves`` (the whole game so far, in order).

        ``cancel``, once set, interrupts the wait as ``stop`` does.

        Raises:
            EngineCancelled: ``stop`` was called meanwhile.
            EngineError: the engine crashed, hung, printed garbage or played a taken cell
                (its process is then ended).
        """
        self._cancel.clear()
        self._outer_cancel = cancel
        self._collect_pending()
        wanted = list(moves)
        common = 0
        while common < min(len(wanted), len(self.moves)) and wanted[common] == self.moves[common]:
            common += 1
        back = self.moves[common:]
        ahead = wanted[common:]
        if not back and len(ahead) == 1 and (self.moves or self._fresh):
            return self._think(wanted, f"TURN {protocol.format_cell(ahead[0])}")
        if back and len(back) <= MAX_TAKEBACKS and len(ahead) == 1 and self._takes_back:
            for move in reversed(back):
                if not self._command_ok(f"TAKEBACK {protocol.format_cell(move)}"):
                    self._takes_back = False  # an optional command: the whole board instead
                    break
                self.moves.pop()
            else:
                return self._think(wanted, f"TURN {protocol.format_cell(ahead[0])}")
        if not self._fresh:
            self.restart()
        if not wanted:
            return self._think(wanted, "BEGIN")
        return self._think(wanted, *protocol.board_lines(wanted))

    def swap2(
        self, moves: Sequence[Move], cancel: threading.Event | None = None
    ) -> Swap2Answer | None:
        """The engine's swap2 decision after ``moves`` (0, 3 or 5 stones): ``SWAP2BOARD``.

        None when the engine does not play it (``UNKNOWN`` or ``ERROR``, in the log; the
        engine is then started again, since it may answer each line sent). The next
        ``play`` sends the whole board.

        Raises:
            EngineCancelled: ``stop`` was called meanwhile (the engine is then ended).
            EngineError: the engine crashed, hung or printed garbage.
        """
        self._cancel.clear()
        self._outer_cancel = cancel
        self._collect_pending()
        if not self._fresh:
            self.restart()
        self._send(*swap2board_lines(moves))
        self.moves = []
        try:
            answer = self._answer(
                self._turn_deadline(), what="answer to SWAP2BOARD", cancellable=True
            )
        except errors.EngineCancelled:
            self._process.kill()  # its late answer would be read as a move
            raise
        if answer.kind in ("unknown", "error"):
            # Its answers to the lines after SWAP2BOARD may still come: a new process.
            self._process.close()
            self._launch()
            return None
        try:
            return parse_swap2_answer(answer.text, self.size)
        except protocol.ProtocolError:
            raise self._garbage(answer, "SWAP or cells") from None

    def restart(self) -> None:
        """Start a new game on the same board (``RESTART``), with the game clock reset."""
        self._collect_pending()
        if not self._command_ok("RESTART"):  # an optional command: a new process instead
            self._process.close()
            self._launch()
        self.moves = []
        self._fresh = True
        self._time_left = self.time_control.match

    def _command_ok(self, line: str) -> bool:
        """Send ``line`` and read its ``OK``; False when the engine does not know it (UNKNOWN)."""
        self._send(line)
        word = line.split(maxsplit=1)[0]
        answer = self._answer(self._turn_deadline(), what=f"answer to {word}")
        if answer.kind == "unknown":
            return False
        if answer.kind == "error":
            self._fail(
                errors.EngineProtocolError,
                f"The engine {self.name} refused {word}: {answer.text or 'it gave no reason'}.",
            )
        if answer.kind != "ok":
            raise self._garbage(answer, "OK")
        return True

    def _think(self, moves: list[Move], *lines: str) -> Move:
        if self._time_left is not None:
            self._send(f"INFO time_left {max(0, round(self._time_left * 1000))}")
        started = time.monotonic()
        deadline = self._turn_deadline()
        self._fresh = False
        self.moves = moves
        self.said = []
        self._send(*lines)
        try:
            move = self._read_move(deadline)
        except errors.EngineCancelled:
            self._pending = deadline
            raise
        finally:
            if self._time_left is not None:
                self._time_left -= time.monotonic() - started
        return self._accept(move)

    def _accept(self, move: Move) -> Move:
        if move in self.moves:
            self._fail(
                errors.EngineIllegalMove,
                f"The engine {self.name} played {protocol.format_cell(move)},"
                " a cell already taken.",
            )
        self.moves.append(move)
        return move

    def _collect_pending(self) -> None:
        """Read the answer a stop left behind: the engine played it, so the game has it."""
        if self._pending is None:
            return
        deadline, self._pending = self._pending, None
        self._accept(self._read_move(deadline, cancellable=False))

    def _turn_deadline(self) -> float:
        seconds = self.time_control.turn
        if self._time_left is not None:
            seconds = min(seconds, max(0.0, self._time_left))
        return time.monotonic() + seconds + self.time_control.grace

    def _read_move(self, deadline: float, cancellable: bool = True) -> Move:
        while True:
            answer = self._answer(deadline, what="move", cancellable=cancellable)
            if answer.kind in ("error", "unknown"):
                self._fail(
                    errors.EngineProtocolError,
                    f"The engine {self.name} answered with an error instead of a move: "
                    f"{answer.text or 'it gave no reason'}.",
                )
            if answer.kind == "suggest":  # the manager takes the suggestion, as Gomocup does
                self._send(f"PLAY {answer.text.strip()}")
                continue
            if answer.kind != "cell":
                raise self._garbage(answer, "a move")
            try:
                return protocol.parse_cell(answer.text, self.size)
            except protocol.ProtocolError:
                self._fail(
                    errors.EngineIllegalMove,
                    f"The engine {self.name} played {answer.text}, a cell off the board.",
                )

    # Lines --------------------------------------------------------------------------------

    def _send(self, *lines: str) -> None:
        self.transcript.extend(f"> {line}" for line in lines)
        if not self._process.send(lines):
            self._fail(errors.EngineCrashed, self._ended_text())

    def _answer(
        self, deadline: float, *, what: str, cancellable: bool = False
    ) -> protocol.EngineLine:
        """The next line that is not a message (messages go to the log)."""
        while True:
            if cancellable and self._stop_requested():
                raise errors.EngineCancelled(f"The engine {self.name} was asked to stop thinking.")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._fail(
                    errors.EngineTimeout,
                    f"The engine {self.name} stopped answering: it gave no {what} in "
                    f"{self._allowed():.1f} s.",
                )
            try:
                line = self._process.read(min(POLL, remaining) if cancellable else remaining)
            except TimeoutError:
                continue
            if line is None:
                self._fail(errors.EngineCrashed, self._ended_text())
            self.transcript.append(f"< {line}")
            answer = protocol.classify(line)
            if answer.kind == "message":
                self.said.append(answer.text)
            if answer.kind in ("message", "debug") or (
                answer.kind == "error" and what == "answer to ABOUT"
            ):
                self._log(answer)
                continue
            if answer.kind in ("error", "unknown", "suggest"):
                self._log(answer)
            return answer

    def _stop_requested(self) -> bool:
        outer = self._outer_cancel
        return self._cancel.is_set() or (outer is not None and outer.is_set())

    def set_turn_time(self, seconds: float) -> None:
        """Give the engine ``seconds`` a move from now on (``INFO timeout_turn``)."""
        if seconds != self.time_control.turn:
            self.time_control = replace(self.time_control, turn=seconds)
            self._send(f"INFO timeout_turn {round(seconds * 1000)}")

    def _allowed(self) -> float:
        return self.time_control.turn + self.time_control.grace

    def _log(self, answer: protocol.EngineLine) -> None:
        entry = LogEntry(answer.kind, answer.text)
        self.log.append(entry)
        if self._on_log is not None:
            self._on_log(entry)

    def _ended_text(self) -> str:
        code = self._process.wait_ended(ENDED_WAIT)
        how = "" if code is None else f" (exit status {code})"
        tail = list(self._process.stderr_tail)[-1:]
        said = f"; it said: {tail[0]}" if tail else ""
        return f"The engine {self.name} stopped running{how}{said}."

    def _garbage(self, answer: protocol.EngineLine, expected: str) -> errors.EngineError:
        return self._failure(
            errors.EngineProtocolError,
            f"The engine {self.name} sent {answer.text[:60]!r} where {expected} was expected.",
        )

    def _failure(self, kind: type[errors.EngineError], text: str) -> errors.EngineError:
        self._process.kill()
        return kind(text)

    def _fail(self, kind: type[errors.EngineError], text: str) -> NoReturn:
        raise self._failure(kind, text)
