"""``python -m ttt_qt.compat.cs50``: play the project's ``minimax`` in the terminal."""

import sys

from .play import main

sys.exit(main())
