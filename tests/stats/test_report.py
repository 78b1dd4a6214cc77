"""The PDF report: a real PDF with the summary, the chart and the table of runs in it."""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument, QTextTable
from PySide6.QtWidgets import QApplication

from tests.helpers import rules_where, statistics_name
from ttt_qt.ai import Level
from ttt_qt.stats import HUMAN, RecordStore, StoredGame, report
from ttt_qt.stats.records import MoveMark
from ttt_qt.stats.report import (
    PRINTED_SUMMARY_COLUMNS,
    pdf_bytes,
    report_document,
    report_title,
    summary_row,
    write_pdf,
)
from ttt_qt.stats.runs import run_row
from ttt_qt.stats.summary import summarize

from .factories import decided, record, x_wins_on

NOW = datetime(2026, 3, 4, 12, 0)


@pytest.fixture
def games(tmp_path: Path) -> list[StoredGame]:
    with RecordStore(tmp_path / "records.sqlite3") as store:
        for number, winner in enumerate(["X", "O", None, "X", None, None, "X", "O"]):
            store.add(decided(winner, number=number))
        for number in range(8, 14):
            store.add(record(number, HUMAN, "random"))
        return store.games()


def _pdf_text(path: Path) -> str | None:
    tool = shutil.which("pdftotext")
    if tool is None:
        return None
    result = subprocess.run(
        [tool, "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return " ".join(result.stdout.split())


def test_the_report_is_a_pdf_with_the_table_of_runs(
    qapp: QApplication, games: list[StoredGame], tmp_path: Path
) -> None:
    last_ten = games[-10:]
    target = tmp_path / "report.pdf"
    write_pdf(last_ten, target, last=10, now=NOW)
    data = target.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    assert len(data) > 10_000
    text = _pdf_text(target)
    if text is None:
        pytest.skip("pdftotext (poppler-utils) is not installed; the PDF header was checked")
    assert "Tic-tac-toe: the last 10 games" in text
    assert "Run Date X O Who won Who lost Tie Moves Duration" in text
    for game in last_ten:
        number, date = run_row(game)[:2]
        assert f"{number} {date[:10]}" in text  # the rest of a cell may wrap
    assert f"Runs {last_ten[0].id} to {last_ten[-1].id}" in text
    for game in games[:-10]:
        assert run_row(game)[1] not in text  # only the last ten runs are in this report
    cells = report_document(last_ten, last=10, now=NOW).toPlainText()  # a cell a line
    for game in last_ten:
        assert "\n".join(run_row(game)) in cells
    for summary in summarize(last_ten):
        assert "\n".join(summary_row(summary)[: len(PRINTED_SUMMARY_COLUMNS)]) in cells


def test_the_report_names_every_opponent_with_its_options(
    qapp: QApplication, tmp_path: Path
) -> None:
    games = [
        decided("X", o="montecarlo", o_options={"trials": 7}, number=1),
        decided("O", o="perfect", names=("Bob", "Alice"), number=2),
    ]
    stored = [StoredGame.from_record(number, game) for number, game in enumerate(games, 1)]
    target = tmp_path / "report.pdf"
    write_pdf(stored, target, now=NOW, computer_games_left_out=4)
    document = report_document(stored, now=NOW, computer_games_left_out=4).toPlainText()
    monte_carlo = f"{statistics_name('montecarlo')} · 7 random games a move"
    assert f"You\n{monte_carlo}\n3 x 3, 3 in a row\n1\n1\n0\n0" in document
    assert "You\nUnbeatable (Perfect)\n3 x 3, 3 in a row\n1\n0\n1\n0" in document
    assert "Bob" not in document
    assert "4 computer-vs-computer games are left out." in document
    text = _pdf_text(target)
    if text is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    assert "7 random" in text  # the cell wraps: its words share lines with other cells
    assert "4 computer-vs-computer games are left out." in text


def test_the_report_names_a_computer_by_its_level_on_the_games_rules_then_its_strategy(
    qapp: QApplication, tmp_path: Path
) -> None:
    hard = rules_where("perfect", Level.HARD)
    games = [
        x_wins_on(hard, number=1),
        decided("O", number=2),
        decided("X", o="adaptive", o_options={"level": 4}, number=3),
    ]
    stored = [StoredGame.from_record(number, game) for number, game in enumerate(games, 1)]
    document = report_document(stored, now=NOW).toPlainText()
    rules = f"{hard.size} x {hard.size}, {hard.win_length} in a row"
    assert f"You\nHard (Perfect)\n{rules}\n1\n1\n0\n0" in document
    assert "You\nUnbeatable (Perfect)\n3 x 3, 3 in a row\n1\n0\n1\n0" in document
    assert "You\nMatch my level\n3 x 3, 3 in a row\n1\n1\n0\n0" in document
    # The table of runs: X, O, who won, who lost.
    assert "\nYou\nHard (Perfect)\nYou (X)\nHard (Perfect) (O)\nno\n" in document
    assert "\nYou\nUnbeatable (Perfect)\nUnbeatable (Perfect) (O)\nYou (X)\nno\n" in document
    target = tmp_path / "report.pdf"
    write_pdf(stored, target, now=NOW)
    text = _pdf_text(target)
    if text is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    for name in ("Hard (Perfect)", "Unbeatable", "Match my level"):
        assert name in text


def test_the_report_document_holds_the_chart_image(
    qapp: QApplication, games: list[StoredGame]
) -> None:
    document = report_document(games, now=NOW)
    html = document.toHtml()
    assert "ttt-qt:chart.png" in html
    assert "Tic-tac-toe: all 14 games" in document.toPlainText()


def _table_cells(document: QTextDocument) -> list[tuple[str, int]]:
    """Each table cell's text and its number of lines, as the document lays them out."""
    document.size()  # lays the document out
    cells = []
    for frame in document.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        for row in range(frame.rows()):
            for column in range(frame.columns()):
                block = frame.cellAt(row, column).firstCursorPosition().block()
                text = block.text().replace("\N{NO-BREAK SPACE}", " ")
                cells.append((text, block.layout().lineCount()))
    return cells


def test_titles_dates_and_numbers_never_break_in_the_tables(
    qapp: QApplication, tmp_path: Path
) -> None:
    with RecordStore(tmp_path / "records.sqlite3") as store:
        for number in range(6):  # a long name makes the table tight
            store.add(
                record(number, HUMAN, HUMAN, x_name="W" * 40, o_name="Maximiliana von Alexandria")
            )
        games = store.games()
    cells = _table_cells(report_document(games, now=NOW))
    titles = {"Played", "Won", "Lost", "Tied", "Win rate", "Run", "Date", "Moves", "Duration"}
    kept = [(text, lines) for text, lines in cells if text in titles or text[:2] == "20"]
    assert len(kept) >= len(titles) + len(games)
    assert [cell for cell in kept if cell[1] != 1] == []


def test_a_long_report_lists_the_newest_runs_and_says_so(
    qapp: QApplication, games: list[StoredGame], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(report, "MAX_REPORT_RUNS", 3)
    text = report_document(games, now=NOW).toPlainText()
    assert "The table lists the last 3 of the 14 runs" in text
    runs = text.split("Duration")[-1]
    assert [game.id for game in games if run_row(game)[1] in runs] == [12, 13, 14]
    assert "Tic-tac-toe: all 14 games" in text


def test_an_empty_report_still_says_so(qapp: QApplication) -> None:
    data = pdf_bytes([], now=NOW)
    assert data.startswith(b"%PDF-")
    assert report_title([], None) == "Tic-tac-toe: all 0 games"
    assert "No games recorded." in report_document([], now=NOW).toPlainText()


def test_a_report_to_a_missing_folder_raises_os_error(
    qapp: QApplication, games: list[StoredGame], tmp_path: Path
) -> None:
    with pytest.raises(OSError):
        write_pdf(games, tmp_path / "missing" / "report.pdf")


def test_the_coachs_marks_of_reviewed_runs_are_printed(
    qapp: QApplication, games: list[StoredGame]
) -> None:
    marks = {
        games[1].id: [
            MoveMark(1, "B2", "!", True),
            MoveMark(2, "A2", "??", True),
            MoveMark(3, "C3", "?!", False),
        ],
        games[2].id: [MoveMark(1, "B2", "!", True)],
    }
    text = report_document(games, now=NOW, marks=marks).toPlainText()
    assert "The coach's marks" in text
    assert f"Run {games[1].id}: 2. A2 ??, 3. C3 ~?!" in text
    assert f"Run {games[2].id}: no mistakes found" in text
    assert f"Run {games[0].id}:" not in text  # not reviewed
    assert "The coach's marks" not in report_document(games, now=NOW).toPlainText()
