"""Cue cutting quality and speed: rule violations, reading speed and line use, on real and synthetic words.

    python bench/cues.py [--hours 2]

Rows: the real tiny.en words of sample.wav (tests/data/sample_words.json) with reference speakers, with dialogue dashes,
without speakers, with long speaker names (the "[Name] " label counts toward its line); and a synthetic monologue of
--hours hours (seeded, ~3 words/s, with commas, sentence ends, pauses and a second speaker now and then). Columns: cues,
hard and soft violations (core.cues.check_cue), share of cues over max_cps, median and 95th-percentile characters per
second, mean line fill, cutting time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.cues import HARD, check_cues, make_cues, reading_cells  # noqa: E402 - imported once sys.path is set
from core.types import CueRules, Word  # noqa: E402 - imported once sys.path is set


def real_words() -> list[Word]:
    data = json.loads((ROOT / "tests" / "data" / "sample_words.json").read_text())
    return [Word(**{k: w[k] for k in ("start", "end", "text", "probability", "speaker")}) for w in data["words"]]


def synthetic_words(hours: float, seed: int = 3) -> list[Word]:
    rng = random.Random(seed)
    vocab = ("we the a really think house river people because and but that time going would about "
             "extraordinary yesterday government information remember something").split()
    words: list[Word] = []
    t, speaker = 0.0, "A"
    while t < hours * 3600:
        token = rng.choice(vocab)
        roll = rng.random()
        token += "." if roll < 0.07 else "," if roll < 0.14 else ""
        duration = 0.08 + 0.055 * len(token)
        words.append(Word(t, t + duration, " " + token, 0.9, speaker))
        t += duration + (rng.choice([0.3, 0.6, 1.0, 2.0]) if token.endswith(".") else rng.choice([0.0, 0.02, 0.05]))
        if token.endswith(".") and rng.random() < 0.2:
            speaker = "B" if speaker == "A" else "A"
    return words


def row(name: str, words: list[Word], rules: CueRules) -> str:
    started = time.perf_counter()
    cues = make_cues(words, rules)
    elapsed = time.perf_counter() - started
    found = check_cues(cues, rules)
    hard = sum(1 for _, m in found if m.startswith(HARD))
    soft = len(found) - hard
    cps = sorted(reading_cells(c) * 1000 / c.duration_ms for c in cues)
    over = sum(1 for v in cps if v > rules.max_cps + 1e-9) / len(cps)
    fill = statistics.mean(len(line.text) / rules.max_chars_per_line for c in cues for line in c.lines)
    p95 = cps[min(len(cps) - 1, int(0.95 * len(cps)))]
    return (f"| {name:<34} | {len(words):>7} | {len(cues):>6} | {hard:>4} | {soft:>5} | {over:>6.1%} "
            f"| {statistics.median(cps):>6.1f} | {p95:>6.1f} | {fill:>5.0%} | {elapsed:>7.2f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hours", type=float, default=2.0, help="length of the synthetic monologue")
    args = parser.parse_args()
    real = real_words()
    print("| input                              |   words |   cues | hard |  soft | >cps   | medcps | p95cps | fill  "
          "|  time s |")
    print("|------------------------------------|---------|--------|------|-------|--------|--------|--------|-------|---------|")
    print(row("sample.wav, speakers", real, CueRules()))
    print(row("sample.wav, speakers, dashes", real, CueRules(dialogue_dashes=True)))
    print(row("sample.wav, no speakers", [w.with_speaker(None) for w in real], CueRules()))
    renamed = {"speaker90": "Bartholomew Oduya-Li", "speaker91": "Belinda Smith-Oduya"}  # labels of 23 and 22 cells
    print(row("sample.wav, 20-character names", [w.with_speaker(renamed.get(w.speaker)) for w in real], CueRules()))
    synthetic = synthetic_words(args.hours)
    print(row(f"synthetic {args.hours:g} h, speakers", synthetic, CueRules()))
    print(row(f"synthetic {args.hours:g} h, dashes, 3 lines", synthetic, CueRules(dialogue_dashes=True, max_lines=3)))


if __name__ == "__main__":
    main()
