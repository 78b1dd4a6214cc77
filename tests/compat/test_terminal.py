"""Terminal hygiene: bytes that are not text arrive as replacement characters, and output after
the reader went away goes nowhere."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from ttt_qt.compat.terminal import silence_stdout, tolerate_undecodable_input


def test_undecodable_input_arrives_as_replacement_characters(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stdin = io.TextIOWrapper(io.BytesIO(b"B2\xff\xfe\n"), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", stdin)
    tolerate_undecodable_input()
    assert stdin.readline() == "B2\ufffd\ufffd\n"


def test_input_that_is_not_a_text_wrapper_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    stdin = io.StringIO("5\n")
    monkeypatch.setattr("sys.stdin", stdin)
    tolerate_undecodable_input()
    assert stdin.readline() == "5\n"


def test_output_after_silencing_goes_nowhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "out.txt"
    with path.open("w") as out:
        monkeypatch.setattr("sys.stdout", out)
        out.write("before\n")
        out.flush()
        silence_stdout()
        os.write(out.fileno(), b"after\n")
    assert path.read_text() == "before\n"


def test_silencing_a_stdout_without_a_file_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdout", io.StringIO())
    silence_stdout()  # io.StringIO has no file descriptor: nothing to do, no error
