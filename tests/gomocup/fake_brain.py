"""A small Gomocup engine that misbehaves on purpose, for the client's failure tests.

Run as ``python fake_brain.py MODE [ARGS]``. Every mode answers ``START``, ``ABOUT``, ``INFO``
and ``RESTART`` as the protocol says; moves depend on the mode:

- ``play``: the first free cell (row-major), and ``MESSAGE`` lines before it (its depth,
  evaluation and expected line among them, in Rapfi's words).
- ``hang``: never answers a move, nor ends at ``END``.
- ``stubborn``: as ``hang``, and ignores the terminate signal too.
- ``garbage``: answers a move with words.
- ``taken``: answers ``TURN x,y`` with ``x,y`` itself (a taken cell).
- ``off``: answers with a cell off the board.
- ``crash``: writes a line to standard error and exits with status 3.
- ``refuse``: answers ``START`` with ``ERROR``, but for 20 x 20 (Gomocup's board).
- ``suggest``: answers ``SUGGEST x,y`` and plays ``x,y`` once told ``PLAY x,y``.
- ``basic``: plays as ``play``, and answers the optional ``TAKEBACK`` and ``RESTART`` with
  ``UNKNOWN``.
- Every mode answers ``SWAP2BOARD``, its stone lines and its ``DONE`` with ``UNKNOWN``, as
  an engine does that does not know the command.
- ``wrap PATH N``: passes everything to and from the engine ``PATH``, then hangs (as ``hang``)
  instead of giving that engine's move number ``N`` (from 1).
"""

from __future__ import annotations

import signal
import subprocess
import sys
import threading


def say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def cell_name(cell: tuple[int, int]) -> str:
    """``x,y`` as engines name it in their lines: the column's letter, the row from 1."""
    return f"{chr(ord('A') + cell[0])}{cell[1] + 1}"


def hang(mode: str = "hang") -> None:
    if mode == "stubborn":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    threading.Event().wait()


def wrap(path: str, hang_at: int) -> None:
    engine = subprocess.Popen(
        [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
    )
    assert engine.stdin is not None and engine.stdout is not None
    stdin = engine.stdin

    def forward_commands() -> None:
        for line in sys.stdin:
            stdin.write(line)
            stdin.flush()

    threading.Thread(target=forward_commands, daemon=True).start()
    moves = 0
    for line in engine.stdout:
        text = line.strip()
        if text[:1].isdigit():
            moves += 1
            if moves == hang_at:
                hang()
        say(text)


def main() -> None:
    mode = sys.argv[1]
    if mode == "wrap":
        wrap(sys.argv[2], int(sys.argv[3]))
        return
    size = 15
    taken: list[tuple[int, int]] = []
    for raw in sys.stdin:
        word, _, rest = raw.strip().partition(" ")
        word = word.upper()
        if word == "START":
            if mode == "refuse" and rest.strip() != "20":
                say("ERROR this brain plays only 20 x 20")
                continue
            size = int(rest)
            say("OK")
        elif word == "ABOUT":
            say(f'name="Fake {mode}", version="1"')
        elif word in ("RESTART", "TAKEBACK") and mode == "basic":
            say(f"UNKNOWN {word} is optional")
        elif word == "RESTART":
            taken = []
            say("OK")
        elif word == "TAKEBACK":
            x, y = (int(part) for part in rest.split(","))
            taken.remove((x, y))
            say("OK")
        elif word == "END":
            if mode in ("hang", "stubborn"):
                hang(mode)
            return
        elif word in ("SWAP2BOARD", "DONE") or word[:1].isdigit():
            say(f"UNKNOWN {word} is not a command this brain knows")
        elif word == "PLAY":
            x, y = (int(part) for part in rest.split(","))
            taken.append((x, y))
            say(f"{x},{y}")
        elif word in ("BEGIN", "TURN", "BOARD"):
            if word == "TURN":
                taken.append(tuple(int(part) for part in rest.split(",")))  # type: ignore[arg-type]
            if word == "BOARD":
                for line in sys.stdin:
                    if line.strip().upper() == "DONE":
                        break
                    x, y, _field = (int(part) for part in line.split(","))
                    taken.append((x, y))
            answer(mode, size, taken)


def answer(mode: str, size: int, taken: list[tuple[int, int]]) -> None:
    if mode in ("hang", "stubborn"):
        hang(mode)
    elif mode == "garbage":
        say("I think I will win")
    elif mode == "taken":
        say("{},{}".format(*taken[-1]))
    elif mode == "off":
        say(f"{size},{size}")
    elif mode == "crash":
        sys.stderr.write("fake brain: out of memory\n")
        sys.stderr.flush()
        sys.exit(3)
    else:
        free = next((x, y) for y in range(size) for x in range(size) if (x, y) not in taken)
        if mode == "suggest":
            say("SUGGEST {},{}".format(*free))
            return
        say("MESSAGE thinking about the first free cell")
        say("DEBUG depth 1")
        say("MESSAGE Depth 3 | Eval -40 | Time 0ms")
        after = next(
            (x, y) for y in range(size) for x in range(size) if (x, y) not in [*taken, free]
        )
        say(f"MESSAGE Bestline {cell_name(free)} {cell_name(after)}")
        taken.append(free)
        say("{},{}".format(*free))


if __name__ == "__main__":
    main()
