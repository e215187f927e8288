"""PulseAudio's client library for QtMultimedia on a machine that has none (a bare CI box: every desktop has it).

PySide6's QtMultimedia links libpulse.so.0. Where the system lacks it, this takes the copy pygame's manylinux wheel
carries (with the libraries it needs, under auditwheel's hashed names), from PyPI, into DEST, and names it
libpulse.so.0 there; `make test` puts DEST on LD_LIBRARY_PATH, so the editor's player tests play for real. Nothing
of pygame is installed. Where the system has libpulse, or on macOS and Windows, DEST stays empty.

    python scripts/qt_audio_libs.py DEST
"""

from __future__ import annotations

import ctypes.util
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

WHEEL = "pygame==2.6.1"


def main() -> None:
    dest = Path(sys.argv[1])
    dest.mkdir(parents=True, exist_ok=True)
    if not sys.platform.startswith("linux") or ctypes.util.find_library("pulse"):
        print("  libpulse: the system's")
        return
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary", ":all:",
                        "-d", work, WHEEL], check=True)
        [wheel] = Path(work).glob("*.whl")
        with zipfile.ZipFile(wheel) as archive:
            libs = [name for name in archive.namelist() if name.startswith("pygame.libs/") and ".so" in name]
            for name in libs:
                (dest / Path(name).name).write_bytes(archive.read(name))
    [pulse] = [path for path in dest.iterdir() if path.name.startswith("libpulse-") and "simple" not in path.name]
    link = dest / "libpulse.so.0"
    link.unlink(missing_ok=True)
    link.symlink_to(pulse.name)
    print(f"  libpulse: {pulse.name} from {WHEEL}, for the tests")


if __name__ == "__main__":
    main()
