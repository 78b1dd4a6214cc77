"""``ttt-qt --self-test`` in-process: it passes, says why it fails, and leaves no file behind."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttt_qt.ai.search import opening_book
from ttt_qt.app.window import self_test
from ttt_qt.engine import Rules

# The offscreen platform warns that it cannot pass size hints on; that is not the app's fault.


def test_the_self_test_plays_a_game_and_writes_the_report(
    qapp: object, capsys: pytest.CaptureFixture[str], _private_home: Path
) -> None:
    assert self_test.run_self_test() == 0
    out = capsys.readouterr().out
    assert "ttt-qt self-test passed: 3 x 3 against perfect" in out
    assert "PDF report" in out
    left_behind = [path for path in _private_home.rglob("*") if path.is_file()]
    assert left_behind == []


def test_the_self_test_says_why_it_failed(
    qapp: object, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(self_test, "OPPONENT", "no-such-player")
    assert self_test.run_self_test() == 1
    err = capsys.readouterr().err
    assert "ttt-qt self-test FAILED: no 'no-such-player' computer player" in err


def test_the_self_test_fails_when_an_opening_book_is_missing(
    qapp: object, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    books = {**opening_book.BOOKS, Rules(9, 9): ("no_such_book.txt", 3)}
    monkeypatch.setattr(opening_book, "BOOKS", books)
    assert self_test.run_self_test() == 1
    err = capsys.readouterr().err
    assert "ttt-qt self-test FAILED: the opening book no_such_book.txt cannot be read" in err


def test_the_self_test_saves_a_screenshot_of_the_window(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtGui import QImage

    target = tmp_path / "shots" / "window.png"
    monkeypatch.setenv(self_test.SCREENSHOT_ENV, str(target))
    assert self_test.run_self_test() == 0
    image = QImage(str(target))
    assert image.width() >= 300
    assert image.height() >= 200


def test_first_frame_mode_only_shows_the_window(
    qapp: object, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(self_test.FIRST_FRAME_ENV, "1")
    assert self_test.run_self_test() == 0
    assert capsys.readouterr().out == "first frame\n"
