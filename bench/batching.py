"""Where batched inference pays on this machine: the length from which the plan's auto batches, chosen on one half of
a set of recordings and reported on the other.

    .venv/bin/python bench/batching.py [--set .diarset] [--models .models] [--batch-size 8] [--compute int8,float32]

The recordings are the diarization set's (scripts/build_diarization_set.py: 45 s to 400 s conversations of 2 to 6
voices, with noise, reverberation and overlap, and each speaker's words in an STM file), whole and cut to their first
20, 40, 60 and 90 s, so that lengths near the threshold are measured on speech unlike the one file the first
measurement used. Each (file, compute type, decoder) is a whole job in a fresh child process (bench/transcribe.py's
`ours`); the transcription stage's own time is compared, loading excluded.

Prints one table per compute type (per file: length, sequential and batched seconds, speed-up, WER of each against
the reference for whole files), then the threshold: the shortest length L from which batched decoding was faster on
every tune item of L or more, for every compute type, against platform_utils.batching.BATCHED_FROM_SECONDS; and on
the report half, how often auto with that threshold picks the faster decoder and the WER of each decoder over all
report files.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CUTS = (20.0, 40.0, 60.0, 90.0)
LENGTHS = (20.0, 30.0, 40.0, 45.0, 60.0, 75.0, 90.0, 120.0)  # the thresholds considered


@dataclass(frozen=True)
class Item:
    name: str
    split: str
    seconds: float
    path: Path
    reference: str | None  # whole files only: a cut ends mid-sentence


def cut(source: Path, seconds: float, target: Path) -> Path:
    """The first `seconds` of a 16-bit WAV, as a WAV."""
    with wave.open(str(source), "rb") as src, wave.open(str(target), "wb") as out:
        out.setparams(src.getparams())
        out.writeframes(src.readframes(int(seconds * src.getframerate())))
    return target


def items(root: Path, work: Path) -> list[Item]:
    from tests.textnorm import stm_text

    manifest = json.loads((root / "manifest.json").read_text())
    found = []
    for entry in manifest["files"]:
        if "stm" not in entry:
            raise SystemExit(f"{root} predates the STM references: rebuild it (make diarset)")
        path = root / entry["path"]
        found.append(Item(entry["name"], entry["split"], entry["duration"], path, stm_text(root / entry["stm"])))
        for seconds in CUTS:
            if seconds + 10 < entry["duration"]:
                name = f"{entry['name']}[:{seconds:g}s]"
                found.append(Item(name, entry["split"], seconds, cut(path, seconds, work / f"{name}.wav"), None))
    return found


def measure(item: Item, compute_type: str, batch_size: int, model: Path) -> dict:
    from bench.transcribe import run_child

    return run_child("ours", "faster-whisper", compute_type, batch_size, model, item.path)


def threshold(rows: list[tuple[Item, float]]) -> float | None:
    """The shortest considered length from which every item at least that long was faster batched (speed-up > 1)."""
    for length in LENGTHS:
        above = [speedup for item, speedup in rows if item.seconds >= length]
        if above and min(above) > 1.0:
            return length
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=ROOT / ".diarset")
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--compute", default="int8,float32", help="compute types, comma-separated")
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    from platform_utils.batching import BATCHED_FROM_SECONDS
    from tests.textnorm import wer

    console = Console(width=160)
    model = args.models / "tiny.en-ct2"
    speedups: dict[str, list[tuple[Item, float]]] = {}
    words: dict[tuple[str, str], list[tuple[str, str]]] = {}  # (compute, decoder) -> (reference, hypothesis)
    with tempfile.TemporaryDirectory() as work:
        all_items = sorted(items(args.set, Path(work)), key=lambda i: (i.split, i.seconds))
        for compute_type in args.compute.split(","):
            table = Table(title=f"{compute_type}, tiny.en, batch {args.batch_size} (bench/batching.py)")
            for column in ("item", "split", "s", "sequential s", "batched s", "speed-up", "WER seq", "WER batched"):
                table.add_column(column, justify="right")
            for item in all_items:
                runs = {size: measure(item, compute_type, size, model) for size in (0, args.batch_size)}
                seq, bat = (runs[size]["timings"]["transcribe"] for size in (0, args.batch_size))
                speedups.setdefault(compute_type, []).append((item, seq / bat))
                shown = ["", ""]
                if item.reference is not None:
                    for i, (decoder, size) in enumerate((("sequential", 0), ("batched", args.batch_size))):
                        words.setdefault((compute_type, decoder), []).append((item.reference, runs[size]["text"]))
                        shown[i] = f"{wer(item.reference, runs[size]['text']):.3f}"
                table.add_row(item.name, item.split, f"{item.seconds:.0f}", f"{seq:.2f}", f"{bat:.2f}",
                              f"{seq / bat:.2f}x", *shown)
            console.print(table)

    tuned = [threshold([r for r in rows if r[0].split == "tune"]) for rows in speedups.values()]
    chosen = None if None in tuned else max(t for t in tuned if t is not None)
    console.print(f"threshold chosen on the tune half: {chosen} s (per compute type: {tuned}); "
                  f"platform_utils.batching.BATCHED_FROM_SECONDS = {BATCHED_FROM_SECONDS:g} s")
    for compute_type, rows in speedups.items():
        report = [(item, speedup) for item, speedup in rows if item.split == "report"]
        if chosen is not None:
            right = sum((item.seconds >= chosen) == (speedup > 1.0) for item, speedup in report)
            above = [speedup for item, speedup in report if item.seconds >= chosen]
            console.print(f"report half, {compute_type}: auto picks the faster decoder for {right} of {len(report)} "
                          f"items; batched items {min(above, default=0):.2f}x to {max(above, default=0):.2f}x")
        for decoder in ("sequential", "batched"):
            pairs = words.get((compute_type, decoder), [])
            report_pairs = [pair for pair, (item, _) in zip(pairs, [r for r in rows if r[0].reference], strict=True)
                            if item.split == "report"]
            if report_pairs:
                joined = wer(" ".join(r for r, _ in report_pairs), " ".join(h for _, h in report_pairs))
                console.print(f"report half, {compute_type}, {decoder}: WER {joined:.3f} over "
                              f"{len(report_pairs)} whole files")


if __name__ == "__main__":
    main()
