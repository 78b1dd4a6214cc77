"""Where the records live: ``records.sqlite3`` in the application data folder.

The window and the console programs find the same file: the folder is asked of
``QStandardPaths`` under ttt_qt's organization and application names, whether or not a
``QCoreApplication`` exists and whatever names it was given.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from ttt_qt import APPLICATION_NAME, ORGANIZATION_NAME

RECORDS_FILE_NAME = "records.sqlite3"


def data_folder() -> Path:
    """The application data folder (``QStandardPaths.AppDataLocation``), not created here."""
    saved = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    # The names are static; set ours just for this question so a test's or a host
    # application's names never send the records somewhere else.
    QCoreApplication.setOrganizationName(ORGANIZATION_NAME)
    QCoreApplication.setApplicationName(APPLICATION_NAME)
    try:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        if saved != (ORGANIZATION_NAME, APPLICATION_NAME):
            QCoreApplication.setOrganizationName(saved[0])
            QCoreApplication.setApplicationName(saved[1])
    if location:
        return Path(location)
    return Path.home() / f".{APPLICATION_NAME}"


def default_records_path() -> Path:
    """The records file shared by the window and the console programs."""
    return data_folder() / RECORDS_FILE_NAME
