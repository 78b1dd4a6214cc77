"""Saved-game files fuzzed: the engine's reader, the app's file reader, and Open in the window.

The texts are built from the format's own pieces (its header, its keys, cell names, numbers in
any script, stray lines) mutated at random, so that most inputs get deep into the reader. The
only outcomes allowed: a game, or the format's own error with a message; in the window, the
game opened, or a message and the current game kept.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ttt_qt.app.game.files import GameFileError, read_game_file
from ttt_qt.app.settings.app_settings import AppSettings, Mode
from ttt_qt.app.settings.store import SettingsStore
from ttt_qt.app.window.main_window import MainWindow
from ttt_qt.engine import (
    MAX_SIZE,
    Game,
    GameFormatError,
    SavedGame,
    format_game,
    parse_game,
    parse_saved_game,
)
from ttt_qt.engine.notation import HEADER
from ttt_qt.stats import RecordStore

NUMBERS = st.one_of(
    st.integers(-5, 17).map(str),
    # Digits of other scripts too (superscripts, Arabic-Indic, full width): str.isdigit takes them.
    st.sampled_from(["\u00b2", "\u0663", "\uff13", "1e1", "0x5", "+4", "04", " 7", "", "9" * 11]),
    st.text(alphabet="0123456789\u00b2\u00b3\u00b9\u0660\u0663", min_size=1, max_size=3),
)
CELLS = st.one_of(
    st.builds(
        lambda col, row: f"{col}{row}",
        st.sampled_from(list("ABCDEFGHIJKNOPabcz@")),
        st.integers(-1, 17),
    ),
    st.sampled_from(["A\u0663", "B\u00b2", "\uff233", "A01", ",", ",,", "A1,B2"]),
    st.text(max_size=4),
)
PLAYERS = st.one_of(
    st.builds(lambda name: f"person {name}", st.text(max_size=12)),
    st.builds(
        lambda name, options: " ".join(["computer", name, *options]),
        st.sampled_from(["perfect", "mcts", "Perfect", "nobody", "engine:x", ""]),
        st.lists(
            st.builds(
                lambda name, value: f"{name}={value}",
                st.sampled_from(["time_limit", "playouts", "Level", ""]),
                st.one_of(NUMBERS, st.sampled_from(["nan", "inf", "1e999", "-0.5", "2.5e-3"])),
            ),
            max_size=3,
        ),
    ),
    st.sampled_from(["person", "computer", "robot Bob", "engine rapfi"]),
)
"""What an ``x`` or ``o`` entry says: a person, a computer with options, or something else."""
LINES = st.one_of(
    st.builds(lambda n: f"size {n}", NUMBERS),
    st.builds(lambda n: f"win_length {n}", NUMBERS),
    st.sampled_from(["rules normal", "rules reverse", "rules", "rules misere", "rules Normal"]),
    st.builds(lambda cells: "moves " + " ".join(cells), st.lists(CELLS, max_size=30)),
    st.sampled_from(["", "# a comment", "moves", "size", "\t", HEADER, "ttt_qt game 4"]),
    st.text(max_size=20),
    st.builds(lambda mark, player: f"{mark} {player}", st.sampled_from(["x", "o", "X"]), PLAYERS),
)
LINE_ENDS = st.sampled_from(["\n", "\r\n", "\r", "\x0b", "\u2028"])


@st.composite
def game_texts(draw: st.DrawFn) -> str:
    old_header = "ttt_qt game 1"
    header = draw(st.sampled_from([HEADER, HEADER, old_header, " " + HEADER, HEADER.upper(), ""]))
    lines = [header, *draw(st.lists(LINES, max_size=8))]
    if draw(st.booleans()):  # often a well-formed game, so the moves get read too
        size = draw(st.integers(3, MAX_SIZE))
        lines += [f"size {size}", f"win_length {draw(st.integers(3, size))}", "rules normal"]
    return draw(LINE_ENDS).join(lines)


def test_a_number_in_another_script_is_a_format_error() -> None:
    for number in ("\u00b2", "\u0663\u0663", "\uff11\uff10"):
        text = f"{HEADER}\nsize {number}\nwin_length 3\nrules normal\nmoves\n"
        with pytest.raises(GameFormatError, match="size must be a whole number"):
            parse_game(text)


@settings(max_examples=600, deadline=None)
@given(game_texts())
def test_the_reader_returns_a_game_or_says_why(text: str) -> None:
    try:
        game = parse_game(text)
    except GameFormatError as error:
        assert str(error)
        return
    assert isinstance(game, Game)
    assert parse_game(format_game(game)).moves == game.moves
    saved = parse_saved_game(text)
    if saved.x is not None and saved.o is not None:
        again = parse_saved_game(format_game(game, (saved.x, saved.o)))
        assert (again.x, again.o) == (saved.x, saved.o)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.one_of(st.binary(max_size=300), game_texts().map(str.encode)))
def test_the_apps_file_reader_returns_a_game_or_says_why(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "game.ttt"
    path.write_bytes(data)
    try:
        saved = read_game_file(path)
    except GameFileError as error:
        assert str(error).startswith("game.ttt ")
        return
    assert isinstance(saved, SavedGame)


@pytest.mark.parametrize(
    "make",
    [
        lambda path: path.mkdir(),
        lambda path: None,  # missing
        lambda path: path.write_bytes(b"\xff\xfe" * 60_000),
        lambda path: path.write_text(HEADER + "\n" + "# x\n" * 30_000, encoding="utf-8"),
    ],
    ids=["folder", "missing", "binary", "huge"],
)
def test_files_that_are_no_game_at_all(tmp_path: Path, make: object) -> None:
    path = tmp_path / "game.ttt"
    make(path)  # type: ignore[operator]
    with pytest.raises(GameFileError, match=r"^game\.ttt "):
        read_game_file(path)


@pytest.mark.gui
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.one_of(st.binary(max_size=200), game_texts().map(str.encode)))
def test_open_in_the_window_opens_the_game_or_keeps_the_current_one(
    qtbot: QtBot, tmp_path: Path, data: bytes
) -> None:
    SettingsStore().save(AppSettings(mode=Mode.HUMAN_VS_HUMAN))
    window = MainWindow(record_store=RecordStore(tmp_path / "records.sqlite3"))
    qtbot.addWidget(window)
    window.model.play((1, 1))
    before = window.model.game.moves
    path = tmp_path / "fuzzed.ttt"
    path.write_bytes(data)
    if window.open_game_file(path):
        expected = parse_game(data.decode("utf-8"))
        assert window.model.game.moves == expected.moves
        assert window.model.settings.rules == expected.rules
    else:
        assert window.model.game.moves == before
        boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        assert len(boxes) == 1
        assert boxes[0].text().endswith("The current game is kept.")
    window.close()
