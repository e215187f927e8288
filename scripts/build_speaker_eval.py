"""Build the reader's speaker set: the recordings on which the name on each subtitle line is measured.

    python scripts/build_speaker_eval.py DEST [--testdata .testdata] [--seed N]

What people bring is not the 2-6 speaker conversations of the diarization set (scripts/build_diarization_set.py) but
real meetings of a minute or two, two-person dialogues and one person reading. DEST gets, in the layout the
diarization benches read (manifest.json with name, split, path, rttm, duration, num_speakers, kind):
- `meetings/`: the AMI excerpts of one meeting joined in order (dev00+dev01, tst00+tst01, trn07+trn08,
  trn00..trn03), the references joined with the same offsets. Real people; report only.
- `dialogues/`: two-person dialogues of 20-60 s, one male and one female Kokoro voice (clearly different people),
  turns of 1-8 s separated by 0.2-0.8 s; half of them with no overlap at all, the other half with a few turns cut
  into and a back-channel. Ten for the report, six with other voice pairs for tuning.
- `single/`: one person: jfk.wav, the one-speaker AMI excerpt (trn02), and a Kokoro voice reading (tune and report).
- `sample/`: pyannote's sample (two real people).

Everything comes from the test assets (scripts/fetch_test_assets.py) and PyPI wheels; the same seed gives the same
set. Built beside DEST and renamed into place, `.ready` last, so DEST is whole or absent.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from build_diarization_set import quantise, write_rttm, write_stm, write_wav  # noqa: E402 - imported once sys.path is set
from diarset import acoustics  # noqa: E402 - imported once sys.path is set
from diarset.dialogue import ANSWERS, BACKCHANNELS, QUESTIONS, STATEMENTS, Utterance  # noqa: E402 - sys.path set
from diarset.kokoro_engine import SAMPLE_RATE as TTS_RATE  # noqa: E402 - imported once sys.path is set
from diarset.kokoro_engine import speak_all  # noqa: E402 - imported once sys.path is set
from diarset.publish import building  # noqa: E402 - imported once sys.path is set
from diarset.voices import ALPHA, GONGITSUNE, KUMO, NEZUMI, TEBUKURO, Voice  # noqa: E402 - sys.path set

DEFAULT_SEED = 20261127
RATE = acoustics.SAMPLE_RATE

# Excerpts of one AMI meeting (the same people, in order): every meeting of pyannote's excerpts with two or more.
MEETINGS: dict[str, tuple[str, ...]] = {
    "ami-dev": ("dev00", "dev01"),
    "ami-tst": ("tst00", "tst01"),
    "ami-trn07": ("trn07", "trn08"),
    "ami-trn00": ("trn00", "trn01", "trn02", "trn03"),
}
SINGLE_AMI = "trn02"  # one person speaks through the whole excerpt

MALE = {"kumo": Voice("kumo", (KUMO,)), "kumo_p90": Voice("kumo_p90", (KUMO,), pitch=0.9),
        "ex_kumo": Voice("ex_kumo", (KUMO,), exaggerate=0.7)}
FEMALE = {"alpha": Voice("alpha", (ALPHA,)), "gongitsune": Voice("gongitsune", (GONGITSUNE,)),
          "nezumi": Voice("nezumi", (NEZUMI,)), "tebukuro": Voice("tebukuro", (TEBUKURO,)),
          "tebukuro_p110": Voice("tebukuro_p110", (TEBUKURO,), pitch=1.1)}
VOICES = MALE | FEMALE

# (name, split, male, female, seconds, overlap): overlap False means no two people ever speak at once.
DIALOGUES: tuple[tuple[str, str, str, str, float, bool], ...] = (
    ("dialogue01", "report", "kumo", "alpha", 36, False),
    ("dialogue02", "report", "kumo", "nezumi", 24, False),
    ("dialogue03", "report", "ex_kumo", "tebukuro", 52, True),
    ("dialogue04", "report", "kumo_p90", "gongitsune", 45, False),
    ("dialogue05", "report", "ex_kumo", "alpha", 30, True),
    ("dialogue06", "report", "kumo", "tebukuro", 58, True),
    ("dialogue07", "report", "kumo_p90", "nezumi", 20, False),
    ("dialogue08", "report", "ex_kumo", "gongitsune", 40, False),
    ("dialogue09", "report", "kumo", "gongitsune", 28, True),
    ("dialogue10", "report", "kumo_p90", "alpha", 48, True),
    ("tunedialog1", "tune", "kumo", "tebukuro_p110", 32, False),
    ("tunedialog2", "tune", "ex_kumo", "nezumi", 50, True),
    ("tunedialog3", "tune", "kumo_p90", "tebukuro", 26, False),
    ("tunedialog4", "tune", "kumo", "alpha", 55, True),
    ("tunedialog5", "tune", "ex_kumo", "tebukuro_p110", 42, False),
    ("tunedialog6", "tune", "kumo_p90", "gongitsune", 34, True),
)
# One voice reading: (name, split, voice, seconds).
READINGS = (("reading-report", "report", "nezumi", 45), ("reading-tune", "tune", "kumo", 40))

SENTENCES = QUESTIONS[:10] + ANSWERS[:10] + STATEMENTS[:10]


def _entry(name: str, split: str, kind: str, folder: str, seconds: float, speakers: list[str], **extra: object) -> dict:
    return {"name": name, "split": split, "kind": kind, "path": f"{folder}/{name}.wav", "rttm": f"{folder}/{name}.rttm",
            "duration": round(seconds, 3), "speakers": speakers, "num_speakers": len(speakers), **extra}


def _read_wav(path: Path) -> np.ndarray:
    from core.media import decode_audio

    return decode_audio(path)


def _pcm(audio: np.ndarray) -> np.ndarray:
    return np.round(np.clip(audio, -1.0, 1.0) * 32767).astype(np.int16)


def join_meetings(testdata: Path, work: Path) -> list[dict]:
    """Each meeting's excerpts end to end, their RTTM lines shifted by the excerpts before them."""
    from scripts.diarset.rttm import reference_turns

    (work / "meetings").mkdir()
    entries = []
    for name, parts in MEETINGS.items():
        pieces, lines, offset, speakers = [], [], 0.0, set()
        for part in parts:
            audio = _read_wav(testdata / "ami" / f"{part}.wav")
            for turn in reference_turns(testdata / "ami" / f"{part}.rttm"):
                lines.append(f"SPEAKER {name} 1 {turn.start + offset:.3f} {turn.end - turn.start:.3f} <NA> <NA> "
                             f"{turn.speaker} <NA> <NA>\n")
                speakers.add(turn.speaker)
            pieces.append(audio)
            offset += len(audio) / RATE
        write_wav(work / "meetings" / f"{name}.wav", _pcm(np.concatenate(pieces)))
        (work / "meetings" / f"{name}.rttm").write_text("".join(lines), encoding="utf-8")
        entries.append(_entry(name, "report", "meeting", "meetings", offset, sorted(speakers),
                              uem=[0.0, round(offset, 3)], excerpts=list(parts)))
    return entries


def copy_real(testdata: Path, work: Path) -> list[dict]:
    """jfk and the one-speaker AMI excerpt (one person each), and pyannote's sample (two)."""
    (work / "single").mkdir()
    (work / "sample").mkdir()
    entries = []
    jfk = _read_wav(testdata / "jfk.wav")
    write_wav(work / "single" / "jfk.wav", _pcm(jfk))
    # jfk.wav has no reference turns: he speaks from the first word to the last, which an energy floor finds.
    loud = np.flatnonzero(np.abs(jfk) > 0.02)
    start, end = loud[0] / RATE, loud[-1] / RATE
    (work / "single" / "jfk.rttm").write_text(
        f"SPEAKER jfk 1 {start:.3f} {end - start:.3f} <NA> <NA> JFK <NA> <NA>\n", encoding="utf-8")
    entries.append(_entry("jfk", "report", "single", "single", len(jfk) / RATE, ["JFK"]))
    ami = _read_wav(testdata / "ami" / f"{SINGLE_AMI}.wav")
    write_wav(work / "single" / f"ami-{SINGLE_AMI}.wav", _pcm(ami))
    text = (testdata / "ami" / f"{SINGLE_AMI}.rttm").read_text(encoding="utf-8")
    (work / "single" / f"ami-{SINGLE_AMI}.rttm").write_text(text.replace(f" {SINGLE_AMI} ", f" ami-{SINGLE_AMI} "),
                                                            encoding="utf-8")
    entries.append(_entry(f"ami-{SINGLE_AMI}", "report", "single", "single", len(ami) / RATE,
                          sorted({line.split()[7] for line in text.splitlines() if line.strip()}),
                          uem=[0.0, round(len(ami) / RATE, 3)]))
    sample = _read_wav(testdata / "sample.wav")
    write_wav(work / "sample" / "sample.wav", _pcm(sample))
    text = (testdata / "sample.rttm").read_text(encoding="utf-8")
    (work / "sample" / "sample.rttm").write_text(text, encoding="utf-8")
    uri = text.split()[1]
    if uri != "sample":
        (work / "sample" / "sample.rttm").write_text(text.replace(f" {uri} ", " sample "), encoding="utf-8")
    entries.append(_entry("sample", "report", "sample", "sample", len(sample) / RATE,
                          sorted({line.split()[7] for line in text.splitlines() if line.strip()})))
    return entries


def synthesize() -> dict[tuple[str, str], np.ndarray]:
    """Every voice source says every sentence once (dry, 16 kHz, peak 0.5); voices that differ only in pitch share
    the source's clips and are resampled."""
    sources = {voice.source: voice for voice in VOICES.values()}
    jobs = [(text, voice) for voice in sources.values() for text in (*SENTENCES, *BACKCHANNELS[:4])]
    clips = speak_all(jobs, os.cpu_count() or 1)
    by_source = {(voice.source, text): audio for (text, voice), audio in zip(jobs, clips, strict=True)}
    out = {}
    for voice in VOICES.values():
        for text in (*SENTENCES, *BACKCHANNELS[:4]):
            audio = acoustics.to_16k(by_source[(voice.source, text)], TTS_RATE, voice.pitch)
            out[(voice.id, text)] = (audio / (np.max(np.abs(audio)) + 1e-9) * 0.5).astype(np.float32)
    return out


def plan_dialogue(rng: np.random.Generator, speakers: tuple[str, str], seconds: float, overlap: bool,
                  clips: dict[tuple[str, str], np.ndarray]) -> list[Utterance]:
    """Turns of 1-8 s taking the floor in turn after 0.2-0.8 s; with `overlap`, about one turn in four starts 0.1-0.4 s
    before the other person has finished, and the listener says a back-channel inside a long turn."""
    def length(speaker: str, text: str) -> float:
        return len(clips[(speaker, text)]) / RATE

    order = [int(i) for i in rng.permutation(len(SENTENCES))]
    utterances: list[Utterance] = []
    clock, turn_index = float(rng.uniform(0.3, 0.8)), 0
    while clock < seconds - 1.5:
        speaker = speakers[turn_index % 2]
        wanted = float(rng.uniform(1.0, 8.0))
        start, turn = clock, []
        while True:
            text = SENTENCES[order[0]]
            order = order[1:] + order[:1]  # every sentence once before any is said again
            if turn and turn[-1].end - start + length(speaker, text) > 8.0:
                break
            at = turn[-1].end + float(rng.uniform(0.15, 0.4)) if turn else start
            turn.append(Utterance(speaker, text, "statement", at, length(speaker, text)))
            if turn[-1].end - start >= wanted or turn[-1].end >= seconds - 1.5:
                break
        utterances.extend(turn)
        listener = speakers[(turn_index + 1) % 2]
        if overlap and turn[-1].end - start > 4.0 and rng.random() < 0.5:
            text = BACKCHANNELS[int(rng.integers(4))]
            at = float(rng.uniform(start + 1.0, turn[-1].end - 1.5))
            utterances.append(Utterance(listener, text, "backchannel", at, length(listener, text)))
        gap = -float(rng.uniform(0.1, 0.4)) if overlap and rng.random() < 0.25 else float(rng.uniform(0.2, 0.8))
        clock = turn[-1].end + gap
        turn_index += 1
    return sorted(utterances, key=lambda u: u.start)


def mix(utterances: list[Utterance], clips: dict[tuple[str, str], np.ndarray], rng: np.random.Generator) -> np.ndarray:
    """A quiet room: each person at their own level and distance (light reverberation), faint pink noise."""
    samples = int((max(u.end for u in utterances) + float(rng.uniform(0.5, 1.0))) * RATE)
    out = np.zeros(samples, np.float32)
    mask = np.zeros(samples, bool)
    for speaker in sorted({u.speaker for u in utterances}):
        dry = np.zeros(samples, np.float32)
        for u in utterances:
            if u.speaker == speaker:
                clip = clips[(speaker, u.text)]
                at = int(round(u.start * RATE))
                dry[at:at + len(clip)] += clip
                mask[at:at + len(clip)] = True
        room = acoustics.room_response(rng, float(rng.uniform(0.2, 0.35)), float(rng.uniform(6, 10)))
        wet = acoustics.signal.fftconvolve(dry, room)[:samples].astype(np.float32)
        out += wet * np.float32(10 ** (rng.uniform(-3, 3) / 20))
    power = acoustics.active_power(out, mask)
    snr = float(rng.uniform(25, 35))
    out += acoustics.coloured_noise(rng, samples, "pink") * np.float32(np.sqrt(power / 10 ** (snr / 10)))
    return out * np.float32(0.89 / np.max(np.abs(out)))


def make_dialogues(work: Path, seed: int) -> list[dict]:
    (work / "dialogues").mkdir()
    clips = synthesize()
    entries = []
    for index, (name, split, male, female, seconds, overlap) in enumerate(DIALOGUES):
        rng = np.random.default_rng([seed, index])
        first = (male, female) if rng.random() < 0.5 else (female, male)
        utterances = quantise(plan_dialogue(rng, first, seconds, overlap, clips))
        audio = mix(utterances, clips, rng)
        write_wav(work / "dialogues" / f"{name}.wav", _pcm(audio))
        write_rttm(work / "dialogues" / f"{name}.rttm", name, utterances)
        write_stm(work / "dialogues" / f"{name}.stm", name, utterances)
        entries.append(_entry(name, split, "dialogue", "dialogues", len(audio) / RATE, [male, female],
                              overlap=overlap, turns=sum(u.kind != "backchannel" for u in utterances),
                              stm=f"dialogues/{name}.stm"))
    for index, (name, split, voice, seconds) in enumerate(READINGS):
        rng = np.random.default_rng([seed, 100 + index])
        utterances, clock = [], float(rng.uniform(0.3, 0.8))
        for text in (SENTENCES[i] for i in rng.permutation(len(SENTENCES))):
            if clock > seconds - 2.0:
                break
            utterances.append(Utterance(voice, text, "statement", clock, len(clips[(voice, text)]) / RATE))
            clock = utterances[-1].end + float(rng.uniform(0.3, 0.9))
        utterances = quantise(utterances)
        audio = mix(utterances, clips, rng)
        write_wav(work / "single" / f"{name}.wav", _pcm(audio))
        write_rttm(work / "single" / f"{name}.rttm", name, utterances)
        entries.append(_entry(name, split, "single", "single", len(audio) / RATE, [voice]))
    return entries


def build(dest: Path, testdata: Path, seed: int) -> list[dict]:
    started = time.perf_counter()
    with building(dest) as work:
        files = join_meetings(testdata, work) + copy_real(testdata, work) + make_dialogues(work, seed)
        manifest = {"files": files, "generator": {"script": "scripts/build_speaker_eval.py", "seed": seed,
                                                  "build_seconds": round(time.perf_counter() - started, 1)}}
        (work / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dest", type=Path)
    parser.add_argument("--testdata", type=Path, default=Path(".testdata"))
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    files = build(args.dest.resolve(), args.testdata.resolve(), args.seed)
    for kind in ("meeting", "dialogue", "single", "sample"):
        chosen = [f for f in files if f["kind"] == kind]
        print(f"  {kind}: {len(chosen)} recordings, {sum(f['duration'] for f in chosen) / 60:.1f} min")
    print(f"built in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
