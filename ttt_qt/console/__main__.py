"""``python -m ttt_qt.console`` does what the ``ttt-console`` command does."""

import sys

from ttt_qt.console.main import main

sys.exit(main())
