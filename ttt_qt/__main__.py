"""``python -m ttt_qt`` starts the desktop app, like the ``ttt-qt`` command."""

import sys

from ttt_qt.app.main import main

sys.exit(main())
