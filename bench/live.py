"""Live captions measured: a file played through the streaming transcriber and the online speakers as if it were a
microphone, against the offline job on the same audio.

    .venv/bin/python bench/live.py [--files sample,ami,jfk] [--threads 2] [--chunk 0.5] [--clock wall|cpu]
    .venv/bin/python bench/live.py --minutes 30 [--threads 2]          (soak: is memory flat?)

The clock is simulated: a chunk arrives at its audio time; processing takes the real time it takes, and while it
runs the clock moves on by that much (so a slow decoder falls behind, and audio that arrived meanwhile is handed
over at once on the next step); when nothing is left to do, the clock jumps to the next chunk's arrival instead of
sleeping, so a 7-minute recording takes its processing time, not 7 minutes. A word's delay is the clock when it
became final minus the arrival of the chunk holding its end. On a shared machine the wall time of a step counts
everyone else's load too: `--clock cpu` moves the clock by the step's CPU time over --threads instead (what the step
would take on idle cores if its threads kept them busy: an estimate, said in the header line with the load average).

Files: `sample` (pyannote's 30 s two-speaker sample, with its STM transcript and RTTM), `jfk` (11 s, one speaker,
its text), `ami` (the 14 AMI excerpts of .testdata/ami joined into one 7-minute recording in a temp folder, their RTTM
shifted to match: real meeting speech, several meetings and up to four people each). Columns: duration, median and
95th percentile delay, processing time over audio time, peak RSS and RSS growth over the run, WER of the live and the
offline transcripts against the reference (where one exists), WER of live against offline, and the word speaker
error (scripts/diarset/word_names.word_speaker_error against the RTTM) of live, of live refined at Stop and of
offline. Offline is the job as the CLI runs it, in a CLI process of its own (faster-whisper, the plan's settings, VAD,
offline diarization), so the peak RSS is the live session's and the refine's (before 2026-11-28 it included the
offline job's models, loaded in this process). Refined is what a session saves with speakers on
(core.live.refine.refine_speakers: the job's diarization over the recording, the live words given its speakers);
"refine s" is its time from Stop to the words named (reading the WAV, loading the pipeline, diarizing; "load s" of
it the pipeline's load), on the wall clock whatever --clock says: it is not part of the live delay. `--no-refine`
leaves those columns out.

`--minutes N` loops the joined AMI recording for N minutes of audio and prints RSS every minute of the clock, and
where the C library is glibc what its heap holds in use and free: RSS growing with the in-use memory flat is memory
the heap keeps for reuse (see docs/EVALUATION.md on the 30-minute soak; glibc's MALLOC_* environment variables change
that behaviour for a run).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.live.types import SAMPLE_RATE, AudioChunk  # noqa: E402 - after sys.path is set
from core.types import SpeakerTurn, Word  # noqa: E402 - after sys.path is set


@dataclass(frozen=True, slots=True)
class Recording:
    name: str
    wav: Path
    reference_text: str | None  # what was said, for WER
    turns: tuple[SpeakerTurn, ...]  # who spoke when (RTTM), for the word speaker error


@dataclass
class LiveRun:
    """What one simulated live session gave."""

    words: list[Word] = field(default_factory=list)
    delays: list[float] = field(default_factory=list)
    busy: float = 0.0  # seconds spent transcribing and naming (on the clock the run used)
    cpu: float = 0.0  # CPU seconds of this process spent on it, all threads together
    duration: float = 0.0
    rss: list[tuple[float, float]] = field(default_factory=list)  # (clock seconds, RSS MB)


def read_rttm(path: Path, offset: float = 0.0) -> list[SpeakerTurn]:
    turns = []
    for line in path.read_text().splitlines():
        fields = line.split()
        if len(fields) >= 8 and fields[0] == "SPEAKER":
            start = float(fields[3]) + offset
            turns.append(SpeakerTurn(start, start + float(fields[4]), fields[7]))
    return turns


def joined_ami(testdata: Path, folder: Path) -> Recording:
    """The AMI excerpts end to end in one WAV, their reference turns shifted by each excerpt's offset."""
    from core.media import decode_audio
    from tests.media_factory import write_wav

    parts, turns, at = [], [], 0.0
    for wav in sorted((testdata / "ami").glob("*.wav")):
        audio = decode_audio(wav)
        parts.append(audio)
        turns += read_rttm(wav.with_suffix(".rttm"), at)
        at += len(audio) / SAMPLE_RATE
    path = folder / "ami-joined.wav"
    write_wav(path, np.concatenate(parts))
    return Recording("ami (14 excerpts joined)", path, None, tuple(turns))


def recordings(names: list[str], testdata: Path, folder: Path) -> list[Recording]:
    sys.path.insert(0, str(ROOT / "tests"))
    from tests.textnorm import stm_text

    found = []
    for name in names:
        if name == "sample":
            found.append(Recording("sample", testdata / "sample.wav", stm_text(testdata / "sample.stm"),
                                   tuple(read_rttm(testdata / "sample.rttm"))))
        elif name == "jfk":
            found.append(Recording("jfk", testdata / "jfk.wav", (testdata / "jfk.txt").read_text(), ()))
        elif name == "ami":
            found.append(joined_ami(testdata, folder))
        else:
            raise SystemExit(f"unknown file {name!r}: sample, jfk or ami")
    return found


def rss_mb() -> float:
    import psutil

    return psutil.Process().memory_info().rss / 2**20


def heap_mb() -> tuple[float, float] | None:
    """glibc's heap: (MB in use, MB free but kept), over every arena; None where the C library is another."""
    from platform_utils.runtime import heap_figures

    heap = heap_figures()
    return None if heap is None else (heap.in_use / 2**20, heap.kept_free / 2**20)


def soak_row(at: float, rss: float) -> str:
    """A row of the soak's table: clock minutes, RSS, and the heap's in-use and free memory where glibc says."""
    heap = heap_mb()
    return f"| {at / 60:.1f} | {rss:.0f} | " + (f"{heap[0]:.0f} | {heap[1]:.0f} |" if heap else "- | - |")


def play(audio: np.ndarray, chunk_seconds: float, transcriber, speakers, minutes: float = 0.0,
         on_rss: Callable[[float, float], None] | None = None, cpu_threads: int = 0) -> LiveRun:
    """One session on the simulated clock (see the module's docstring). `minutes` > 0 loops `audio` that long.
    `cpu_threads` > 0: each step moves the clock by the process's CPU time over that many threads instead of the wall
    time it took (an estimate for a machine nobody else uses; see --clock)."""
    step = int(chunk_seconds * SAMPLE_RATE)
    total = int(minutes * 60 * SAMPLE_RATE) if minutes else len(audio)

    def chunks() -> Iterator[AudioChunk]:
        for at in range(0, total, step):
            start = at % len(audio)
            piece = audio[start:start + min(step, total - at)]
            if len(piece) < min(step, total - at):  # the loop wraps inside this chunk
                piece = np.concatenate([piece, audio[:min(step, total - at) - len(piece)]])
            yield AudioChunk(at / SAMPLE_RATE, piece)

    run = LiveRun(duration=total / SAMPLE_RATE)
    clock = 0.0
    pending = chunks()
    waiting = next(pending, None)
    next_rss = 0.0
    finished = False
    while not finished:
        handed = []
        while waiting is not None and waiting.end <= clock + 1e-9:
            handed.append(waiting)
            waiting = next(pending, None)
        if not handed and waiting is not None:
            clock = waiting.end  # idle: jump to the next arrival
            continue
        began, began_cpu = time.perf_counter(), time.process_time()
        for chunk in handed:
            transcriber.insert(chunk)
            speakers.insert(chunk)
        update = transcriber.process() if waiting is not None else transcriber.finish()
        finished = waiting is None
        final = speakers.label(update.final) if update.final else ()
        spent = time.perf_counter() - began
        run.cpu += time.process_time() - began_cpu
        if cpu_threads:
            spent = (time.process_time() - began_cpu) / cpu_threads
        run.busy += spent
        clock += spent
        for word in final:
            arrived = min(run.duration, np.ceil(word.end / chunk_seconds - 1e-9) * chunk_seconds)
            run.delays.append(clock - arrived)
            run.words.append(word)
        if clock >= next_rss:
            run.rss.append((clock, rss_mb()))
            if on_rss is not None:
                on_rss(clock, run.rss[-1][1])
            next_rss += 60.0 if minutes else 30.0
    run.rss.append((clock, rss_mb()))
    return run


def offline_words(recording: Recording, model: Path, diarization: Path) -> list[Word]:
    """The words of the job the CLI runs on the file, with their speakers. The CLI runs in a process of its own: a
    job that transcribes and diarizes side by side sets a process-wide heap bound (core.pipeline), which would then
    hold for the live sessions measured after it here."""
    import subprocess

    from core.writers.data import read_json

    with tempfile.TemporaryDirectory(prefix="live-offline-") as folder:
        job = subprocess.run([sys.executable, "-m", "whisper_subtitler", "transcribe", str(recording.wav), "-o",
                              folder, "--format", "json", "--engine", "faster-whisper", "--model", str(model),
                              "--language", "en", "--backend", "cpu", "--offline", "--diarize",
                              "--diarization-model", str(diarization), "-q"],
                             capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
        if job.returncode != 0:
            raise RuntimeError(f"the offline job failed on {recording.wav}:\n{job.stderr[-2000:]}")
        saved = read_json(next(Path(folder).glob("*.json")))
    return [w for s in saved.transcript.segments for w in s.words]


def wer_of(reference: str | None, words: list[Word]) -> float | None:
    from tests.textnorm import wer

    return None if reference is None else wer(reference, "".join(w.text for w in words))


def speaker_error(words: list[Word], turns: tuple[SpeakerTurn, ...]) -> float | None:
    from scripts.diarset.word_names import word_speaker_error

    if not turns:
        return None
    wrong, scored = word_speaker_error(words, turns)
    return wrong / scored if scored else None


def refined_words(recording: Recording, words: list[Word], diarization: Path) -> tuple[list[Word], float, float]:
    """The live words with their speakers refined as a session refines them at Stop; the seconds that took and the
    pipeline's load of them."""
    from core.jobs import JobSpec
    from core.live.refine import refine_speakers
    from core.live.session import transcript_of

    job = JobSpec(input=str(recording.wav), backend="cpu", offline=True, language="en", diarize=True,
                  diarization_model=str(diarization))
    live = transcript_of(words, words[-1].end if words else 0.0, "en")
    began = time.perf_counter()
    refined = refine_speakers(live, recording.wav, job)
    return list(refined.words), time.perf_counter() - began, float(refined.timings.get("diarization_load", 0.0))


def fmt(value: float | None, pattern: str = "{:.3f}") -> str:
    return "-" if value is None else pattern.format(value)


def session(args: argparse.Namespace):
    """A fresh transcriber and speakers on the shared loaded models, as a live session makes them."""
    from core.live.speakers import CentroidSpeakers, SpeakerSettings
    from core.live.transcriber import StreamingSettings, WhisperStreaming
    from core.options import TranscribeOptions

    settings = StreamingSettings(min_new_seconds=args.min_new, trim_seconds=args.trim, max_seconds=args.max,
                                 agreement=args.agreement, agreement_gap=args.agreement_gap)
    transcriber = WhisperStreaming(args.engine, TranscribeOptions(language="en"), settings)
    speakers = CentroidSpeakers(args.embedder, dataclasses.replace(SpeakerSettings(),
                                                                  new_speaker_similarity=args.similarity))
    return transcriber, speakers


def main(argv: list[str] | None = None) -> int:
    from core.live.speakers import CampPlusEmbedder, SpeakerSettings
    from core.live.transcriber import StreamingSettings

    defaults, speaker_defaults = StreamingSettings(), SpeakerSettings()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", default="sample,ami", help="comma-separated: sample, jfk, ami")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--chunk", type=float, default=0.5, help="seconds per chunk, as a microphone hands them over")
    parser.add_argument("--minutes", type=float, default=0.0, help="soak: loop the joined AMI audio this long")
    parser.add_argument("--model", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--diarization", type=Path, default=ROOT / ".models" / "diarization")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--no-offline", action="store_true", help="leave out the offline job's columns")
    parser.add_argument("--no-refine", action="store_true", help="leave out the columns of the refine at Stop")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="what a step costs on the simulated clock: the wall time it took (this machine as it "
                             "is), or its CPU time over --threads (an estimate for a machine nobody else is using)")
    parser.add_argument("--min-new", type=float, default=defaults.min_new_seconds)
    parser.add_argument("--trim", type=float, default=defaults.trim_seconds)
    parser.add_argument("--max", type=float, default=defaults.max_seconds)
    parser.add_argument("--agreement", type=int, default=defaults.agreement)
    parser.add_argument("--agreement-gap", type=int, default=defaults.agreement_gap)
    parser.add_argument("--similarity", type=float, default=speaker_defaults.new_speaker_similarity)
    args = parser.parse_args(argv)

    from core.engines import load_engine
    from core.media import decode_audio

    args.engine = load_engine("faster-whisper", args.model, model_name=args.model.name.removesuffix("-ct2"),
                              compute_type="int8", cpu_threads=args.threads)
    args.embedder = CampPlusEmbedder(args.diarization, threads=args.threads)
    print(f"# model {args.model.name}, {args.threads} threads, chunk {args.chunk} s, min new {args.min_new} s, "
          f"buffer {args.trim}/{args.max} s, agreement {args.agreement} (gap {args.agreement_gap}), "
          f"new speaker below {args.similarity}, {args.clock} clock, "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory(prefix="live-bench-") as scratch:
        if args.minutes:
            recording = joined_ami(args.testdata, Path(scratch))
            transcriber, speakers = session(args)
            print("| clock minutes | RSS MB | heap in use MB | heap free MB |\n|---|---|---|---|")
            run = play(decode_audio(recording.wav), args.chunk, transcriber, speakers, args.minutes,
                       on_rss=lambda at, mb: print(soak_row(at, mb), flush=True),
                       cpu_threads=args.threads if args.clock == "cpu" else 0)
            first = run.rss[1][1] if len(run.rss) > 1 else run.rss[0][1]
            print(f"\nprocessing / real time {run.busy / run.duration:.2f}; RSS from the first minute to the end "
                  f"{first:.0f} -> {run.rss[-1][1]:.0f} MB; median delay {statistics.median(run.delays):.2f} s")
            return 0
        print("| file | duration s | delay median s | delay p95 s | processing / real time | CPU s / audio s | "
              "peak RSS MB | "
              "RSS growth MB | WER live | WER offline | WER live vs offline | speaker error live | "
              "speaker error refined | speaker error offline | refine s | load s |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        for recording in recordings(args.files.split(","), args.testdata, Path(scratch)):
            transcriber, speakers = session(args)
            audio = decode_audio(recording.wav)
            run = play(audio, args.chunk, transcriber, speakers,
                       cpu_threads=args.threads if args.clock == "cpu" else 0)
            refined, refine_s, load_s = (([], None, None) if args.no_refine
                                         else refined_words(recording, run.words, args.diarization))
            offline = [] if args.no_offline else offline_words(recording, args.model, args.diarization)
            from tests.textnorm import wer

            live_text = "".join(w.text for w in run.words)
            against = wer("".join(w.text for w in offline), live_text) if offline else None
            p95 = float(np.percentile(run.delays, 95)) if run.delays else None
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"| {recording.name} | {run.duration:.0f} | "
                  f"{fmt(statistics.median(run.delays) if run.delays else None, '{:.2f}')} | {fmt(p95, '{:.2f}')} | "
                  f"{run.busy / run.duration:.2f} | {run.cpu / run.duration:.2f} | {peak:.0f} | "
                  f"{run.rss[-1][1] - run.rss[0][1]:+.0f} | "
                  f"{fmt(wer_of(recording.reference_text, run.words))} | "
                  f"{fmt(wer_of(recording.reference_text, offline) if offline else None)} | {fmt(against)} | "
                  f"{fmt(speaker_error(run.words, recording.turns))} | "
                  f"{fmt(speaker_error(refined, recording.turns) if refined else None)} | "
                  f"{fmt(speaker_error(offline, recording.turns) if offline else None)} | "
                  f"{fmt(refine_s, '{:.1f}')} | {fmt(load_s, '{:.1f}')} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
