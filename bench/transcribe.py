"""Transcription speed and memory: our whole pipeline against a bare engine call on the same model and audio.

Each measurement runs in a fresh child process (so peak RSS is its own and model caches do not carry over):

    python bench/transcribe.py [--models .models] [--testdata .testdata] [--repeat 1]

Prints a table: audio, engine, compute type, wall time, real-time factor, peak RSS, and the pipeline's overhead over
the bare engine (decode + load + transcribe with identical options). Target: overhead under 5%. "Ours" also runs
the repetition guard, which re-decodes a looping stretch (the sample has one: "Hello." three times), and the
openai-whisper engine carries the previous text into each speech chunk; a bare call does neither.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CONFIGS = [
    ("faster-whisper", "int8"),
    ("faster-whisper", "float32"),
    ("openai-whisper", "float32"),
]


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bare(engine: str, compute_type: str, model: Path, audio_path: Path) -> dict:
    """What a user of the engine library would write: decode, load, transcribe with the options we use."""
    started = time.perf_counter()
    if engine == "faster-whisper":
        from faster_whisper import WhisperModel, decode_audio

        from core.engines.faster import VAD_PARAMETERS

        audio = decode_audio(str(audio_path))
        whisper_model = WhisperModel(str(model), device="cpu", compute_type=compute_type)
        segments, _info = whisper_model.transcribe(audio, beam_size=5, word_timestamps=True, vad_filter=True,
                                                   vad_parameters=VAD_PARAMETERS)
        text = "".join(s.text for s in segments)
    else:
        import whisper

        from core.engines.openai import speech_chunks

        audio = whisper.load_audio(str(audio_path))
        whisper_model = whisper.load_model(str(model), device="cpu")
        text = ""
        for start, end in speech_chunks(audio):
            window = audio[int(start * 16000): int(end * 16000)]
            result = whisper_model.transcribe(window, language="en", word_timestamps=True, beam_size=5, fp16=False)
            text += result["text"]
    return {"wall": time.perf_counter() - started, "rss": peak_rss_mb(), "chars": len(text)}


def ours(engine: str, compute_type: str, model: Path, audio_path: Path) -> dict:
    from core.jobs import JobSpec
    from core.pipeline import run_job

    with tempfile.TemporaryDirectory() as out:
        spec = JobSpec(input=str(audio_path), output_dir=out, formats=("srt", "json"), engine=engine,
                       model=str(model), backend="cpu", offline=True, compute_type=compute_type)
        started = time.perf_counter()
        result = run_job(spec)
        wall = time.perf_counter() - started
    return {"wall": wall, "rss": peak_rss_mb(), "chars": 0, "timings": dict(result.timings)}


def child(argv: list[str]) -> None:
    kind, engine, compute_type, model, audio = argv
    fn = bare if kind == "bare" else ours
    print(json.dumps(fn(engine, compute_type, Path(model), Path(audio))))


def run_child(kind: str, engine: str, compute_type: str, model: Path, audio: Path) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--child", kind, engine, compute_type, str(model), str(audio)],
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"{kind} {engine} {compute_type} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def five_minute_file(sample: Path, target: Path) -> Path:
    from core.media import ffmpeg_executable

    if not target.exists():
        subprocess.run([ffmpeg_executable(), "-hide_banner", "-loglevel", "error", "-y", "-stream_loop", "9", "-i",
                        str(sample), "-c:a", "pcm_s16le", str(target)], check=True)
    return target


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--repeat", type=int, default=1, help="runs per cell; the fastest counts")
    parser.add_argument("--short-only", action="store_true", help="only the 30 s sample")
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    sample = args.testdata / "sample.wav"
    audios = [("sample 30 s", sample, 30.0)]
    if not args.short_only:
        audios.append(("sample x10, 5 min", five_minute_file(sample, args.testdata / "sample_5min.wav"), 300.0))
    table = Table(title="transcription, CPU, tiny.en (bench/transcribe.py)")
    for column in ("audio", "engine", "compute", "bare wall s", "ours wall s", "ours RTF", "peak RSS MB",
                   "overhead", "ours: decode / load / transcribe s"):
        table.add_column(column, justify="right")
    for label, audio, seconds in audios:
        for engine, compute_type in CONFIGS:
            model = args.models / ("tiny.en-ct2" if engine == "faster-whisper" else "tiny.en.pt")
            base = min((run_child("bare", engine, compute_type, model, audio) for _ in range(args.repeat)),
                       key=lambda r: r["wall"])
            mine = min((run_child("ours", engine, compute_type, model, audio) for _ in range(args.repeat)),
                       key=lambda r: r["wall"])
            overhead = (mine["wall"] - base["wall"]) / base["wall"]
            table.add_row(label, engine, compute_type, f"{base['wall']:.2f}", f"{mine['wall']:.2f}",
                          f"{mine['wall'] / seconds:.3f}", f"{mine['rss']:.0f}", f"{overhead:+.1%}",
                          " / ".join(f"{mine['timings'].get(k, 0):.2f}" for k in ("decode", "load", "transcribe")))
    Console(width=160).print(table)


if __name__ == "__main__":
    main()
