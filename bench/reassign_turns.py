"""Choose core.diarization.reassign's values on one half of the evaluation set and report them on the other.

    .venv/bin/python bench/reassign_turns.py [--split tune] [--min-turn 0.5,1,2] [--margin 0,0.05,0.1,0.2]
        [--real 3:4 8:5 ...]

Each file goes through pyannote's pipeline once without the reassignment (network outputs from
bench/tune_diarization.py's cache), every turn is embedded once, and every (min turn, margin) point only re-decides
which turns move. Prints DER (no collar, overlap scored) and the turns moved per point; "off" is the pipeline without
reassignment.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tune_diarization import add_set_arguments, audio_of, open_set  # noqa: E402 - bench scripts share code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_set_arguments(parser)
    parser.add_argument("--min-turn", default="0.5,1,2")
    parser.add_argument("--margin", default="0,0.05,0.1,0.2")
    args = parser.parse_args(argv)

    from pyannote.audio.pipelines import SpeakerDiarization
    from pyannote.metrics.diarization import DiarizationErrorRate

    from core.diarization.reassign import reassign_turns

    pipeline, files = open_set(args)

    grid = list(itertools.product(*(map(float, v.split(",")) for v in (args.min_turn, args.margin))))
    shortest = min(min_turn for min_turn, _ in grid)
    runs: list[tuple[dict[str, Any], Any, dict[Any, Any]]] = []
    for file in files:
        audio = audio_of(file)
        output = SpeakerDiarization.apply(pipeline, audio)  # the pipeline without its reassignment step
        embedded: dict[Any, Any] = {}
        for segment in output.exclusive_speaker_diarization.itersegments():
            if segment.duration >= shortest:
                embedded[segment] = pipeline.embed_turn(audio, segment)
        runs.append((file, output, embedded))

    def score(min_turn: float | None, margin: float) -> tuple[float, int]:
        der, moved = DiarizationErrorRate(collar=0.0, skip_overlap=False), 0
        for file, output, embedded in runs:
            result = output if min_turn is None else reassign_turns(output, embedded.get, min_turn, margin)
            moved += sum(label != result.exclusive_speaker_diarization.argmax(segment)
                         for segment, _, label in output.exclusive_speaker_diarization.itertracks(yield_label=True))
            der(file["reference"], result.speaker_diarization)
        return abs(der), moved

    print(f"{len(runs)} files ({args.split}{' + real' if args.real else ''})")
    print("| min turn | margin | DER | turns moved |\n|---|---|---|---|")
    off, _ = score(None, 0.0)
    print(f"| off | | {off:.4f} | 0 |")
    for min_turn, margin in grid:
        der, moved = score(min_turn, margin)
        print(f"| {min_turn:g} s | {margin:g} | {der:.4f} | {moved} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
