"""The Linux desktop entry, AppStream metainfo and MIME type: valid, consistent, named by app id."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from ttt_qt import APP_ID, APPLICATION_NAME, DISPLAY_NAME, __version__
from ttt_qt.engine import Game, Rules, format_game

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "resources" / "linux"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO_FILE = LINUX / f"{APP_ID}.metainfo.xml"
MIME_FILE = LINUX / f"{APP_ID}.mime.xml"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def tool(name: str) -> str:
    """The validator's path; skip locally when it is missing, fail in CI (which installs it)."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{name} is missing: .ci/system-packages should have installed it")
        pytest.skip(f"{name} is not installed (.ci/system-packages installs it)")
    return path


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_launches_the_app_with_its_icon() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == DISPLAY_NAME
    assert entry["Exec"] == "ttt-qt %f"
    assert entry["TryExec"] == "ttt-qt"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Categories"] == "Game;BoardGame;"


def test_docks_that_match_windows_by_class_find_the_entry() -> None:
    # Qt sets an X11 window's WM_CLASS class to the application name (and, from
    # setDesktopFileName, _GTK_APPLICATION_ID to the app id, which GNOME uses).
    assert desktop_entry()["StartupWMClass"] == APPLICATION_NAME


def test_the_desktop_entry_opens_saved_games(platform_metadata: ModuleType) -> None:
    assert desktop_entry()["MimeType"] == "".join(
        f"{kind};" for kind in platform_metadata.OPENED_MIME_TYPES
    )
    assert platform_metadata.OPENED_MIME_TYPES[0] == platform_metadata.GAME_MIME_TYPE
    assert "application/x-go-sgf" in platform_metadata.OPENED_MIME_TYPES  # shared-mime-info's


def test_the_mime_type_names_saved_games_by_suffix_and_first_line(
    platform_metadata: ModuleType,
) -> None:
    root = ET.parse(MIME_FILE).getroot()
    kinds = root.findall("m:mime-type", MIME_NS)
    assert [kind.get("type") for kind in kinds] == [
        platform_metadata.GAME_MIME_TYPE,
        platform_metadata.PSQ_MIME_TYPE,
    ]
    psq_glob = kinds[1].find("m:glob", MIME_NS)
    assert psq_glob is not None and psq_glob.get("pattern") == "*.psq"
    kind = kinds[0]
    assert kind.findtext("m:comment", namespaces=MIME_NS) == platform_metadata.GAME_TYPE_NAME
    glob = kind.find("m:glob", MIME_NS)
    assert glob is not None
    assert glob.get("pattern") == f"*.{platform_metadata.GAME_SUFFIX}"
    match = kind.find("m:magic/m:match", MIME_NS)
    assert match is not None
    assert match.get("offset") == "0"
    saved = format_game(Game(Rules(size=3, win_length=3, reverse=False), [(1, 1)]))
    assert saved.startswith(match.get("value") or "-")


def test_update_mime_database_accepts_the_mime_type(
    platform_metadata: ModuleType, tmp_path: Path
) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME_FILE, packages)
    result = subprocess.run(
        [tool("update-mime-database"), str(tmp_path / "mime")],
        env={**os.environ, "XDG_DATA_DIRS": str(tmp_path)},  # else it warns that it is not searched
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stderr == ""
    assert (tmp_path / "mime" / f"{platform_metadata.GAME_MIME_TYPE}.xml").is_file()
    assert (tmp_path / "mime" / f"{platform_metadata.PSQ_MIME_TYPE}.xml").is_file()


def test_the_metainfo_describes_the_same_app(platform_metadata: ModuleType) -> None:
    root = ET.parse(METAINFO_FILE).getroot()
    assert root.findtext("name") == DISPLAY_NAME
    assert root.findtext("provides/mediatype") == platform_metadata.GAME_MIME_TYPE
    kinds = [kind.text for kind in root.findall("provides/mediatype")]
    assert kinds == list(platform_metadata.OPENED_MIME_TYPES)
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP_FILE.name
    assert root.findtext("provides/binary") == "ttt-qt"
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    assert root.find("screenshots/screenshot/image") is not None


def test_the_newest_release_is_the_package_version() -> None:
    root = ET.parse(METAINFO_FILE).getroot()
    releases = root.findall("releases/release")
    assert releases
    assert releases[0].get("version") == __version__


def test_the_screenshot_named_in_the_metainfo_is_in_the_repository() -> None:
    root = ET.parse(METAINFO_FILE).getroot()
    url = root.findtext("screenshots/screenshot/image") or ""
    relative = url.split("/main/", 1)[1]
    assert (ROOT / relative).is_file()


def test_desktop_file_validate_accepts_the_desktop_entry() -> None:
    result = subprocess.run(
        [tool("desktop-file-validate"), str(DESKTOP_FILE)],
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in result.stdout.lower()


def test_appstreamcli_validates_the_metainfo() -> None:
    result = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", "--pedantic", str(METAINFO_FILE)],
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Validation was successful" in result.stdout
