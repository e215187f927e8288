"""Tune the offline pipeline's clustering on one half of the evaluation set and report it on the other.

    .venv/bin/python bench/tune_diarization.py [--set .diarset] [--model .models/diarization] [--split tune]
        [--grid threshold=0.3,0.35,0.4 min_cluster_fraction=0.02,0.05 min_active_ratio=0.1,0.2]

Segmentation and embeddings do not depend on the clustering's values, so each file goes through the two networks
once (pyannote's own training cache, kept on disk in `--cache`) and every grid point only re-clusters. Prints one
row per grid point, best first (overall DER with no collar, then the share of files counted right), and the
per-file table of the best point. Choose on `--split tune`; run the chosen values once on `--split report`
(`--grid` with single values) for the numbers to quote.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import pickle
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.diarization.offline import CLUSTERING  # noqa: E402 - bench scripts run from a checkout

CACHE_KEYS = ("training_cache/segmentation", "training_cache/embeddings")


def load_set(root: Path, split: str) -> list[dict[str, Any]]:
    manifest = json.loads((root / "manifest.json").read_text())
    return [f for f in manifest["files"] if split == "all" or f["split"] == split]


def model_key(model: Path) -> str:
    """Cached network outputs are only valid for the same weights and pipeline settings."""
    digest = hashlib.sha256()
    for name in ("config.yaml", "segmentation/pytorch_model.bin", "embedding/pytorch_model.bin"):
        path = model / name
        if path.exists():
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def prepared_files(files: list[dict[str, Any]], root: Path, pipeline: Any, cache: Path,
                   prefix: str = "") -> list[dict[str, Any]]:
    """pyannote file dicts with their reference and, from disk or computed now, the networks' outputs."""
    import torch
    from pyannote.core import Segment, Timeline
    from pyannote.database.util import load_rttm

    from core.media import decode_audio

    prepared = []
    for entry in files:
        name = entry["name"]
        audio = decode_audio(root / entry["path"])
        reference = load_rttm(str(root / entry["rttm"]))
        file: dict[str, Any] = {
            "waveform": torch.from_numpy(audio)[None], "sample_rate": 16000, "uri": prefix + name,
            "reference": next(iter(reference.values())), "duration": len(audio) / 16000,
        }
        if "uem" in entry:  # the scored stretch, where a set names one (the AMI excerpts); else the extents' union
            file["annotated"] = Timeline([Segment(*entry["uem"])])
        # keyed by the audio too: a rebuilt set keeps its file names, and stale network outputs would be scored
        # against the new references
        stored = cache / f"{name}-{hashlib.sha256(audio.tobytes()).hexdigest()[:12]}.pkl"
        if stored.exists():
            file.update(pickle.loads(stored.read_bytes()))
        else:
            started = time.perf_counter()
            pipeline(file)  # training mode: fills the cache keys (no embeddings where it hears no one)
            stored.write_bytes(pickle.dumps({k: file[k] for k in CACHE_KEYS if k in file}))
            print(f"  {name}: networks {time.perf_counter() - started:.1f} s", file=sys.stderr)
        prepared.append(file)
    return prepared


def real_files(specs: list[str], testdata: Path, pipeline: Any, cache: Path) -> list[dict[str, Any]]:
    """Recordings of real people (scripts/diarset/real_speech.py), one per MINUTES:SEED, as pyannote file dicts with
    their reference and the networks' outputs, cached like the set's."""
    import torch
    from pyannote.database.util import load_rttm

    from scripts.diarset.real_speech import real_recording

    prepared = []
    for spec in specs:
        minutes, seed = spec.split(":")
        recording = real_recording(testdata, float(minutes), int(seed))
        rttm = cache / f"{recording.name}.rttm"
        rttm.write_text(recording.rttm())
        file: dict[str, Any] = {
            "waveform": torch.from_numpy(recording.audio)[None], "sample_rate": 16000, "uri": recording.name,
            "reference": load_rttm(str(rttm))[recording.name], "duration": len(recording.audio) / 16000,
        }
        stored = cache / f"{recording.name}.pkl"
        if stored.exists():
            file.update(pickle.loads(stored.read_bytes()))
        else:
            pipeline(file)
            stored.write_bytes(pickle.dumps({k: file[k] for k in CACHE_KEYS if k in file}))
        prepared.append(file)
    return prepared


def evaluate(
    pipeline: Any, files: list[dict[str, Any]], params: dict[str, Any], oracle_count: bool = False
) -> dict[str, Any]:
    """DER and count per file; `oracle_count` gives the pipeline the true number of speakers, which separates what
    the count costs from what the embeddings cost."""
    from pyannote.metrics.diarization import DiarizationErrorRate

    pipeline.instantiate({"segmentation": {"min_duration_off": 0.0}, "clustering": params})
    der = DiarizationErrorRate(collar=0.0, skip_overlap=False)
    rows = []
    for file in files:
        true = len(file["reference"].labels())
        hint = {"num_speakers": true} if oracle_count else {}
        audio = audio_of(file)
        output = pipeline(audio, **hint)
        keep_half_embeddings(audio, file)
        found = len(output.speaker_diarization.labels())
        rows.append({"name": file["uri"], "true": true, "found": found,
                     "der": der(file["reference"], as_shown(output, file), uem=file.get("annotated"))})
        rows[-1]["voices"] = reference_voices(file["reference"], output)
    right = sum(r["true"] == r["found"] for r in rows)
    within = sum(abs(r["true"] - r["found"]) <= 1 for r in rows)
    return {"params": params, "der": abs(der), "right": right / len(rows), "within_one": within / len(rows),
            "rows": rows}


def as_shown(output: Any, file: dict[str, Any]) -> Any:
    """The overlap-aware turns as the app shows and writes them: pyannote's last frames may run past the end of the
    audio (up to a second), and `core.diarization` clips them there."""
    from pyannote.core import Segment

    return output.speaker_diarization.crop(Segment(0.0, file["duration"]))


def reference_voices(reference: Any, output: Any) -> dict[str, Any]:
    """Reference speaker -> the unit centroid of the found speaker mapped to it (pyannote's optimal mapping)."""
    import numpy as np
    from pyannote.metrics.diarization import DiarizationErrorRate

    hypothesis = output.speaker_diarization
    mapping = DiarizationErrorRate().optimal_mapping(reference, hypothesis)  # found label -> reference label
    labels = list(hypothesis.labels())
    voices = {}
    for found, true in mapping.items():
        row = np.asarray(output.speaker_embeddings[labels.index(found)], dtype=np.float64)
        if np.linalg.norm(row) > 0:
            voices[true] = row / np.linalg.norm(row)
    return voices


def voice_table(rows: list[dict[str, Any]], thresholds: list[float]) -> list[str]:
    """For remembered voices: every (file A speaker, file B speaker) pair across files is a trial; a pair of the
    same voice should match, any other pair must not. Per threshold: hit rate and false match rate."""
    trials = []
    for a, b in itertools.combinations(rows, 2):
        for va, ca in a["voices"].items():
            for vb, cb in b["voices"].items():
                trials.append((float(ca @ cb), va == vb))
    same = [s for s, t in trials if t]
    other = [s for s, t in trials if not t]
    lines = [f"voice trials: {len(same)} same-voice pairs, {len(other)} different-voice pairs",
             "| threshold | hits | false matches |", "|---|---|---|"]
    for threshold in thresholds:
        hits = sum(s >= threshold for s in same) / max(1, len(same))
        false = sum(s >= threshold for s in other) / max(1, len(other))
        lines.append(f"| {threshold:.2f} | {hits:.1%} | {false:.2%} |")
    return lines


def parse_grid(items: list[str]) -> list[dict[str, float]]:
    axes = {key: [float(v) for v in values.split(",")] for key, values in (item.split("=", 1) for item in items)}
    base = {k: v for k, v in CLUSTERING.items() if k not in axes}
    return [base | dict(zip(axes, point, strict=True)) for point in itertools.product(*axes.values())]


def add_set_arguments(parser: argparse.ArgumentParser, split: str = "tune") -> None:
    """The options every script that reads the evaluation set through this cache shares."""
    parser.add_argument("--set", type=Path, nargs="+", default=[ROOT / ".diarset"],
                        help="evaluation sets (scripts/build_diarization_set.py; another --seed makes another set "
                             "with the same voices in new conversations); the split is taken from each")
    parser.add_argument("--model", type=Path, default=ROOT / ".models" / "diarization")
    parser.add_argument("--split", choices=("tune", "report", "all", "none"), default=split)
    parser.add_argument("--cache", type=Path, default=ROOT / ".diarset-cache")
    parser.add_argument("--real", nargs="*", default=[], metavar="MINUTES:SEED",
                        help="also evaluate recordings of real people made from the test audio "
                             "(scripts/diarset/real_speech.py)")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--threads", type=int, default=2, help="ONNX Runtime threads")


def open_set(args: argparse.Namespace) -> tuple[Any, list[dict[str, Any]]]:
    """The offline pipeline on the CPU with the shipped clustering, in training mode (network outputs are read from
    and kept in the cache), and the files `add_set_arguments`' options chose, each with its reference."""
    import torch
    from pyannote.audio import Pipeline

    pipeline = Pipeline.from_pretrained(args.model)
    if hasattr(pipeline, "set_cpu_threads"):
        pipeline.set_cpu_threads(args.threads)
    pipeline.to(torch.device("cpu"))  # the CPU plan: ONNX Runtime where the directory has the exports
    pipeline.training = True  # reuse segmentation and embeddings across grid points
    # the directory's config.yaml may predate a clustering parameter: the network pass needs every one set
    pipeline.instantiate({"segmentation": {"min_duration_off": 0.0}, "clustering": dict(CLUSTERING)})
    remember_turn_embeddings(pipeline)
    cache = args.cache / model_key(args.model)
    cache.mkdir(parents=True, exist_ok=True)
    files = []
    for index, root in enumerate(args.set):
        files += prepared_files(load_set(root, args.split), root, pipeline, cache, prefix=uri_prefix(index, root))
    return pipeline, files + real_files(args.real, args.testdata, pipeline, cache)


def uri_prefix(index: int, root: Path) -> str:
    """What the `index`-th set's file names are prefixed with: the first set's names stay as they are, later sets'
    carry their folder's name, since every set names its files alike."""
    return f"{root.name}:" if index else ""


def remember_turn_embeddings(pipeline: Any) -> None:
    """Every grid point re-embeds the turns it finds, and most are the turns another point found: each (file, turn)
    is embedded once (the embedding depends on nothing else)."""
    if not hasattr(pipeline, "embed_turn"):
        return
    embed, known = pipeline.embed_turn, {}

    def remembered(file: dict[str, Any], segment: Any) -> Any:
        key = (file["uri"], segment.start, segment.end)
        if key not in known:
            known[key] = embed(file, segment)
        return known[key]

    pipeline.embed_turn = remembered


def keep_half_embeddings(audio: dict[str, Any], file: dict[str, Any]) -> None:
    """The half embeddings a run computed (core.diarization.blend, in training mode) go back into the prepared file,
    so the next grid point reuses them as it reuses pyannote's embeddings."""
    from core.diarization.local_pipeline import HALVES_CACHE

    if HALVES_CACHE in audio:
        file[HALVES_CACHE] = audio[HALVES_CACHE]


def audio_of(file: dict[str, Any]) -> dict[str, Any]:
    """A prepared file as the pipeline takes it: everything but the reference and the scored stretch."""
    return {k: v for k, v in file.items() if k not in ("reference", "annotated")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_set_arguments(parser)
    parser.add_argument("--oracle-count", action="store_true",
                        help="give the pipeline each file's true speaker count (DER without counting errors)")
    parser.add_argument("--grid", nargs="*", default=[
        "threshold=0.3,0.35,0.4,0.45,0.5", "min_cluster_fraction=0.0,0.03,0.06,0.1", "min_active_ratio=0.1,0.2,0.3",
    ])
    args = parser.parse_args(argv)
    pipeline, files = open_set(args)

    results = sorted((evaluate(pipeline, files, p, args.oracle_count) for p in parse_grid(args.grid)),
                     key=lambda r: (r["der"], -r["right"]))
    print(f"{len(files)} files ({args.split}{' + real' if args.real else ''}), {len(results)} grid points")
    names = list(results[0]["params"])
    print(f"| {' | '.join(names)} | DER | count right | within one |")
    print("|---" * (len(names) + 3) + "|")
    for r in results:
        values = " | ".join(f"{r['params'][name]:g}" for name in names)
        print(f"| {values} | {r['der']:.3f} | {r['right']:.0%} | {r['within_one']:.0%} |")
    print("\nbest, per file:\n| file | true | found | DER |\n|---|---|---|---|")
    for row in results[0]["rows"]:
        print(f"| {row['name']} | {row['true']} | {row['found']} | {row['der']:.3f} |")
    print()
    print("\n".join(voice_table(results[0]["rows"], [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
