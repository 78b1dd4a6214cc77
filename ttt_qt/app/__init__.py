"""The desktop app (Qt widgets): ``MainWindow``, its model, the computer's thread and the dialogs.

``from ttt_qt.app import MainWindow`` is the window; every other name is imported from the
module that defines it. Importing the package loads Qt's widgets and the window's modules
(about 0.35 s here), which the window's start needs anyway; the command line
(``ttt_qt.desktop``) imports it only when it starts the window.

The modules live in rooms (subpackages) that each import only the rooms before them:
``widgets``, ``settings``, ``computer``, ``players``, ``game``, ``board``, ``dialogs``,
``stats`` and ``window`` (docs/architecture.md maps them; tests/test_imports.py keeps the order).
"""

from __future__ import annotations

from .window.main_window import MainWindow

__all__ = ["MainWindow"]
