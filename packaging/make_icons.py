"""Render the app icon's SVG into the PNG sizes, the Windows .ico and the macOS .icns.

    python packaging/make_icons.py

Run it after editing ``resources/icons/ttt-qt.svg`` and commit what it writes, beside the SVG:

- ``resources/icons/ttt-qt-<size>.png`` for every size in ``ttt_qt.resources.ICON_SIZES``
  (the window icon and the Linux hicolor icons);
- ``resources/icons/ttt-qt.ico`` (16 to 256 px) for the Windows executable;
- ``resources/icons/ttt-qt.icns`` (16 to 1024 px) for the macOS bundle.

Qt's SVG renderer draws the images; the .ico and .icns containers are written here with the
standard library (both hold PNG-compressed images), so PyInstaller never needs Pillow to convert.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ttt_qt.resources import ICON_NAME, ICON_SIZES  # noqa: E402

SVG = ROOT / "resources" / "icons" / f"{ICON_NAME}.svg"
PNG_FOLDER = SVG.parent
ICO = PNG_FOLDER / f"{ICON_NAME}.ico"
ICNS = PNG_FOLDER / f"{ICON_NAME}.icns"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Windows uses 16 to 48 px in lists and title bars and 256 px in large views (ICO's limit)."""

ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),  # 16 pt at 2x
    (b"icp6", 64),
    (b"ic12", 64),  # 32 pt at 2x
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),  # 128 pt at 2x
    (b"ic09", 512),
    (b"ic14", 512),  # 256 pt at 2x
    (b"ic10", 1024),  # 512 pt at 2x
)
"""The PNG-carrying icns element types and their pixel sizes (Apple's icns format, macOS 10.7+)."""


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """Pack PNG images into a Windows .ico (ICONDIR, one ICONDIRENTRY per image, then the PNGs)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size  # a 0 byte means 256 px in ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """Pack PNG images into a macOS .icns (magic, total length, then type/length/data elements)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_png(svg: Path, size: int) -> bytes:
    """Render ``svg`` into a square ``size`` px PNG with Qt's SVG renderer; return the PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: PLC0415
    from PySide6.QtGui import QImage, QImageWriter, QPainter  # noqa: PLC0415
    from PySide6.QtSvg import QSvgRenderer  # noqa: PLC0415

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise OSError(f"could not encode the {size} px PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def main() -> int:
    """Write every PNG, the .ico and the .icns; print what was written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication  # noqa: PLC0415

    app = QGuiApplication.instance() or QGuiApplication([])
    all_sizes = sorted({*ICON_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(SVG, size) for size in all_sizes}
    for size in ICON_SIZES:
        target = PNG_FOLDER / f"{ICON_NAME}-{size}.png"
        target.write_bytes(pngs[size])
        print(f"{target.relative_to(ROOT)}: {len(pngs[size])} bytes")
    ICO.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    print(f"{ICO.relative_to(ROOT)}: {ICO.stat().st_size} bytes")
    ICNS.write_bytes(icns_bytes(pngs))
    print(f"{ICNS.relative_to(ROOT)}: {ICNS.stat().st_size} bytes")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
