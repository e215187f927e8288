"""Streaming transcription: a sliding buffer of recent audio, decoded again as audio arrives.

Each decode gives word hypotheses for the whole buffer; core.live.agreement commits the words the last decodes agree
on (final, never changed) and the rest are shown as tentative. The committed text before the buffer is the decoder's
prompt, so a sentence cut by the buffer's start keeps its context. Work stays bounded: the buffer is cut at the end of
a decoded segment whose words are all committed once it grows past `trim_seconds`, and at the committed point
whatever the segments once it reaches `max_seconds`. Silence costs nothing: new audio in which the VAD (Silero,
faster-whisper's, with the offline decoder's parameters) hears no speech is not decoded when nothing is pending.

It runs any `core.engines.base.Transcriber` (the job's engine, loaded as a job loads it) with the job's
`TranscribeOptions`; the language found by the first decode is kept for the rest of the stream.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from core.engines.base import Transcriber
from core.errors import InvalidOptionError
from core.live.agreement import LocalAgreement
from core.live.types import SAMPLE_RATE, AudioChunk, LiveUpdate
from core.options import TranscribeOptions
from core.types import Segment, Word

# Committed text carried into the prompt, at most: faster-whisper keeps the end of a longer prompt anyway.
PROMPT_CHARS = 200
# Where the buffer is cut for silence, this much of it is kept: a word starting there keeps its onset.
SILENCE_KEEP = 0.5
_SENTENCE_END = (".", "?", "!", "。", "？", "！")


@dataclass(frozen=True, slots=True)
class StreamingSettings:
    """How often and how much is decoded. Chosen with bench/live.py on pyannote's sample and the joined AMI excerpts
    (tiny.en, 2 threads); docs/EVALUATION.md has the numbers."""

    min_new_seconds: float = 1.0  # decode once this much audio arrived since the last decode
    trim_seconds: float = 12.0  # past this, the buffer is cut at the end of a committed segment
    max_seconds: float = 20.0  # at this, the buffer is cut at the committed point (or words forced final)
    agreement: int = 2  # LocalAgreement-n: decodes that must agree before a word is final
    # Greedy decoding: every word is decoded several times and only kept when decodes agree, so the beam's gain is
    # small, and it costs about twice the time of each decode (tiny.en, 12 s buffer, 2 threads: 1.0 s against 0.6 s).
    beam_size: int = 1
    # Words two decodes may dispute and still agree on the words after them (core.live.agreement). One word cut the
    # sample's longest wait for final words from 10.5 s to 2 s, with better words; one run of the joined AMI meetings
    # on the CPU clock showed no gain (docs/EVALUATION.md, "A disputed word"): off until paired runs show one.
    agreement_gap: int = 0

    def __post_init__(self) -> None:
        if not 0 < self.min_new_seconds <= self.trim_seconds < self.max_seconds:
            raise InvalidOptionError("streaming needs 0 < min_new_seconds <= trim_seconds < max_seconds, got "
                                     f"{self.min_new_seconds}, {self.trim_seconds}, {self.max_seconds}")
        if self.agreement < 1:
            raise InvalidOptionError(f"streaming agreement needs at least 1 decode, got {self.agreement}")
        if self.agreement_gap < 0:
            raise InvalidOptionError(f"streaming agreement gap needs 0 words or more, got {self.agreement_gap}")


class WhisperStreaming:
    """A StreamingTranscriber (core.live.types) over a Whisper engine."""

    def __init__(self, engine: Transcriber, options: TranscribeOptions | None = None,
                 settings: StreamingSettings | None = None) -> None:
        settings = settings or StreamingSettings()
        self._engine = engine
        self._options = dataclasses.replace(options or TranscribeOptions(), batch_size=0, word_timestamps=True,
                                            beam_size=settings.beam_size)
        self.settings = settings
        self._agreement = LocalAgreement(settings.agreement, settings.agreement_gap)
        self._audio = np.zeros(0, dtype=np.float32)
        self._start = 0.0  # session time of the buffer's first sample
        self._decoded_until = 0.0  # session time up to which the last decode (or VAD look) heard
        self._tentative: tuple[Word, ...] = ()
        self._said = ""  # committed text before the buffer, for the prompt
        self._in_buffer: list[Word] = []  # committed words not yet cut out of the buffer
        self.decodes = 0

    @property
    def audio_end(self) -> float:
        return self._start + len(self._audio) / SAMPLE_RATE

    def insert(self, chunk: AudioChunk) -> None:
        """Append a chunk; a gap before it becomes silence, audio it repeats is skipped."""
        samples = np.asarray(chunk.samples, dtype=np.float32).reshape(-1)
        offset = round((chunk.start - self.audio_end) * SAMPLE_RATE)
        if offset > 0:
            samples = np.concatenate([np.zeros(offset, dtype=np.float32), samples])
        elif offset < 0:
            samples = samples[-offset:]
        if len(self._audio) == 0 and offset > 0 and not self._in_buffer and not self._tentative:
            self._start = chunk.start  # a stream that starts late: no silence to hold before it
            samples = samples[offset:]
        self._audio = np.concatenate([self._audio, samples])

    def process(self) -> LiveUpdate:
        """Decode if enough new audio arrived; the update's final words are new, its tentative ones replace the
        last update's."""
        if self.audio_end - self._decoded_until < self.settings.min_new_seconds:
            return LiveUpdate((), self._tentative, self._decoded_until)
        if not self._tentative and not self._hears_speech(self._decoded_until, self.audio_end):
            self._decoded_until = self.audio_end
            self._cut(max(self._start, self.audio_end - SILENCE_KEEP))
            return LiveUpdate((), (), self._decoded_until)
        words, segments = self._decode()
        agreed = self._agreement.update(words)
        self._keep(agreed.committed)
        self._tentative = agreed.tentative
        final = agreed.committed + self._trim(segments)
        return LiveUpdate(final, self._tentative, self._decoded_until)

    def finish(self) -> LiveUpdate:
        """The end of the stream: whatever the buffer still holds is decoded once more and committed."""
        pending = self._tentative or self._hears_speech(self._decoded_until, self.audio_end)
        heard = self.audio_end - self._agreement.committed_end
        if not pending or heard <= 0.05 or len(self._audio) < SAMPLE_RATE // 10:
            self._tentative = ()
            return LiveUpdate((), (), self.audio_end)
        words, _ = self._decode()
        final = self._agreement.flush(words).committed
        self._keep(final)
        self._tentative = ()
        return LiveUpdate(final, (), self._decoded_until)

    def _hears_speech(self, start: float, end: float) -> bool:
        if not self._options.vad:
            return True
        from core.engines.faster import speech_seconds

        return speech_seconds(self._audio, start - self._start, end - self._start) > 0

    def _decode(self) -> tuple[list[Word], list[Segment]]:
        prompt = " ".join(part for part in (self._options.initial_prompt, self._said.strip()) if part)
        options = dataclasses.replace(self._options, initial_prompt=prompt[-PROMPT_CHARS:] or None)
        info, stream = self._engine.transcribe(self._audio, options)
        segments = [_shifted(s, self._start) for s in stream]
        if self._options.language is None and info.language:
            self._options = dataclasses.replace(self._options, language=info.language)
        self._decoded_until = self.audio_end
        self.decodes += 1
        return [w for s in segments for w in s.words], segments

    def _keep(self, committed: Sequence[Word]) -> None:
        self._in_buffer.extend(committed)

    def _trim(self, segments: Sequence[Segment]) -> tuple[Word, ...]:
        """Cut the buffer where work would grow; returns words forced final by the hard cap (normally none)."""
        length = self.audio_end - self._start
        if length <= self.settings.trim_seconds:
            return ()
        committed_end = self._agreement.committed_end
        ends = [s.end for s in segments if s.words and s.words[-1].end <= committed_end + 1e-6]
        sentence_ends = [s.end for s in segments if s.words and s.words[-1].end <= committed_end + 1e-6
                         and s.text.rstrip().endswith(_SENTENCE_END)]
        if sentence_ends or ends:
            self._cut(max(sentence_ends or ends))
        if self.audio_end - self._start < self.settings.max_seconds:
            return ()
        if committed_end > self._start + self.settings.min_new_seconds:
            self._cut(committed_end)
            return ()
        # nothing committed in a whole buffer (one word said over and over, noise the decoder reads as speech):
        # what the newest decode holds before the last trim_seconds is made final, so the buffer can move on
        cut = self.audio_end - self.settings.trim_seconds
        forced = self._agreement.flush([w for w in self._tentative if w.end <= cut]).committed
        self._keep(forced)
        self._tentative = tuple(w for w in self._tentative if w.end > cut)
        self._cut(max(cut, self._agreement.committed_end))
        return forced

    def _cut(self, at: float) -> None:
        """Drop the buffer's audio before session time `at`; committed words before it join the prompt text."""
        drop = int((at - self._start) * SAMPLE_RATE)
        if drop <= 0:
            return
        self._audio = self._audio[drop:].copy()
        self._start += drop / SAMPLE_RATE
        gone = [w for w in self._in_buffer if w.end <= self._start + 1e-6]
        self._in_buffer = [w for w in self._in_buffer if w.end > self._start + 1e-6]
        if gone:
            self._said = (self._said + "".join(w.text for w in gone))[-PROMPT_CHARS:]


def _shifted(segment: Segment, offset: float) -> Segment:
    words = tuple(dataclasses.replace(w, start=w.start + offset, end=w.end + offset) for w in segment.words)
    return dataclasses.replace(segment, start=segment.start + offset, end=segment.end + offset, words=words)
