"""The texts of ``ttt-console`` itself (the programs' own texts live beside each program)."""

from __future__ import annotations

PROG = "ttt-console"
DESCRIPTION = (
    "Tic-tac-toe in the terminal: the course games of ttt_qt and computer-against-computer runs."
)
EPILOG = "Run 'ttt-console COMMAND --help' for the options of a command."
COMMAND_METAVAR = "COMMAND"

CLASSIC_SUMMARY = "seed 000's game: Bob (X) against Alice (O), people or computers"
SERIES_SUMMARY = "seed 001's menu game against a person or a dumb, random or smart computer"
ARENA_SUMMARY = "computer against computer for N games: a table of runs and totals"
STATS_SUMMARY = "the recorded games: a summary table, and CSV or PDF exports"

NO_COMMAND = "choose a command"
COMMAND_UNAVAILABLE = "{prog}: the {command} command is not available in this installation"
UNEXPECTED_ERROR = "{prog}: something went wrong and the program stopped: {error}"
INTERRUPTED = "Interrupted."
