"""RecordStore: games kept in order, the file's format, and every bad file or disk handled."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from ttt_qt.coach.rating import PuzzleAttempt
from ttt_qt.engine import Rules
from ttt_qt.stats import (
    HUMAN,
    SCHEMA_VERSION,
    RecordStore,
    StoredGame,
    records_file,
)
from ttt_qt.stats.records import MoveMark
from ttt_qt.stats.schema import APPLICATION_ID

from .factories import decided, record


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "records.sqlite3"


def test_games_come_back_oldest_first_with_run_numbers(path: Path) -> None:
    records = [record(number) for number in range(5)]
    with RecordStore(path) as store:
        assert store.is_saving
        assert all(store.add(item) for item in records)
        assert store.take_notice() is None
    games = RecordStore(path).games()
    assert [game.id for game in games] == [1, 2, 3, 4, 5]
    assert [game.record for game in games] == records
    assert all(isinstance(game, StoredGame) for game in games)


def test_last_gives_the_most_recent_games(path: Path) -> None:
    store = RecordStore(path)
    for number in range(12):
        store.add(record(number))
    assert [game.id for game in store.games(last=10)] == list(range(3, 13))
    assert store.games(last=0) == []
    assert len(store.games(last=50)) == 12


def test_every_field_survives_the_file(path: Path) -> None:
    original = record(7, "random", "sequential", rules=Rules(5, 4, reverse=True))
    RecordStore(path).add(original)
    (stored,) = RecordStore(path).games()
    assert stored.record == original
    assert stored.played_at == original.played_at
    assert stored.game().moves == original.moves


def test_the_file_is_wal_versioned_and_marked_as_ours(path: Path) -> None:
    RecordStore(path).add(record(1))
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert connection.execute("SELECT moves FROM games").fetchone()[0].split()[0].isalnum()
    finally:
        connection.close()


def test_moves_are_stored_in_the_engine_text_format(path: Path) -> None:
    RecordStore(path).add(decided("X"))
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("SELECT moves FROM games").fetchone()[0] == "A1 A2 B1 B2 C1"
    finally:
        connection.close()


def test_clear_forgets_every_game_and_numbering_starts_again(path: Path) -> None:
    store = RecordStore(path)
    for number in range(3):
        store.add(record(number))
    assert store.clear()
    assert store.games() == []
    store.add(record(9))
    assert [game.id for game in RecordStore(path).games()] == [1]


def _moved_aside(folder: Path, kind: str) -> list[Path]:
    return sorted(folder.glob(f"records-{kind}-*.sqlite3"))


def test_a_corrupt_file_is_moved_aside_kept_and_a_fresh_one_started(path: Path) -> None:
    path.parent.mkdir(parents=True)
    junk = os.urandom(8192)
    path.write_bytes(junk)
    store = RecordStore(path)
    (kept,) = _moved_aside(path.parent, "corrupt")
    assert kept.read_bytes() == junk
    notice = store.take_notice()
    assert notice is not None
    assert "moved aside" in notice
    assert kept.name in notice
    assert store.take_notice() is None
    assert store.add(record(1))
    assert [game.id for game in RecordStore(path).games()] == [1]


def test_a_damaged_database_is_moved_aside(path: Path) -> None:
    store = RecordStore(path)
    for number in range(20):
        store.add(record(number))
    store.close()
    data = bytearray(path.read_bytes())
    for offset in range(100, len(data), 7):  # keep the header, spoil the pages
        data[offset] = 0xFF
    path.write_bytes(bytes(data))
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    fresh = RecordStore(path)
    assert fresh.take_notice() is not None
    assert len(_moved_aside(path.parent, "corrupt")) == 1
    assert fresh.games() == []
    assert fresh.add(record(1))


def test_a_foreign_database_is_moved_aside_unchanged(path: Path) -> None:
    path.parent.mkdir(parents=True)
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE notes (text TEXT)")
    other.execute("INSERT INTO notes VALUES ('keep me')")
    other.commit()
    other.close()
    store = RecordStore(path)
    notice = store.take_notice()
    assert notice is not None
    assert "not a ttt_qt statistics file" in notice
    (kept,) = _moved_aside(path.parent, "foreign")
    check = sqlite3.connect(kept)
    assert check.execute("SELECT text FROM notes").fetchall() == [("keep me",)]
    check.close()
    assert store.add(record(1))
    assert len(store.games()) == 1


def test_two_bad_files_in_the_same_second_are_both_kept(path: Path) -> None:
    path.parent.mkdir(parents=True)
    for _ in range(2):
        path.write_bytes(b"not a database at all" * 10)
        RecordStore(path).close()
    assert len(_moved_aside(path.parent, "corrupt")) == 2


def test_an_empty_file_is_simply_started(path: Path) -> None:
    path.parent.mkdir(parents=True)
    path.touch()
    store = RecordStore(path)
    assert store.take_notice() is None
    assert store.add(record(1))


def test_an_older_file_is_migrated(path: Path) -> None:
    path.parent.mkdir(parents=True)
    old = sqlite3.connect(path)
    old.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    old.commit()
    old.close()
    store = RecordStore(path)
    assert store.take_notice() is None
    assert store.add(record(1))
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    check.close()


def test_a_newer_file_is_read_but_never_changed(path: Path) -> None:
    with RecordStore(path) as first:
        first.add(record(1))
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.commit()
    newer.close()
    before = path.read_bytes()
    store = RecordStore(path)
    notice = store.take_notice()
    assert notice is not None
    assert "newer version" in notice
    assert [game.id for game in store.games()] == [1]
    assert store.add(record(2)) is False
    assert [game.id for game in store.games()] == [1, 2]
    store.close()
    assert path.read_bytes() == before


def test_damaged_rows_are_skipped_with_a_notice(path: Path) -> None:
    store = RecordStore(path)
    store.add(record(1))
    store.add(record(2))
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE games SET moves = 'Z9 Q1' WHERE id = 1")
    games = store.games()
    assert [game.id for game in games] == [2]
    notice = store.take_notice()
    assert notice is not None
    assert "could not be read" in notice


def test_a_full_disk_refuses_the_game_gracefully_then_catches_up(path: Path) -> None:
    store = RecordStore(path)
    store.add(record(1))
    connection = store._connection
    assert connection is not None
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    connection.execute(f"PRAGMA max_page_count = {pages}")  # a disk with no room left
    for number in range(2, 300):
        if not store.add(record(number)):
            break
    else:
        pytest.fail("the full file accepted every game")
    notice = store.take_notice()
    assert notice is not None
    assert "disk is full" in notice
    assert store.games()[-1].record == record(number)
    connection.execute("PRAGMA max_page_count = 1000000")
    assert store.add(record(99))
    assert [game.record for game in RecordStore(path).games()][-2:] == [record(number), record(99)]
    assert store.take_notice() is None


@pytest.fixture
def short_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wait 50 ms, not a second, for another program's lock."""
    monkeypatch.setattr(records_file, "BUSY_TIMEOUT_SECONDS", 0.05)


@pytest.mark.usefixtures("short_waits")
def test_a_file_locked_by_another_program_keeps_the_game_for_later(path: Path) -> None:
    store = RecordStore(path)
    store.add(record(1))
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        assert store.add(record(2)) is False
        notice = store.take_notice()
        assert notice is not None
        assert "in use by another program" in notice
        assert [game.id for game in store.games()] == [1, 2]
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert store.add(record(3))
    assert [game.record for game in RecordStore(path).games()] == [record(n) for n in (1, 2, 3)]


def test_a_folder_that_cannot_be_made_keeps_games_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    store = RecordStore(blocker / "records.sqlite3")
    assert not store.is_saving
    notice = store.take_notice()
    assert notice is not None
    assert "cannot be saved" in notice
    assert store.add(record(1)) is False
    assert store.add(record(2)) is False
    assert store.take_notice() is None
    assert [game.id for game in store.games()] == [1, 2]
    assert store.clear()
    assert store.games() == []


@pytest.mark.usefixtures("short_waits")
def test_a_file_held_exclusively_at_start_keeps_the_games_for_later(path: Path) -> None:
    with RecordStore(path) as first:
        first.add(record(1))
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")  # not even readers get in
    other.execute("BEGIN EXCLUSIVE")
    other.execute("CREATE TABLE held (x)")
    try:
        store = RecordStore(path)
        assert not store.is_saving
        notice = store.take_notice()
        assert notice is not None
        assert "in use by another program" in notice
        assert store.add(record(2)) is False
        assert [game.record for game in store.games()] == [record(2)]
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert store.add(record(3))
    assert store.is_saving
    assert [game.record for game in RecordStore(path).games()] == [record(n) for n in (1, 2, 3)]


def test_count_and_last_include_games_not_yet_saved(path: Path) -> None:
    store = RecordStore(path)
    for number in range(4):
        store.add(record(number))
    assert store.count() == 4
    connection = store._connection
    assert connection is not None
    connection.execute("PRAGMA query_only = ON")  # the file refuses writes from now on
    assert store.add(record(10)) is False
    assert store.count() == 5
    assert [game.id for game in store.games(last=2)] == [4, 5]
    assert store.games(last=2)[-1].record == record(10)
    connection.execute("PRAGMA query_only = OFF")
    assert store.add(record(11))
    assert [game.id for game in RecordStore(path).games(last=3)] == [4, 5, 6]


# -- the options of computer players, and files kept before they were (schema version 1) --

V1_FILE = Path(__file__).parent / "data" / "records-v1.sqlite3"
"""Written by the version-1 program: you against perfect and sequential (as "Bob" and
"Alice"), perfect against you, two people, and random against perfect."""
_V1_COLUMNS = (
    "id, played_at, size, win_length, reverse, x_name, x_player, o_name, o_player, moves,"
    " winner, duration_seconds"
)


def _rows(path: Path, columns: str = _V1_COLUMNS) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as connection:
        return connection.execute(f"SELECT {columns} FROM games ORDER BY id").fetchall()


@pytest.fixture
def v1_path(path: Path) -> Path:
    path.parent.mkdir(parents=True)
    path.write_bytes(V1_FILE.read_bytes())
    return path


def test_a_version_1_file_read_only_is_read_and_left_at_version_1(v1_path: Path) -> None:
    before = v1_path.read_bytes()
    store = RecordStore(v1_path, read_only=True)
    games = store.games()
    store.close()
    assert [game.id for game in games] == [1, 2, 3, 4, 5]
    assert all(g.x_options == g.o_options == () for g in games)
    assert v1_path.read_bytes() == before


def test_a_version_1_file_is_migrated_without_loss(v1_path: Path) -> None:
    before = _rows(v1_path)
    assert len(before) == 5
    with sqlite3.connect(v1_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1
    store = RecordStore(v1_path)
    assert store.take_notice() is None
    games = store.games()
    assert [game.id for game in games] == [1, 2, 3, 4, 5]
    assert [(g.x_name, g.x_player, g.o_name, g.o_player) for g in games] == [
        (row[5], row[6], row[7], row[8]) for row in before
    ]
    assert [g.winner for g in games] == [None, "X", "X", "X", None]
    assert all(g.x_options == g.o_options == () for g in games)
    assert store.add(record(9, HUMAN, "montecarlo", o_options=(("trials", 20.0),)))
    store.close()
    assert _rows(v1_path)[:5] == before  # the old rows are untouched
    assert _rows(v1_path, "x_options, o_options")[-2:] == [("{}", "{}"), ("{}", '{"trials": 20.0}')]
    with sqlite3.connect(v1_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
        assert raw.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    (latest,) = RecordStore(v1_path).games(last=1)
    assert (latest.id, latest.o_options) == (6, (("trials", 20.0),))


def test_a_version_1_file_that_cannot_be_written_is_still_read(
    v1_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(path: Path, inspection: object) -> sqlite3.Connection:
        raise records_file.RecordsFileError("the file or its folder is read-only")

    monkeypatch.setattr("ttt_qt.stats.store.open_for_writing", refuse)
    before = v1_path.read_bytes()
    store = RecordStore(v1_path)
    assert not store.is_saving
    assert [game.id for game in store.games()] == [1, 2, 3, 4, 5]
    assert store.count(include_computer_games=False) == 4
    assert [game.id for game in store.games(include_computer_games=False)] == [1, 2, 3, 4]
    notice = store.take_notice()
    assert notice is not None
    assert "read-only" in notice
    store.close()
    assert v1_path.read_bytes() == before


def test_the_options_survive_the_file(path: Path) -> None:
    original = record(
        3,
        "montecarlo",
        "perfect",
        x_options={"trials": 200, "score_other": 0.5},
        o_options=(("time_limit", 0.25),),
    )
    RecordStore(path).add(original)
    (stored,) = RecordStore(path).games()
    assert stored.record == original
    assert stored.x_options == (("score_other", 0.5), ("trials", 200.0))


def test_damaged_options_skip_the_row_with_a_notice(path: Path) -> None:
    store = RecordStore(path)
    store.add(record(1, HUMAN, "montecarlo"))
    store.add(record(2, HUMAN, "montecarlo"))
    with sqlite3.connect(path) as raw:
        raw.execute('UPDATE games SET o_options = \'{"trials": "many"}\' WHERE id = 1')
    assert [game.id for game in store.games()] == [2]
    assert "could not be read" in (store.take_notice() or "")


def test_computer_games_can_be_left_out(path: Path) -> None:
    store = RecordStore(path)
    players = [(HUMAN, "random"), ("random", "perfect"), ("perfect", HUMAN), ("random", "random")]
    for number, (x, o) in enumerate(players * 3):
        store.add(record(number, x, o))
    assert store.count() == 12
    assert store.count(include_computer_games=False) == 6
    people = store.games(include_computer_games=False)
    assert [game.id for game in people] == [1, 3, 5, 7, 9, 11]
    assert [game.id for game in store.games(last=3, include_computer_games=False)] == [7, 9, 11]
    assert [game.id for game in store.games(last=3)] == [10, 11, 12]
    connection = store._connection
    assert connection is not None
    connection.execute("PRAGMA query_only = ON")  # games not yet written are filtered too
    assert not store.add_many([record(20, "random", "perfect"), record(21, HUMAN, "perfect")])
    assert store.count(include_computer_games=False) == 7
    latest = store.games(last=2, include_computer_games=False)
    assert [(game.id, game.o_player) for game in latest] == [(11, HUMAN), (14, "perfect")]


ATTEMPTS = [PuzzleAttempt("p0001", 1000, True), PuzzleAttempt("p0288", 1760, False)]


def test_puzzle_attempts_are_kept_in_order_beside_the_games(path: Path) -> None:
    with RecordStore(path) as store:
        assert store.puzzle_attempts() == []
        assert store.add_puzzle_attempts(ATTEMPTS[:1])
        assert store.add(record(1))
        assert store.add_puzzle_attempts(ATTEMPTS[1:])
    with RecordStore(path) as again:
        assert again.puzzle_attempts() == ATTEMPTS
        assert [game.id for game in again.games()] == [1]
    with sqlite3.connect(path) as raw:
        rows = raw.execute("SELECT puzzle_id, difficulty, solved FROM puzzle_attempts").fetchall()
    assert rows == [("p0001", 1000, 1), ("p0288", 1760, 0)]


def test_puzzle_attempts_that_cannot_be_saved_are_kept_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    store = RecordStore(blocker / "records.sqlite3")
    assert store.add_puzzle_attempts(ATTEMPTS) is False
    assert store.puzzle_attempts() == ATTEMPTS


def test_a_file_from_before_puzzle_attempts_read_only_has_none(v1_path: Path) -> None:
    before = v1_path.read_bytes()
    with RecordStore(v1_path, read_only=True) as store:
        assert store.puzzle_attempts() == []
    assert v1_path.read_bytes() == before


def test_the_coachs_marks_are_kept_by_run_replaced_and_cleared(path: Path) -> None:
    first = [MoveMark(1, "B2", "!", True), MoveMark(2, "A2", "??", True)]
    with RecordStore(path) as store:
        assert store.add(record(1)) and store.add(record(2))
        assert store.marks() == {}
        assert store.keep_marks(2, first)
        assert store.keep_marks(2, first[:1])  # a second review replaces the first
    with RecordStore(path) as again:
        assert again.marks() == {2: first[:1]}
        assert again.clear()
        assert again.marks() == {}
