"""Which subtitle words carry the wrong person's name, per recording of the evaluation set.

    .venv/bin/python bench/word_speakers.py [--set .diarset] [--split report] [--whisper .models/tiny.en-ct2]

DER scores time; a viewer reads words. Each recording is transcribed (faster-whisper with word timestamps, as a job
does; kept in the cache), diarized by the offline pipeline (network outputs from bench/tune_diarization.py's cache,
shipped clustering values), and its words are given speakers as a job gives them: `core.speakers.label_segments`
on the exclusive turns. Whisper's words are aligned to the recording's timed reference transcript (the STM beside
its RTTM; Levenshtein alignment of normalised words), and each word found in both is checked: its found speaker,
named after the reference speaker pyannote's optimal mapping pairs it with, against the speaker who said it. The
scoring is scripts/diarset/word_names.py, which tests/test_diarization_quality.py holds the report half to.

Prints per file the words matched and the share with the wrong name (a word with no speaker counts as wrong), split
into words said while only their speaker talks and words said in overlapped speech, and the same share for two other
ways of giving words speakers: without the word-scale smoothing, and from the overlap-aware turns.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tune_diarization import add_set_arguments, audio_of, open_set, uri_prefix  # noqa: E402 - bench scripts share code

from core.types import Segment, SpeakerTurn, Word  # noqa: E402 - after sys.path is set
from scripts.diarset.word_names import named_word_counts, reference_words, transcribe  # noqa: E402 - likewise


def transcribed(file: dict[str, Any], whisper: Path, cache: Path, threads: int) -> list[Segment]:
    """`word_names.transcribe` of the file, from the cache when this audio was transcribed with this model before."""
    audio = file["waveform"][0].numpy()
    key = hashlib.sha256(audio.tobytes()).hexdigest()[:12]
    stored = cache / f"words-{whisper.name}-{key}.json"
    if not stored.exists():
        rows = [{"start": s.start, "end": s.end, "text": s.text, "words": [[w.start, w.end, w.text] for w in s.words]}
                for s in transcribe(audio, whisper, threads)]
        stored.write_text(json.dumps(rows))
    return [Segment(r["start"], r["end"], r["text"], tuple(Word(a, b, t) for a, b, t in r["words"]))
            for r in json.loads(stored.read_text())]


def turns_of(annotation: Any) -> list[SpeakerTurn]:
    return sorted((SpeakerTurn(float(s.start), float(s.end), str(label))
                   for s, _, label in annotation.itertracks(yield_label=True)), key=lambda t: (t.start, t.end))


WAYS: dict[str, Callable[[Any], tuple[list[SpeakerTurn], bool]]] = {
    # how a job does it: the exclusive turns, then the word-scale smoothing
    "job": lambda output: (turns_of(output.exclusive_speaker_diarization), True),
    "no smoothing": lambda output: (turns_of(output.exclusive_speaker_diarization), False),
    "overlap-aware turns": lambda output: (turns_of(output.speaker_diarization), True),
}


def share(wrong: int, total: int) -> str:
    return f"{wrong / total:.1%}" if total else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_set_arguments(parser, split="report")
    parser.add_argument("--whisper", type=Path, default=ROOT / ".models" / "tiny.en-ct2",
                        help="a CTranslate2 Whisper model directory")
    args = parser.parse_args(argv)
    if args.real:
        parser.error("--real recordings have no word-level reference; use the set's STM files")

    from pyannote.metrics.diarization import DiarizationErrorRate

    pipeline, files = open_set(args)
    stms = {}
    for index, root in enumerate(args.set):
        for entry in json.loads((root / "manifest.json").read_text())["files"]:
            stms[uri_prefix(index, root) + entry["name"]] = root / entry["stm"]

    totals = {way: dict.fromkeys(("words", "wrong", "alone", "alone wrong", "overlap", "overlap wrong"), 0)
              for way in WAYS}
    print("| file | words matched | wrong name | alone | in overlap | no smoothing | overlap-aware turns |")
    print("|---|---|---|---|---|---|---|")
    for file in files:
        segments = transcribed(file, args.whisper, args.cache, args.threads)
        output = pipeline(audio_of(file))
        reference = file["reference"]
        naming = DiarizationErrorRate().optimal_mapping(reference, output.speaker_diarization)
        truth = reference_words(stms[file["uri"]])
        counts = {}
        for way, turns_and_smoothing in WAYS.items():
            turns, smooth = turns_and_smoothing(output)
            counts[way] = named_word_counts(segments, turns, truth, naming, reference, smooth)
            for key, value in counts[way].items():
                totals[way][key] += value
        print(row(file["uri"], counts), flush=True)
    print(row("all", totals))
    return 0


def row(name: str, counts: dict[str, dict[str, int]]) -> str:
    job = counts["job"]
    return (f"| {name} | {job['words']} | {share(job['wrong'], job['words'])} | "
            f"{share(job['alone wrong'], job['alone'])} of {job['alone']} | "
            f"{share(job['overlap wrong'], job['overlap'])} of {job['overlap']} | "
            f"{share(counts['no smoothing']['wrong'], counts['no smoothing']['words'])} | "
            f"{share(counts['overlap-aware turns']['wrong'], counts['overlap-aware turns']['words'])} |")


if __name__ == "__main__":
    raise SystemExit(main())
