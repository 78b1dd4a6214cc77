"""``ttt-console stats`` and ``arena --record``: the same records as the window, clear failures."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.helpers import rules_where, statistics_name
from tests.stats.factories import decided, record, x_wins_on
from ttt_qt.ai import Level
from ttt_qt.console.main import main
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, RecordStore, default_records_path
from ttt_qt.stats.csv_file import read_csv

PERFECT = "Unbeatable (Perfect)"
"""Perfect on 3 x 3: its level there, then its strategy."""


def _console(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def _cells(line: str) -> list[str]:
    """A printed table row cut into its cells (they are two spaces or more apart)."""
    return re.split(r" {2,}", line.strip())


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
    assert lines[0] == "5 of 6 recorded games (runs 1 to 5, played 2026-01-02)."
    assert lines[1] == f"Records file: {records}"
    assert lines[2] == (
        "1 computer-vs-computer game is left out (add --include-computer-games to count them)."
    )
    assert lines[4].split() == [
        "Player", "Opponent", "Rules", "Played", "Won", "Lost", "Tied", "Abandoned", "Win",
        "rate", "Current", "streak", "Best", "streak", "Continued",
    ]  # fmt: skip
    assert _cells(lines[6]) == [
        "You", PERFECT, "3 x 3, 3 in a row", "5", "3", "1", "1", "0", "60%", "1 won", "2", "0"
    ]  # fmt: skip
    assert len(lines) == 9
    assert "Add --last N" in out


def test_computer_games_are_counted_when_asked(records: Path) -> None:
    code, out, err = _console("stats", "--records", str(records), "--include-computer-games")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "6 recorded games (runs 1 to 6, played 2026-01-02)."
    assert "left out" not in out
    assert _cells(lines[5])[:2] == ["You", PERFECT]
    assert _cells(lines[6]) == [
        statistics_name("random"), statistics_name("sequential"), "3 x 3, 3 in a row",
        "1", "0", "0", "1", "0", "0%", "1 tied", "0", "0",
    ]  # fmt: skip


def test_each_computer_opponent_has_its_row(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with RecordStore(path) as store:
        store.add(decided("O", o="perfect", names=("Bob", "Alice")))  # kept before "You"
        store.add(decided("X", o="sequential", names=("Bob", "Alice")))
        store.add(decided("X", o="montecarlo", o_options={"trials": 20}))
        store.add(decided("X", x=HUMAN, o=HUMAN, names=("Bob", "Alice")))
    code, out, _ = _console("stats", "--records", str(path), "--last", "4")
    assert code == 0
    summary = out.split("Run  Date")[0].splitlines()[5:9]
    rows = [_cells(line)[:2] for line in summary]
    monte_carlo = f"{statistics_name('montecarlo')} · 20 random games a move"
    assert rows == [
        ["You", PERFECT],
        ["You", statistics_name("sequential")],
        ["You", monte_carlo],
        ["Bob", "Alice"],
    ]
    runs = [_cells(line) for line in out.split("Run  Date")[1].splitlines()[2:]]
    assert runs[0][2:7] == ["You", PERFECT, f"{PERFECT} (O)", "You (X)", "no"]
    assert runs[2][2:7] == ["You", monte_carlo, "You (X)", f"{monte_carlo} (O)", "no"]
    assert runs[3][2:7] == ["Bob", "Alice", "Bob (X)", "Alice (O)", "no"]


def test_a_computer_is_printed_by_its_level_on_the_games_rules_then_its_strategy(
    tmp_path: Path,
) -> None:
    hard = rules_where("perfect", Level.HARD)
    path = tmp_path / "records.sqlite3"
    with RecordStore(path) as store:
        store.add(x_wins_on(hard, x="perfect", o=HUMAN))
        store.add(decided("X", o="adaptive", o_options={"level": 4}, number=1))
    code, out, _ = _console("stats", "--records", str(path), "--last", "2")
    assert code == 0
    summary, runs_text = out.split("Run  Date")
    rows = [_cells(line)[:3] for line in summary.splitlines()[5:7]]
    rules = f"{hard.size} x {hard.size}, {hard.win_length} in a row"
    assert rows == [
        ["You", "Hard (Perfect)", rules],
        ["You", "Match my level", "3 x 3, 3 in a row"],
    ]
    runs = [_cells(line) for line in runs_text.splitlines()[2:4]]
    assert runs[0][2:7] == ["Hard (Perfect)", "You", "Hard (Perfect) (X)", "You (O)", "no"]
    assert runs[1][2:7] == ["You", "Match my level", "You (X)", "Match my level (O)", "no"]
    assert [len(cells) for cells in runs] == [9, 9]  # seed 004's columns, as before


def test_last_lists_the_runs(records: Path) -> None:
    code, out, _ = _console("stats", "--records", str(records), "--last", "3")
    assert code == 0
    assert out.startswith("The last 3 of 6 recorded games (runs 3 to 5")
    runs = [_cells(line) for line in out.split("Run  Date")[1].splitlines()[2:]]
    assert [cells[0] for cells in runs] == ["3", "4", "5"]
    assert runs[2][4:] == ["You (X)", f"{PERFECT} (O)", "no", "5", "0:05"]
    code, out, _ = _console(
        "stats", "--records", str(records), "--last", "3", "--include-computer-games"
    )
    assert out.startswith("The last 3 of 6 recorded games (runs 4 to 6")
    runs = [_cells(line) for line in out.split("Run  Date")[1].splitlines()[2:]]
    assert [cells[0] for cells in runs] == ["4", "5", "6"]
    assert runs[2][-3:] == ["yes", "9", "0:05"]


def test_the_exports_are_written(qapp: QApplication, records: Path, tmp_path: Path) -> None:
    csv_path, pdf_path = tmp_path / "games.csv", tmp_path / "report.pdf"
    code, out, err = _console(
        "stats", "--records", str(records), "--last", "4", "--csv", str(csv_path),
        "--pdf", str(pdf_path), "--include-computer-games",
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


def test_the_exports_leave_computer_games_out_by_default(
    qapp: QApplication, records: Path, tmp_path: Path
) -> None:
    csv_path, pdf_path = tmp_path / "games.csv", tmp_path / "report.pdf"
    code, out, _ = _console(
        "stats", "--records", str(records), "--csv", str(csv_path), "--pdf", str(pdf_path)
    )
    assert code == 0
    assert [game.id for game in read_csv(csv_path)] == [1, 2, 3, 4, 5]
    assert f"Wrote 5 games to {csv_path}" in out
    assert f"Wrote the report of 5 games to {pdf_path}" in out
    tool = shutil.which("pdftotext")
    if tool is not None:
        text = subprocess.run(
            [tool, str(pdf_path), "-"], capture_output=True, text=True, check=True
        ).stdout
        assert "1 computer-vs-computer game is left out." in " ".join(text.split())


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
    assert out == ""  # said before the report, which is not printed


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


def test_a_records_file_that_is_not_there_is_said_not_taken_for_an_empty_one(
    tmp_path: Path,
) -> None:
    missing = tmp_path / "nonexist.sqlite3"
    code, out, err = _console("stats", "--records", str(missing))
    assert code == 1
    assert out == ""
    assert err == f"ttt-console stats: there is no file {missing}\n"
    assert not missing.exists()


def test_the_shared_records_file_when_damaged_is_moved_aside_and_said(
    _private_home: Path,
) -> None:
    path = default_records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage" * 300)
    code, out, err = _console("stats")
    assert code == 0
    assert "moved aside" in err
    assert "No games recorded yet" in out
    assert len(list(path.parent.glob("records-corrupt-*.sqlite3"))) == 1


@pytest.mark.parametrize("text", [b"\x00garbage" * 300, b"Run,Date,X,O\n1,2026-11-26,You,Smart\n"])
def test_a_file_named_with_records_that_is_none_is_refused_and_left_alone(
    tmp_path: Path, text: bytes
) -> None:
    path = tmp_path / "games.csv"
    path.write_bytes(text)
    code, out, err = _console("stats", "--records", str(path))
    assert code == 1
    assert out == ""
    assert err == (
        f"ttt-console stats: {path} is not a ttt_qt records file (or it is damaged); "
        "it was left as it is\n"
    )
    assert path.read_bytes() == text
    assert [p.name for p in tmp_path.iterdir()] == ["games.csv"]


def test_an_empty_file_named_with_records_holds_no_games_and_stays_empty(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    for named in (path, Path(os.devnull)):
        code, out, err = _console("stats", "--records", str(named))
        assert (code, err) == (0, "")
        assert out.startswith(f"No games recorded yet (records file: {named}).")
    assert path.read_bytes() == b""
    assert [p.name for p in tmp_path.iterdir()] == ["empty.sqlite3"]


def test_a_records_file_named_with_records_is_only_read(records: Path) -> None:
    before = records.read_bytes()
    code, out, _ = _console("stats", "--records", str(records))
    assert code == 0 and "recorded games" in out
    assert records.read_bytes() == before  # (sqlite may add its -wal and -shm files to read)


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
    code, stats, _ = _console("stats")
    assert stats.splitlines()[:2] == [
        f"None of your games recorded yet (records file: {default_records_path()}).",
        "4 computer-vs-computer games are left out (add --include-computer-games to count them).",
    ]
    totals = out.strip().splitlines()[-1]
    x_wins = sum(game.winner == "X" for game in games)
    assert f"X (random) won {x_wins}," in totals


def test_arena_says_so_when_its_games_cannot_be_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    code, out, err = _console("arena", "--games", "2", "--record")
    assert code == 1
    assert out == ""  # said before any game is played
    assert err.startswith("ttt-console arena: cannot record the games in ")
    assert str(blocker) in err
    assert "The games still play" not in err  # the window's words
