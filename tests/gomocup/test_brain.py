"""``ttt-pbrain``'s brain, one command at a time: sizes, rules, ABOUT, BOARD, TAKEBACK, errors."""

from __future__ import annotations

import pytest

from ttt_qt import __version__
from ttt_qt.engine import Board, Rules
from ttt_qt.gomocup import protocol
from ttt_qt.gomocup.brain import Brain


class Session:
    """A brain and every line it wrote."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.brain = Brain(self.out.append)

    def send(self, *lines: str) -> list[str]:
        """Send ``lines``; the lines written meanwhile."""
        start = len(self.out)
        for line in lines:
            assert self.brain.handle(line)
        return self.out[start:]

    def move(self, *lines: str) -> str:
        """Send ``lines`` and return the move written last (after any MESSAGE)."""
        answer = self.send(*lines)
        assert answer, "no answer"
        assert all(line.startswith("MESSAGE ") for line in answer[:-1]), answer
        return answer[-1]


@pytest.fixture
def session() -> Session:
    started = Session()
    assert started.send("START 15", "INFO timeout_turn 300") == ["OK"]
    return started


@pytest.mark.parametrize("size", [7, 9, 15])
def test_boards_from_7_to_15_are_accepted(size: int) -> None:
    assert Session().send(f"START {size}") == ["OK"]
    assert Session().send(f"RECTSTART {size},{size}") == ["OK"]


@pytest.mark.parametrize("command", ["START 20", "START 5", "START x", "RECTSTART 15,10"])
def test_other_boards_get_an_error_with_a_reason(command: str) -> None:
    (answer,) = Session().send(command)
    assert answer.startswith("ERROR ")
    assert len(answer) > len("ERROR ") + 10


def test_about_gives_the_name_and_the_version(session: Session) -> None:
    (about,) = session.send("ABOUT")
    assert protocol.parse_about(about) == {"name": "ttt-qt", "version": __version__}


def test_info_answers_nothing_and_is_kept(session: Session) -> None:
    assert (
        session.send(
            "INFO timeout_match 60000",
            "INFO time_left 59000",
            "INFO max_memory 83886080",
            "INFO game_type 1",
            "INFO rule 0",
            "INFO folder /tmp",
            "INFO evaluate 3,4",
            "INFO nonsense",
        )
        == []
    )
    assert session.brain.settings.time_left == 59000
    assert session.brain.settings.timeout_match == 60000


def test_begin_takes_the_centre_and_turn_answers_with_a_free_cell(session: Session) -> None:
    assert session.move("BEGIN") == "7,7"
    answer = session.move("TURN 8,8")
    move = protocol.parse_cell(answer, 15)
    assert move not in [(7, 7), (8, 8)]
    assert session.brain.moves == [(7, 7), (8, 8), move]


def test_the_brain_blocks_an_open_four_sent_by_board(session: Session) -> None:
    # The opponent (field 2) has four in a row on row 7, from column 3 to 6; the brain has
    # three stones elsewhere, and must block at column 2 or 7.
    answer = session.move(
        "BOARD", "3,7,2", "0,0,1", "4,7,2", "0,14,1", "5,7,2", "14,0,1", "6,7,2", "DONE"
    )
    assert answer in ("2,7", "7,7")


def test_takeback_removes_the_last_move_only(session: Session) -> None:
    session.move("BEGIN")
    assert session.send("TAKEBACK 3,3") == ["ERROR 3,3 is not the last move"]
    assert session.send("TAKEBACK 7,7") == ["OK"]
    assert session.brain.moves == []
    assert session.send("RESTART") == ["OK"]


@pytest.mark.parametrize(
    ("lines", "reason"),
    [
        (["TURN 15,3"], "off the board"),
        (["BOARD", "1,1,1", "2,2,1", "DONE"], "do not make a game"),
        (["BOARD", "1,1,3", "DONE"], "continuous game"),
        (["BOARD", "1,1,2", "1,1,1", "DONE"], "two stones on one cell"),
        (["BOARD", "1,1", "DONE"], "not a board line"),
    ],
)
def test_a_bad_position_gets_an_error(session: Session, lines: list[str], reason: str) -> None:
    (answer,) = session.send(*lines)
    assert answer.startswith("ERROR ")
    assert reason in answer


def test_a_taken_cell_and_a_finished_game_get_an_error(session: Session) -> None:
    session.move("BEGIN")
    assert session.send("TURN 7,7") == ["ERROR 7,7 is already taken"]
    five = ["BOARD", *(f"{x},0,2" for x in range(5)), *(f"{x},5,1" for x in range(4)), "DONE"]
    assert session.send("RESTART") == ["OK"]
    (answer,) = session.send(*five)
    assert answer == "ERROR the game is over: there is no move to play"


@pytest.mark.parametrize("rule", [2, 3, 16])
def test_a_rule_it_cannot_play_is_answered_at_the_next_move_command(
    session: Session, rule: int
) -> None:
    assert session.send(f"INFO rule {rule}") == []
    (answer,) = session.send("BEGIN")
    assert answer.startswith("ERROR this brain plays freestyle, standard, Renju and Caro")
    assert session.send("INFO rule 0") == []
    assert session.move("BEGIN") == "7,7"


RENJU = Rules(15, 5, rule="renju")


@pytest.mark.parametrize("rule", [1, 4, 8])
def test_standard_renju_and_caro_are_played(session: Session, rule: int) -> None:
    assert session.send(f"INFO rule {rule}") == []
    assert session.move("BEGIN") == "7,7"


def test_under_renju_the_brain_never_plays_a_cell_forbidden_to_black(session: Session) -> None:
    # Black (the brain, stones 1) has two open twos crossing at row 7, column 7 (a double
    # three) and a four on row 10 whose only completion, column 6, makes six in a row.
    own = [(5, 7), (6, 7), (7, 5), (7, 6), (10, 2), (10, 3), (10, 4), (10, 5), (10, 7)]
    theirs = [(0, 0), (0, 6), (0, 12), (14, 0), (14, 6), (14, 12), (4, 14), (12, 3), (10, 1)]
    board = Board(RENJU, *(sum(1 << (r * 15 + c) for r, c in cells) for cells in (own, theirs)))
    assert board.forbidden_moves() == [(7, 7), (10, 6)]
    assert session.send("INFO rule 4") == []
    stones = [f"{x},{y},1" for y, x in own] + [f"{x},{y},2" for y, x in theirs]
    answer = session.move("BOARD", *stones, "DONE")
    x, y = (int(part) for part in answer.split(","))
    assert board.forbidden_reason((y, x)) is None
    assert (y, x) in board.legal_moves()


def _cells(answer: str) -> list[tuple[int, int]]:
    """The ``(row, col)`` cells of an answer ``x,y x,y ...``."""
    return [protocol.parse_cell(word, 15) for word in answer.split()]


def test_swap2board_on_an_empty_board_gives_three_stones(session: Session) -> None:
    stones = _cells(session.move("SWAP2BOARD", "DONE"))
    assert len(stones) == 3 and not Board.from_moves(Rules(15, 5), stones).is_over
    assert session.brain.moves == stones
    assert session.move("BEGIN") == "7,7"  # the brain reads commands again


@pytest.mark.parametrize("fields", [False, True])
def test_swap2board_after_three_stones_swaps_stays_or_adds_two(
    session: Session, fields: bool
) -> None:
    lines = ["7,7,2", "8,7,1", "9,9,2"] if fields else ["7,7", "8,7", "9,9"]
    answer = session.move("SWAP2BOARD", *lines, "DONE")
    opening = [(7, 7), (7, 8), (9, 9)]
    if answer == "SWAP":
        assert session.brain.moves == opening
        return
    stones = _cells(answer)
    assert len(stones) in (1, 2)
    assert not set(stones) & set(opening)
    assert session.brain.moves == opening + stones


def test_swap2board_after_five_stones_swaps_or_plays_the_sixth(session: Session) -> None:
    answer = session.move("SWAP2BOARD", "7,7", "8,7", "9,9", "6,6", "1,13", "DONE")
    assert answer == "SWAP" or len(_cells(answer)) == 1


def test_swap2board_with_four_stones_gets_an_error(session: Session) -> None:
    (answer,) = session.send("SWAP2BOARD", "7,7", "8,7", "9,9", "6,6", "DONE")
    assert answer == "ERROR swap2 has 0, 3 or 5 stones before a choice, not 4"


@pytest.mark.parametrize(
    "lines", [["7,7", "7,7", "9,9"], ["7,7,5", "8,7,1", "9,9,2"], ["a", "b", "c"]]
)
def test_a_broken_swap2board_gets_an_error(session: Session, lines: list[str]) -> None:
    (answer,) = session.send("SWAP2BOARD", *lines, "DONE")
    assert answer.startswith("ERROR ")


def test_unknown_commands_and_moves_before_start(session: Session) -> None:
    assert session.send("YXSHOWFORBID")[0].startswith("UNKNOWN ")
    assert Session().send("BEGIN") == ["ERROR START comes first"]
    assert not session.brain.handle("END")


def test_as_fast_as_possible_and_a_spent_match_clock_still_give_a_move(session: Session) -> None:
    session.send("INFO timeout_turn 0")
    assert session.move("BEGIN") == "7,7"
    session.send("INFO timeout_turn 1000", "INFO time_left -200")
    assert protocol.parse_cell(session.move("TURN 8,8"), 15) not in [(7, 7), (8, 8)]
