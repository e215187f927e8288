"""How distinct the diarization set's voices are to the project's own speaker embedding (CAM++).

    python bench/diarset_voices.py [--set .diarset] [--models .models]

For every voice: the CAM++ embedding of each of its clean stretches (one speaker, no overlap, >= 1.5 s) in the mixed
recordings, averaged per recording (the first --per-recording of them). Prints, per voice, the cosine similarity of the
same voice across recordings and to its nearest other voice (scripts/diarset/distinctness.py). Derived voices (blends,
timbre/prosody crosses, pitch-shifted copies) should sit clearly below the same-voice similarity, as real people do,
or the set would have fewer real "people" than it claims.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.diarset.distinctness import (  # noqa: E402 - imported once sys.path is set
    campplus_embedder,
    distances,
    voice_centroids,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=ROOT / ".diarset")
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--per-recording", type=int, default=3, help="stretches embedded per voice and recording")
    args = parser.parse_args()
    embed = campplus_embedder(args.models / "diarization" / "embedding" / "pytorch_model.bin")
    rows = distances(voice_centroids(args.set, embed, args.per_recording))
    print(f"{'voice':30} {'same voice':>10} {'nearest other voice':>36}")
    for row in rows:
        same = f"{row.same:.2f}" if row.same is not None else "-"
        print(f"{row.voice:30} {same:>10} {row.nearest:8.2f} {row.nearest_voice:>27}")
    margins = [row.same - row.nearest for row in rows if row.same is not None]
    print(f"closest pair of different voices: {max(row.nearest for row in rows):.2f}; "
          f"smallest margin (same voice - nearest other): {min(margins):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
