"""The values an engine client takes and gives: a clock that refuses times that make no sense,
and the command line of an engine given as a path or as a program with its arguments."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttt_qt.gomocup.values import About, TimeControl, command_of


def test_a_clock_takes_positive_times_only() -> None:
    assert TimeControl() == TimeControl(turn=1.0, match=None, grace=2.0)
    assert TimeControl(turn=0.5, match=60.0, grace=0.0).match == 60.0
    with pytest.raises(ValueError, match="positive number of seconds"):
        TimeControl(turn=0.0)
    with pytest.raises(ValueError, match="positive number of seconds"):
        TimeControl(match=-1.0)
    with pytest.raises(ValueError, match="grace must not be negative"):
        TimeControl(grace=-0.1)


def test_an_engine_is_a_path_or_a_program_and_its_arguments() -> None:
    assert command_of("engines/pbrain-rapfi") == ["engines/pbrain-rapfi"]
    assert command_of(Path("/opt/brain")) == ["/opt/brain"]
    assert command_of(("python3", "brain.py", "--quiet")) == [
        "python3",
        "brain.py",
        "--quiet",
    ]


def test_what_an_engine_says_of_itself() -> None:
    about = About("Rapfi", "1.0", {"name": "Rapfi"})
    assert (about.name, about.version, about.fields) == ("Rapfi", "1.0", {"name": "Rapfi"})
    assert About("brain").version == ""
