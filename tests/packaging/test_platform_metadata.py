"""Windows' version resource and macOS' Info.plist: the display name, version and saved games."""

from __future__ import annotations

import plistlib
import sys
import types
from types import ModuleType
from typing import Any

import pytest

from ttt_qt import APP_ID, DISPLAY_NAME, __version__


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("1.0.0", (1, 0, 0, 0)),
        ("2.3", (2, 3, 0, 0)),
        ("1.2.3.4", (1, 2, 3, 4)),
        ("1.4.0rc1", (1, 4, 0, 0)),
    ],
)
def test_version_tuple_pads_to_four_numbers(
    platform_metadata: ModuleType, version: str, expected: tuple[int, ...]
) -> None:
    assert platform_metadata.version_tuple(version) == expected


def test_a_version_without_numbers_is_refused(platform_metadata: ModuleType) -> None:
    with pytest.raises(ValueError, match="not a version number: 'main'"):
        platform_metadata.version_tuple("main")


def test_windows_shows_the_display_name_and_version(platform_metadata: ModuleType) -> None:
    strings = platform_metadata.windows_version_strings()
    assert strings["ProductName"] == DISPLAY_NAME
    assert strings["FileDescription"] == DISPLAY_NAME  # what Task Manager and the taskbar show
    assert strings["ProductVersion"] == __version__
    assert strings["OriginalFilename"] == "ttt-qt.exe"
    assert strings["CompanyName"]
    assert all(isinstance(value, str) and value for value in strings.values())


class Recorder:
    """Stands in for one of PyInstaller's version-resource classes (Windows-only module)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs


def test_the_version_resource_is_built_from_the_strings(
    platform_metadata: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = types.ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in (
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    ):
        setattr(fake, name, type(name, (Recorder,), {}))
    package = types.ModuleType("PyInstaller.utils.win32")
    package.versioninfo = fake  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32", package)
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32.versioninfo", fake)
    info = platform_metadata.windows_version_info("1.2.3")
    fixed = info.kwargs["ffi"].kwargs
    assert fixed["filevers"] == fixed["prodvers"] == (1, 2, 3, 0)
    string_file, var_file = info.kwargs["kids"]
    table = string_file.args[0][0]
    assert table.args[0] == "040904B0"
    pairs = {struct.args[0]: struct.args[1] for struct in table.args[1]}
    assert pairs["ProductName"] == DISPLAY_NAME
    assert pairs["FileVersion"] == "1.2.3"
    assert var_file.args[0][0].args == ("Translation", [0x0409, 1200])


def test_the_info_plist_names_the_app_and_is_a_valid_plist(platform_metadata: ModuleType) -> None:
    info = platform_metadata.macos_info_plist()
    assert info["CFBundleDisplayName"] == DISPLAY_NAME
    assert info["CFBundleName"] == DISPLAY_NAME
    assert info["CFBundleShortVersionString"] == __version__
    assert info["NSHighResolutionCapable"] is True
    assert plistlib.loads(plistlib.dumps(info)) == info


def test_the_info_plist_declares_and_opens_saved_games(platform_metadata: ModuleType) -> None:
    info = platform_metadata.macos_info_plist()
    (declared,) = info["UTExportedTypeDeclarations"]
    assert declared["UTTypeIdentifier"] == f"{APP_ID}.game"
    tags = declared["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == ["ttt"]
    assert tags["public.mime-type"] == [platform_metadata.GAME_MIME_TYPE]
    (document,) = info["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert document["LSHandlerRank"] == "Owner"
