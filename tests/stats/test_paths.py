"""Where the records live: the application data folder under ttt_qt's own names."""

from __future__ import annotations

from pathlib import Path

from ttt_qt.stats import RecordStore, default_records_path
from ttt_qt.stats.paths import data_folder

from .factories import record


def test_default_path_is_in_the_app_data_folder_whatever_the_app_is_called(
    _private_home: Path,
) -> None:
    from PySide6.QtCore import QCoreApplication

    expected = _private_home / "data" / "ttt_qt" / "ttt_qt" / "records.sqlite3"
    assert default_records_path() == expected
    saved = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("someone")
    QCoreApplication.setApplicationName("something")
    try:
        assert default_records_path() == expected
        assert QCoreApplication.applicationName() == "something"
    finally:
        QCoreApplication.setOrganizationName(saved[0])
        QCoreApplication.setApplicationName(saved[1])
    store = RecordStore.open_default()
    assert store.add(record(1))
    assert expected.exists()


def test_the_data_folder_is_not_made_by_asking_for_it(_private_home: Path) -> None:
    folder = data_folder()
    assert folder == _private_home / "data" / "ttt_qt" / "ttt_qt"
    assert not folder.exists()
    assert default_records_path().parent == folder
