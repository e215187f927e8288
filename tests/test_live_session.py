"""The live session (core.live.session) without captions: the recording equals the input, every chunk's level is
reported, a name in use is refused before anything is recorded, and a source that fails or gives nothing leaves a
sentence and the recording so far; a decoder that breaks leaves everything saved. The captioned session is tested
with the streaming transcriber (test_live_captions)."""

from __future__ import annotations

import math
import threading
from pathlib import Path

import numpy as np
import pytest

from core.errors import OutputExistsError, SourceLostError, SourceSilentError
from core.live.recording import to_pcm16
from core.live.session import LiveSession, level_of, transcript_of
from core.live.sources import FileSource, PushSource
from core.live.types import SAMPLE_RATE, AudioChunk, LiveLevel, LiveUpdate
from core.media import decode_audio
from core.types import Word
from core.writers import read_json
from tests.media_factory import read_pcm


def test_recording_only_keeps_every_sample_and_reports_each_level(sample_wav: Path, tmp_path: Path) -> None:
    levels: list[LiveLevel] = []
    session = LiveSession(FileSource(sample_wav), None, None, tmp_path / "out", "meeting", on_level=levels.append)
    saved = session.run()
    assert saved.paths == (str(tmp_path / "out" / "meeting.wav"),)
    audio = decode_audio(sample_wav)
    assert np.array_equal(read_pcm(tmp_path / "out" / "meeting.wav"), to_pcm16(audio))
    assert len(levels) == math.ceil(len(audio) / (0.2 * SAMPLE_RATE))
    assert levels[-1].at == pytest.approx(len(audio) / SAMPLE_RATE)
    assert session.problem is None
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["meeting.wav"]


def test_a_name_in_use_is_refused_before_anything_is_recorded(jfk_wav: Path, tmp_path: Path) -> None:
    (tmp_path / "talk.srt").write_text("someone's subtitles\n")
    session = LiveSession(FileSource(jfk_wav), None, None, tmp_path, "talk")
    with pytest.raises(OutputExistsError, match="talk.srt"):
        session.files.check_free(("srt", "vtt", "json"))
    (tmp_path / "talk.wav").write_bytes(b"an older recording")
    with pytest.raises(OutputExistsError, match="talk.wav"):
        session.run()
    assert (tmp_path / "talk.wav").read_bytes() == b"an older recording"


def test_a_source_lost_mid_session_keeps_what_it_gave(sample_wav: Path, tmp_path: Path) -> None:
    audio = decode_audio(sample_wav)[: 3 * SAMPLE_RATE]
    source = PushSource("the USB microphone")

    def feed() -> None:
        for piece in np.array_split(audio, 300):
            source.push(piece)
        source.fail("the device was unplugged")

    threading.Thread(target=feed).start()
    session = LiveSession(source, None, None, tmp_path, "lost")
    saved = session.run()
    assert isinstance(session.problem, SourceLostError)
    assert "unplugged" in str(session.problem) and "kept" in str(session.problem)
    assert np.array_equal(read_pcm(Path(saved.paths[0])), to_pcm16(audio))


def test_a_source_that_gives_nothing_says_so_and_leaves_no_file(tmp_path: Path) -> None:
    session = LiveSession(PushSource(first_wait_s=0.2), None, None, tmp_path, "silent")
    saved = session.run()
    assert isinstance(session.problem, SourceSilentError)
    assert saved.paths == () and list(tmp_path.iterdir()) == []


def test_stop_ends_a_session_from_another_thread(sample_wav: Path, tmp_path: Path) -> None:
    levels: list[LiveLevel] = []
    session = LiveSession(FileSource(sample_wav, realtime=True, speed=10.0), None, None, tmp_path, "stopped",
                          on_level=levels.append)
    def stop_soon() -> None:
        threading.Event().wait(0.5)
        session.stop()

    stopper = threading.Thread(target=stop_soon)
    stopper.start()
    session.run()
    stopper.join()
    recorded = read_pcm(tmp_path / "stopped.wav")
    assert 0 < len(recorded) < len(decode_audio(sample_wav))
    assert len(recorded) == round(levels[-1].at * SAMPLE_RATE)


def test_levels_in_dbfs() -> None:
    full = level_of(AudioChunk(1.0, np.ones(1600, dtype=np.float32)))
    assert (full.at, full.rms_db, full.peak_db) == (1.1, 0.0, 0.0)
    half = level_of(AudioChunk(0.0, np.full(1600, 0.5, dtype=np.float32)))
    assert half.rms_db == pytest.approx(-6.02, abs=0.01)
    assert level_of(AudioChunk(0.0, np.zeros(1600, dtype=np.float32))).rms_db == -math.inf


def test_the_words_become_segments_at_pauses_and_speaker_changes() -> None:
    words = [Word(0.0, 0.4, " Hello", speaker="A"), Word(0.5, 0.9, " there.", speaker="A"),
             Word(1.0, 1.3, " Hi", speaker="B"), Word(3.0, 3.4, " again.", speaker="B")]
    transcript = transcript_of(words, 4.0, "en")
    assert [(s.text, s.speaker) for s in transcript.segments] == [(" Hello there.", "A"), (" Hi", "B"),
                                                                  (" again.", "B")]
    assert transcript.words == tuple(words) and transcript.duration == 4.0


class DecoderThatBreaks:
    """A StreamingTranscriber whose decoder fails after a few seconds (a GPU lost, memory gone): no real decoder
    can be made to fail on cue. The words it commits before are real times over the audio it was given."""

    def __init__(self, breaks_at: float) -> None:
        self.breaks_at = breaks_at
        self.heard = 0.0

    def insert(self, chunk: AudioChunk) -> None:
        self.heard = chunk.end

    def process(self) -> LiveUpdate:
        if self.heard >= self.breaks_at:
            raise RuntimeError("CUDA error: an illegal memory access was encountered")
        return LiveUpdate((Word(self.heard - 0.2, self.heard - 0.1, " word"),), (), self.heard)

    def finish(self) -> LiveUpdate:
        return LiveUpdate((), (), self.heard)


def test_a_decoder_that_breaks_ends_the_session_with_everything_saved(sample_wav: Path, tmp_path: Path) -> None:
    session = LiveSession(FileSource(sample_wav), DecoderThatBreaks(3.0), None, tmp_path, "broken")
    saved = session.run()
    assert isinstance(session.problem, RuntimeError)
    assert [Path(p).name for p in saved.paths] == ["broken.wav", "broken.srt", "broken.vtt", "broken.json"]
    assert not (tmp_path / "broken.partial.jsonl").exists()
    words = read_json(tmp_path / "broken.json").transcript.words
    assert words == session.words and len(words) >= 2  # one a decode, a decode a second of the file
    recorded = read_pcm(tmp_path / "broken.wav")
    assert len(recorded) >= 3 * SAMPLE_RATE
    assert np.array_equal(recorded, to_pcm16(decode_audio(sample_wav))[: len(recorded)])
