"""The console games as real processes, fed whole input scripts of anything.

tests/console already feeds random text in-process, random bytes and one huge line to real
processes, and end of input at every prompt. Here hypothesis writes whole scripts for each
interactive program, run by the real command: good answers that push the games deep, mixed
with bytes that are not text, control characters, very long lines, lines without an ending,
and end of input anywhere. The program must say goodbye and exit with code 0, without a
traceback and without anything on standard error.
"""

from __future__ import annotations

import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

CLASSIC_ANSWERS = [b"a1", b"B2", b"c3", b"a2", b"b1", b"c1", b"b3", b"a3", b"c2", b"y", b"n"]
SERIES_ANSWERS = [str(n).encode() for n in range(10)] + [b"x", b"o", b"X", b"q"]
NASTY = st.sampled_from(
    [
        b"",
        b" ",
        b"\t\x0b\x0c",
        b"\x1b[2J\x1b[31m",  # terminal escapes
        b"\x00",
        b"\xff\xfe\xfd",
        b"\xc3",  # a cut multi-byte character
        b"\xe2\x80\xae",  # right-to-left override
        "\u00b2\u0663\uff13".encode(),
        b"a1 b2",
        b"-1",
        b"99999999999999999999",
        b"\r",
    ]
)
LONG_LINE = st.builds(
    lambda n, byte: byte * n,
    st.integers(1_000, 200_000),
    st.sampled_from([b"x", b"1", b"\xff", b" "]),
)


def scripts(answers: list[bytes]) -> st.SearchStrategy[bytes]:
    line = st.one_of(
        st.sampled_from(answers), st.sampled_from(answers), NASTY, st.binary(max_size=20)
    )
    ending = st.sampled_from([b"\n", b"\n", b"\r\n", b"\r"])
    body = st.lists(st.tuples(st.one_of(line, LONG_LINE), ending), max_size=40)
    return st.tuples(body, st.one_of(st.just(b""), line)).map(
        # The last piece has no line ending: end of input arrives in the middle of a line.
        lambda parts: b"".join(text + end for text, end in parts[0]) + parts[1]
    )


def play(command: str, *options: str, stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "ttt_qt.console", command, *options],
        input=stdin,
        capture_output=True,
        timeout=60,
        check=False,
    )


def assert_goodbye(result: subprocess.CompletedProcess[bytes]) -> None:
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    assert result.stdout.endswith(b"Goodbye!\n")


@settings(max_examples=15, deadline=None)
@given(stdin=scripts(CLASSIC_ANSWERS), o=st.sampled_from(["human", "smart", "random"]))
def test_classic_says_goodbye_after_any_script(stdin: bytes, o: str) -> None:
    assert_goodbye(play("classic", "--o", o, "--seed", "7", stdin=stdin))


@settings(max_examples=15, deadline=None)
@given(stdin=scripts(SERIES_ANSWERS))
def test_series_says_goodbye_after_any_script(stdin: bytes) -> None:
    assert_goodbye(play("series", "--seed", "7", stdin=stdin))
