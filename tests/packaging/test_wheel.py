"""The wheel (``pip install .``, not editable) carries resources/ and its accessor finds it there.

Marked ``packaging``: building the wheel takes about 10 s (pip fetches the build backend).
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT_S = 300

PROBE = """
import sys
from pathlib import Path
from ttt_qt import resources
root = Path(str(resources.resources_root()))
print(root)
print(resources.icon_path(48))
print(resources.resource_path("linux/io.github.tttqt.TttQt.desktop").read_text().count("Name="))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check"]
    command += ["--no-deps", "--wheel-dir", str(folder), str(ROOT)]
    result = subprocess.run(
        command, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, check=False
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (built,) = folder.glob("ttt_qt-*.whl")
    return built


def test_the_wheel_holds_every_asset_once(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assets = sorted(
        path.relative_to(ROOT / "resources").as_posix()
        for path in (ROOT / "resources").rglob("*")
        if path.is_file()
    )
    packaged = sorted(
        name.removeprefix("ttt_qt/resources/")
        for name in names
        if name.startswith("ttt_qt/resources/") and not name.endswith(".py")
    )
    assert packaged == assets
    assert not any(name.startswith(("resources/", "packaging/")) for name in names)


def test_an_installed_wheel_reads_its_own_copy(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    result = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r})\n{PROBE}"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": ""},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    root, icon, names = result.stdout.split("\n")[:3]
    assert Path(root) == site / "ttt_qt" / "resources"
    assert Path(icon) == site / "ttt_qt" / "resources" / "icons" / "ttt-qt-48.png"
    assert int(names) >= 1
