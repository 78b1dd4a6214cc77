"""``ttt-pbrain``'s side of the protocol: this app's player answering a Gomocup manager.

``Brain`` reads one command line at a time (``handle``) and writes its answers through the
function it was given. It plays five in a row on boards from 7 x 7 to 15 x 15 with the
``threats`` player (``perfect`` where the ai says its search proves every position), and
thinks for what ``INFO timeout_turn`` and the match's ``INFO time_left`` allow, less a margin
for this program's own work. Commands it does not know get ``UNKNOWN``; commands it cannot do
(a board size or rule it does not play, a taken cell) get ``ERROR`` and a sentence. As the
specification asks, a rule it cannot play sent by ``INFO rule`` is answered at the next
command that asks for a move, with ``ERROR``.

``SWAP2BOARD`` (the swap2 opening, ``swap2.py``) is answered by the built-in opening player
(``ai.BalancedOpening``): three balanced stones on an empty board; after three stones
``SWAP``, its fourth stone, or two more stones; after five, ``SWAP`` or its sixth stone.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ttt_qt import __version__
from ttt_qt.ai import BalancedOpening, Limit, Strategy, create, last_result, proves
from ttt_qt.engine import GOMOKU_RULES, Board, IllegalMove, Move, OpeningChoice, Rules

from . import protocol
from .swap2 import Swap2Answer, format_swap2_answer, parse_swap2_stone

MIN_SIZE = 7
MAX_SIZE = 15
WIN_LENGTH = 5
NAME = "ttt-qt"
DEFAULT_TURN_MS = 5000
"""Time a move when the manager sends no ``INFO timeout_turn``."""
FASTEST = 0.05
"""Seconds of thought when told to play as fast as possible (``timeout_turn 0``)."""
MARGIN = 0.15
"""Seconds of each turn kept for this program's own work (reading, writing, Python itself)."""
MARGIN_SHARE = 0.1
"""Share of each turn kept as well, whichever is more."""
MOVES_TO_PLAN = 15
"""The match clock's time left is spread over this many more moves."""
_NUMBER_KEYS = ("timeout_turn", "timeout_match", "time_left", "max_memory", "game_type", "rule")


def rules_for(size: int, rule: str) -> Rules:
    """The rules of a game on a ``size`` board under the gomoku ``rule`` (by name).

    Raises:
        ValueError: the engine has no such rule (it plays freestyle, standard, Renju, Caro).
    """
    for known in GOMOKU_RULES:
        if rule == known:
            return Rules(size, WIN_LENGTH, rule=known)
    raise ValueError(
        f"this brain plays freestyle, standard, Renju and Caro (INFO rule 0, 1, 4, 8), not {rule}"
    )


def think_time(turn_ms: int, time_left_ms: int | None) -> float:
    """Seconds to think about one move within the turn's and the match's time, less a margin."""
    turn = FASTEST if turn_ms <= 0 else turn_ms / 1000
    if time_left_ms is not None and time_left_ms < protocol.UNLIMITED_MS:
        turn = min(turn, max(0.0, time_left_ms / 1000) / MOVES_TO_PLAN)
    return max(FASTEST / 5, turn - max(MARGIN, turn * MARGIN_SHARE))


@dataclass(slots=True)
class Settings:
    """What the manager said with ``INFO`` (times in milliseconds)."""

    timeout_turn: int = DEFAULT_TURN_MS
    timeout_match: int = 0
    time_left: int | None = None
    max_memory: int = 0
    game_type: int = 1
    rule: int = 0


class Brain:
    """The protocol state of ``ttt-pbrain``: the board, the limits, the player.

    Attributes:
        settings: the ``INFO`` values received.
        size: the board size from ``START`` (0 before it).
        moves: the game so far, in order.
    """

    def __init__(self, write: Callable[[str], None]) -> None:
        """Answer through ``write`` (one line, without its end)."""
        self._write = write
        self.settings = Settings()
        self.size = 0
        self.moves: list[Move] = []
        self._player: Strategy | None = None
        self._player_rules: Rules | None = None
        self._block: tuple[str, list[str]] | None = None  # BOARD or SWAP2BOARD being read
        self._opening = BalancedOpening(seed=0)

    def handle(self, line: str) -> bool:
        """Answer one command line; False once the manager said ``END``."""
        if not line.strip():
            return True
        if self._block is not None:
            self._read_block_line(line.strip())
            return True
        command = protocol.parse_command(line)
        if command.name == "END":
            return False
        handler = self._HANDLERS.get(command.name)
        if handler is None:
            self._write(f"UNKNOWN {command.name} is not a command this brain knows")
        else:
            handler(self, command.argument)
        return True

    # Commands -----------------------------------------------------------------------------

    def _start(self, argument: str) -> None:
        try:
            size = int(argument)
        except ValueError:
            self._write(f"ERROR {argument!r} is not a board size")
            return
        self._begin_session(size)

    def _rectstart(self, argument: str) -> None:
        width, _, height = argument.partition(",")
        try:
            sizes = (int(width), int(height))
        except ValueError:
            self._write(f"ERROR {argument!r} is not a board size written width,height")
            return
        if sizes[0] != sizes[1]:
            self._write("ERROR this brain plays only square boards")
            return
        self._begin_session(sizes[0])

    def _begin_session(self, size: int) -> None:
        if not MIN_SIZE <= size <= MAX_SIZE:
            self._write(
                f"ERROR this brain plays boards from {MIN_SIZE} to {MAX_SIZE} cells a side, "
                f"not {size}"
            )
            return
        self.size = size
        self.moves = []
        rule = protocol.rule_name(self.settings.rule)
        if rule is not None:
            # The player's modules load now: START's time is not a move's. A rule it cannot
            # play is said at the first move, as the specification asks.
            with contextlib.suppress(ValueError):
                self._player_for(rules_for(size, rule))
        self._write("OK")

    def _restart(self, _argument: str) -> None:
        self.moves = []
        self._write("OK")

    def _info(self, argument: str) -> None:
        key, _, value = argument.partition(" ")
        key = key.lower()
        if key not in _NUMBER_KEYS:
            return  # evaluate, folder and any unknown key: ignored, as the spec asks
        try:
            number = int(value.strip())
        except ValueError:
            return
        setattr(self.settings, key, number)

    def _about(self, _argument: str) -> None:
        self._write(protocol.format_about([("name", NAME), ("version", __version__)]))

    def _begin(self, _argument: str) -> None:
        if self._ready():
            self.moves = []
            self._answer_move()

    def _turn(self, argument: str) -> None:
        if not self._ready():
            return
        try:
            move = protocol.parse_cell(argument, self.size)
        except protocol.ProtocolError as error:
            self._write(f"ERROR {error}")
            return
        if move in self.moves:
            self._write(f"ERROR {protocol.format_cell(move)} is already taken")
            return
        self.moves.append(move)
        self._answer_move()

    def _takeback(self, argument: str) -> None:
        try:
            move = protocol.parse_cell(argument, max(self.size, 1))
        except protocol.ProtocolError as error:
            self._write(f"ERROR {error}")
            return
        if not self.moves or self.moves[-1] != move:
            self._write(f"ERROR {protocol.format_cell(move)} is not the last move")
            return
        self.moves.pop()
        self._write("OK")

    def _board(self, _argument: str) -> None:
        self._block = ("BOARD", [])

    def _swap2board(self, _argument: str) -> None:
        self._block = ("SWAP2BOARD", [])

    _HANDLERS: ClassVar[dict[str, Callable[[Brain, str], None]]] = {
        "START": _start,
        "RECTSTART": _rectstart,
        "RESTART": _restart,
        "INFO": _info,
        "ABOUT": _about,
        "BEGIN": _begin,
        "TURN": _turn,
        "TAKEBACK": _takeback,
        "BOARD": _board,
        "SWAP2BOARD": _swap2board,
    }

    # BOARD ... DONE -----------------------------------------------------------------------

    def _read_block_line(self, line: str) -> None:
        assert self._block is not None
        name, lines = self._block
        if line.upper() != "DONE":
            lines.append(line)
            return
        self._block = None
        if not self._ready():
            return
        if name == "SWAP2BOARD":
            self._answer_swap2(lines)
            return
        try:
            self.moves = self._board_moves(lines)
        except (protocol.ProtocolError, ValueError) as error:
            self._write(f"ERROR {error}")
            return
        self._answer_move()

    def _board_moves(self, lines: list[str]) -> list[Move]:
        """The stones of ``BOARD`` as a game in order: each side's stones in the order sent."""
        sides: dict[int, list[Move]] = {protocol.OWN: [], protocol.OPPONENT: []}
        for line in lines:
            move, field = protocol.parse_board_line(line, self.size)
            if field not in sides:
                raise ValueError("this brain does not play the continuous game (field 3)")
            sides[field].append(move)
        own, theirs = sides[protocol.OWN], sides[protocol.OPPONENT]
        if len(own) == len(theirs):
            first, second = own, theirs
        elif len(theirs) == len(own) + 1:
            first, second = theirs, own
        else:
            raise ValueError(
                f"{len(own)} own stones and {len(theirs)} of the opponent's do not make a game"
            )
        moves = [move for pair in zip(first, second, strict=False) for move in pair]
        if len(first) > len(second):
            moves.append(first[-1])
        if len(set(moves)) != len(moves):
            raise ValueError("the board has two stones on one cell")
        return moves

    def _swap2_stones(self, lines: list[str]) -> list[Move]:
        """The stones of ``SWAP2BOARD`` in the order played (``x,y`` lines, or ``x,y,field``)."""
        if lines and all(protocol.is_cell(line) for line in lines):
            moves = [parse_swap2_stone(line, self.size) for line in lines]
            if len(set(moves)) != len(moves):
                raise ValueError("the board has two stones on one cell")
            return moves
        return self._board_moves(lines)

    # Thinking -----------------------------------------------------------------------------

    def _answer_swap2(self, lines: list[str]) -> None:
        """Answer ``SWAP2BOARD`` with three stones, ``SWAP``, one stone or two stones."""
        rules = rules_for(self.size, protocol.rule_name(self.settings.rule) or "")
        try:
            stones = self._swap2_stones(lines)
            board = Board.from_moves(rules, stones)
        except (protocol.ProtocolError, ValueError) as error:
            self._write(f"ERROR {error}")
            return
        choices: dict[int, tuple[OpeningChoice, ...]] = {
            3: ("black", "white", "two"),
            5: ("black", "white"),
        }
        if len(stones) not in (0, *choices):
            self._write(f"ERROR swap2 has 0, 3 or 5 stones before a choice, not {len(stones)}")
            return
        seconds = think_time(self.settings.timeout_turn, self.settings.time_left)
        limit = Limit(time=seconds / 2)
        if not stones:
            answer = Swap2Answer(False, tuple(self._opening.propose_stones(board, 3, limit)))
        else:
            answer = self._swap2_choice(board, choices[len(stones)], limit)
        self.moves = stones + list(answer.stones)
        self._write(format_swap2_answer(answer))

    def _swap2_choice(
        self, board: Board, choices: tuple[OpeningChoice, ...], limit: Limit
    ) -> Swap2Answer:
        """``SWAP`` to take black, the next stone to take white, or two more stones."""
        choice = self._opening.choose_side(board, choices, limit)
        score = self._opening.last_score
        if score is not None:
            self._write(f"MESSAGE swap2: {choice}, white's expected result {score:.0%}")
        if choice == "black":
            return Swap2Answer(True)
        if choice == "two":
            return Swap2Answer(False, tuple(self._opening.propose_stones(board, 2, limit)))
        player = self._player_for(board.rules)
        return Swap2Answer(False, (player.choose(board, limit),))

    def _ready(self) -> bool:
        """True when a move can be asked for; else says why with ``ERROR``."""
        if not self.size:
            self._write("ERROR START comes first")
            return False
        rule = protocol.rule_name(self.settings.rule)
        try:
            rules_for(self.size, rule or f"number {self.settings.rule}")
        except ValueError as error:
            self._write(f"ERROR {error}")
            return False
        return True

    def _answer_move(self) -> None:
        rules = rules_for(self.size, protocol.rule_name(self.settings.rule) or "")
        try:
            board = Board.from_moves(rules, self.moves)
        except IllegalMove as error:
            self._write(f"ERROR {error}")
            return
        if board.is_over:
            self._write("ERROR the game is over: there is no move to play")
            return
        player = self._player_for(rules)
        seconds = think_time(self.settings.timeout_turn, self.settings.time_left)
        move = player.choose(board, Limit(time=seconds))
        result = last_result(player)
        if result is not None and result.value is not None:
            self._write(
                f"MESSAGE {player.name}: {result.value.label}, depth {result.depth},"
                f" {result.seconds:.2f} s"
            )
        self.moves.append(move)
        self._write(protocol.format_cell(move))

    def _player_for(self, rules: Rules) -> Strategy:
        if self._player is None or self._player_rules != rules:
            name = "perfect" if proves("perfect", rules) else "threats"
            self._player = create(name, seed=0)
            self._player_rules = rules
        return self._player
