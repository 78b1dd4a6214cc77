"""An outside engine's process: started in its own process group, read line by line, always ended.

``EngineProcess`` starts the program with pipes for its standard input and output (its
standard error is kept too, the last lines of it), reads its output in a thread into a queue,
and ends it for sure: ``close`` asks politely (``END``), then terminates and kills the whole
process group, each step with a timeout. A process that is never closed is ended by a
finalizer when the object goes away, and by an ``atexit`` hook when the interpreter exits, so
no engine outlives the program that started it (an engine whose parent is killed outright
sees its input close, as every Gomocup engine does when its manager goes away).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import weakref
from collections import deque
from collections.abc import Sequence
from typing import IO

END_WAIT = 1.0
"""Seconds an engine has to end by itself after ``END`` (the specification's example)."""
TERMINATE_WAIT = 1.0
"""Seconds after the terminate signal before the kill."""
STDERR_LINES = 50
"""Lines of standard error kept for a message."""
EOF_LINE = None
"""What the queue holds once the engine's output has ended."""

_LIVE: weakref.WeakSet[EngineProcess] = weakref.WeakSet()


def _kill_group(popen: subprocess.Popen[bytes], wait: float) -> None:
    """End ``popen`` and its process group: terminate, wait, kill (no error if already ended).

    The group is killed last in any case, so that no child the engine started lives on.
    """
    if popen.poll() is None:
        _signal_group(popen, terminate=True)
        try:
            popen.wait(wait)
        except subprocess.TimeoutExpired:
            _signal_group(popen, terminate=False)
            with contextlib.suppress(subprocess.TimeoutExpired):  # stuck in the kernel: leave it
                popen.wait(wait)
    if sys.platform != "win32":
        _signal_group(popen, terminate=False)
    for stream in (popen.stdin, popen.stdout, popen.stderr):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()


def _signal_group(popen: subprocess.Popen[bytes], *, terminate: bool) -> None:
    """Terminate (or kill) the engine's process group; on Windows, its tree of processes."""
    try:
        if sys.platform == "win32":
            if popen.poll() is None:  # taskkill ends the children too; kill() only the engine
                with contextlib.suppress(subprocess.SubprocessError):
                    subprocess.run(
                        ["taskkill", "/T", "/F", "/PID", str(popen.pid)],
                        capture_output=True,
                        check=False,
                        timeout=TERMINATE_WAIT * 5,
                    )
                popen.kill()
        else:
            os.killpg(popen.pid, signal.SIGTERM if terminate else signal.SIGKILL)
    except OSError:  # already gone (ProcessLookupError) or not ours to signal
        pass


def _read_stdout(stream: IO[bytes], lines: queue.Queue[str | None]) -> None:
    """Put each line of the engine's output in ``lines`` (CR, LF or CR LF ends a line)."""
    try:
        for raw in stream:
            text = raw.decode("utf-8", errors="replace")
            for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
                if line.strip():
                    lines.put(line.strip())
    except (OSError, ValueError):
        pass
    finally:
        lines.put(EOF_LINE)


def _read_stderr(stream: IO[bytes], tail: deque[str]) -> None:
    """Keep the last lines of the engine's standard error in ``tail``."""
    try:
        for raw in stream:
            line = raw.decode("utf-8", errors="replace").rstrip()
            if line:
                tail.append(line)
    except (OSError, ValueError):
        pass


@atexit.register
def _end_all() -> None:
    """At exit, end every engine process still running."""
    for process in list(_LIVE):
        process.kill()


class EngineProcess:
    """One running engine program and its pipes.

    Attributes:
        command: the program and its arguments.
        stderr_tail: the last lines the engine wrote to its standard error.
    """

    def __init__(self, command: Sequence[str]) -> None:
        """Start ``command`` in its own process group; OSError when it cannot be started."""
        self.command = tuple(command)
        self.stderr_tail: deque[str] = deque(maxlen=STDERR_LINES)
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._write_lock = threading.Lock()
        extra: dict[str, object] = {}
        if sys.platform == "win32":
            extra["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP
        else:
            extra["start_new_session"] = True
        self._popen: subprocess.Popen[bytes] = subprocess.Popen(
            self.command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            **extra,  # type: ignore[call-overload]
        )
        self._finalizer = weakref.finalize(self, _kill_group, self._popen, TERMINATE_WAIT)
        _LIVE.add(self)
        # The readers hold the pipes, never this object, so that the finalizer can run.
        self._readers = [
            threading.Thread(
                target=target, args=(stream, into), name=f"engine {self.pid}", daemon=True
            )
            for target, stream, into in (
                (_read_stdout, self._popen.stdout, self._lines),
                (_read_stderr, self._popen.stderr, self.stderr_tail),
            )
        ]
        for reader in self._readers:
            reader.start()

    @property
    def pid(self) -> int:
        """The engine's process id."""
        return self._popen.pid

    @property
    def running(self) -> bool:
        """True while the process has not ended."""
        return self._popen.poll() is None

    @property
    def exit_code(self) -> int | None:
        """The process's exit status once it has ended (negative: the signal that ended it)."""
        return self._popen.poll()

    def wait_ended(self, timeout: float) -> int | None:
        """The exit status once the process has ended and its last words are read.

        None when it still runs after ``timeout`` seconds.
        """
        try:
            code = self._popen.wait(timeout)
        except subprocess.TimeoutExpired:
            return None
        self._readers[1].join(timeout)
        return code

    def send(self, lines: Sequence[str]) -> bool:
        """Write ``lines`` (CR LF after each, as managers do); False when the pipe is closed."""
        stdin = self._popen.stdin
        if stdin is None:
            return False
        data = "".join(line + "\r\n" for line in lines).encode("utf-8")
        with self._write_lock:
            try:
                stdin.write(data)
                stdin.flush()
            except (OSError, ValueError):
                return False
        return True

    def read(self, timeout: float) -> str | None:
        """The next line, waiting ``timeout`` seconds at most.

        Returns None once the output has ended (the process closed it or ended).

        Raises:
            TimeoutError: no line came in time.
        """
        try:
            line = self._lines.get(timeout=max(0.0, timeout))
        except queue.Empty:
            raise TimeoutError from None
        if line is EOF_LINE:
            self._lines.put(EOF_LINE)  # every later read sees the end too
        return line

    def close(self, end_line: str | None = "END", wait: float = END_WAIT) -> None:
        """End the process: ``end_line``, ``wait`` seconds, then terminate and kill the group."""
        if self.running and end_line is not None and self.send([end_line]):
            deadline = time.monotonic() + wait
            while self.running and time.monotonic() < deadline:
                try:
                    self._popen.wait(min(0.05, max(0.0, deadline - time.monotonic())))
                except subprocess.TimeoutExpired:
                    continue
        self.kill()

    def kill(self) -> None:
        """End the process and its group at once (terminate, then kill)."""
        _LIVE.discard(self)
        self._finalizer()
