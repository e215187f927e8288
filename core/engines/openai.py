"""openai-whisper (PyTorch) behind our Transcriber interface: runs wherever torch runs (ROCm, MPS, XPU, CUDA, CPU).

openai-whisper decodes a whole file in one call and has no VAD. We cut the audio into speech chunks of up to
30 s with faster-whisper's Silero VAD (already a dependency), decode chunk by chunk, and yield each chunk's segments
as soon as they exist, so progress and the live preview work as with faster-whisper.

`SPEC` declares it to the rest of the project (core.engines.registry). whisper, torch and numpy are imported only
when a model loads, so reading the spec costs nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.audio_format import SAMPLE_RATE
from core.engines.base import EngineInfo, check_task
from core.engines.repetition import guard_repetitions, shift
from core.engines.spec import CatalogEntry, EngineSpec, ModelFiles, ModelSource
from core.options import TranscribeOptions
from core.types import Segment, Word
from core.vocabulary import decoding_prompt
from platform_utils.lineup import Runtime

if TYPE_CHECKING:
    import numpy as np

NAME = "openai-whisper"
PACKAGE = "whisper"

CHUNK_SECONDS = 30.0
PROMPT_CHARS = 200


def speech_chunks(audio: np.ndarray, max_seconds: float = CHUNK_SECONDS) -> list[tuple[float, float]]:
    """Speech regions (seconds) from Silero VAD, merged into chunks no longer than `max_seconds`."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps

    regions = get_speech_timestamps(
        audio, VadOptions(min_silence_duration_ms=500, speech_pad_ms=300, max_speech_duration_s=max_seconds)
    )
    chunks: list[tuple[float, float]] = []
    for region in regions:
        start, end = region["start"] / SAMPLE_RATE, region["end"] / SAMPLE_RATE
        if chunks and end - chunks[-1][0] <= max_seconds:
            chunks[-1] = (chunks[-1][0], end)
        else:
            chunks.append((start, end))
    return chunks


def load_checkpoint(path: Path, model_name: str, device: str) -> Any:
    """openai-whisper's model from a checkpoint file, with the cross-attention heads that time words well.

    `whisper.load_model(path)` only knows those heads for its own model names; a path gets a generic half of the
    layers. Our converted checkpoints carry them ("alignment_heads"), and a downloaded official checkpoint is matched
    to its name, so word timestamps are the same as whisper's own for its named models.
    """
    import torch
    import whisper
    from whisper.model import ModelDimensions, Whisper

    checkpoint = torch.load(path, map_location="cpu", weights_only=True, mmap=True)
    model = Whisper(ModelDimensions(**checkpoint["dims"]))
    model.load_state_dict(checkpoint["model_state_dict"])
    heads = checkpoint.get("alignment_heads")
    if heads:
        mask = torch.zeros(model.dims.n_text_layer, model.dims.n_text_head, dtype=torch.bool)
        for layer, head in heads:
            mask[layer, head] = True
        model.register_buffer("alignment_heads", mask.to_sparse(), persistent=False)
    elif model_name in getattr(whisper, "_ALIGNMENT_HEADS", {}):
        model.set_alignment_heads(whisper._ALIGNMENT_HEADS[model_name])
    return model.to(device)


class OpenAIWhisperEngine:
    name = NAME

    def __init__(
        self, checkpoint: str | Path, model_name: str = "", device: str = "cpu", compute_type: str = ""
    ) -> None:
        kind = device.partition(":")[0]
        torch_device = device.replace("rocm", "cuda")
        self.model_name = model_name or Path(checkpoint).stem
        self._model = load_checkpoint(Path(checkpoint), self.model_name, torch_device)
        self._fp16 = kind in ("cuda", "rocm") and compute_type != "float32"
        self.device = device
        self.compute_type = "float16" if self._fp16 else "float32"

    def _detect_language(self, audio: np.ndarray) -> tuple[str, float]:
        import whisper

        if not self._model.is_multilingual:
            return "en", 1.0
        window = whisper.pad_or_trim(audio)
        mel = whisper.log_mel_spectrogram(window, self._model.dims.n_mels).to(self._model.device)
        _, probs = self._model.detect_language(mel)
        language = max(probs, key=probs.get)
        return language, float(probs[language])

    def _decode(self, audio: np.ndarray, options: TranscribeOptions, prompt: str | None) -> list[Segment]:
        result = self._model.transcribe(
            audio,
            language=options.language,
            task=options.task,
            temperature=tuple(options.temperatures),
            condition_on_previous_text=options.condition_on_previous_text,
            initial_prompt=decoding_prompt(prompt, options.vocabulary),
            carry_initial_prompt=bool(options.vocabulary),  # the glossary in every 30 s window, not the first only
            word_timestamps=options.word_timestamps,
            beam_size=options.beam_size if options.temperatures and options.temperatures[0] == 0 else None,
            fp16=self._fp16,
            verbose=None,
        )
        return [_convert(s) for s in result["segments"]]

    def _segments(self, audio: np.ndarray, options: TranscribeOptions) -> Iterator[Segment]:
        chunks = speech_chunks(audio) if options.vad else [(0.0, len(audio) / SAMPLE_RATE)]
        prompt = options.initial_prompt
        for start, end in chunks:
            window = audio[int(start * SAMPLE_RATE) : int(end * SAMPLE_RATE)]
            decoded = shift(self._decode(window, options, prompt), start)
            yield from decoded
            if options.condition_on_previous_text and decoded:
                prompt = "".join(s.text for s in decoded)[-PROMPT_CHARS:]

    def transcribe(self, audio: np.ndarray, options: TranscribeOptions) -> tuple[EngineInfo, Iterator[Segment]]:
        check_task(options, bool(self._model.is_multilingual), self.model_name)
        language, probability = (options.language, 1.0) if options.language else self._detect_language(audio)
        options = dataclasses.replace(options, language=language)
        retry = dataclasses.replace(
            options,
            condition_on_previous_text=False,
            temperatures=tuple(t for t in options.temperatures if t > 0) or (0.2, 0.4, 0.6),
        )

        def redecode(start: float, end: float) -> list[Segment]:
            window = audio[int(start * SAMPLE_RATE) : int(end * SAMPLE_RATE)]
            return shift(self._decode(window, retry, None), start)

        info = EngineInfo(language, probability, len(audio) / SAMPLE_RATE)
        return info, guard_repetitions(self._segments(audio, options), redecode)

    def close(self) -> None:
        self._model = None


def _convert(segment: dict) -> Segment:
    words = tuple(
        Word(start=float(w["start"]), end=float(w["end"]), text=w["word"], probability=float(w["probability"]))
        for w in segment.get("words", ())
    )
    return Segment(
        start=float(segment["start"]),
        end=float(segment["end"]),
        text=segment["text"],
        words=words,
        avg_logprob=float(segment["avg_logprob"]),
        no_speech_prob=float(segment["no_speech_prob"]),
        compression_ratio=float(segment["compression_ratio"]),
    )


def load(model_path: str | Path, *, model_name: str, device: str, compute_type: str,
         cpu_threads: int) -> OpenAIWhisperEngine:
    """torch takes its CPU threads from platform_utils.runtime, so `cpu_threads` is not the engine's business."""
    return OpenAIWhisperEngine(model_path, model_name, device=device, compute_type=compute_type)


# name -> approximate download size in MB (shown before a download; the URL table does not say)
SIZES_MB: dict[str, int] = {
    "tiny.en": 72, "tiny": 72, "base.en": 139, "base": 139, "small.en": 461, "small": 461,
    "medium.en": 1457, "medium": 1457, "large-v1": 2870, "large-v2": 2870, "large-v3": 2880,
    "large-v3-turbo": 1510, "turbo": 1510,
}


def openai_urls() -> dict[str, str]:
    """openai-whisper's own table of checkpoint URLs (the package is the authority on where its weights live).

    Read from the package's source rather than by importing it: `import whisper` loads torch, which a GUI process
    listing models must not pay for. Where the source is not on disk (a frozen bundle that ships byte code only),
    the package is imported after all.
    """
    import importlib.util

    spec = importlib.util.find_spec(PACKAGE)
    if spec is None:
        return {}
    source = _module_source(spec)
    if source is not None:
        table = _models_table(source)
        if table is not None:
            return table
    import whisper

    return dict(getattr(whisper, "_MODELS", {}))


def _module_source(spec) -> str | None:
    if spec.origin and Path(spec.origin).is_file() and spec.origin.endswith(".py"):
        return Path(spec.origin).read_text(encoding="utf-8")
    try:
        return spec.loader.get_source(spec.name) if spec.loader is not None else None
    except (ImportError, OSError):
        return None


def _models_table(source: str) -> dict[str, str] | None:
    """The literal `_MODELS = {...}` of whisper/__init__.py, or None when the source has no such assignment."""
    import ast

    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "_MODELS" for t in node.targets):
            return dict(ast.literal_eval(node.value))
    return None


def catalogue() -> list[CatalogEntry]:
    """openai-whisper's own `.pt` checkpoints, whose URLs carry the file's SHA-256."""
    return [CatalogEntry(NAME, name, url, SIZES_MB.get(name, 0), sha256=url.split("/")[-2])
            for name, url in openai_urls().items()]


SPEC = EngineSpec(
    name=NAME,
    package=PACKAGE,
    runtime=Runtime.TORCH,
    load=load,
    catalogue=catalogue,
    source=ModelSource.URL,
    files=ModelFiles("openai-whisper checkpoint", ".pt", folder=False),
)
