"""The name on each subtitle line, measured where a reader sees it: per recording of the reader's speaker set.

    .venv/bin/python bench/speaker_reading.py [--set .speakereval] [--split report|tune|all] [--no-oracle]
    .venv/bin/python bench/diarize.py --reading [same options]

The set (scripts/build_speaker_eval.py) holds real AMI meetings joined per meeting, generated two-person dialogues,
one-speaker recordings and pyannote's sample. Each recording is transcribed as a job does it (tiny.en, kept in the
cache), diarized by the offline pipeline with the shipped values (network outputs from bench/tune_diarization.py's
cache), and its words are given speakers as a job gives them (core.speakers on the exclusive turns). Printed per
file: kind, true and found count, DER (no collar, overlap scored), the DER with the reference as the clustering
(bench/oracle_diarization.py: what segmentation-3.0 allows at best), and the word speaker error: the share of words
whose speaker, after the best one-to-one mapping of names, is not the reference speaker at the word's middle
(scripts/diarset/word_names.word_speaker_error). Each figure twice: without the words' look at the turns
(core.diarization.word_turns) and with it, as jobs run now. Then one line per kind.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tune_diarization import add_set_arguments, as_shown, audio_of, open_set, uri_prefix  # noqa: E402 - bench code
from word_speakers import transcribed, turns_of  # noqa: E402 - bench scripts share code

from core.diarization.word_turns import refine_with_words  # noqa: E402 - after sys.path is set
from core.speakers import label_segments  # noqa: E402 - after sys.path is set
from core.types import SpeakerTurn  # noqa: E402 - after sys.path is set
from scripts.diarset.word_names import word_speaker_error  # noqa: E402 - after sys.path is set

KINDS = ("meeting", "dialogue", "single", "sample")


def reference_of(file: dict[str, Any]) -> list[SpeakerTurn]:
    return turns_of(file["reference"])


def measure(file: dict[str, Any], output: Any, segments: list[Any]) -> dict[str, Any]:
    """Count, DER and word speaker error of one pipeline output, as a job would write it."""
    from pyannote.metrics.diarization import DiarizationErrorRate

    der = DiarizationErrorRate(collar=0.0, skip_overlap=False)(file["reference"], as_shown(output, file),
                                                               uem=file.get("annotated"))
    labelled = label_segments(segments, turns_of(output.exclusive_speaker_diarization))
    wrong, scored = word_speaker_error([w for s in labelled for w in s.words], reference_of(file))
    return {"found": len(output.speaker_diarization.labels()), "der": float(der), "wrong": wrong, "scored": scored}


def kinds_of(sets: list[Path]) -> dict[str, str]:
    kinds = {}
    for index, root in enumerate(sets):
        for entry in json.loads((root / "manifest.json").read_text())["files"]:
            kinds[uri_prefix(index, root) + entry["name"]] = entry.get("kind", "set")
    return kinds


def share(wrong: int, scored: int) -> str:
    return f"{wrong / scored:.1%}" if scored else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_set_arguments(parser, split="report")
    parser.set_defaults(set=[ROOT / ".speakereval"])
    parser.add_argument("--whisper", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--no-oracle", action="store_true", help="leave out the reference-as-clustering column")
    args = parser.parse_args(argv)

    pipeline, files = open_set(args)
    kinds = kinds_of(args.set)
    ceiling: dict[str, float] = {}
    if not args.no_oracle:
        from oracle_diarization import oracle_rows

        from core.diarization.offline import CLUSTERING

        ceiling = {r["name"]: r["der"] for r in oracle_rows(pipeline, files, float(CLUSTERING["min_active_ratio"]))}

    rows = []
    print("| file | kind | true | found before, after | DER before, after | oracle DER | words | word speaker error "
          "before, after |")
    print("|---|---|---|---|---|---|---|---|")
    for file in files:
        segments = transcribed(file, args.whisper, args.cache, args.threads)
        words = [w for s in segments for w in s.words]
        output = pipeline(audio_of(file))
        refined = refine_with_words(output, words, lambda segment, f=file: pipeline.embed_turn(f, segment))
        before, after = measure(file, output, segments), measure(file, refined, segments)
        row = {"name": file["uri"], "kind": kinds.get(file["uri"], "real"), "true": len(file["reference"].labels()),
               "before": before, "after": after, "oracle": ceiling.get(file["uri"])}
        rows.append(row)
        oracle = f"{row['oracle']:.3f}" if row["oracle"] is not None else "-"
        print(f"| {row['name']} | {row['kind']} | {row['true']} | {before['found']}, {after['found']} | "
              f"{before['der']:.3f}, {after['der']:.3f} | {oracle} | {after['scored']} | "
              f"{share(before['wrong'], before['scored'])}, {share(after['wrong'], after['scored'])} |", flush=True)
    print("\n| kind | files | count right before, after | word speaker error before, after | DER - oracle, worst "
          "after |")
    print("|---|---|---|---|---|")
    for kind in sorted({r["kind"] for r in rows}):
        chosen = [r for r in rows if r["kind"] == kind]
        right = [sum(r[when]["found"] == r["true"] for r in chosen) for when in ("before", "after")]
        wrong = [sum(r[when]["wrong"] for r in chosen) for when in ("before", "after")]
        scored = sum(r["after"]["scored"] for r in chosen)
        gaps = [r["after"]["der"] - r["oracle"] for r in chosen if r["oracle"] is not None]
        print(f"| {kind} | {len(chosen)} | {right[0]}, {right[1]} | {share(wrong[0], scored)}, "
              f"{share(wrong[1], scored)} | {max(gaps):.3f} |" if gaps else
              f"| {kind} | {len(chosen)} | {right[0]}, {right[1]} | {share(wrong[0], scored)}, "
              f"{share(wrong[1], scored)} | - |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
