"""Put the real speech the tests use into one folder, from PyPI packages only (no other network).

- pyannote.audio's wheel (already installed): sample.wav, sample.rttm, sample.stm.
- pywhispercpp's sdist: jfk.wav. Building that sdist hangs, so pip only tells us where the archive is (its own
  index configuration); we fetch that one file, check its pinned SHA-256 and take jfk.wav out of it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shutil
import ssl
import subprocess
import sys
import tarfile
import tempfile
import urllib.request
from pathlib import Path

PYWHISPERCPP = "pywhispercpp==1.5.1"
PYWHISPERCPP_SHA256 = "5df897e5dd9d9f16804fc937bd85b9f5880a0b29a55f8843585e0e03d76195e5"
JFK_MEMBER = "pywhispercpp-1.5.1/whisper.cpp/samples/jfk.wav"


def copy_pyannote_sample(target: Path) -> None:
    spec = importlib.util.find_spec("pyannote.audio")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("pyannote.audio is not installed; run `make venv` first")
    sample_dir = Path(list(spec.submodule_search_locations)[0]) / "sample"
    for name in ("sample.wav", "sample.rttm", "sample.stm"):
        shutil.copy2(sample_dir / name, target / name)


def sdist_url() -> str:
    """Ask pip (with the machine's own index settings) where the sdist lives; it refuses to build it, which is fine."""
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "download", "-v", "--no-deps", "--no-build-isolation",
             "--no-binary", ":all:", PYWHISPERCPP, "-d", tmp],
            capture_output=True, text=True, timeout=600,
        )
    found = re.findall(r"(\S+/pywhispercpp-1\.5\.1\.tar\.gz)", proc.stdout + proc.stderr)
    urls = [u.split("#")[0] for u in found if u.startswith(("http://", "https://", "file:"))]
    if not urls:
        raise SystemExit(f"pip could not locate {PYWHISPERCPP}:\n{proc.stderr[-2000:]}")
    return urls[0]


def fetch_jfk(target: Path) -> None:
    url = sdist_url()
    context = ssl.create_default_context(cafile=os.environ.get("PIP_CERT") or None)
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "sdist.tar.gz"
        with urllib.request.urlopen(url, timeout=300, context=context) as response, archive.open("wb") as out:
            shutil.copyfileobj(response, out)
        digest = hashlib.sha256(archive.read_bytes()).hexdigest()
        if digest != PYWHISPERCPP_SHA256:
            raise SystemExit(f"{url}: SHA-256 {digest} does not match the pinned {PYWHISPERCPP_SHA256}")
        with tarfile.open(archive) as tar:
            member = tar.extractfile(JFK_MEMBER)
            if member is None:
                raise SystemExit(f"{JFK_MEMBER} is not in {url}")
            (target / "jfk.wav").write_bytes(member.read())
    (target / "jfk.txt").write_text(
        "And so my fellow Americans, ask not what your country can do for you, "
        "ask what you can do for your country.\n"
    )


def main(argv: list[str]) -> int:
    target = Path(argv[1] if len(argv) > 1 else ".testdata")
    target.mkdir(parents=True, exist_ok=True)
    copy_pyannote_sample(target)
    if not (target / "jfk.wav").exists():
        fetch_jfk(target)
    print(f"test assets ready in {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
