"""Pack the frozen one-folder app for Linux: a Debian package, or a tarball of the same tree.

    python packaging/make_deb.py deb APP_FOLDER OUT      # OUT/ttt-qt_1.0.0_amd64.deb
    python packaging/make_deb.py tarball APP_FOLDER OUT  # OUT/ttt-qt-1.0.0-linux-x86_64.tar.gz

``python3 tasks.py deb`` builds the app and runs the first. Both lay out one tree under a prefix
(``/usr`` in the package; anywhere, e.g. ``~/.local``, for the tarball)::

    lib/ttt-qt/                         the one-folder app (PyInstaller, build.spec)
    bin/ttt-qt                          -> ../lib/ttt-qt/ttt-qt
    share/applications/<app id>.desktop, share/metainfo/<app id>.metainfo.xml
    share/mime/packages/<app id>.xml    saved games' MIME type
    share/icons/hicolor/<n>x<n>/apps/<app id>.png, share/icons/hicolor/scalable/apps/<app id>.svg

The package adds what Debian asks of every package (copyright, changelog, a manual page, the
lintian overrides with their reasons) and no maintainer scripts: dpkg's triggers update the
MIME, desktop and icon caches on install and removal. The assets come from ``resources/``
through ``ttt_qt.resources``. Standard library only (and dpkg-deb for the package).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ttt_qt import APP_ID, DISPLAY_NAME, __version__  # noqa: E402
from ttt_qt.resources import ICON_SIZES, icon_path, resource_path  # noqa: E402

PACKAGE = "ttt-qt"
PBRAIN = "pbrain-tttqt"
"""The app's Gomocup engine beside it (build.spec), for a manager to run from /usr/lib/ttt-qt."""
MAINTAINER = "The ttt_qt developers <tttqt@users.noreply.github.com>"
HOMEPAGE = "https://github.com/tttqt/ttt_qt"
DEPENDS = ("libegl1", "libgl1", "libxcb1", "libfontconfig1")
"""What the frozen app loads from the system: PyInstaller bundles Qt, Python and most
libraries, but not the C library, OpenGL/EGL (they must match the machine's drivers),
libxcb (the X connection) and fontconfig's configuration and fonts."""
RECOMMENDS = ("libwayland-client0", "libwayland-cursor0")
"""For Qt's Wayland platform; without them the app runs on X11 (XWayland)."""

LINTIAN_OVERRIDES = {
    "embedded-library": "the frozen app carries its own Python, Qt and their libraries",
    "custom-library-search-path": "bundled Qt finds its libraries by $ORIGIN; CPython as built"
    " upstream keeps its build's RUNPATH",
    "hardening-no-pie": "PyInstaller's bootloader, as PyInstaller builds it",
    "hardening-no-bindnow": "bundled upstream binaries (CPython, Qt, PySide6)",
    "binary-has-unneeded-section": "bundled upstream binaries (CPython, Qt, PySide6)",
    "spelling-error-in-binary": "text inside bundled upstream binaries",
    "library-not-linked-against-libc": "CPython's own small extension modules, as built upstream",
    "shared-library-lacks-prerequisites": "CPython's extension modules and bundled libraries"
    " resolve their symbols from the interpreter or carry only data (ICU)",
    "package-section-games-but-contains-no-game": "the launcher is /usr/bin/ttt-qt, on every"
    " PATH, as the other systems' builds and the pip install name it",
}
"""The tags lintian raises on a bundled runtime, each with why it is expected here."""

MIT_LICENSE = """\
 Permission is hereby granted, free of charge, to any person obtaining a copy of this
 software and associated documentation files (the "Software"), to deal in the Software
 without restriction, including without limitation the rights to use, copy, modify, merge,
 publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
 to whom the Software is furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
 PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
 FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 DEALINGS IN THE SOFTWARE."""

COPYRIGHT = f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: ttt_qt
Source: {HOMEPAGE}
Comment: usr/lib/ttt-qt/_internal holds the runtime the app was frozen with: CPython (PSF
 License), Qt and PySide6 (LGPL-3), and the system libraries PyInstaller copied with them,
 each under its own licence.

Files: *
Copyright: 2026 The ttt_qt developers
License: MIT
{MIT_LICENSE}
"""

MANUAL = f"""\
.TH TTT-QT 6 "" "ttt-qt {__version__}" "Games"
.SH NAME
ttt-qt \\- tic-tac-toe for the desktop
.SH SYNOPSIS
.B ttt-qt
.RI [ FILE ]
.br
.B ttt-qt
.RB [ \\-\\-self\\-test | \\-\\-version | \\-\\-help ]
.SH DESCRIPTION
.B ttt-qt
opens {DISPLAY_NAME}: tic-tac-toe on boards from 3 x 3 to 15 x 15 with k in a row, normal or
reverse rules, against a person or computer players from dumb to perfect.
.SH OPTIONS
.TP
.I FILE
a saved game to open (written by Save Game As, usually ending in .ttt)
.TP
.B \\-\\-self\\-test
play a short game offscreen through the window and report whether all is well
.TP
.B \\-\\-version
print the version and exit
.SH SEE ALSO
{HOMEPAGE}
"""


def architecture() -> str:
    """The Debian architecture name of this machine (dpkg's answer, else a mapping)."""
    try:
        result = subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        )
        return result.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        machine = platform.machine().lower()
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


def glibc_version() -> str:
    """The C library version of this machine: the frozen app needs at least this one."""
    name, _, version = os.confstr("CS_GNU_LIBC_VERSION").partition(" ")  # "glibc 2.36"
    return version if name == "glibc" else "2.31"


def control_text(installed_kib: int, arch: str) -> str:
    """DEBIAN/control."""
    depends = ", ".join([f"libc6 (>= {glibc_version()})", *DEPENDS])
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {__version__}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {HOMEPAGE}\n"
        f"Description: {DISPLAY_NAME}, tic-tac-toe for the desktop\n"
        " Tic-tac-toe on boards from 3 x 3 to 15 x 15 with k in a row to win, in normal\n"
        " or reverse (misere) rules, against a friend or computer players from a\n"
        " beginner to one that never loses; with hints, undo, statistics and reports.\n"
        " .\n"
        " The app is frozen with its own Python and Qt runtime.\n"
    )


def changelog_text() -> str:
    """usr/share/doc/ttt-qt/changelog (a native package's changelog)."""
    return (
        f"{PACKAGE} ({__version__}) unstable; urgency=medium\n\n"
        f"  * Release {__version__}.\n\n"
        f" -- {MAINTAINER}  Mon, 23 Nov 2026 00:00:00 +0000\n"
    )


def install_file(source: Path, target: Path, mode: int = 0o644) -> None:
    """Copy ``source`` to ``target`` (creating folders) with ``mode``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def write_gzip(target: Path, text: str) -> None:
    """Write ``text`` gzip-compressed, reproducibly (no time stamp), at the best compression."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
    target.chmod(0o644)


def stage_tree(app_folder: Path, prefix: Path) -> None:
    """Lay the app and its desktop integration out under ``prefix`` (see the module's doc)."""
    app_target = prefix / "lib" / PACKAGE
    shutil.copytree(app_folder, app_target, symlinks=True)
    normalize_modes(app_target, executables={app_target / PACKAGE, app_target / PBRAIN})
    (prefix / "bin").mkdir(parents=True, exist_ok=True)
    (prefix / "bin" / PACKAGE).symlink_to(Path("..", "lib", PACKAGE, PACKAGE))
    share = prefix / "share"
    install_file(
        resource_path(f"linux/{APP_ID}.desktop"), share / "applications" / f"{APP_ID}.desktop"
    )
    install_file(
        resource_path(f"linux/{APP_ID}.metainfo.xml"),
        share / "metainfo" / f"{APP_ID}.metainfo.xml",
    )
    install_file(
        resource_path(f"linux/{APP_ID}.mime.xml"), share / "mime" / "packages" / f"{APP_ID}.xml"
    )
    hicolor = share / "icons" / "hicolor"
    for size in ICON_SIZES:
        install_file(icon_path(size), hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    install_file(icon_path(), hicolor / "scalable" / "apps" / f"{APP_ID}.svg")


def normalize_modes(folder: Path, executables: set[Path]) -> None:
    """Folders 0755, files 0644, the named executables 0755 (libraries need no execute bit)."""
    folder.chmod(0o755)
    for path in folder.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            path.chmod(0o755 if path in executables else 0o644)


def stage_debian_extras(root: Path) -> None:
    """What Debian asks of every package: copyright, changelog, manual, lintian overrides."""
    share = root / "usr" / "share"
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True, exist_ok=True)
    (doc / "copyright").write_text(COPYRIGHT, encoding="utf-8")
    (doc / "copyright").chmod(0o644)
    write_gzip(doc / "changelog.gz", changelog_text())
    write_gzip(share / "man" / "man6" / f"{PACKAGE}.6.gz", MANUAL)
    overrides = "".join(
        f"# {reason}\n{PACKAGE}: {tag}\n" for tag, reason in LINTIAN_OVERRIDES.items()
    )
    overrides_file = share / "lintian" / "overrides" / PACKAGE
    overrides_file.parent.mkdir(parents=True, exist_ok=True)
    overrides_file.write_text(overrides, encoding="utf-8")
    overrides_file.chmod(0o644)
    for folder in [share, *share.rglob("*")]:
        if folder.is_dir():
            folder.chmod(0o755)


def write_control(root: Path, arch: str) -> None:
    """DEBIAN/control and DEBIAN/md5sums for the staged ``root``."""
    files = sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    sums = "".join(
        f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}\n"
        for path in files
    )
    installed = sum(path.stat().st_size for path in files) // 1024 + 1
    control = root / "DEBIAN"
    control.mkdir(mode=0o755)
    (control / "control").write_text(control_text(installed, arch), encoding="utf-8")
    (control / "md5sums").write_text(sums, encoding="utf-8")
    for path in control.iterdir():
        path.chmod(0o644)


def build_deb(app_folder: Path, out: Path, compression: str = "xz") -> Path:
    """Build ``ttt-qt_<version>_<arch>.deb`` in ``out`` from the one-folder app; return it.

    ``compression`` is dpkg-deb's: ``xz`` (smallest, for releases) or ``gzip`` (three times
    faster, for tests).
    """
    if not (app_folder / PACKAGE).is_file():
        raise SystemExit(f"{app_folder} holds no {PACKAGE} executable: build the app first")
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("dpkg-deb is missing: the package builds on Debian or Ubuntu")
    arch = architecture()
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{PACKAGE}_{__version__}_{arch}.deb"
    with tempfile.TemporaryDirectory() as temporary:
        root = Path(temporary) / "root"
        root.mkdir(mode=0o755)
        stage_tree(app_folder, root / "usr")
        stage_debian_extras(root)
        for folder in (root, root / "usr"):
            folder.chmod(0o755)
        write_control(root, arch)
        command = ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build"]
        subprocess.run([*command, str(root), str(target)], check=True)
    return target


def build_tarball(app_folder: Path, out: Path) -> Path:
    """Build ``ttt-qt-<version>-linux-<machine>.tar.gz``: the tree, to unpack into a prefix."""
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{PACKAGE}-{__version__}-linux-{platform.machine()}.tar.gz"
    with tempfile.TemporaryDirectory() as temporary:
        prefix = Path(temporary)
        stage_tree(app_folder, prefix)
        with tarfile.open(target, "w:gz") as archive:
            for path in sorted(prefix.iterdir()):
                archive.add(path, arcname=path.name)
    return target


def main(argv: list[str] | None = None) -> int:
    """Build the package or the tarball named on the command line; print where it is."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("kind", choices=["deb", "tarball"])
    parser.add_argument("app_folder", type=Path, help="the one-folder app (dist/ttt-qt)")
    parser.add_argument("out", type=Path, help="where to write the result")
    parser.add_argument(
        "--compression", choices=["xz", "gzip"], default="xz", help="the package's (default xz)"
    )
    args = parser.parse_args(argv)
    app_folder, out = args.app_folder.resolve(), args.out.resolve()
    if args.kind == "deb":
        target = build_deb(app_folder, out, args.compression)
    else:
        target = build_tarball(app_folder, out)
    size = target.stat().st_size
    print(f"{target}: {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
