"""What a live session's bookkeeping costs beside decoding: writing each chunk to the recording (samples, then the
header's sizes; a sync every 5 s of audio), and keeping the captions so far after each decode that made words final:
appended to `STEM.partial.jsonl` (what the session does) against the whole JSON rewritten (what it would cost,
growing with the session). Printed as a table per session length.

    .venv/bin/python bench/live_io.py [--hours 0.1 1 3] [--words-per-minute 150]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.live.journal import CaptionJournal, JournalHeader  # noqa: E402 - imported once sys.path is set
from core.live.recording import WavRecording  # noqa: E402 - imported once sys.path is set
from core.live.session import transcript_of  # noqa: E402 - imported once sys.path is set
from core.live.sources import CHUNK_SECONDS  # noqa: E402 - imported once sys.path is set
from core.live.types import SAMPLE_RATE  # noqa: E402 - imported once sys.path is set
from core.types import CueRules, Word  # noqa: E402 - imported once sys.path is set
from core.writers.data import render_json  # noqa: E402 - imported once sys.path is set
from core.writers.document import Document  # noqa: E402 - imported once sys.path is set


def recording_cost(folder: Path, seconds: float) -> tuple[float, float]:
    """Median and worst milliseconds to write one chunk of speech-like noise to a recording `seconds` long."""
    rng = np.random.default_rng(0)
    chunk = (rng.standard_normal(int(CHUNK_SECONDS * SAMPLE_RATE)) * 0.1).astype(np.float32)
    times = []
    with WavRecording(folder / "bench.wav") as recording:
        for _ in range(int(seconds / CHUNK_SECONDS)):
            began = time.perf_counter()
            recording.write(chunk)
            times.append(time.perf_counter() - began)
    (folder / "bench.wav").unlink()
    return statistics.median(times) * 1e3, max(times) * 1e3


def caption_costs(folder: Path, words: int) -> tuple[float, float]:
    """Milliseconds to keep one decode's new words (8) when the session holds `words` final words: appended to the
    journal (what the session does), and, for comparison, the session's whole JSON rewritten atomically."""
    session_words = [Word(i * 0.4, i * 0.4 + 0.3, " word", 0.9, f"SPEAKER_0{i // 40 % 3}") for i in range(words)]
    journal = CaptionJournal(folder / "bench.partial.jsonl", JournalHeader("en"))
    journal.add(session_words)
    began = time.perf_counter()
    journal.add(session_words[:8])
    appended = time.perf_counter() - began
    journal.discard()
    began = time.perf_counter()
    doc = Document(transcript_of(session_words, words * 0.4, "en"), (), "bench", rules=CueRules())
    (folder / ".bench.writing").write_text(render_json(doc), encoding="utf-8")
    os.replace(folder / ".bench.writing", folder / "bench.json")
    rewritten = time.perf_counter() - began
    (folder / "bench.json").unlink()
    return appended * 1e3, rewritten * 1e3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hours", type=float, nargs="+", default=[0.1, 1.0, 3.0])
    parser.add_argument("--words-per-minute", type=float, default=150.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="live-io-") as name:
        folder = Path(name)
        caption_costs(folder, 10)  # imports and first-call costs out of the table
        print("| session | words | chunk write median / worst (ms) | words appended to the journal (ms) | "
              "whole JSON rewritten (ms) |")
        print("|---|---|---|---|---|")
        for hours in args.hours:
            words = int(hours * 60 * args.words_per_minute)
            median, worst = recording_cost(folder, min(hours * 3600, 600.0))
            appended, rewritten = caption_costs(folder, words)
            print(f"| {hours:g} h | {words} | {median:.3f} / {worst:.1f} | {appended:.2f} | {rewritten:.1f} |",
                  flush=True)
        print(f"(chunk writes timed over the first 10 minutes at most; chunks of {CHUNK_SECONDS} s)")


if __name__ == "__main__":
    main()
