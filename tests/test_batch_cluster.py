"""`whisper-subtitler batch` on a real local Ray cluster (a head node on 127.0.0.1 started here), offline models.

One batch of 8 files (wav, mp3, flac, two videos, a silent file, a truncated video) runs with diarization while
the test kills a busy transcription actor's process; its outputs must be byte-identical to `transcribe`'s (JSON
timings aside), each once, with no partial file anywhere. Re-runs then skip everything (the broken file still
reported as failed, exit 1), and touching one input redoes only that one. The same job also runs from and to a
local S3-compatible server (moto) through the filesystem layer.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from core.cli import main
from tests import media_factory

ROOT = Path(__file__).resolve().parent.parent
FORMATS = "srt,vtt,ass,txt,tsv,json,rttm"
GOOD = ("speech.wav", "dialogue.mp4", "kennedy.mp3", "nested/film.mkv", "nested/deeper/clip.flac",
        "nested/voices.ogg", "quiet.wav")
BAD = "broken.mp4"
STATE = ".whisper-subtitler"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _descendants(pid: int) -> list[psutil.Process]:
    try:
        return psutil.Process(pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []


@pytest.fixture(scope="module")
def ray_head(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, subprocess.Popen]]:
    """A Ray head node on 127.0.0.1, small: 4 logical CPUs (2 transcription actors, 1 diarization actor, 1 task
    slot), a 100 MB object store. Stopped by ending the processes it started, by pid."""
    port = _free_port()
    temp = Path(f"/tmp/ws-ray-{os.getpid()}")
    # Ray's token authentication, on as it is by default: the head and every driver of this module share a token.
    os.environ.update(RAY_AUTH_MODE="token", RAY_AUTH_TOKEN=secrets.token_hex(16))
    ray = Path(sys.executable).parent / "ray"
    head = subprocess.Popen(
        [str(ray), "start", "--head", "--block", f"--port={port}", "--node-ip-address=127.0.0.1",
         "--num-cpus=4", "--num-gpus=0", "--object-store-memory=100000000", "--include-dashboard=false",
         "--disable-usage-stats", f"--temp-dir={temp}"],
        cwd=tmp_path_factory.mktemp("ray-head"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    deadline = time.monotonic() + 90
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if head.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"the Ray head did not start (exit {head.poll()})")
            time.sleep(0.5)
    try:
        yield f"127.0.0.1:{port}", head
    finally:
        started = [psutil.Process(head.pid), *_descendants(head.pid)]
        for proc in started:
            try:
                proc.terminate()
            except psutil.NoSuchProcess:
                pass
        _gone, alive = psutil.wait_procs(started, timeout=5)
        for proc in alive:
            try:
                proc.kill()
            except psutil.NoSuchProcess:
                pass
        head.wait(timeout=10)
        shutil.rmtree(temp, ignore_errors=True)


@pytest.fixture(scope="module")
def media(tmp_path_factory: pytest.TempPathFactory, jfk_wav: Path, sample_wav: Path) -> Path:
    src = tmp_path_factory.mktemp("archive")
    (src / "nested" / "deeper").mkdir(parents=True)
    (src / "speech.wav").write_bytes(sample_wav.read_bytes())
    media_factory.convert(sample_wav, src / "dialogue.mp4")
    media_factory.convert(jfk_wav, src / "kennedy.mp3")
    media_factory.convert(jfk_wav, src / "nested" / "film.mkv")
    media_factory.convert(jfk_wav, src / "nested" / "deeper" / "clip.flac")
    media_factory.convert(jfk_wav, src / "nested" / "voices.ogg")
    media_factory.silence(src / "quiet.wav", seconds=3.0)
    media_factory.truncated(media_factory.convert(jfk_wav, tmp_path_factory.mktemp("whole") / "whole.mp4"),
                            src / BAD)
    return src


def _job_options(ct2_tiny_en: Path, diarization_dir: Path) -> list[str]:
    return ["--offline", "--model", str(ct2_tiny_en), "--engine", "faster-whisper", "--format", FORMATS,
            "--diarize", "--diarization-model", str(diarization_dir)]


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory, media: Path, ct2_tiny_en: Path,
              diarization_dir: Path) -> Path:
    """What `transcribe` writes for each file (flat: the stems differ)."""
    out = tmp_path_factory.mktemp("reference")
    files = [media / name for name in (*GOOD, BAD)]
    assert main(["transcribe", "--quiet", *map(str, files), "-o", str(out),
                 *_job_options(ct2_tiny_en, diarization_dir)]) == 1  # the broken file fails alone
    return out


def _batch(args: list[str], env: dict[str, str] | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "core.cli", "batch", "--quiet", *args], cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def _finish(proc: subprocess.Popen, timeout: float = 400) -> tuple[int, str]:
    out, _ = proc.communicate(timeout=timeout)
    return proc.returncode, out


def _same_json(a: bytes, b: bytes) -> bool:
    one, two = json.loads(a), json.loads(b)
    one.pop("timings"), two.pop("timings")
    return one == two


def assert_identical(outputs: dict[str, bytes], reference: Path) -> None:
    """`outputs`: key.ext -> bytes from the batch; each must equal `transcribe`'s file of that stem."""
    expected = {f"{Path(name).with_suffix('')}.{fmt}" for name in GOOD for fmt in FORMATS.split(",")}
    assert set(outputs) == expected
    for name, data in outputs.items():
        want = (reference / Path(name).name).read_bytes()
        if name.endswith(".json"):
            assert _same_json(data, want), name
        else:
            assert data == want, name


def _files_under(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*")
            if p.is_file() and STATE not in p.relative_to(folder).parts}


def _manifest(state: Path) -> list[dict]:
    return [json.loads(line) for line in (state / "manifest.jsonl").read_text().splitlines()]


def _kill_busy_transcriber(head: subprocess.Popen, run: subprocess.Popen, timeout: float = 300) -> int:
    """SIGKILL the process of a transcription actor while it runs a file (its title then ends in `.submit`)."""
    deadline = time.monotonic() + timeout
    while run.poll() is None and time.monotonic() < deadline:
        for proc in _descendants(head.pid):
            try:
                title = " ".join(proc.cmdline())
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                continue
            if "TranscribeStage" in title and title.rstrip().endswith(".submit"):
                proc.kill()
                return proc.pid
        time.sleep(0.05)
    pytest.fail("no busy transcription actor was seen")


@pytest.fixture(scope="module")
def killed_run(ray_head: tuple[str, subprocess.Popen], media: Path, reference: Path, ct2_tiny_en: Path,
               diarization_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, str, int]:
    address, head = ray_head
    dest = tmp_path_factory.mktemp("dest")
    run = _batch([str(media), "-o", str(dest), "--ray-address", address, "--actors", "2", "--cpus-per-actor", "1",
                  "--diarize-actors", "1", *_job_options(ct2_tiny_en, diarization_dir)])
    killed = _kill_busy_transcriber(head, run)
    code, output = _finish(run)
    return dest, code, output, killed


def test_killed_worker_run_finishes_with_outputs_identical_to_transcribe(killed_run, reference: Path) -> None:
    dest, code, output, killed = killed_run
    assert not psutil.pid_exists(killed) or psutil.Process(killed).status() == psutil.STATUS_ZOMBIE
    assert code == 1, output  # the broken file failed; everything else is done
    assert "7 done" in output and "1 failed" in output, output
    assert_identical(_files_under(dest), reference)


def test_no_partial_file_anywhere_after_the_kill(killed_run) -> None:
    dest, *_ = killed_run
    every = [p for p in dest.rglob("*") if p.is_file()]
    assert not [p for p in every if p.name.startswith(".ws-") or p.suffix in (".part", ".bak")]
    assert not (dest / STATE / "staging").exists()
    assert not list((dest / STATE / "manifest.d").iterdir())  # folded into manifest.jsonl


def test_manifest_has_every_input_once_and_the_bad_file_with_its_error(killed_run, media: Path) -> None:
    dest, *_ = killed_run
    entries = _manifest(dest / STATE)
    assert sorted(e["input"] for e in entries) == sorted(str(media / n) for n in (*GOOD, BAD))
    bad = next(e for e in entries if e["input"].endswith(BAD))
    assert (bad["status"], bad["error_kind"]) == ("failed", "media-corrupt")
    assert "damaged or truncated media" in bad["error"]
    for e in entries:
        if e is not bad:
            assert e["status"] == "done" and e["checksum"].startswith("sha256:") and len(e["outputs"]) == 7
            assert {"decode", "transcribe", "diarize", "write"} <= set(e["timings"])
    quiet = next(e for e in entries if e["input"].endswith("quiet.wav"))
    assert quiet["audio_seconds"] == pytest.approx(3.0, abs=0.05)


def test_rerun_skips_everything_and_a_touched_input_alone_is_redone(killed_run, ray_head, media: Path,
                                                                   reference: Path, ct2_tiny_en: Path,
                                                                   diarization_dir: Path) -> None:
    dest, *_ = killed_run
    address, _head = ray_head
    args = [str(media), "-o", str(dest), "--ray-address", address, "--actors", "1", "--cpus-per-actor", "1",
            "--diarize-actors", "1", *_job_options(ct2_tiny_en, diarization_dir)]
    code, output = _finish(_batch(args))
    earlier = "1 failed (1 in an earlier run, not retried: --retry-failed redoes them)"
    assert code == 1 and "0 done, 7 skipped (done before), " + earlier in " ".join(output.split()), output
    before = {p: p.stat().st_mtime_ns for p in dest.rglob("*") if p.is_file() and STATE not in p.parts}

    touched = media / "nested" / "film.mkv"
    os.utime(touched, ns=(time.time_ns(), time.time_ns()))
    code, output = _finish(_batch(args))
    assert code == 1 and "1 done, 6 skipped (done before), " + earlier in " ".join(output.split()), output
    changed = sorted(p.relative_to(dest).as_posix() for p in before if p.stat().st_mtime_ns != before[p])
    assert changed == [f"nested/film.{fmt}" for fmt in sorted(FORMATS.split(","))]
    assert_identical(_files_under(dest), reference)
    entry = next(e for e in _manifest(dest / STATE) if e["input"] == str(touched))
    assert entry["status"] == "done" and "mtime_ns" in entry["fingerprint"]


# --- object store --------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def s3_server() -> Iterator[dict[str, str]]:
    """moto's S3-compatible server on 127.0.0.1, with the environment that points boto/s3fs at it."""
    import logging

    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    env = {"AWS_ENDPOINT_URL": f"http://{host}:{port}", "AWS_ACCESS_KEY_ID": "testing",
           "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "us-east-1"}
    try:
        yield env
    finally:
        server.stop()


def test_object_store_run_reads_and_writes_through_the_filesystem_layer(
        s3_server: dict[str, str], ray_head, media: Path, reference: Path, ct2_tiny_en: Path,
        diarization_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import boto3

    for name, value in s3_server.items():
        monkeypatch.setenv(name, value)
    s3 = boto3.client("s3")
    s3.create_bucket(Bucket="archive")
    s3.create_bucket(Bucket="subtitles")
    chosen = ("kennedy.mp3", "nested/film.mkv", BAD)
    for name in chosen:
        s3.upload_file(str(media / name), "archive", f"radio/{name}")
    address, _head = ray_head
    args = ["s3://archive/radio/", "-o", "s3://subtitles/out", "--ray-address", address, "--actors", "1",
            "--cpus-per-actor", "1", "--diarize-actors", "1", *_job_options(ct2_tiny_en, diarization_dir),
            *(f"--worker-env={name}" for name in s3_server)]
    code, output = _finish(_batch(args, env=s3_server))
    assert code == 1 and "2 done" in output and "1 failed" in output, output

    listed = s3.list_objects_v2(Bucket="subtitles", Prefix="out/")["Contents"]
    outputs = {o["Key"][len("out/"):]: s3.get_object(Bucket="subtitles", Key=o["Key"])["Body"].read()
               for o in listed if not o["Key"].startswith(f"out/{STATE}/")}
    expected = {f"{Path(n).with_suffix('')}.{fmt}" for n in chosen[:2] for fmt in FORMATS.split(",")}
    assert set(outputs) == expected
    for name, data in outputs.items():
        want = (reference / Path(name).name).read_bytes()
        assert _same_json(data, want) if name.endswith(".json") else data == want, name
    manifest = s3.get_object(Bucket="subtitles", Key=f"out/{STATE}/manifest.jsonl")["Body"].read().decode()
    entries = {json.loads(line)["input"]: json.loads(line) for line in manifest.splitlines()}
    assert entries["s3://archive/radio/broken.mp4"]["error_kind"] == "media-corrupt"
    assert entries["s3://archive/radio/kennedy.mp3"]["outputs"][0].startswith("s3://subtitles/out/")

    code, output = _finish(_batch(args, env=s3_server))
    assert code == 1 and "0 done, 2 skipped (done before), 1 failed" in output, output  # the broken file
