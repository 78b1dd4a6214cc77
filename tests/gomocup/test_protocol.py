"""The Gomocup protocol's wire format: cells (column first), commands, BOARD lines, answers."""

from __future__ import annotations

import pytest

from ttt_qt.gomocup import protocol
from ttt_qt.gomocup.brain import think_time


def test_a_cell_is_written_column_first_and_read_back() -> None:
    assert protocol.format_cell((2, 7)) == "7,2"
    assert protocol.parse_cell("7,2", 15) == (2, 7)
    assert protocol.parse_cell(" 14 , 0 ", 15) == (0, 14)


@pytest.mark.parametrize("text", ["15,0", "0,15", "-1,3", "3", "a,b", "1,2,3", ""])
def test_a_cell_off_the_board_or_malformed_is_a_protocol_error(text: str) -> None:
    with pytest.raises(protocol.ProtocolError):
        protocol.parse_cell(text, 15)


def test_a_rectangular_board_checks_each_side() -> None:
    assert protocol.parse_cell("19,9", 20, 10) == (9, 19)
    with pytest.raises(protocol.ProtocolError, match="off the board"):
        protocol.parse_cell("9,10", 20, 10)


def test_board_lines_mark_the_side_to_move_as_one() -> None:
    # X at (7, 7), O at (7, 8), X at (8, 8): O is to move, so O's stone is field 1.
    assert protocol.board_lines([(7, 7), (7, 8), (8, 8)]) == [
        "BOARD",
        "7,7,2",
        "8,7,1",
        "8,8,2",
        "DONE",
    ]
    assert protocol.board_lines([(0, 0), (1, 1)]) == ["BOARD", "0,0,1", "1,1,2", "DONE"]
    assert protocol.board_lines([]) == ["BOARD", "DONE"]


def test_a_board_line_is_read_with_its_field() -> None:
    assert protocol.parse_board_line("10,11,2", 15) == ((11, 10), 2)
    for bad in ("10,11", "10,11,4", "15,1,1", "x,1,1"):
        with pytest.raises(protocol.ProtocolError):
            protocol.parse_board_line(bad, 15)


@pytest.mark.parametrize(
    ("line", "kind", "text"),
    [
        ("7,7", "cell", "7,7"),
        (" 10, 3 \r", "cell", "10, 3"),
        ("OK", "ok", "OK"),
        ("ok", "ok", "ok"),
        ("MESSAGE Speed 900K | Depth 13", "message", "Speed 900K | Depth 13"),
        ("debug best move 3,4", "debug", "best move 3,4"),
        ("ERROR unsupported size", "error", "unsupported size"),
        ("UNKNOWN", "unknown", ""),
        ("SUGGEST 4,5", "suggest", "4,5"),
        ('name="Rapfi", version="0.43"', "other", 'name="Rapfi", version="0.43"'),
        ("I win", "other", "I win"),
        ("OK then", "other", "OK then"),
    ],
)
def test_engine_lines_are_sorted_by_kind(line: str, kind: str, text: str) -> None:
    assert protocol.classify(line) == protocol.EngineLine(kind, text)  # type: ignore[arg-type]


def test_about_is_read_as_key_value_pairs_or_as_a_plain_name() -> None:
    about = 'name="Rapfi", version="0.43.02 (g++ 12)", Author="R, devs", country="China"'
    assert protocol.parse_about(about) == {
        "name": "Rapfi",
        "version": "0.43.02 (g++ 12)",
        "author": "R, devs",
        "country": "China",
    }
    assert protocol.parse_about("Old brain 1.0 by someone") == {"name": "Old brain 1.0 by someone"}
    assert protocol.parse_about("") == {}
    written = protocol.format_about([("name", "ttt-qt"), ("version", '1"0')])
    assert written == 'name="ttt-qt", version="10"'
    assert protocol.parse_about(written) == {"name": "ttt-qt", "version": "10"}


def test_commands_are_split_into_an_upper_case_word_and_the_rest() -> None:
    assert protocol.parse_command("info timeout_turn 1000\r\n") == protocol.Command(
        "INFO", "timeout_turn 1000"
    )
    assert protocol.parse_command("BEGIN") == protocol.Command("BEGIN", "")


def test_rules_have_their_gomocup_numbers() -> None:
    assert [protocol.rule_number(name) for name in ("freestyle", "standard", "renju", "caro")] == [
        0,
        1,
        4,
        8,
    ]
    assert protocol.rule_name(4) == "renju"
    assert protocol.rule_name(2) is None
    with pytest.raises(ValueError, match="unknown gomoku rule"):
        protocol.rule_number("pente")


def test_think_time_keeps_a_margin_within_the_turn_and_the_match_clock() -> None:
    assert think_time(1000, None) == pytest.approx(0.85)
    assert think_time(10_000, None) == pytest.approx(9.0)
    assert think_time(1000, protocol.UNLIMITED_MS) == pytest.approx(0.85)
    # 3 s left in the match: spread over 15 moves, 0.2 s, less the margin.
    assert think_time(1000, 3000) == pytest.approx(0.05)
    assert 0 < think_time(0, None) < 0.05
    assert 0 < think_time(1000, -500) < 0.05  # past its time: the least, still a move
