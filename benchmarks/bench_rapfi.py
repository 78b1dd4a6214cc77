"""``threats`` against Rapfi on 15 x 15: games from balanced openings, both colours.

Run from the repository: ``nice -n 10 python benchmarks/bench_rapfi.py`` (``--openings N``,
``--rapfi-ms MS`` or ``--rapfi-nodes N``, ``--seconds S``, ``--rule RULE``, ``--size N``,
``--save FILE``). The rule is freestyle unless ``--rule`` names standard or Renju; the board
is 15 x 15 unless ``--size`` names 11 to 14 (the openings then keep their shape around the
smaller board's centre). Each opening (three stones, from ``OPENINGS``) is played twice,
``threats`` taking X once and O once; the opening's stones are on the board before either
side thinks. Prints the machine, a table of wins, losses and draws by ``threats``'s colour
with each side's average think time a move, and every game's moves; ``--save`` writes the
games as JSON for ``bench_rapfi_diagnosis.py`` (which reads 15 x 15 freestyle games).

Rapfi (``../shared/engines/rapfi/pbrain-rapfi``, or ``--engine PATH``) is a separate GPL
program started by path and spoken to in the Gomocup protocol on stdin/stdout; nothing of it
is part of this repository. Its budget is ``INFO timeout_turn`` (it keeps about 30 ms of
each turn in reserve), or with ``--rapfi-nodes`` ``INFO max_node``: the same search whatever
the machine's load, for comparing two versions of ``threats``. Long runs: a benchmark, never
a test.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from bench_tournament import describe_machine  # noqa: E402
from tables import average_ms, by_colour, markdown, record  # noqa: E402

from ttt_qt.ai import create  # noqa: E402
from ttt_qt.ai.threats.player import ThreatStrategy  # noqa: E402
from ttt_qt.engine import Board, Move, Rules  # noqa: E402
from ttt_qt.gomocup.protocol import rule_number  # noqa: E402

RAPFI_IN_SHARED = Path("shared", "engines", "rapfi", "pbrain-rapfi")


def find_rapfi() -> Path | None:
    """Rapfi in ``shared/`` beside the repository or a folder above it, or None."""
    for folder in Path(__file__).resolve().parents[1].parents:
        if (folder / RAPFI_IN_SHARED).is_file():
            return folder / RAPFI_IN_SHARED
    return None


ENGINE = find_rapfi() or RAPFI_IN_SHARED
"""Where Rapfi was found (or the path to name when it was not)."""
RULES = Rules(15, 5)
"""The rules of the games (freestyle) unless ``--rule`` says another gomoku rule."""
RAPFI_RULES = ("freestyle", "standard", "renju")
"""The gomoku rules Rapfi plays (Caro it does not)."""
OPENINGS: tuple[tuple[Move, ...], ...] = (
    ((7, 7), (8, 8), (7, 12)),
    ((7, 7), (7, 8), (4, 5)),
    ((7, 7), (7, 8), (5, 3)),
    ((7, 7), (8, 8), (9, 12)),
    ((7, 7), (7, 8), (4, 11)),
    ((7, 7), (7, 8), (7, 12)),
    ((7, 7), (8, 8), (3, 6)),
    ((7, 7), (8, 8), (4, 11)),
    ((7, 7), (8, 8), (5, 5)),
    ((7, 7), (7, 8), (3, 8)),
)
"""Three stones (X, O, X) each, O to move: the ten of ``choose_openings.py``'s 120 candidates
that Rapfi, searching 3,000,000 nodes, found nearest even (0, -1, -1, -1, +2, -8, +8, +15, -20
and +38 of its units for O; about 160 units are a unit of log-odds, so O's chances 44% to
56% by that curve), near repeats left out. The games of this benchmark start from them since
2026-11-29 (``EARLY_OPENINGS`` before)."""
EARLY_OPENINGS: tuple[tuple[Move, ...], ...] = (
    ((7, 7), (6, 8), (5, 5)),
    ((7, 7), (6, 7), (4, 9)),
    ((7, 7), (7, 8), (9, 5)),
    ((7, 7), (8, 8), (5, 7)),
    ((7, 7), (6, 6), (9, 10)),
    ((7, 7), (7, 9), (5, 6)),
    ((7, 7), (5, 8), (9, 8)),
    ((7, 7), (8, 6), (4, 7)),
    ((7, 7), (6, 9), (9, 7)),
    ((7, 7), (9, 9), (5, 9)),
)
"""The openings of the runs of 2026-11-27 to 29 (``--early-openings``): O's first stone away
from X's, X's second not joining its first on a line two cells apart. They are not balanced:
Rapfi at 3 s scores all ten for X (+30 to +341 of its units, 55% to 90% for X)."""
SIZES = range(11, 16)
"""Board sizes ``--size`` accepts: every opening fits, and ``threats`` plays them by threats."""
MOVE_LINE = re.compile(r"^\s*(\d+)\s*,\s*(\d+)\s*$")
EVAL = re.compile(r"Eval\s+([-+]?M?\d+)")


class Rapfi:
    """Rapfi as a child process: one position in, one move (and its evaluation) out."""

    def __init__(
        self, path: Path, turn_ms: int, nodes: int | None = None, rules: Rules = RULES
    ) -> None:
        self.rules = rules
        self._process = subprocess.Popen(
            [str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self._send(f"START {rules.size}")
        self._read_until(lambda line: line.startswith("OK"))
        self._send(f"INFO rule {rule_number(rules.rule)}")
        self._send("INFO timeout_match 1000000000")
        self._send("INFO time_left 1000000000")
        self.set_turn(turn_ms)
        if nodes is not None:
            self._send(f"INFO max_node {nodes}")  # a fixed search, whatever the machine's load

    def set_turn(self, turn_ms: int) -> None:
        """Think ``turn_ms`` milliseconds a move from now on."""
        self._send(f"INFO timeout_turn {turn_ms}")

    def reply(self, moves: list[Move]) -> tuple[Move, float, str]:
        """Rapfi's move after ``moves`` (X first), its wall-clock seconds and its evaluation.

        The evaluation is Rapfi's, from the side to move: centipawn-like numbers, ``+M n``
        for a win it has proven (``+M1`` when it completes a five), ``-M n`` for a proven loss,
        ``""`` when it printed none.
        """
        self._send("BOARD")
        for number, (row, col) in enumerate(moves):
            owner = 1 if number % 2 == len(moves) % 2 else 2
            self._send(f"{col},{row},{owner}")
        started = time.perf_counter()
        self._send("DONE")
        evaluation = ""
        while True:
            line = self._line()
            found = EVAL.search(line)
            if found:
                evaluation = found.group(1)
            found_move = MOVE_LINE.match(line)
            if found_move:
                seconds = time.perf_counter() - started
                move = int(found_move.group(2)), int(found_move.group(1))
                if not evaluation and Board.from_moves(self.rules, [*moves, move]).winner:
                    evaluation = "+M1"  # Rapfi completes a five at once and says nothing
                return move, seconds, evaluation

    def close(self) -> None:
        """Say END and wait for the process."""
        try:
            self._send("END")
            self._process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self._process.kill()
            self._process.wait()

    def _send(self, text: str) -> None:
        assert self._process.stdin is not None
        self._process.stdin.write(text + "\n")
        self._process.stdin.flush()

    def _line(self) -> str:
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError("Rapfi closed its output")
        return line.strip()

    def _read_until(self, done: Callable[[str], bool]) -> None:
        while not done(self._line()):
            pass


@dataclass
class Game:
    """One finished game: who had X, the moves, the result, and the think times."""

    opening: int
    threats_is_x: bool
    moves: list[Move] = field(default_factory=list)
    winner: str | None = None
    threats_seconds: list[float] = field(default_factory=list)
    rapfi_seconds: list[float] = field(default_factory=list)
    stages: list[str] = field(default_factory=list)
    """The stage that chose each of ``threats``'s moves."""
    rapfi_evals: list[str] = field(default_factory=list)

    @property
    def threats_result(self) -> str:
        """``W``, ``L`` or ``D`` for ``threats``."""
        return result_for(self.winner, self.threats_is_x)


def result_for(winner: str | None, threats_is_x: bool) -> str:
    """``W``, ``L`` or ``D`` for ``threats`` in a game that ``winner`` (X, O or None) won."""
    if winner is None:
        return "D"
    return "W" if (winner == "X") == threats_is_x else "L"


def opening_stones(stones: tuple[Move, ...], size: int) -> list[Move]:
    """``stones`` (an opening of 15 x 15) on a board of ``size``, around its centre."""
    shift = size // 2 - RULES.size // 2
    return [(row + shift, col + shift) for row, col in stones]


def play(
    opening: int,
    threats_is_x: bool,
    engine: Rapfi,
    seconds: float,
    openings: tuple[tuple[Move, ...], ...] = OPENINGS,
) -> Game:
    """One game from ``openings[opening]``; ``threats`` thinks ``seconds`` a move."""
    player = create("threats", seed=opening, time_limit=seconds)
    assert isinstance(player, ThreatStrategy)
    game = Game(opening, threats_is_x)
    game.moves = opening_stones(openings[opening], engine.rules.size)
    board = Board.from_moves(engine.rules, game.moves)
    threats_mark = "X" if threats_is_x else "O"
    while not board.is_over:
        if board.to_move == threats_mark:
            started = time.perf_counter()
            move = player.choose(board)
            game.threats_seconds.append(time.perf_counter() - started)
            game.stages.append(player.last_stage)
        else:
            move, think, evaluation = engine.reply(game.moves)
            game.rapfi_seconds.append(think)
            game.rapfi_evals.append(evaluation)
        board = board.play(move)
        game.moves.append(move)
    game.winner = board.winner
    return game


def cell_name(move: Move) -> str:
    """``H8`` for the centre of 15 x 15 (column letter, row number from 1), on any board."""
    return f"{chr(ord('A') + move[1])}{move[0] + 1}"


def summary(games: list[Game]) -> str:
    """W-L-D for ``threats`` by colour, and each side's average think a move."""
    rows = []
    for label, chosen in by_colour(games, lambda game: game.threats_is_x):
        mine = [s for game in chosen for s in game.threats_seconds]
        rows.append(
            (
                label,
                len(chosen),
                record([game.threats_result for game in chosen]),
                average_ms(mine),
                f"{1000 * max(mine, default=0):.0f} ms",
                average_ms([s for game in chosen for s in game.rapfi_seconds]),
            )
        )
    headers = ("threats as", "games", "W-L-D", "threats avg", "threats max", "Rapfi avg")
    return markdown(headers, rows)


def main() -> None:
    """Play the match and print its tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--openings", type=int, default=4, help="openings played (both colours)")
    parser.add_argument("--first", type=int, default=0, help="index of the first opening")
    parser.add_argument("--rapfi-ms", type=int, default=50, help="Rapfi's timeout_turn")
    parser.add_argument(
        "--rapfi-nodes",
        type=int,
        help="Rapfi searches this many nodes a move (its turn time then 10 s at most)",
    )
    parser.add_argument("--seconds", type=float, default=1.0, help="threats's think time")
    parser.add_argument("--engine", type=Path, default=ENGINE, help="path of pbrain-rapfi")
    parser.add_argument("--save", type=Path, help="write the games as JSON here")
    parser.add_argument(
        "--early-openings",
        action="store_true",
        help="the unbalanced openings of the runs of 2026-11-27 to 29 (EARLY_OPENINGS)",
    )
    parser.add_argument("--rule", choices=RAPFI_RULES, default="freestyle", help="the gomoku rule")
    parser.add_argument(
        "--size", type=int, choices=SIZES, default=RULES.size, help="the board's size"
    )
    args = parser.parse_args()
    if not args.engine.is_file():
        parser.error(f"no Rapfi at {args.engine}; pass --engine PATH")
    print(f"Machine: {describe_machine()}")
    if args.rapfi_nodes is not None:
        budget, turn_ms = f"{args.rapfi_nodes} nodes a move", 10_000
    else:
        budget, turn_ms = f"timeout_turn {args.rapfi_ms}", args.rapfi_ms
    size = args.size
    print(
        f"threats at {args.seconds:g} s a move against Rapfi at {budget},"
        f" {size} x {size} {args.rule},"
        f" {'the early' if args.early_openings else 'balanced'} openings\n"
    )
    rules = Rules(size, RULES.win_length, rule=args.rule)
    engine = Rapfi(args.engine, turn_ms, args.rapfi_nodes, rules)
    openings = EARLY_OPENINGS if args.early_openings else OPENINGS
    games: list[Game] = []
    try:
        for opening in range(args.first, args.first + args.openings):
            for threats_is_x in (True, False):
                number = opening % len(openings)
                game = play(number, threats_is_x, engine, args.seconds, openings)
                games.append(game)
                colour = "X" if threats_is_x else "O"
                line = " ".join(cell_name(move) for move in game.moves)
                print(f"opening {opening} threats {colour}: {game.threats_result} {line}")
                sys.stdout.flush()
    finally:
        engine.close()
    print()
    print(summary(games))
    if args.save:
        args.save.write_text(json.dumps([asdict(game) for game in games]))


if __name__ == "__main__":
    main()
