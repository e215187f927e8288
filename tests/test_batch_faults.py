"""`batch` against faults of its own: a destination that cannot take files (checked before any work), a file name
that is not UTF-8, and the driver killed with SIGKILL at a random point (every file done exactly once, the local
Ray it started gone with it, outputs byte-identical to `transcribe`).

Real parts throughout: the CLI in a child process, a read-only bind mount and a full tmpfs in a private mount
namespace (`unshare -m`, as tests/test_destination_faults.py does), moto's S3 server, local Ray, offline tiny.en.
"""

from __future__ import annotations

import json
import os
import random
import shlex
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from core.cli import main
from core.writers.atomic import TEMP_PREFIX
from tests.test_destination_faults import needs_namespaces

ROOT = Path(__file__).resolve().parent.parent
STATE = ".whisper-subtitler"
FORMATS = ("srt", "vtt", "txt", "tsv", "json")
ODD = b"b_\xff"  # not UTF-8


def _cli(args: list[str]) -> list[str]:
    return [sys.executable, "-m", "core.cli", "batch", "--quiet", *args]


def _env(extra: dict[str, str] | None = None) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "300", **(extra or {})}


def _job(model: Path) -> list[str]:
    return ["--offline", "--model", str(model), "--engine", "faster-whisper", "--format", ",".join(FORMATS)]


@pytest.fixture
def one_input(tmp_path: Path, jfk_wav: Path) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy(jfk_wav, src / "a.wav")
    return src


def _in_namespace(setup: str, args: list[str]) -> subprocess.CompletedProcess[str]:
    script = f"{setup}\n{shlex.join(_cli(args))}"
    return subprocess.run(["unshare", "-m", "sh", "-c", script], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=_env())


def _refused_before_work(done: subprocess.CompletedProcess[str], sentence: str) -> None:
    flat = " ".join((done.stdout + done.stderr).split())
    assert done.returncode == 2, flat
    assert sentence in flat, flat
    assert "Traceback" not in flat and "Ray instance" not in flat, flat  # no traceback, Ray never started
    assert "Retry" not in flat and "staging" not in flat, flat


@needs_namespaces
def test_a_read_only_destination_is_refused_before_any_work(one_input: Path, tmp_path: Path,
                                                           ct2_tiny_en: Path) -> None:
    dest = tmp_path / "dest"
    dest.mkdir()
    q = shlex.quote(str(dest))
    done = _in_namespace(f"mount --bind {q} {q} && mount -o remount,ro,bind {q}",
                         [str(one_input), "-o", str(dest), *_job(ct2_tiny_en)])
    _refused_before_work(done, f"cannot write the outputs to {dest}: it is on a read-only file system")


@needs_namespaces
def test_a_full_destination_is_refused_before_any_work(one_input: Path, tmp_path: Path,
                                                      ct2_tiny_en: Path) -> None:
    dest = tmp_path / "dest"
    dest.mkdir()
    q = shlex.quote(str(dest))
    done = _in_namespace(f"mount -t tmpfs -o size=256k tmpfs {q} && (cat /dev/zero > {q}/filler 2>/dev/null; true)",
                         [str(one_input), "-o", str(dest), *_job(ct2_tiny_en)])
    _refused_before_work(done, f"cannot write the outputs to {dest}: the disk is full")


WRITE_STAGE = """
import sys
from core.batch import stages
from core.batch.command import template_spec
from core.batch.inputs import list_inputs
from core.batch.work import FileWork, from_row, to_row
from core.cli import build_parser, job_fields

src, dest, model = sys.argv[1:4]
args = build_parser().parse_args(["batch", src, "-o", dest, "--offline", "--model", model, "--engine",
                                  "faster-whisper"])
spec_json = template_spec(job_fields(args)).to_json()
row = stages.decode_row(to_row(FileWork(list_inputs([src]).inputs[0])))
row = stages.TranscribeStage(spec_json, 1, False)(row)
work, _ = from_row(stages.write_row(row, spec_json, dest, dest + "/.whisper-subtitler/staging/run"))
print("ERROR:", work.error_kind, work.error)
"""


@needs_namespaces
def test_a_write_stage_that_cannot_write_names_dest_and_promises_no_retry(one_input: Path, tmp_path: Path,
                                                                        ct2_tiny_en: Path) -> None:
    """The destination goes read-only after the check (the real stages, DEST remounted read-only): the file fails
    with DEST's name and what a rerun does, not the staging folder and a Retry from a kept transcript."""
    dest = tmp_path / "dest"
    dest.mkdir()
    q = shlex.quote(str(dest))
    script = (f"mount --bind {q} {q} && mount -o remount,ro,bind {q} && "
              f"{shlex.join([sys.executable, '-c', WRITE_STAGE, str(one_input), str(dest), str(ct2_tiny_en)])}")
    done = subprocess.run(["unshare", "-m", "sh", "-c", script], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=_env())
    line = next((x for x in done.stdout.splitlines() if x.startswith("ERROR:")), done.stderr[-2000:])
    assert line == (f"ERROR: destination could not write the outputs to {dest}: it is on a read-only file system; "
                    "running the batch again redoes this file"), line


@pytest.fixture
def s3_env() -> Iterator[dict[str, str]]:
    import logging

    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    try:
        yield {"AWS_ENDPOINT_URL": f"http://{host}:{port}", "AWS_ACCESS_KEY_ID": "testing",
               "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "us-east-1"}
    finally:
        server.stop()


def test_a_bucket_that_does_not_exist_is_refused_before_any_work(one_input: Path, s3_env: dict[str, str],
                                                                ct2_tiny_en: Path) -> None:
    done = subprocess.run(_cli([str(one_input), "-o", "s3://nosuchbucket/out", *_job(ct2_tiny_en)]), cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env=_env(s3_env))
    _refused_before_work(done, "cannot write the outputs to s3://nosuchbucket/out: the bucket does not exist")


# --- the driver killed at a random point --------------------------------------------------------------------------
FILES = ("c1.wav", "c2.wav", "c3.wav", "c4.wav", os.fsdecode(ODD + b".wav"))


def _markers(dest: Path) -> dict[str, dict]:
    """input -> its entry, from the per-file markers a run has written so far."""
    found: dict[str, dict] = {}
    parts = dest / STATE / "manifest.d"
    for part in sorted(parts.glob("*.jsonl")) if parts.is_dir() else []:
        for line in part.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            assert entry["input"] not in found, f"{entry['input']} recorded twice"
            found[entry["input"]] = entry
    return found


def _complete(src: Path, dest: Path) -> set[str]:
    return {str(src / name) for name in FILES
            if all((dest / f"{Path(name).stem}.{fmt}").is_file() for fmt in FORMATS)}


def _same_as_reference(data: bytes, want: bytes, json_file: bool) -> bool:
    if not json_file:
        return data == want
    one, two = json.loads(data), json.loads(want)
    one.pop("timings"), two.pop("timings")
    return one == two


def _alive(procs: dict[int, float]) -> list[int]:
    alive = []
    for pid, started in procs.items():
        try:
            proc = psutil.Process(pid)
            if proc.create_time() == started and proc.status() != psutil.STATUS_ZOMBIE:
                alive.append(pid)
        except psutil.NoSuchProcess:
            pass
    return alive


def test_a_driver_killed_at_a_random_point_loses_nothing_it_recorded(tmp_path: Path, jfk_wav: Path,
                                                                   ct2_tiny_en: Path) -> None:
    """One file named with a byte that is not UTF-8 among five; SIGKILL of the driver after a random number of
    files and a random delay. Every file recorded before the kill has its outputs and is not done again; the
    rerun does exactly the others; the Ray processes the driver started are gone within seconds; the outputs
    equal `transcribe`'s byte for byte (the JSON's timings aside) and no temp file is left."""
    seed = random.randrange(1 << 30)
    rng = random.Random(seed)
    src, dest, ref = tmp_path / "src", tmp_path / "dest", tmp_path / "ref"
    src.mkdir()
    for name in FILES:
        shutil.copy(jfk_wav, os.fsencode(src) + b"/" + os.fsencode(name))
    shutil.copy(jfk_wav, tmp_path / "ref.wav")
    assert main(["transcribe", "--quiet", str(tmp_path / "ref.wav"), "-o", str(ref), *_job(ct2_tiny_en)]) == 0
    args = [str(src), "-o", str(dest), "--ray-address", "local", "--num-cpus", "2", "--actors", "1",
            "--cpus-per-actor", "1", *_job(ct2_tiny_en)]

    first = subprocess.Popen(_cli(args), cwd=ROOT, env=_env(), stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    started: dict[int, float] = {}  # every process under the driver, seen while it ran
    after = rng.randint(1, len(FILES) - 2)
    deadline = time.monotonic() + 300
    first_marked = None
    try:
        while len(_markers(dest)) < after and first.poll() is None and time.monotonic() < deadline:
            for child in psutil.Process(first.pid).children(recursive=True):
                started.setdefault(child.pid, child.create_time())
            if first_marked is None and _markers(dest):
                first_marked = time.monotonic()
            time.sleep(0.05)
        # Somewhere within the time one file takes: two files at least are still to come, so the run is alive.
        gap = (time.monotonic() - first_marked) / (after - 1) if first_marked and after > 1 else 1.0
        time.sleep(rng.uniform(0.0, gap))
        for child in psutil.Process(first.pid).children(recursive=True):
            started.setdefault(child.pid, child.create_time())
        os.kill(first.pid, signal.SIGKILL)
        assert first.wait(timeout=10) == -signal.SIGKILL, f"the run ended before the kill (seed {seed})"
        gone_by = time.monotonic() + 20
        while _alive(started) and time.monotonic() < gone_by:
            time.sleep(0.2)
        left = [" ".join(psutil.Process(pid).cmdline())[:80] for pid in _alive(started)]
        assert not left, f"still running 20 s after the driver's kill: {left}"
    finally:
        for pid in _alive(started):  # only what this run started, by pid, if the assertion above failed
            os.kill(pid, signal.SIGKILL)

    recorded = _markers(dest)
    complete = _complete(src, dest)
    assert all(entry["status"] == "done" for entry in recorded.values())
    assert set(recorded) <= complete, f"a record without its outputs (seed {seed})"
    # A file whose outputs were placed but whose marker was not yet written was in flight: redone, same bytes.
    assert len(complete - set(recorded)) <= 1, (sorted(complete - set(recorded)), seed)
    kept = {p: p.stat().st_mtime_ns for p in dest.iterdir() if p.is_file() and str(src / p.stem) + ".wav" in
            recorded}

    second = subprocess.run(_cli(args), cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    flat = " ".join(second.stdout.split())
    redo = len(FILES) - len(recorded)
    assert second.returncode == 0, (second.stdout, second.stderr[-2000:])
    assert f"{redo} done, {len(recorded)} skipped (done before), 0 failed" in flat, (flat, seed)
    assert {p: p.stat().st_mtime_ns for p in kept} == kept  # what was recorded was not done again

    outputs = {p.name: p.read_bytes() for p in dest.iterdir() if p.is_file()}
    assert sorted(outputs) == sorted(f"{Path(n).stem}.{fmt}" for n in FILES for fmt in FORMATS)
    for name, data in outputs.items():
        fmt = name.rsplit(".", 1)[1]
        assert _same_as_reference(data, (ref / f"ref.{fmt}").read_bytes(), fmt == "json"), name
    leftovers = [p for p in dest.rglob("*") if p.name.startswith(TEMP_PREFIX) or "staging" in p.parts]
    assert not leftovers and not list((dest / STATE / "manifest.d").iterdir())
    manifest = [json.loads(line) for line in (dest / STATE / "manifest.jsonl").read_text().splitlines()]
    assert sorted(e["input"] for e in manifest) == sorted(str(src / n) for n in FILES)
    assert all(e["status"] == "done" for e in manifest)
