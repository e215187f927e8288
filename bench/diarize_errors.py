"""Where the offline pipeline's diarization errors are, per recording of the evaluation set.

    .venv/bin/python bench/diarize_errors.py [--set .diarset] [--model .models/diarization] [--split report]

DER splits into missed speech, false alarm and confusion (pyannote.metrics, no collar, overlap scored); this goes one
step further, frame by frame (10 ms): missed speech where one person speaks and where several do, and false alarm in
pauses inside one person's turn (between two of their sentences), in pauses between two speakers, before the first
or after the last speech, and as an extra speaker over speech; confusion within half a second of a reference turn's
start or end, and elsewhere. That is what decides whether a change should be in
the segmentation, the clustering or the references' conventions. Network outputs are read from
bench/tune_diarization.py's cache (computed there, or here on first use), with the shipped clustering values.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tune_diarization import add_set_arguments, audio_of, open_set  # noqa: E402 - bench scripts share code

STEP = 0.01  # seconds per frame
EDGE = 0.5  # seconds either side of a reference turn's start or end where confusion counts as "at a turn edge"
PAUSE_KINDS = ("pause in a turn", "pause between speakers", "before or after all speech")


def frame_counts(annotation: Any, frames: int) -> np.ndarray:
    """How many speakers are active in each 10 ms frame."""
    counts = np.zeros(frames, dtype=int)
    for segment, _, _ in annotation.itertracks(yield_label=True):
        counts[int(segment.start / STEP):int(segment.end / STEP)] += 1
    return counts


def pause_kind(segments: list[tuple[float, float, str]], start: float, end: float) -> str:
    """Whose speech surrounds a pause of the reference: the same person on both sides, two people, or nobody."""
    before = max(((e, label) for s, e, label in segments if e <= start + STEP), default=None)
    after = min(((s, label) for s, e, label in segments if s >= end - STEP), default=None)
    if before is None or after is None:
        return PAUSE_KINDS[2]
    return PAUSE_KINDS[0] if before[1] == after[1] else PAUSE_KINDS[1]


def error_shares(reference: Any, hypothesis: Any, duration: float) -> dict[str, float]:
    """Each kind of error as a share of the reference speech (speaker-seconds), the unit DER uses."""
    frames = int(duration / STEP) + 1
    ref, hyp = frame_counts(reference, frames), frame_counts(hypothesis, frames)
    speech = max(1, int(ref.sum()))
    missed = np.maximum(0, ref - hyp)
    shares = {"miss, one speaker": missed[ref == 1].sum() / speech, "miss, overlap": missed[ref >= 2].sum() / speech,
              "extra speaker over speech": np.maximum(0, hyp - ref)[ref >= 1].sum() / speech}
    shares.update({kind: 0.0 for kind in PAUSE_KINDS})
    segments = sorted((s.start, s.end, label) for s, _, label in reference.itertracks(yield_label=True))
    silent = np.flatnonzero(ref == 0)
    if len(silent):
        runs = np.split(silent, np.flatnonzero(np.diff(silent) > 1) + 1)
        for run in runs:
            kind = pause_kind(segments, run[0] * STEP, (run[-1] + 1) * STEP)
            shares[kind] += (hyp[run] > 0).sum() / speech
    return shares


def confusion_shares(reference: Any, hypothesis: Any, duration: float) -> dict[str, float]:
    """Confusion (speech given to the wrong person, after pyannote's optimal mapping of found to true speakers) within
    `EDGE` of a reference turn's start or end, and elsewhere, as shares of the reference speech. Confusion at the
    edges is a matter of where turns begin and end; elsewhere, of whose voice a stretch is. For scale, the share of the
    reference speech that lies at the edges (short sentences put most of it there)."""
    from pyannote.metrics.diarization import DiarizationErrorRate

    mapped = hypothesis.rename_labels(mapping=DiarizationErrorRate().optimal_mapping(reference, hypothesis))
    frames = int(duration / STEP) + 1
    names = list(dict.fromkeys([*reference.labels(), *mapped.labels()]))  # found labels may be ints or names
    ref, hyp = (np.stack([frame_counts(annotation.subset([name]), frames) > 0 for name in names], axis=1)
                for annotation in (reference, mapped))
    confused = np.minimum(ref.sum(axis=1), hyp.sum(axis=1)) - (ref & hyp).sum(axis=1)
    edges = np.zeros(frames, bool)
    for segment in reference.get_timeline():
        for edge in (segment.start, segment.end):
            edges[max(0, int((edge - EDGE) / STEP)):int((edge + EDGE) / STEP)] = True
    speech = max(1, int(ref.sum()))
    return {"confusion at a turn edge": confused[edges].sum() / speech,
            "confusion elsewhere": confused[~edges].sum() / speech,
            "speech at a turn edge": ref[edges].sum() / speech}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_set_arguments(parser, split="report")
    args = parser.parse_args(argv)

    from pyannote.metrics.diarization import DiarizationErrorRate

    pipeline, files = open_set(args)

    der = DiarizationErrorRate(collar=0.0, skip_overlap=False)
    columns = ("DER", "miss", "false alarm", "confusion", "miss, one speaker", "miss, overlap", *PAUSE_KINDS,
               "extra speaker over speech", "confusion at a turn edge", "confusion elsewhere", "speech at a turn edge")
    print("| file | " + " | ".join(columns) + " |\n" + "|---" * (len(columns) + 1) + "|")
    totals: dict[str, float] = dict.fromkeys(columns, 0.0)
    weight = 0.0
    for file in files:
        output = pipeline(audio_of(file)).speaker_diarization
        parts = der(file["reference"], output, detailed=True)
        total = parts["total"]
        row = {"DER": parts["diarization error rate"], "miss": parts["missed detection"] / total,
               "false alarm": parts["false alarm"] / total, "confusion": parts["confusion"] / total,
               **error_shares(file["reference"], output, file["duration"]),
               **confusion_shares(file["reference"], output, file["duration"])}
        for name in columns:
            totals[name] += row[name] * total
        weight += total
        print(f"| {file['uri']} | " + " | ".join(f"{row[name]:.3f}" for name in columns) + " |")
    print("| all | " + " | ".join(f"{totals[name] / weight:.3f}" for name in columns) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
