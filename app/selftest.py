"""`whisper-subtitler --self-test`: prove that a built bundle works on this machine, offline, in under a minute.

It runs one real job through core.pipeline.run_job in a worker process, as the window does (decode with the bundled
FFmpeg libraries, plan, transcribe, diarize, cut cues, write files) on a short embedded clip with the offline models
shipped in the bundle, then checks the result and prints the plan, the decoder and the timings. Exit code 0 means every
check passed, 1 that one failed, 2 that the bundle lacks its clip or models. No Qt is imported, and nothing is
downloaded.

The clip is jfk.wav (11 s, one speaker; whisper.cpp's MIT-licensed sample of a public-domain speech). It is short,
so the test stays quick on a slow laptop CPU, and its text is well known. Diarization runs on it in full (the
pipeline, both offline models, clustering), so a missing hidden import or data file fails here; how well speakers
are told apart is the test suite's job (tests/test_diarization.py on pyannote's two-speaker sample), not the
bundle's. The text is compared by word error rate after normalisation (case, punctuation), not as an exact
string: a different CPU or GPU kernel may change a comma or a capital.

From a checkout the same test runs with `python -m app.selftest` (clip from .testdata, models from .models).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.integrity import MANIFEST_NAME, ManifestError, verify_manifest
from core.model_names import OFFLINE_DIARIZATION_DIR, OFFLINE_WHISPER_MODEL
from platform_utils.facts import Backend

REFERENCE = ("And so my fellow Americans, ask not what your country can do for you, "
             "ask what you can do for your country.")
CLIP_NAME = "jfk.wav"
MAX_WER = 0.15  # tiny.en gets 0.0 on this clip; 0.15 allows two wrong words out of 22
ROOT = Path(__file__).resolve().parent.parent


def normalise(text: str) -> list[str]:
    """Lower-case words without punctuation ("Americans," -> "americans"; "don't" stays one word)."""
    text = text.lower().replace("’", "'")
    text = re.sub(r"[^\w\s']", " ", text)
    return [word.strip("'") for word in text.split() if word.strip("'")]


def word_error_rate(reference: str, hypothesis: str) -> float:
    """(substitutions + deletions + insertions) / reference words, on normalised words (Levenshtein)."""
    ref, hyp = normalise(reference), normalise(hypothesis)
    if not ref:
        return 0.0 if not hyp else 1.0
    previous = list(range(len(hyp) + 1))
    for i, ref_word in enumerate(ref, 1):
        current = [i] + [0] * len(hyp)
        for j, hyp_word in enumerate(hyp, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ref_word != hyp_word))
        previous = current
    return previous[-1] / len(ref)


@dataclass(frozen=True)
class Assets:
    clip: Path
    models: Path  # holds tiny.en-ct2/, tiny.en.pt (flavours that use openai-whisper) and diarization/
    manifest: Path | None = None  # the bundle's SHA256SUMS (None from a checkout, and in a signed macOS .app)
    bundle_root: Path | None = None  # the folder the manifest's paths start from


def find_assets(clip: Path | None = None, models: Path | None = None, frozen_root: str | None = None) -> Assets:
    """The bundle's `selftest/jfk.wav` and `models/`; from a checkout .testdata/ and .models/ (or WS_*_DIR)."""
    meipass = frozen_root if frozen_root is not None else getattr(sys, "_MEIPASS", None)
    if meipass:
        base = Path(meipass)
        manifest = base / MANIFEST_NAME
        return Assets(clip or base / "selftest" / CLIP_NAME, models or base / "models",
                      manifest if manifest.is_file() else None, base.parent)
    default_clip = Path(os.environ.get("WS_TESTDATA_DIR", ROOT / ".testdata")) / CLIP_NAME
    default_models = Path(os.environ.get("WS_MODELS_DIR", ROOT / ".models"))
    return Assets(clip or default_clip, models or default_models)


def check_integrity(assets: Assets, report: Report) -> None:
    """Every file the build listed is there with its content (SHA-256); no check without a manifest."""
    if assets.manifest is None or assets.bundle_root is None:
        return
    started = time.perf_counter()
    try:
        result = verify_manifest(assets.bundle_root, assets.manifest)
    except (ManifestError, OSError) as error:
        report.check("integrity", False, f"cannot read {assets.manifest}: {error}")
        return
    report.timings["integrity"] = time.perf_counter() - started
    report.check("integrity", result.ok, result.summary())


@dataclass
class Report:
    checks: list[tuple[str, bool, str]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    facts: dict[str, Any] = field(default_factory=dict)

    def check(self, name: str, ok: bool, detail: str) -> None:
        self.checks.append((name, bool(ok), detail))

    @property
    def passed(self) -> bool:
        return bool(self.checks) and all(ok for _, ok, _ in self.checks)

    def as_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "checks": [{"name": n, "ok": ok, "detail": d} for n, ok, d in self.checks],
                "timings": {k: round(v, 3) for k, v in self.timings.items()}, **self.facts}


def _process_age() -> float:
    """Seconds since this process started (a frozen bundle unpacks and imports before main runs)."""
    try:
        import psutil

        return max(0.0, time.time() - psutil.Process().create_time())
    except Exception:  # psutil missing or the platform says no: the timing is only informative
        return 0.0


def _say(text: str) -> None:
    print(text, flush=True)


def _stage_line(stage: Any) -> str:
    threads = f", {stage.threads} threads" if stage.threads else ""
    return f"  {stage.stage:<12} {stage.engine} on {stage.device} ({stage.compute_type}{threads}): {stage.reason}"


def run_self_test(assets: Assets, backend: str = Backend.AUTO.value, say=_say) -> Report:
    """The whole check; never raises for a failed check (it lands in the report), only for a programming error."""
    report = Report()
    report.timings["startup"] = _process_age()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # belt and braces: the job is offline=True already
    check_integrity(assets, report)
    if not assets.clip.is_file():
        report.check("clip", False, f"the self-test clip is missing: {assets.clip}")
        return report
    diarization = assets.models / OFFLINE_DIARIZATION_DIR
    if not (diarization / "config.yaml").is_file():
        report.check("models", False, f"the offline diarization pipeline is missing: {diarization}")
        return report

    started = time.perf_counter()
    from core import compute
    from core.engines.registry import offline_model_file
    from core.events import Log, Progress, StageStarted
    from core.jobs import JobSpec
    from core.media import describe_decoder
    from core.runner import JobDone, run_in_worker

    report.timings["import"] = time.perf_counter() - started
    decoder = describe_decoder()
    report.facts["decoder"] = decoder
    say(f"decoder: {decoder}")

    with tempfile.TemporaryDirectory(prefix="ws-selftest-") as out_dir:
        spec = JobSpec(input=str(assets.clip), output_dir=out_dir, formats=("json", "srt"),
                       model=OFFLINE_WHISPER_MODEL, language="en", backend=backend, offline=True, overwrite=True,
                       diarize=True, diarization_model=str(diarization))
        planned = time.perf_counter()
        plan = compute.plan_job(spec)
        report.timings["probe+plan"] = time.perf_counter() - planned
        say(f"plan: backend {plan.backend} ({plan.reason})")
        for stage in plan.stages:
            say(_stage_line(stage))
        for warning in plan.warnings:
            say(f"  warning: {warning}")
        report.facts["plan"] = {"backend": plan.backend, "asr": f"{plan.asr.engine} {plan.asr.device} "
                                f"{plan.asr.compute_type}", "diarization": plan.diarization.device}

        engine = plan.asr.engine
        model = assets.models / offline_model_file(engine)
        if not model.exists():
            report.check("models", False, f"the plan picked {engine}, but its offline model is missing: {model}")
            return report
        spec = JobSpec.from_dict(json.loads(spec.to_json()) | {"engine": engine, "model": str(model)})

        last = [""]
        stage_started = [time.perf_counter()]

        def on_event(event: object) -> None:
            if isinstance(event, (StageStarted, Progress)) and event.stage != last[0]:
                last[0] = event.stage
                say(f"  {event.stage}... ({time.perf_counter() - stage_started[0]:.1f} s)")
            elif isinstance(event, Log) and event.level in ("warning", "error"):
                say(f"  {event.level}: {event.message}")

        # In a worker process, as the window runs every job: a frozen app that cannot start its workers
        # (multiprocessing's spawn of the bundle's own executable) fails here, not in a user's first job.
        final = run_in_worker(spec, on_event=on_event)
        if not isinstance(final, JobDone):
            reason = getattr(final, "message", "") or getattr(final, "reason", "") or type(final).__name__
            report.check("job", False, f"the job failed in its worker process: {reason}")
            return report
        result = final.result
        report.check("job", True, f"{len(result.outputs)} files written by a worker process")
        data = json.loads(Path(out_dir, f"{assets.clip.stem}.json").read_text(encoding="utf-8"))
        srt = Path(out_dir, f"{assets.clip.stem}.srt").read_text(encoding="utf-8")

    text = str(data.get("text", ""))
    wer = word_error_rate(REFERENCE, text)
    report.check("text", wer <= MAX_WER, f"WER {wer:.3f} (limit {MAX_WER}): {text.strip()!r}")
    report.check("language", result.language == "en", f"language {result.language}")
    words = [w for s in data.get("segments", []) for w in s.get("words", [])]
    unlabelled = [w for w in words if not w.get("speaker")]
    report.check("diarization", bool(data.get("turns")) and bool(words) and not unlabelled,
                 f"{len(data.get('turns', []))} speaker turns, speakers {', '.join(result.speakers) or 'none'}, "
                 f"{len(unlabelled)} of {len(words)} words without a speaker")
    report.check("subtitles", "-->" in srt, f"{srt.count('-->')} SRT cues")
    report.timings.update({k: float(v) for k, v in result.timings.items() if k != "total"})
    report.timings["job"] = result.wall_time
    report.facts.update(device=result.device, engine=result.engine, rtf=round(result.real_time_factor, 3),
                        fallbacks=list(result.fallbacks), wer=round(wer, 4))
    return report


def print_report(report: Report, say=_say) -> None:
    for name, ok, detail in report.checks:
        say(f"{'ok  ' if ok else 'FAIL'} {name:<12} {detail}")
    if report.timings:
        say("timings: " + ", ".join(f"{k} {v:.2f} s" for k, v in report.timings.items()))
    say("self-test passed" if report.passed else "self-test FAILED")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="whisper-subtitler --self-test", description=__doc__.splitlines()[0])
    parser.add_argument("--clip", type=Path, help="another clip of the same speech (default: the embedded one)")
    parser.add_argument("--models", type=Path, help="folder with the offline models (default: the bundle's)")
    parser.add_argument("--backend", default="auto", help="auto, cuda, rocm, mps, xpu or cpu")
    parser.add_argument("--json", action="store_true", help="also print the report as one JSON line at the end")
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):  # a Windows console or pipe may not encode every character we print
        sys.stdout.reconfigure(errors="replace")

    from core import __version__

    assets = find_assets(args.clip, args.models)
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    _say(f"whisper-subtitler {__version__} self-test ({frozen}, Python {sys.version.split()[0]}, {sys.platform})")
    _say(f"clip: {assets.clip}\nmodels: {assets.models}")
    report = run_self_test(assets, backend=args.backend)
    print_report(report)
    if args.json:
        _say(json.dumps(report.as_dict()))
    if any(name in ("clip", "models") and not ok for name, ok, _ in report.checks):
        return 2
    return 0 if report.passed else 1


if __name__ == "__main__":
    raise SystemExit(main())
