"""``ttt-console``: the subcommand table, the argument parsers, and the guards around every program.

Each subcommand is a module with ``configure(parser)`` (adds its options) and ``run(args)``
(returns the exit code). The table below names the module; it is imported only when that
command runs, so ``ttt-console --help`` stays quick and one missing module never breaks the
others. To add a command, add a row.

Whatever happens, no traceback reaches the person: bad options print the usage and exit
with code 2, end of input at a prompt says goodbye and exits with 0, Ctrl+C exits with 130,
and bytes that are not text are read as replacement characters (and rejected like any
other wrong answer).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from ttt_qt import __version__
from ttt_qt.compat.terminal import silence_stdout, tolerate_undecodable_input

from .errors import UsageError
from .messages import (
    ARENA_SUMMARY,
    CLASSIC_SUMMARY,
    COMMAND_METAVAR,
    COMMAND_UNAVAILABLE,
    CONVERT_SUMMARY,
    DESCRIPTION,
    EPILOG,
    INTERRUPTED,
    NO_COMMAND,
    PROG,
    PUZZLE_SUMMARY,
    REVIEW_SUMMARY,
    SERIES_SUMMARY,
    STATS_SUMMARY,
    TOURNAMENT_SUMMARY,
    UNEXPECTED_ERROR,
    UNKNOWN_OPTION,
)

INTERRUPTED_EXIT_CODE = 130


class CommandModule(Protocol):
    """What a subcommand module provides."""

    def configure(self, parser: argparse.ArgumentParser) -> None:
        """Add the command's arguments to ``parser``."""

    def run(self, args: argparse.Namespace) -> int:
        """Run the command with the parsed ``args``; return the exit code."""


@dataclass(frozen=True, slots=True)
class Command:
    """One row of the subcommand table.

    Attributes:
        name: the word typed after ``ttt-console``.
        summary: one line for ``ttt-console --help``.
        module: the dotted name of the module with ``configure`` and ``run``.
    """

    name: str
    summary: str
    module: str

    def load(self) -> CommandModule:
        """Import the command's module.

        Raises:
            CommandUnavailable: the module is not installed.
        """
        try:
            return cast(CommandModule, importlib.import_module(self.module))
        except ModuleNotFoundError as error:
            if error.name != self.module:
                raise
            raise CommandUnavailable(self.name) from None


class CommandUnavailable(Exception):
    """A command whose module is not part of this installation."""


COMMANDS: tuple[Command, ...] = (
    Command("classic", CLASSIC_SUMMARY, "ttt_qt.console.classic"),
    Command("series", SERIES_SUMMARY, "ttt_qt.console.series"),
    Command("arena", ARENA_SUMMARY, "ttt_qt.console.arena"),
    Command("stats", STATS_SUMMARY, "ttt_qt.console.stats_command"),
    Command("tournament", TOURNAMENT_SUMMARY, "ttt_qt.console.tournament"),
    Command("convert", CONVERT_SUMMARY, "ttt_qt.console.convert"),
    Command("review", REVIEW_SUMMARY, "ttt_qt.console.review_command"),
    Command("puzzle", PUZZLE_SUMMARY, "ttt_qt.console.puzzle_command"),
)
_BY_NAME = {command.name: command for command in COMMANDS}
_TOP_OPTIONS = ("-h", "--help", "--version")


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser: ``--help``, ``--version`` and the list of commands."""
    parser = argparse.ArgumentParser(prog=PROG, description=DESCRIPTION, epilog=EPILOG)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar=COMMAND_METAVAR, required=True)
    for command in COMMANDS:
        # Listed here for --help only; each command parses its own arguments (see main).
        commands.add_parser(command.name, help=command.summary, add_help=False)
    return parser


def build_command_parser(command: Command, module: CommandModule) -> argparse.ArgumentParser:
    """The parser of one command, configured by its module."""
    parser = argparse.ArgumentParser(prog=f"{PROG} {command.name}", description=command.summary)
    module.configure(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ttt-console`` with ``argv`` (the process arguments when None); return the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    tolerate_undecodable_input()
    try:
        code = _dispatch(arguments)
        sys.stdout.flush()  # here, not at exit, where a reader gone away is no longer caught
        return code
    except SystemExit as exit_request:  # argparse: --help, --version, or a usage error
        return _exit_code(exit_request)
    except CommandUnavailable as error:
        print(COMMAND_UNAVAILABLE.format(prog=PROG, command=error), file=sys.stderr)
        return 1
    except EOFError:
        print()
        return 0
    except KeyboardInterrupt:
        print()
        print(INTERRUPTED, file=sys.stderr)
        return INTERRUPTED_EXIT_CODE
    except BrokenPipeError:
        silence_stdout()
        return 1
    except Exception as error:  # the last guard: a message, never a traceback
        print(UNEXPECTED_ERROR.format(prog=PROG, error=error), file=sys.stderr)
        return 1


def _dispatch(arguments: list[str]) -> int:
    if arguments and arguments[0] in _BY_NAME:
        command = _BY_NAME[arguments[0]]
        module = command.load()
        parser = build_command_parser(command, module)
        args = parser.parse_args(arguments[1:])
        try:
            return module.run(args)
        except UsageError as error:
            parser.error(str(error))
    top = build_parser()
    first = arguments[0] if arguments else ""
    if first.startswith("-") and first not in (*_TOP_OPTIONS, "--"):
        top.error(UNKNOWN_OPTION.format(option=first, prog=PROG))
    top.parse_args(arguments)  # prints help, the version, or a usage error, and exits
    top.error(NO_COMMAND)


def _exit_code(exit_request: SystemExit) -> int:
    code = exit_request.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1
