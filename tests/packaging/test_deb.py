"""The Debian package: lintian accepts it; installed, it starts from its menu entry, opens a
saved game by its MIME type, and leaves nothing behind when removed.

Marked ``packaging`` (CI runs them): they reuse the one-folder build of the session, pack it
(about 20 s), and install it on this machine with apt-get, which needs root (or password-less
sudo) and a machine where ttt-qt is not installed already.
"""

from __future__ import annotations

import configparser
import io
import os
import shlex
import shutil
import subprocess
import sys
import tarfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from ttt_qt import APP_ID, __version__

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "ttt-qt"
MIME_TYPE = "application/x-ttt-qt-game"
APT_TIMEOUT_S = 300
WINDOW_TIMEOUT_S = 60
SAVED_GAME = "ttt_qt game 1\nsize 4\nwin_length 3\nrules normal\nmoves A1 B2 C1\n"
MIN_DISTINCT_COLOURS = 16
MAX_DOMINANT_SHARE = 0.9

GRAB = """
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(["grab", "-platform", "xcb"])
image = app.primaryScreen().grabWindow(0).toImage()
sys.exit(0 if image.save(sys.argv[1]) else 1)
"""


def need(tool: str) -> str:
    """The tool's path; skip locally when it is missing, fail in CI (which installs it)."""
    path = shutil.which(tool)
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{tool} is missing: .ci/system-packages should have installed it")
        pytest.skip(f"{tool} is not installed (.ci/system-packages installs it)")
    return path


def as_root() -> list[str]:
    """The prefix that runs a command as root here, or skip (fail in CI) when there is none."""
    if os.geteuid() == 0:
        return []
    sudo = shutil.which("sudo")
    if (
        sudo
        and subprocess.run([sudo, "-n", "true"], capture_output=True, check=False).returncode == 0
    ):
        return [sudo, "-n"]
    if os.environ.get("CI") == "true":
        pytest.fail("installing the package needs root or password-less sudo")
    pytest.skip("installing the package needs root or password-less sudo")


def is_installed() -> bool:
    """Whether dpkg counts ttt-qt as installed (configured or half-way)."""
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${db:Status-Abbrev}", PACKAGE],
        capture_output=True,
        text=True,
        check=False,
    )
    return result.returncode == 0 and result.stdout[1:2] not in ("n", "")


def apt(*args: str) -> subprocess.CompletedProcess[str]:
    """apt-get as root, non-interactive, waiting for dpkg's lock if another install runs."""
    command = [*as_root(), "apt-get", "-y", "-q", "-o", "DPkg::Lock::Timeout=120", *args]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    return subprocess.run(
        command, capture_output=True, text=True, env=env, timeout=APT_TIMEOUT_S, check=False
    )


def gio(*args: str) -> str:
    """``gio`` (GLib's view of shared-mime-info and the desktop entries), in English."""
    result = subprocess.run(
        [need("gio"), *args],
        capture_output=True,
        text=True,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
        check=False,
    )
    return result.stdout + result.stderr


def content_type(path: Path) -> str:
    """The MIME type GLib gives ``path`` (by name and content)."""
    for line in gio("info", "-a", "standard::content-type", str(path)).splitlines():
        if "standard::content-type:" in line:
            return line.partition("standard::content-type:")[2].strip()
    return ""


def package_paths(deb: Path) -> list[str]:
    """Every path the package installs (files, links and folders), from its data archive."""
    listing = subprocess.run(
        ["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(listing)) as archive:
        return [name.removeprefix(".") for name in archive.getnames() if name not in (".", "./")]


def colour_census(path: Path) -> tuple[int, float]:
    """How many colours the image has, and the share of its most common one."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not an image"
    census = Counter(
        image.pixel(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
    )
    return len(census), census.most_common(1)[0][1] / sum(census.values())


@pytest.fixture(scope="module")
def deb(one_folder_app: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package, packed from the session's one-folder build (gzip: faster than xz)."""
    need("dpkg-deb")
    out = tmp_path_factory.mktemp("deb")
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "make_deb.py"),
            *("deb", str(one_folder_app.parent), str(out), "--compression", "gzip"),
        ],
        capture_output=True,
        text=True,
        timeout=APT_TIMEOUT_S,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (package,) = out.glob(f"{PACKAGE}_{__version__}_*.deb")
    print(f"\n{package.name}: {package.stat().st_size / 1e6:.1f} MB (gzip)", file=sys.stderr)
    return package


@pytest.fixture(scope="module")
def installed(deb: Path) -> Iterator[Path]:
    """The package installed with apt-get; removed again afterwards whatever happened."""
    need("apt-get")
    if is_installed():
        message = f"{PACKAGE} is already installed here; the tests will not replace it"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    result = apt("install", "--no-install-recommends", str(deb))
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    try:
        yield deb
    finally:
        if is_installed():
            apt("purge", PACKAGE)


def desktop_exec(desktop_file: Path, *files: Path) -> list[str]:
    """The entry's Exec line as a command, with %f replaced as a launcher would."""
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(desktop_file, encoding="utf-8")
    words = shlex.split(parser["Desktop Entry"]["Exec"])
    command: list[str] = []
    for word in words:
        if word == "%f":
            command += [str(path) for path in files]
        else:
            command.append(word)
    return command


def show_and_grab(
    command: list[str], title: str, xvfb: ModuleType, screenshot: Path
) -> subprocess.CompletedProcess[str]:
    """Start ``command`` on a private X server, wait for a window named ``title``, grab the
    screen until the window is painted, then ask the app to close (SIGTERM)."""
    env = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    with xvfb.virtual_display() as display:
        env["DISPLAY"] = display
        app = subprocess.Popen(
            command,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            found = subprocess.run(
                [need("xdotool"), "search", "--sync", "--name", title],
                env=env,
                capture_output=True,
                text=True,
                timeout=WINDOW_TIMEOUT_S,
                check=False,
            )
            assert found.returncode == 0, f"no window named {title!r}: {found.stderr}"
            painted = False
            for _ in range(50):  # until the window has drawn itself (a few grabs at most)
                grab = subprocess.run(
                    [sys.executable, "-c", GRAB, str(screenshot)],
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=WINDOW_TIMEOUT_S,
                    check=False,
                )
                assert grab.returncode == 0, grab.stderr
                colours, dominant = colour_census(screenshot)
                if colours >= MIN_DISTINCT_COLOURS and dominant <= MAX_DOMINANT_SHARE:
                    painted = True
                    break
            assert painted, f"{screenshot}: {colours} colours, {dominant:.0%} one colour"
            app.terminate()
            out, err = app.communicate(timeout=WINDOW_TIMEOUT_S)
        finally:
            if app.poll() is None:
                app.kill()
                app.communicate()
    keep = os.environ.get("TTT_QT_SCREENSHOT_DIR")
    if keep:  # for a person to look at
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(screenshot, Path(keep) / screenshot.name)
    return subprocess.CompletedProcess(command, app.returncode, out, err)


def test_the_package_holds_the_app_and_its_desktop_integration(deb: Path) -> None:
    paths = set(package_paths(deb))
    assert {
        "/usr/bin/ttt-qt",
        "/usr/lib/ttt-qt/ttt-qt",
        "/usr/lib/ttt-qt/pbrain-tttqt",
        f"/usr/share/applications/{APP_ID}.desktop",
        f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"/usr/share/mime/packages/{APP_ID}.xml",
        f"/usr/share/icons/hicolor/48x48/apps/{APP_ID}.png",
        f"/usr/share/icons/hicolor/512x512/apps/{APP_ID}.png",
        f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "/usr/share/doc/ttt-qt/copyright",
        "/usr/share/man/man6/ttt-qt.6.gz",
    } <= paths
    assert all(path == "/usr" or path.startswith("/usr/") for path in paths)
    control = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version", "Depends"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert f"Package: {PACKAGE}\nVersion: {__version__}\n" in control
    assert "libc6 (>= " in control and "libegl1" in control


def test_lintian_accepts_the_package(deb: Path) -> None:
    # Every override is listed with its reason in packaging/make_deb.py; --info also reports
    # overrides that no longer match anything, so the list cannot rot.
    result = subprocess.run(
        [need("lintian"), "--info", "--fail-on", "error,warning", str(deb)],
        capture_output=True,
        text=True,
        timeout=APT_TIMEOUT_S,
        check=False,
    )
    hints = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:", "I:")]
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert hints == []


def test_the_installed_app_starts_from_its_menu_entry(
    installed: Path, xvfb: ModuleType, tmp_path: Path
) -> None:
    entry = Path("/usr/share/applications", f"{APP_ID}.desktop")
    command = desktop_exec(entry)
    assert command == ["ttt-qt"]
    assert shutil.which(command[0]) == "/usr/bin/ttt-qt"
    result = show_and_grab(command, "3 x 3", xvfb, tmp_path / "deb-menu-entry.png")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_a_saved_game_opens_in_the_app_by_its_mime_type(
    installed: Path, xvfb: ModuleType, tmp_path: Path
) -> None:
    saved = tmp_path / "saved.ttt"
    saved.write_text(SAVED_GAME, encoding="utf-8")
    assert content_type(saved) == MIME_TYPE
    handler = gio("mime", MIME_TYPE).splitlines()
    default = [line for line in handler if line.startswith("Default application for")]
    assert default and default[0].endswith(f": {APP_ID}.desktop"), handler
    command = desktop_exec(Path("/usr/share/applications", f"{APP_ID}.desktop"), saved)
    result = show_and_grab(command, "4 x 4", xvfb, tmp_path / "deb-saved-game.png")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_removing_the_package_leaves_nothing_behind(installed: Path, tmp_path: Path) -> None:
    paths = package_paths(installed)
    assert all(os.path.lexists(path) for path in paths if not path.endswith("/"))
    result = apt("purge", PACKAGE)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert not is_installed()
    ours = [path for path in paths if "ttt-qt" in path or APP_ID in path]
    assert [path for path in ours if os.path.lexists(path.rstrip("/"))] == []
    assert not Path("/usr/share/mime", f"{MIME_TYPE}.xml").exists()
    cache = Path("/usr/share/applications/mimeinfo.cache")
    assert not cache.exists() or APP_ID not in cache.read_text(encoding="utf-8")
    saved = tmp_path / "saved.ttt"
    saved.write_text(SAVED_GAME, encoding="utf-8")
    assert content_type(saved) != MIME_TYPE
