"""``ttt-console review FILE``: every move with its mark and the better move."""

from __future__ import annotations

from pathlib import Path

from ttt_qt.coach.marks_file import read_marks

from .helpers import run_console

GAME = "ttt_qt game 1\nsize 3\nwin_length 3\nrules normal\nmoves B2 A2 C3 A1 A3 C1 B3\n"


def test_every_move_is_printed_with_its_mark_and_the_better_move(tmp_path: Path) -> None:
    path = tmp_path / "game.ttt"
    path.write_text(GAME, encoding="utf-8")
    outcome = run_console(["review", str(path)])
    assert outcome.code == 0, outcome.err
    lines = outcome.out.splitlines()
    moves = [line for line in lines if line[:4].strip().rstrip(".").isdigit()]
    assert len(moves) == 7
    assert moves[1].split()[:6] == ["2.", "O", "A2", "??", "better", "A1"]
    assert "A2 lets X force a win in 3; A1 held the draw" in moves[1]
    assert moves[0].split()[:4] == ["1.", "X", "B2", "!"]
    assert "O: blunders 1, mistakes 0, inaccuracies 0." in lines
    assert path.read_text(encoding="utf-8") == GAME  # not saved without --save


def test_save_writes_the_marks_into_the_file(tmp_path: Path) -> None:
    path = tmp_path / "game.ttt"
    path.write_text(GAME, encoding="utf-8")
    outcome = run_console(["review", str(path), "--save"])
    assert outcome.code == 0, outcome.err
    text = path.read_text(encoding="utf-8")
    assert text.startswith(GAME)
    assert len(read_marks(text, 3)) == 7


def test_bad_files_get_one_sentence(tmp_path: Path) -> None:
    missing = run_console(["review", str(tmp_path / "none.ttt")])
    assert missing.code == 1 and "cannot read" in missing.err and "Traceback" not in missing.err
    other = tmp_path / "other.ttt"
    other.write_text("hello\n", encoding="utf-8")
    wrong = run_console(["review", str(other)])
    assert wrong.code == 1 and "is not a saved game" in wrong.err
    binary = tmp_path / "binary.ttt"
    binary.write_bytes(b"\xff\xfe\x00")
    assert run_console(["review", str(binary)]).code == 1
    assert run_console(["review", str(other), "--seconds", "-1"]).code == 2


def test_a_game_without_moves_says_so(tmp_path: Path) -> None:
    path = tmp_path / "empty.ttt"
    path.write_text(GAME.replace(" B2 A2 C3 A1 A3 C1 B3", ""), encoding="utf-8")
    outcome = run_console(["review", str(path)])
    assert outcome.code == 0 and "no moves" in outcome.out
