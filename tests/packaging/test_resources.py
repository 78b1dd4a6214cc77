"""The assets in resources/: every icon size present and well-formed, one copy, one accessor."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ttt_qt import APP_ID, resources
from ttt_qt.resources import ICON_SIZES, icon_path, resource_path

ROOT = Path(__file__).resolve().parents[2]
ASSET_SUFFIXES = {".png", ".svg", ".ico", ".icns", ".desktop", ".ts", ".qm", ".wav", ".ogg"}
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_svg_icon_is_found_and_is_svg() -> None:
    path = icon_path()
    assert path.is_file()
    assert path.name == "ttt-qt.svg"
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_every_png_size_is_square_and_of_its_size(size: int) -> None:
    assert png_size(icon_path(size).read_bytes()) == (size, size)


def test_the_sizes_span_16_to_512() -> None:
    assert min(ICON_SIZES) == 16
    assert max(ICON_SIZES) == 512


def test_a_checkout_reads_the_assets_from_the_top_level_folder() -> None:
    # Tests run from a checkout (plain or editable): the package holds no copy of its own.
    assert Path(str(resources.resources_root())) == ROOT / "resources"
    assert icon_path(16).parent == ROOT / "resources" / "icons"


def test_the_linux_files_are_found_by_name() -> None:
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml", f"{APP_ID}.mime.xml"):
        assert resource_path(f"linux/{name}").is_file()


def test_every_asset_lives_once_in_resources() -> None:
    # Documentation screenshots (docs/) and the tests' own data are not the app's assets.
    scattered = [
        path.relative_to(ROOT).as_posix()
        for folder in ("ttt_qt", "packaging")
        for path in (ROOT / folder).rglob("*")
        if path.suffix in ASSET_SUFFIXES or path.name.endswith(".metainfo.xml")
    ]
    assert scattered == []


@pytest.mark.parametrize("name", ["", "/etc/passwd", "../__init__.py", "icons/../../x"])
def test_a_bad_resource_name_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="not a resource name"):
        resource_path(name)


def test_a_missing_resource_says_which() -> None:
    with pytest.raises(FileNotFoundError, match=r"icons/none\.png"):
        resource_path("icons/none.png")


def test_an_unknown_icon_size_is_refused() -> None:
    with pytest.raises(ValueError, match="no 17 px icon"):
        icon_path(17)


def test_app_icon_holds_every_size(qapp: object) -> None:
    icon = resources.app_icon()
    assert not icon.isNull()
    assert sorted(size.width() for size in icon.availableSizes()) == sorted(ICON_SIZES)


def test_the_windows_icon_holds_png_images_16_to_256() -> None:
    data = (ROOT / "resources" / "icons" / "ttt-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        side = width or 256
        assert (height or 256) == side
        assert (planes, bits) == (1, 32)
        assert png_size(data[offset : offset + length]) == (side, side)
        sizes.append(side)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_the_macos_icon_holds_png_images_16_to_1024() -> None:
    data = (ROOT / "resources" / "icons" / "ttt-qt.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    position, sizes = 8, {}
    while position < len(data):
        kind = data[position : position + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[position + 4 : position + 8])
        sizes[kind] = png_size(data[position + 8 : position + length])[0]
        position += length
    assert position == len(data)
    assert sizes["icp4"] == 16
    assert sizes["ic07"] == 128
    assert sizes["ic10"] == 1024
    assert len(sizes) == 11
