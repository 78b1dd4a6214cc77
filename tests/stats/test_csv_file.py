"""The CSV export: every field written, read back into the same games; bad files refused."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from ttt_qt.engine import Rules
from ttt_qt.stats import HUMAN, RecordStore
from ttt_qt.stats.csv_file import CSV_FIELDS, CsvFormatError, parse_csv, read_csv, write_csv

from .factories import decided, record


def _stored(tmp_path: Path) -> RecordStore:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.add(decided("X", number=1))
    store.add(decided("O", x="perfect", o=HUMAN, number=2))
    store.add(decided(None, number=3))
    store.add(record(4, "random", "sequential", rules=Rules(6, 4, reverse=True)))
    store.add(record(5, x_name='Ann "the, quick" Lee', o_name="Zoë"))
    return store


def test_the_csv_round_trips(tmp_path: Path) -> None:
    games = _stored(tmp_path).games()
    target = tmp_path / "games.csv"
    write_csv(games, target)
    assert read_csv(target) == games


def test_the_csv_has_the_table_of_runs_in_words(tmp_path: Path) -> None:
    target = tmp_path / "games.csv"
    write_csv(_stored(tmp_path).games(), target)
    with target.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    assert tuple(rows[0]) == CSV_FIELDS
    assert [row["run"] for row in rows] == ["1", "2", "3", "4", "5"]
    assert (rows[0]["who_won"], rows[0]["who_lost"], rows[0]["tie"]) == (
        "You (X)",
        "Perfect (O)",
        "no",
    )
    assert (rows[1]["who_won"], rows[1]["who_lost"]) == ("You (O)", "Perfect (X)")
    assert (rows[2]["who_won"], rows[2]["tie"]) == ("", "yes")
    assert rows[0]["moves"] == "A1 A2 B1 B2 C1"
    assert rows[3]["rules"] == "reverse"
    assert rows[4]["x_name"] == 'Ann "the, quick" Lee'


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
