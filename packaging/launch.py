"""The frozen app's entry script (PyInstaller starts here): ttt_qt's desktop ``main``."""

import sys

from ttt_qt.desktop import main

if __name__ == "__main__":
    sys.exit(main())
