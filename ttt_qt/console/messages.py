"""The texts of ``ttt-console`` itself (the programs' own texts live beside each program)."""

from __future__ import annotations

PROG = "ttt-console"
DESCRIPTION = (
    "Tic-tac-toe in the terminal: the course games of ttt_qt and computer-against-computer runs."
)
EPILOG = "Run 'ttt-console COMMAND --help' for the options of a command."
COMMAND_METAVAR = "COMMAND"

CLASSIC_SUMMARY = (
    "the classic game on a lettered board (A1 to C3): Bob (X) against Alice (O), "
    "people or computers"
)
SERIES_SUMMARY = (
    "a series of games from a menu, on the numeric-keypad board, against a person or a "
    "dumb, random or smart computer"
)
ARENA_SUMMARY = "computer against computer for N games: a table of runs and totals"
TOURNAMENT_SUMMARY = (
    "a round robin of computer players on given rules, in parallel: Elo ratings and a cross table"
)
REVIEW_SUMMARY = (
    "the coach's review of a saved game: every move with its mark (?? blunder, ? mistake, "
    "?! inaccuracy) and the better move"
)
PUZZLE_SUMMARY = "tactics puzzles: X or O to play and win in N, with hints; --list prints them"
STATS_SUMMARY = "the recorded games: a summary table, and CSV or PDF exports"
CONVERT_SUMMARY = "convert a game file between .ttt, .psq (Piskvork) and .sgf (by extension)"

NO_COMMAND = "choose a command"
UNKNOWN_OPTION = (
    "unknown option {option}: options go after the command, as in '{prog} arena --help'"
)
COMMAND_UNAVAILABLE = "{prog}: the {command} command is not available in this installation"
UNEXPECTED_ERROR = "{prog}: something went wrong and the program stopped: {error}"
INTERRUPTED = "Interrupted."

GAME_COLUMNS = ("x_player", "o_player", "size", "win_length", "reverse", "winner")
"""The CSV columns of a game's players, rules and winner, in the arena's and the tournament's."""
