"""What segmentation-3.0 allows at best: the offline pipeline with its clustering replaced by the reference.

    .venv/bin/python bench/oracle_diarization.py [--set .diarset] [--split report] [--real MINUTES:SEED ...]

pyannote's `OracleClustering` gives each (10 s chunk, local speaker) of the segmentation to the reference speaker it
matches best (one to one within a chunk), so no count is estimated and no embedding can be wrong; everything after
it (the instantaneous speaker count, the reconstruction, the turns' second look in core.diarization.reassign) is the
shipped pipeline's. The DER left is what the segmentation and the reconstruction cost: no clustering of these
chunk-level speakers does better. The confusion left is split by where it lies: within half a second of a reference
turn's start or end (bench/diarize_errors.py) it is a matter of where the segmentation puts turn boundaries. Per
file it also says how many reference speakers the segmentation hears at all (some chunk's speaker slot is theirs)
and how many have a slot that the shipped clustering would take part (`min_active_ratio` of the window spoken
alone): the most a count made from chunk embeddings can reach. Beside it, the shipped clustering as it counts and
with the true count given. Network outputs come from bench/tune_diarization.py's cache (computed on first use).
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

from diarize_errors import confusion_shares  # noqa: E402 - bench scripts share code
from tune_diarization import add_set_arguments, as_shown, audio_of, evaluate, open_set  # noqa: E402 - bench code

from core.diarization.offline import CLUSTERING  # noqa: E402 - bench scripts run from a checkout

COMPONENTS = ("missed detection", "false alarm", "confusion")


def reachable_speakers(hard_clusters: np.ndarray, segmentations: np.ndarray, oracle: np.ndarray,
                       min_active_ratio: float) -> tuple[set[int], set[int]]:
    """Reference speakers (oracle columns) that hold an active speaker slot of some chunk whose frames overlap theirs
    ("heard"), and those of them with such a slot spoken alone for `min_active_ratio` of the window, which is what
    the shipped clustering needs of an embedding to count it ("embedded")."""
    frames = min(segmentations.shape[1], oracle.shape[1])
    segmentations, oracle = segmentations[:, :frames], oracle[:, :frames]
    solo = segmentations * (segmentations.sum(axis=2, keepdims=True) == 1)
    heard, embedded = set(), set()
    for chunk, slot in zip(*np.nonzero(hard_clusters >= 0), strict=True):
        speaker = int(hard_clusters[chunk, slot])
        if (segmentations[chunk, :, slot] * oracle[chunk, :, speaker]).sum() == 0:
            continue
        heard.add(speaker)
        if solo[chunk, :, slot].sum() >= min_active_ratio * frames:
            embedded.add(speaker)
    return heard, embedded


def oracle_clustering(metric: str) -> Any:
    """pyannote's OracleClustering that keeps what it decided for the file last seen (for `reachable_speakers`)."""
    from pyannote.audio.pipelines.clustering import OracleClustering

    class Remembering(OracleClustering):
        last: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None

        def __call__(self, *args: Any, **kwargs: Any) -> Any:
            hard, soft, centroids = super().__call__(*args, **kwargs)
            segmentations, file = kwargs["segmentations"], kwargs["file"]
            self.last = (hard.copy(), np.asarray(segmentations.data), file["oracle_segmentations"].data)
            return hard, soft, centroids

    return Remembering(metric=metric)


def oracle_rows(pipeline: Any, files: list[dict[str, Any]], min_active_ratio: float) -> list[dict[str, Any]]:
    """Per file: true count, speakers heard and embedded, speakers found and DER (with its parts) with the
    reference as the clustering."""
    from pyannote.metrics.diarization import DiarizationErrorRate

    shipped = pipeline.clustering
    pipeline.clustering = oracle_clustering(shipped.metric)
    der = DiarizationErrorRate(collar=0.0, skip_overlap=False)
    rows = []
    try:
        for file in files:
            # OracleClustering reads the reference from "annotation" (and pyannote then names speakers after it)
            output = pipeline(audio_of(file) | {"annotation": file["reference"]})
            heard, embedded = reachable_speakers(*pipeline.clustering.last, min_active_ratio)
            shown = as_shown(output, file)
            parts = der(file["reference"], shown, uem=file.get("annotated"), detailed=True)
            total = parts["total"] or 1.0
            at_edges = confusion_shares(file["reference"], shown, file["duration"])["confusion at a turn edge"]
            rows.append({"name": file["uri"], "true": len(file["reference"].labels()), "heard": len(heard),
                         "embedded": len(embedded), "found": len(output.speaker_diarization.labels()),
                         "der": parts["diarization error rate"], **{name: parts[name] / total for name in COMPONENTS},
                         "at edges": at_edges, "speech": total})
    finally:
        pipeline.clustering = shipped
    return rows


def overall(rows: list[dict[str, Any]], key: str) -> float:
    """A share of the reference speech over all files (weighted by each file's reference speech, as DER is)."""
    speech = sum(r["speech"] for r in rows)
    return sum(r[key] * r["speech"] for r in rows) / speech


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_set_arguments(parser, split="report")
    args = parser.parse_args(argv)
    pipeline, files = open_set(args)

    counted, told = evaluate(pipeline, files, dict(CLUSTERING)), evaluate(pipeline, files, dict(CLUSTERING), True)
    shipped, given = ({r["name"]: r for r in result["rows"]} for result in (counted, told))
    rows = oracle_rows(pipeline, files, float(CLUSTERING["min_active_ratio"]))

    print(f"{len(files)} files ({args.split}{' + real' if args.real else ''}); DER with no collar, overlap scored")
    print("| file | true | heard | embedded | shipped: found, DER | true count given: DER | reference as clustering: "
          "found, DER (miss / false alarm / confusion, of it at a turn edge) |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        s, g = shipped[r["name"]], given[r["name"]]
        print(f"| {r['name']} | {r['true']} | {r['heard']} | {r['embedded']} | {s['found']}, {s['der']:.3f} | "
              f"{g['der']:.3f} | {r['found']}, {r['der']:.3f} ({r['missed detection']:.3f} / "
              f"{r['false alarm']:.3f} / {r['confusion']:.3f}, {r['at edges']:.3f}) |")
    right = sum(shipped[r["name"]]["found"] == r["true"] for r in rows)
    reachable = sum(r["embedded"] == r["true"] for r in rows)
    print(f"| all | | heard all: {sum(r['heard'] == r['true'] for r in rows)} of {len(rows)} | embedded all: "
          f"{reachable} of {len(rows)} | {right} of {len(rows)} right, {counted['der']:.3f} | {told['der']:.3f} | "
          f"{sum(r['found'] == r['true'] for r in rows)} of {len(rows)}, {overall(rows, 'der'):.3f} "
          f"({overall(rows, 'missed detection'):.3f} / {overall(rows, 'false alarm'):.3f} / "
          f"{overall(rows, 'confusion'):.3f}, {overall(rows, 'at edges'):.3f}) |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
