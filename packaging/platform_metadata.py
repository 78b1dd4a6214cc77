"""What each system shows about the frozen app: Windows' version resource, macOS' Info.plist.

``build.spec`` takes both from here, so that Explorer's Properties, the taskbar, Finder and the
Dock name the app "Tic-Tac-Toe Qt" with its version, and macOS opens saved games (``*.ttt``) in
it. The Linux counterparts are files in ``resources/linux/`` (desktop entry, metainfo, MIME type);
the tests check that all of them agree with the constants below.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ttt_qt import APP_ID, DISPLAY_NAME, __version__  # noqa: E402

EXECUTABLE = "ttt-qt"
COMPANY = "The ttt_qt developers"
DESCRIPTION = "Tic-tac-toe for the desktop"
COPYRIGHT = "Copyright 2026 The ttt_qt developers. MIT licence."

GAME_SUFFIX = "ttt"
"""Saved games' file name extension (File > Save Game As suggests ``game.ttt``)."""
GAME_MIME_TYPE = "application/x-ttt-qt-game"
"""Saved games' MIME type (``resources/linux/<app id>.mime.xml``)."""
PSQ_MIME_TYPE = "application/x-piskvork-game"
"""Piskvork's ``.psq`` games: no MIME type is registered for them, so the app's MIME file
declares this one (``resources/linux/<app id>.mime.xml``)."""
SGF_MIME_TYPE = "application/x-go-sgf"
"""SGF game records (``.sgf``), as shared-mime-info's own database declares them."""
OPENED_MIME_TYPES = (GAME_MIME_TYPE, PSQ_MIME_TYPE, SGF_MIME_TYPE)
"""The files the desktop entry opens: saved games, Piskvork's and SGF's."""
GAME_UTI = f"{APP_ID}.game"
"""Saved games' uniform type identifier on macOS."""
GAME_TYPE_NAME = f"{DISPLAY_NAME} game"
"""Saved games' kind, as file managers show it."""


def version_tuple(version: str = __version__) -> tuple[int, int, int, int]:
    """The four numbers of a Windows file version: ``"1.2.3"`` -> ``(1, 2, 3, 0)``.

    Raises:
        ValueError: ``version`` does not start with one to four dot-separated numbers.
    """
    match = re.match(r"^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?", version)
    if match is None:
        raise ValueError(f"not a version number: {version!r}")
    numbers = tuple(int(part or 0) for part in match.groups())
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def windows_version_strings(version: str = __version__) -> dict[str, str]:
    """The version resource's strings. FileDescription is the name Task Manager shows."""
    return {
        "CompanyName": COMPANY,
        "FileDescription": DISPLAY_NAME,
        "FileVersion": version,
        "InternalName": EXECUTABLE,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{EXECUTABLE}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": version,
        "Comments": DESCRIPTION,
    }


def windows_version_info(version: str = __version__) -> Any:
    """PyInstaller's ``VSVersionInfo`` for the executable (its module loads on Windows only)."""
    from PyInstaller.utils.win32 import versioninfo as vi  # noqa: PLC0415

    numbers = version_tuple(version)
    strings = [
        vi.StringStruct(key, value) for key, value in windows_version_strings(version).items()
    ]
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers, OS=0x40004, fileType=0x1),
        kids=[
            # 0409: U.S. English; 04B0: UTF-16 strings.
            vi.StringFileInfo([vi.StringTable("040904B0", strings)]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def macos_info_plist(version: str = __version__, icon_file: str = "ttt-qt.icns") -> dict[str, Any]:
    """Info.plist entries for ``ttt-qt.app`` (PyInstaller adds the bundle id and executable)."""
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHumanReadableCopyright": COPYRIGHT,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": GAME_TYPE_NAME,
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [GAME_UTI],
                "CFBundleTypeIconFile": icon_file,
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": GAME_UTI,
                "UTTypeDescription": GAME_TYPE_NAME,
                "UTTypeConformsTo": ["public.plain-text"],
                "UTTypeIconFile": icon_file,
                "UTTypeTagSpecification": {
                    "public.filename-extension": [GAME_SUFFIX],
                    "public.mime-type": [GAME_MIME_TYPE],
                },
            }
        ],
    }
