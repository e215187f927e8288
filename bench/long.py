"""A long recording (3 hours by default) through each stage and the whole job: wall time and peak RSS per stage.

    .venv/bin/python bench/long.py [--hours 3] [--stages decode,transcribe,diarize,job] [--model .models/...]
                                   [--batched auto|on|off]

The recording is made from the test audio (scripts/diarset/real_speech.py: pyannote's two-speaker sample and jfk.wav in
a random order, each at another level and after another pause), written once to a temporary WAV (16 kHz 16-bit, 345 MB
for 3 hours) by a child process of its own. Each stage runs in a fresh child process, which reports its own peak RSS
(VmHWM, which exec starts afresh: ru_maxrss would count the pages of the parent it was forked from).
The target (issue 14): a 3-hour file transcribes and diarizes with peak RSS under 3 GB on the CPU plan.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
TARGET_GB = 3.0

CHILD = {
    "decode": """
from core.media import decode_audio
audio = decode_audio(PATH)
RESULT = {"seconds": len(audio) / 16000}
""",
    "transcribe": """
from core.jobs import JobSpec
from core.pipeline import run_job
result = run_job(JobSpec(input=PATH, output_dir=OUT, formats=("json",), engine="faster-whisper", model=MODEL,
                         backend="cpu", offline=True, batched=BATCHED))
RESULT = dict(result.timings)
""",
    "diarize": """
from core.media import decode_audio
from core.diarization.options import DiarizationOptions
from core.diarization import run_diarization
audio = decode_audio(PATH)
import time
started = time.perf_counter()
turns = run_diarization(audio, DiarizationOptions(model=DIAR, offline=True), device="cpu", threads=2)
RESULT = {"diarize": time.perf_counter() - started, "speakers": len({t.speaker for t in turns.turns})}
""",
    "job": """
from core.jobs import JobSpec
from core.pipeline import run_job
result = run_job(JobSpec(input=PATH, output_dir=OUT, formats=("srt", "json"), engine="faster-whisper", model=MODEL,
                         backend="cpu", offline=True, diarize=True, diarization_model=DIAR, batched=BATCHED))
RESULT = dict(result.timings) | {"speakers": len(result.speakers)}
""",
}


def write_long_recording(path: Path, hours: float, testdata: Path) -> float:
    """`hours` of the test clips (scripts/diarset/real_speech.py) as a 16-bit WAV; returns its length in seconds."""
    from scripts.diarset.real_speech import real_recording

    audio = real_recording(testdata, hours * 60).audio
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes((np.clip(audio, -1, 1) * 32767).astype("<i2").tobytes())
    return len(audio) / 16000


PEAK = """
def _peak_gb():
    try:
        with open("/proc/self/status") as status:
            return int(next(l for l in status if l.startswith("VmHWM")).split()[1]) / 2**20
    except (OSError, StopIteration):
        return None
RESULT["peak_gb"] = _peak_gb()
"""


def run_stage(stage: str, path: Path, model: Path, diarization: Path, batched: str = "auto") -> dict:
    """One stage in a fresh interpreter; its own peak RSS (VmHWM where the kernel has it, else ru_maxrss)."""
    with tempfile.TemporaryDirectory() as out:
        code = (f"import json, sys\nsys.path.insert(0, {str(ROOT)!r})\nPATH, OUT = {str(path)!r}, {out!r}\n"
                f"MODEL, DIAR, BATCHED = {str(model)!r}, {str(diarization)!r}, {batched!r}\n{CHILD[stage]}\n{PEAK}\n"
                "print(json.dumps(RESULT))")
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        output = child.stdout.read()
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - started
    if child.returncode != 0:
        return {"stage": stage, "error": f"exit {child.returncode}", "wall": wall, "rss_gb": usage.ru_maxrss / 2**20}
    detail = json.loads(output.strip().splitlines()[-1])
    peak = detail.pop("peak_gb", None)
    return {"stage": stage, "wall": wall, "rss_gb": peak if peak is not None else usage.ru_maxrss / 2**20,
            "detail": detail}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hours", type=float, default=3.0)
    parser.add_argument("--stages", default="decode,transcribe,diarize,job")
    parser.add_argument("--model", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--diarization", type=Path, default=ROOT / ".models" / "diarization")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--batched", default="auto", choices=("auto", "on", "off"),
                        help="the transcribing stages' batched inference (auto batches on this CPU)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.wav"
        # in a child: the recording's arrays never swell this process, which every stage is forked from
        written = subprocess.run(
            [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r}); from bench.long import "
             f"write_long_recording as w; from pathlib import Path; "
             f"print(w(Path({str(path)!r}), {args.hours!r}, Path({str(args.testdata)!r})))"],
            cwd=ROOT, check=True, capture_output=True, text=True)
        seconds = float(written.stdout.strip().splitlines()[-1])
        print(f"{seconds / 3600:.2f} h recording ({path.stat().st_size / 1e6:.0f} MB WAV); target peak RSS "
              f"< {TARGET_GB:.0f} GB per job\n")
        print("| stage | wall s | RTF | peak RSS GB | detail |\n|---|---:|---:|---:|---|")
        for stage in args.stages.split(","):
            row = run_stage(stage, path, args.model, args.diarization, args.batched)
            detail = row.get("error") or ", ".join(
                f"{k} {v:.1f}" if isinstance(v, float) else f"{k} {v}" for k, v in row["detail"].items())
            print(f"| {stage} | {row['wall']:.1f} | {row['wall'] / seconds:.3f} | {row['rss_gb']:.2f} | {detail} |",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
