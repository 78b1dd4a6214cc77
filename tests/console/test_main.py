"""``ttt-console`` itself: the command table, help, usage errors and the guards around programs."""

from __future__ import annotations

import argparse
import sys
import types

import pytest

from ttt_qt import __version__
from ttt_qt.console import classic, main
from ttt_qt.console.errors import UsageError

from .helpers import run_console


def test_help_lists_every_command() -> None:
    outcome = run_console(["--help"])
    assert outcome.code == 0
    assert outcome.out.startswith("usage: ttt-console")
    for command in ("classic", "series", "arena", "stats", "tournament"):
        # argparse puts a long name on a line of its own, its summary on the next.
        assert f"    {command} " in outcome.out or f"    {command}\n" in outcome.out


@pytest.mark.parametrize("command", ["classic", "series", "arena", "tournament"])
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_every_command_has_help(command: str, flag: str) -> None:
    outcome = run_console([command, flag])
    assert outcome.code == 0
    assert outcome.out.startswith(f"usage: ttt-console {command}")
    assert "--seed" in outcome.out


def test_version() -> None:
    outcome = run_console(["--version"])
    assert (outcome.code, outcome.out) == (0, f"ttt-console {__version__}\n")


@pytest.mark.parametrize(
    "argv", [[], ["play"], ["--colour"], ["-x"], ["CLASSIC"], ["--", "classic"], [""]]
)
def test_a_missing_or_unknown_command_gives_the_usage_and_exit_code_2(argv: list[str]) -> None:
    outcome = run_console(argv)
    assert outcome.code == 2
    assert outcome.err.startswith("usage: ttt-console")
    assert "Traceback" not in outcome.err


@pytest.mark.parametrize("option", ["--bogus", "-x", "--colour=red"])
def test_an_unknown_option_is_named(option: str) -> None:
    outcome = run_console([option])
    assert outcome.code == 2
    assert f"unknown option {option}" in outcome.err
    assert "required" not in outcome.err


def test_help_describes_the_games_not_their_sources() -> None:
    outcome = run_console(["--help"])
    assert "seed" not in outcome.out
    assert "lettered board" in outcome.out and "numeric-keypad board" in outcome.out


def test_the_stats_command_is_imported_only_when_run(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[argparse.Namespace] = []
    module = types.ModuleType("ttt_qt.console.stats_command")

    def configure(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--csv")

    def run(args: argparse.Namespace) -> int:
        seen.append(args)
        return 0

    module.configure = configure  # type: ignore[attr-defined]
    module.run = run  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ttt_qt.console.stats_command", module)
    assert run_console(["stats", "--csv", "out.csv"]).code == 0
    assert seen[0].csv == "out.csv"
    bad = run_console(["stats", "--pdf"])
    assert bad.code == 2
    assert bad.err.startswith("usage: ttt-console stats")


def test_a_command_whose_module_is_missing_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    missing = main.Command("ghost", "not installed", "ttt_qt.console.no_such_module")
    monkeypatch.setitem(main._BY_NAME, "ghost", missing)
    outcome = run_console(["ghost"])
    assert outcome.code == 1
    assert outcome.err == "ttt-console: the ghost command is not available in this installation\n"


def test_a_usage_error_from_a_command_exits_with_code_2(monkeypatch: pytest.MonkeyPatch) -> None:
    def run(args: argparse.Namespace) -> int:
        raise UsageError("these options do not go together")

    monkeypatch.setattr(classic, "run", run)
    outcome = run_console(["classic"])
    assert outcome.code == 2
    assert outcome.err.startswith("usage: ttt-console classic")
    assert outcome.err.endswith("error: these options do not go together\n")


def test_ctrl_c_exits_cleanly_with_code_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def play(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(classic, "play", play)
    outcome = run_console(["classic"])
    assert outcome.code == 130
    assert outcome.err == "Interrupted.\n"


def test_an_unexpected_error_is_a_message_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    def play(*args: object) -> None:
        raise RuntimeError("the disk caught fire")

    monkeypatch.setattr(classic, "play", play)
    outcome = run_console(["classic"])
    assert outcome.code == 1
    assert outcome.err == (
        "ttt-console: something went wrong and the program stopped: the disk caught fire\n"
    )


def test_the_command_table_names_importable_modules() -> None:
    names = [command.name for command in main.COMMANDS]
    assert names == [
        "classic",
        "series",
        "arena",
        "stats",
        "tournament",
        "convert",
        "review",
        "puzzle",
    ]
    for command in main.COMMANDS:
        module = command.load()
        assert callable(module.configure)
        assert callable(module.run)
