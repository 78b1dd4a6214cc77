"""Tactics puzzles: "X to play and win in N", the set shipped with the app, and its digest.

A puzzle is a position reached by a legal game (its ``moves``), the number N of moves of the
side to move that win, the winning line (the first move, which is the only one that wins, and
the best defence after it), what kind of win it is, and a difficulty on the rating scale of
``rating`` (from N and the board). The set lives in ``ttt_qt/coach/data/puzzles.txt``, read
through ``importlib.resources`` like the opening books; its first line is the SHA-256 digest
of the rest, which ``load_puzzles`` checks. ``tools/make_puzzles.py`` writes the file (from a
seed) and ``puzzle_proof.prove`` checks a puzzle with the project's own searches.

A line of the file::

    p0001 3 3 normal 2 exact 1150 | B2 A1 C3 | C1 B1 A3

the id, the board size, the win length, the rules, N, the kind (``exact``: the alpha-beta
search proved every move's value; ``vcf``: a win by continuous fours; ``vct``: by fours and
threes), the difficulty, then the moves of the game so far and the winning line.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from ttt_qt.engine import Board, Mark, Move, Rules, format_moves, parse_moves

Kind = Literal["exact", "vcf", "vct"]
"""How the win was proven: every move valued exactly, by continuous fours, by fours and threes."""

DATA_FILE = "puzzles.txt"
DIGEST_PREFIX = "# sha256 "
"""The first line of the data file: the digest of every line after it."""

_BASE_DIFFICULTY = {"small": 800, "middle": 1050, "big": 1250}
_PER_MOVE = {"small": 200, "middle": 180, "big": 170}
_VCT_EXTRA = 150
_REVERSE_EXTRA = 150


class PuzzleDataError(ValueError):
    """The puzzle data file is damaged (its digest or a line does not read)."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One puzzle.

    Attributes:
        id: a short stable name, such as ``p0042``.
        rules: the rules of the game.
        moves: the moves that lead to the position, from the empty board.
        n: the moves of the side to move that win (the last one completes the line, or in
            reverse rules leaves the opponent only moves that complete one).
        line: the winning line: the only winning first move, then the best defence and the
            winning answers (the solution played out).
        kind: how the win was proven.
        difficulty: on the rating scale (about 800 for a first puzzle to 2800).
    """

    id: str
    rules: Rules
    moves: tuple[Move, ...]
    n: int
    line: tuple[Move, ...]
    kind: Kind
    difficulty: int

    @property
    def board(self) -> Board:
        """The position to solve."""
        return Board.from_moves(self.rules, self.moves)

    @property
    def to_move(self) -> Mark:
        """The side that plays and wins."""
        return "X" if len(self.moves) % 2 == 0 else "O"

    @property
    def solution(self) -> Move:
        """The only winning first move."""
        return self.line[0]

    def title(self) -> str:
        """The puzzle's question, such as "X to play and win in 2 moves"."""
        moves = "move" if self.n == 1 else "moves"
        return f"{self.to_move} to play and win in {self.n} {moves}"

    def summary(self) -> str:
        """One line for a list: id, board, question, kind and difficulty."""
        rules = self.rules.describe()
        return f"{self.id}  {rules:<28} {self.title():<30} {self.kind:<5} {self.difficulty}"


def board_class(rules: Rules) -> str:
    """``small`` (3 x 3), ``middle`` (4 x 4 and 5 x 5) or ``big`` (6 x 6 and up)."""
    if rules.size <= 3:
        return "small"
    return "middle" if rules.size <= 5 else "big"


def difficulty(rules: Rules, n: int, kind: Kind) -> int:
    """The difficulty of a win in ``n`` of ``kind`` under ``rules``, on the rating scale."""
    group = board_class(rules)
    value = _BASE_DIFFICULTY[group] + _PER_MOVE[group] * n
    value += _VCT_EXTRA if kind == "vct" else 0
    value += _REVERSE_EXTRA if rules.reverse else 0
    return min(2800, value)


def format_puzzle(puzzle: Puzzle) -> str:
    """The puzzle's line in the data file (without the newline)."""
    rules = puzzle.rules
    head = (
        f"{puzzle.id} {rules.size} {rules.win_length} {'reverse' if rules.reverse else 'normal'}"
        f" {puzzle.n} {puzzle.kind} {puzzle.difficulty}"
    )
    return f"{head} | {format_moves(puzzle.moves)} | {format_moves(puzzle.line)}"


def parse_puzzle(line: str) -> Puzzle:
    """The puzzle of one line of the data file.

    Raises:
        PuzzleDataError: the line does not read as a puzzle.
    """
    try:
        head, moves_text, line_text = (part.strip() for part in line.split("|"))
        name, size, length, rules_word, n, kind, level = head.split()
        if rules_word not in ("normal", "reverse") or kind not in ("exact", "vcf", "vct"):
            raise ValueError(rules_word)
        rules = Rules(int(size), int(length), rules_word == "reverse")
        moves = tuple(parse_moves(moves_text, rules))
        winning = tuple(parse_moves(line_text, rules))
        puzzle_kind: Kind = kind  # type: ignore[assignment]
        puzzle = Puzzle(name, rules, moves, int(n), winning, puzzle_kind, int(level))
        puzzle.board.play(winning[0])  # the position and the first move are legal
    except (ValueError, IndexError) as error:
        raise PuzzleDataError(f"not a puzzle line: {line[:60]!r} ({error})") from None
    return puzzle


def format_puzzle_file(puzzles: Sequence[Puzzle], comments: Sequence[str] = ()) -> str:
    """The whole data file: the digest line, ``comments`` (each a ``#`` line), the puzzles."""
    body = "".join(f"# {comment}\n" for comment in comments)
    body += "".join(format_puzzle(puzzle) + "\n" for puzzle in puzzles)
    return f"{DIGEST_PREFIX}{digest(body)}\n{body}"


def digest(body: str) -> str:
    """The SHA-256 of the file's text after its first line."""
    return hashlib.sha256(body.encode("ascii")).hexdigest()


def parse_puzzle_file(text: str) -> list[Puzzle]:
    """The puzzles of a data file, its digest checked.

    Raises:
        PuzzleDataError: the digest does not match, or a line does not read.
    """
    first, _, body = text.partition("\n")
    if not first.startswith(DIGEST_PREFIX) or first[len(DIGEST_PREFIX) :] != digest(body):
        raise PuzzleDataError("the puzzle file is damaged: its digest does not match")
    return [
        parse_puzzle(line)
        for line in body.splitlines()
        if line.strip() and not line.startswith("#")
    ]


@cache
def load_puzzles() -> tuple[Puzzle, ...]:
    """The puzzle set shipped with the app (read once), easiest first.

    Raises:
        PuzzleDataError: the shipped file is damaged.
    """
    from importlib import resources  # noqa: PLC0415 - only when puzzles are asked for

    text = (resources.files("ttt_qt.coach") / "data" / DATA_FILE).read_text(encoding="ascii")
    return tuple(sorted(parse_puzzle_file(text), key=lambda puzzle: (puzzle.difficulty, puzzle.id)))


def find_puzzle(puzzles: Sequence[Puzzle], name: str) -> Puzzle | None:
    """The puzzle called ``name`` (any case), or None."""
    wanted = name.strip().lower()
    return next((puzzle for puzzle in puzzles if puzzle.id.lower() == wanted), None)
