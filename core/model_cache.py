"""Loaded models kept for the next job of the same process: the warm worker (core.warm_worker), the CLI's
multi-file call and the batch command's actors pass one to core.pipeline so a model is loaded once, not per file.

    ModelCache.engine(...)     load_engine's arguments in, a kept engine out (its close() does not unload it)
    ModelCache.pipeline(...)   a loaded diarization pipeline per (options, device), with the stage's threads
    ModelCache.after_job()     drop what must not serve another job (an engine that sampled), collect the garbage,
                               give the GPU's cached blocks and the heap's free pages back

What is kept is keyed by exactly what was loaded, so a job that needs another model loads it beside the first (the warm
worker retires itself instead where the settings change: core.warm_worker.WorkerKey). Another thread count for the
same model replaces it instead: a diarized job on a small CPU runs its stages side by side on part of the cores each
(core.compute.overlap_plan) where a job without speakers, or one that finds them again, gives its one stage every
core, and one worker can serve both kinds. Two copies of one model kept for that would hold a large model's memory
twice.

A job's result must not depend on what ran before it in the process. CTranslate2's sampling generator moves on each
time a model samples (the temperature fallback), so an engine that sampled is loaded afresh for the next job, as a
process of its own would; torch's default generator is set back to its start before each job for the same reason
(openai-whisper samples with it).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from typing import Any

from core.engines import Transcriber, load_engine
from core.engines.faster import NAME as FASTER_WHISPER


class SamplingWatch:
    """Stands in for the CTranslate2 model inside faster-whisper and notes when a call samples (temperature
    fallback): that advances the model's random generator, so the next file would not get what a fresh model,
    as `transcribe` loads one per file, gives it."""

    def __init__(self, model: Any) -> None:
        self._model = model
        self.sampled = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)

    def generate(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("sampling_temperature", 0) > 0 and kwargs.get("sampling_topk", 1) != 1:
            self.sampled = True
        return self._model.generate(*args, **kwargs)


class KeptEngine:
    """An engine lent to core.pipeline.transcribe_audio: its close() must not unload the model. `spent` says the
    engine sampled, so it must be loaded afresh before the next file."""

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        self._watch: SamplingWatch | None = None
        whisper = getattr(engine, "_model", None)  # faster_whisper.WhisperModel
        if getattr(engine, "name", "") == FASTER_WHISPER and whisper is not None and hasattr(whisper, "model"):
            self._watch = whisper.model = SamplingWatch(whisper.model)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    @property
    def spent(self) -> bool:
        return self._watch is not None and self._watch.sampled

    def close(self) -> None:
        pass

    def unload(self) -> None:
        self._engine.close()


def _reset_torch_generator() -> None:
    """torch's default generator back to where a fresh process starts it; nothing where torch is not imported."""
    torch = sys.modules.get("torch")
    if torch is not None and hasattr(torch, "manual_seed"):
        torch.manual_seed(torch.initial_seed())


def _empty_gpu_cache() -> None:
    """Blocks torch's caching allocator holds for nobody go back to the driver (only where CUDA was started)."""
    torch = sys.modules.get("torch")
    cuda = getattr(torch, "cuda", None)
    try:
        if cuda is not None and cuda.is_initialized():
            cuda.empty_cache()
    except Exception:  # noqa: BLE001, S110 - giving memory back is best effort: a driver error here costs nothing
        pass


_THREADS = "cpu_threads"  # the name of the thread count in a key (load_engine's keyword)


def _other_threads(kept: dict[tuple[Any, ...], Any], key: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """The keys in `kept` for the same model as `key` loaded with another thread count."""

    def model(k: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(item for item in k if not (isinstance(item, tuple) and item[:1] == (_THREADS,)))

    return [other for other in kept if other != key and model(other) == model(key)]


class ModelCache:
    """What a process keeps between jobs: engines by load_engine's arguments, diarization pipelines by what they were
    loaded with. Not thread-safe beyond what one job does (transcription and diarization load different things)."""

    def __init__(self, load: Callable[..., Transcriber] = load_engine) -> None:
        self._load_engine = load
        self.engines: dict[tuple[Any, ...], KeptEngine] = {}
        self.pipelines: dict[tuple[Any, ...], Any] = {}
        self.loads = 0  # how many models were loaded (engines and pipelines), for tests and benches

    def engine(self, engine: str, model_path: Any, **kwargs: Any) -> KeptEngine:
        """load_engine's signature: the kept engine for these arguments, loaded on first use."""
        key = (engine, str(model_path), *sorted(kwargs.items()))
        if key not in self.engines:
            for other in _other_threads(self.engines, key):
                self.engines.pop(other).unload()
            self.engines[key] = KeptEngine(self._load_engine(engine, model_path, **kwargs))
            self.loads += 1
        return self.engines[key]

    def pipeline(self, options: Any, stage: Any) -> Any:
        """core.pipeline.diarize_audio's `load`: the pipeline for these options on the stage's device and threads."""
        from core.diarization import load_pipeline

        # what the load reads: the speaker counts go to each call, so another count uses the same pipeline
        key = (options.model, options.cache_dir, options.offline, options.endpoint, stage.device,
               (_THREADS, stage.threads))
        if key not in self.pipelines:
            for other in _other_threads(self.pipelines, key):
                del self.pipelines[other]
            self.pipelines[key] = load_pipeline(options, stage.device, threads=stage.threads)
            self.loads += 1
        return self.pipelines[key]

    def before_job(self) -> None:
        _reset_torch_generator()

    def drop_spent(self) -> list[tuple[Any, ...]]:
        """Unload every engine that sampled (the next job loads it afresh); returns their keys."""
        spent = [key for key, kept in self.engines.items() if kept.spent]
        for key in spent:
            self.engines.pop(key).unload()
        return spent

    def after_job(self) -> None:
        """Between jobs: spent engines go, and memory the job freed goes back (garbage, GPU cache, heap pages)."""
        from platform_utils.runtime import release_free_memory

        self.drop_spent()
        gc.collect()
        _empty_gpu_cache()
        release_free_memory()

    def clear(self) -> None:
        for kept in self.engines.values():
            kept.unload()
        self.engines.clear()
        self.pipelines.clear()
        gc.collect()
        _empty_gpu_cache()
