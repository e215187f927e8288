"""Where batched inference pays on this machine's CPU: sequential against batched decoding, whole jobs, on real
recordings and on the synthetic diarization set, and what the plan's auto picks for each.

    .venv/bin/python bench/batching.py [--sets real,synthetic] [--models tiny.en-ct2,base-ct2] [--compute int8]
                                       [--repeat 3] [--batch-size 8] [--testdata .testdata] [--set .diarset]

Real recordings (`.testdata`): the fourteen 30 s AMI meeting excerpts (ami/, close-talk mix, 1 to 4 people), the
excerpts of one meeting joined in order (60 s to 120 s, from the reader's speaker set `.speakereval`, whose
builder scripts/build_speaker_eval.py names each meeting's excerpts), the read sample (sample.wav, 30 s, with its
STM reference), JFK (jfk.wav, 11 s, with jfk.txt) and a 172 s mix of meetings, read speech and dialogue (dev00,
dev01, tst00, tst01, sample, jfk twice). The
synthetic set (scripts/build_diarization_set.py: 45 s to 400 s conversations of 2 to 6 generated voices with noise,
reverberation and overlap, each speaker's words in an STM file) is measured whole and cut to its first 20, 40, 60
and 90 s; skipped with a note when it has not been built.

Each (file, model, compute type, decoder) is a whole job in a fresh child process (bench/transcribe.py's `ours`),
`--repeat` times after one uncounted job (the first reads the model from disk), sequential and batched runs in turn
so that a slow spell of a shared machine hits both; compared are the transcription stage's own wall time (loading
excluded) and the whole job's CPU seconds (every thread's: steadier than wall time where other work shares the
cores), medians of the runs. Prints one table per model and compute type and set (per file: length, sequential and
batched seconds and CPU seconds, speed-up, the decoder the plan's auto picks on this machine and its wall and CPU
time over the faster decoder's, WER of each decoder where there is a reference), then per table the worst and median
of auto over the faster decoder, and WER over the files with a reference.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CUTS = (20.0, 40.0, 60.0, 90.0)
# the 172 s mix: AMI excerpts, then read speech and dialogue
MIX = ("ami/dev00.wav", "ami/dev01.wav", "ami/tst00.wav", "ami/tst01.wav", "sample.wav", "jfk.wav", "jfk.wav")


@dataclass(frozen=True)
class Item:
    name: str
    split: str  # real, or the synthetic set's tune/report
    seconds: float
    path: Path
    reference: str | None  # whole files with a transcript only: a cut ends mid-sentence


def cut(source: Path, seconds: float, target: Path) -> Path:
    """The first `seconds` of a 16-bit WAV, as a WAV."""
    with wave.open(str(source), "rb") as src, wave.open(str(target), "wb") as out:
        out.setparams(src.getparams())
        out.writeframes(src.readframes(int(seconds * src.getframerate())))
    return target


def joined(sources: list[Path], target: Path) -> Path:
    """`sources` one after another as a 16 kHz mono 16-bit WAV (the AMI excerpts are float WAVs)."""
    import numpy as np

    from core.audio_format import SAMPLE_RATE
    from core.media import decode_audio

    audio = np.concatenate([decode_audio(source) for source in sources])
    with wave.open(str(target), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes((np.clip(audio, -1.0, 1.0) * 32767).astype("<i2").tobytes())
    return target


def real_items(testdata: Path, work: Path, speaker_set: Path) -> list[Item]:
    from tests.textnorm import stm_text

    ami = testdata / "ami"
    files = json.loads((ami / "manifest.json").read_text())["files"]
    found = [Item(f"ami {e['name']}", "real", e["duration"], ami / e["path"], None) for e in files]
    found += [Item(e["name"], "real", e["duration"], speaker_set / e["path"], None)
              for e in meeting_entries(speaker_set)]
    found.append(Item("sample", "real", 30.0, testdata / "sample.wav", stm_text(testdata / "sample.stm")))
    found.append(Item("jfk", "real", 11.0, testdata / "jfk.wav", (testdata / "jfk.txt").read_text()))
    mix = joined([testdata / part for part in MIX], work / "mix.wav")
    with wave.open(str(mix), "rb") as w:
        found.append(Item("mix (4 AMI, sample, jfk x2)", "real", w.getnframes() / w.getframerate(), mix, None))
    return found


def meeting_entries(speaker_set: Path) -> list[dict]:
    """The AMI excerpts of one meeting joined in order, as the reader's speaker set holds them
    (scripts/build_speaker_eval.py); none where that set has not been built."""
    manifest = speaker_set / "manifest.json"
    if not manifest.is_file():
        return []
    return [e for e in json.loads(manifest.read_text())["files"] if e.get("kind") == "meeting"]


def synthetic_items(root: Path, work: Path) -> list[Item]:
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="real,synthetic", help="real, synthetic or both, comma-separated")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--set", type=Path, default=ROOT / ".diarset", help="the synthetic set")
    parser.add_argument("--speaker-set", type=Path, default=ROOT / ".speakereval",
                        help="the reader's speaker set, for the AMI meetings joined (scripts/build_speaker_eval.py)")
    parser.add_argument("--models", default=str(ROOT / ".models" / "tiny.en-ct2") + "," +
                        str(ROOT / ".models" / "base-ct2"), help="CTranslate2 model folders, comma-separated")
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--compute", default="int8", help="compute types, comma-separated")
    parser.add_argument("--repeat", type=int, default=3, help="runs per decoder and file; the median counts")
    parser.add_argument("--only", default="", help="only items whose name contains this")
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    from bench.transcribe import auto_batch_size
    from tests.textnorm import wer

    console = Console(width=210)
    sets = args.sets.split(",")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        groups: dict[str, list[Item]] = {}
        if "real" in sets:
            groups["real"] = real_items(args.testdata, work, args.speaker_set)
        if "synthetic" in sets:
            if (args.set / "manifest.json").exists():
                groups["synthetic"] = sorted(synthetic_items(args.set, work), key=lambda i: (i.split, i.seconds))
            else:
                console.print(f"the synthetic set is not built ({args.set}): make diarset; skipped")
        for model in (Path(m) for m in args.models.split(",")):
            for compute_type in args.compute.split(","):
                for set_name, all_items in groups.items():
                    chosen = [item for item in all_items if args.only in item.name]
                    report(console, Table, wer, auto_batch_size, args, model, compute_type, set_name, chosen)


def report(console, table_type, wer, auto_batch_size, args, model: Path, compute_type: str, set_name: str,
           items: list[Item]) -> None:
    """One table: every item of a set through both decoders with one model and compute type, and its summary."""
    size = args.batch_size
    table = table_type(title=f"{set_name} recordings, {model.name} {compute_type}, batch {size}, median of "
                             f"{args.repeat} (bench/batching.py)")
    for column in ("item", "split", "s", "sequential s", "batched s", "speed-up", "seq CPU s", "batched CPU s",
                   "auto", "auto / faster", "CPU auto / faster", "WER seq", "WER batched"):
        table.add_column(column, justify="right")
    if items:  # a first job in a fresh process reads the model and libraries from disk: not counted
        measure(items[0], compute_type, 0, model)
    ratios: list[float] = []
    cpu_ratios: list[float] = []
    totals: tuple[list[float], list[float]] = ([], [])  # CPU seconds per item: sequential, batched
    texts: dict[str, list[tuple[str, str]]] = {"sequential": [], "batched": []}
    wins = 0
    for item in items:
        times: dict[int, list[float]] = {0: [], size: []}
        cpus: dict[int, list[float]] = {0: [], size: []}
        text: dict[int, str] = {}
        for _ in range(args.repeat):
            for batch in (0, size):
                run = measure(item, compute_type, batch, model)
                times[batch].append(run["timings"]["transcribe"])
                cpus[batch].append(run["cpu"])
                text[batch] = run["text"]
        seq, bat = statistics.median(times[0]), statistics.median(times[size])
        seq_cpu, bat_cpu = statistics.median(cpus[0]), statistics.median(cpus[size])
        auto = auto_batch_size("faster-whisper", model, item.path, item.seconds)
        picked, picked_cpu = (bat, bat_cpu) if auto else (seq, seq_cpu)
        ratios.append(picked / min(seq, bat))
        cpu_ratios.append(picked_cpu / min(seq_cpu, bat_cpu))
        totals[0].append(seq_cpu)
        totals[1].append(bat_cpu)
        wins += bat < seq / 1.05
        shown = ["", ""]
        if item.reference is not None:
            for i, (decoder, batch) in enumerate((("sequential", 0), ("batched", size))):
                texts[decoder].append((item.reference, text[batch]))
                shown[i] = f"{wer(item.reference, text[batch]):.3f}"
        table.add_row(item.name, item.split, f"{item.seconds:.0f}", f"{seq:.2f}", f"{bat:.2f}", f"{seq / bat:.2f}x",
                      f"{seq_cpu:.2f}", f"{bat_cpu:.2f}", f"batched {auto}" if auto else "sequential",
                      f"{ratios[-1]:.3f}", f"{cpu_ratios[-1]:.3f}", *shown)
    console.print(table)
    if not ratios:
        return
    console.print(f"{set_name}, {model.name} {compute_type}: auto over the faster decoder: wall worst "
                  f"{max(ratios):.3f}, median {statistics.median(ratios):.3f}; CPU worst {max(cpu_ratios):.3f}, median "
                  f"{statistics.median(cpu_ratios):.3f}; batched more than 5% faster (wall) on {wins} of {len(ratios)} "
                  f"items; over all items CPU s {sum(totals[0]):.1f} sequential, "
                  f"{sum(totals[1]):.1f} batched")
    for decoder, pairs in texts.items():
        if pairs:
            joined_wer = wer(" ".join(r for r, _ in pairs), " ".join(h for _, h in pairs))
            console.print(f"  {decoder}: WER {joined_wer:.3f} over {len(pairs)} files with a reference")


if __name__ == "__main__":
    main()
