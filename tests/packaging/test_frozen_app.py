"""The frozen app (PyInstaller, build.spec): it starts, passes its self-test and shows a window.

Marked ``packaging``: these build the app (about 25 s for one folder, 45 s for one file), with
its console engine ``pbrain-tttqt`` beside it, and run only with ``--run-packaging`` or
``TTT_QT_PACKAGING=1`` (CI sets it).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

import ttt_qt

pytestmark = pytest.mark.packaging

RUN_TIMEOUT_S = 180
MIN_DISTINCT_COLOURS = 16
MAX_DOMINANT_SHARE = 0.9
ONE_FILE_LIMIT_BYTES = 60_000_000


def run_frozen(executable: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Run the frozen app with extra environment variables; never hangs the suite."""
    return subprocess.run(
        [str(executable), *args],
        env={**os.environ, **env},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )


def colour_census(path: Path) -> Counter[int]:
    """How often each colour occurs in the image at ``path`` (every second pixel each way)."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not an image"
    return Counter(
        image.pixel(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
    )


def test_the_frozen_app_reports_its_version(one_folder_app: Path) -> None:
    result = run_frozen(one_folder_app, "--version", QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"ttt-qt {ttt_qt.__version__}"


def test_the_one_folder_build_holds_a_gomocup_engine_that_plays(one_folder_app: Path) -> None:
    pbrain = one_folder_app.with_name("pbrain-tttqt" + one_folder_app.suffix)
    exchange = "START 15\nABOUT\nBEGIN\nEND\n"
    result = subprocess.run(
        [str(pbrain)],
        input=exchange,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )
    lines = result.stdout.splitlines()
    assert result.returncode == 0, result.stderr
    assert lines[0] == "OK"
    assert lines[1].startswith('name="ttt-qt"') and f'version="{ttt_qt.__version__}"' in lines[1]
    x, y = (int(part) for part in lines[2].split(","))
    assert 0 <= x < 15 and 0 <= y < 15


def test_the_one_folder_app_passes_its_self_test_offscreen(one_folder_app: Path) -> None:
    result = run_frozen(one_folder_app, "--self-test", QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ttt-qt self-test passed" in result.stdout
    assert "Qt platform offscreen" in result.stdout


@pytest.mark.slow  # the release workflow builds and self-tests it again
def test_the_one_file_app_passes_its_self_test_offscreen(one_file_app: Path) -> None:
    result = run_frozen(one_file_app, "--self-test", QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ttt-qt self-test passed" in result.stdout


@pytest.mark.slow  # the release workflow builds and self-tests it again
def test_the_one_file_app_stays_under_60_mb(one_file_app: Path) -> None:
    assert one_file_app.stat().st_size < ONE_FILE_LIMIT_BYTES


def test_the_bundle_holds_the_icons_and_none_of_the_trimmed_files(
    one_folder_app: Path, trim: ModuleType
) -> None:
    internal = one_folder_app.parent / "_internal"
    assert (internal / "ttt_qt" / "resources" / "icons" / "ttt-qt-512.png").is_file()
    assert (internal / "ttt_qt" / "resources" / "icons" / "ttt-qt.svg").is_file()
    assert (internal / "ttt_qt" / "resources" / "linux" / f"{ttt_qt.APP_ID}.desktop").is_file()
    assert not (internal / "ttt_qt" / "resources" / "screenshots").exists()
    files = [path.relative_to(internal).as_posix() for path in internal.rglob("*")]
    is_excluded = trim.excluded_file_test(trim.EXCLUSIONS)
    assert [name for name in files if is_excluded(name)] == []
    plugins = {trim.plugin_id(name) for name in files} - {None}
    assert {"platforms/qxcb", "platforms/qwayland", "platforms/qoffscreen"} <= plugins
    assert not any("Qt6Network" in name for name in files)


def test_the_frozen_app_shows_its_window_on_a_real_x_server(
    one_folder_app: Path, xvfb: ModuleType, tmp_path: Path
) -> None:
    if xvfb.xvfb_path() is None:
        if os.environ.get("CI") == "true":
            pytest.fail("Xvfb is missing: .ci/system-packages should have installed it")
        pytest.skip("Xvfb is not installed (.ci/system-packages installs it)")
    screenshot = tmp_path / "xvfb-window.png"
    with xvfb.virtual_display() as display:
        result = run_frozen(
            one_folder_app,
            "--self-test",
            QT_QPA_PLATFORM="xcb",
            DISPLAY=display,
            TTT_QT_SELF_TEST_SCREENSHOT=str(screenshot),
        )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Qt platform xcb" in result.stdout
    census = colour_census(screenshot)
    assert len(census) >= MIN_DISTINCT_COLOURS, f"only {len(census)} colours in {screenshot}"
    dominant = census.most_common(1)[0][1] / sum(census.values())
    assert dominant <= MAX_DOMINANT_SHARE, f"{dominant:.0%} of {screenshot} is one colour"
    keep = os.environ.get("TTT_QT_SCREENSHOT_DIR")
    if keep:  # for a person to look at
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(screenshot, Path(keep) / screenshot.name)
