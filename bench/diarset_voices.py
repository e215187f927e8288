"""How distinct the diarization set's voices are to the project's own speaker embedding (CAM++).

    python bench/diarset_voices.py [--set .diarset] [--models .models]

For every voice: the CAM++ embedding of each of its clean stretches (one speaker, no overlap, >= 1.5 s) in the mixed
recordings, averaged per recording (the first --per-recording of them). Prints, per voice, the cosine similarity of the
same voice across recordings and to its nearest other voice. Derived voices (blends, pitch-shifted copies) should sit
clearly below the same-voice similarity, or the set would have fewer real "people" than it claims.
"""

from __future__ import annotations

import argparse
import json
import sys
import wave
from collections import defaultdict
from pathlib import Path

import numpy as np
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyannote.audio import Model  # noqa: E402 - imported once sys.path is set

RATE = 16_000


def clean_stretches(rttm: Path, min_seconds: float = 1.5) -> list[tuple[str, float, float]]:
    fields = (ln.split() for ln in rttm.read_text().splitlines())
    turns = [(f[7], float(f[3]), float(f[3]) + float(f[4])) for f in fields]
    out = []
    for speaker, start, end in turns:
        others = [(s, e) for sp, s, e in turns if (sp, s, e) != (speaker, start, end) and s < end and e > start]
        if not others and end - start >= min_seconds:
            out.append((speaker, start, end))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=ROOT / ".diarset")
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--per-recording", type=int, default=3, help="stretches embedded per voice and recording")
    args = parser.parse_args()
    model = Model.from_pretrained(args.models / "diarization" / "embedding" / "pytorch_model.bin").eval()
    manifest = json.loads((args.set / "manifest.json").read_text())
    per_file: dict[tuple[str, str], list[np.ndarray]] = defaultdict(list)
    for entry in manifest["files"]:
        with wave.open(str(args.set / entry["path"])) as handle:
            audio = np.frombuffer(handle.readframes(handle.getnframes()), np.int16).astype(np.float32) / 32768
        for speaker, start, end in clean_stretches(args.set / entry["rttm"]):
            if len(per_file[(speaker, entry["name"])]) >= args.per_recording:
                continue
            chunk = torch.from_numpy(audio[int(start * RATE) : int(end * RATE)].copy()).reshape(1, 1, -1)
            with torch.inference_mode():
                per_file[(speaker, entry["name"])].append(model(chunk)[0].numpy())
    means = {key: np.mean(v, axis=0) for key, v in per_file.items()}
    means = {key: v / np.linalg.norm(v) for key, v in means.items()}
    voices = sorted({voice for voice, _ in means})
    print(f"{'voice':30} {'same voice':>10} {'nearest other voice':>36}")
    worst_margin = 1.0
    for voice in voices:
        own = [v for (name, _), v in means.items() if name == voice]
        same = [float(a @ b) for i, a in enumerate(own) for b in own[i + 1 :]]
        others = [(float(a @ b), other) for a in own for (other, _), b in means.items() if other != voice]
        best, nearest = max(others)
        same_text = f"{np.mean(same):.2f}" if same else "-"
        print(f"{voice:30} {same_text:>10} {best:8.2f} {nearest:>27}")
        if same:
            worst_margin = min(worst_margin, float(np.mean(same)) - best)
    print(f"smallest margin (same voice - nearest other): {worst_margin:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
