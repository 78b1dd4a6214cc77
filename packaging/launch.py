"""The frozen app's entry script (PyInstaller starts here).

One script for both executables of the build: ``pbrain-tttqt`` (a console program) serves this
app's player to Gomocup managers, ``ttt-qt`` starts the desktop app.
"""

import sys
from pathlib import Path

PBRAIN_PREFIX = "pbrain-"
"""Gomocup managers find engines by this prefix of their file name (build.spec names it)."""


def run() -> int:
    """Start what this executable is named for: ``ttt-pbrain``'s loop or the window."""
    if Path(sys.executable).name.startswith(PBRAIN_PREFIX):
        from ttt_qt.gomocup.pbrain import main as pbrain_main  # noqa: PLC0415

        return pbrain_main()
    from ttt_qt.desktop import main  # noqa: PLC0415

    return main()


if __name__ == "__main__":
    sys.exit(run())
