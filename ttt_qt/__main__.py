"""``python -m ttt_qt`` starts the desktop app, like the ``ttt-qt`` command."""

import sys

from ttt_qt.desktop import main

sys.exit(main())
