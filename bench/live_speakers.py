"""The live speakers replayed: each recording of the reader's speaker set streamed once through the live transcriber
(its final words per update kept in a cache), then named by core.live.speakers.CentroidSpeakers as a session names them
(each chunk heard before the words of the update it gave), with the shipped SpeakerSettings.

    .venv/bin/python bench/live_speakers.py [--set .speakereval] [--kinds meeting,dialogue,sample,single]
                                            [--split report|tune|all] [--threads 2] [--cache .diarset-cache/live-words]

Printed per file: the true and found number of people and the word speaker error
(scripts/diarset/word_names.word_speaker_error against the RTTM); then per kind the files with the count right and
the word speaker error over all their words. The transcriber runs with the settings the tests use (tiny.en, int8,
greedy, 0.5 s chunks, tests.live_streams), so its words do not depend on the machine's load (bench/live.py plays the
files on a clock instead). For trying other SpeakerSettings on the same words: the streams are cached, the naming
takes seconds.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from live import read_rttm  # noqa: E402 - bench scripts share code

from core.live.speakers import CampPlusEmbedder, SpeakerSettings  # noqa: E402 - after sys.path is set
from core.types import Word  # noqa: E402 - after sys.path is set
from scripts.diarset.word_names import word_speaker_error  # noqa: E402 - after sys.path is set
from tests.live_streams import ONEDNN_CAPS, live_updates, name_updates  # noqa: E402 - the stream the live tests check


def final_words(model: Path, wav: Path, cache: Path) -> list[list[Word]]:
    """The final words of each update of `wav` streamed live (one list per chunk, then finish's), from the cache
    when this model and file were streamed before."""
    from importlib.metadata import version

    from core.live.transcriber import StreamingSettings

    # what the words depend on: the audio, the model, the streaming settings and the decoder's packages (their
    # numerics change the words: docs/EVALUATION.md, 2026-11-28)
    depends = [str(model.resolve()), repr(StreamingSettings())] + [
        f"{name} {version(name)}" for name in ("ctranslate2", "faster-whisper", "tokenizers", "numpy")]
    # and the CPU's vector instructions: tiny.en hears other words where oneDNN (CTranslate2's convolutions) runs its
    # AVX-512 kernels than with AVX2 alone; ONEDNN_MAX_CPU_ISA=AVX2 gives an AVX-512 machine an AVX2 one's words
    depends += [f"{name}={os.environ[name]}" for name in ONEDNN_CAPS if os.environ.get(name)]
    digest = hashlib.sha256(wav.read_bytes() + "\n".join(depends).encode()).hexdigest()[:16]
    stored = cache / f"{wav.stem}-{digest}.json"
    if stored.exists():
        return [[Word(*w) for w in update] for update in json.loads(stored.read_text())]
    updates = [[Word(w.start, w.end, w.text) for w in u.final] for u in live_updates(model, wav)]
    cache.mkdir(parents=True, exist_ok=True)
    stored.write_text(json.dumps([[[w.start, w.end, w.text] for w in update] for update in updates]))
    return updates


def share(wrong: int, scored: int) -> str:
    """A percentage for the table, or "-" where no word was scored."""
    return f"{wrong / scored:.1%}" if scored else "-"


def main(argv: list[str] | None = None) -> int:
    """Stream (or read from the cache), name and score each chosen recording; print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", type=Path, default=ROOT / ".speakereval")
    parser.add_argument("--kinds", default="meeting,dialogue,sample,single")
    parser.add_argument("--split", default="all", choices=["report", "tune", "all"])
    parser.add_argument("--whisper", type=Path, default=ROOT / ".models" / "tiny.en-ct2")
    parser.add_argument("--diarization", type=Path, default=ROOT / ".models" / "diarization")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--cache", type=Path, default=ROOT / ".diarset-cache" / "live-words")
    parser.add_argument("--setting", action="append", default=[], metavar="NAME=VALUE",
                        help="a SpeakerSettings field to try instead of the shipped value (repeatable)")
    args = parser.parse_args(argv)

    kinds = args.kinds.split(",")
    files = [f for f in json.loads((args.set / "manifest.json").read_text())["files"]
             if f["kind"] in kinds and args.split in ("all", f["split"])]
    embedder = CampPlusEmbedder(args.diarization, threads=args.threads)
    settings = dataclasses.replace(SpeakerSettings(), **{
        name: float(value) for name, value in (item.split("=", 1) for item in args.setting)})
    rows: list[dict[str, Any]] = []
    print("| file | kind | true | found | words | word speaker error |")
    print("|---|---|---|---|---|---|")
    for file in files:
        wav, reference = args.set / file["path"], read_rttm(args.set / file["rttm"])
        updates = final_words(args.whisper, wav, args.cache)
        true = len({t.speaker for t in reference})
        words, _centroids = name_updates(updates, wav, embedder, settings)
        wrong, scored = word_speaker_error(words, reference)
        row = {"kind": file["kind"], "true": true, "wrong": wrong, "scored": scored,
               "found": len({w.speaker for w in words if w.speaker is not None})}
        rows.append(row)
        print(f"| {file['name']} | {file['kind']} | {true} | {row['found']} | {scored} | {share(wrong, scored)} |",
              flush=True)
    print("\n| kind | files | count right | word speaker error |")
    print("|---|---|---|---|")
    for kind in kinds:
        chosen = [r for r in rows if r["kind"] == kind]
        if chosen:
            right = sum(r["found"] == r["true"] for r in chosen)
            wrong, scored = sum(r["wrong"] for r in chosen), sum(r["scored"] for r in chosen)
            print(f"| {kind} | {len(chosen)} | {right} | {share(wrong, scored)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
