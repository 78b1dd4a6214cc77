"""packaging/make_deb.py on a stand-in app folder (fast): the tree, the tarball, the control file.

The real package, from the real build, is tested in test_deb.py (marked ``packaging``).
"""

from __future__ import annotations

import shutil
import stat
import subprocess
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

from ttt_qt import APP_ID, DISPLAY_NAME, __version__
from ttt_qt.resources import ICON_SIZES


@pytest.fixture
def app_folder(tmp_path: Path) -> Path:
    """A stand-in for the one-folder build: an executable and a library inside _internal."""
    folder = tmp_path / "dist" / "ttt-qt"
    (folder / "_internal" / "PySide6").mkdir(parents=True)
    (folder / "ttt-qt").write_text("#!/bin/sh\necho frozen\n", encoding="utf-8")
    (folder / "ttt-qt").chmod(0o700)
    library = folder / "_internal" / "PySide6" / "libpyside.so"
    library.write_bytes(b"\x7fELF")
    library.chmod(0o775)  # wheels ship libraries executable; Debian wants them 0644
    return folder


def mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def test_the_tree_holds_the_app_its_launcher_and_its_desktop_files(
    make_deb: ModuleType, app_folder: Path, tmp_path: Path
) -> None:
    prefix = tmp_path / "usr"
    make_deb.stage_tree(app_folder, prefix)
    launcher = prefix / "bin" / "ttt-qt"
    assert launcher.is_symlink()
    assert launcher.resolve() == (prefix / "lib" / "ttt-qt" / "ttt-qt").resolve()
    assert mode(prefix / "lib" / "ttt-qt" / "ttt-qt") == 0o755
    assert mode(prefix / "lib" / "ttt-qt" / "_internal" / "PySide6" / "libpyside.so") == 0o644
    assert mode(prefix / "lib" / "ttt-qt" / "_internal") == 0o755
    share = prefix / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()


def test_the_tarball_unpacks_into_a_prefix(
    make_deb: ModuleType, app_folder: Path, tmp_path: Path
) -> None:
    tarball = make_deb.build_tarball(app_folder, tmp_path / "out")
    assert tarball.name.startswith(f"ttt-qt-{__version__}-linux-")
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
        launcher = archive.getmember("bin/ttt-qt")
    assert {"bin", "lib", "share"} == {name.split("/")[0] for name in names}
    assert launcher.issym() and launcher.linkname == "../lib/ttt-qt/ttt-qt"
    assert f"share/applications/{APP_ID}.desktop" in names


def test_the_control_file_names_the_package_and_its_dependencies(make_deb: ModuleType) -> None:
    control = make_deb.control_text(1234, "amd64")
    fields = dict(
        line.split(": ", 1) for line in control.splitlines() if line and not line[0].isspace()
    )
    assert fields["Package"] == "ttt-qt"
    assert fields["Version"] == __version__
    assert fields["Installed-Size"] == "1234"
    assert fields["Depends"].startswith("libc6 (>= 2.")
    assert fields["Description"].startswith(DISPLAY_NAME)
    assert fields["Section"] == "games"


def test_every_lintian_override_gives_its_reason(make_deb: ModuleType) -> None:
    assert make_deb.LINTIAN_OVERRIDES
    for tag, reason in make_deb.LINTIAN_OVERRIDES.items():
        assert tag == tag.lower() and " " not in tag
        assert len(reason) > 20, tag


def test_a_folder_without_the_app_is_refused(make_deb: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="holds no ttt-qt executable"):
        make_deb.build_deb(tmp_path, tmp_path / "out")


def test_dpkg_deb_builds_a_package_of_the_stand_in(
    make_deb: ModuleType, app_folder: Path, tmp_path: Path
) -> None:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is Debian's")
    deb = make_deb.build_deb(app_folder, tmp_path / "out", "gzip")
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version", "Architecture"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert f"Package: ttt-qt\nVersion: {__version__}\n" in fields
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    assert "root/root" in listing and "./usr/share/doc/ttt-qt/copyright" in listing
    assert "./usr/share/lintian/overrides/ttt-qt" in listing
