"""Faults of the machine at the output folder: a full disk, a read-only mount, a folder we may not write to, and a
disk that fills while the files are written. Each fails its own job with one sentence naming the folder and the
cause, the other files of the call finish, nothing partial is left, and a transcript already made is kept so the
next run only writes.

The first three are real: the CLI runs in a private mount namespace (`unshare -m`) with the input's folder on a tiny
tmpfs, a read-only bind mount, or marked immutable (`chattr +i`, which stops root as well). Where namespaces are not
allowed those tests are skipped. The fourth fills the disk at the writer's boundary (the file write raises ENOSPC),
since a disk cannot be made to fill at the right moment.
"""

from __future__ import annotations

import errno
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import core.writers.atomic as atomic
from core import kept_transcripts
from core.errors import DestinationError
from core.events import Log
from core.jobs import JobSpec
from core.pipeline import run_job
from core.writers.destination import check_destination, estimate_output_bytes

ROOT = Path(__file__).resolve().parent.parent


def _namespaces_allowed() -> bool:
    probe = subprocess.run(["unshare", "-m", "sh", "-c", "mount -t tmpfs tmpfs /mnt && umount /mnt"],
                           capture_output=True) if shutil.which("unshare") else None
    return probe is not None and probe.returncode == 0


needs_namespaces = pytest.mark.skipif(not _namespaces_allowed(), reason="mount namespaces are not allowed here")


def cli_in_namespace(setup: str, folder: Path, inputs: list[Path], model: Path, cache: Path) -> tuple[int, str, str]:
    """Run `transcribe` (outputs beside each input) after `setup` in a private mount namespace; returns the exit
    code, stderr, and what the faulty folder held afterwards (seen from inside, where the mount exists)."""
    cli = [sys.executable, "-m", "core.cli", "transcribe", "--quiet", "--offline", "--model", str(model),
           "--engine", "faster-whisper", "--cache-dir", str(cache), *map(str, inputs)]
    script = f"{setup}\n{shlex.join(cli)}\necho rc=$? >&2\nls -A {shlex.quote(str(folder))} >&2"
    proc = subprocess.run(["unshare", "-m", "sh", "-c", script], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={"PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "COLUMNS": "300",
                                            "HOME": str(cache)})
    lines = proc.stderr.splitlines()
    marker = next(i for i, line in enumerate(lines) if line.startswith("rc="))
    return int(lines[marker][3:]), "\n".join(lines[:marker]), "\n".join(lines[marker + 1:])


@pytest.fixture
def two_inputs(tmp_path: Path, jfk_wav: Path) -> tuple[Path, Path]:
    """The faulty folder (made faulty in the namespace) and a healthy input elsewhere."""
    faulty, healthy = tmp_path / "faulty", tmp_path / "healthy"
    faulty.mkdir()
    healthy.mkdir()
    shutil.copy(jfk_wav, healthy / "healthy.wav")
    return faulty, healthy / "healthy.wav"


def _check_fault(code: int, stderr: str, left: str, faulty: Path, healthy: Path, cause: str) -> None:
    flat = " ".join(stderr.split())
    assert code == 1, stderr
    assert f"cannot write the outputs to {faulty}: {cause}" in flat, stderr
    assert "Traceback" not in stderr
    assert left.split() == ["jfk.wav"]  # the input alone: no output, no temp file
    assert healthy.with_suffix(".srt").is_file()  # the other file of the call finished


@needs_namespaces
def test_a_full_disk_fails_its_job_before_the_work(two_inputs, jfk_wav: Path, ct2_tiny_en: Path,
                                                   tmp_path: Path) -> None:
    faulty, healthy = two_inputs
    size_kb = jfk_wav.stat().st_size // 1024 + 8  # the input, and less than the outputs and their temp files need
    setup = (f"mount -t tmpfs -o size={size_kb}k tmpfs {faulty} && cp {jfk_wav} {faulty}/jfk.wav")
    code, stderr, left = cli_in_namespace(setup, faulty, [faulty / "jfk.wav", healthy], ct2_tiny_en, tmp_path)
    _check_fault(code, stderr, left, faulty, healthy, "the disk is full (")
    assert "free some space or choose another folder with -o" in " ".join(stderr.split())


@needs_namespaces
def test_a_read_only_folder_fails_its_job(two_inputs, jfk_wav: Path, ct2_tiny_en: Path, tmp_path: Path) -> None:
    faulty, healthy = two_inputs
    shutil.copy(jfk_wav, faulty / "jfk.wav")
    setup = f"mount --bind {faulty} {faulty} && mount -o remount,bind,ro {faulty}"
    code, stderr, left = cli_in_namespace(setup, faulty, [faulty / "jfk.wav", healthy], ct2_tiny_en, tmp_path)
    _check_fault(code, stderr, left, faulty, healthy, "it is on a read-only file system")
    assert "free some space" not in " ".join(stderr.split())  # the advice fits the cause


@needs_namespaces
def test_a_folder_we_may_not_write_fails_its_job(two_inputs, jfk_wav: Path, ct2_tiny_en: Path,
                                                 tmp_path: Path) -> None:
    if not shutil.which("chattr"):
        pytest.skip("no chattr here")
    faulty, healthy = two_inputs
    # immutable on a private tmpfs: even root may not add a file, and nothing outlives the namespace
    setup = f"mount -t tmpfs tmpfs {faulty} && cp {jfk_wav} {faulty}/jfk.wav && chattr +i {faulty}"
    code, stderr, left = cli_in_namespace(setup, faulty, [faulty / "jfk.wav", healthy], ct2_tiny_en, tmp_path)
    _check_fault(code, stderr, left, faulty, healthy, "permission denied")


@needs_namespaces
def test_a_short_file_is_written_to_a_folder_with_40_kb_free(jfk_wav: Path, ct2_tiny_en: Path,
                                                             tmp_path: Path) -> None:
    """The allowance is the outputs' size in whole blocks, not a fixed megabyte: 3 s of speech needs a few kB."""
    from tests.media_factory import _ffmpeg

    folder = tmp_path / "small"
    folder.mkdir()
    short = tmp_path / "short.wav"
    _ffmpeg("-i", str(jfk_wav), "-t", "3", str(short))
    size_kb = -(-short.stat().st_size // 4096) * 4 + 40
    setup = f"mount -t tmpfs -o size={size_kb}k tmpfs {folder} && cp {short} {folder}/short.wav"
    code, stderr, left = cli_in_namespace(setup, folder, [folder / "short.wav"], ct2_tiny_en, tmp_path)
    assert code == 0, stderr
    assert left.split() == ["short.srt", "short.wav"]


def test_a_missing_folder_is_checked_where_it_would_be_created(tmp_path: Path) -> None:
    check_destination(tmp_path / "new" / "deeper")  # creatable: no error, and nothing made yet
    assert not (tmp_path / "new").exists()
    (tmp_path / "file").write_text("x")
    with pytest.raises(DestinationError, match=r"cannot write the outputs to .*/file/sub: .*/file is a file"):
        check_destination(tmp_path / "file" / "sub")


def test_the_estimate_grows_with_the_audio_and_the_formats() -> None:
    hour = estimate_output_bytes(3600, ["srt"])
    assert estimate_output_bytes(7200, ["srt"]) > hour
    assert estimate_output_bytes(3600, ["srt", "json"]) > hour
    assert estimate_output_bytes(3 * 3600, ["srt", "vtt", "ass", "txt", "json"]) < 20_000_000


def test_a_disk_that_fills_while_writing_keeps_the_transcript_and_the_next_run_only_writes(
        jfk_wav: Path, ct2_tiny_en: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out"
    spec = JobSpec(input=str(jfk_wav), output_dir=str(out), formats=("srt", "json"), engine="faster-whisper",
                   model=str(ct2_tiny_en), offline=True, cache_dir=str(tmp_path / "cache"))
    written = {"calls": 0}
    real_write = atomic._write_new

    def disk_fills_on_the_second_file(path: Path, data: bytes) -> None:
        written["calls"] += 1
        if written["calls"] == 2:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real_write(path, data)

    monkeypatch.setattr(atomic, "_write_new", disk_fills_on_the_second_file)
    with pytest.raises(DestinationError) as failed:
        run_job(spec)
    assert str(failed.value) == (f"{out}: could not write the outputs to {out}: the disk is full; the transcript is "
                                 "kept, so Retry writes them without transcribing again")
    assert failed.value.kind == "destination"
    assert list(out.iterdir()) == []  # the first file was not left behind, nor any temp file
    assert kept_transcripts.find(spec) is not None

    monkeypatch.setattr(atomic, "_write_new", real_write)
    monkeypatch.setattr("core.pipeline.transcribe_audio", lambda *a, **k: pytest.fail("transcribed again"))
    events: list[object] = []
    result = run_job(spec, events.append)
    assert sorted(Path(p).name for p in result.outputs) == ["jfk.json", "jfk.srt"]
    assert any(isinstance(e, Log) and "transcript kept after the last attempt" in e.message for e in events)
    assert kept_transcripts.find(spec) is None  # gone once the outputs are written

    monkeypatch.undo()
    fresh = tmp_path / "fresh"
    run_job(JobSpec(input=str(jfk_wav), output_dir=str(fresh), formats=("srt",), engine="faster-whisper",
                    model=str(ct2_tiny_en), offline=True, cache_dir=str(tmp_path / "cache")))
    assert (out / "jfk.srt").read_bytes() == (fresh / "jfk.srt").read_bytes()


def test_a_kept_transcript_is_not_used_for_another_setting_or_a_changed_input(
        jfk_wav: Path, tmp_path: Path) -> None:
    from core.types import Transcript

    media = tmp_path / "a.wav"
    shutil.copy(jfk_wav, media)
    spec = JobSpec(input=str(media), model="tiny.en", cache_dir=str(tmp_path / "cache"))
    transcript = Transcript(language="en", duration=11.0, segments=())
    assert kept_transcripts.keep(spec, transcript) is not None
    assert kept_transcripts.find(spec) == transcript
    assert kept_transcripts.find(JobSpec(input=str(media), model="base", cache_dir=spec.cache_dir)) is None
    assert kept_transcripts.find(JobSpec(input=str(media), model="tiny.en", cache_dir=spec.cache_dir,
                                         formats=("vtt",), output_dir=str(tmp_path))) == transcript
    media.write_bytes(media.read_bytes() + b"\0\0")
    assert kept_transcripts.find(spec) is None
