"""Rapfi, the Gomocup engine partner (outside the repository), driven for the engine's tests.

A few lines of the Gomocup protocol: ``START``, ``INFO``, ``BEGIN``, ``TURN``, ``END``.
"""

from __future__ import annotations

import queue
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from ttt_qt.engine import Board, Move, Rules

RAPFI = Path("/work/shared/engines/rapfi/pbrain-rapfi")
"""Rapfi's executable where the machine keeps it (``../shared/engines/rapfi/``); tests that
play it skip where it is not."""

GOMOCUP_RULES = {"freestyle": 0, "standard": 1, "renju": 4}
"""The Gomocup protocol's ``INFO rule`` of each gomoku rule Rapfi plays."""


class RapfiProcess:
    """Rapfi started on ``rules``, spoken to by the Gomocup protocol (a few lines of it)."""

    def __init__(self, rules: Rules, turn_ms: int) -> None:
        """Start the engine with ``START``, the rule and the time a move."""
        self._engine = subprocess.Popen(
            [str(RAPFI)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        assert self._engine.stdin is not None
        assert self._engine.stdout is not None
        self._stdin, stdout = self._engine.stdin, self._engine.stdout
        self._stdout = stdout
        self._lines: queue.Queue[str] = queue.Queue()

        def read() -> None:
            for line in stdout:
                self._lines.put(line)

        self._reader = threading.Thread(target=read, daemon=True)
        self._reader.start()
        self._send(f"START {rules.size}")
        assert self._answer() == "OK"
        self._send(f"INFO rule {GOMOCUP_RULES[rules.rule]}")
        self._send(f"INFO timeout_turn {turn_ms}")

    def move(self, command: str) -> Move:
        """The engine's move (row, col) after ``BEGIN`` or ``TURN x,y``."""
        self._send(command)
        x, y = (int(part) for part in self._answer().split(","))
        return y, x

    def close(self) -> None:
        """``END``, then wait for the engine (killed if it lingers) and close the pipes."""
        try:
            self._send("END")
            self._engine.wait(timeout=10)
        finally:
            if self._engine.poll() is None:
                self._engine.kill()
            self._engine.wait()
            self._reader.join(timeout=10)  # it ends at the end of the engine's output
            self._stdin.close()
            self._stdout.close()

    def _send(self, command: str) -> None:
        self._stdin.write(command + "\n")
        self._stdin.flush()

    def _answer(self) -> str:
        while True:
            line = self._lines.get(timeout=30).strip()
            if line and not line.startswith(("MESSAGE", "DEBUG", "INFO")):
                return line


def rapfi_game(rules: Rules, ours: Any, plies: int, turn_ms: int = 100) -> list[tuple[Move, int]]:
    """A game of Rapfi (X) against ``ours`` (a strategy, or None for Rapfi again) as O under
    ``rules``, ``plies`` moves at most: each move with the milliseconds it took.
    """
    x_engine = RapfiProcess(rules, turn_ms)
    o_engine = RapfiProcess(rules, turn_ms) if ours is None else None
    played: list[tuple[Move, int]] = []
    board = Board.empty(rules)
    try:
        command = "BEGIN"
        while len(played) < plies and not board.is_over:
            started = time.perf_counter()
            move = x_engine.move(command)
            played.append((move, round((time.perf_counter() - started) * 1000)))
            board = board.play(move)
            if board.is_over or len(played) >= plies:
                break
            started = time.perf_counter()
            if o_engine is not None:
                answer = o_engine.move(f"TURN {move[1]},{move[0]}")
            else:
                answer = ours.choose(board)
            played.append((answer, round((time.perf_counter() - started) * 1000)))
            board = board.play(answer)
            command = f"TURN {answer[1]},{answer[0]}"
    finally:
        x_engine.close()
        if o_engine is not None:
            o_engine.close()
    return played
