from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers import games
from ttt_qt.engine import Game, GameFormatError, Move, Rules, format_game, parse_game

SAMPLE = "ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves B2 A1 C3\n"


def test_sample_reads_and_writes_back_exactly() -> None:
    game = parse_game(SAMPLE)
    assert game.moves == ((1, 1), (0, 0), (2, 2))
    assert format_game(game) == SAMPLE


def test_no_moves_and_reverse() -> None:
    text = format_game(Game(Rules(5, 4, True)))
    assert text == "ttt_qt game 1\nsize 5\nwin_length 4\nrules reverse\nmoves\n"
    assert parse_game(text) == Game(Rules(5, 4, True))


@given(games())
def test_round_trip(game_data: tuple[Rules, list[Move]]) -> None:
    game = Game(*game_data)
    text = format_game(game)
    assert parse_game(text) == game
    assert format_game(parse_game(text)) == text


def test_comments_blank_lines_and_windows_line_ends_are_read() -> None:
    text = "# saved\r\n\r\n" + SAMPLE.replace("\n", "\r\n")
    assert parse_game(text).moves == ((1, 1), (0, 0), (2, 2))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not a ttt_qt game"),
        ("hello", "not a ttt_qt game"),
        ("ttt_qt game 0\nsize 3", "not a ttt_qt game"),
        (
            SAMPLE.replace("ttt_qt game 1", "ttt_qt game 2"),
            r"saved by a newer version of ttt_qt \(game format 2; this version reads format 1\)",
        ),
        (SAMPLE.replace("size 3", "size three"), "size must be a whole number"),
        (SAMPLE.replace("size 3", "size 16"), "board size must be from 3 to 15"),
        (SAMPLE.replace("win_length 3", "win_length 4"), "win length"),
        (SAMPLE.replace("normal", "sideways"), "rules must be 'normal' or 'reverse'"),
        (
            SAMPLE.replace("moves B2 A1 C3", "moves B2 B2"),
            r"line 5, move 2: B2 cannot be played, it is already taken",
        ),
        (SAMPLE.replace("moves B2 A1 C3", "moves B2 Z9"), "line 5, move 2: 'Z9' is off"),
        # The first bad move is the one reported, whatever is wrong with a later one.
        (SAMPLE.replace("moves B2 A1 C3", "moves B2 B2 Z9"), "move 2: B2 cannot be played"),
        (SAMPLE.replace("moves B2 A1 C3", "moves A1 B1 A2 B2 A3 C3"), "game is over"),
        (SAMPLE + "size 3\n", "given twice"),
        (SAMPLE + "colour red\n", "unknown entry"),
        (SAMPLE.replace("rules normal\n", ""), "missing rules"),
        ("ttt_qt game 1\n" + "x" * 200_000, "at most"),
    ],
)
def test_garbage_gives_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(GameFormatError, match=message):
        parse_game(text)


@given(st.text(max_size=300))
def test_random_text_never_crashes(text: str) -> None:
    with contextlib.suppress(GameFormatError):
        parse_game(text)
