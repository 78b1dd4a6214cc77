"""RecordStore under real faults, in child processes: killed while writing, a read-only folder."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ttt_qt.stats import RecordStore

from .factories import record

ROOT = Path(__file__).resolve().parents[2]

WRITER = """
import sys
from tests.stats.factories import record
from ttt_qt.stats import RecordStore

store = RecordStore(sys.argv[1])
number = 0
while True:
    number += 1
    if not store.add(record(number)):
        sys.exit(f"game {number} was refused: {store.take_notice()}")
    print(number, flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is a POSIX signal")
def test_games_survive_a_kill_in_the_middle_of_writing(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert writer.stdout is not None
    confirmed = 0
    try:
        for line in writer.stdout:
            confirmed = int(line)
            if confirmed >= 40:
                break
        # The writer goes on adding games; the kill lands during one of its writes.
        writer.send_signal(signal.SIGKILL)
    finally:
        writer.kill()
        _, errors = writer.communicate()
    assert confirmed >= 40, errors
    assert writer.returncode == -signal.SIGKILL

    store = RecordStore(path)
    assert store.take_notice() is None
    games = store.games()
    assert len(games) >= confirmed
    assert [game.record for game in games[:confirmed]] == [
        record(number) for number in range(1, confirmed + 1)
    ]
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    connection.close()
    assert store.add(record(1000))


READ_ONLY_VISITOR = """
import json, sys
from tests.stats.factories import record
from ttt_qt.stats import RecordStore

store = RecordStore(sys.argv[1])
report = {"saving": store.is_saving, "notice": store.take_notice()}
report["before"] = [game.id for game in store.games()]
report["added"] = store.add(record(3))
report["after"] = [game.id for game in store.games()]
report["second_notice"] = store.take_notice()
print(json.dumps(report))
"""


def _as_ordinary_user() -> list[str]:
    """A command prefix under which file permissions apply (root is stripped of its override)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: a read-only folder cannot be enforced")
    caps = "-dac_override,-dac_read_search,-fowner"
    return [setpriv, f"--bounding-set={caps}", f"--inh-caps={caps}", "--"]


@pytest.fixture
def read_only_folder() -> Iterator[Path]:
    # Not under pytest's tmp_path: a process without root's override must reach it.
    folder = Path(tempfile.mkdtemp(prefix="ttt-qt-read-only-"))
    try:
        yield folder
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)


@pytest.mark.skipif(sys.platform == "win32", reason="folder permissions are POSIX modes here")
def test_a_read_only_folder_keeps_playing_and_says_so(read_only_folder: Path) -> None:
    path = read_only_folder / "records.sqlite3"
    with RecordStore(path) as store:
        store.add(record(1))
        store.add(record(2))
    path.chmod(0o444)
    read_only_folder.chmod(0o555)
    result = subprocess.run(
        [*_as_ordinary_user(), sys.executable, "-c", READ_ONLY_VISITOR, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    report = json.loads(result.stdout)
    assert report["saving"] is False
    assert "cannot be saved" in report["notice"]
    assert report["added"] is False
    assert report["before"] == [1, 2]
    assert report["after"] == [1, 2, 3]
    assert report["second_notice"] is None
    assert [game.id for game in RecordStore(path).games()] == [1, 2]
