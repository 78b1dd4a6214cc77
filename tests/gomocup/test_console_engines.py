"""``ttt-console arena`` and ``tournament`` with ``--engine PATH``: the engine joins the players
under its ABOUT name in lower case."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest

from tests.console.helpers import run_console

FAKE_BRAIN = Path(__file__).resolve().parent / "fake_brain.py"


def engine_program(folder: Path, mode: str) -> Path:
    """An executable ``pbrain-fake`` that runs ``fake_brain.py`` in ``mode``."""
    path = folder / f"pbrain-fake-{mode}"
    path.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE_BRAIN}" {mode}\n')
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture
def simple_engine(tmp_path: Path) -> Path:
    if sys.platform == "win32":
        pytest.skip("the test engine is a shell script")
    return engine_program(tmp_path, "play")


def test_arena_plays_an_engine_under_its_about_name(simple_engine: Path) -> None:
    result = run_console(
        [
            *("arena", "--engine", str(simple_engine), "--x", "Fake-Play", "--o", "smart"),
            *("--size", "7", "--games", "2", "--engine-time", "0.5"),
        ]
    )
    assert result.code == 0, result.err
    assert "fake-play (X) against smart (O): 2 games" in result.out
    assert "Totals: X (fake-play) won" in result.out


def test_an_engine_that_fails_mid_run_is_said_in_one_sentence(tmp_path: Path) -> None:
    if sys.platform == "win32":
        pytest.skip("the test engine is a shell script")
    garbage = engine_program(tmp_path, "garbage")
    result = run_console(
        ["arena", "--engine", str(garbage), "--x", "fake-garbage", "--o", "smart", "--size", "7"]
    )
    assert result.code == 1
    assert result.err.strip() == (
        "ttt-console arena: The engine Fake garbage sent 'I think I will win' where a move was"
        " expected."
    )


def test_an_engine_that_cannot_start_is_a_usage_error(tmp_path: Path) -> None:
    result = run_console(["arena", "--engine", str(tmp_path / "pbrain-missing"), "--x", "x"])
    assert result.code == 2
    assert "The engine pbrain-missing could not be started" in result.err
    assert "Traceback" not in result.err


def test_an_unknown_player_names_the_engines_too(simple_engine: Path) -> None:
    result = run_console(["arena", "--engine", str(simple_engine), "--x", "rapfi"])
    assert result.code == 2
    assert "unknown computer player 'rapfi'" in result.err
    assert "fake-play" in result.err


def test_tournament_with_an_engine(simple_engine: Path) -> None:
    result = run_console(
        [
            *("tournament", "--engine", str(simple_engine), "--players", "smart,fake-play"),
            *("--size", "7", "--games", "2", "--jobs", "1", "--time-limit", "0.3"),
        ]
    )
    assert result.code == 0, result.err
    assert "Round robin of smart, fake-play" in result.out
    rows = [line.split() for line in result.out.splitlines() if "fake-play" in line.split()[:2]]
    assert rows and rows[0][1] == "fake-play"


def test_tournament_with_rapfi_in_worker_processes(rapfi: Path) -> None:
    arguments = ["--players", "rapfi,expert", "--size", "15", "--jobs", "2", "--time-limit", "0.1"]
    result = run_console(["tournament", "--engine", str(rapfi), *arguments])
    assert result.code == 0, result.err
    assert "Round robin of rapfi, expert" in result.out
    cross = [line.split() for line in result.out.splitlines() if line.startswith("rapfi ")]
    assert ["rapfi", "-", "2-0-0"] in cross  # Rapfi wins both games against the fork rules


def test_two_engines_of_one_name_are_told_apart(simple_engine: Path) -> None:
    arguments = ["--engine", str(simple_engine), "--engine", str(simple_engine)]
    result = run_console(["tournament", *arguments, "--players", "fake-play,fake-play-2"])
    assert result.code == 0, result.err
    assert "Round robin of fake-play, fake-play-2" in result.out
