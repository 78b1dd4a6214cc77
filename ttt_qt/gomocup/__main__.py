"""``python -m ttt_qt.gomocup`` runs ``ttt-pbrain``."""

import sys

from .pbrain import main

sys.exit(main())
