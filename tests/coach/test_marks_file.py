"""The review kept in a saved game as comments: every reader still opens the file."""

from __future__ import annotations

from ttt_qt.coach import Grade, review_game
from ttt_qt.coach.marks_file import PREFIX, read_marks, with_marks
from ttt_qt.engine import Game, Rules, format_game, parse_moves, parse_saved_game

RULES = Rules(3, 3)
MOVES = parse_moves("B2 A2 C3 A1 A3 C1 B3", RULES)


def _marked_text() -> tuple[str, str]:
    text = format_game(Game(RULES, MOVES))
    return text, with_marks(text, review_game(RULES, MOVES))


def test_the_marks_read_back_as_written() -> None:
    _, marked = _marked_text()
    marks = read_marks(marked, RULES.size)
    assert [mark.number for mark in marks] == list(range(1, 8))
    assert [mark.move for mark in marks] == MOVES
    assert marks[1].grade is Grade.BLUNDER and marks[1].exact
    assert marks[1].sentence == "A2 lets X force a win in 3; A1 held the draw"
    assert marks[1].best == (0, 0)


def test_a_marked_file_is_still_the_same_game_for_every_reader() -> None:
    text, marked = _marked_text()
    assert marked.startswith(text)
    assert parse_saved_game(marked) == parse_saved_game(text)


def test_marking_again_replaces_the_old_marks() -> None:
    _, marked = _marked_text()
    again = with_marks(marked, review_game(RULES, MOVES[:2]))
    assert again.count(PREFIX) == 2
    assert len(read_marks(again, RULES.size)) == 2


def test_comment_lines_it_does_not_understand_are_passed_over() -> None:
    text = format_game(Game(RULES, MOVES))
    odd = text + "# coach 1 Z9 best - exact\n# coach x B2 best - exact\n# coach 2 A2 bad - exact\n"
    odd += "# a person's own comment\n# coach 3 C3 good - estimate\n"
    marks = read_marks(odd, RULES.size)
    assert [(mark.number, mark.grade, mark.best, mark.sentence) for mark in marks] == [
        (3, Grade.GOOD, None, "")
    ]
