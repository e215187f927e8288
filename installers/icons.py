"""The app icon for Windows (.ico) and macOS (.icns), drawn from resources/icons/app.svg at build time.

The repository keeps one SVG only. Qt (already a dependency) renders it to PNGs, and both container formats accept
PNG entries, so they are written here directly: no Pillow, no iconutil, and the same result on every build OS.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Iterable, Mapping
from pathlib import Path

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types reuse the next size up).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def render_pngs(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """PNG bytes of `svg` at each size (square, transparent background), rendered by QtSvg off screen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    pngs: dict[int, bytes] = {}
    for size in sorted(set(sizes)):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # PySide6 wants str here; its stub says bytes
        buffer.close()
        pngs[size] = bytes(data.data())
    return pngs


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An ICO file with one PNG entry per size (Windows Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + directory + payload


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An ICNS file: 'icns', total length, then (type, length, PNG) elements, big-endian."""
    body = b""
    for size, kind in ICNS_TYPES.items():
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(svg: Path, out_dir: Path) -> dict[str, Path]:
    """app.ico and app.icns (and a 256 px app.png for Linux desktop files) in `out_dir`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(svg, set(ICO_SIZES) | set(ICNS_TYPES))
    paths = {"ico": out_dir / "app.ico", "icns": out_dir / "app.icns", "png": out_dir / "app.png"}
    paths["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(pngs))
    paths["png"].write_bytes(pngs[256])
    return paths
