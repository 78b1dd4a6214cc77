"""The table of runs: one row of text per game, its sides named with their marks, dates in
local time and durations as a clock shows them."""

from __future__ import annotations

from datetime import UTC, datetime

from ttt_qt.stats import HUMAN, StoredGame
from ttt_qt.stats.runs import RUN_COLUMNS, date_text, duration_text, local_time, run_row

from .factories import decided


def test_durations_read_as_a_clock() -> None:
    assert duration_text(42.4) == "0:42"
    assert duration_text(725) == "12:05"
    assert duration_text(3723) == "1:02:03"
    assert duration_text(59.6) == "1:00"


def test_dates_are_minutes_in_local_time() -> None:
    naive = datetime(2026, 1, 2, 10, 31, 59)
    assert date_text(naive) == "2026-01-02 10:31"
    aware = datetime(2026, 1, 2, 10, 31, tzinfo=UTC)
    assert local_time(aware) == aware  # the same moment
    assert date_text(aware) == aware.astimezone().strftime("%Y-%m-%d %H:%M")


def test_a_row_has_a_cell_per_column() -> None:
    won = StoredGame.from_record(3, decided("X", x=HUMAN, o="random"))
    row = run_row(won, name=lambda side: side.label)
    assert len(row) == len(RUN_COLUMNS)
    assert row[0] == "3"
    assert row[4].endswith("(X)") and row[5].endswith("(O)")
    assert row[6:] == ("no", "5", "0:05")
    tie = StoredGame.from_record(4, decided(None))
    assert run_row(tie, yes_no=("oui", "non"))[4:7] == ("", "", "oui")
