"""Package data (the app icon as SVG and PNGs), found alike from source, a wheel or a frozen app.

Everything goes through :mod:`importlib.resources`, so the same call works in a source checkout,
an installed wheel, a zip import and a PyInstaller bundle (one-folder or one-file)::

    from ttt_qt.resources import icon_path, app_icon
    icon_path()        # .../ttt_qt/resources/icons/ttt-qt.svg
    icon_path(48)      # .../ttt_qt/resources/icons/ttt-qt-48.png
    app_icon()         # a QIcon with every PNG size (needs a QGuiApplication)
"""

from __future__ import annotations

import atexit
import contextlib
import functools
from importlib.resources import as_file, files
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

ICON_NAME = "ttt-qt"
"""The icon's file stem: ``icons/ttt-qt.svg`` and ``icons/ttt-qt-<size>.png``."""

ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
"""The square PNG sizes shipped next to the SVG (rendered by ``packaging/make_icons.py``)."""

# Resources inside a zip archive are extracted to temporary files that must outlive every caller;
# they are removed when the interpreter exits. Plain folders are used in place, nothing is copied.
_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


@functools.cache
def resource_path(name: str) -> Path:
    """Return a real file path for the resource ``name`` (a relative path such as ``icons/x.svg``).

    Raises:
        ValueError: ``name`` is absolute or climbs out of the resources folder.
        FileNotFoundError: there is no such resource.
    """
    relative = PurePosixPath(name)
    if not name or relative.is_absolute() or ".." in relative.parts:
        raise ValueError(f"not a resource name: {name!r}")
    resource = files(__name__).joinpath(*relative.parts)
    if not resource.is_file():
        raise FileNotFoundError(f"ttt_qt resource not found: {name}")
    return _extracted.enter_context(as_file(resource))


def icon_path(size: int | None = None) -> Path:
    """Return the app icon: the SVG by default, or the PNG of ``size`` pixels (one of ICON_SIZES).

    Raises:
        ValueError: ``size`` is not one of :data:`ICON_SIZES`.
    """
    if size is None:
        return resource_path(f"icons/{ICON_NAME}.svg")
    if size not in ICON_SIZES:
        raise ValueError(f"no {size} px icon; the sizes are {', '.join(map(str, ICON_SIZES))}")
    return resource_path(f"icons/{ICON_NAME}-{size}.png")


def app_icon() -> QIcon:
    """Return the app icon as a ``QIcon`` holding every PNG size (once a QGuiApplication exists).

    PNGs rather than the SVG: small sizes get their exact renderings, Qt scales the next larger
    one for any other size, and no SVG plugin is needed at run time.
    """
    from PySide6.QtCore import QSize  # noqa: PLC0415  (Qt stays optional for the rest of ttt_qt)
    from PySide6.QtGui import QIcon  # noqa: PLC0415

    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_path(size)), QSize(size, size))
    return icon
