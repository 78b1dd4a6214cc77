"""The CSV export: every field written, read back into the same games; bad files refused."""

from __future__ import annotations

import csv
import dataclasses
import io
from pathlib import Path

import pytest

from tests.helpers import rules_where
from ttt_qt.ai import Level, info
from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, RecordStore
from ttt_qt.stats.csv_file import (
    CSV_FIELDS,
    CsvFormatError,
    csv_text,
    parse_csv,
    read_csv,
    write_csv,
)

from .factories import decided, record, x_wins_on

PERFECT = info("perfect").label


def _stored(tmp_path: Path) -> RecordStore:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(decided("X", number=1))
    store.add(decided("O", x="perfect", o=HUMAN, number=2))
    store.add(decided(None, number=3))
    store.add(record(4, "random", "sequential", rules=Rules(6, 4, reverse=True)))
    store.add(record(5, HUMAN, HUMAN, x_name='Ann "the, quick" Lee', o_name="Zoë"))
    store.add(record(6, "montecarlo", HUMAN, x_options={"trials": 20, "score_other": 0.5}))
    return store


def test_the_csv_round_trips(tmp_path: Path) -> None:
    games = _stored(tmp_path).games()
    target = tmp_path / "games.csv"
    write_csv(games, target)
    assert read_csv(target) == games


def test_durations_are_written_to_the_millisecond(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(dataclasses.replace(record(1, HUMAN, "random"), duration_seconds=101.94504582800437))
    rows = list(csv.DictReader(io.StringIO(csv_text(store.games()))))
    assert rows[0]["duration_seconds"] == "101.945"


def test_the_csv_has_the_table_of_runs_in_words(tmp_path: Path) -> None:
    target = tmp_path / "games.csv"
    write_csv(_stored(tmp_path).games(), target)
    with target.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    assert tuple(rows[0]) == CSV_FIELDS
    assert [row["run"] for row in rows] == ["1", "2", "3", "4", "5", "6"]
    assert (rows[0]["who_won"], rows[0]["who_lost"], rows[0]["tie"]) == (
        "You (X)",
        f"{PERFECT} (O)",
        "no",
    )
    assert (rows[1]["who_won"], rows[1]["who_lost"]) == ("You (O)", f"{PERFECT} (X)")
    assert (rows[1]["x"], rows[1]["o"], rows[1]["x_player"]) == (PERFECT, "You", "perfect")
    assert (rows[2]["who_won"], rows[2]["tie"]) == ("", "yes")
    assert rows[0]["moves"] == "A1 A2 B1 B2 C1"
    assert rows[3]["rules"] == "reverse"
    assert rows[4]["x_name"] == 'Ann "the, quick" Lee'
    assert (rows[4]["x"], rows[4]["o"]) == ('Ann "the, quick" Lee', "Zoë")
    monte_carlo = info("montecarlo").label
    assert (rows[5]["x_options"], rows[5]["o_options"]) == ("score_other=0.5;trials=20", "")
    assert rows[5]["x"] == (
        f"{monte_carlo} · 20 random games a move; Score for opponent squares: 0.5"
    )


def test_the_csv_keeps_the_strategy_where_the_window_names_the_level(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(x_wins_on(rules_where("perfect", Level.HARD), x="perfect", o=HUMAN))
    store.add(decided("O", o="perfect", o_options={"time_limit": 0.5}))
    rows = list(csv.DictReader(io.StringIO(csv_text(store.games()))))
    assert [(row["x"], row["o"], row["x_player"]) for row in rows] == [
        (PERFECT, "You", "perfect"),
        ("You", f"{PERFECT} · 0.5 s a move", HUMAN),
    ]
    assert [(row["who_won"], row["who_lost"]) for row in rows] == [
        (f"{PERFECT} (X)", "You (O)"),
        (f"{PERFECT} · 0.5 s a move (O)", "You (X)"),
    ]


def test_a_csv_written_before_the_options_were_kept_still_reads(tmp_path: Path) -> None:
    games = _stored(tmp_path).games()[:5]
    rows = list(csv.DictReader(io.StringIO(csv_text(games))))
    later = ("x_options", "o_options", "x", "o", "abandoned", "continues", "from_move")
    old_fields = [f for f in CSV_FIELDS if f not in later]
    old = io.StringIO()
    writer = csv.DictWriter(old, old_fields, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    assert old.getvalue().startswith("run,played_at,size,win_length,rules,x_name,x_player,o_name,")
    assert parse_csv(old.getvalue()) == games


def test_bad_options_name_their_line() -> None:
    row = (
        "1,2026-01-02T09:30:00+00:00,3,3,normal,You,human,,R,random,trials=many,You,R,,,,yes,0,,1,"
        "no,,0"
    )
    with pytest.raises(CsvFormatError, match="line 2: options must read"):
        parse_csv(csv_text([]) + row + "\n")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "header"),
        ("a,b\n1,2\n", "header"),
        (",".join(CSV_FIELDS) + "\n1,2\n", "line 2"),
    ],
)
def test_other_files_are_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(CsvFormatError, match=message):
        parse_csv(text)


def test_a_damaged_row_names_its_line(tmp_path: Path) -> None:
    target = tmp_path / "games.csv"
    write_csv(_stored(tmp_path).games(), target)
    lines = target.read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1].replace("A1 A2", "A1 A1")
    with pytest.raises(CsvFormatError, match="line 2: the moves are not a legal game"):
        parse_csv("\n".join(lines))


def test_an_unwritable_path_raises_os_error(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        write_csv([], tmp_path / "missing-folder" / "games.csv")
