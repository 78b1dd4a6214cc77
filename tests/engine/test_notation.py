from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers import games
from ttt_qt.engine import (
    Game,
    GameFormatError,
    GamePlayer,
    Move,
    Rules,
    SavedGame,
    format_game,
    parse_game,
    parse_saved_game,
)

SAMPLE = "ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves B2 A1 C3\n"
"""A game of format version 1, which names no players."""

SAMPLE_2 = (
    "ttt_qt game 2\nsize 3\nwin_length 3\nrules normal\n"
    "x person Anna Maria\no computer threats time_limit=1.5\nmoves B2 A1 C3\n"
)
"""The same game in format version 2, with who played each side."""


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
            SAMPLE.replace("ttt_qt game 1", "ttt_qt game 6"),
            r"saved by a newer version of ttt_qt \(game format 6; this version reads format 5\)",
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


def test_an_old_game_still_opens_without_players() -> None:
    saved = parse_saved_game(SAMPLE)
    assert saved.game.moves == ((1, 1), (0, 0), (2, 2))
    assert saved.x is None and saved.o is None


def test_the_players_are_read_and_written_back_exactly() -> None:
    saved = parse_saved_game(SAMPLE_2)
    assert saved.x == GamePlayer.person("Anna Maria")
    assert saved.o == GamePlayer.computer("threats", {"time_limit": 1.5})
    assert saved.player("O") == saved.o
    assert saved.game == parse_game(SAMPLE)
    assert format_game(saved.game, (saved.x, saved.o)) == SAMPLE_2


def test_a_game_without_players_is_written_as_version_1() -> None:
    # Older versions of ttt_qt read it; it says no more than they know.
    assert format_game(parse_game(SAMPLE_2)) == SAMPLE


def test_a_players_options_are_sorted_and_whole_numbers_written_as_such() -> None:
    player = GamePlayer.computer("montecarlo", {"trials": 200.0, "score_other": 0.25})
    text = format_game(Game(Rules()), (GamePlayer.person("Bob"), player))
    assert "o computer montecarlo score_other=0.25 trials=200\n" in text
    assert parse_saved_game(text).o == player


def test_a_persons_name_keeps_its_letters_and_loses_extra_spaces() -> None:
    text = SAMPLE_2.replace("Anna Maria", "  Zoë   O'Neil\t# 1 ")
    assert parse_saved_game(text).x == GamePlayer("person", "Zoë O'Neil # 1")


def test_a_computer_without_options_and_two_people() -> None:
    people = (GamePlayer.person("Bob"), GamePlayer.person("Alice"))
    text = format_game(Game(Rules(4, 4, True), [(0, 0)]), people)
    assert text.splitlines()[4:6] == ["x person Bob", "o person Alice"]
    assert (parse_saved_game(text).x, parse_saved_game(text).o) == people
    computers = (GamePlayer.computer("smart"), GamePlayer.computer("perfect"))
    text = format_game(Game(Rules()), computers)
    assert text.splitlines()[4:6] == ["x computer smart", "o computer perfect"]


@pytest.mark.parametrize(
    ("player", "options"),
    [
        ("person", ()),
        ("computer", (("time_limit", 1.0), ("depth", 2.0))),  # not sorted
        ("computer", (("time_limit", float("nan")),)),
        ("computer", (("Time", 1.0),)),
    ],
)
def test_a_player_that_cannot_be_written_is_refused(
    player: str, options: tuple[tuple[str, float], ...]
) -> None:
    with pytest.raises(ValueError):
        GamePlayer(player, "perfect", options) if options else GamePlayer(player, " ")


def test_a_saved_game_names_both_players_or_neither() -> None:
    with pytest.raises(ValueError, match="both players or neither"):
        SavedGame(Game(Rules()), GamePlayer.person("Bob"))


@pytest.mark.parametrize(
    ("text", "problem", "message"),
    [
        (
            SAMPLE.replace("moves", "x person Bob\nmoves"),
            "unknown entry",
            "line 5: unknown entry 'x'",
        ),
        (
            SAMPLE_2.replace("o computer threats time_limit=1.5\n", ""),
            "missing entries",
            "missing o",
        ),
        (SAMPLE_2 + "x person Carl\n", "entry twice", "'x' is given twice"),
        (
            SAMPLE_2.replace("x person", "x robot"),
            "player kind",
            "line 5: x must be 'person', 'computer' or 'engine', not 'robot'",
        ),
        (
            SAMPLE_2.replace("x person Anna Maria", "x person  "),
            "no player name",
            "x must give a name after 'person'",
        ),
        (
            SAMPLE_2.replace(" threats time_limit=1.5", ""),
            "no player name",
            "line 6: o must give a name after 'computer'",
        ),
        (
            SAMPLE_2.replace("threats", "Threat-Search"),
            "strategy name",
            "line 6: 'Threat-Search' in o is not a strategy name",
        ),
        (SAMPLE_2.replace("=1.5", "=fast"), "option", "'time_limit=fast' in o is not an option"),
        (SAMPLE_2.replace("=1.5", "=nan"), "option", "'time_limit=nan' in o is not"),
        (SAMPLE_2.replace("=1.5", "=1e999"), "option", "'time_limit=1e999' in o is not"),
        (SAMPLE_2.replace("=1.5", ""), "option", "line 6: 'time_limit' in o is not an option"),
        (
            SAMPLE_2.replace("=1.5", "=1.5 time_limit=2"),
            "option twice",
            "the option 'time_limit' of o is given twice",
        ),
    ],
)
def test_bad_players_give_a_clear_error(text: str, problem: str, message: str) -> None:
    with pytest.raises(GameFormatError, match=message) as error:
        parse_saved_game(text)
    assert error.value.problem == problem


player_names = st.text(st.characters(codec="utf-8"), min_size=1, max_size=40).filter(
    lambda name: name.split() != []
)
computers = st.builds(
    GamePlayer.computer,
    st.sampled_from(["perfect", "mcts", "threats", "adaptive", "engine-x_2"]),
    st.dictionaries(
        st.from_regex(r"[a-z_][a-z0-9_]{0,10}", fullmatch=True),
        st.floats(allow_nan=False, allow_infinity=False) | st.integers(-(10**6), 10**6),
        max_size=3,
    ),
)
players = st.one_of(st.builds(GamePlayer.person, player_names), computers)


@given(games(), players, players)
def test_round_trip_with_players(
    game_data: tuple[Rules, list[Move]], x: GamePlayer, o: GamePlayer
) -> None:
    game = Game(*game_data)
    text = format_game(game, (x, o))
    saved = parse_saved_game(text)
    assert (saved.game, saved.x, saved.o) == (game, x, o)
    assert format_game(saved.game, (x, o)) == text


# --- the gomoku rule (format version 3) ------------------------------------------------------

RENJU_GAME = Game(Rules(15, 5, rule="renju"), [(7, 7), (7, 8), (8, 8)])


def test_a_gomoku_rule_is_written_in_version_3_and_reads_back() -> None:
    text = format_game(RENJU_GAME)
    assert text.splitlines()[:5] == [
        "ttt_qt game 3",
        "size 15",
        "win_length 5",
        "rules normal",
        "rule renju",
    ]
    game = parse_game(text)
    assert game.rules == RENJU_GAME.rules
    assert game.moves == RENJU_GAME.moves
    players = (GamePlayer.person("Ann"), GamePlayer.computer("threats", {"time_limit": 1}))
    assert parse_saved_game(format_game(RENJU_GAME, players)).x == players[0]


def test_a_game_with_an_engine_is_written_in_version_5_and_older_files_with_one_still_read() -> (
    None
):
    players = (GamePlayer.person("Ann"), GamePlayer.engine("Rapfi"))
    text = format_game(Game(Rules(15, 5), [(7, 7)]), players)
    assert text.startswith("ttt_qt game 5\n")
    assert parse_saved_game(text).o == GamePlayer.engine("Rapfi")
    # The format before it named engines in versions 2 to 4: those files still open.
    older = text.replace("ttt_qt game 5", "ttt_qt game 2")
    assert parse_saved_game(older).o == GamePlayer.engine("Rapfi")
    # With an opening as well, the engine's version still wins: it is the later one.
    swap = Game(Rules(15, 5), [(7, 7), (7, 8), (8, 8)], "swap", ["white"])
    assert format_game(swap, players).startswith("ttt_qt game 5\n")


def test_freestyle_games_keep_the_older_versions() -> None:
    assert format_game(Game(Rules(15, 5))).startswith("ttt_qt game 1\n")
    players = (GamePlayer.person("Ann"), GamePlayer.person("Bo"))
    assert format_game(Game(Rules(15, 5)), players).startswith("ttt_qt game 2\n")
    assert "rule " not in format_game(Game(Rules(15, 5)), players)


def test_a_game_without_a_rule_entry_is_freestyle() -> None:
    text = "ttt_qt game 3\nsize 15\nwin_length 5\nrules normal\nmoves H8\n"
    assert parse_game(text).rules.rule == "freestyle"


@pytest.mark.parametrize(
    ("text", "problem", "message"),
    [
        (
            "ttt_qt game 3\nsize 15\nwin_length 5\nrules normal\nrule gomoku\nmoves\n",
            "rule word",
            "line 5: rule must be 'freestyle', 'standard', 'renju' or 'caro', not 'gomoku'",
        ),
        (
            "ttt_qt game 3\nsize 5\nwin_length 4\nrules normal\nrule caro\nmoves\n",
            "rule board",
            "line 5: the caro rule is five in a row on boards from 7 x 7 to 15 x 15",
        ),
        (
            "ttt_qt game 2\nsize 15\nwin_length 5\nrules normal\nrule renju\nmoves\n",
            "unknown entry",
            "line 5: unknown entry 'rule'",
        ),
        (
            "ttt_qt game 3\nsize 15\nwin_length 5\nrules normal\nrule renju\n"
            "moves F8 A1 G8 C1 H6 E1 H7 G1 H8\n",
            "forbidden",
            "line 6, move 9: H8 cannot be played, it is forbidden to X under Renju (double three)",
        ),
    ],
)
def test_a_bad_rule_says_why(text: str, problem: str, message: str) -> None:
    with pytest.raises(GameFormatError) as error:
        parse_game(text)
    assert error.value.problem == problem
    assert message in str(error.value)
