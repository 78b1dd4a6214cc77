"""The app's assets (icons, desktop entry, metainfo, MIME type...), found alike everywhere.

The repository keeps every asset once, in ``resources/`` at its top. Two places can hold them:

- inside this package (``ttt_qt/resources/icons/...``): the wheel (``pip install .`` copies
  ``resources/`` there, see ``packaging/wheel_resources.py``) and the frozen app (``build.spec``
  bundles it there);
- the checkout's ``resources/`` beside the ``ttt_qt`` folder: a plain checkout and an editable
  install, which run the code where it lies.

Files are reached through :mod:`importlib.resources`, so zip imports and PyInstaller bundles work
too, and they stay real files that the desktop (hicolor icons, desktop entry) and Qt can read
by path. A Qt resource file (rcc) would need Qt at build time, generated code, and a second
copy of the files that are installed as files anyway::

    from ttt_qt.resources import icon_path, app_icon, resource_path
    icon_path()                     # .../icons/ttt-qt.svg
    icon_path(48)                   # .../icons/ttt-qt-48.png
    resource_path("linux/io.github.tttqt.TttQt.desktop")
    app_icon()                      # a QIcon with every PNG size (needs a QGuiApplication)
"""

from __future__ import annotations

import atexit
import contextlib
import functools
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

ICON_NAME = "ttt-qt"
"""The icon's file stem: ``icons/ttt-qt.svg`` and ``icons/ttt-qt-<size>.png``."""

ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
"""The square PNG sizes shipped next to the SVG (rendered by ``packaging/make_icons.py``)."""

MARKER = f"icons/{ICON_NAME}.svg"
"""A file every copy of the assets holds: where it is, the assets are."""

CHECKOUT_FOLDER = Path(__file__).resolve().parents[2] / "resources"
"""``resources/`` of the checkout this module lies in (absent in a wheel or a frozen app)."""

# Resources inside a zip archive are extracted to temporary files that must outlive every caller;
# they are removed when the interpreter exits. Plain folders are used in place, nothing is copied.
_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


@functools.cache
def resources_root() -> Traversable:
    """Return the folder holding the assets: packaged with the code, else the checkout's."""
    packaged = files(__name__)
    if packaged.joinpath(*MARKER.split("/")).is_file():
        return packaged
    if (CHECKOUT_FOLDER / MARKER).is_file():
        return CHECKOUT_FOLDER
    return packaged  # a damaged install: resource_path says which file is missing


@functools.cache
def resource_path(name: str) -> Path:
    """Return a real file path for the asset ``name`` (a relative path such as ``icons/x.svg``).

    Raises:
        ValueError: ``name`` is absolute or climbs out of the resources folder.
        FileNotFoundError: there is no such resource.
    """
    relative = PurePosixPath(name)
    if not name or relative.is_absolute() or ".." in relative.parts:
        raise ValueError(f"not a resource name: {name!r}")
    resource = resources_root().joinpath(*relative.parts)
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
