"""The batch command's parts that need no Ray cluster: listing, manifest, skipping, pool sizes, storage, and the
rule that nothing but the batch command needs Ray installed."""

from __future__ import annotations

import ast
import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.batch import storage
from core.batch.inputs import list_inputs
from core.batch.manifest import Journal, ManifestEntry, ManifestWriter, options_digest, read_manifest, select_work
from core.batch.sizing import check_fits, size_pools
from core.errors import InvalidOptionError
from core.jobs import JobSpec

ROOT = Path(__file__).resolve().parent.parent
RAY_MODULES = {"core/batch/dataflow.py", "core/batch/ray_session.py"}


def _touch(path: Path, data: bytes = b"x") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def test_folders_keep_their_layout_and_clashing_names_are_set_apart(tmp_path: Path) -> None:
    src = tmp_path / "src"
    _touch(src / "show" / "e1.mp4")
    _touch(src / "show" / "e1.wav")  # same outputs as e1.mp4
    _touch(src / "top.flac")
    _touch(src / "notes.txt")  # not media: not listed from a folder
    _touch(src / ".whisper-subtitler" / "old.wav")  # a state folder inside a source is never input
    listing = list_inputs([str(src)])
    assert [(i.key, Path(i.uri).name) for i in listing.inputs] == [("show/e1", "e1.mp4"), ("top", "top.flac")]
    assert [(Path(i.uri).name, "e1.mp4" in why) for i, why in listing.clashes] == [("e1.wav", True)]


def test_a_list_file_names_inputs_relative_to_itself(tmp_path: Path) -> None:
    a = _touch(tmp_path / "media" / "a.wav")
    listfile = tmp_path / "inputs.txt"
    listfile.write_text(f"# archive\nmedia/a.wav\n\n{tmp_path / 'gone.mp3'}\n")
    listing = list_inputs([str(listfile)])
    assert [i.uri for i in listing.inputs] == [str(a), str(tmp_path / "gone.mp3")]
    assert listing.inputs[1].fingerprint == "missing"  # still listed: decoding records "file not found"


def _entry(uri: str, fingerprint: str, options: str, status: str = "done", kind: str = "",
           finished: str = "2026-01-01T00:00:00.000000Z") -> ManifestEntry:
    return ManifestEntry(input=uri, key=Path(uri).stem, fingerprint=fingerprint, options=options, status=status,
                         error_kind=kind, finished=finished)


def test_rerun_skips_done_and_input_faults_and_redoes_what_changed(tmp_path: Path) -> None:
    files = [_touch(tmp_path / f"{name}.wav") for name in ("done", "changed", "bad", "crashed", "new", "other")]
    listing = list_inputs([str(tmp_path)])
    by_name = {Path(i.uri).stem: i for i in listing.inputs}
    opts = "sha256:a"
    manifest = {
        by_name["done"].uri: _entry(by_name["done"].uri, by_name["done"].fingerprint, opts),
        by_name["changed"].uri: _entry(by_name["changed"].uri, "size=1;mtime_ns=1", opts),
        by_name["bad"].uri: _entry(by_name["bad"].uri, by_name["bad"].fingerprint, opts, "failed", "media-corrupt"),
        by_name["crashed"].uri: _entry(by_name["crashed"].uri, by_name["crashed"].fingerprint, opts, "failed",
                                       "internal"),
        by_name["other"].uri: _entry(by_name["other"].uri, by_name["other"].fingerprint, "sha256:b"),
    }
    selection = select_work(listing.inputs, manifest, opts)
    assert sorted(Path(i.uri).stem for i in selection.todo) == ["changed", "crashed", "new", "other"]
    assert sorted(Path(e.input).stem for e in selection.skipped) == ["bad", "done"]
    again = select_work(listing.inputs, manifest, opts, retry_failed=True)
    assert "bad" in {Path(i.uri).stem for i in again.todo}
    assert len(files) == 6


def test_options_digest_ignores_the_per_file_fields() -> None:
    one = JobSpec(input="a.wav", output_dir="/x", model="tiny.en")
    assert options_digest(one) == options_digest(JobSpec(input="b.wav", output_dir="/y", model="tiny.en",
                                                         overwrite=True))
    assert options_digest(one) != options_digest(JobSpec(input="a.wav", model="base"))
    assert options_digest(one) != options_digest(JobSpec(input="a.wav", model="tiny.en", formats=("vtt",)))
    # where a value came from does not change the files it makes
    assert options_digest(one) == options_digest(JobSpec(input="a.wav", model="tiny.en", sources=(("model", "cli"),)))
    # manifests written before JobSpec had speakers_only keep matching (this digest is what that code gave)
    assert options_digest(JobSpec(input="a.wav", formats=("srt", "json"), diarize=True, num_speakers=3)) == \
        "sha256:06d430a6545f4661"


def test_batch_refuses_speakers_only() -> None:
    from core.batch.command import template_spec

    with pytest.raises(InvalidOptionError, match="finding only the speakers again is for one finished job"):
        template_spec({"diarize": True, "speakers_only": True})


def test_the_same_options_in_another_order_make_the_same_job_and_digest() -> None:
    """The options digest is compared across runs (separate processes): it must not follow set order."""
    from core.batch.command import template_spec
    from core.cli import build_parser, job_fields

    flags = ["--offline", "--model", "tiny.en", "--diarize", "--format", "srt,vtt", "--max-cps", "15"]
    specs = []
    for order in (flags, flags[4:] + flags[:4]):
        args = build_parser().parse_args(["batch", "in", "-o", "out", *order])
        specs.append(template_spec(job_fields(args)))
    assert specs[0].to_json() == specs[1].to_json()
    assert [name for name, _ in specs[0].sources] == sorted(name for name, _ in specs[0].sources)
    assert options_digest(specs[0]) == options_digest(specs[1])


def test_manifest_parts_consolidate_and_the_newest_entry_wins(tmp_path: Path) -> None:
    state = str(tmp_path / "state")
    first = ManifestWriter(Journal(state, "o", "run1"))
    first.add(_entry("/in/a.wav", "f1", "o", "failed", "internal", finished="2026-01-01T00:00:00.000000Z"))
    first.add(_entry("/in/b.wav", "f1", "o"))
    # run1 "died" here: each entry was marked as it came, nothing consolidated
    assert sorted(read_manifest(state)) == ["/in/a.wav", "/in/b.wav"]
    second = ManifestWriter(Journal(state, "o", "run2"))
    second.add(_entry("/in/a.wav", "f1", "o", finished="2026-01-02T00:00:00.000000Z"))
    second.consolidate()
    assert not list((tmp_path / "state" / "manifest.d").iterdir())
    lines = (tmp_path / "state" / "manifest.jsonl").read_text().splitlines()
    assert [json.loads(line)["status"] for line in lines] == ["done", "done"]
    assert read_manifest(state)["/in/a.wav"].finished.startswith("2026-01-02")


def test_pool_sizes_follow_the_cluster() -> None:
    cpu = size_pools(cluster_cpus=16, cluster_gpus=0, plan_threads=8, may_use_gpu=True, diarize=False)
    assert (cpu.transcribe.actors, cpu.transcribe.threads, cpu.transcribe.num_gpus) == (3, 4, 0.0)
    gpu = size_pools(cluster_cpus=32, cluster_gpus=4, plan_threads=8, may_use_gpu=True, diarize=True)
    assert (gpu.transcribe.actors, gpu.transcribe.num_gpus) == (4, 1.0)
    assert gpu.diarize is not None and not gpu.diarize.on_gpu and gpu.cpus_needed <= 32
    assert size_pools(cluster_cpus=32, cluster_gpus=4, plan_threads=8, may_use_gpu=False,
                      diarize=False).transcribe.num_gpus == 0.0  # --backend cpu
    small = size_pools(cluster_cpus=2, cluster_gpus=0, plan_threads=2, may_use_gpu=True, diarize=False)
    assert small.cpus_needed <= 2
    asked = size_pools(cluster_cpus=4, cluster_gpus=0, plan_threads=2, may_use_gpu=True, diarize=False, actors=8,
                       cpus_per_actor=2)
    with pytest.raises(InvalidOptionError, match="need 17 CPUs"):
        check_fits(asked, 4, 0)


def test_local_writes_are_atomic_and_leave_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "x.jsonl"
    storage.write_bytes(str(target), b"one")
    storage.write_bytes(str(target), b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in target.parent.iterdir()] == ["x.jsonl"]


# --- Ray stays optional ------------------------------------------------------------------------------------------
def _imports_ray(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) else []
        if any(name == "ray" or name.startswith("ray.") for name in names):
            return True
    return False


def test_only_the_batch_dataflow_imports_ray() -> None:
    importers = {p.relative_to(ROOT).as_posix() for folder in ("core", "platform_utils", "app")
                 for p in (ROOT / folder).rglob("*.py") if _imports_ray(p)}
    assert importers == RAY_MODULES


def _without_ray(code: str) -> subprocess.CompletedProcess[str]:
    """Run `code` in a fresh interpreter where `import ray` fails, as on a desktop install."""
    prelude = "import sys; sys.modules['ray'] = None\n"
    return subprocess.run([sys.executable, "-c", prelude + code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_the_cli_works_without_ray_and_batch_names_the_extra(tmp_path: Path) -> None:
    done = _without_ray("from core.cli import main\n"
                        "assert main(['info', '--json']) == 0\n"
                        "assert 'ray' not in sys.modules or sys.modules['ray'] is None\n"
                        f"raise SystemExit(main(['batch', {str(tmp_path)!r}, '-o', {str(tmp_path / 'out')!r}]))")
    assert done.returncode == 2, done.stderr
    assert "whisper-subtitler[cluster]" in done.stderr and "needs Ray" in done.stderr
    assert not (tmp_path / "out").exists()
    helped = _without_ray("from core.cli import main\nmain(['batch', '--help'])")
    assert helped.returncode == 0 and "--ray-address" in helped.stdout


# --- names that are not UTF-8, earlier failures -------------------------------------------------------------------
def test_a_name_that_is_not_utf8_is_recorded_and_read_back_exactly(tmp_path: Path) -> None:
    """POSIX names are bytes: the manifest and the report carry one that is not UTF-8 (escaped, valid UTF-8 JSON)
    and give back the very bytes; the screen shows the byte as \\xff. Before, manifest.flush raised
    UnicodeEncodeError and every rerun redid the files and crashed again."""
    import io

    from rich.console import Console

    from core.batch.report import render, summarise

    raw = os.fsencode(tmp_path / "src") + b"/b_\xff.wav"
    _touch(Path(os.fsdecode(raw)))
    listing = list_inputs([str(tmp_path / "src")])
    item = listing.inputs[0]
    assert os.fsencode(item.uri) == raw and item.key == os.fsdecode(b"b_\xff")
    state = str(tmp_path / "state")
    writer = ManifestWriter(Journal(state, "o", "run1"))
    writer.add(_entry(item.uri, item.fingerprint, "o"))
    writer.add(_entry(item.uri + ".gone", "missing", "o", "failed", "media-not-found"))
    writer.consolidate()
    data = (tmp_path / "state" / "manifest.jsonl").read_bytes()
    data.decode("utf-8")  # strict: the file is valid UTF-8
    assert b"b_\\udcff.wav" in data
    back = read_manifest(state)
    assert os.fsencode(back[item.uri].input) == raw
    assert select_work(listing.inputs, back, "o").todo == ()  # done: a rerun skips it

    report = summarise("run1", 2, back.values(), (), 1.0)
    report.to_json().encode("utf-8")
    shown = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")  # a terminal's strict UTF-8
    render(Console(file=shown, width=200), report)
    shown.flush()
    written = shown.buffer.getvalue()  # type: ignore[attr-defined]  # a BytesIO under it
    assert "b_\\xff.wav.gone" in written.decode("utf-8")


def test_a_rerun_reports_the_failures_it_did_not_retry(tmp_path: Path) -> None:
    """Files that failed for a reason of their own are skipped on a rerun, but they are still failures: counted,
    listed with their reason and run, and the exit status says so (it printed '0 failed' and exited 0)."""
    import io

    from rich.console import Console

    from core.batch.command import exit_status
    from core.batch.report import render, summarise

    earlier = [_entry("/in/ok.wav", "f", "o"),
               dataclasses.replace(_entry("/in/bad.wav", "f", "o", "failed", "media-corrupt"), run="run1",
                                   error="damaged or truncated media")]
    report = summarise("run2", 2, [], earlier, 1.0)
    assert (report.done, report.skipped, report.failed, report.failed_before) == (0, 1, 1, 1)
    assert exit_status(report) == 1
    out = io.StringIO()
    render(Console(file=out, width=200), report)
    text = out.getvalue()
    assert "1 skipped (done before), 1 failed (1 in an earlier run, not retried: --retry-failed redoes them)" in text
    assert "damaged or truncated media" in text and "run1" in text
    assert exit_status(summarise("run3", 1, [], earlier[:1], 1.0)) == 0
