"""One copy of each model in a warm worker, whatever thread counts its jobs ask for (core.model_cache).

On a small CPU a diarized job gives transcription and diarization part of the cores each (core.compute.overlap_plan),
and a job without speakers, or one that finds them again, gives its one stage every core: a worker that serves both
loads the model again with the new count and lets the old copy go, instead of keeping both."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

from core import model_cache
from core.model_cache import ModelCache


@dataclass
class FakeEngine:
    threads: int
    name: str = "fake"
    closed: list[int] = field(default_factory=list)

    def close(self) -> None:
        self.closed.append(self.threads)


def loader(made: list[FakeEngine]):
    def load(engine: str, model_path: str, **kwargs) -> FakeEngine:
        made.append(FakeEngine(kwargs["cpu_threads"]))
        return made[-1]

    return load


def test_an_engine_loaded_with_other_threads_replaces_the_kept_copy() -> None:
    made: list[FakeEngine] = []
    models = ModelCache(load=loader(made))
    alone = models.engine("faster-whisper", "/models/base", device="cpu", cpu_threads=2)
    beside = models.engine("faster-whisper", "/models/base", device="cpu", cpu_threads=1)
    assert beside.threads == 1 and made[0].closed == [2] and len(models.engines) == 1
    assert models.engine("faster-whisper", "/models/base", device="cpu", cpu_threads=1) is beside
    other_model = models.engine("faster-whisper", "/models/tiny", device="cpu", cpu_threads=2)
    assert other_model.threads == 2 and len(models.engines) == 2 and made[1].closed == []  # another model: beside
    assert alone is not beside and models.loads == 3


def test_a_pipeline_loaded_with_other_threads_replaces_the_kept_one(monkeypatch: pytest.MonkeyPatch) -> None:
    import core.diarization

    monkeypatch.setattr(core.diarization, "load_pipeline",
                        lambda options, device, threads: SimpleNamespace(threads=threads))
    options = SimpleNamespace(model="/models/diarization", cache_dir=None, offline=True, endpoint=None)
    models = ModelCache()

    def pipeline(threads: int):
        return models.pipeline(options, SimpleNamespace(device="cpu", threads=threads))

    beside = pipeline(1)
    assert pipeline(1) is beside
    alone = pipeline(2)
    assert alone.threads == 2 and list(models.pipelines.values()) == [alone]
    assert pipeline(1) is not beside and models.loads == 3


def test_thread_counts_are_found_only_where_the_key_names_them() -> None:
    kept = {("e", "/m", ("cpu_threads", 2), ("device", "cpu")): 1, ("e", "/other", ("cpu_threads", 2)): 2}
    assert model_cache._other_threads(kept, ("e", "/m", ("cpu_threads", 1), ("device", "cpu"))) == [
        ("e", "/m", ("cpu_threads", 2), ("device", "cpu"))]
    assert model_cache._other_threads(kept, ("e", "/m", ("cpu_threads", 2), ("device", "cuda"))) == []
