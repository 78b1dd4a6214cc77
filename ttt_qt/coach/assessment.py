"""The value of one position for the side to move, as the coach's review needs it.

Two ways, by the rules:

- where the alpha-beta search reaches the end of the game (reverse rules, boards under 6 x 6,
  lines under four, and the last ``EXACT_MAX_LEFT`` empty cells of any board), ``analyze``
  values every legal move: exact on 3 x 3, on 4 x 4 and on 5 x 5 with four in a row (the
  opening books and the prover), estimates where its time runs out;
- elsewhere (gomoku and the like) the threat searches of the ``threats`` player decide in
  turn: a line to complete, a four to block, a win by continuous fours (VCF, exact: every
  defence is forced), the opponent's VCF and the moves that stop it (none: a proven loss),
  a win by fours and threes (VCT, an estimate), the opponent's short VCT and its stops;
  then ``search`` among the moves that matter gives an estimate and the best move.

Every stage polls one ``Limit`` (its deadline and cancel flag), as the players do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Literal

from ttt_qt.ai.base import Limit, MoveValue, Poller, SearchStopped, exact_value
from ttt_qt.ai.memory import SearchMemory
from ttt_qt.ai.search import analyze, search
from ttt_qt.ai.search.driver import principal_line
from ttt_qt.ai.threats.analysis import EXACT_MAX_LEFT
from ttt_qt.ai.threats.position import CHECK_EVERY, Position
from ttt_qt.ai.threats.roots import root_moves
from ttt_qt.ai.threats.scope import plays_as_perfect
from ttt_qt.ai.threats.threat_space import ThreatSearch, opponents_attack
from ttt_qt.engine import Board, Move

Threat = Literal[
    "", "over", "five", "lost-five", "block", "vcf", "lost-vcf", "stop-vcf", "vct", "stop-vct"
]
"""What decided an assessment: nothing special (``""``: the search's estimate), the game is
over, a line to complete, two lines of the opponent's to block, one to block, our VCF, the
opponent's unstoppable VCF, its VCF with stops, our VCT, the opponent's VCT with stops."""

VCT_DEPTH = 3
"""Attacker moves of our VCT looked for."""
VCT_VCF_DEPTH = 6
"""Fours in a row that may end it."""
OPPONENT_VCT_DEPTH = 2
"""Attacker moves of the opponent's VCT looked for (its stops are checked too)."""
OPPONENT_VCF_DEPTH = 4
"""Fours that may end the opponent's VCT."""
FORCED_DEPTH = 24
"""Forced blocks followed at most before the searches take over."""
VCT_SCORE = 0.97
"""The expected result an estimated win by threats is given."""

Attack = Callable[[ThreatSearch], "list[int] | None"]
"""A threat search run for the side to move of its position: the line it finds, or None."""


@dataclass(frozen=True, slots=True)
class Assessment:
    """A position's value for the side to move, with its best move.

    Attributes:
        value: the value with best play (``proven`` or an estimate).
        best: the best move found (None once the game is over).
        line: ``best`` and the best replies known after it.
        moves: the value of every move valued (every legal move on the exact boards).
        threat: what decided the value (see ``Threat``).
        stops: the moves that stop the opponent's threat, when it has one.
    """

    value: MoveValue
    best: Move | None
    line: tuple[Move, ...] = ()
    moves: Mapping[Move, MoveValue] = field(default_factory=dict)
    threat: Threat = ""
    stops: tuple[Move, ...] = ()


def estimate(score: float) -> MoveValue:
    """An estimated expected result (0 to 1) for the side to move."""
    score = min(1.0, max(0.0, score))
    return MoveValue("estimate", None, score, f"{round(score * 100)}%")


def after_move(value: MoveValue) -> MoveValue:
    """The value of a move for its player, from the next position's value for the opponent."""
    if value.kind == "estimate":
        return estimate(1.0 - value.score)
    plies = (value.plies or 0) + 1
    flipped = {"win": "loss", "loss": "win", "draw": "draw"}[value.kind]
    return exact_value(flipped, plies)  # type: ignore[arg-type]


def uses_analysis(board: Board) -> bool:
    """True when ``analyze`` values this position (see the module docstring)."""
    left = board.rules.cell_count - board.move_count
    return plays_as_perfect(board.rules) or left <= EXACT_MAX_LEFT


def assess(board: Board, limit: Limit, memory: SearchMemory | None = None) -> Assessment:
    """The value of ``board`` for the side to move within ``limit`` (its deadline set).

    The searches read and add to ``memory`` (a review shares one over its positions).
    """
    memory = memory or SearchMemory()
    if board.is_over:
        if board.winner is None:
            return Assessment(exact_value("draw", 0), None, threat="over")
        kind: Literal["win", "loss"] = "win" if board.winner == board.to_move else "loss"
        return Assessment(exact_value(kind, 0), None, threat="over")
    if uses_analysis(board):
        return _analysed(board, limit, memory)
    return _threat_assessment(board, limit, 0, memory)


def _analysed(board: Board, limit: Limit, memory: SearchMemory) -> Assessment:
    """Every legal move valued by ``analyze``; the best one's line from the search's table."""
    result = analyze(board, limit, memory)
    assert result.move is not None and result.value is not None  # the game is not over
    value = result.value
    length = value.plies if value.plies is not None else 4
    line = principal_line(board, result.move, max(1, length), memory.transpositions(board.rules))
    return Assessment(value, result.move, line, dict(result.moves))


def _threat_assessment(board: Board, limit: Limit, forced: int, memory: SearchMemory) -> Assessment:
    """The threat searches in turn, then ``search`` among the moves that matter."""
    poll = Poller(limit, CHECK_EVERY)
    position = Position(board, poll)
    me, opponent = position.to_move, 3 - position.to_move
    if board.move_count == 0:
        middle = board.rules.size // 2
        return Assessment(estimate(0.5), (middle, middle), ((middle, middle),))
    wins = position.fives(me)
    if wins:
        move = position.move(min(wins))
        return Assessment(exact_value("win", 1), move, (move,), threat="five")
    blocks = position.fives(opponent)
    if len(blocks) >= 2:
        move = position.move(min(blocks))
        return Assessment(exact_value("loss", 2), move, (move,), threat="lost-five")
    if blocks and forced < FORCED_DEPTH:
        block = position.move(blocks[0])
        after = _after(board.play(block), limit, forced + 1, memory)
        value = after_move(after.value)
        return Assessment(value, block, (block, *after.line), threat="block", stops=(block,))
    vcf = _attempt(board, poll, 0.15, ThreatSearch.vcf)
    if vcf:
        moves = tuple(position.move(cell) for cell in vcf)
        return Assessment(
            exact_value("win", _plies_to_win(board, moves)), moves[0], moves, threat="vcf"
        )
    found = _opponent_attack(board, poll, 0.3, ThreatSearch.vcf)
    if found is not None:
        attack, stops = found
        if not stops:
            first = position.move(attack[0])
            return Assessment(
                exact_value("loss", len(attack) + 1), first, (first,), threat="lost-vcf"
            )
        return _searched(board, limit, stops, "stop-vcf", memory)
    vct = _deepening_vct(board, poll, 0.25)
    if vct:
        move = position.move(vct[0])
        return Assessment(estimate(VCT_SCORE), move, (move,), threat="vct")
    attack_vct = partial(ThreatSearch.vct, depth=OPPONENT_VCT_DEPTH, vcf_depth=OPPONENT_VCF_DEPTH)
    found = _opponent_attack(board, poll, 0.4, attack_vct)
    if found is not None and found[1]:
        return _searched(board, limit, found[1], "stop-vct", memory)
    roots = [position.move(cell) for cell in root_moves(position)]
    return _searched(board, limit, roots, "", memory)


def _after(board: Board, limit: Limit, forced: int, memory: SearchMemory) -> Assessment:
    """The assessment of the position after a forced block (it may end the game)."""
    if board.is_over:
        return assess(board, limit, memory)
    return _threat_assessment(board, limit, forced, memory)


def _searched(
    board: Board, limit: Limit, moves: list[Move], threat: Threat, memory: SearchMemory
) -> Assessment:
    """``search`` among ``moves`` (every legal move when empty) with the time left."""
    size = board.rules.size
    among = {row * size + col for row, col in moves} or None
    left = max(limit.left(), 0.001)
    result = search(board, replace(limit, time=min(left, 1e6), deadline=None), among, memory)
    assert result.move is not None and result.value is not None
    stops = tuple(moves) if threat else ()
    return Assessment(result.value, result.move, result.line, dict(result.moves), threat, stops)


def _attempt(board: Board, poll: Poller, share: float, run: Attack) -> list[int] | None:
    """Run one threat search for the side to move with ``share`` of the time left."""
    poll.stage(share)
    search_ = ThreatSearch(Position(board, poll))
    try:
        return run(search_)
    except SearchStopped:
        return None


def _deepening_vct(board: Board, poll: Poller, share: float) -> list[int] | None:
    """Our VCT, one attacker move deeper at a time while ``share`` of the time lasts."""
    poll.stage(share)
    search_ = ThreatSearch(Position(board, poll))
    try:
        for depth in range(1, VCT_DEPTH + 1):
            line = search_.vct(depth, VCT_VCF_DEPTH)
            if line:
                return line
    except SearchStopped:
        return None
    return None


def _opponent_attack(
    board: Board, poll: Poller, share: float, attack: Attack
) -> tuple[list[int], list[Move]] | None:
    """The opponent's win by ``attack`` were it to move, and the moves that stop it, or None.

    When the time runs out while the stops are checked, the moves not yet checked count as
    stops (nothing is claimed about them).
    """
    poll.stage(share)
    try:
        search_, line = opponents_attack(board, poll, attack)
    except SearchStopped:
        return None
    if not line:
        return None
    stops, unchecked = search_.stops_among(search_.defences(line), attack)
    cells = stops + (unchecked or [])
    return line, [search_.position.move(cell) for cell in cells]


def _plies_to_win(board: Board, line: tuple[Move, ...]) -> int:
    """The plies of a VCF line until its line is complete (a double threat adds two)."""
    for move in line:
        board = board.play(move)
    return len(line) if board.is_over else len(line) + 2
