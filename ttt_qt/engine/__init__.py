"""The ttt_qt engine: rules, immutable boards, games with undo and redo, cell names, saved games.

A saved game keeps its players too. Standard library only; nothing here imports Qt.
"""

from .board import Board, Outcome
from .cells import cell_name, keypad_to_move, move_to_keypad, parse_cell
from .errors import CellNameError, GameFormatError, IllegalMove, PositionError
from .game import Game, History, Step
from .geometry import Geometry, geometry
from .notation import format_game, format_moves, parse_game, parse_moves, parse_saved_game
from .opening import (
    OPENING_CHOICES,
    OPENING_NAMES,
    OPENINGS,
    Opening,
    OpeningChoice,
    OpeningTurn,
    Seat,
    check_opening,
    describe_choice,
    mark_of,
    opening_allowed,
    seat_of,
)
from .players import GamePlayer, SavedGame
from .renju import ForbiddenReason
from .rules import (
    GOMOKU_MIN_SIZE,
    GOMOKU_RULES,
    MAX_SIZE,
    MIN_SIZE,
    MIN_WIN_LENGTH,
    RULE_NAMES,
    GomokuRule,
    Rules,
    usual_win_length,
)
from .types import MARKS, Mark, Move, other

__all__ = [
    "GOMOKU_MIN_SIZE",
    "GOMOKU_RULES",
    "MARKS",
    "MAX_SIZE",
    "MIN_SIZE",
    "MIN_WIN_LENGTH",
    "OPENINGS",
    "OPENING_CHOICES",
    "OPENING_NAMES",
    "RULE_NAMES",
    "Board",
    "CellNameError",
    "ForbiddenReason",
    "Game",
    "GameFormatError",
    "GamePlayer",
    "Geometry",
    "GomokuRule",
    "History",
    "IllegalMove",
    "Mark",
    "Move",
    "Opening",
    "OpeningChoice",
    "OpeningTurn",
    "Outcome",
    "PositionError",
    "Rules",
    "SavedGame",
    "Seat",
    "Step",
    "cell_name",
    "check_opening",
    "describe_choice",
    "format_game",
    "format_moves",
    "geometry",
    "keypad_to_move",
    "mark_of",
    "move_to_keypad",
    "opening_allowed",
    "other",
    "parse_cell",
    "parse_game",
    "parse_moves",
    "parse_saved_game",
    "seat_of",
    "usual_win_length",
]
