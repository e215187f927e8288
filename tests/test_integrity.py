"""Checksums: the `.sha256` beside a download and a bundle's SHA256SUMS manifest, both in sha256sum's format and
checked here with the system's own sha256sum where it exists."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from pathlib import Path

import pytest

from core.integrity import (
    MANIFEST_NAME,
    ManifestError,
    checksum_line,
    file_sha256,
    read_manifest,
    verify_manifest,
    write_checksum_file,
    write_manifest,
)

needs_sha256sum = pytest.mark.skipif(shutil.which("sha256sum") is None, reason="no sha256sum here")


def _bundle(root: Path) -> Path:
    """A small bundle-like tree: an executable, nested libraries, a name with a space and one with non-ASCII."""
    files = {
        "whisper-subtitler": b"#!/bin/sh\necho hi\n",
        "_internal/torch/lib/libtorch.so": bytes(range(256)) * 5000,
        "_internal/models/tiny en/model.bin": b"weights" * 1000,
        "_internal/résumé.txt": "é".encode(),
        "_internal/empty": b"",
    }
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return root


def test_file_sha256_matches_hashlib_on_a_file_larger_than_one_block(tmp_path):
    data = bytes(range(256)) * 9000  # 2.2 MiB: three blocks
    path = tmp_path / "big.bin"
    path.write_bytes(data)
    assert file_sha256(path) == hashlib.sha256(data).hexdigest()


@needs_sha256sum
def test_checksum_file_is_checked_by_sha256sum(tmp_path):
    download = tmp_path / "whisper subtitler-linux-cpu-0.1.0.tar.gz"
    download.write_bytes(b"not really a tarball" * 100)
    target = write_checksum_file(download)
    assert target.name == download.name + ".sha256"
    assert target.read_text() == f"{hashlib.sha256(download.read_bytes()).hexdigest()}  {download.name}\n"
    assert not list(tmp_path.glob(".*.part"))
    ok = subprocess.run(["sha256sum", "-c", target.name], cwd=tmp_path, capture_output=True, text=True)
    assert ok.returncode == 0 and ": OK" in ok.stdout
    download.write_bytes(b"tampered")
    bad = subprocess.run(["sha256sum", "-c", target.name], cwd=tmp_path, capture_output=True, text=True)
    assert bad.returncode != 0 and "FAILED" in bad.stdout


@needs_sha256sum
def test_manifest_lists_every_file_and_sha256sum_agrees(tmp_path):
    root = _bundle(tmp_path / "bundle")
    (root / "_internal" / "__pycache__").mkdir()
    (root / "_internal" / "__pycache__" / "x.pyc").write_bytes(b"cache")
    manifest = root / "_internal" / MANIFEST_NAME
    assert write_manifest(root, manifest) == 5
    entries = read_manifest(manifest)
    assert set(entries) == {"whisper-subtitler", "_internal/torch/lib/libtorch.so",
                            "_internal/models/tiny en/model.bin", "_internal/résumé.txt", "_internal/empty"}
    assert entries["_internal/empty"] == hashlib.sha256(b"").hexdigest()
    done = subprocess.run(["sha256sum", "-c", f"_internal/{MANIFEST_NAME}"], cwd=root, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count(": OK") == 5


def test_verify_finds_missing_and_changed_files_and_ignores_new_ones(tmp_path):
    root = _bundle(tmp_path / "bundle")
    manifest = root / "_internal" / MANIFEST_NAME
    write_manifest(root, manifest)
    clean = verify_manifest(root, manifest)
    assert clean.ok and clean.checked == 5 and clean.summary() == "all 5 files match"

    (root / "_internal" / "torch" / "lib" / "libtorch.so").unlink()  # quarantined by an antivirus
    with (root / "_internal" / "models" / "tiny en" / "model.bin").open("r+b") as handle:
        handle.write(b"X")  # one flipped byte
    (root / "_internal" / "app.log").write_text("written by the user\n")
    result = verify_manifest(root, manifest)
    assert not result.ok
    assert result.missing == ("_internal/torch/lib/libtorch.so",)
    assert result.changed == ("_internal/models/tiny en/model.bin",)
    assert result.summary().startswith("1 missing: _internal/torch/lib/libtorch.so; "
                                       "1 changed: _internal/models/tiny en/model.bin (of 5 files)")


def test_summary_shortens_long_lists(tmp_path):
    root = tmp_path / "b"
    root.mkdir()
    for i in range(8):
        (root / f"f{i}").write_text(str(i))
    manifest = tmp_path / MANIFEST_NAME
    write_manifest(root, manifest)
    for i in range(8):
        (root / f"f{i}").unlink()
    assert verify_manifest(root, manifest).summary(limit=3).startswith("8 missing: f0, f1, f2 and 5 more")


@pytest.mark.parametrize("line", [
    "abc  file",  # digest too short
    "g" * 64 + "  file",  # not hex
    "0" * 64 + " file",  # one space: not the format
    "0" * 64 + "  ../outside",
    "0" * 64 + "  /etc/passwd",
])
def test_broken_manifest_lines_are_rejected(tmp_path, line):
    manifest = tmp_path / MANIFEST_NAME
    manifest.write_text(line + "\n")
    with pytest.raises(ManifestError, match=f"{MANIFEST_NAME}:1"):
        read_manifest(manifest)


def test_binary_marker_is_read_and_unwritable_names_are_refused(tmp_path):
    manifest = tmp_path / MANIFEST_NAME
    manifest.write_text("0" * 64 + "  *lib.so\n\n")
    assert read_manifest(manifest) == {"lib.so": "0" * 64}
    with pytest.raises(ManifestError, match="newline or backslash"):
        checksum_line("0" * 64, "a\nb")
