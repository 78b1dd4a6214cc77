"""``threats`` against KDE's Bovo, played through Bovo's own window as a person plays it.

Run from the repository under an X server, with Bovo, ``xdotool`` and ImageMagick (Debian:
``apt install bovo xdotool imagemagick xvfb``; ``Xvfb :99 -screen 0 1920x1080x24 &`` and a
window manager, ``DISPLAY=:99``): ``nice -n 10 python benchmarks/bench_bovo.py`` (``--games
N``, 20; ``--level LEVEL``, Impossible; ``--seconds S``, ``threats``'s think time, 1;
``--bovo PATH``, ``/usr/games/bovo``).

Bovo runs as a separate program, with a home directory of its own so that its settings are
this script's: the level asked, a window big enough to click in. It plays five in a row on
22 x 22 and decides who begins each game itself. ``threats`` plays on a 15 x 15 window of that
board: centred on Bovo's first stone when Bovo begins (as far as the board allows), else on
the board's centre. A Bovo stone outside the window ends the game as *void* (counted apart);
Bovo's own notion of the end of a game is not read, the script's engine decides (five or
more in a row, as in Bovo).

The board is read from screenshots (ImageMagick's ``import``): in the inner part of each
cell, dark pixels (the paper, the highlights and the grid are light) count for the red marks
of Bovo's default theme where red outweighs blue, else for its blue ones (drawn darker green on
the highlight of a winning line); a move is taken once two reads in a row agree. Clicks go
through ``xdotool``. Prints the machine, each game's moves (the first mover is X, whoever Bovo
draws as X) and a table of results by colour with each side's average think. With
``BOVO_STUCK_SHOTS=DIR`` the screen of a game stuck (no move of Bovo's read in
``REPLY_TIMEOUT``) is saved there. A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from bench_rapfi import cell_name, result_for  # noqa: E402
from bench_tournament import describe_machine  # noqa: E402
from tables import average_ms, by_colour, markdown, record  # noqa: E402

from ttt_qt.ai import create  # noqa: E402
from ttt_qt.engine import Board, Move, Rules  # noqa: E402

BOVO_SIZE = 22
"""Cells per side of Bovo's board."""
RULES = Rules(15, 5)
"""What ``threats`` plays on: a 15 x 15 window of Bovo's board."""
POLL_SECONDS = 0.1
"""Between two reads of the board while Bovo thinks."""
STUCK_SHOTS = os.environ.get("BOVO_STUCK_SHOTS", "")
REPLY_TIMEOUT = 60.0
"""Seconds Bovo may take for a move before the game is given up as stuck."""
FIRST_MOVE_WAIT = 3.0
"""Seconds after a new game within which Bovo's first stone shows when Bovo begins."""
INK = 6
"""Marked pixels among those read (every other row and column of a cell's inner part) that
make the cell a mark; the inner part leaves the grid lines out."""
OPENING_STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
"""The openings, as Bovo and ``threats`` would otherwise play the same few games again: in the
``n``-th game ``threats`` plays as X, its second stone touches its first at
``OPENING_STEPS[n]`` (row, column; cycled), and in the ``n``-th as O, its first stone touches
Bovo's first there (when that cell is free; else ``threats`` chooses). Stones two cells away
or more lost as O (``history/bovo_2026-11-28.md``)."""
CONFIG = """[MainWindow]
1920x1080 screen: Height=1000
1920x1080 screen: Width=960
RestorePositionForNextInstance=false

[KgDifficulty]
Level={level}
"""


@dataclass
class Game:
    """One game: its moves in ``threats``'s window, who began, and how it ended."""

    threats_is_x: bool
    offset: tuple[int, int] = (0, 0)
    opening: int = 0
    """Which of ``OPENING_STEPS`` set ``threats``'s opening stone."""
    moves: list[Move] = field(default_factory=list)
    threats_seconds: list[float] = field(default_factory=list)
    bovo_seconds: list[float] = field(default_factory=list)
    result: str = ""
    """W, L or D for ``threats``; V for void (Bovo played outside the window), S stuck."""


@dataclass(frozen=True)
class Grid:
    """Where Bovo's board lies on the screen: its top-left corner and a cell's side."""

    left: int
    top: int
    cell: float

    def centre(self, move: Move) -> tuple[int, int]:
        """The screen point at the centre of a cell of Bovo's board."""
        row, col = move
        return round(self.left + (col + 0.5) * self.cell), round(self.top + (row + 0.5) * self.cell)


class Screen:
    """The X display: screenshots, the board read from them, clicks and keys."""

    def __init__(self) -> None:
        size = subprocess.run(
            ["xdotool", "getdisplaygeometry"], capture_output=True, text=True, check=True
        ).stdout.split()
        self.width, self.height = int(size[0]), int(size[1])
        self.grid: Grid | None = None

    def pixels(self) -> bytes:
        """The whole screen as RGB bytes, a row after another."""
        command = ["import", "-window", "root", "-depth", "8", "rgb:-"]
        return subprocess.run(command, capture_output=True, check=True).stdout

    def find_grid(self) -> Grid | None:
        """Bovo's board: the pure blue frame crossed by the screen's middle row and column."""
        raw = self.pixels()
        blue = bytes((0, 0, 255))

        def frame(points: list[int]) -> tuple[int, int] | None:
            hits = [i for i, offset in enumerate(points) if raw[offset : offset + 3] == blue]
            return (hits[0], hits[-1]) if len(hits) >= 2 else None

        middle_row = [(self.height // 2 * self.width + x) * 3 for x in range(self.width)]
        across = frame(middle_row)
        if across is None:
            return None
        x = (across[0] + across[1]) // 2
        down = frame([(y * self.width + x) * 3 for y in range(self.height)])
        if down is None:
            return None
        self.grid = Grid(across[0], down[0], (across[1] - across[0]) / BOVO_SIZE)
        return self.grid

    def marks(self) -> dict[Move, str]:
        """Each marked cell of Bovo's board: ``red`` or ``blue``."""
        assert self.grid is not None
        raw, grid, found = self.pixels(), self.grid, {}
        margin = max(3, round(grid.cell * 0.18))
        for row in range(BOVO_SIZE):
            for col in range(BOVO_SIZE):
                red = blue = 0
                top = round(grid.top + row * grid.cell)
                left = round(grid.left + col * grid.cell)
                for y in range(top + margin, round(top + grid.cell) - margin, 2):
                    base = (y * self.width) * 3
                    for x in range(left + margin, round(left + grid.cell) - margin, 2):
                        r, g, b = raw[base + 3 * x : base + 3 * x + 3]
                        if r + g + b > 400:
                            continue  # paper, a highlight, a grid line's fringe
                        if r > b + 40:
                            red += 1
                        elif r < 60:
                            blue += 1
                if max(red, blue) >= INK:
                    found[(row, col)] = "red" if red > blue else "blue"
        return found

    def settled_marks(self) -> dict[Move, str]:
        """The marks once two reads in a row agree (a mark may still be being drawn).

        After ``REPLY_TIMEOUT`` without two such reads, the last read.
        """
        deadline = time.monotonic() + REPLY_TIMEOUT
        last = self.marks()
        while time.monotonic() < deadline:
            time.sleep(POLL_SECONDS)
            now = self.marks()
            if now == last:
                return now
            last = now
        return last

    def click(self, move: Move) -> None:
        """Click a cell of Bovo's board."""
        assert self.grid is not None
        x, y = self.grid.centre(move)
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=True)

    def key(self, window: str, keys: str) -> None:
        """Bring ``window`` to the front and type ``keys`` (xdotool's names)."""
        subprocess.run(["xdotool", "windowactivate", "--sync", window], check=False)
        subprocess.run(["xdotool", "key", keys], check=True)


class Bovo:
    """Bovo as a separate program with a home of its own, and its window."""

    def __init__(self, path: Path, level: str) -> None:
        self.home = Path(tempfile.mkdtemp(prefix="bench-bovo-"))
        config = self.home / ".config"
        config.mkdir()
        (config / "bovorc").write_text(CONFIG.format(level=level))
        runtime = self.home / "runtime"
        runtime.mkdir(mode=0o700)
        environment = {**os.environ, "HOME": str(self.home), "XDG_RUNTIME_DIR": str(runtime)}
        self.process = subprocess.Popen(
            ["dbus-run-session", str(path)],
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # Bovo and its session bus, stopped together by close()
        )
        self.window = self._wait_for_window()

    def _wait_for_window(self) -> str:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            found = subprocess.run(
                ["xdotool", "search", "--name", "^Bovo$"],
                capture_output=True,
                text=True,
                check=False,
            ).stdout.split()
            if found:
                time.sleep(2)  # let it draw its board once
                return found[0]
            time.sleep(0.5)
        raise RuntimeError("Bovo's window did not open within 30 s")

    def close(self) -> None:
        """Stop this Bovo (and only this one: its process group) and remove its home."""
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
        shutil.rmtree(self.home, ignore_errors=True)


def window_offset(first: Move | None) -> tuple[int, int]:
    """Where ``threats``'s 15 x 15 window starts on Bovo's board (around ``first``)."""
    span = BOVO_SIZE - RULES.size
    if first is None:
        return span // 2, span // 2
    centre = RULES.size // 2
    row, col = (min(max(value - centre, 0), span) for value in first)
    return row, col


def wait_for_reply(screen: Screen, known: dict[Move, str]) -> tuple[Move, str] | None:
    """Bovo's next stone (its cell and colour) once it shows; None after ``REPLY_TIMEOUT``."""
    deadline = time.monotonic() + REPLY_TIMEOUT
    while time.monotonic() < deadline:
        marks = screen.settled_marks()
        new = [move for move in marks if move not in known]
        if new:
            return new[0], marks[new[0]]
        time.sleep(POLL_SECONDS)
    return None


def play_game(screen: Screen, bovo: Bovo, seconds: float, played: list[Game]) -> Game:
    """One game in Bovo's window, begun by Ctrl+N; ``threats`` thinks ``seconds`` a move.

    ``threats``'s first stone as O, or its second as X, follows the next of ``OPENING_STEPS``
    for its colour after the games ``played``.
    """
    screen.key(bovo.window, "ctrl+n")
    time.sleep(FIRST_MOVE_WAIT)
    marks = screen.settled_marks()
    first = next(iter(marks), None) if len(marks) == 1 else None
    game = Game(threats_is_x=first is None, offset=window_offset(first))
    game.opening = sum(game.threats_is_x == other.threats_is_x for other in played)
    known = dict(marks)
    board = Board.empty(RULES)
    if first is not None:
        opening = _in_window(game, first)
        assert opening is not None  # the window is centred on it
        board = _played(game, board, opening)
    player = create("threats", seed=len(played), time_limit=seconds)
    while not board.is_over and not game.result:
        started = time.perf_counter()
        move = _scripted(board, game) or player.choose(board)
        game.threats_seconds.append(time.perf_counter() - started)
        board = _played(game, board, move)
        bovo_cell = (move[0] + game.offset[0], move[1] + game.offset[1])
        screen.click(bovo_cell)
        known[bovo_cell] = "ours"
        if board.is_over:
            break
        asked = time.perf_counter()
        reply = wait_for_reply(screen, known)
        if reply is None:
            game.result = "S"
            if STUCK_SHOTS:
                shot = Path(STUCK_SHOTS) / f"stuck-{len(played)}.png"
                subprocess.run(["import", "-window", "root", str(shot)], check=False)
            break
        game.bovo_seconds.append(time.perf_counter() - asked)
        known[reply[0]] = reply[1]
        reply_move = _in_window(game, reply[0])
        if reply_move is None:
            game.result = "V"
            break
        board = _played(game, board, reply_move)
    if not game.result:
        game.result = result_for(board.winner, game.threats_is_x)
    time.sleep(1)  # Bovo shows its end of game
    return game


def _scripted(board: Board, game: Game) -> Move | None:
    """``threats``'s opening stone when this move is the one ``OPENING_STEPS`` sets."""
    if board.move_count != (2 if game.threats_is_x else 1):
        return None
    step = OPENING_STEPS[game.opening % len(OPENING_STEPS)]
    move = (game.moves[0][0] + step[0], game.moves[0][1] + step[1])
    return move if move in board.legal_moves() else None


def _in_window(game: Game, cell: Move) -> Move | None:
    """The cell of Bovo's board as a move of ``threats``'s window; None outside it."""
    row, col = cell[0] - game.offset[0], cell[1] - game.offset[1]
    return (row, col) if 0 <= row < RULES.size and 0 <= col < RULES.size else None


def _played(game: Game, board: Board, move: Move) -> Board:
    """``board`` after ``move`` of ``threats``'s window, which ``game`` notes."""
    game.moves.append(move)
    return board.play(move)


def summary(games: list[Game]) -> str:
    """W-L-D for ``threats`` by colour (void and stuck games apart), and the thinks."""
    rows = []
    for label, chosen in by_colour(games, lambda game: game.threats_is_x):
        results = [game.result for game in chosen]
        rows.append(
            (
                label,
                len(chosen),
                record(results),
                results.count("V") + results.count("S"),
                average_ms([s for game in chosen for s in game.threats_seconds]),
                average_ms([s for game in chosen for s in game.bovo_seconds]),
            )
        )
    headers = ("threats as", "games", "W-L-D", "void", "threats avg", "Bovo avg (with reading)")
    return markdown(headers, rows)


def main() -> None:
    """Play the games and print them and the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games played")
    parser.add_argument("--level", default="Impossible", help="Bovo's level (its config name)")
    parser.add_argument("--seconds", type=float, default=1.0, help="threats's think time")
    parser.add_argument("--bovo", type=Path, default=Path("/usr/games/bovo"), help="Bovo")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY") or shutil.which("xdotool") is None:
        parser.error("needs an X server (DISPLAY) and xdotool")
    if not args.bovo.exists():
        parser.error(f"no Bovo at {args.bovo} (Debian: apt install bovo)")
    print(f"Machine: {describe_machine()}")
    print(f"threats at {args.seconds:g} s a move against Bovo ({args.level}), 15 x 15 window\n")
    bovo = Bovo(args.bovo, args.level)
    screen = Screen()
    games: list[Game] = []
    try:
        if screen.find_grid() is None:
            raise RuntimeError("Bovo's board was not found on the screen")
        for index in range(args.games):
            game = play_game(screen, bovo, args.seconds, games)
            games.append(game)
            moves = " ".join(cell_name(move) for move in game.moves)
            colour = "X" if game.threats_is_x else "O"
            step = OPENING_STEPS[game.opening % len(OPENING_STEPS)]
            print(f"game {index} threats {colour} step {step}: {game.result} {moves}", flush=True)
    finally:
        bovo.close()
    print()
    print(summary(games))


if __name__ == "__main__":
    main()
