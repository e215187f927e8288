"""faster-whisper (CTranslate2) behind our Transcriber interface: the fastest engine on NVIDIA and on CPUs.

Two decoders behind one `transcribe`: faster-whisper's sequential one (30 s at a time, each window conditioned on the
text before it, temperature fallback), and its batched pipeline (TranscribeOptions.batch_size > 0: VAD cuts the
speech into chunks of up to 30 s, decoded `batch_size` at a time, each on its own, at the first temperature only).
The plan chooses (platform_utils.batching); both give the same Segment and Word objects, go through the same long
audio windows and the same repetition guard.

`SPEC` declares it to the rest of the project (core.engines.registry). faster_whisper and numpy are imported only
when a model loads, so reading the spec costs nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from core.audio_format import SAMPLE_RATE
from core.engines.base import EngineInfo, check_task
from core.engines.coverage import fill_dropped_speech
from core.engines.long_audio import carried_prompt, shifted, split_points
from core.engines.repetition import guard_repetitions, shift
from core.engines.spec import CatalogEntry, EngineSpec, ModelFiles, ModelSource
from core.options import TranscribeOptions
from core.types import Segment, Word
from core.vocabulary import hotwords, user_prompt
from platform_utils.lineup import Runtime

if TYPE_CHECKING:
    import numpy as np

NAME = "faster-whisper"

# Silence of 1 s splits speech regions (faster-whisper's default waits 2 s); a short pad keeps word onsets.
VAD_PARAMETERS = {"min_silence_duration_ms": 1000, "speech_pad_ms": 300}
# Temperature fallback samples with CTranslate2's generator, which each of a model's worker threads seeds at its
# first use from the process-wide seed (random by default): a fixed one makes a file's subtitles the same on every
# run. A model that has sampled once goes on from there, so only a freshly loaded model repeats a result.
SAMPLING_SEED = 1


class FasterWhisperEngine:
    name = NAME

    def __init__(
        self,
        model_path: str | Path,
        model_name: str = "",
        device: str = "cpu",
        compute_type: str = "int8",
        cpu_threads: int = 0,
    ) -> None:
        import ctranslate2
        from faster_whisper import WhisperModel

        ctranslate2.set_random_seed(SAMPLING_SEED)
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
        """Long audio goes through faster-whisper in windows (long_audio.py): its feature extractor takes the STFT of
        everything it is given at once, several GB for a few hours. The batched pipeline gets the same windows: it
        holds a copy of the speech and the features of every chunk of what it is given before its first segment
        (over 1 GB for three hours), and windows keep the first segment, and progress, minutes away at most."""
        windows = split_points(audio)
        if len(windows) == 1:
            return self._run_window(audio, options)
        first_start, first_end = windows[0]
        info, first = self._run_window(audio[first_start:first_end], options)
        rest = dataclasses.replace(options, language=info.language)

        def all_windows() -> Iterator[Segment]:
            said: list[str] = []
            for segment in first:
                said.append(segment.text)
                yield segment
            for start, end in windows[1:]:
                prompt = carried_prompt(said, rest)
                _, segments = self._run_window(audio[start:end], dataclasses.replace(rest, initial_prompt=prompt))
                said = []
                for segment in shifted(segments, start / SAMPLE_RATE):
                    said.append(segment.text)
                    yield segment

        return EngineInfo(info.language, info.language_probability, len(audio) / SAMPLE_RATE), all_windows()

    def _run_window(self, audio: np.ndarray, options: TranscribeOptions) -> tuple[EngineInfo, Iterator[Segment]]:
        if options.batch_size > 0:
            return self._run_batched(audio, options)
        segments, info = self._model.transcribe(
            audio,
            language=options.language,
            task=options.task,
            beam_size=options.beam_size,
            temperature=list(options.temperatures),
            condition_on_previous_text=options.condition_on_previous_text,
            # the glossary in hotwords only: faster-whisper keeps up to 223 tokens of each, beyond its context
            initial_prompt=user_prompt(options.initial_prompt),
            hotwords=hotwords(options.vocabulary),
            word_timestamps=options.word_timestamps,
            vad_filter=options.vad,
            vad_parameters=VAD_PARAMETERS if options.vad else None,
        )
        return EngineInfo(info.language, info.language_probability, info.duration), (
            _convert(s) for s in segments
        )

    def _run_batched(self, audio: np.ndarray, options: TranscribeOptions) -> tuple[EngineInfo, Iterator[Segment]]:
        """One window through BatchedInferencePipeline, with the options the sequential decoder gets where it takes
        them: the same VAD parameters (it caps each chunk at 30 s itself), the user's prompt before every chunk, the
        glossary as hotwords. Timestamp tokens on (its default is off), so segments are sentences as the sequential
        decoder gives them, not one per 30 s chunk: the preview, the JSON and the loop guard see the same units."""
        from faster_whisper import BatchedInferencePipeline

        segments, info = BatchedInferencePipeline(self._model).transcribe(
            audio,
            language=options.language,
            task=options.task,
            beam_size=options.beam_size,
            temperature=options.temperatures[:1] or (0.0,),  # it decodes at the first one only
            initial_prompt=user_prompt(options.initial_prompt),
            hotwords=hotwords(options.vocabulary),
            word_timestamps=options.word_timestamps,
            without_timestamps=False,
            vad_filter=True,
            vad_parameters=dict(VAD_PARAMETERS),  # a copy: it edits the dict it is given
            batch_size=options.batch_size,
        )
        return EngineInfo(info.language, info.language_probability, info.duration), (
            _convert(s) for s in segments
        )

    def transcribe(self, audio: np.ndarray, options: TranscribeOptions) -> tuple[EngineInfo, Iterator[Segment]]:
        """Segments in time order, loops repaired. Batched decoding needs VAD (it decodes the chunks VAD finds; blind
        30 s cuts would split words), so without it this decodes sequentially; its chunks carry no text to the next,
        so neither do its long-audio windows (the user's prompt goes before each). A loop is re-decoded sequentially,
        whichever decoder made it: only that one falls back to higher temperatures, which is what breaks a loop."""
        check_task(options, bool(self._model.model.is_multilingual), self.model_name)
        if options.batch_size > 0:
            options = (dataclasses.replace(options, condition_on_previous_text=False) if options.vad
                       else dataclasses.replace(options, batch_size=0))
        info, segments = self._run(audio, options)
        retry = dataclasses.replace(
            options,
            language=info.language,
            condition_on_previous_text=False,
            temperatures=tuple(t for t in options.temperatures if t > 0) or (0.2, 0.4, 0.6),
            batch_size=0,
        )

        def decoder(again: TranscribeOptions) -> Callable[[float, float], list[Segment]]:
            def redecode(start: float, end: float) -> list[Segment]:
                window = audio[int(start * SAMPLE_RATE) : int(end * SAMPLE_RATE)]
                return shift(self._run(window, again)[1], start)
            return redecode

        if options.batch_size > 0:  # a chunk the batched decoder ended early: decoded again (core.engines.coverage)
            # sequentially from temperature 0, as without batching: the chunk was cut short, it did not loop, and
            # sampling would make what is filled in depend on what the engine decoded before
            refill = dataclasses.replace(options, language=info.language, condition_on_previous_text=False,
                                         batch_size=0)
            segments = fill_dropped_speech(segments, len(audio) / SAMPLE_RATE,
                                           lambda start, end: speech_seconds(audio, start, end), decoder(refill))
        return info, guard_repetitions(segments, decoder(retry))

    def close(self) -> None:
        self._model = None


def speech_seconds(audio: np.ndarray, start: float, end: float) -> float:
    """Seconds of speech faster-whisper's VAD (Silero) hears in audio[start:end], with the decoder's parameters."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps

    window = audio[int(start * SAMPLE_RATE) : int(end * SAMPLE_RATE)]
    found = get_speech_timestamps(window, VadOptions(**VAD_PARAMETERS))
    return sum(chunk["end"] - chunk["start"] for chunk in found) / SAMPLE_RATE


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


def load(model_path: str | Path, *, model_name: str, device: str, compute_type: str,
         cpu_threads: int) -> FasterWhisperEngine:
    return FasterWhisperEngine(model_path, model_name, device=device, compute_type=compute_type or "int8",
                               cpu_threads=cpu_threads)


# name -> (hub repo of the CTranslate2 conversion, approximate MB)
MODEL_REPOS: dict[str, tuple[str, int]] = {
    "tiny.en": ("Systran/faster-whisper-tiny.en", 75),
    "tiny": ("Systran/faster-whisper-tiny", 75),
    "base.en": ("Systran/faster-whisper-base.en", 145),
    "base": ("Systran/faster-whisper-base", 145),
    "small.en": ("Systran/faster-whisper-small.en", 484),
    "small": ("Systran/faster-whisper-small", 484),
    "medium.en": ("Systran/faster-whisper-medium.en", 1530),
    "medium": ("Systran/faster-whisper-medium", 1530),
    "large-v1": ("Systran/faster-whisper-large-v1", 3090),
    "large-v2": ("Systran/faster-whisper-large-v2", 3090),
    "large-v3": ("Systran/faster-whisper-large-v3", 3090),
    "large-v3-turbo": ("mobiuslabsgmbh/faster-whisper-large-v3-turbo", 1620),
    "turbo": ("mobiuslabsgmbh/faster-whisper-large-v3-turbo", 1620),
    "distil-large-v3": ("Systran/faster-distil-whisper-large-v3", 1510),
}


def catalogue() -> list[CatalogEntry]:
    """The CTranslate2 conversions published on the Hugging Face hub, by model name."""
    return [CatalogEntry(NAME, name, repo, mb) for name, (repo, mb) in MODEL_REPOS.items()]


SPEC = EngineSpec(
    name=NAME,
    package="faster_whisper",
    runtime=Runtime.CT2,
    load=load,
    catalogue=catalogue,
    source=ModelSource.HUB,
    files=ModelFiles("CTranslate2 Whisper model", "-ct2", folder=True, markers=("model.bin",)),
    # The files a CTranslate2 Whisper directory needs (no READMEs, no other formats some repos carry).
    hub_files=("config.json", "preprocessor_config.json", "model.bin", "tokenizer.json", "vocabulary.*"),
    batched=True,  # BatchedInferencePipeline
)
