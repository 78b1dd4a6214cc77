"""``ttt-console stats`` and ``arena --record``: the same records as the window, clear failures."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ttt_qt.console.main import main
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, RecordStore, default_records_path
from ttt_qt.stats.csv_file import read_csv

from .factories import decided, record


def _console(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def records(tmp_path: Path) -> Path:
    path = tmp_path / "records.sqlite3"
    with RecordStore(path) as store:
        for number, winner in enumerate(["X", "X", "O", None, "X"]):
            store.add(decided(winner, number=number))
        store.add(decided(None, x="random", o="sequential", number=9))
    return path


def test_the_summary_table_is_printed(records: Path) -> None:
    code, out, err = _console("stats", "--records", str(records))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "6 recorded games (runs 1 to 6, played 2026-01-02)."
    assert lines[1] == f"Records file: {records}"
    assert lines[3].split() == [
        "Player", "Opponent", "Rules", "Played", "Won", "Lost", "Tied", "Win", "rate",
        "Current", "streak", "Best", "streak",
    ]  # fmt: skip
    assert lines[5].split() == [
        "You", "Perfect", "3", "x", "3,", "3", "in", "a", "row", "5", "3", "1", "1", "60%",
        "1", "won", "2",
    ]  # fmt: skip
    assert lines[6].split()[:2] == ["Random", "Sequential"]
    assert "Add --last N" in out


def test_last_lists_the_runs(records: Path) -> None:
    code, out, _ = _console("stats", "--records", str(records), "--last", "3")
    assert code == 0
    assert out.startswith("The last 3 of 6 recorded games (runs 4 to 6")
    runs = out.split("Run  Date")[1].splitlines()[2:]
    assert [line.split()[0] for line in runs] == ["4", "5", "6"]
    assert runs[1].split()[5:] == ["You", "(X)", "Perfect", "(O)", "no", "5", "0:05"]
    assert runs[2].split()[-3:] == ["yes", "9", "0:05"]


def test_the_exports_are_written(qapp: QApplication, records: Path, tmp_path: Path) -> None:
    csv_path, pdf_path = tmp_path / "games.csv", tmp_path / "report.pdf"
    code, out, err = _console(
        "stats", "--records", str(records), "--last", "4", "--csv", str(csv_path),
        "--pdf", str(pdf_path),
    )  # fmt: skip
    assert (code, err) == (0, "")
    assert [game.id for game in read_csv(csv_path)] == [3, 4, 5, 6]
    assert read_csv(csv_path) == RecordStore(records).games(last=4)
    assert pdf_path.read_bytes().startswith(b"%PDF-")
    assert f"Wrote 4 games to {csv_path}" in out
    assert f"Wrote the report of 4 games to {pdf_path}" in out
    tool = shutil.which("pdftotext")
    if tool is not None:
        pdf_text = subprocess.run(
            [tool, str(pdf_path), "-"], capture_output=True, text=True, check=True
        )
        text = pdf_text.stdout
        assert "Tic-tac-toe: the last 4 games" in text


def test_bad_export_paths_fail_clearly(qapp: QApplication, records: Path, tmp_path: Path) -> None:
    missing = tmp_path / "no-such-folder"
    code, out, err = _console(
        "stats", "--records", str(records), "--csv", str(missing / "a.csv"),
        "--pdf", str(missing / "b.pdf"),
    )  # fmt: skip
    assert code == 1
    assert f"ttt-console stats: cannot write {missing / 'a.csv'}: No such file or directory" in err
    assert f"ttt-console stats: cannot write {missing / 'b.pdf'}" in err
    assert "Traceback" not in err
    assert "6 recorded games" in out


@pytest.mark.parametrize("value", ["0", "-3", "ten"])
def test_a_bad_last_is_a_usage_error(value: str) -> None:
    code, _, err = _console("stats", "--last", value)
    assert code == 2
    assert "usage: ttt-console stats" in err
    assert "Traceback" not in err


def test_nothing_recorded_yet_creates_no_file() -> None:
    code, out, _ = _console("stats")
    assert code == 0
    assert out == f"No games recorded yet (records file: {default_records_path()}).\n"
    assert not default_records_path().exists()


def test_a_folder_given_as_records_is_refused(tmp_path: Path) -> None:
    code, _, err = _console("stats", "--records", str(tmp_path))
    assert code == 1
    assert "is a folder, not a records file" in err


def test_a_corrupt_records_file_is_moved_aside_and_said(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"\x00garbage" * 300)
    code, out, err = _console("stats", "--records", str(path))
    assert code == 0
    assert "moved aside" in err
    assert "No games recorded yet" in out
    assert len(list(tmp_path.glob("records-corrupt-*.sqlite3"))) == 1


def test_the_console_reads_the_windows_records_file(_private_home: Path) -> None:
    with RecordStore.open_default() as store:
        store.add(record(1, HUMAN, "random"))
        store.add(record(2, HUMAN, "random"))
    # A real process with no QCoreApplication finds the same file through QStandardPaths.
    env = dict(os.environ, XDG_DATA_HOME=str(_private_home / "data"), HOME=str(_private_home))
    result = subprocess.run(
        [sys.executable, "-m", "ttt_qt.console", "stats"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("2 recorded games")
    assert str(default_records_path()) in result.stdout


def test_arena_records_only_when_asked() -> None:
    code, _, _ = _console("arena", "--x", "random", "--o", "sequential", "--games", "3")
    assert code == 0
    assert not default_records_path().exists()
    code, out, err = _console(
        "arena", "--x", "random", "--o", "sequential", "--games", "4", "--size", "4",
        "--seed", "7", "--record",
    )  # fmt: skip
    assert (code, err) == (0, "")
    games = RecordStore.open_default().games()
    assert len(games) == 4
    assert {(g.x_player, g.o_player, g.x_name, g.o_name) for g in games} == {
        ("random", "sequential", "Random", "Sequential")
    }
    assert {g.rules for g in games} == {Rules(4)}
    totals = out.strip().splitlines()[-1]
    x_wins = sum(game.winner == "X" for game in games)
    assert f"X (random) won {x_wins}," in totals


def test_arena_says_so_when_its_games_cannot_be_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    code, _, err = _console("arena", "--games", "2", "--record")
    assert code == 0
    assert "Statistics cannot be saved" in err
    assert "2 of 2 games were not recorded." in err
