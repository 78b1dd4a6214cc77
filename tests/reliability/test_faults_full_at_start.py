"""A disk that is already full when the records are opened: every earlier game is still shown.

The records file is in WAL mode; on a full disk its shared-memory file cannot be made, and the
file must then be read as it stands, by the window and by ``ttt-console stats`` alike.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ttt_qt.stats import RecordStore

from .disks import PageLimit, TinyDisk
from .faulty_records import Session, earlier_games, keep_games, recorded, stats


@pytest.mark.gui
def test_a_disk_already_full_at_start_still_shows_every_earlier_game(
    qtbot: QtBot, full_disk: TinyDisk | PageLimit
) -> None:
    path = full_disk.folder / "records.sqlite3"
    earlier_games(path, 3)
    store = RecordStore(path)
    store.close()  # no connection left open: the window must start the log files anew
    full_disk.fill(store)
    session = Session(qtbot, RecordStore(path))
    assert "cannot be saved" in session.wait_for_notice()
    assert session.run_numbers() == [1, 2, 3]
    session.play_a_game()
    assert session.run_numbers() == [1, 2, 3, 4]
    assert len(session.notices) == 1
    full_disk.free(session.window.recorder.store)
    session.play_a_game()
    session.close()
    assert recorded(path) == [1, 2, 3, 4, 5]


def test_a_full_disk_lists_every_game(full_disk: TinyDisk | PageLimit) -> None:
    path = full_disk.folder / "records.sqlite3"
    keep_games(path, 5)
    store = RecordStore(path)
    store.close()  # no connection left open: the next reader must start the log files anew
    full_disk.fill(store)
    code, out, err = stats("--records", str(path), "--last", "5")
    assert code == 0
    assert "Traceback" not in err
    assert out.startswith("The last 5 of 5 recorded games (runs 1 to 5")
    with RecordStore(path) as store:
        full_disk.free(store)
    assert stats("--records", str(path))[1].startswith("5 recorded games")
