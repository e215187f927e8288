"""Put the real speech the tests use into one folder, from PyPI packages only (no other network).

- pyannote.audio's wheel (already installed): sample.wav, sample.rttm, sample.stm.
- pywhispercpp's sdist: jfk.wav. Building that sdist hangs, so pip only tells us where the archive is (its own
  index configuration); we fetch that one file, check its pinned SHA-256 and take jfk.wav out of it.
- pyannote.audio's sdist (the wheel lacks its tests): fourteen 30 s excerpts of AMI meetings (real people, 27
  speakers, close-talk mix, overlapping speech; AMI is CC BY 4.0) with reference turns, fetched the same way, into
  `ami/` as an evaluation set in the diarization set's layout (docs/EVALUATION.md, "Real meetings").
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
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
PYANNOTE_SDIST = "pyannote.audio==4.0.7"
PYANNOTE_SDIST_SHA256 = "3a903dfb5ca711d134cc2522561c9158b186836f5d62e8a57c46c6648e8a8229"
PYANNOTE_TEST_DATA = "pyannote_audio-4.0.7/tests/data/"


def copy_pyannote_sample(target: Path) -> None:
    spec = importlib.util.find_spec("pyannote.audio")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("pyannote.audio is not installed; run `make venv` first")
    sample_dir = Path(list(spec.submodule_search_locations)[0]) / "sample"
    for name in ("sample.wav", "sample.rttm", "sample.stm"):
        shutil.copy2(sample_dir / name, target / name)


def sdist_url(requirement: str, archive_name: str) -> str:
    """Ask pip (with the machine's own index settings) where the sdist lives; it refuses to build it, which is fine."""
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "download", "-vv", "--no-deps", "--no-build-isolation",
             "--no-binary", ":all:", requirement, "-d", tmp],
            capture_output=True, text=True, timeout=600,
        )
    found = re.findall(r"(\S+/" + re.escape(archive_name) + ")", proc.stdout + proc.stderr)
    urls = [u.split("#")[0] for u in found if u.startswith(("http://", "https://", "file:"))]
    if not urls:
        raise SystemExit(f"pip could not locate {requirement}:\n{proc.stderr[-2000:]}")
    return urls[0]


def fetch_sdist(requirement: str, archive_name: str, sha256: str, folder: Path) -> Path:
    """The sdist's archive in `folder`, its SHA-256 checked against the pinned one."""
    url = sdist_url(requirement, archive_name)
    context = ssl.create_default_context(cafile=os.environ.get("PIP_CERT") or None)
    archive = folder / archive_name
    with urllib.request.urlopen(url, timeout=300, context=context) as response, archive.open("wb") as out:
        shutil.copyfileobj(response, out)
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    if digest != sha256:
        raise SystemExit(f"{url}: SHA-256 {digest} does not match the pinned {sha256}")
    return archive


def fetch_jfk(target: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        archive = fetch_sdist(PYWHISPERCPP, "pywhispercpp-1.5.1.tar.gz", PYWHISPERCPP_SHA256, Path(tmp))
        with tarfile.open(archive) as tar:
            member = tar.extractfile(JFK_MEMBER)
            if member is None:
                raise SystemExit(f"{JFK_MEMBER} is not in {archive.name}")
            (target / "jfk.wav").write_bytes(member.read())
    (target / "jfk.txt").write_text(
        "And so my fellow Americans, ask not what your country can do for you, "
        "ask what you can do for your country.\n"
    )


def fetch_ami(target: Path) -> None:
    """pyannote.audio's test excerpts of AMI meetings as `target`: <uri>.wav and <uri>.rttm per excerpt (its three
    RTTMs split by file; one file is named trñ00.wav in the archive and trn00 in the RTTM, so the RTTM's name wins)
    and a manifest.json in the diarization set's format, every file in the "report" split: nothing is tuned on real
    meetings, they are only reported. Written beside `target` and renamed into place, so it is whole or absent."""
    import unicodedata

    building = target.with_name(target.name + ".building")
    shutil.rmtree(building, ignore_errors=True)
    building.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        archive = fetch_sdist(PYANNOTE_SDIST, "pyannote_audio-4.0.7.tar.gz", PYANNOTE_SDIST_SHA256, Path(tmp))
        turns: dict[str, list[str]] = {}
        scored: dict[str, tuple[float, float]] = {}
        audio: dict[str, bytes] = {}
        with tarfile.open(archive) as tar:
            for member in tar.getmembers():
                name = member.name.removeprefix(PYANNOTE_TEST_DATA)
                if name == member.name or "/" in name or not member.isfile():
                    continue
                data = tar.extractfile(member)
                if data is None:
                    continue
                if name.endswith(".rttm"):
                    for line in data.read().decode().splitlines():
                        if line.startswith("SPEAKER "):
                            turns.setdefault(line.split()[1], []).append(line)
                elif name.endswith(".uem"):  # "uri channel start end": the scored stretch, the whole excerpt
                    for line in data.read().decode().splitlines():
                        uri, _channel, start, end = line.split()
                        scored[uri] = (float(start), float(end))
                elif name.endswith(".wav") and name != "empty.wav":
                    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
                    audio[ascii_name.removesuffix(".wav")] = data.read()
    if not set(audio) == set(turns) == set(scored):
        raise SystemExit(f"AMI excerpts and references differ: {sorted(set(audio) ^ set(turns) ^ set(scored))}")
    files = []
    for uri in sorted(turns):
        (building / f"{uri}.wav").write_bytes(audio[uri])
        (building / f"{uri}.rttm").write_text("\n".join(turns[uri]) + "\n")
        speakers = sorted({line.split()[7] for line in turns[uri]})
        files.append({"name": uri, "split": "report", "path": f"{uri}.wav", "rttm": f"{uri}.rttm",
                      "duration": scored[uri][1] - scored[uri][0], "uem": list(scored[uri]), "speakers": speakers,
                      "num_speakers": len(speakers)})
    (building / "manifest.json").write_text(json.dumps(
        {"source": f"{PYANNOTE_SDIST} sdist, {PYANNOTE_TEST_DATA} (AMI Meeting Corpus excerpts, CC BY 4.0)",
         "files": files}, indent=1, ensure_ascii=False))
    shutil.rmtree(target, ignore_errors=True)
    building.rename(target)


def main(argv: list[str]) -> int:
    target = Path(argv[1] if len(argv) > 1 else ".testdata")
    target.mkdir(parents=True, exist_ok=True)
    copy_pyannote_sample(target)
    if not (target / "jfk.wav").exists():
        fetch_jfk(target)
    if not (target / "ami" / "manifest.json").exists():
        fetch_ami(target / "ami")
    print(f"test assets ready in {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
