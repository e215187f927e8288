"""faster-whisper (CTranslate2) behind our Transcriber interface: the fastest engine on NVIDIA and on CPUs."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Iterator

import numpy as np

from core.engines.base import SAMPLE_RATE, EngineInfo
from core.engines.repetition import guard_repetitions, shift
from core.options import TranscribeOptions
from core.types import Segment, Word

# Silence of 1 s splits speech regions (faster-whisper's default waits 2 s); a short pad keeps word onsets.
VAD_PARAMETERS = {"min_silence_duration_ms": 1000, "speech_pad_ms": 300}


class FasterWhisperEngine:
    name = "faster-whisper"

    def __init__(
        self,
        model_path: str | Path,
        model_name: str = "",
        device: str = "cpu",
        compute_type: str = "int8",
        cpu_threads: int = 0,
    ) -> None:
        from faster_whisper import WhisperModel

        kind, _, index = device.partition(":")
        self._model = WhisperModel(
            str(model_path),
            device="cuda" if kind in ("cuda", "rocm") else "cpu",
            device_index=int(index or 0),
            compute_type=compute_type,
            cpu_threads=cpu_threads,
        )
        self.model_name = model_name or Path(model_path).name
        self.device = device
        self.compute_type = compute_type

    def _run(self, audio: np.ndarray, options: TranscribeOptions) -> tuple[EngineInfo, Iterator[Segment]]:
        segments, info = self._model.transcribe(
            audio,
            language=options.language,
            task=options.task,
            beam_size=options.beam_size,
            temperature=list(options.temperatures),
            condition_on_previous_text=options.condition_on_previous_text,
            initial_prompt=options.initial_prompt,
            word_timestamps=options.word_timestamps,
            vad_filter=options.vad,
            vad_parameters=VAD_PARAMETERS if options.vad else None,
        )
        return EngineInfo(info.language, info.language_probability, info.duration), (
            _convert(s) for s in segments
        )

    def transcribe(self, audio: np.ndarray, options: TranscribeOptions) -> tuple[EngineInfo, Iterator[Segment]]:
        info, segments = self._run(audio, options)
        retry = dataclasses.replace(
            options,
            language=info.language,
            condition_on_previous_text=False,
            temperatures=tuple(t for t in options.temperatures if t > 0) or (0.2, 0.4, 0.6),
        )

        def redecode(start: float, end: float) -> list[Segment]:
            window = audio[int(start * SAMPLE_RATE) : int(end * SAMPLE_RATE)]
            return shift(self._run(window, retry)[1], start)

        return info, guard_repetitions(segments, redecode)

    def close(self) -> None:
        self._model = None


def _convert(segment) -> Segment:
    words = tuple(
        Word(start=float(w.start), end=float(w.end), text=w.word, probability=float(w.probability))
        for w in (segment.words or ())
    )
    return Segment(
        start=float(segment.start),
        end=float(segment.end),
        text=segment.text,
        words=words,
        avg_logprob=float(segment.avg_logprob),
        no_speech_prob=float(segment.no_speech_prob),
        compression_ratio=float(segment.compression_ratio),
    )
