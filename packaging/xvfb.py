"""A private X server (Xvfb) on a free display, for the packaging tests and start-up timings.

``Xvfb -displayfd`` picks a free display number itself and writes it to a pipe, so two runs
never collide and nothing is guessed::

    with virtual_display() as display:      # ":42"
        subprocess.run([...], env={**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"})
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

START_TIMEOUT_S = 20.0
SCREEN = "1280x800x24"


class XvfbError(RuntimeError):
    """Xvfb is missing or did not start."""


def xvfb_path() -> str | None:
    """The Xvfb program, or None when it is not installed."""
    return shutil.which("Xvfb")


@contextmanager
def virtual_display(screen: str = SCREEN) -> Iterator[str]:
    """Start Xvfb on a free display; yield its name (``":N"``); stop it on leaving."""
    program = xvfb_path()
    if program is None:
        raise XvfbError("Xvfb is not installed (Debian package xvfb)")
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        [program, "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    os.close(write_end)
    try:
        number = _read_display_number(read_end, process)
        yield f":{number}"
    finally:
        os.close(read_end)
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stderr is not None:
            process.stderr.close()


def _read_display_number(read_end: int, process: subprocess.Popen[bytes]) -> int:
    """Read the display number Xvfb writes once it accepts connections."""
    text = b""
    while not text.endswith(b"\n"):
        ready, _, _ = select.select([read_end], [], [], START_TIMEOUT_S)
        chunk = os.read(read_end, 64) if ready else b""
        if not chunk:
            process.kill()
            _, errors = process.communicate()
            raise XvfbError(f"Xvfb did not start: {errors.decode(errors='replace').strip()}")
        text += chunk
    return int(text.strip())
