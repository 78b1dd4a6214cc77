"""Game files of other programs: Piskvork's ``.psq`` and SGF, written and read back, in the
forms the formats document (comments, Windows line ends, coordinates from 1 or from ``a``),
broken ones, and the conversions between them and ``.ttt``."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttt_qt.engine import Game, GameFormatError, GamePlayer, Rules, SavedGame
from ttt_qt.engine.formats import (
    GameFileError,
    format_psq,
    format_sgf,
    load,
    lost,
    parse_psq,
    parse_sgf,
    save,
)

RENJU = Rules(15, 5, rule="renju")
MOVES = [(7, 7), (6, 8), (8, 8), (8, 6), (6, 6)]
PEOPLE = (GamePlayer.person("Ann Lee"), GamePlayer.person("Bo"))


def saved(
    rules: Rules = RENJU, players: tuple[GamePlayer, GamePlayer] | None = PEOPLE
) -> SavedGame:
    game = Game(rules, MOVES)
    return SavedGame(game) if players is None else SavedGame(game, *players)


# --- .psq -------------------------------------------------------------------------------------


def test_psq_is_written_as_piskvork_writes_it() -> None:
    text = format_psq(saved(), times=[1500, 20])
    assert text.split("\r\n") == [
        "Piskvorky 15x15, 11:11, 0",
        "8,8,1500",
        "9,7,20",
        "9,9,0",
        "7,9,0",
        "7,7,0",
        "Ann Lee",
        "Bo",
        "-1",
        "",
    ]


def test_a_hand_written_psq_reads_with_columns_and_rows_from_1() -> None:
    text = (
        "Piskvorky 15x15, 11:11, 0\r\n1,1,300\r\n15,15,250\r\n2,1\r\n"
        "pbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n"
    )
    game = parse_psq(text)
    assert game.game.moves == ((0, 0), (14, 14), (0, 1))
    assert game.game.rules == Rules(15, 5)
    assert (game.x, game.o) == (
        GamePlayer.person("pbrain-a.exe"),
        GamePlayer.person("pbrain-b.exe"),
    )


def test_a_psq_without_names_has_no_players() -> None:
    game = parse_psq("Piskvorky 10x10, 5:5, 1\n5,5,0\n6,6,0\n")
    assert game.x is None
    assert game.game.rules == Rules(10, 5)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hello\n1,1,0\n", "not a Piskvork game: the first line must be like 'Piskvorky 15x15"),
        ("Piskvorky 20x20, 11:11, 0\n10,10,0\n", "20 x 20 board; ttt_qt plays boards from 3 x 3"),
        ("Piskvorky 15x10, 11:11, 0\n", "15 x 10 board; ttt_qt plays square boards only"),
        ("Piskvorky 15x15, 11:11, 0\n16,1,0\n", "move 1 is off the 15 x 15 board"),
        ("Piskvorky 15x15, 11:11, 0\n0,3,0\n", "move 1 is off the 15 x 15 board"),
        ("Piskvorky 15x15, 11:11, 0\n3,3,0\n3,3,0\n", "move 2: C3 is already taken"),
        ("Piskvorky 15x15, 11:11, 0\n3,3,0\nA\nB\nC\n", "'A' is not a move"),
    ],
)
def test_a_broken_psq_says_why(text: str, message: str) -> None:
    with pytest.raises(GameFormatError, match=message):
        parse_psq(text)


# --- SGF --------------------------------------------------------------------------------------


def test_sgf_is_written_with_the_rule_and_the_players() -> None:
    text = format_sgf(saved())
    assert text.startswith("(;FF[4]GM[4]CA[UTF-8]AP[ttt_qt]SZ[15]RU[renju]PB[Ann Lee]PW[Bo]\n")
    assert text.endswith(";B[hh];W[ig];B[ii];W[gi];B[gg])\n")


def test_a_hand_written_sgf_reads_its_main_line_and_skips_comments() -> None:
    text = (
        "(;GM[4]FF[4]SZ[15]RU[Renju]PB[Black \\] Player]PW[White]\r\n"
        "C[a comment with ; and ( in it]\r\n"
        ";B[hh]C[the centre];W[ii]\r\n"
        "(;B[jj];W[kk])\r\n"
        "(;B[aa]))\r\n"
    )
    game = parse_sgf(text)
    assert game.game.moves == ((7, 7), (8, 8), (9, 9), (10, 10))
    assert game.game.rules == RENJU
    assert game.x == GamePlayer.person("Black ] Player")


def test_an_sgf_names_its_size_as_one_number_or_two_and_defaults_to_freestyle() -> None:
    assert parse_sgf("(;GM[4]SZ[9:9];B[ee])").game.rules == Rules(9, 5)
    assert parse_sgf("(;GM[4];B[hh])").game.rules == Rules(15, 5)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hello", "not an SGF game: it must begin with '\\(;'"),
        ("(;GM[1]SZ[19];B[pd])", "not a gomoku game: SGF game type GM\\[1\\], not GM\\[4\\]"),
        ("(;GM[4]SZ[19];B[pd])", "19 x 19 board; ttt_qt plays boards from 3 x 3 to 15 x 15"),
        ("(;GM[4]SZ[15]RU[pente];B[hh])", "RU\\[pente\\] is not a rule ttt_qt plays"),
        ("(;GM[4]SZ[15];B[hh];W[hh])", "move 2: H8 is already taken"),
        ("(;GM[4]SZ[15];B[zz])", "move 1 is off the 15 x 15 board"),
        ("(;GM[4]SZ[15];B[h8])", "move 1: B\\[h8\\] is not a point"),
        ("(;GM[4]SZ[15]AB[hh][ii])", "sets stones up"),
        ("(;GM[4]SZ[15];B[hh];B[ii])", "move 2 is B's, but it is W's turn"),
        ("(;GM[4]SZ[15];W[hh])", "move 1 is W's, but it is B's turn"),
        ("(;GM[4]SZ[15];B[hh]", "a '\\)' is missing"),
        ("(;GM[4]SZ[15];B[hh", "a '\\]' is missing"),
    ],
)
def test_a_broken_sgf_says_why(text: str, message: str) -> None:
    with pytest.raises(GameFormatError, match=message):
        parse_sgf(text)


def test_a_renju_move_forbidden_in_the_file_says_so() -> None:
    moves = "".join(
        f";{colour}[{point}]"
        for colour, point in zip(
            "BWBWBWBWB", ["fh", "aa", "gh", "ca", "hf", "ea", "hg", "ga", "hh"], strict=True
        )
    )
    with pytest.raises(GameFormatError, match="move 9: H8 is forbidden to X under Renju"):
        parse_sgf(f"(;GM[4]SZ[15]RU[renju]{moves})")


# --- files and conversions ----------------------------------------------------------------------


def test_ttt_psq_sgf_ttt_keeps_the_game(tmp_path: Path) -> None:
    original = saved(Rules(15, 5))
    save(tmp_path / "a.ttt", original)
    save(tmp_path / "b.psq", load(tmp_path / "a.ttt"))
    save(tmp_path / "c.sgf", load(tmp_path / "b.psq"))
    save(tmp_path / "d.ttt", load(tmp_path / "c.sgf"))
    assert load(tmp_path / "d.ttt") == original


def test_sgf_keeps_the_rule_and_psq_says_it_cannot(tmp_path: Path) -> None:
    original = saved()
    save(tmp_path / "a.sgf", original)
    assert load(tmp_path / "a.sgf") == original
    assert lost(tmp_path / "a.psq", original) == "the renju rule"
    assert lost(tmp_path / "a.sgf", original) is None
    assert lost(tmp_path / "a.sgf", SavedGame(Game(Rules(7, 4), [(3, 3)]))) == "4 in a row"


def test_a_computer_player_is_named_in_other_formats_by_its_strategy(tmp_path: Path) -> None:
    players = (GamePlayer.computer("threats", {"time_limit": 1.0}), PEOPLE[1])
    save(tmp_path / "a.sgf", saved(players=players))
    assert load(tmp_path / "a.sgf").x == GamePlayer.person("ttt_qt threats")


def test_an_unknown_extension_is_refused(tmp_path: Path) -> None:
    with pytest.raises(
        GameFileError, match=r"game files ending in \.ttt, \.psq, \.sgf, not '\.txt'"
    ):
        save(tmp_path / "a.txt", saved())
    assert not (tmp_path / "a.txt").exists()


def test_a_missing_or_binary_file_says_why(tmp_path: Path) -> None:
    with pytest.raises(GameFileError, match=r"nope\.psq cannot be read"):
        load(tmp_path / "nope.psq")
    (tmp_path / "bin.sgf").write_bytes(b"(;GM[4]\0\0")
    with pytest.raises(GameFileError, match=r"bin\.sgf is not a text file"):
        load(tmp_path / "bin.sgf")


def test_a_latin_1_file_from_an_older_windows_program_reads(tmp_path: Path) -> None:
    (tmp_path / "old.psq").write_bytes(
        "Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\nJosé\r\nZoë\r\n-1\r\n".encode("latin-1")
    )
    assert load(tmp_path / "old.psq").x == GamePlayer.person("José")


def test_the_file_name_is_in_a_format_error(tmp_path: Path) -> None:
    (tmp_path / "bad.psq").write_text("nothing\n", encoding="utf-8")
    with pytest.raises(GameFormatError, match=r"^bad\.psq: not a Piskvork game"):
        load(tmp_path / "bad.psq")
