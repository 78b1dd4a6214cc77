"""Command lines fuzzed: every ``ttt-console`` subcommand (the tournament too), and ``ttt-qt``.

Arguments are built from the programs' own options and values (strategy names, numbers of any
size and script, file names) mixed with arbitrary tokens, as a real process receives them
(decoded from bytes, so never a NUL and only escaped surrogates). The only outcomes allowed:
exit code 0, 1 (a clear failure, such as a file that cannot be written) or 2 (a usage error,
with the usage), and never a traceback or the last guard's "something went wrong".
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from ttt_qt import desktop as app_main
from ttt_qt.console.main import main as console_main

from .app_process import environment

COMMANDS = ["classic", "series", "arena", "stats"]
# Fast players only: a fuzzed arena may well be a valid run, and must end quickly.
PLAYERS = ["sequential", "random", "smart", "expert", "human", "Random", " smart ", "nobody", ""]
BIG = "9" * 30
NUMBERS = ["-1", "0", "1", "2", "3", "4", "10", "11", BIG, "9" * 5000, "3.0", "nan", "\u0663"]
FILES = ["out.csv", "out.pdf", "missing/out.csv", ".", "/", "records.sqlite3", "-", "\udcff.csv"]
GAMES = ["-1", "0", "1", "2", "3", BIG, "x"]  # never a valid long run
VALUES = {
    "--x": PLAYERS,
    "--o": PLAYERS,
    "--games": GAMES,
    "--size": NUMBERS,
    "--win-length": NUMBERS,
    "--seed": NUMBERS,
    "--last": NUMBERS,
    "--csv": FILES,
    "--pdf": FILES,
    "--records": FILES,
}
SWITCHES = ["--reverse", "--record", "-h", "--help", "--version", "--", "-", "--x=random", "-x"]
# The tournament's own options. Its fuzzed runs always end with fast players in this process,
# so a valid run stays short: the last --players and --jobs win.
TOURNAMENT_VALUES = {
    "--players": ["random,sequential", "smart,random", "random", "", ",", "nobody,random"],
    "--games": GAMES,
    "--size": NUMBERS,
    "--win-length": NUMBERS,
    "--seed": NUMBERS,
    "--time-limit": ["0", "0.1", "-1", "nan", "inf", BIG, "x"],
    "--set": ["montecarlo.trials=5", "random.trials=5", "bogus", "perfect.time_limit=-1", "="],
    "--jobs": ["-1", "0", "1", BIG, "x"],
    "--csv": FILES,
    "--games-csv": FILES,
}
TOURNAMENT_SWITCHES = ["--reverse", "-h", "--help", "--", "-", "--players=random", "--set"]
FAST_ENDING = ["--players", "random,sequential,smart", "--jobs", "1"]

# What a process can receive: bytes without NUL, decoded the way Python decodes argv.
RAW_TOKENS = st.binary(max_size=12).filter(lambda data: b"\0" not in data).map(os.fsdecode)


@st.composite
def tokens_of(draw: st.DrawFn, values: dict[str, list[str]], switches: list[str]) -> list[str]:
    """Up to six options (with a value, seldom without), switches and raw tokens."""
    tokens: list[str] = []
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["option", "option", "switch", "raw"]))
        if kind == "option":
            option = draw(st.sampled_from(sorted(values)))
            tokens.append(option)
            if draw(st.integers(0, 9)):  # sometimes the value is missing
                tokens.append(draw(st.one_of(st.sampled_from(values[option]), RAW_TOKENS)))
        elif kind == "switch":
            tokens.append(draw(st.sampled_from(switches)))
        else:
            tokens.append(draw(RAW_TOKENS))
    return tokens


@st.composite
def arguments(draw: st.DrawFn) -> list[str]:
    tokens = draw(tokens_of(VALUES, SWITCHES))
    # Seldom --games on its own: the arena's default of 10 quick games is fine, a huge one not.
    if "--games" not in tokens:
        tokens += ["--games", draw(st.sampled_from(GAMES))]
    return tokens


@st.composite
def tournament_arguments(draw: st.DrawFn) -> list[str]:
    return [*draw(tokens_of(TOURNAMENT_VALUES, TOURNAMENT_SWITCHES)), *FAST_ENDING]


def run_console(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO("")  # end of input at the first prompt
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = console_main(argv)
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def assert_clear(code: int, err: str) -> None:
    assert code in (0, 1, 2), err
    assert "Traceback" not in err
    assert "something went wrong" not in err, err
    if code == 2:
        assert "usage:" in err


@settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(command=st.sampled_from(COMMANDS), argv=arguments())
def test_every_console_command_under_any_arguments(
    qapp: QApplication,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    argv: list[str],
) -> None:
    monkeypatch.chdir(tmp_path)  # written files land here, whatever their names
    code, _, err = run_console([command, *argv])
    assert_clear(code, err)


@settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(argv=tournament_arguments())
def test_the_tournament_under_any_arguments(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, argv: list[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = run_console(["tournament", *argv])
    assert_clear(code, err)
    if code == 0 and "--help" not in argv and "-h" not in argv:
        assert "Elo" in out


@settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(argv=st.lists(st.one_of(st.sampled_from(["--self-test", "--version", "-h"]), RAW_TOKENS)))
def test_ttt_qt_under_any_arguments(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    started: list[str | None] = []

    def run_app(file: str | None = None) -> int:
        started.append(file)
        return 0

    monkeypatch.setattr(app_main, "run_app", run_app)
    monkeypatch.setattr("ttt_qt.app.window.self_test.run_self_test", lambda: run_app("self"))
    out, errors = io.StringIO(), io.StringIO()  # text of any kind (a real process escapes it)
    with redirect_stdout(out), redirect_stderr(errors):
        code = app_main.main(argv)
    assert_clear(code, errors.getvalue())
    assert len(started) <= 1
    if code != 0:
        assert started == []
    elif started and started[0] != "self":
        assert started[0] is None or started[0] in argv


def run_process(*argv: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, *argv],
        cwd=os.environ["HOME"],  # the test's own folder: files the fuzzer names land there
        env=environment(Path(os.environ["HOME"])),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["--bogus"],
        ["a.ttt", "b.ttt"],
        ["--self-test=yes"],
        ["-h", "--bogus"],
        [os.fsdecode(b"--\xff\xfe")],
    ],
)
def test_the_real_ttt_qt_refuses_bad_options_with_its_usage(argv: list[str]) -> None:
    result = run_process("-m", "ttt_qt", *argv)
    assert result.returncode in (0, 2)
    assert b"Traceback" not in result.stderr
    if result.returncode == 2:
        assert result.stderr.startswith(b"usage: ttt-qt")


@settings(max_examples=12, deadline=None)
@given(command=st.sampled_from(COMMANDS), argv=arguments())
def test_the_real_ttt_console_under_any_arguments(command: str, argv: list[str]) -> None:
    result = run_process("-m", "ttt_qt.console", command, *argv)
    assert_clear(result.returncode, result.stderr.decode("utf-8", "replace"))
