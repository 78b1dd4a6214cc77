"""The game review: every move of both sides graded, move by move, as a generator.

``review_moves(rules, moves, limit)`` assesses each position once (``assessment.assess``):
the value of the move played is the next position's value turned round, the best value the
position's own. It yields one ``MoveReview`` per move as soon as the next position is known,
so a window can fill the list in as it goes; it stops early, without a partial answer, when
``limit`` is reached (its cancel flag set or its deadline passed), the one way every search
of the project stops. Each position gets ``seconds`` of thought at most.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from ttt_qt.ai.base import Limit, MoveValue
from ttt_qt.ai.defaults import THREATS_TIME_LIMIT
from ttt_qt.ai.memory import SearchMemory
from ttt_qt.engine import Board, Mark, Move, Rules

from .assessment import Assessment, after_move, assess
from .grades import Grade, grade
from .sentences import Reason, Wording, reason_of, sentence, wording

SECONDS_PER_MOVE = THREATS_TIME_LIMIT * 0.3
"""Thought per position at the default think time: a 60-move game (61 positions) in 18 s
at most."""


@dataclass(frozen=True, slots=True)
class MoveReview:
    """The coach's verdict on one move.

    Attributes:
        number: the move's number, from 1.
        move: the move played.
        player: who played it.
        grade: best, good, inaccuracy, mistake or blunder (``grade.sign`` is ``!``... ``??``).
        exact: True when both values behind the grade are proven.
        played: the value of the move played, for its player.
        best_value: the best value the position allowed its player.
        best: the best move (the move played when it was as good as the best found).
        line: the best move and the best replies after it.
        advantage: X's expected result after the move, 0 (O wins) to 1 (X wins).
        reason: why the grade (see ``sentences.Reason``).
        sentence: the verdict in words, such as "C3 lets O force a win in 2; B2 held the draw".
        words: the same verdict as a template key and its values, for a translation.
    """

    number: int
    move: Move
    player: Mark
    grade: Grade
    exact: bool
    played: MoveValue
    best_value: MoveValue
    best: Move | None
    line: tuple[Move, ...]
    advantage: float
    reason: Reason
    sentence: str
    words: Wording


def review_moves(
    rules: Rules,
    moves: Sequence[Move],
    limit: Limit | None = None,
    seconds: float = SECONDS_PER_MOVE,
    first: int = 1,
) -> Iterator[MoveReview]:
    """Yield the review of each of ``moves`` (a legal game under ``rules``) in turn.

    The moves before move number ``first`` are played but not reviewed.

    Raises:
        IllegalMove: a move is not legal where it is played.
    """
    whole = (limit or Limit()).started()
    boards = [Board.empty(rules)]
    for move in moves:
        boards.append(boards[-1].play(move))
    start = max(1, first)
    if start > len(moves):
        return
    memory = SearchMemory()
    before = _assess(boards[start - 1], whole, seconds, memory)
    if before is None:
        return
    for number, move in enumerate(moves[start - 1 :], start=start):
        after = _assess(boards[number], whole, seconds, memory)
        if after is None:
            return
        yield judge(number, boards[number - 1], move, before, after)
        before = after


def review_game(
    rules: Rules,
    moves: Sequence[Move],
    limit: Limit | None = None,
    seconds: float = SECONDS_PER_MOVE,
) -> list[MoveReview]:
    """Every move's review (fewer when ``limit`` stops it first)."""
    return list(review_moves(rules, moves, limit, seconds))


def _assess(board: Board, whole: Limit, seconds: float, memory: SearchMemory) -> Assessment | None:
    """The assessment of ``board`` with ``seconds`` at most, or None once ``whole`` is reached."""
    if whole.stopped():
        return None
    found = assess(board, replace(whole, time=seconds).started(), memory)
    return None if whole.stopped() else found


def judge(
    number: int, board: Board, move: Move, before: Assessment, after: Assessment
) -> MoveReview:
    """The review of ``move`` played on ``board``, from the assessments before and after it."""
    player = board.to_move
    played = before.moves.get(move) or after_move(after.value)
    is_best = move == before.best
    move_grade, exact = grade(before.value, played, is_best=is_best, best_threat=before.threat)
    reason = reason_of(move_grade, before, after, played)
    advantage = played.score if player == "X" else 1.0 - played.score
    best, line = before.best, before.line
    if move_grade is Grade.BEST and move != best:
        best, line = move, (move,)  # as good as the best found: it is the one to show
    return MoveReview(
        number=number,
        move=move,
        player=player,
        grade=move_grade,
        exact=exact,
        played=played,
        best_value=before.value,
        best=best,
        line=line,
        advantage=advantage,
        reason=reason,
        sentence=sentence(words := wording(reason, move, player, played, before)),
        words=words,
    )


def first_error(reviews: Sequence[MoveReview], player: Mark) -> int | None:
    """The number of moves played before ``player``'s first mistake or blunder, or None.

    That many moves from the start give the position for "Try again from here".
    """
    for review in reviews:
        if review.player == player and review.grade.is_error:
            return review.number - 1
    return None
