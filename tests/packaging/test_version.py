"""One version: pyproject.toml's, and everything that shows one agrees with it.

The About box, ``--version`` and the packages read ``ttt_qt.__version__``; the AppStream
metainfo and CHANGELOG.md list the releases by hand. A release that forgets one of them fails
here.
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from datetime import date, datetime
from pathlib import Path
from types import ModuleType

import ttt_qt
from ttt_qt import APP_ID

ROOT = Path(__file__).resolve().parents[2]
RELEASE_HEADING = re.compile(r"^## \[(?P<version>\d+\.\d+\.\d+)\] - (?P<date>\d{4}-\d{2}-\d{2})$")


def project_version() -> str:
    """The version in pyproject.toml: the one source."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    version = tomllib.loads(text)["project"]["version"]
    assert isinstance(version, str)
    return version


def changelog_releases(text: str) -> list[tuple[str, date]]:
    """The releases of a Keep a Changelog file, newest first, as (version, date)."""
    releases = []
    for line in text.splitlines():
        match = RELEASE_HEADING.match(line)
        if match:
            releases.append((match["version"], date.fromisoformat(match["date"])))
    return releases


def metainfo_releases() -> list[tuple[str, date]]:
    """The AppStream metainfo's ``<release>`` elements, in file order (newest first)."""
    path = ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    return [
        (release.get("version", ""), date.fromisoformat(release.get("date", "")))
        for release in root.iter("release")
    ]


def test_the_package_says_the_version_of_pyproject() -> None:
    assert ttt_qt.__version__ == project_version()


def test_the_newest_release_of_the_changelog_is_this_version() -> None:
    releases = changelog_releases((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert releases, "CHANGELOG.md names no release"
    assert releases[0][0] == project_version()
    assert releases == sorted(releases, key=lambda release: release[1], reverse=True)


def test_the_changelog_keeps_an_unreleased_section_and_a_link_per_release() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings[0] == "## [Unreleased]"
    for version, _ in changelog_releases(text):
        assert re.search(rf"^\[{re.escape(version)}\]: https://", text, re.MULTILINE), version
    assert re.search(r"^\[Unreleased\]: https://", text, re.MULTILINE)


def test_appstream_lists_the_changelog_releases_with_their_dates() -> None:
    changelog = changelog_releases((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert metainfo_releases() == changelog
    assert metainfo_releases()[0][0] == project_version()


def test_the_debian_changelog_names_this_version_on_its_release_date(
    make_deb: ModuleType,
) -> None:
    text = make_deb.changelog_text()
    assert text.startswith(f"{make_deb.PACKAGE} ({project_version()}) ")
    stamp = re.search(r" -- .+  (?P<when>\w{3}, \d{2} \w{3} \d{4} [\d:]{8} [+-]\d{4})$", text)
    assert stamp is not None
    released = dict(changelog_releases((ROOT / "CHANGELOG.md").read_text(encoding="utf-8")))
    when = datetime.strptime(stamp["when"], "%a, %d %b %Y %H:%M:%S %z")
    assert when.date() == released[project_version()]


def test_the_frozen_app_takes_its_version_from_the_package() -> None:
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "from ttt_qt import APP_ID, __version__" in spec
    assert "version=__version__" in spec


def test_the_licence_file_holds_the_mit_text_the_packages_carry(make_deb: ModuleType) -> None:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n\nCopyright (c) 2026 the ttt_qt developers\n")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    # The Debian copyright file's body, without its leading spaces and "." paragraph marks.
    debian = " ".join(
        line.strip() for line in make_deb.MIT_LICENSE.splitlines() if line.strip() != "."
    )
    assert " ".join(licence.split("\n", 3)[3].split()) == " ".join(debian.split())
