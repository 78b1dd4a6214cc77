"""Why ``threats`` lost to Rapfi: the first losing move of each lost game, and what it was.

Run from the repository after ``bench_rapfi.py --save GAMES``:
``nice -n 10 python benchmarks/bench_rapfi_diagnosis.py GAMES`` (``--think-ms MS``,
``--vct-depth D``). For every game ``threats`` lost, the positions before its moves are given
to Rapfi with a long think (``--think-ms``, 3 s by default), ``threats`` to move, from the end
of the game backwards, until Rapfi no longer proves a win against it (``-M``): the move
played there is the first after which the game was lost (as far as Rapfi proves in that
time). Rapfi's moves in the rest of the game are read one by one (``line_kind``: its fours,
threes and quiet moves). This project's threat
search, searched deep (a VCF of up to ``VCF_DEPTH`` fours, a VCT of up to ``--vct-depth``
threats, ``SEARCH_SECONDS`` each), says what Rapfi threatened before the move (had
``threats`` passed) and after it. The class:

- *own win missed*: Rapfi proves a win for ``threats`` before the move;
- *opening*: lost within ``threats``'s first ``OPENING_MOVES`` moves;
- *defence did not hold*: Rapfi threatened a VCF or VCT before the move (``threats`` was
  defending) and wins after it by fours and threes;
- *VCF not seen coming* / *VCT not seen coming*: Rapfi threatened nothing before the move
  and wins after it by fours (or by fours and threes);
- *quiet move misjudged*: Rapfi's win has quiet moves in it (a build-up beyond any threat
  sequence).

Prints a markdown table, one row per lost game. A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from bench_rapfi import ENGINE, RULES, Rapfi, cell_name  # noqa: E402
from bench_tournament import describe_machine  # noqa: E402
from tables import markdown  # noqa: E402

from ttt_qt.ai.base import Limit, Poller, SearchStopped  # noqa: E402
from ttt_qt.ai.threats.patterns import FOUR, OPEN_THREE  # noqa: E402
from ttt_qt.ai.threats.position import CHECK_EVERY, Position  # noqa: E402
from ttt_qt.ai.threats.threat_space import ThreatSearch  # noqa: E402
from ttt_qt.engine import Board, Move  # noqa: E402

OPENING_MOVES = 3
"""``threats``'s first moves: a loss decided by then is put down to the opening."""
VCF_DEPTH = 30
SEARCH_SECONDS = 20.0


def threat_findings(moves: list[Move], vct_depth: int) -> str:
    """What the side to move after ``moves`` has: ``VCF``, ``VCT n``, ``none`` or ``?`` (time)."""
    board = Board.from_moves(RULES, moves)
    poll = Poller(Limit(time=SEARCH_SECONDS).started(), CHECK_EVERY)
    search = ThreatSearch(Position(board, poll))
    try:
        if search.vcf(VCF_DEPTH):
            return "VCF"
        for depth in range(1, vct_depth + 1):
            if search.vct(depth, 8):
                return f"VCT {depth}"
    except SearchStopped:
        return "?"
    return "none"


def line_kind(moves: list[Move], line: list[Move]) -> str:
    """What the winner's ``line`` after ``moves`` is made of: ``VCF n``, ``VCT n`` or quiet.

    Each of the winner's moves in the line (the first, third, ... move) is read before it is
    played: a four (or five), an open three, or a quiet move; a block of the loser's four is
    forced and not counted. ``VCF n``: n fours; ``VCT n``:
    n fours and threes; ``n quiet + m threats`` otherwise. The line is the rest of the game
    (Rapfi's principal variations stop short of the five too often to be read).
    """
    board = Board.from_moves(RULES, moves)
    position = Position(board)
    fours = threes = quiet = 0
    for number, move in enumerate(line):
        cell = position.index(move)
        if board.is_over or position.cells[cell] != 0:
            break
        if number % 2 == 0 and cell not in position.fives(3 - position.to_move):
            shape = position.shapes[position.to_move][cell]
            if shape >= FOUR:
                fours += 1
            elif shape >= OPEN_THREE:
                threes += 1
            else:
                quiet += 1
        position.play(cell)
        board = board.play(move)
    if quiet:
        return f"{quiet} quiet + {fours + threes} threats"
    return f"VCF {fours}" if not threes else f"VCT {fours + threes}"


def classify(number: int, before: str, kind: str, evaluation: str) -> str:
    """The class of a losing move (see the module docstring).

    ``evaluation`` is Rapfi's of the position before the move, from Rapfi's side.
    """
    if evaluation.startswith("-M"):
        return "own win missed"
    if number < OPENING_MOVES:
        return "opening"
    if kind.startswith("V") and before != "none":
        return "defence did not hold"
    if kind.startswith("VCF"):
        return "VCF not seen coming"
    if kind.startswith("VCT"):
        return "VCT not seen coming"
    return "quiet move misjudged"


def diagnose(game: dict[str, Any], engine: Rapfi, vct_depth: int) -> tuple[object, ...] | None:
    """The row of one lost game, or None when ``threats`` did not lose it.

    Going back from the end, the positions before ``threats``'s moves are given to Rapfi
    (``threats`` to move) until one is not a proven loss: the move played there is the
    first losing move.
    """
    if game["winner"] is None or (game["winner"] == "X") == game["threats_is_x"]:
        return None
    moves = [tuple(move) for move in game["moves"]]
    threats_parity = 0 if game["threats_is_x"] else 1
    mine = [ply for ply in range(3, len(moves)) if ply % 2 == threats_parity]
    first = mine[0]
    evaluation_before = ""
    for ply in reversed(mine):
        _, _, evaluation_before = engine.reply(moves[:ply])
        if not evaluation_before.startswith("-M"):
            first = ply
            break
    _, _, evaluation_after = engine.reply(moves[: first + 1])
    before = _rapfi_threats_before(moves, first, vct_depth)
    after = threat_findings(moves[: first + 1], vct_depth)
    kind = line_kind(moves[: first + 1], moves[first + 1 :])
    number = mine.index(first)
    stage = game["stages"][number] if number < len(game["stages"]) else ""
    colour = "X" if game["threats_is_x"] else "O"
    rapfi_before = _turned(evaluation_before)
    return (
        f"{game['opening']}{colour}",
        f"{first + 1}. {cell_name(moves[first])}",
        stage,
        rapfi_before or "?",
        evaluation_after or "?",
        kind,
        before,
        after,
        len(moves),
        classify(number, before, kind, rapfi_before),
    )


def _rapfi_threats_before(moves: list[Move], ply: int, vct_depth: int) -> str:
    """Rapfi's VCF or VCT in the position before ``threats``'s move ``ply``, had it passed.

    ``threats`` is to move there; a pass hands the move to Rapfi, so the search shows what
    ``threats`` had to defend against.
    """
    board = Board.from_moves(RULES, moves[:ply])
    poll = Poller(Limit(time=SEARCH_SECONDS).started(), CHECK_EVERY)
    position = Position(board, poll)
    position.pass_turn()
    search = ThreatSearch(position)
    try:
        if search.vcf(VCF_DEPTH):
            return "VCF"
        for depth in range(1, vct_depth + 1):
            if search.vct(depth, 8):
                return f"VCT {depth}"
    except SearchStopped:
        return "?"
    return "none"


def _turned(evaluation: str) -> str:
    """An evaluation from the other side: ``+M5`` -> ``-M5``, ``120`` -> ``-120``."""
    if not evaluation:
        return ""
    if evaluation[0] in "+-":
        return ("-" if evaluation[0] == "+" else "+") + evaluation[1:]
    return evaluation if evaluation == "0" else "-" + evaluation


def main() -> None:
    """Diagnose every lost game of the file and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=Path, help="the JSON that bench_rapfi.py --save wrote")
    parser.add_argument("--think-ms", type=int, default=3000, help="Rapfi's think per position")
    parser.add_argument("--vct-depth", type=int, default=5, help="VCT threats looked for")
    parser.add_argument("--engine", type=Path, default=ENGINE, help="path of pbrain-rapfi")
    args = parser.parse_args()
    try:
        games = json.loads(args.games.read_text())
    except (OSError, ValueError) as error:
        parser.error(f"cannot read the games in {args.games}: {error}")
    print(f"Machine: {describe_machine()}")
    print(f"Rapfi thinks {args.think_ms} ms on each position; VCT up to {args.vct_depth}\n")
    engine = Rapfi(args.engine, args.think_ms)
    rows = []
    try:
        for game in games:
            row = diagnose(game, engine, args.vct_depth)
            if row is not None:
                rows.append(row)
                print(" | ".join(str(cell) for cell in row))
                sys.stdout.flush()
    finally:
        engine.close()
    headers = (
        "game",
        "first losing move",
        "stage",
        "Rapfi before",
        "Rapfi after",
        "Rapfi's moves to the win",
        "Rapfi's threats before (ours)",
        "Rapfi's threats after (ours)",
        "plies",
        "class",
    )
    print()
    print(markdown(headers, rows))


if __name__ == "__main__":
    main()
