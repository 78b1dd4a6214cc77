"""The desktop app (Qt widgets): ``MainWindow``, its model, the computer's thread and the dialogs.

``from ttt_qt.app import MainWindow`` is the window; every other name is imported from the
module that defines it. Importing the package loads Qt's widgets and the window's modules
(about 0.35 s here), which the window's start needs anyway; ``ttt-qt --help`` and
``--version`` pay it too.
"""

from __future__ import annotations

from .main_window import MainWindow

__all__ = ["MainWindow"]
