"""Transcription speed and memory: our whole pipeline against a bare engine call on the same model and audio.

Each measurement runs in a fresh child process (so peak RSS is its own and model caches do not carry over):

    python bench/transcribe.py [--models .models] [--testdata .testdata] [--repeat 1] [--batch-size 8]

Prints a table: audio, engine, compute type, decoder (faster-whisper's sequential one, or its batched pipeline with
`--batch-size` chunks at a time), wall time, real-time factor, peak RSS (VmHWM), the pipeline's overhead over the
bare engine (decode + load + transcribe with identical options), the WER of our transcript against the sample's
reference (sample.stm, repeated for the looped file), and which decoder the plan's auto picks for that audio on
this machine. Target: overhead under 5%. "Ours" also runs the repetition guard, which re-decodes a looping stretch
(the sample has one: "Hello." three times), and the openai-whisper engine carries the previous text into each speech
chunk; a bare call does neither.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# (engine, compute type, batched): each faster-whisper configuration sequentially and through the batched pipeline
CONFIGS = [
    ("faster-whisper", "int8", False),
    ("faster-whisper", "int8", True),
    ("faster-whisper", "float32", False),
    ("faster-whisper", "float32", True),
    ("openai-whisper", "float32", False),
]


def peak_rss_mb() -> float:
    """This process's own peak (VmHWM; ru_maxrss would count the pages of the parent it was forked from)."""
    try:
        with open("/proc/self/status") as status:
            return int(next(line for line in status if line.startswith("VmHWM")).split()[1]) / 1024
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bare_faster(compute_type: str, batch_size: int, model: Path, audio_path: Path) -> str:
    """faster-whisper as its README shows it, sequential or batched, with the options our engine gives it."""
    from faster_whisper import BatchedInferencePipeline, WhisperModel, decode_audio

    from core.engines.faster import VAD_PARAMETERS

    audio = decode_audio(str(audio_path))
    whisper_model = WhisperModel(str(model), device="cpu", compute_type=compute_type)
    options = {"beam_size": 5, "word_timestamps": True, "vad_filter": True, "vad_parameters": dict(VAD_PARAMETERS)}
    if batch_size:
        segments, _info = BatchedInferencePipeline(whisper_model).transcribe(
            audio, batch_size=batch_size, without_timestamps=False, **options)
    else:
        segments, _info = whisper_model.transcribe(audio, **options)
    return "".join(s.text for s in segments)


def bare(engine: str, compute_type: str, batch_size: int, model: Path, audio_path: Path) -> dict:
    """What a user of the engine library would write: decode, load, transcribe with the options we use."""
    started = time.perf_counter()
    if engine == "faster-whisper":
        text = bare_faster(compute_type, batch_size, model, audio_path)
    else:
        import whisper

        from core.engines.openai import speech_chunks
        from core.media import decode_audio

        audio = decode_audio(audio_path)  # whisper.load_audio wants an ffmpeg on PATH; the same 16 kHz mono float32
        whisper_model = whisper.load_model(str(model), device="cpu")
        text = ""
        for start, end in speech_chunks(audio):
            window = audio[int(start * 16000): int(end * 16000)]
            result = whisper_model.transcribe(window, language="en", word_timestamps=True, beam_size=5, fp16=False)
            text += result["text"]
    return {"wall": time.perf_counter() - started, "rss": peak_rss_mb(), "text": text}


def ours(engine: str, compute_type: str, batch_size: int, model: Path, audio_path: Path) -> dict:
    """The whole job, the decoder forced (batched on with this batch size, or off), so both rows exist anywhere."""
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from core.writers import read_json

    with tempfile.TemporaryDirectory() as out:
        spec = JobSpec(input=str(audio_path), output_dir=out, formats=("srt", "json"), engine=engine,
                       model=str(model), backend="cpu", offline=True, compute_type=compute_type,
                       batched="on" if batch_size else "off", batch_size=batch_size or None)
        started, cpu_started = time.perf_counter(), time.process_time()
        result = run_job(spec)
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu_started
        text = read_json(Path(out) / f"{audio_path.stem}.json").transcript.text
    # cpu: the job's CPU seconds, every thread's (a steadier measure than wall time on a machine shared with others)
    return {"wall": wall, "cpu": cpu, "rss": peak_rss_mb(), "text": text, "timings": dict(result.timings)}


def child(argv: list[str]) -> None:
    kind, engine, compute_type, batch_size, model, audio = argv
    fn = bare if kind == "bare" else ours
    print(json.dumps(fn(engine, compute_type, int(batch_size), Path(model), Path(audio))))


def run_child(kind: str, engine: str, compute_type: str, batch_size: int, model: Path, audio: Path) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--child", kind, engine, compute_type, str(batch_size),
                           str(model), str(audio)], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"{kind} {engine} {compute_type} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def auto_batch_size(engine: str, model: Path, audio: Path, seconds: float) -> int:
    """The batch size the plan's auto gives this file on this machine's CPU (0: sequential)."""
    from core.compute import plan_job
    from core.jobs import JobSpec

    spec = JobSpec(input=str(audio), engine=engine, model=str(model), backend="cpu", offline=True)
    return plan_job(spec).asr.batch_size_for(seconds)


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
    parser.add_argument("--batch-size", type=int, default=8, help="chunks per batch in the batched rows")
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    from tests.textnorm import stm_text, wer

    sample = args.testdata / "sample.wav"
    reference = stm_text(args.testdata / "sample.stm")
    audios = [("sample 30 s", sample, 30.0, reference)]
    if not args.short_only:
        audios.append(("sample x10, 5 min", five_minute_file(sample, args.testdata / "sample_5min.wav"), 300.0,
                       " ".join([reference] * 10)))
    table = Table(title=f"transcription, CPU ({os.cpu_count()} cores), tiny.en (bench/transcribe.py)")
    for column in ("audio", "engine", "compute", "decoder", "bare wall s", "ours wall s", "ours RTF",
                   "peak RSS MB", "overhead", "WER", "auto", "ours: decode / load / transcribe s"):
        table.add_column(column, justify="right")
    for label, audio, seconds, words in audios:
        for engine, compute_type, batched in CONFIGS:
            model = args.models / ("tiny.en-ct2" if engine == "faster-whisper" else "tiny.en.pt")
            size = args.batch_size if batched else 0
            runs = {kind: min((run_child(kind, engine, compute_type, size, model, audio) for _ in range(args.repeat)),
                              key=lambda r: r["wall"]) for kind in ("bare", "ours")}
            base, mine = runs["bare"], runs["ours"]
            overhead = (mine["wall"] - base["wall"]) / base["wall"]
            picked = (auto_batch_size(engine, model, audio, seconds) > 0) == batched
            table.add_row(label, engine, compute_type, f"batched {size}" if size else "sequential",
                          f"{base['wall']:.2f}", f"{mine['wall']:.2f}", f"{mine['wall'] / seconds:.3f}",
                          f"{mine['rss']:.0f}", f"{overhead:+.1%}", f"{wer(words, mine['text']):.3f}",
                          "yes" if picked else "", " / ".join(f"{mine['timings'].get(k, 0):.2f}"
                                                              for k in ("decode", "load", "transcribe")))
    Console(width=180).print(table)


if __name__ == "__main__":
    main()
