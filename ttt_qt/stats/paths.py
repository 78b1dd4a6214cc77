"""Where the records live: ``records.sqlite3`` in the application data folder.

The window and the console programs find the same file: the folder is that of
``QStandardPaths`` under ttt_qt's organization and application names, whether or not a
``QCoreApplication`` exists and whatever names it was given.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from ttt_qt import APPLICATION_NAME, ORGANIZATION_NAME

RECORDS_FILE_NAME = "records.sqlite3"


def data_folder() -> Path:
    """The application data folder (``QStandardPaths.AppDataLocation``), not created here.

    Qt builds that location from a base folder of the platform and the organization and
    application names the process has set (each when not empty). The base is taken from Qt and
    ttt_qt's own names are put after it, so the names of a test or of a host application never
    send the records elsewhere, and they are never changed, not even for a moment.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        return Path.home() / f".{APPLICATION_NAME}"
    names = (QCoreApplication.organizationName(), QCoreApplication.applicationName())
    suffix = "".join(f"/{name}" for name in names if name)
    base = location[: len(location) - len(suffix)] if location.endswith(suffix) else location
    return Path(base).joinpath(*(name for name in (ORGANIZATION_NAME, APPLICATION_NAME) if name))


def default_records_path() -> Path:
    """The records file shared by the window and the console programs."""
    return data_folder() / RECORDS_FILE_NAME
