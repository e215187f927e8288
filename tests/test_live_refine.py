"""Live speaker names refined at Stop (core.live.refine) on real speech with the real models: pyannote's two-person
sample read as fast as it is captioned (tiny.en, CAM++ online speakers), then the offline diarization over the
recording. The saved words keep their text and times and get speakers as good as the offline job's; a refine that
cannot run, is stopped or is switched off leaves the live names in the files and loses nothing."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from core.cli import main
from core.exit_status import ExitStatus
from core.jobs import JobSpec
from core.live.recording import to_pcm16
from core.live.session import LiveSession
from core.live.sources import FileSource
from core.live.types import LiveRefining, LiveUpdate
from core.live.worker import LiveEnded, LiveSpec, run_live
from core.media import decode_audio
from core.types import SpeakerTurn, Word
from core.writers import read_json
from scripts.diarset.word_names import word_speaker_error
from tests.media_factory import read_pcm
from tests.textnorm import normalise

# Share of the sample's words named wrong that the refined names may have: about the offline job's on this sample
# (0.041, bench/live.py); refined measured 0.014 here. The live names alone may or may not meet it, with the words the
# CPU's kernels give (0.029 where oneDNN runs AVX-512, 0.096 on an AVX2-only CPU in this session read as fast as it is
# captioned, 0.32 in bench/live.py's session on a real-time clock), so the refined names need only be no worse.
REFINED_AT_MOST = 0.05


@dataclass(frozen=True)
class Ran:
    ended: LiveEnded
    shown: tuple[Word, ...]  # the final words as the session sent them (the live names)
    events: tuple[Any, ...]
    folder: Path


def live_run(media: Path, folder: Path, job: JobSpec, refine: bool = True, stop_when_refining: bool = False) -> Ran:
    """One session of `media` read as fast as it is captioned, through the worker's body (no process)."""
    events: list[Any] = []
    sessions: list[LiveSession] = []

    def send(event: Any) -> None:
        events.append(event)
        if stop_when_refining and isinstance(event, LiveRefining):
            sessions[0].stop()  # Stop pressed again while the speakers are refined

    spec = LiveSpec(str(folder), "talk", media=str(media), realtime=False, job=job, refine=refine)
    ended = run_live(spec, FileSource(media), send, on_session=sessions.append)
    shown = tuple(w for e in events if isinstance(e, LiveUpdate) for w in e.final)
    return Ran(ended, shown, tuple(events), folder)


def job_for(media: Path, model: Path, diarization: Path) -> JobSpec:
    return JobSpec(input=str(media), model=str(model), offline=True, backend="cpu", language="en", diarize=True,
                   diarization_model=str(diarization))


def read_rttm(path: Path) -> list[SpeakerTurn]:
    fields = [line.split() for line in path.read_text().splitlines()]
    return [SpeakerTurn(float(f[3]), float(f[3]) + float(f[4]), f[7]) for f in fields]


def error_of(words: tuple[Word, ...], turns: list[SpeakerTurn]) -> float:
    wrong, scored = word_speaker_error(words, turns)
    assert scored > 50
    return wrong / scored


@pytest.fixture(scope="module")
def refined(sample_wav: Path, ct2_tiny_en: Path, diarization_dir: Path,
            tmp_path_factory: pytest.TempPathFactory) -> Ran:
    return live_run(sample_wav, tmp_path_factory.mktemp("refined"),
                    job_for(sample_wav, ct2_tiny_en, diarization_dir))


def test_the_saved_speakers_are_refined_to_the_offline_jobs_quality(refined: Ran, sample_wav: Path,
                                                                   sample_rttm: Path) -> None:
    saved = read_json(refined.folder / "talk.json").transcript
    assert refined.ended.problem is None and refined.ended.saved.refined
    assert refined.ended.saved.words == saved.words
    # Only the speakers change: every word shown live is saved, at its time, with its text.
    assert [(w.start, w.end, w.text) for w in saved.words] == [(w.start, w.end, w.text) for w in refined.shown]
    turns = read_rttm(sample_rttm)
    live, after = error_of(refined.shown, turns), error_of(saved.words, turns)
    assert after <= min(REFINED_AT_MOST, live), f"word speaker error live {live:.3f}, refined {after:.3f}"
    assert len(saved.speakers) == 2 and saved.turns and saved.voices  # the job's turns and voices, as a job saves
    srt = (refined.folder / "talk.srt").read_text()
    assert all(f"[{name}]" in srt for name in saved.speakers)

    progress = [e.fraction for e in refined.events if isinstance(e, LiveRefining)]
    assert progress[0] == 0.0 and progress[-1] == 1.0 and progress == sorted(progress)
    # The recording is the input, untouched; the journal went once the files were written.
    assert np.array_equal(read_pcm(refined.folder / "talk.wav"), to_pcm16(decode_audio(sample_wav)))
    assert sorted(p.name for p in refined.folder.iterdir()) == ["talk.json", "talk.srt", "talk.vtt", "talk.wav"]


def test_a_remembered_voice_still_names_its_speaker_after_the_refine(refined: Ran, sample_wav: Path,
                                                                     ct2_tiny_en: Path, diarization_dir: Path,
                                                                     tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The voice of the refined speaker with the most words is remembered as Diane; refining that session again with
    known voices on names her words Diane, as a job with known voices would, and the other person by number."""
    from core.live.refine import refine_speakers
    from core.live.session import transcript_of
    from core.voices import VoiceBook

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    saved = read_json(refined.folder / "talk.json").transcript
    counts = {name: sum(w.speaker == name for w in saved.words) for name in saved.speakers}
    talker = max(counts, key=lambda name: counts[name])
    VoiceBook().remember("Diane", saved.embedder, saved.voices[talker].centroid)
    job = replace(job_for(sample_wav, ct2_tiny_en, diarization_dir), known_voices=True)
    live = transcript_of(refined.shown, saved.duration, "en")
    again = refine_speakers(live, refined.folder / "talk.wav", job)
    names = [(before.speaker, after.speaker) for before, after in zip(saved.words, again.words, strict=True)]
    assert all(after == "Diane" for before, after in names if before == talker)
    assert all(after is not None and after.startswith("SPEAKER_") for before, after in names if before != talker)
    assert again.voices["Diane"].similarity is not None


def test_a_refine_that_cannot_run_leaves_the_live_names(jfk_wav: Path, ct2_tiny_en: Path, diarization_dir: Path,
                                                        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Through the command line: it says it refines, then why the live names were saved."""
    # A speaker pipeline folder with its embedding (the live names need only that) but no segmentation or config:
    # the diarization at Stop cannot load.
    broken = tmp_path / "broken-pipeline"
    broken.mkdir()
    (broken / "embedding").symlink_to(diarization_dir / "embedding", target_is_directory=True)
    out = tmp_path / "out"
    assert main(["live", "--source", str(jfk_wav), "-o", str(out), "--name", "talk", "--offline", "--model",
                 str(ct2_tiny_en), "--speakers", "--diarization-model", str(broken)]) == ExitStatus.OK
    printed, said = capsys.readouterr()
    assert "refining speakers" in said and "live speaker names are saved" in said and "config.yaml" in said
    assert sorted(p.name for p in out.iterdir()) == ["talk.json", "talk.srt", "talk.vtt", "talk.wav"]
    words = read_json(out / "talk.json").transcript.words
    assert all(w.speaker == "SPEAKER_00" for w in words)
    shown = [normalise(word) for line in printed.splitlines() if line for word in line.split("] ", 1)[1].split()]
    assert [w for w in shown if w] == [n for n in (normalise(w.text) for w in words) if n]


def test_stop_while_refining_saves_the_live_names(jfk_wav: Path, ct2_tiny_en: Path, diarization_dir: Path,
                                                  tmp_path: Path) -> None:
    ran = live_run(jfk_wav, tmp_path, job_for(jfk_wav, ct2_tiny_en, diarization_dir), stop_when_refining=True)
    saved = ran.ended.saved
    assert not saved.refined and "stopped" in saved.refine_failed and ran.ended.problem is None
    assert read_json(tmp_path / "talk.json").transcript.words == ran.shown


def test_no_refine_saves_the_live_names_without_loading_the_pipeline(
        jfk_wav: Path, ct2_tiny_en: Path, tmp_path: Path, diarization_dir: Path) -> None:
    broken = tmp_path / "embedding-only"  # a refine would fail here: with no refine nothing says so
    broken.mkdir()
    (broken / "embedding").symlink_to(diarization_dir / "embedding", target_is_directory=True)
    ran = live_run(jfk_wav, tmp_path / "out", job_for(jfk_wav, ct2_tiny_en, broken), refine=False)
    assert not ran.ended.saved.refined and ran.ended.saved.refine_failed == ""
    assert not any(isinstance(e, LiveRefining) for e in ran.events)
    assert read_json(tmp_path / "out" / "talk.json").transcript.words == ran.shown
