"""The desktop app (Qt widgets): ``MainWindow``, its model, the computer's thread and the dialogs.

``from ttt_qt.app import MainWindow`` loads the widgets on first use, so ``ttt-qt --help`` and
``--version`` answer without loading them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .main_window import MainWindow

__all__ = ["MainWindow"]


def __getattr__(name: str) -> Any:
    if name == "MainWindow":
        from .main_window import MainWindow  # noqa: PLC0415  (loaded on first use, see above)

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
