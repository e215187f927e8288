"""Draw the set's voices so that they differ as real people do: how scripts/diarset/voices.py's list was made.

    .venv/bin/python scripts/diarset/choose_voices.py [--models .models] [--bound 0.45] [--out DIR]

Candidates: the five Kokoro tables, their ten blends, the twenty timbre/prosody pairs and five exaggerations, each at
pitch 0.8, 0.9, 1.0, 1.1 and 1.2 (200 voices, 40 synthesis sources, two sentences each: about 4 minutes on 2 cores).
For each: CAM++ similarity to every other candidate (across different sentences, so the words do not count), its
similarity to itself (sentence against sentence), and how much of its speech pyannote's segmentation model marks
in a reverberant, noisy 10 s chunk. Then many random-order greedy draws keep the largest set of stable (self >= 0.75),
audible (marked >= 0.9) voices with no pair above `--bound`; prints that set and every candidate's numbers. It
chooses, it does not build: copy the chosen voices into voices.py and run scripts/build_diarization_set.py.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE.parent))

from diarset import acoustics  # noqa: E402 - imported once sys.path is set
from diarset.distinctness import campplus_embedder  # noqa: E402 - imported once sys.path is set
from diarset.kokoro_engine import SAMPLE_RATE, KokoroEngine  # noqa: E402 - imported once sys.path is set
from diarset.voices import Voice  # noqa: E402 - imported once sys.path is set

SENTENCES = (
    "I think we should look at the numbers again before the meeting on Friday.",
    "Honestly, the weather here has been strange all week, hasn't it?",
)
PITCHES = (0.8, 0.9, 1.0, 1.1, 1.2)
EXAGGERATION = 0.7


def candidate_sources(tables: list[str]) -> list[Voice]:
    """Every synthesis source (pitch 1.0); pitch variants are made from their clips by resampling."""
    short = {name: name.split("_", 1)[1] for name in tables}
    out = [Voice(name, (name,)) for name in tables]
    out += [Voice(f"mix_{short[a]}_{short[b]}", (a, b)) for a, b in itertools.combinations(tables, 2)]
    out += [Voice(f"t_{short[a]}_{short[b]}", (a,), (b,)) for a, b in itertools.permutations(tables, 2)]
    out += [Voice(f"ex_{short[a]}", (a,), exaggerate=EXAGGERATION) for a in tables]
    return out


def heard_share(model, clips: list[np.ndarray]) -> float:
    """Share of the voiced frames that the segmentation model marks as speech, with room and noise added."""
    import torch

    gap = np.zeros(acoustics.SAMPLE_RATE // 2, np.float32)
    chunk = acoustics.SAMPLE_RATE * 10
    dry = np.concatenate([gap, clips[0], gap, clips[1], gap])[:chunk]
    voiced = np.concatenate([np.zeros(len(gap)), np.ones(len(clips[0])), np.zeros(len(gap)), np.ones(len(clips[1]))])
    dry, voiced = np.pad(dry, (0, chunk - len(dry))), np.pad(voiced, (0, chunk))[:chunk] > 0
    rng = np.random.default_rng(1)
    wet = acoustics.signal.fftconvolve(dry, acoustics.room_response(rng, 0.5, 3.0))[:chunk]
    noise = acoustics.coloured_noise(rng, chunk, "brown") * np.sqrt(np.mean(wet[voiced] ** 2) / 10**1.5)
    with torch.inference_mode():
        scores = model(torch.from_numpy((wet + noise).astype(np.float32)).reshape(1, 1, -1))[0].numpy()
    speech = scores.argmax(-1) != 0  # powerset class 0 is "nobody speaks"
    frames = np.linspace(0, chunk, len(speech), endpoint=False).astype(int)
    return float(speech[voiced[frames]].mean())


def draw(names: list[str], similarity: np.ndarray, bound: float, tries: int = 3000) -> list[int]:
    """Largest set found with no pair above `bound` (ties: the lowest closest pair)."""
    rng = np.random.default_rng(0)
    best: list[int] = []

    def worst(chosen: list[int]) -> float:
        return max((similarity[i, j] for i in chosen for j in chosen if i != j), default=0.0)

    for _ in range(tries):
        chosen: list[int] = []
        for i in rng.permutation(len(names)):
            if all(similarity[i, j] <= bound for j in chosen):
                chosen.append(int(i))
        if len(chosen) > len(best) or (len(chosen) == len(best) and worst(chosen) < worst(best)):
            best = chosen
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--bound", type=float, default=0.45)
    parser.add_argument("--out", type=Path, help="also write every candidate's numbers here as JSON")
    args = parser.parse_args()

    from pyannote.audio import Model

    engine = KokoroEngine()
    campplus = campplus_embedder(args.models / "diarization" / "embedding" / "pytorch_model.bin")
    segmentation = Model.from_pretrained(args.models / "diarization" / "segmentation" / "pytorch_model.bin").eval()

    def embed(audio: np.ndarray) -> np.ndarray:
        row = campplus(audio)
        return row / np.linalg.norm(row)

    names, rows, selves, heard = [], [], [], []
    for source in candidate_sources(sorted(engine.styles)):
        dry = [engine.say(text, source.style_table(engine.styles)).audio for text in SENTENCES]
        for pitch in PITCHES:
            clips = [acoustics.to_16k(audio, SAMPLE_RATE, pitch) for audio in dry]
            clips = [clip / (np.max(np.abs(clip)) + 1e-9) * 0.5 for clip in clips]
            pair = [embed(clip) for clip in clips]
            names.append(f"{source.id}_p{round(pitch * 100)}" if pitch != 1.0 else source.id)
            rows.append(pair)
            selves.append(float(pair[0] @ pair[1]))
            heard.append(heard_share(segmentation, clips))
    first, second = np.array([r[0] for r in rows]), np.array([r[1] for r in rows])
    similarity = (first @ second.T + second @ first.T) / 2  # across different sentences only
    usable = [i for i in range(len(names)) if selves[i] >= 0.75 and heard[i] >= 0.9]
    chosen = [usable[i] for i in draw([names[i] for i in usable], similarity[np.ix_(usable, usable)], args.bound)]
    print(f"{len(names)} candidates, {len(usable)} stable and heard; {len(chosen)} drawn with no pair above "
          f"{args.bound}:")
    for i in chosen:
        closest = max(similarity[i, j] for j in chosen if j != i)
        print(f"  {names[i]:32} self {selves[i]:.2f}  heard {heard[i]:.2f}  closest in the set {closest:.2f}")
    if args.out:
        args.out.write_text(json.dumps(
            [{"voice": n, "self": s, "heard": h} for n, s, h in zip(names, selves, heard, strict=True)], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
