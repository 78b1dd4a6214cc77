"""ttt_qt: tic-tac-toe for the desktop, the console and the course APIs, on one engine."""

__version__ = "1.0.0"
"""pyproject.toml's version, repeated: reading the installed metadata would cost every start about
25 ms. tests/packaging/test_version.py keeps the two, the metainfo and CHANGELOG.md agreeing."""

ORGANIZATION_NAME = "ttt_qt"
APPLICATION_NAME = "ttt_qt"
"""The names under which settings and records are stored (``QSettings``, ``QStandardPaths``)."""

DISPLAY_NAME = "Tic-Tac-Toe Qt"
"""The app's name for people: window title, About box, desktop entry, taskbar, installers."""

APP_ID = "io.github.tttqt.TttQt"
"""Reverse-DNS application id: the desktop file's name, the AppStream id, the Wayland app id."""
